# The board from the player's side: a person who plays the second side alone sees his pieces at
# the bottom, the coordinates turned with the board, and clicks and the cursor land where the
# cells are drawn; f turns it back.

# Breakthrough at 100x40: cells 5 columns by 3 lines, column i (from the left, 0 to 7) at screen
# column 8 + 6i, row j (from the top) on line 7 + 4j.
bt_mouse() { mouse 0 $((8 + 6 * $1)) $((7 + 4 * $2)); }

scenario_turned_second_side_clicks() {
  start breakthrough --side black --seed 5
  wait_for "Black to move"
  # Rank 1 at the top, file h at the left: Black's pieces (ranks 7 and 8) at the bottom.
  expect_line "       h     g     f     e     d     c     b     a"
  [ "$(screen | grep -m1 -E '^ +[1-8] \|' | tr -d ' ')" = "$(screen | grep -m1 -E '^ +1 \|' | tr -d ' ')" ] ||
    fail "rank 1 is not the top rank"
  expect_line "  8 |  b  |  b  |  b  |  b  |  b  |  b  |  b  |  b  | 8"
  # c7 drawn in the sixth column, the seventh row; c6 above it. The move played is c7-c6.
  bt_mouse 5 6
  wait_for "click a highlighted target"
  bt_mouse 5 5
  wait_for_regex "^Moves: 1\. [a-h][1-8]-[a-h][1-8] c7-c6"
  expect_line "  6 |     |     |     |     |     |  b  |     |     | 6"
  expect_line "  7 |  b  |  b  |  b  |  b  |  b  |     |  b  |  b  | 7"
  # The arrows step as drawn: up is towards rank 1, left towards file h.
  wait_for "Black to move"
  keys Up
  keys i
  wait_for "c5 is empty"
  keys Left
  keys i
  wait_for "d5 is empty"
  # The replay shows the board the same way round; f there turns it too.
  keys p
  wait_for "right next"
  expect_line "       h     g     f     e     d     c     b     a"
  keys f
  expect_line "       a     b     c     d     e     f     g     h"
  keys Escape
  # Back in the game, as turned: a at the left, rank 8 at the top, and clicks follow.
  wait_for "Black to move"
  expect_line "       a     b     c     d     e     f     g     h"
  expect_line "  8 |  b  |  b  |  b  |  b  |  b  |  b  |  b  |  b  | 8"
  bt_mouse 0 1  # a7
  wait_for "click a highlighted target"
  bt_mouse 0 2  # a6
  wait_for_regex "^Moves: 1\. [^ ]+ c7-c6 2\. [^ ]+ a7-a6"
}
