#pragma once
// The full rules of Redtangle as `boardgames rules redtangle` and the help screen print them:
// the rulebook docs/rules/redtangle.md in plain text, every Ruling marked (tests/test_docs.cpp
// checks that each Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view redtangle_rules_text = R"(Redtangle

The original rules of Redtangle, with its mouse controls; the board, zones and
pieces follow the two public implementations of the game. Where the original
is silent, this program decides, and says so in a "Ruling" below.

Board
  8x8 squares a1..h8. Each side's red rectangle ("red zone") is 2 ranks x 4
  files centred on its back edge: White's zone c1-f2, Black's zone c7-f8.

Pieces
  Each side has 8 square tiles. Each tile shows its side (White or Black) in
  its centre, and each of its four edges (north, east, south, west) is
  coloured either white (w) or black (b). An edge's colour is independent of
  the tile's side. A tile is written as its side's letter followed by its
  edges clockwise from north: Wwbbb is a White tile with a white north edge
  and black east, south and west edges.
  Ruling (the set): each side owns the same 8 edge patterns (up to rotation):
  wwww, bbbb, wbbb twice, wwwb twice, wwbb (two adjacent) and wbwb (two
  opposite).

Setup
  "Each player situates his pieces in his own red rectangle, in any
  arrangement he chooses": before the first move, each player places its 8
  tiles on the 8 squares of its own zone, in any order and any orientation.
  The program offers a setup phase (swap two tiles, turn a tile, confirm), a
  random setup, and the standard setup below.
  Ruling (arranging unseen): the players arrange at the same time, and
  neither sees the other's arrangement until both have confirmed. At a table
  each arranges at his own screen; at one terminal they arrange in turn, the
  other zone face down.
  Ruling (standard setup): as a position string (White to move):
    2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0
  Black's arrangement is White's turned half a turn about the board's centre,
  with edge colours swapped.
  The original rules say "players decide who goes first". Ruling (first
  move): White by default; an option lets Black start.

Moves
  A turn moves one tile in one of three ways:
  A. Step, with optional rotation: to any of the 8 adjacent empty squares,
     turning the tile to any orientation on the way. c2-d3 keeps the
     orientation; c2-d3=wwbb ends with edges N,E,S,W = w,w,b,b. The =
     pattern must be a rotation of the tile's pattern.
  B. Rotate in place: c2=bwwb. A rotation that leaves the edge pattern
     unchanged is not a move. Two rotations that give the same pattern are
     one move.
  C. Jump, without rotating: orthogonally (N, E, S, W) over a contiguous line
     of one or more opposing tiles to the empty square just beyond. Every
     jumped tile's edge that faces the jumper must differ in colour from the
     jumper's edge that faces them; if any of them shows the same colour, the
     jump is impossible. The line may not include own tiles. c2Xc4 jumps over
     c3; c2Xc5 over c3 and c4.
     - Chain: from the landing square the same tile may jump again, in any
       orthogonal direction, without rotating and without jumping any tile a
       second time: c2Xc4Xe4. Continuing is optional; the player ends the
       turn whenever he likes (right click / end-turn key).
     - Ruling (jumped tiles): jumped tiles are removed when the move ends;
       until then they still occupy their squares (so they can neither be
       landed on nor jumped again: a line that contains a tile already jumped
       cannot be jumped). The jumper's start square is empty once it has
       left, so a chain may come back to it (c4Xc6Xe6Xe4Xc4).
     - Off the board: when the line of jumpable opposing tiles runs up to the
       board's edge, the jumper may jump off the board: all the jumped tiles
       and the jumper leave the game. Written off plus the direction of the
       jump, N, E, S or W: f7XoffN jumps north over f8 (a chain may end this
       way: c2Xc4XoffE). It ends the move. When only one off-board jump fits,
       f7Xoff without the direction is accepted as input.

Winning
  - A side wins when its tile ends a step or lands from a jump inside the
    opposing zone. A step may enter the opposing zone only straight forward
    or sideways, never diagonally; jumps are orthogonal anyway. Ruling
    (winning jump): a jump that lands in the opposing zone wins at once and
    ends the chain.
  - Moving in and out of one's own zone is free (diagonals too); a tile in
    its own zone has no protection.
  - Ruling (no tiles, no move): a side with no tiles left loses (an off-board
    jump that leaves neither side a tile is a draw); a side to move with no
    legal move loses.

Draws
  - Stalemate (original rules): when each side has exactly one tile left and
    40 consecutive moves (20 rounds) have passed without a capture and
    without a winner, the game is drawn.
  - Ruling (termination): the third occurrence of the same position is a
    draw by repetition.

Position string
  Cells: empty-run digits, or a tile token (W or B + four edge letters),
  ranks from 8 down to 1 separated by '/'. After the board: side to move W
  or B, then the number of consecutive moves without a capture (it counts the
  stalemate's 40 moves). The standard setup above is the default start, with
  the fields W 0.

Mouse and keys (the original controls)
  Left click selects a tile, then left click a target square to step or to
  jump (click each landing square in turn for a chain; to jump off the board,
  click the opposing tile on the edge). Wheel up rotates clockwise, wheel
  down counter-clockwise; once a tile is rotated it is locked and can only be
  rotated further. Right click ends the turn. The keyboard offers the same:
  cursor keys and Enter to select and target, [ and ] to rotate each way, e
  to end the turn.

This program's choices, where the rules are silent
  - A step always waits for the end of the turn (right click or e), as in
    the original controls, because the tile may still be turned on its new
    square; a jump that nothing can extend is played at once.
  - Set Board and --position refuse positions that could not arise in play:
    more tiles of a pattern than a side's set has, or the side to move
    already in the opposing zone.
  - The computer chooses its setup among the standard one and a few random
    ones by a short search.

Reference figures
  Perft from the start position, depth 1, 2, 3, ...: 90, 8100, 820800.
)";

}  // namespace boardgames
