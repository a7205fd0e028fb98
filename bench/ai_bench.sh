#!/usr/bin/env bash
# The computer's strength and speed per game (issue targets in brackets):
#   level 5 v random           [level 5 wins at least 95% of 40 games]
#   level n v level n-1        [at least 65%, draws counting half]
#   level 5's time per move    [median at most 1 s, maximum at most 3 s]
#   search speed               [nodes per second, printed with each player]
#   mcts:5 v ai:5              [Monte Carlo tree search against alpha-beta at level 5's budget]
# Usage: bench/ai_bench.sh [BINARY] [GAMES] [GAME...]   (deterministic for the fixed seed)
# Times are only meaningful on an idle machine; the results do not depend on the load.
set -euo pipefail
binary=${1:-build/boardgames}
games=${2:-40}
shift $(( $# > 2 ? 2 : $# ))
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(raps redtangle)
for game in "${names[@]}"; do
  for pairing in "ai:5 random" "ai:2 ai:1" "ai:3 ai:2" "ai:4 ai:3" "ai:5 ai:4" "mcts:5 ai:5"; do
    set -- $pairing
    "$binary" contest "$game" --first "$1" --second "$2" --games "$games" --seed 2026
    echo
  done
done
# RAPS is solved: how often each level keeps a won position won.
solver="$(dirname "$binary")/bench/raps_solve"
if [[ " ${names[*]} " == *" raps "* && -x "$solver" ]]; then "$solver" 1000; fi
