#pragma once
// The full rules of Redo as `boardgames rules redo` and the help screen print them: the rulebook
// docs/rules/redo.md in plain text, every Ruling marked (tests/test_docs.cpp checks that each
// Ruling of the rulebook is here word for word).

#include <string_view>

namespace boardgames {

inline constexpr std::string_view redo_rules_text = R"(Redo

Where the original is silent or its figure is missing, this program decides,
and says so in a "Ruling" below.

Board and pieces
  7 files x 8 ranks, a1..g8. White and Red begin with 14 discs each, filling
  their two back ranks: White on ranks 1-2 (moving up), Red on ranks 7-8
  (moving down). White begins. A tower is two discs of one colour stacked.
  Disc and tower are worth 1 point each.

  "Forward" is towards the opponent's side. For a piece, its conversion zone
  is the five adjacent squares left, right, forward-left, forward and
  forward-right.

Moves
  - Disc step: one square straight forward or diagonally forward to an empty
    square.
  - Disc double step: a disc on its side's first rank (White: rank 1, Red:
    rank 8) may move two squares forward when both squares are empty.
    Ruling (double step): straight forward only, whatever the disc's history
    (the original says only "2 steps forward"); there is no double-step
    promotion.
  - Promotion: a disc steps (straight or diagonally forward, one square) onto
    an own disc: the two become a tower. Written b2+b3. Promotion converts
    nothing.
  - A disc never moves backwards or sideways, never jumps, never moves onto
    a tower or onto an opposing disc.
  - Ruling (tower step): a tower steps one square in any of the eight
    directions to an empty square ("improved movement"; the original lists
    backward and sideways as what a disc cannot do).
  - Ruling (tower jump): a tower jumps in any of the eight directions over
    an adjacent opposing disc (never a tower) to the empty square directly
    beyond. The jumped disc changes colour. Written c4Xc6.
  - A tower is never split or demoted.

Conversion
  After a disc or tower moves to an empty square (a step, a double step or a
  jump, not a promotion), every opposing disc and tower in the mover's
  conversion zone, seen from where it landed, changes colour (a tower
  changes as a whole). Pieces behind or diagonally behind do not change,
  except the disc a tower jumped. Converted pieces do not convert others. A
  move that converts is written with X: c2Xc3; otherwise -.

Passing and the end
  - Passing (pass) is allowed only when every legal move of the player is a
    promotion.
  - A player with no legal move at all passes automatically. Ruling
    (automatic pass): this pass is recorded as pass like a chosen one and
    counts towards two passes in a row. It is the single legal move pass (it
    is listed by boardgames moves and written in the record).
  - The game ends when two passes follow each other, or at once when neither
    player can move.
  - Ruling (no piece left): the game ends at once when one side has no piece
    left (nothing can convert any more).
  - The game ends when no conversion is possible any more. Ruling (no
    conversion possible): a disc's reach is every square strictly ahead of
    it inside its forward cone (file difference at most rank difference),
    other pieces ignored. Conversion is no longer possible when (1) there is
    no tower, (2) no disc could ever promote: for no two discs A, B of one
    colour does A's reach contain B's square or a square of B's reach, and
    (3) every White disc stands on a rank at least as high as every Red
    disc.
  - Ruling (termination): the game also ends after 20 rounds (40 consecutive
    moves, passes included) without any conversion, and at the third
    occurrence of the same position (board and side to move). Either way it
    is scored as usual.
  - Scoring: each side counts the pieces of its colour (disc 1, tower 1);
    more wins, equal is a draw.

On the board
  A disc is one piece of its colour and a tower two (r, RR). End the turn
  (right click or e) with nothing selected to pass, where passing is legal;
  a player whose only move is a pass passes at once.

Position string
  White disc w, White tower W, Red disc r, Red tower R. After the board: side
  to move (w or r), the passes just made in a row, and the moves without a
  conversion. Start: rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww w 0 0.
)";

}  // namespace boardgames
