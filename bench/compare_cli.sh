#!/usr/bin/env bash
# Compares what two builds print for `moves`, `show` and `perft` (and their refusals of bad
# moves and positions) along random games: a change meant to keep the games' behaviour must
# show no difference. Prints each difference and exits 1 if there is any.
# Usage: bench/compare_cli.sh BEFORE_BINARY AFTER_BINARY [GAMES_PER_GAME] [SEED] [GAME...]
set -euo pipefail
before=$1
after=$2
games=${3:-20}
RANDOM=${4:-2026}
shift $(( $# > 4 ? 4 : $# ))
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(raps redtangle)

differences=0
compared=0
# Runs one command line on both binaries; output, errors and exit status must agree.
same() {
    local out_before out_after
    out_before=$("$before" "$@" 2>&1; echo "exit $?")
    out_after=$("$after" "$@" 2>&1; echo "exit $?")
    compared=$((compared + 1))
    if [ "$out_before" != "$out_after" ]; then
        differences=$((differences + 1))
        echo "DIFFERENT: $*"
        diff <(echo "$out_before") <(echo "$out_after") | head -20 || true
    fi
}

for game in "${names[@]}"; do
    for ((g = 0; g < games; ++g)); do
        played=""
        for ((ply = 0; ply < 200; ++ply)); do
            same moves "$game" --play "$played"
            same show "$game" --play "$played"
            (( ply % 10 == 0 )) && same perft "$game" 2 --play "$played"
            mapfile -t legal < <("$before" moves "$game" --play "$played")
            [ ${#legal[@]} -gt 0 ] || break
            # A typed move that is probably illegal: its refusal (and explanation) must agree.
            (( ply % 7 == 3 )) && same moves "$game" --play "$played a1-b3"
            (( ply % 7 == 5 )) && same moves "$game" --play "$played ${legal[0]%%[-X^=]*}-h8"
            played="$played ${legal[RANDOM % ${#legal[@]}]}"
        done
        position=$("$before" show "$game" --play "$played" | sed -n 's/^position: //p')
        same show "$game" --position "$position"
        same show "$game" --position "${position% *} x"
        same show "$game" --position "${position%% *} 7"
    done
done
echo "$compared command lines compared, $differences different"
[ "$differences" -eq 0 ]
