#pragma once
// The full rules of RAPS as `boardgames rules raps` and the help screen print them: the
// rulebook docs/rules/raps.md in plain text, every Ruling marked (tests/test_docs.cpp checks
// that each Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view raps_rules_text = R"(RAPS (Alan Smith, 1990, for the Amiga)

The original rules are complete but for the points marked "Ruling", which
this program decides.

Board and pieces
  4x4 squares, a1..d4. Two sides of four pieces: squares (#) start on rank 1
  (a1-d1), circles (O) start on rank 4 (a4-d4).
  Ruling (first move): squares move first (the human plays squares by default
  in the Amiga program). A game option may let circles start.

Moves
  On a turn the player makes exactly one of:
  Step  a1-b2   to an empty adjacent square, in any of the 8 directions.
  Jump  a1^a3   over an adjacent own piece, in any of the 8 directions, to the
                empty square directly beyond it. Nothing is removed.
  Take  a2Xc4   the same as a jump but over an adjacent opposing piece, which
                is removed.
  Only one piece is jumped or taken per move (no chains).
  Taking is compulsory: when any take is available, the legal moves are
  exactly the takes, and the player chooses among them.

End of the game
  - A side wins at once when one of its pieces ends a move on the far rank
    (squares: rank 4; circles: rank 1), whatever kind of move brought it
    there.
  - A side wins when the other side has no pieces left.
  - Ruling (blocked): a side to move with no legal move loses.
  - Ruling (termination): the third occurrence of the same position (board
    and side to move) is a draw by repetition.

Position string
  The ranks from 4 down to 1 separated by '/', # and O for the pieces, digits
  for runs of empty squares, then the side to move (# or O).
  Start: OOOO/4/4/#### #
  A repetition history is not part of the position string; --play sequences
  keep it.

This program's choices, where the rules are silent
  - Set Board and --position refuse positions that could not arise in play:
    more than four pieces a side, the side to move already on its goal rank,
    or the side that just moved without pieces.
  - With four pieces a side no position is ever blocked (an exhaustive test
    shows that all 561,070 undecided positions have a move): the blocked
    ruling is implemented and tested on a constructed position.

Reference figures
  The start has exactly 10 legal moves, all steps: a1-a2 a1-b2 b1-a2 b1-b2
  b1-c2 c1-b2 c1-c2 c1-d2 d1-c2 d1-d2.
  Perft from the start position, depth 1, 2, 3, ...: 10, 100, 1146, 9196,
  69068, 497528.
)";

}  // namespace boardgames
