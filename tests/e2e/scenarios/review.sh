# The computer's review on screen: p once a game is over, the moves marked while the keys work,
# the blunder found with m and its better move named.

scenario_review_marks_the_blunder() {
  start raps --mode hh
  # a1-a2 throws squares' win away; circles' a4-a3 gives it back; a2Xa4 ends the game.
  click a1; click a2
  click a4; click a3
  click a2; click a4
  wait_for "squares win"
  wait_for "p review"   # over, p opens the review and says so
  keys p
  # One numbering, the move list's: a2Xa4 is move 2, squares'.
  wait_for "Review: move 2 (squares) of 2"
  wait_for "2. squares a2Xa4: best, squares wins in 1 -> won"
  # The list's marks and each side's counts and accuracy.
  wait_for "1. a1-a2??  a4-a3??"
  wait_for "?!   ?  ??  accuracy"
  wait_for "squares   0   0   1       50%"
  wait_for "circles   0   0   1        0%"
  wait_for "Evaluation (squares up)"
  # A click on the graph's mark of the first blunder (the line of marks is the graph's 6th
  # below its caption): that move.
  local position row column
  position=$(text_position "Evaluation (squares up)") || exit 1
  set -- $position
  row=$(($2 + 6))
  column=$(screen | awk -v row="$row" 'NR == row { print index($0, "?"); exit }')
  [ -n "$column" ] && [ "$column" -gt 1 ] || fail "no mark under the graph on line $row"
  mouse 0 "$column" "$row"
  wait_for "Review: move 1 (squares) of 2"
  wait_for "1. squares a1-a2??: blunder, squares wins in 21 -> loses in 21 (better: b1-a2"
  keys g
  wait_for "Review: the start of 2"
  wait_for "The start: squares wins in 21"
  keys m
  wait_for "1. squares a1-a2??: blunder, squares wins in 21 -> loses in 21 (better: b1-a2"
  expect_better_move_framed
  # Try it again: the position before it, squares to move, then back to the review there.
  keys t
  wait_for "Try move 1 (squares) again: c against the computer, f a friend"
  keys f
  wait_for "Trying move 1 (squares) with a friend: Esc goes back"
  wait_for "practice: move 1 (squares)"
  click b1; click a2
  wait_for "Moves: 1. b1-a2"
  keys Escape
  wait_for "Review: move 1 (squares) of 2"
  wait_for "1. squares a1-a2??: blunder"
  keys m
  wait_for "1. circles a4-a3??: blunder"
  keys m   # after the last, the first again
  wait_for "1. squares a1-a2??: blunder"
  # A click on the board looks, it does not leave the review.
  click c1
  sleep 0.3
  wait_for "Review: move 1 (squares) of 2"
  keys Escape
  wait_for "n: new game"
}

# After a1-a2 on the board at 100x40 (RAPS's squares 11 columns by 5 lines), the move played
# (a1-a2) framed in the last move's blue and the better one (b1-a2) in the hint's violet, as
# the legend beside the board shows them.
expect_better_move_framed() {
  local played better legend
  # The frames are the rules above and below the cells: a1's and b1's below them are theirs
  # alone.
  played=$(background_at 10 29)
  better=$(background_at 23 29)
  [ "$played" = "48;5;39" ] || fail "a1, of the move played, is not framed as the last move: $played"
  [ "$better" = "48;5;135" ] || fail "b1, of the better move, is not framed as a hint: $better"
  [ "$(background_at 10 17)" = "48;5;135" ] || fail "a2, where the better move lands, is not framed as a hint"
  legend=$(text_position "Board:") || exit 1
  set -- $legend
  [ "$(background_at $(($1 + 8)) "$2")" = "$played" ] || fail "the legend's 'played' is not in the last move's colour"
  [ "$(background_at $(($1 + 17)) "$2")" = "$better" ] || fail "the legend's 'better' is not in the hint's colour"
}

# At 80x24 the review keeps a graph of three lines with its marks, the summary and the legend,
# and its verdict never wraps over the keys' line.
scenario_review_at_80x24() {
  WIDTH=80 HEIGHT=24 start raps --mode hh
  for move in a1-a2 a4-a3 a2Xa4; do keys :; typed "$move"; keys Enter; done
  wait_for "squares win"
  keys p
  wait_for "squares   0   0   1"
  wait_for "circles   0   0   1"
  wait_for "Board:  played   better"
  wait_for "1. a1-a2??  a4-a3??"
  keys g; keys m
  wait_for "1. squares a1-a2??: blunder"
  local last status marks
  status=$(screen | sed -n 23p)
  last=$(screen | sed -n 24p)
  case "$status" in "1. squares a1-a2??: blunder"*"(better: b1-a2"*) ;; *) fail "the verdict is not on line 23: $status" ;; esac
  case "$last" in "left back  right next"*) ;; *) fail "the keys' line was written over: $last" ;; esac
  # The graph's marks: both blunders, under the graph.
  marks=$(screen | awk 'NR > 3 && NR < 23 { line = substr($0, 41); if (gsub(/\?/, "?", line) == 2 && line !~ /[a-z]/) found = 1 } END { print found + 0 }')
  [ "$marks" = 1 ] || fail "no line of two marks under the graph"
}

scenario_review_from_the_replay() {
  start raps --mode hh
  click a1; click a2
  wait_for "Moves: 1. a1-a2"
  keys p   # the game goes on: the replay, from which v reviews
  wait_for "Replay: "
  keys v
  wait_for "Review: the start of 1"
  wait_for "The start: squares wins in 21"
  keys l
  wait_for "1. squares a1-a2??: blunder, squares wins in 21 -> loses in 21"
  keys q
  wait_for "Circles to move"
}

# A 300-ply Táctica game (random moves) takes the computer over a minute to review: the keys
# must be answered while it works, and leaving must not wait for it.
scenario_review_answers_keys_while_it_works() {
  start tactica --mode hh --load "$(dirname "$0")/data/tactica_300_plies.txt"
  wait_for "150. d1-a4 e4-c2"
  keys p
  wait_for "Replay: "
  keys v
  wait_for "Review: the start of 150"
  wait_for_regex "The computer reviews the game: [0-9]+ of 301 positions"
  local first
  first=$(screen | grep -oE "reviews the game: [0-9]+" | grep -oE "[0-9]+$")
  keys l; keys l; keys l
  wait_for "Review: move 2 (black) of 150"
  keys G
  wait_for "Review: move 150 (white) of 150"
  keys h
  wait_for "Review: move 150 (black) of 150"
  keys m
  wait_for "The computer is still reviewing the game"
  keys h
  wait_for "Review: move 149 (white) of 150"
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
