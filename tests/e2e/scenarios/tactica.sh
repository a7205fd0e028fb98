# Táctica: a capturing move by clicks (the stops it makes drawn, the captured squares marked
# until the next move), and the repetition refusal said in the rule's words.

# A test position: Black's star a3 can fly to d6, between White's cross d5 and White's stop d7
# (a black cross White captured): both taken at once, d5 turned into Black's stop, d7 released.
tactica_capture_position="'ch2cshc/3*C4/8/3c4/4H3/S7/8/C1*sC1S1C b'"

scenario_tactica_capture_by_clicks() {
  # Without colour, so the capture marks are characters on the screen.
  EXTRA_ENV="NO_COLOR=1" TERM_NAME=xterm start tactica --mode hh --position "$tactica_capture_position"
  wait_for "Black to move: select a piece"
  tile_click a3
  tile_click d6
  wait_for "Moves: 1. a3Xd6"
  wait_for "White to move"
  # d7 released to Black's cross, d5 now Black's stop of a white cross; both marked with an x
  # at their corners until the next move.
  expect_line "    |     |     |     |x   x|     |     |     |     |"
  expect_line "  7 |     |     |     |  C  |     |     |     |     | 7"
  expect_line "  6 |     |     |     |  S  |     |     |     |     | 6"
  expect_line "  5 |     |     |     | *c  |     |     |     |     | 5"
  [ "$(screen | grep -c 'x   x')" = 2 ] || fail "expected the two captured squares marked"
  "$binary" show tactica --position "${tactica_capture_position//\'/}" --play a3Xd6 |
    grep -qx 'position: ch2cshc/3C4/3S4/3\*c4/4H3/8/8/C1\*sC1S1C w' || fail "show disagrees"
  # The next move clears the marks.
  tile_click e8
  tile_click e7
  wait_for "Moves: 1. a3Xd6 e8-e7"
  [ "$(screen | grep -c 'x   x')" = 0 ] || fail "the capture marks outlived the next move"
}

scenario_tactica_repetition_refused() {
  start tactica --mode hh
  wait_for "Black to move: select a piece"
  local move
  for move in a1-a2 a8-a7 a2-a1; do
    keys :
    typed "$move"
    keys Enter
  done
  wait_for "Moves: 1. a1-a2 a8-a7 2. a2-a1"
  # a7-a8 would bring back the start with Black to move: refused by clicks and when typed.
  tile_click a7
  tile_click a8
  wait_for "a8 is not a legal target for a7: that move repeats an earlier position"
  keys Escape
  keys :
  typed a7-a8
  keys Enter
  wait_for "'a7-a8' is illegal: that move repeats an earlier position"
  expect_line "Moves: 1. a1-a2 a8-a7 2. a2-a1"
  # Any other move is fine.
  tile_click a7
  tile_click a6
  wait_for "Moves: 1. a1-a2 a8-a7 2. a2-a1 a7-a6"
}

scenario_tactica_stops_drawn_as_stops() {
  # A stop has no block: its letter, in the captured piece's own colour, stands on a grey patch
  # (where white and black letters both read), while a live piece is a block of its colour.
  start tactica --mode hh --position "$tactica_capture_position"
  wait_for "Black to move: select a piece"
  local row column stop live board
  row=$(screen | grep -n '\*C' | head -1 | cut -d: -f1)
  column=$(screen | sed -n "${row}p" | grep -bo '\*C' | head -1 | cut -d: -f1)
  stop=$(background_at $((column + 2)) "$row")       # under the C of d7's stop
  board=$(background_at $((column + 6)) "$row")      # the same square's ground, beside it
  row=$(screen | grep -n ' S ' | head -1 | cut -d: -f1)
  column=$(screen | sed -n "${row}p" | grep -bo ' S ' | head -1 | cut -d: -f1)
  live=$(background_at $((column + 2)) "$row")       # under a live black star
  [ "$stop" = "48;5;243" ] || fail "the stop is not on its grey patch ($stop, the ground $board)"
  [ "$stop" != "$live" ] || fail "the stop looks like a live piece ($live)"
  [ "$live" != "$board" ] || fail "a live piece has no block ($live)"
}
