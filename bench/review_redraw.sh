#!/usr/bin/env bash
# The review screen's redraw cost, its evaluation graph included: a game of random legal moves
# is saved, opened, and stepped through move by move with the keys, once in the replay (board
# and move list) and once in the finished review (the same, plus the graph and the marks). The
# game's own BOARDGAMES_TIMING counter gives the time from each key to the finished refresh;
# the difference between the two runs is the graph's and the review's text's share.
# Usage: bench/review_redraw.sh [BINARY] [GAME] [PLIES] [STEPS]
set -euo pipefail
binary=$(realpath "${1:-build/boardgames}")
game=${2:-tactica}
plies=${3:-120}
steps=${4:-200}
work=$(mktemp -d)
socket="bg-bench-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; sleep 0.5; rm -rf "$work"' EXIT

played=""
for ply in $(seq "$plies"); do
  mapfile -t legal < <("$binary" moves "$game" --play "$played")
  [ ${#legal[@]} -eq 0 ] && break
  played="$played ${legal[(ply * 7919) % ${#legal[@]}]}"
done
# A game still going on, so that p opens the replay (a game over opens the review).
if [ -z "$("$binary" moves "$game" --play "$played")" ]; then played=${played% *}; fi
{
  printf 'boardgames record 1\ngame: %s\nresult: ongoing\n\n' "$game"
  echo $played | xargs -n2 | nl -w1 -s'. '
} >"$work/game.txt"
plies=$(echo $played | wc -w)

screen() { tmux -L "$socket" capture-pane -p -t game; }
wait_for() {  # TEXT [SECONDS]
  for _ in $(seq $((${2:-10} * 10))); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  echo "never saw: $1" >&2
  exit 1
}

# Steps through the game with l and h; $1: the keys that open the screen, $2 the text it shows
# when ready.
run() {
  tmux -L "$socket" -f /dev/null new-session -d -s game -x 100 -y 40 \
    "env TERM=xterm-256color BOARDGAMES_TIMING='$work/timing' XDG_DATA_HOME='$work' '$binary' $game --mode hh --load '$work/game.txt'; sleep 30"
  wait_for "boardgames: "
  local key
  for key in $1; do
    tmux -L "$socket" send-keys -t game "$key"
    sleep 0.3
  done
  wait_for "$2" 600
  : >"$work/timing"
  for step in $(seq "$steps"); do
    if [ $(((step - 1) / plies % 2)) -eq 0 ]; then key=h; else key=l; fi
    tmux -L "$socket" send-keys -t game "$key"
    sleep 0.02
  done
  sleep 0.5
  # q leaves the screen, q y leaves the game, which writes the timing as it ends.
  for key in q q y; do
    tmux -L "$socket" send-keys -t game "$key"
    sleep 0.5
  done
  sleep 1
  tmux -L "$socket" kill-server 2>/dev/null || true
  cat "$work/timing"
}

echo "$game: $plies plies, $steps steps through them at 100x40"
echo "replay: $(run p 'Replay: move')"
echo "review: $(run 'p v' 'Evaluation (')"
