# Learning a game in the terminal: the tutorial's lessons by clicks, the help's figure pages at
# 80x24 (where Redtangle's board and caption take turns), and a figure tried as a practice game.

scenario_learn_tutorial_raps() {
  start raps --tutorial
  wait_for "RAPS: a first game in 4 lessons"
  wait_for "Enter: the first lesson"
  keys Enter
  wait_for "Lesson 1 of 4"
  wait_for "Step b1 diagonally to a2"
  click b1; click b2   # legal, but not the move asked for: refused, nothing played
  wait_for "b1-b2 is legal, but not this lesson's move"
  expect_line "$(raps_rank 1 '#' '#' '#' '#')"
  click b1; click a2
  wait_for "Right: b1-a2. Enter or n: the next lesson"
  wait_for "A step: a piece moves to an empty"   # the caption explains
  keys Enter
  wait_for "Lesson 2 of 4"
  click a1; click a4   # not a move at all: the rules say why
  wait_for "a4 is not a legal target for a1"
  click a1; click a3   # the refusal let go of a1: the task's clicks work from the start
  wait_for "Right: a1^a3"
  keys n n n   # the last lessons skipped: the tutorial ends in a game against the computer
  wait_for "Tutorial over: a new game, Human v Computer"
  wait_for "Human v Computer"
  expect_line "$(raps_rank 1 '#' '#' '#' '#')"   # from the standard start
}

scenario_learn_tutorial_interrupted_keeps_no_game() {
  start raps --tutorial
  keys Enter
  wait_for "Lesson 1 of 4"
  click b1; click a2
  wait_for "Right: b1-a2"
  kill -HUP "$(game_pid)"
  expect_restored 129
  [ -e "$XDG_DATA_HOME/boardgames/autosave-raps.txt" ] && fail "a tutorial's lesson was kept as a game"
  return 0
}

scenario_learn_help_figures_at_80x24() {
  WIDTH=80 HEIGHT=24 start redtangle --mode hh --position "'7Bbbbb/8/8/8/8/8/8/Wwbbb7 W 0'"
  keys '?'
  wait_for "Help: Redtangle - Keys"
  keys f
  wait_for "Help: Redtangle - Pieces"
  keys f f   # the third figure: a step, its board alone at this size
  wait_for "d4-e5 legal;  Enter: read the caption"
  screen | grep -qF "Figure 3" && fail "the caption was drawn over the board"
  keys Enter
  wait_for "Figure 3 (Fig. 1 of the original rules)"
  wait_for "d4-d5  illegal: d5 is taken: a tile steps onto an empty square"
  keys Tab Enter   # the next move shown, on the board again
  wait_for "d4-d5 illegal;  Enter: read the caption"
  keys q
  wait_for "White to move"
}
