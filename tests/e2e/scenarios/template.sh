# Seats, passes, series and game options, on Three Colours, a game for the tests (tests/three_colours.hpp).
# Run by the program built with it registered: boardgames_template.

scenario_template_seats_and_series() {
  # Three Colours: two sides (red; the team), three seats, passing.
  start colours --option players=3 --mode hh --series 2
  wait_for "Red to move: select a piece, or e to pass"
  expect_line "  3 |        *        |        *        |        *        | 3"
  wait_for "white     human"
  # The series by person, not by army: points, then game by game the army and the points.
  wait_for "Series, first to 2: game 1"
  wait_for "player 2 0"
  keys e
  wait_for "Moves: 1. pass"
  wait_for "White to move"
  right_click   # right click with nothing selected passes too
  wait_for "Game over: this game is drawn (two passes); the series stands at ½-¼-¼ to player 1."
  keys n
  wait_for "Series, first to 2: game 2"
  # A draw: half a point to red's player, a quarter to each member of the team; everyone
  # moved one seat on, so red's player now sits at white.
  expect_line "  3 |        *        |        *        |        *        | 3"
  wait_for "player 1 ½   r½"
  wait_for "player 2 ¼   w¼"
  wait_for "by game: side played, points"
  keys s
  wait_for "Saved to"
  saved=$(ls "$XDG_DATA_HOME"/boardgames/colours-*.txt)
  grep -qx "options: players=3" "$saved" || fail "the options are not in the saved game"
  grep -qx "series: first to 2; after 1 game: 0.5 0.25 0.25; by game: 0.5 0.25 0.25" "$saved" || fail "no series in the saved game"
  grep -qx "orange: human" "$saved" || fail "the seats are not in the saved game"
}

scenario_template_options() {
  start colours --mode hh
  expect_line "  3 |        *        |        *        |        *        | 3"
  wait_for "team o    human"   # the team: white, and orange after its name
  mouse 0 14 30   # a1 of the 3x3 board (cells 17 columns by 9 lines): red places a piece
  wait_for "White to move (the team)"
  keys m
  wait_for "Players:        < 2 >"
  screen | grep -qF "First to move" && fail "who moves first is offered where the rules decide it"
  keys Down; keys Down; keys Down; keys Right   # the players option: 3
  wait_for "Players:        < 3 >"
  keys Enter; keys y
  wait_for "New game: Human v Human"
  expect_line "  3 |        *        |        *        |        *        | 3"
  wait_for "white     human"
}

scenario_template_lone_pass_is_played() {
  # Red may not take the centre: with only b2 empty, red's one legal move is a pass, played
  # for the person with a message; white then fills the board.
  start colours --mode hh --position "'rwr/w1w/rwr r w 0'"
  wait_for "Red had no move and passed"
  expect_line "Moves: 1. pass"
  wait_for "> team o    human"
  mouse 0 32 20   # b2 of the 3x3 board (17x9 cells at 100x40): white fills the board
  wait_for "Game over: team wins (the board is full)"
}
