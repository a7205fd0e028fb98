# The flow between games and screens: resuming never deletes, nothing replaces a game without
# asking, the arrangement as a screen of its own, messages, the Open list, and a demo that
# marks nothing for the watcher.

# The standard Redtangle start, arranged: a position skips the arrangement.
redtangle_standard="'2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0'"

scenario_flow_resume_survives_escape() {
  local autosave="$XDG_DATA_HOME/boardgames/autosave-raps.txt"
  start raps --mode hh
  click a1; click a2
  wait_for "Moves: 1. a1-a2"
  keys C-c
  expect_restored 130
  # Said on the terminal once restored: where the game was kept.
  wait_for "the game was kept in $autosave"
  stop_server
  WIDTH=80 HEIGHT=24 start raps
  wait_for "Resume the game after 1 move? (y/n)"
  wait_for "The RAPS game interrupted on"
  wait_for "autosave-raps.txt."   # the next start says where the game was kept, too
  expect_line "y resume it  n new game (it stays among the saved games)"
  keys Escape
  wait_for "Resume the game after 1 move? (y/n)  Press y or n"
  keys x; keys Enter
  expect_line "Resume the game after 1 move? (y/n)  Press y or n"
  grep -qx "1. a1-a2" "$autosave" || fail "the autosave went before the question was answered"
  keys n
  wait_for "The interrupted game is kept as raps-"
  [ ! -e "$autosave" ] || fail "the declined game is still offered as interrupted"
  grep -qx "1. a1-a2" "$XDG_DATA_HOME"/boardgames/raps-*.txt || fail "the declined game was not kept"
  keys o   # no game under way: no question
  wait_for "Open a saved game"
  keys Enter
  wait_for "Moves: 1. a1-a2"
}

scenario_flow_quit_offers_to_save() {
  start raps --mode hh
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  keys q
  wait_for "Save the game before quitting? (y/n)"
  expect_line "y save and quit  n quit without saving  Esc go on playing"
  keys x
  wait_for "Save the game before quitting? (y/n)  Press y, n or Esc"
  keys Escape
  wait_for "Circles to move"
  keys q; keys y
  expect_restored 0
  wait_for "the game was saved to $XDG_DATA_HOME/boardgames/raps-"
  grep -qx "1. b1-b2" "$XDG_DATA_HOME"/boardgames/raps-*.txt || fail "the game was not saved"
}

scenario_flow_open_asks_and_lists() {
  start raps --mode hh
  click a1; click a2; click b4; click b3; click b1; click b2; click b3; click b1
  wait_for "Game over: circles win (reached the far rank)"
  keys s
  wait_for "Saved to"
  keys n   # over: a new game at once
  wait_for "New game"
  click c1; click c2
  wait_for "Moves: 1. c1-c2"
  keys s
  keys o   # just saved: nothing to abandon, the list at once
  wait_for "Open a saved game"
  keys Escape
  click d4; click d3
  wait_for "Moves: 1. c1-c2 d4-d3"
  keys o   # a move since: asked
  wait_for "Abandon this game to open a saved one? (y/n)"
  keys n
  wait_for "Moves: 1. c1-c2 d4-d3"
  screen | grep -qF "Open a saved game" && fail "the list opened though the answer was no"
  keys o; keys y
  wait_for "Open a saved game"
  # Newest first: each with its date, game, moves, result and players.
  wait_for_regex "^ +20[0-9-]+ [0-9:]+  RAPS      1  ongoing        human v human"
  wait_for_regex "^ +20[0-9-]+ [0-9:]+  RAPS      4  circles win    human v human"
  mouse 0 20 8   # the second row: chosen
  wait_for_regex "raps-[0-9-]+\.txt: 4 moves, circles win \(reached the far rank\)\. squares: human,"
  screen | grep -qF "Loaded raps-" && fail "a first click on a saved game opened it"
  mouse 0 20 8   # again: opened
  wait_for "Loaded raps-"
  expect_line "Moves: 1. a1-a2 b4-b3 2. b1-b2 b3Xb1"
  keys Escape   # the message goes; the game over line is back
  wait_for "Game over: circles win (reached the far rank)"
}

scenario_flow_open_list_scrolls() {
  start raps --mode hh
  click a1; click a2
  keys s
  click a4; click a3
  keys s
  wait_for "Moves: 1. a1-a2 a4-a3"
  tmux -L "$socket" resize-window -t game -x 80 -y 16   # room for one row only
  keys o; keys y
  wait_for "Open a saved game"
  wait_for_regex "RAPS      2  ongoing"
  mouse 65 20 8   # the wheel, down
  wait_for_regex "RAPS      1  ongoing"
  screen | grep -qE "RAPS      2  ongoing" && fail "the wheel did not scroll the list"
  keys Enter
  wait_for "Loaded raps-"
  screen | grep -qF "a4-a3" && fail "the game chosen by the wheel was not the one opened"
  expect_line "Moves: 1. a1-a2"
}

scenario_flow_messages() {
  start redtangle --mode hh --position "$redtangle_standard"
  wait_for "White to move: select a piece"
  tile_click c2; tile_click c3
  wait_for "End the turn to play c2-c3, or go on"
  tile_click d3   # another target while the step waits: it goes there instead
  wait_for "End the turn to play c2-d3, or go on"
  tile_click e5
  wait_for "e5 is not a legal target for c2"   # a square starts the message in lower case
  right_click
  wait_for "Moves: 1. c2-d3"
}

