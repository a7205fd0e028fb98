#pragma once
// The full rules of ReMATCH as `boardgames rules rematch` and the help screen print them: the
// rulebook docs/rules/rematch.md in plain text, every Ruling marked (tests/test_docs.cpp checks
// that each Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view rematch_rules_text = R"(ReMATCH (Mind Fitness Games)

Where the original is silent or its figure is missing, this program decides,
and says so in a "Ruling" below.

Board and coordinates
  19 hexagonal tiles forming one hexagon of side 3: rows of 3, 4, 5, 4, 3
  tiles. Rows a..e from the bottom (the team's side) to the top (Red's side);
  row a holds a1 a2 a3, b holds b1-b4, c holds c1-c5, d holds d2-d5, e holds
  e3-e5:
          e3  e4  e5
        d2  d3  d4  d5
      c1  c2  c3  c4  c5
        b1  b2  b3  b4
          a1  a2  a3
  Each tile has up to six neighbours: along its row, along its diagonal, and
  the third line (b2's neighbours are b1 b3 a1 a2 c2 c3).

Sides
  Red: 4 red pieces, one player. Only Red may use the Flying King's capture.
  The team: 4 white and 4 orange pieces: one player in the 2-player game, or
  two players (White and Orange) in the 3-player game.
  A stack is one or more pieces on one tile; it moves as one piece and
  belongs to the colour of its top piece. A colour is "captured" when it tops
  no stack.

Starting position
  Ruling (starting position, the original figure is lost): the 12 pieces
  stand on the 12 edge tiles, leaving the 7 central tiles empty, in three
  arcs of four: White c1 b1 a1 a2 (the team's left), Orange a3 b4 c5 d5 (the
  team's right), Red e5 e4 e3 d2.

Turn order
  The team starts, "with the colour on his right": Orange moves first. Then
  Red and the team alternate; the team's moves alternate between its colours
  (Orange, Red, White, Red, Orange, ...).
  Ruling (the colour due): if the colour due to move is captured, or has no
  legal move, the team moves with its other colour instead, and the
  alternation continues from the colour that actually moved: after the team
  moves with colour c, the other colour is due; Red's moves do not change
  which colour is due. In the 3-player game the White and Orange players take
  the team's turns this way.

Moving
  A stack moves one step to an adjacent empty tile, in any of the six
  directions: b2-c3.

Capturing
  - Simple capture: a stack jumps over an adjacent stack whose top colour
    differs from its own top colour, to the empty tile directly beyond. Only
    the jumped stack's top piece is taken; it goes to the bottom of the
    jumping stack. The jumped stack stays, now topped by its next piece.
    White and Orange capture each other too.
  - Compulsory: if the moving colour has any simple capture, it must capture.
  - Sequences: after a capture, if the same stack can capture again from
    where it landed, it must; the whole sequence is one move, written with
    every landing tile: b2Xd4Xd2. In one sequence a stack (a tile) may be
    jumped only once. Among available captures and sequences the player
    chooses freely (not necessarily the longest).
  - Ruling (pieces move at once): a captured top piece goes under the jumper
    immediately, so a tile emptied earlier in the same sequence is empty (it
    may be landed on or flown over), and the jumper's start tile is empty
    once it has left. A jumped tile that still holds pieces cannot be jumped
    again and blocks flying lines.
  - Flying King (Red only, optional): a red-topped stack may capture along
    any of the six lines at any distance: over empty tiles up to the first
    stack, which must not be red-topped, landing on the tile directly beyond
    it, which must be empty. It is never compulsory: when Red's only captures
    are flying ones, Red may also make an ordinary step. When Red has a
    simple capture anywhere, Red must capture, choosing any capture, simple
    or flying. A flying capture of an adjacent stack is the same move as the
    simple capture.
  - Ruling (continuing): after any capture, a further capture (simple or
    flying) from the landing tile must be made in the same move. (The
    original makes a flying capture optional as a move's first capture only;
    once a sequence has begun it must come to an end, so flying continuations
    count.)

End of the game
  - A side wins when the opposing side's colours top no stack (everything
    captured), or when the opposing side is to move and has no legal move
    (blocked).
  - Draw: no capture for 20 rounds in a row (40 consecutive moves).
  - Ruling (precedence): a move that wins (everything captured, or the
    opponent blocked) wins even when it is also the 40th move without a
    capture or a third occurrence.
  - Ruling (a blocked team): the team is blocked only when neither of its
    colours has a legal move; the position string then names the colour due
    by alternation.
  - Ruling (termination): the third occurrence of the same position (board,
    side to move and the team colour due) is a draw by repetition.
  - The 3-player game ends the same way: Red against the team.
  - Match play (the original's recommendation): first to 3 points; armies
    change after each game.
    2 players: a win 1 point, a draw 1/2 each; the players swap sides.
    3 players: Red's win 1 point to Red's player; the team's win 1/2 to each
    member. Ruling (a draw for three): a draw 1/4 to each team member and 1/2
    to Red's player (half of a win, as for two players). Ruling (rotation,
    counter-clockwise round the table Red, White, Orange): after each game,
    the player who was Red plays White, White's player plays Orange,
    Orange's plays Red.
    Several players reaching 3 points after the same game: the one with most
    points wins; equal points play on.

Position string
  Rows from e down to a; each row lists its tiles from the lowest diagonal
  number. A cell is a digit run of empty tiles, one of r w o, or a stack in
  brackets listed top first: [wro] is a white piece on an orange one on a red
  one. After the board: the side to move, r (Red) or t (the team); then the
  team colour due at the team's current or next turn by alternation, w or o
  (before any fallback); then the number of consecutive moves without a
  capture.
  Start: rrr/r2o/w3o/w2o/wwo t o 0

Notation examples
  a3-b3 step; d2Xb2 capture; b1Xb3Xd5 sequence; e5Xa1 a flying capture (over
  empty d4, c3, taking b2's top piece).

This program's choices, where the rules are silent
  - Set Board and --position refuse positions that could not arise in play:
    more than 4 pieces of a colour (fewer are allowed, for studies), a
    malformed stack (a single piece in brackets, more than 12 pieces, an
    unknown piece), or the side that moved last topping no stack.
  - show names the colour that actually moves (to-move: white when White
    moves for the team because Orange is captured or has no legal move).

Reference figures
  Perft from the start position, depth 1, 2, 3, ...: 6, 31, 112, 627, 2152,
  11775, 40105.
)";

}  // namespace boardgames
