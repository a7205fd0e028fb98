# Redo by clicks: a converting move, a promotion, and a pass (offered only when every move
# promotes), with the score in the title bar.

# A square's middle at 100x40: cells 7 columns by 4 lines, the board at row 3, column 2.
redo_click() { mouse 0 $((8 + 7 * ($(printf '%d' "'${1:0:1}") - 97))) $((7 + 4 * (8 - ${1:1}))); }

scenario_redo_convert_and_promote_by_clicks() {
  start redo --mode hh --position "'rrr4/7/7/7/7/3r3/1w1w3/w6 w 0 0'"
  wait_for "boardgames: Redo   white 3, red 4"
  wait_for "White to move: select a piece"
  # d2 to c3 converts the red disc beside it on d3.
  redo_click d2
  redo_click c3
  wait_for "Moves: 1. d2Xc3"
  wait_for "boardgames: Redo   white 4, red 3"
  expect_line "  3 |      |      |  w   |  w   |      |      |      | 3"
  redo_click a8
  redo_click a7
  wait_for "Moves: 1. d2Xc3 a8-a7"
  # a1 onto the own disc on b2: a tower, converting nothing; the score counts it once.
  redo_click a1
  redo_click b2
  wait_for "Moves: 1. d2Xc3 a8-a7 2. a1+b2"
  expect_line "  2 |      |  WW  |      |      |      |      |      | 2"
  wait_for "boardgames: Redo   white 3, red 3"
}

scenario_redo_pass_by_clicks() {
  # White's only move is the promotion a1+a2: passing is legal, and offered.
  start redo --mode hh --position "'7/7/7/7/7/rr5/wr5/w6 w 0 0'"
  wait_for "White to move: every move would promote a disc to a tower: you may pass instead"
  wait_for "e pass"
  # A right click with nothing selected passes.
  mouse 2 1 1
  wait_for "Moves: 1. pass"
  wait_for "Red to move: select a piece"
  # Red may not pass: it has other moves than promotions, and no pass is offered.
  if screen | grep -q "e pass"; then fail "a pass offered to red, who may not pass"; fi
  keys :
  typed pass
  keys Enter
  wait_for "'pass' is illegal: passing is allowed only when every move would promote a disc to a tower"
}

scenario_redo_automatic_pass() {
  # White's disc a2 is walled in by red discs: its pass is played at once, and said.
  start redo --mode hh --position "'7/7/7/7/7/rr5/w6/7 w 0 0'"
  wait_for "White had no move and passed"
  wait_for "Moves: 1. pass"
  screen | grep -q "> red " || fail "red is not the seat to move"
}

scenario_redo_neighbouring_conversions_both_marked() {
  # d4Xd6 converts d5 (jumped), c6 and e7: each marked inside its own cell, so d5 stays marked
  # whole between the last move's frames on d6 and d4.
  start redo --mode hh --position "'7/4r2/2r4/2rrr2/2rWr2/2rrr2/7/7 w 0 0'"
  wait_for "White to move"
  keys :; typed d4Xd6; keys Enter
  wait_for "Moves: 1. d4Xd6"
  local board d5 c6 e7 d3
  board=$(background_at 10 27)            # a1..g8 ground, left of the board's files
  d5=$(background_at 29 18)               # inside d5, its first line
  c6=$(background_at 22 14)
  e7=$(background_at 36 10)
  d3=$(background_at 29 26)               # a red disc's cell the move did not touch
  [ "$d5" != "$board" ] || fail "d5, converted, is not marked (ground $board)"
  [ "$d5" = "$c6" ] && [ "$d5" = "$e7" ] ||
    fail "the converted cells are marked alike: d5 $d5, c6 $c6, e7 $e7"
  [ "$d3" = "$board" ] || fail "d3 is marked though the move did not touch it: $d3"
}

# The frame of a Redo square at 100x40: the rule above it, over its middle (column and row).
redo_frame_top() { echo $((8 + 7 * ($(printf '%d' "'${1:0:1}") - 97))) $((5 + 4 * (8 - ${1:1}))); }

scenario_redo_capture_targets_and_what_they_take() {
  # d4 may step to e5 or convert c5 by d4Xd5: the step's target is a patch where the disc
  # would stand, the capture's a band of its own colour across the cell with an x at each end;
  # with the pointer on it, the disc it would convert shows as taken.
  start redo --mode hh --position "'rrrrrrr/rrrrrr1/7/2r4/3w3/7/wwwwwww/wwwwww1 w 0 0'"
  wait_for "White to move: select a piece"
  redo_click d4
  wait_for "click a highlighted target"
  [ "$(background_at 36 19)" = "48;5;41" ] || fail "e5, a step, is not marked as a target"
  [ "$(background_at 29 19)" = "48;5;203" ] || fail "d5, a capture, is not marked apart"
  [ "$(screen | sed -n 19p | cut -c27)" = x ] || fail "no x at the capture target's band's end"
  [ "$(screen | sed -n 19p | cut -c34)" = " " ] || fail "the step's cell is marked as a capture"
  [ "$(background_at 34 19)" = "48;5;137" ] || fail "the step's target fills its whole cell"
  # c5's first line: a disc converted has that ground above it (and below), not beside it.
  [ "$(background_at 20 18)" = "48;5;137" ] || fail "c5 is marked before anything points at d5"
  mouse 35 29 19   # the pointer moves onto d5, no button held
  for _ in $(seq 20); do [ "$(background_at 20 18)" = "48;5;207" ] && break; sleep 0.1; done
  [ "$(background_at 20 18)" = "48;5;207" ] || fail "what d4Xd5 would convert (c5) is not shown"
  mouse 35 36 19   # onto e5, a step: nothing would be taken
  for _ in $(seq 20); do [ "$(background_at 20 18)" = "48;5;137" ] && break; sleep 0.1; done
  [ "$(background_at 20 18)" = "48;5;137" ] || fail "a step shows something taken"
}

scenario_redo_capture_targets_without_colour() {
  EXTRA_ENV="NO_COLOR=1" start redo --mode hh --position "'rrrrrrr/rrrrrr1/7/2r4/3w3/7/wwwwwww/wwwwww1 w 0 0'"
  wait_for "White to move: select a piece"
  redo_click d4
  wait_for "click a highlighted target"
  [ "$(screen | sed -n 18p | cut -c27)" = ">" ] || fail "no > in the capture target's corner"
  [ "$(screen | sed -n 18p | cut -c32)" = "<" ] || fail "no < in the capture target's corner"
  [ "$(screen | sed -n 18p | cut -c34)" = " " ] || fail "the step's corner is marked as a capture"
}

scenario_redo_hint_apart_from_movable_pieces() {
  start redo --mode hh --position "'rrrrrrr/rrrrrr1/7/2r4/3w3/7/wwwwwww/wwwwww1 w 0 0'"
  wait_for "White to move: select a piece"
  keys t
  wait_for_regex "Hint: [a-g][1-8]" 150
  local hint from
  hint=$(screen | sed -nE 's/.*Hint: ([a-g][1-8]).*/\1/p' | head -1)
  from=$(redo_frame_top "$hint")
  # The hint's frame is a band of its own colour; a piece that can move but is not the hint
  # keeps the quiet frame of the movable pieces.
  [ "$(background_at $from)" = "48;5;135" ] || fail "the hint ($hint) is not framed as a hint"
  local other=a2
  [ "$hint" = a2 ] && other=b2
  [ "$(background_at $(redo_frame_top $other))" = "48;5;137" ] ||
    fail "a movable piece ($other) is framed like the hint"
}
