#!/usr/bin/env bash
# Scripted UGI sessions with `boardgames engine GAME`: the specification's example session, a
# clock that runs low, stop during go infinite (isready answered meanwhile), an illegal
# position and an illegal move (reported, the engine still usable), unknown commands ignored.
# Usage: ugi_session.sh BINARY GAME
set -uo pipefail
binary=$1
game=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
  echo "FAIL (engine $game): $*"
  echo "---- output ----"; cat "$work/out" 2>/dev/null
  echo "---- errors ----"; cat "$work/err" 2>/dev/null
  exit 1
}
# Runs the engine on the lines of standard input (a line may be "sleep N" to pause).
session() {
  while IFS= read -r line; do
    case "$line" in
      sleep\ *) sleep "${line#sleep }" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done | timeout 30 "$binary" engine "$game" >"$work/out" 2>"$work/err"
  [ $? = 0 ] || fail "the engine did not end by itself with status 0"
}
has() { grep -qxE -- "$1" "$work/out" || fail "no line matching: $1"; }
legal() {  # the move of "bestmove M" is legal after the moves given
  local move
  move=$(sed -n 's/^bestmove \([^ ]*\)$/\1/p' "$work/out" | tail -n 1)
  [ -n "$move" ] || fail "no bestmove line with one move"
  "$binary" moves "$game" --play "$1" | grep -qxF -- "$move" || fail "bestmove $move is not legal"
}

# The example session of the specification.
session <<'SESSION'
ugi
setoption name hash value 32
isready
uginewgame
position startpos
query p1turn
go depth 3
sleep 1
query gameover
quit
SESSION
has "id name boardgames .*"
has "id author .*"
# Level 6, perfect play, where the game is solved (RAPS); 5 elsewhere.
if [ "$game" = raps ]; then most_level=6; else most_level=5; fi
has "option name level type spin default 5 min 1 max $most_level"
has "ugiok"
has "readyok"
has "response true"
has "info depth 3 score (cp|mate) -?[0-9]+ nodes [0-9]+ time [0-9]+ nps [0-9]+ pv .+"
has "response false"
legal ""
first=$(sed -n 's/^bestmove //p' "$work/out")
# After that move the other player is to move, and nothing is decided.
session <<SESSION
position startpos moves $first
query p1turn
query result
SESSION
has "response false"
has "response none"

# A clock that runs low: 40 ms left, no increment; the move comes at once, and is legal.
start=$(date +%s%N)
session <<'SESSION'
position startpos
go p1time 40 p2time 40 p1inc 0 p2inc 0
SESSION
took=$((($(date +%s%N) - start) / 1000000))
legal ""
[ "$took" -lt 1000 ] || fail "with 40 ms on the clock the engine took $took ms in all"

# stop during go infinite: isready is answered while it searches; stop brings the bestmove.
session <<'SESSION'
position startpos
go infinite
sleep 0.4
isready
sleep 0.2
stop
quit
SESSION
has "readyok"
legal ""
[ "$(grep -c '^bestmove' "$work/out")" = 1 ] || fail "expected one bestmove"
# readyok came before the bestmove: the search was still running.
[ "$(grep -n '^readyok' "$work/out" | cut -d: -f1)" -lt "$(grep -n '^bestmove' "$work/out" | cut -d: -f1)" ] ||
  fail "readyok came after the search ended"

# An unreadable position and an illegal move are reported; the engine goes on from the last
# good position; an unknown command is ignored with a word on standard error.
session <<'SESSION'
position fen this is not a position
position startpos moves zz9-zz8
frobnicate
query p1turn
go depth 1
SESSION
has "info string bad position 'this is not a position': .*; the position stays as it was"
has "info string illegal move zz9-zz8 \(move 1 after the position\): .*"
has "response true"
legal ""
grep -q "unknown command 'frobnicate'" "$work/err" || fail "the unknown command was not mentioned"
echo "engine $game: the scripted sessions passed"
