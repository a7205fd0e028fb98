#!/usr/bin/env bash
# The scripted interface's output over many random games, one line per position reached:
#   GAME GAME# PLY sha(show) sha(moves) perft2
# Moves are chosen by a fixed linear congruential sequence over the sorted legal moves, so two
# binaries that print the same `moves` play the same games. tests/golden/cli.txt holds this
# output from the program before the seats/sides redesign; ctest compares the current one.
# Usage: cli_golden.sh BINARY [GAMES_PER_GAME] [MAX_PLIES]
set -euo pipefail
binary=$1
games=${2:-8}
max_plies=${3:-40}
hash() { sha256sum | cut -c1-16; }
for game in raps redtangle; do
  for ((g = 1; g <= games; g++)); do
    seed=$((g * 7919))
    played=""
    for ((ply = 0; ply <= max_plies; ply++)); do
      show=$("$binary" show "$game" --play "$played" | hash)
      mapfile -t moves < <("$binary" moves "$game" --play "$played")
      list=$(printf '%s\n' "${moves[@]}" | hash)
      perft=$("$binary" perft "$game" 2 --play "$played")
      echo "$game $g $ply $show $list $perft"
      [ ${#moves[@]} -gt 0 ] && [ -n "${moves[0]}" ] || break
      seed=$(((seed * 1103515245 + 12345) % 2147483648))
      played="$played ${moves[$((seed % ${#moves[@]}))]}"
    done
  done
done
