#pragma once
// The full rules of Táctica "S" as `boardgames rules tactica` and the help screen print them: the
// rulebook docs/rules/tactica.md in plain text, every Ruling marked (tests/test_docs.cpp checks
// that each Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view tactica_rules_text = R"(Táctica "S"

Where the original is silent or its figure is missing, this program decides,
and says so in a "Ruling" below.

Board and pieces
  8x8 squares a1..h8. Black and White have 8 pieces each; each piece has a
  face showing its kind and a back showing an "S".
  - Cross C: slides orthogonally (like a rook). Four per side.
  - Horse H: slides diagonally (like a bishop). Ruling (horses): two per
    side.
  - Star S: slides in all eight directions (like a queen). Ruling (stars):
    two per side.
  - Stop: a captured piece, turned to its "S" side where it stood. It cannot
    move. It remembers its kind.

Starting position
  Ruling (starting position, the original figure is lost): Black on rank 1,
  White on rank 8, each on its back rank in the order cross, horse, star,
  cross, cross, star, horse, cross (files a to h). Black plays first.

      a b c d e f g h
    8 c h s c c s h c
    1 C H S C C S H C

Moving
  A piece slides one or more squares in a straight line, in a direction
  allowed for its kind, to an empty square, without passing over any piece
  or stop: c1-c5.

Capturing
  Only the piece just moved captures. Ruling (captures are orthogonal): it
  captures only orthogonally; the original's rule 3b names no direction,
  and this is what makes "four at once" a plus-shaped formation.

  For the side that just moved, friends are its own pieces and the stops it
  owns; enemies are the opponent's pieces and the stops the opponent owns.
  - a. Enclosing: in each of the four orthogonal directions from the moved
    piece, a contiguous line of one or more enemies that ends in a friend is
    captured ("lots in a row").
  - b. Intervention: in each orthogonal axis (north-south, east-west), when
    both squares beside the moved piece hold enemies, both are captured.
    Both axes at once capture four ("four at once").
  - All captures of a move are found on the board as it stands right after
    the move, then flipped together: a stop released by the move does not
    help to capture in the same move.
  - A move that captures is written with X: c1Xc5.
  - A piece that moves between enemies is not itself captured.

  What a capture does:
  - an opponent's piece becomes a stop owned by the capturer: it stands in
    place, cannot move, and counts as the capturer's friend from then on;
  - a stop owned by the opponent (one of the mover's own pieces captured
    earlier) is released: it turns back to its original kind, as an active
    piece of the mover.

End of the game
  - A side wins when its opponent, to move, has no legal move: every
    opposing piece is captured or blocked.
  - Ruling (repetition): a move that would recreate a position (board and
    side to move) that has already occurred in the game is illegal; the
    original forbids repeating moves to avoid an attack. A player whose
    every move is illegal this way has no legal move and loses.
  - Ruling (move limit): the original's agreed playing time is an agreed
    limit of N moves (plies, both sides counted, from the start position of
    the game; a game option kept in the saved game). After the N-th move,
    unless that move has already won by blocking, the side owning more stops
    (captured opposing pieces) wins; equal stops is a draw. Without a limit
    the game has no move count.

On the board
  A piece shows its letter on a block of its side's colour: C H S for
  Black, c h s for White. A stop shows * and the letter of the piece it was
  (*c: a white cross captured, now Black's stop) on a block of its owner's
  colour. After a capture the captured squares stay marked until the next
  move. The move limit is the option "limit" (--option limit=200, or the
  options screen); 0 is no limit.

Position string
  Black pieces C H S, White pieces c h s; a stop is * followed by the
  letter of the captured piece in its original case. After the board: side
  to move b or w. Start: chsccshc/8/8/8/8/8/8/CHSCCSHC b. With a move limit
  two fields follow: the moves played so far and the limit,
  chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 200.
)";

}  // namespace boardgames
