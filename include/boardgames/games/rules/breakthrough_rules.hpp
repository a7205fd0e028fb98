#pragma once
// The full rules of Breakthrough as `boardgames rules breakthrough` and the help screen print
// them: the rulebook docs/rules/breakthrough.md in plain text, every Ruling marked
// (tests/test_docs.cpp checks that each Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view breakthrough_rules_text = R"(Breakthrough (Dan Troyka, 2000)

The original rules are complete but for the points marked "Ruling", which
this program decides.

Board and pieces
  8x8 squares, a1..h8. Two sides of sixteen pieces, all alike: white (w)
  start on ranks 1 and 2 (a1-h2), black (b) start on ranks 7 and 8 (a7-h8).
  "Forward" is up the board for white and down for black.
  Ruling (first move): white moves first (the original rules do not say who
  starts; white does, as in chess). No game option changes it.

Moves
  On a turn the player moves one of his pieces one square forward, in
  exactly one of three ways:
  Straight step  a2-a3  straight forward to an empty square. A piece never
                        takes straight forward: any piece straight ahead,
                        own or opposing, blocks it.
  Diagonal step  a2-b3  diagonally forward to an empty square.
  Capture        b4Xc5  diagonally forward onto a square holding an opposing
                        piece, which is removed from the board.
  A piece never moves sideways or backwards, never jumps, and never moves
  onto a piece of its own.
  Captures are not compulsory: a player who can capture may make any other
  move instead.

End of the game
  - A side wins at once when one of its pieces reaches the far rank (white:
    rank 8; black: rank 1), by a step or by a capture.
  - A side wins when it takes the last opposing piece.
  - Ruling (blocked): a side to move with no legal move loses, as in this
    program's other games. It never happens: the most advanced piece of a
    side has nothing of its own ahead of it, and at least one square
    diagonally forward of it is on the board, empty or opposing, so a side
    with a piece always has a move.
  - Ruling (termination): there is no draw and no repetition rule. Every
    move takes a piece one rank nearer its far rank, so every game ends:
    from the start within 177 moves (each side has 88 moves that stop short
    of the far rank).

Position string
  The ranks from 8 down to 1 separated by '/', w and b for the pieces,
  digits for runs of empty squares, then the side to move (w or b).
  Start: bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w
  Nothing else is part of a position: no rule looks at earlier positions.

This program's choices, where the rules are silent
  - Set Board and --position refuse positions that could not arise in
    play: more than sixteen pieces a side, the side to move already on its
    far rank, or the side that just moved without pieces. A position where
    the side that just moved stands on its far rank, or where the side to
    move has no pieces, is shown finished.
  - A capture that reaches the far rank and takes the last opposing piece
    wins "reached the far rank": the result names the far rank first.

Reference figures
  The start has exactly 22 legal moves, all steps: a2-a3 a2-b3 b2-a3 b2-b3
  b2-c3 c2-b3 c2-c3 c2-d3 d2-c3 d2-d3 d2-e3 e2-d3 e2-e3 e2-f3 f2-e3 f2-f3
  f2-g3 g2-f3 g2-g3 g2-h3 h2-g3 h2-h3.
  Perft from the start position, depth 1, 2, 3, 4: 22, 484, 11132, 256036.
  From the command line: boardgames moves breakthrough prints those 22
  moves, one a line; boardgames perft breakthrough 3 prints 11132.
)";

}  // namespace boardgames
