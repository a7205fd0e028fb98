#!/usr/bin/env bash
# The lobby with many tables open, as an SSH client would receive it: the lobby runs under
# `script` (which records every byte written to its terminal) in a tmux pane of WIDTH x HEIGHT
# (100x40), with TABLES tables listed (200; bench/lobby_bench prepares them); it refreshes every
# second, and the rows' ages tick. Reports the time from start to the lobby drawn (tmux's own
# start included), and the bytes sent per second while the player looks.
# Usage: bench/lobby_bytes.sh [BINARY] [TABLES] [SECONDS]
set -euo pipefail
binary=$(realpath "${1:-build/boardgames}")
bench=$(dirname "$binary")/bench/lobby_bench
tables=${2:-200}
seconds=${3:-10}
width=${WIDTH:-100}
height=${HEIGHT:-40}
work=$(mktemp -d)
socket="bg-lobby-bytes-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; sleep 0.3; rm -rf "$work"' EXIT

key=$("$bench" prepare "$work" "$tables")
bytes() { stat -c %s "$work/typescript"; }
started=$(date +%s%N)
tmux -L "$socket" -f /dev/null new-session -d -s lobby -x "$width" -y "$height" \
  "env HOME=$work TERM=xterm-256color BOARDGAMES_TABLES=$work/tables script -qfc '$binary lobby --ssh-key $key --data $work/server.db' $work/typescript"
for _ in $(seq 500); do
  tmux -L "$socket" capture-pane -p -t lobby | grep -qF "you are bench" && break
  sleep 0.01
done
drawn=$(date +%s%N)
echo "start to the lobby drawn, $tables tables: $(((drawn - started) / 1000000)) ms"
sleep 2
before=$(bytes)
sleep "$seconds"
echo "bytes sent per second, looking ($width x $height): $((($(bytes) - before) / seconds))"
