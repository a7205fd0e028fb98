#pragma once
// The full rules of Clobber as `boardgames rules clobber` and the help screen print them: the
// rulebook docs/rules/clobber.md in plain text, every Ruling marked (tests/test_docs.cpp checks
// that each Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view clobber_rules_text =
    R"(Clobber (Albert, Grossman, Nowakowski and Wolfe, 2001)

The rules are complete but for the points marked "Ruling", which this
program decides. Every figure is an illustration of this program's or shows
a Ruling.

Board and stones
  A board of 5 columns and 6 rows, every square holding a stone: fifteen
  white (w) and fifteen black (b), alternating like the squares of a
  chessboard, so that every stone's orthogonal neighbours are of the other
  colour.
  Ruling (board): the board stands 5 columns wide and 6 rows tall: files a
  to e from the left, ranks 1 to 6 from the bottom, a1..e6. The game is the
  same turned a quarter, but the notation is not.
  Ruling (start): a1 holds a white stone, and so does every square an even
  number of steps from it (c1, b2, ...). The other choice is the mirror
  image of this one (rank 1 for rank 6), and the same game.
  Ruling (first move): White moves first. No game option changes it.

Moves
  On a turn the player makes one move:
  Take  a1Xa2  one of his stones moves onto an orthogonally adjacent square
               (up, down, left or right) that holds an opposing stone; the
               opposing stone leaves the board.
  Every move takes: a stone never moves to an empty square, diagonally, or
  onto a stone of its own colour, and there is no passing.

End of the game
  - A player who cannot move on his turn loses: none of his stones has an
    opposing stone beside it (or he has no stones left).
  - There is no draw and no repetition: every move takes a stone off the
    board, so a game ends within 29 moves.

Position string
  The ranks from 6 down to 1 separated by '/', w and b for the stones,
  digits for runs of empty squares, then the side to move (w or b).
  Start: bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw w

This program's choices, where the rules are silent
  - Set Board and --position refuse positions that could not arise in play:
    more than fifteen stones of a colour; stone counts that do not fit the
    side to move (each move takes one stone and White moves first, so with
    White to move both sides hold as many stones, and with Black to move
    White holds one more); or Black having moved last with no stone left.
  - A player who cannot move loses "blocked: no legal move", in the words of
    this program's other games.

Reference figures
  The start has exactly 49 legal moves, one for each pair of orthogonally
  adjacent squares, all takes.
  Perft from the start position, depth 1, 2, 3, 4: 49, 2116, 80063,
  2630382.
)";

}  // namespace boardgames
