#!/usr/bin/env bash
# The time from one player's input to the other player's screen showing the move, at a table
# between two terminals (tmux panes at 100x40), over MOVES moves of Táctica chosen at random
# among the legal ones. Each move is typed (':' then the move) and timed from its Enter, the
# last input event, as a click is timed from its release; the other pane is read until its
# move log ends with the move (each read costs about 2 ms of tmux, included in the figures).
# Usage: bench/table_latency.sh [BINARY] [MOVES]
set -uo pipefail
binary=$(realpath "${1:-build/boardgames}")
moves=${2:-100}
work=$(mktemp -d)
socket="bg-latency-$$"
export BOARDGAMES_TABLES="$work/tables" XDG_DATA_HOME="$work/data"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null
  for pid in $(pgrep -f "$binary"); do
    tr '\0' '\n' < "/proc/$pid/environ" 2>/dev/null | grep -qx "BOARDGAMES_TABLES=$BOARDGAMES_TABLES" &&
      kill "$pid" 2>/dev/null
  done
  rm -rf "$work"
}
trap cleanup EXIT
pane() { tmux -L "$socket" capture-pane -p -t "$1"; }
run() {
  tmux -L "$socket" -f /dev/null new-session -d -s "$1" -x 100 -y 40 \
    "env TERM=xterm-256color BOARDGAMES_TABLES='$BOARDGAMES_TABLES' XDG_DATA_HOME='$XDG_DATA_HOME' $2; sleep 60"
}
now_ns() { date +%s%N; }

run host "'$binary' tactica --host"
for _ in $(seq 50); do code=$(ls "$BOARDGAMES_TABLES" 2>/dev/null | head -n 1); [ -n "$code" ] && break; sleep 0.1; done
[ -n "$code" ] || { echo "no table opened"; pane host; exit 1; }
run guest "'$binary' join $code"
for _ in $(seq 50); do pane guest | grep -q "you: white" && break; sleep 0.1; done

played=""
times=()
RANDOM=7
for ((ply = 0; ply < moves; ply++)); do
  mapfile -t legal < <("$binary" moves tactica --play "$played")
  [ ${#legal[@]} -gt 0 ] || break
  move=${legal[$((RANDOM % ${#legal[@]}))]}
  if ((ply % 2 == 0)); then mover=host other=guest; else mover=guest other=host; fi
  tmux -L "$socket" send-keys -t "$mover" ':'
  tmux -L "$socket" send-keys -t "$mover" -l "$move"
  sleep 0.05  # the prompt has the move typed
  start=$(now_ns)
  tmux -L "$socket" send-keys -t "$mover" Enter
  seen=""
  for _ in $(seq 2000); do
    if pane "$other" | grep -E '^Moves:' | sed 's/ *$//' | grep -q -- " $move\$"; then
      seen=$(now_ns)
      break
    fi
  done
  [ -n "$seen" ] || { echo "ply $ply: $move never reached the other screen"; pane "$other"; exit 1; }
  times+=($(((seen - start) / 1000)))
  played="$played $move"
  # The mover's own screen has it too before the next move is typed there.
  for _ in $(seq 200); do pane "$mover" | grep -E '^Moves:' | sed 's/ *$//' | grep -q -- " $move\$" && break; done
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END {
  printf "%d moves, click to the other screen: median %.1f ms, max %.1f ms\n", NR, t[int((NR + 1) / 2)] / 1000, t[NR] / 1000 }'
