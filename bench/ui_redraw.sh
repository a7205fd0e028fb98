#!/usr/bin/env bash
# The terminal game's cost: time from an input event to the finished refresh (the game's own
# BOARDGAMES_TIMING counter), and peak resident memory (VmHWM), over a RAPS game of random legal
# moves entered by mouse clicks in tmux at 100x40.
# Usage: bench/ui_redraw.sh [BINARY] [MOVES]
set -euo pipefail
binary=$(realpath "${1:-build/boardgames}")
moves=${2:-60}
work=$(mktemp -d)
socket="bg-bench-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; sleep 0.5; rm -rf "$work"' EXIT

tmux -L "$socket" -f /dev/null new-session -d -s game -x 100 -y 40 \
  "env TERM=xterm-256color BOARDGAMES_TIMING='$work/timing' XDG_DATA_HOME='$work' '$binary' raps --mode hh; sleep 30"
sleep 0.5
pid=$(pgrep -P "$(tmux -L "$socket" list-panes -t game -F '#{pane_pid}')" -x boardgames)

click() {  # a RAPS square at the default layout
  local column=$((7 + 4 * ($(printf '%d' "'${1:0:1}") - 97))) row=$((6 + 2 * (4 - ${1:1})))
  tmux -L "$socket" send-keys -t game -l $'\e[<0;'"$column;$row"'M'
  tmux -L "$socket" send-keys -t game -l $'\e[<0;'"$column;$row"'m'
}

played=""
total=0
games=1
while [ "$total" -lt "$moves" ]; do
  mapfile -t legal < <("$binary" moves raps --play "$played")
  if [ ${#legal[@]} -eq 0 ]; then  # game over: a new one
    tmux -L "$socket" send-keys -t game n
    sleep 0.1
    played=""
    games=$((games + 1))
    continue
  fi
  move=${legal[RANDOM % ${#legal[@]}]}
  click "${move:0:2}"; sleep 0.05
  click "${move:3:2}"; sleep 0.1
  played="$played $move"
  total=$((total + 1))
done
peak_kib=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
tmux -L "$socket" send-keys -t game q y
sleep 0.5
echo "moves played: $total in $games games"
echo "redraw after input: $(cat "$work/timing")"
echo "peak resident memory: $((peak_kib / 1024)) MiB ($peak_kib KiB)"
