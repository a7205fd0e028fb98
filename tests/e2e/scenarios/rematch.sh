# ReMATCH's hex board: a capture sequence clicked hop by hop (the board showing each hop while
# the sequence must go on), and three players, two of them computers.

# The screen position (1-based, for `mouse`) of a hex tile's middle at 100x40: tiles 9 columns
# by 5 lines, rows shifted by half a tile (5 columns), the board at row 3, column 2. With
# TURNED=1, on the board turned around (red's side at the bottom): half column c drawn at 8 - c,
# row r at 4 - r.
hex_column() {
  local row=$(($(printf '%d' "'${1:0:1}") - 96)) diagonal=${1:1} half
  half=$((2 * diagonal - row + 1))  # 0 to 8, left to right as the rulebook draws it
  [ -n "${TURNED:-}" ] && half=$((8 - half))
  echo $((10 + 5 * half))
}
hex_row() {
  local row=$(($(printf '%d' "'${1:0:1}") - 96))
  [ -n "${TURNED:-}" ] && row=$((6 - row))
  echo $((7 + 6 * (5 - row)))
}
hex_click() { mouse 0 "$(hex_column "$1")" "$(hex_row "$1")"; }

# Waits for the line of the screen that begins with $1 (polled: the terminal may be caught
# mid-refresh).
wait_for_line() {
  for _ in $(seq 50); do
    screen | awk -v want="$1" 'index($0, want) == 1 { found = 1 } END { exit !found }' && return 0
    sleep 0.1
  done
  fail "never saw a line beginning: '$1'"
}

scenario_rematch_three_captures_by_clicks() {
  # Orange's c1 must take c2, c4 and d5 in one move: c1Xc3Xc5Xe5, the only legal move.
  start rematch --mode hh --position "'r2/3r/or1r1/4/ww1 t o 0'"
  wait_for "Orange to move (the team): capturing is compulsory; you must capture: c1Xc3Xc5Xe5"
  hex_click c1
  wait_for "click a highlighted target"
  hex_click c3
  # The sequence must go on: not played yet, the jumper drawn on c3 with the red piece it
  # took beneath it, c1 and c2 empty.
  wait_for_line "  c |         |         |    o   2|         |         | c"
  expect_line "    |         |         |    r    |    r    |x   *   x|"
  expect_line "Moves: (none yet)"
  wait_for "Orange to move (the team): the move goes on: click its next landing (highlighted)"
  hex_click c5
  wait_for_line "    |         |         |         |         |    o   3|"
  expect_line "  c |         |         |         |         |    r    | c"
  expect_line "    |         |         |         |         |    r    |"
  expect_line "Moves: (none yet)"
  hex_click e5
  wait_for "Moves: 1. c1Xc3Xc5Xe5"
  # The stack of four on e5, top first: orange on three red; the captured tiles empty.
  wait_for_line "              |         |         |    o   4|"
  expect_line "            e |         |         |    r    | e"
  expect_line "  c |         |         |         |         |         | c"
  expect_line "    |         |         |         |         |         |"
  wait_for_regex "Red to move: (select a piece|capturing is compulsory)"
}

scenario_rematch_three_players_two_computers() {
  # Red is the person; White and Orange are computers. Orange moves first. Red's pieces start
  # at the top as the rulebook draws the board: his board is turned, row a at the top.
  start rematch --option players=3 --player white=ai:1 --player orange=ai:1 --seed 3
  wait_for_regex '^ +a \|'
  screen | grep -m1 -E '^ +[a-e] \|' | grep -qE '^ +a \|' ||
    fail "red's board is not turned around (row a at the top)"
  local moves red_move cell turn TURNED=1
  for turn in 1 2; do
    wait_for_regex "Red to move: (select a piece|capturing is compulsory)"
    # The moves so far from the log, and red's first legal move after them, clicked tile by
    # tile (a step, or a capture and its landings).
    moves=$(screen | sed -n 's/^Moves: //p' | sed -E 's/[0-9]+\.//g; s/  +/ /g; s/^ //; s/ $//')
    red_move=$("$binary" moves rematch --play "$moves" | head -1)
    [ -n "$red_move" ] || fail "no legal move for red after '$moves'"
    for cell in $(echo "$red_move" | tr -- '-X' '  '); do hex_click "$cell"; done
    wait_for_regex "^Moves: .*$red_move"
  done
  # The computer playing the team's colour due replies; then Red again, marked in the panel.
  wait_for_regex "^Moves: 1\. [a-e][1-5][-X][^ ]* [a-e][1-5][-X][^ ]* [a-e][1-5][-X][^ ]* 2\. [^ ]+ [^ ]+"
  wait_for_regex "Red to move: (select a piece|capturing is compulsory)|Game over"
  screen | grep -qE "> red +human" || screen | grep -q "Game over" || fail "the panel does not mark red's turn"
}

scenario_rematch_board_grows_and_too_small() {
  # Stacks top first on one line at 80x24 (the top two and the height when taller than three).
  WIDTH=80 HEIGHT=24 start rematch --mode hh --position "'[rwoow]r1/1[wr]1o/w3[or]/4/3 t o 0'"
  wait_for_line "        e | rw5 |  r  |     | e"
  expect_line "          | e3  | e4  | e5  |"
  expect_line "     d |     | wr  |     |  o  | d"
  tmux -L "$socket" resize-window -t game -x 43 -y 16
  wait_for "ReMATCH needs at least 44x16"
  tmux -L "$socket" resize-window -t game -x 44 -y 16
  # The smallest board: tiles on one line, their names in the rules above them.
  wait_for_line "          -e3----e4----e5----"
  expect_line "        e | rw5 |  r  |     | e"
  # At 100x40 one layer a line, the top first, the height beside it, `+2` for the two below.
  tmux -L "$socket" resize-window -t game -x 100 -y 40
  wait_for_line "              |    r   5|         |         |"
  expect_line "              |    w    |         |         |"
  expect_line "            e |    o    |         |         | e"
  expect_line "              |   +2    |    r    |         |"
  # A click on a tile of the grown board: d5's orange steps to d4.
  hex_click d5; hex_click d4
  wait_for "Moves: 1. d5-d4"
}