scenario_flow_game_over_stays() {
  start raps --mode hh
  click a1; click a2; click b4; click b3; click b1; click b2; click b3; click b1
  wait_for "Game over: circles win (reached the far rank).  n: new game   p: review"
  keys x
  wait_for "Unknown key: press ? for help"
  keys Escape
  wait_for "Game over: circles win (reached the far rank)"
  click c1
  wait_for "The game is over: n for a new game, p to replay it"
  keys p; keys Escape
  wait_for "Game over: circles win (reached the far rank)"
}

scenario_flow_arrangement_screen() {
  start redtangle --mode hh
  wait_for "Arrange: white"
  wait_for "White: arrange your tiles in your zone, then e or right click"
  expect_line "  8 |     |     |  ?  |  ?  |  ?  |  ?  |     |     | 8"   # black's, face down
  keys '?'
  wait_for "Help: Redtangle"
  keys Escape
  wait_for "Arrange: white"
  keys m
  wait_for "Options"
  keys Escape
  wait_for "Arrange: white"
  expect_line "  2 |     |     |b W b|b W w|b W b|b W b|     |     | 2"
  tile_click c2; tile_click d2   # swap
  expect_line "  2 |     |     |b W w|b W b|b W b|b W b|     |     | 2"
  keys u
  wait_for "Undone: r to redo"
  expect_line "  2 |     |     |b W b|b W w|b W b|b W b|     |     | 2"
  tile_click c2
  wait_for "Click another square of your zone to swap"
  keys Escape   # the title and the status line agree
  wait_for "White: arrange your tiles in your zone, then e or right click"
  keys s
  wait_for "Nothing to save before the first move"
  keys e
  wait_for "Arrange: black"
  wait_for "Black: arrange your tiles in your zone, then e or right click"
  wait_for "> black     human"   # the panel marks the seat arranging
  # White's arrangement stays hidden from black until both have confirmed.
  expect_line "  2 |     |     |  ?  |  ?  |  ?  |  ?  |     |     | 2"
  expect_line "  1 |     |     |  ?  |  ?  |  ?  |  ?  |     |     | 1"
  screen | sed -n '28,38p' | grep -q "W" && fail "white's tiles show while black arranges"
  keys q
  wait_for "Quit without playing? (y/n)"
  keys n
  wait_for "Arrange: black"
  keys e
  wait_for "White to move: select a piece"
  expect_line "  2 |     |     |b W b|b W w|b W b|b W b|     |     | 2"
  keys q   # no move yet: nothing to lose
  expect_restored 0
}

# The board's lines with their colours (SGR): green (256-colour 41, or 8-colour 42) marks the
# targets and the pieces that may move, yellow (220, or 43) the selection.
board_colours() { tmux -L "$socket" capture-pane -p -e -t game | sed -n '4,32p'; }
has_move_marks() { board_colours | grep -qE $'\e\\[((38|48);5;(41|220)|42|43)m'; }

scenario_flow_demo_marks_nothing() {
  WIDTH=50 start raps --mode cc --delay 5000 --level 1   # 50 columns: no panel beside the board
  wait_for "Computer v Computer"
  keys Right; keys Right   # the cursor is a person's; no person moves here
  screen | sed -n '4,32p' | grep -qF "[" && fail "the cursor is drawn for the watcher"
  mouse 0 30 26   # c1 (9x5 cells at 50x40)
  wait_for "You are watching: space pauses"
  has_move_marks && fail "pieces or targets are marked for the watcher"
  # The same board with a person to move: the pieces that may move are marked.
  keys m; keys Right; keys a
  wait_for "Human v Human from here on"
  # A capture can catch the terminal mid-refresh, the status line there before the marks: wait.
  for _ in $(seq 50); do has_move_marks && return 0; sleep 0.1; done
  fail "no marks for a person to move either: this test sees nothing"
}

scenario_flow_too_small_keeps_game() {
  start raps --mode hh
  click d1; click d2
  wait_for "Moves: 1. d1-d2"
  tmux -L "$socket" resize-window -t game -x 30 -y 10
  wait_for "Terminal too small"
  keys q   # no room to ask about saving: the game is kept for the next start
  expect_restored 0
  wait_for "the game was kept"
  grep -qx "1. d1-d2" "$XDG_DATA_HOME/boardgames/autosave-raps.txt" || fail "the game was not kept"
}

scenario_flow_series_won_and_result_kept() {
  # A series to one point ends with the game that reaches it, its winner named; the result
  # stays in the title whatever is clicked afterwards.
  start raps --mode hh --series 1
  wait_for "Series, first to 1: game 1"
  click a1; click a2; click b4; click b3; click b1; click b2; click b3; click b1
  # People, not seats: circles were played by the second person at the screen.
  wait_for "Game over: player 2 wins the game (reached the far rank) and the series, 1-0.  n: new game"
  wait_for "Series, first to 1: won"
  wait_for "player 2 1   c1"
  click c1   # a click on the board after the game: the status line answers it...
  wait_for "The game is over"
  # ...and the result is still at the top.
  screen | head -1 | grep -qF "Game over: circles win (reached the far rank)" ||
    fail "the result left the title after a click"
  keys n   # the series is won: a new game, not a next one
  wait_for "New game"
  wait_for "Series, first to 1: game 1"
}

scenario_flow_series_survives_the_arrangement() {
  # Redtangle: both arrange, then play game 1 of the series (the arrangement restarts the
  # game from the arranged position and keeps the series).
  start redtangle --mode hh --series 2
  wait_for "Arrange: white"
  keys e
  wait_for "Arrange: black"
  keys e
  wait_for "White to move"
  wait_for "Series, first to 2: game 1"
}
