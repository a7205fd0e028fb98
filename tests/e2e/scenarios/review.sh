# The computer's review on screen: p once a game is over, the moves marked while the keys work,
# the blunder found with m and its better move named.

scenario_review_marks_the_blunder() {
  start raps --mode hh
  # a1-a2 throws squares' win away; circles' a4-a3 gives it back; a2Xa4 ends the game.
  click a1; click a2
  click a4; click a3
  click a2; click a4
  wait_for "squares win"
  keys p
  wait_for "Review: move 3 of 3"
  wait_for "3. squares a2Xa4: best, squares wins in 1 -> won"
  wait_for "Evaluation (squares up):"
  # A click on the graph's second column: the position after the first move.
  local position
  position=$(text_position "Evaluation (squares up):") || exit 1
  set -- $position
  mouse 0 $(($1 + 1)) $(($2 + 1))
  wait_for "Review: move 1 of 3"
  keys g
  wait_for "Review: move 0 of 3"
  wait_for "The start: squares wins in 21"
  keys m
  wait_for "1. squares a1-a2: blunder, squares wins in 21 -> loses in 21 (better: b1-a2"
  # Try the position after it: a practice game, then back to the review at that move.
  keys t
  wait_for "Try this position: c against the computer, f with a friend"
  keys f
  wait_for "Trying move 1 with a friend: Esc goes back"
  wait_for "practice: move 1"
  click b4; click b3
  wait_for "Moves: 1. b4-b3"
  keys Escape
  wait_for "Review: move 1 of 3"
  wait_for "1. squares a1-a2: blunder"
  keys m
  wait_for "2. circles a4-a3: blunder"
  keys m
  wait_for "No inaccuracy, mistake or blunder after this move"
  keys Escape
  wait_for "n: new game"
}

scenario_review_from_the_replay() {
  start raps --mode hh
  click a1; click a2
  wait_for "Moves: 1. a1-a2"
  keys p   # the game goes on: the replay, from which v reviews
  wait_for "Replay: move"
  keys v
  wait_for "Review: move 0 of 1"
  wait_for "The start: squares wins in 21"
  keys l
  wait_for "1. squares a1-a2: blunder, squares wins in 21 -> loses in 21"
  keys q
  wait_for "Circles to move"
}

# A 300-ply Táctica game (random moves) takes the computer over a minute to review: the keys
# must be answered while it works, and leaving must not wait for it.
scenario_review_answers_keys_while_it_works() {
  start tactica --mode hh --load "$(dirname "$0")/data/tactica_300_plies.txt"
  wait_for "150. d1-a4 e4-c2"
  keys p
  wait_for "Replay: move"
  keys v
  wait_for "Review: move 0 of 300"
  wait_for_regex "The computer reviews the game: [0-9]+ of 301 positions"
  local first
  first=$(screen | grep -oE "reviews the game: [0-9]+" | grep -oE "[0-9]+$")
  keys l; keys l; keys l
  wait_for "Review: move 3 of 300"
  keys G
  wait_for "Review: move 300 of 300"
  keys h
  wait_for "Review: move 299 of 300"
  keys m
  wait_for "The computer is still reviewing the game"
  keys h
  wait_for "Review: move 298 of 300"
  # Still at work after the keys, and going on (a position takes up to seconds under the
  # sanitizers).
  wait_for_regex "The computer reviews the game: [0-9]+ of 301 positions"
  local later=$first
  for _ in $(seq 300); do
    later=$(screen | grep -oE "reviews the game: [0-9]+" | grep -oE "[0-9]+$")
    [ -n "$later" ] && [ "$later" -gt "$first" ] && break
    sleep 0.1
  done
  [ -n "$later" ] && [ "$later" -gt "$first" ] || fail "the review did not go on: $first, then '$later' positions"
  [ "$later" -lt 301 ] || fail "the review ended before the keys were tried"
  keys q   # back to the game at once, the review stopped
  wait_for "Black to move: select a piece"
}
