# What the player sees: the move in progress drawn, dragging, the board's size and the status
# line at 80 columns. Redtangle at 100x40 draws tiles on three lines (tile_click), RAPS cells
# 11 columns by 5 lines (click, raps_rank).

look_standard="2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0"

# The line above the first line that begins with $1 must begin with $2 (a tile's north edge).
expect_line_above() {
  screen | awk -v want="$1" -v above="$2" \
    'index($0, want) == 1 { found = index(previous, above) == 1; exit } { previous = $0 } END { exit !found }' ||
    fail "no line beginning '$2' above the line beginning '$1'"
}

# A drag: the left button pressed at ($1, $2) and released at ($3, $4).
drag() {
  tmux -L "$socket" send-keys -t game -l $'\e[<0;'"$1;$2"'M'
  sleep 0.1  # a hand takes a moment to drag: press and release never arrive in one read
  tmux -L "$socket" send-keys -t game -l $'\e[<0;'"$3;$4"'m'
  sleep 0.15
}
tile_x() { echo $((8 + 6 * ($(printf '%d' "'${1:0:1}") - 97))); }
tile_y() { echo $((7 + 4 * (8 - ${1:1}))); }

scenario_look_move_in_progress() {
  start redtangle --mode hh --position "'$look_standard'"
  wait_for "White to move: select a piece"
  # c2 holds Wwbbb: north white, east, south and west black.
  expect_line "  2 |     |     |b W b|b W w|"
  tile_click c2; tile_click c3
  wait_for "End the turn to play c2-c3, or go on"
  # The tile stands on c3 as it was; c2 is empty.
  expect_line "  3 |     |     |b W b|     |"
  expect_line_above "  3 |" "    |     |     |  w  |     |"
  expect_line "  2 |     |     |     |b W w|"
  # One wheel step turns it a quarter clockwise on screen: north black, east white.
  wheel_up
  wait_for "End the turn to play c2-c3=bwbb, or go on"
  expect_line "  3 |     |     |b W w|     |"
  expect_line_above "  3 |" "    |     |     |  b  |     |"
  # Esc puts it back; a turn in place shows the tile turning where it stands.
  keys Escape
  expect_line "  2 |     |     |b W b|b W w|"
  expect_line "  3 |     |     |     |     |"
  tile_click c2; wheel_up
  wait_for "End the turn to play c2=bwbb, or go on"
  expect_line "  2 |     |     |b W w|b W w|"
  right_click
  wait_for "Moves: 1. c2=bwbb"
}

scenario_look_jump_in_progress() {
  # White's c2 (all black edges) can jump Black's c3, then d4, then e5.
  start redtangle --mode hh --position "'7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0'"
  wait_for "White to move"
  tile_click c2; tile_click c4
  wait_for "End the turn to play c2Xc4, or go on"
  # The hop so far: the tile on c4, c2 and the jumped c3 empty.
  expect_line "  4 |     |     |b W b|w B w|x * x|"
  expect_line "  3 |     |     |     |     |"
  expect_line "  2 |     |     |     |     |"
  tile_click e4
  wait_for "End the turn to play c2Xc4Xe4, or go on"
  expect_line "  4 |     |     |     |     |b W b|"
  right_click
  wait_for "Moves: 1. c2Xc4Xe4"
  expect_line "  4 |     |     |     |     |b W b|"
}

scenario_look_drag_plays_a_move() {
  start raps --mode hh
  wait_for "Squares to move: select a piece"
  drag "$(cell_column b1)" "$(cell_row b1)" "$(cell_column b2)" "$(cell_row b2)"
  wait_for "Moves: 1. b1-b2"
  expect_line "$(raps_rank 2 ' ' '#' ' ' ' ')"
  # A drag from a piece already selected (the press lets go of it, the release takes it on).
  click d4
  drag "$(cell_column d4)" "$(cell_row d4)" "$(cell_column d3)" "$(cell_row d3)"
  wait_for "Moves: 1. b1-b2 d4-d3"
  # A drag from an empty square moves nothing.
  drag "$(cell_column a2)" "$(cell_row a2)" "$(cell_column a3)" "$(cell_row a3)"
  sleep 0.3
  expect_line "Moves: 1. b1-b2 d4-d3"
  expect_line "$(raps_rank 3 ' ' ' ' ' ' O)"
  stop_server
  # In Redtangle a drag leaves the tile on its target, to be turned or played.
  start redtangle --mode hh --position "'$look_standard'"
  wait_for "White to move"
  drag "$(tile_x c2)" "$(tile_y c2)" "$(tile_x c3)" "$(tile_y c3)"
  wait_for "End the turn to play c2-c3, or go on"
  expect_line "  3 |     |     |b W b|     |"
}

scenario_look_too_small_names_the_minimum() {
  start redtangle --mode hh --position "'$look_standard'"
  wait_for "White to move"
  tmux -L "$socket" resize-window -t game -x 73 -y 24
  wait_for "Terminal too small"
  wait_for "Redtangle needs at least 74x24"
  wait_for "(this one is 73x24)"
  tmux -L "$socket" resize-window -t game -x 74 -y 23
  wait_for "(this one is 74x23)"
  tmux -L "$socket" resize-window -t game -x 74 -y 24
  wait_for "White to move"
  expect_line "  8 |       |       | w B b | w B w |"
  stop_server
  start raps --mode hh
  tmux -L "$socket" resize-window -t game -x 43 -y 30
  wait_for "RAPS needs at least 44x16"
  tmux -L "$socket" resize-window -t game -x 44 -y 16
  wait_for "Squares to move"
}