scenario_rematch_stack_looked_into_at_both_sizes() {
  # A stack of six, listed whole by a right click on it at 100x40 and at 80x24.
  start rematch --mode hh --position "'2o/4/5/4/w[rwwoor]1 t w 0'"
  wait_for "to move"
  local want="a2: a stack of 6, top to bottom: red, white, white, orange, orange, red"
  right_click_on_a2() {
    local row column
    row=$(screen | grep -n " a2 " | head -1 | cut -d: -f1)
    [ -n "$row" ] || fail "no a2 on the board"
    column=$(screen | sed -n "${row}p" | grep -bo " a2 " | head -1 | cut -d: -f1)
    mouse 2 $((column + 2)) "$row"
  }
  right_click_on_a2
  wait_for "$want"
  tmux -L "$socket" resize-window -t game -x 80 -y 24
  keys Escape   # the message goes
  for _ in $(seq 20); do screen | grep -qF "$want" || break; sleep 0.1; done
  screen | grep -qF "$want" && fail "the look into a2 stayed after Esc"
  right_click_on_a2
  wait_for "$want"
}

scenario_rematch_turn_line_kept_during_a_look() {
  # What the pointer over a stack, or a right click on it, tells goes on the line under the
  # title; the status line keeps saying whose turn it is and what to do.
  start rematch --mode hh --position "'2o/4/5/4/w[rwwoor]1 t w 0'"
  wait_for "White to move (the team): capturing is compulsory"
  local want="a2: a stack of 6, top to bottom: red, white, white, orange, orange, red" row column
  row=$(screen | grep -n " a2 " | head -1 | cut -d: -f1)
  column=$(screen | sed -n "${row}p" | grep -bo " a2 " | head -1 | cut -d: -f1)
  mouse 35 $((column + 2)) "$row"   # the pointer moves onto a2, no button held
  wait_for "$want"
  [ "$(screen | sed -n 2p)" = "$want" ] || fail "the look is not on the line under the title"
  screen | tail -n 2 | head -n 1 | grep -qF "White to move (the team): capturing is compulsory" ||
    fail "the look replaced the turn line: $(screen | tail -n 2 | head -n 1)"
  mouse 35 2 2   # away: the look goes, the moves come back to that line
  wait_for "Moves: (none yet)"
  mouse 2 $((column + 2)) "$row"   # a right click looks too
  wait_for "$want"
  screen | tail -n 2 | head -n 1 | grep -qF "White to move (the team): capturing is compulsory" ||
    fail "the right click replaced the turn line"
}

scenario_rematch_captured_colour_marked_out() {
  # Three players: orange tops no stack any more; the panel says so, and play goes on.
  start rematch --mode hh --option players=3 --position "'2r/4/5/4/ww1 t w 0'"
  wait_for_regex "orange +captured: human"
  screen | grep -E "white +" | grep -qF "captured" && fail "white is marked captured"
  wait_for "on top: red 1, white 2, orange 0"
}

scenario_rematch_three_players_series_end_fits() {
  # Three people at one screen, a series: the game-over line names them (never a seat colour),
  # says who won the game and how the series stands, and fits 80x24 above the key line.
  WIDTH=80 HEIGHT=24 start rematch --option players=3 --mode hh --series 1 --position "'3/4/1wr2/4/o2 t w 0'"
  wait_for "White to move"
  keys :; typed "c2Xc4"; keys Enter   # the team takes red's last piece
  wait_for "Game over: players 2 and 3 win"
  local status keyline
  status=$(screen | sed -n 23p); keyline=$(screen | sed -n 24p)
  [ "$(printf '%s' "$status" | wc -m)" -le 80 ] || fail "the line is wider than the screen: $status"
  printf '%s\n' "$status" | grep -qE "red|white|orange" && fail "people named by a seat colour: $status"
  printf '%s\n' "$keyline" | grep -q "^u/r undo/redo  n next game" || fail "the key line was taken: $keyline"
  screen | sed -n 22p | grep -q . && fail "the game-over line wrapped: $(screen | sed -n 22p)"
  # The panel's table heads its columns and says what a cell holds.
  wait_for "Series, first to 1: game 1"
  wait_for "         pts 1"
  wait_for "by game: side played, points"
  keys n   # game 2: everyone one seat on; the same start, the team to take again
  wait_for "Series, first to 1: game 2"
  keys :; typed "c2Xc4"; keys Enter
  wait_for "Game over: players 1 and 2 win the game; player 2 wins the series, 1-½-½."
  status=$(screen | sed -n 23p); keyline=$(screen | sed -n 24p)
  [ "$(printf '%s' "$status" | wc -m)" -le 80 ] || fail "the line is wider than the screen: $status"
  printf '%s\n' "$keyline" | grep -q "n next game" || fail "the key line was taken: $keyline"
  for gone in "t hint" ": type" "click"; do
    printf '%s\n' "$keyline" | grep -qF "$gone" && fail "the key line still offers '$gone' after the end"
  done
  wait_for "player 2 1   w½ o½"
}
