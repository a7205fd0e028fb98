#!/usr/bin/env bash
# What the terminal game sends to the terminal per action, as an SSH client would receive it:
# the game runs under `script` (which records every byte written to its terminal) in a tmux
# pane of 100x40 (or WIDTH x HEIGHT), playing Redtangle from the standard setup against the
# computer, and the bytes of each scripted action are counted once the output has settled:
# selecting a tile, deselecting it, and a move with the computer's reply (select c2, target c3,
# end the turn, the reply).
# Usage: bench/ssh_bytes.sh [BINARY] [REPEATS]
set -euo pipefail
binary=$(realpath "${1:-build/boardgames}")
repeats=${2:-3}
width=${WIDTH:-100}
height=${HEIGHT:-40}
work=$(mktemp -d)
socket="bg-bytes-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; sleep 0.3; rm -rf "$work"' EXIT
standard="2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0"

bytes() { stat -c %s "$work/typescript"; }
# Waits until nothing has been written for half a second (at most 10 s).
settle() {
  local before now
  before=$(bytes)
  for _ in $(seq 40); do
    sleep 0.25
    now=$(bytes)
    [ "$now" = "$before" ] && return 0
    before=$now
  done
}
screen() { tmux -L "$socket" capture-pane -p -t game; }
wait_for() {
  for _ in $(seq 100); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  echo "never saw: $1" >&2
  screen >&2
  exit 1
}
mouse() {  # BUTTON COLUMN ROW, 1-based; a press and, for buttons, the release
  tmux -L "$socket" send-keys -t game -l $'\e[<'"$1;$2;$3"'M'
  [ "$1" -lt 64 ] && tmux -L "$socket" send-keys -t game -l $'\e[<'"$1;$2;$3"'m'
  return 0
}
# A Redtangle square at 100x40 (tall tiles: 6 columns and 4 rows a square).
tile_click() { mouse 0 $((8 + 6 * ($(printf '%d' "'${1:0:1}") - 97))) $((7 + 4 * (8 - ${1:1}))); }
measure() {  # LABEL COMMAND...: the bytes the command's action made the game send
  local label=$1 before
  shift
  settle
  before=$(bytes)
  "$@"
  settle
  echo "$label $(($(bytes) - before))" >>"$work/results"
}

select_piece() { tile_click c2; }
deselect_piece() { tile_click c2; }
target_square() { tile_click c3; }  # a step waits for the end of the turn: the tile may turn
end_turn_and_reply() {
  mouse 2 1 1
  wait_for "Moves: 1. c2-c3 "
}

for run in $(seq "$repeats"); do
  rm -f "$work/typescript"
  tmux -L "$socket" -f /dev/null new-session -d -s game -x "$width" -y "$height" \
    "script -q -f -c \"env TERM=xterm-256color XDG_DATA_HOME='$work' '$binary' redtangle --seed $run --position '$standard'\" '$work/typescript'"
  wait_for "White to move"
  settle
  echo "start $(bytes)" >>"$work/results"
  measure select select_piece
  measure deselect deselect_piece
  measure select_again select_piece
  measure target target_square
  measure end_turn_and_reply end_turn_and_reply
  awk '$1 == "select_again" || $1 == "target" || $1 == "end_turn_and_reply" {sum += $2}
       END {print "move_with_reply", sum}' <(tail -n 3 "$work/results") >>"$work/results"
  tmux -L "$socket" send-keys -t game q y
  sleep 0.3
  tmux -L "$socket" kill-server 2>/dev/null || true
  sleep 0.3
done

echo "bytes sent to the terminal, Redtangle v the computer at ${width}x${height} (median of $repeats):"
for label in start select deselect target end_turn_and_reply move_with_reply; do
  median=$(awk -v l="$label" '$1 == l {print $2}' "$work/results" | sort -n |
    awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}')
  printf '  %-20s %6d\n' "$label" "$median"
done