scenario_look_board_grows() {
  start raps --mode hh
  expect_line "$(raps_rank 4 O O O O)"
  tmux -L "$socket" resize-window -t game -x 80 -y 24
  wait_for "  4 |   O   |   O   |   O   |   O   | 4"
  # A larger terminal: cells 19 columns by 9 lines, and clicks find them.
  tmux -L "$socket" resize-window -t game -x 160 -y 50
  wait_for "  4 |         O         |         O         |         O         |         O         | 4"
  mouse 0 35 40; mouse 0 35 30   # b1, b2
  wait_for "Moves: 1. b1-b2"
  expect_line "  2 |                   |         #         |"
}

scenario_look_long_status_fits() {
  # At 80 columns the game-over line of a series says less rather than wrap: one line, the
  # key line below it kept.
  WIDTH=80 HEIGHT=24 start raps --mode hh --series 2 --position "'3O/1O1O/#3/#3 #'"
  mouse 0 9 15; mouse 0 25 7   # a2, c4 (cells 7 columns by 3 lines)
  wait_for "Game over: player 1"
  screen | sed -n 23p | grep -q "^Game over: player 1 .*1-0 to player 1\.  n: next game" ||
    fail "the game-over line is not whole on its line: $(screen | sed -n 23p)"
  screen | sed -n 24p | grep -q "n next game" || fail "the key line was taken: $(screen | sed -n 24p)"
  screen | sed -n 22p | grep -q "Game over" && fail "the game-over line wrapped"
  return 0
}

scenario_look_move_list_clicked() {
  start raps --mode hh
  click d1; click d2; click a4; click a3; click c1; click c2
  wait_for "Moves: 1. d1-d2 a4-a3 2. c1-c2"
  # The panel lists the moves a round a line, the last one marked (reversed).
  wait_for " 1. d1-d2  a4-a3"
  wait_for " 2. c1-c2"
  # Clicking a4-a3 in the list shows the position after it, as the replay does.
  click_text " 1. d1-d2  a4-a3" "a4-a3"
  wait_for "Replay: move 1 (circles) of 2"
  expect_line "$(raps_rank 3 O ' ' ' ' ' ')"
  expect_line "$(raps_rank 2 ' ' ' ' ' ' '#')"
  # Another move of the list, then a click on the board goes back to the game.
  click_text " 1. d1-d2  a4-a3" "d1-d2"
  wait_for "Replay: move 1 (squares) of 2"
  expect_line "$(raps_rank 3 ' ' ' ' ' ' ' ')"
  click b3
  wait_for "Human v Human"
  expect_line "$(raps_rank 2 ' ' ' ' '#' '#')"
}

scenario_look_move_list_scrolls() {
  # A Redo demo at 80x24, paused once its list outgrows the compact panel: the list follows the
  # last move; the wheel over it goes back a row at a time, and down again.
  WIDTH=80 HEIGHT=24 start redo --mode cc --delay 30 --seed 3 --level 1
  wait_for_regex "Moves [0-9]+-[0-9]+ of 1[5-9]" 100
  keys Space
  wait_for "Demo paused"
  first_row() { screen | sed -nE 's/.*Moves ([0-9]+)-[0-9]+ of [0-9]+.*/\1/p'; }
  local following position
  following=$(first_row)
  position=$(text_position "Moves $following-") || exit 1
  set -- $position
  mouse 64 $(($1 + 2)) $(($2 + 2))
  mouse 64 $(($1 + 2)) $(($2 + 2))
  [ "$(first_row)" = $((following - 2)) ] || fail "two wheel steps did not scroll back two rows"
  mouse 65 $(($1 + 2)) $(($2 + 2))
  [ "$(first_row)" = $((following - 1)) ] || fail "the wheel down did not scroll forward"
}

# The looks without 256 colours keep every mark apart (what a screenshot showed): with eight
# colours a tile's body is not the board's blue, and the hint's frame is not a capture's
# magenta; without colour the hint's rules are `~` and the pieces that can move keep plain `-`
# rules (bold), not the targets' underlined box.
redtangle_standard="'2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0'"
scenario_look_eight_colours_marks_apart() {
  TERM_NAME=xterm start redtangle --mode hh --position "$redtangle_standard"
  wait_for "White to move: select a piece"
  # c1's tile at 100x40: its middle line "b W b" from column 18; a body cell beside the owner.
  [ "$(background_at 19 35)" = 46 ] || fail "a tile's body is not cyan: $(background_at 19 35)"
  [ "$(background_at 10 35)" = 44 ] || fail "the board is not blue: $(background_at 10 35)"
  keys t
  wait_for_regex "Hint: [a-h][1-8]" 150
  tmux -L "$socket" capture-pane -p -e -t game | grep -q $'\e\\[[0-9;]*43m-' ||
    fail "no yellow rule of the hint's frame"
  tmux -L "$socket" capture-pane -p -e -t game | grep -q $'\e\\[[0-9;]*45m' &&
    fail "something is magenta with nothing captured"
  return 0
}

scenario_look_no_colour_marks_apart() {
  EXTRA_ENV="NO_COLOR=1" start redtangle --mode hh --position "$redtangle_standard"
  wait_for "White to move: select a piece"
  # The pieces that can move (rank 2's tiles c2-f2): the rule above them is bold, not underlined.
  tmux -L "$socket" capture-pane -p -e -t game | sed -n 29p | grep -q $'\e\\[1m-' ||
    fail "the movable pieces' rules are not bold"
  tmux -L "$socket" capture-pane -p -e -t game | grep -q $'\e\\[4m' &&
    fail "something is underlined with nothing selected"
  keys t
  wait_for_regex "Hint: [a-h][1-8]" 150
  screen | grep -q '~~~~~' || fail "the hint's rules are not ~"
  return 0
}
