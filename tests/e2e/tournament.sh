#!/usr/bin/env bash
# A tournament over the real sshd: four players, each in the lobby by `ssh play@host` (a test
# sshd set up by `boardgames admin install`, as seeks.sh does). Alice creates a round robin of
# RAPS in the Tournaments tab, the three others enter it, she starts it; each round's games are
# opened by the server (by one of their players' lobbies, the other taken to the table by its
# news), the player at circles resigns each, and everyone goes back to the lobby, where the next
# round's game opens. After three rounds the standings show the final ranks and points, and the
# administrator's list says it is finished. Needs root, as seeks.sh does; exit status 77 with
# the reason where it cannot run.
set -uo pipefail
binary=$(realpath "$1")
skip() { echo "SKIPPED: $*"; exit 77; }
source "$(dirname "$0")/test_server.sh"
prepare_test_server tournament u v
players=(alice bob carol dave)
fail() {
  echo "FAIL (tournament): $*"
  for pane in "${players[@]}"; do
    echo "---- $pane's screen ----"; tmux -L "$socket" capture-pane -p -t "$pane" 2>/dev/null
  done
  echo "---- sshd log ----"; tail -n 20 "$work/sshd.log" 2>/dev/null
  echo "---- the tournament ----"; admin tournaments --all 2>&1; admin log 2>&1 | tail -12
  exit 1
}

start_test_server
source "$(dirname "$0")/lobby_panes.sh"
admin() { su -s /bin/sh "$account" -c "$program_dir/boardgames admin $* --data $database"; }

# Four keys never seen each name their player, and go to the Tournaments tab (the sixth).
for name in "${players[@]}"; do
  key="$work/user_key"
  if [ "$name" != alice ]; then
    key="$work/${name}_key"
    ssh-keygen -q -t ed25519 -N '' -f "$key" || skip "ssh-keygen failed"
  fi
  start_in "$name" "$key"
done
for name in "${players[@]}"; do
  wait_in "$name" "This SSH key is new here"
  typed_in "$name" "$name"; key_in "$name" Enter
  wait_in "$name" "you are $name"
  for _ in 1 2 3 4 5; do key_in "$name" Tab; done
  wait_in "$name" "Tournaments (0)"
done

# Alice creates a round robin of RAPS with a 5+3 clock.
key_in alice n
wait_in alice "create a tournament"
typed_in alice "Quick cup"
key_in alice Down
for _ in $(seq 10); do
  screen_of alice | grep -qF "Game:      < raps >" && break
  key_in alice Right
done
wait_in alice "Game:      < raps >"
key_in alice Down; key_in alice Right
wait_in alice "Format:    < round robin >"
key_in alice Enter
wait_in alice "Your tournament Quick cup is open"
wait_in alice "you're in"

# The others see it live, and enter it.
for name in bob carol dave; do
  wait_in "$name" "Tournaments (1)"
  wait_in "$name" "Quick cup"
  key_in "$name" e
  wait_in "$name" "You are in Quick cup"
done
wait_in alice "open 4/16"
[ "$(admin tournaments | cut -f2,3,4,5,7)" = "open	round-robin	raps	Quick cup	4 players" ] ||
  fail "admin tournaments: $(admin tournaments)"

# Only its creator starts it: bob cannot.
key_in bob s
wait_in bob "Not started: only the tournament's creator starts it."
key_in alice s

# The table a player's screen shows ("" in the lobby).
table_of() { screen_of "$1" | head -1 | grep -oE 'table [a-z0-9]+, you: ' | cut -d' ' -f2 | tr -d ,; }
# Waits until the player sits at another table than $2 (the one of his last round).
wait_new_table() {
  for _ in $(seq 100); do
    local now; now=$(table_of "$1")
    [ -n "$now" ] && [ "$now" != "$2" ] && return 0
    sleep 0.1
  done
  fail "$1 was never taken to his next game's table"
}

# Each round: everyone taken to his game's table; circles resigns; all go back to the lobby.
declare -A last_table
for round in 1 2 3; do
  for name in "${players[@]}"; do
    wait_new_table "$name" "${last_table[$name]:-}"
    last_table[$name]=$(table_of "$name")
  done
  [ "$(printf '%s\n' "${last_table[@]}" | sort -u | wc -l)" = 2 ] ||
    fail "round $round is not two tables: ${last_table[*]}"
  for name in "${players[@]}"; do
    if screen_of "$name" | grep -qF "you: circles"; then
      key_in "$name" R
      wait_in "$name" "Resign this game?"
      key_in "$name" y
    fi
  done
  for name in "${players[@]}"; do
    wait_in "$name" "squares win"
    key_in "$name" q
    screen_of "$name" | grep -qF "Leave the table" && key_in "$name" y
  done
  echo "passed: round $round opened by the server and played"
done

# The standings: finished, the ranks and points (six games, a point each: 6 points in all).
for name in "${players[@]}"; do wait_in "$name" "you are $name"; done
wait_in alice "finished"
key_in alice Enter
wait_in alice "standings of Quick cup"
wait_in alice "finished after 3 rounds"
wait_in alice "Round 3"
standings=$(screen_of alice | grep -E '^ +[1-4] +(alice|bob|carol|dave) +[0-3] ')
[ "$(echo "$standings" | wc -l)" = 4 ] || fail "the standings do not rank four: $standings"
total=$(echo "$standings" | awk '{ points += $3 } END { print points }')
[ "$total" = 6 ] || fail "the standings' points are not 6 in all: $standings"
echo "$standings" | head -1 | grep -qE '^ +1 ' || fail "nobody is first: $standings"
[ "$(screen_of alice | grep -cE ' 1-0 ')" = 6 ] || fail "not six results of 1-0 shown"
admin tournaments --all | grep -qP "^1\tfinished\tround-robin\traps\tQuick cup\tround 3 of 3" ||
  fail "admin tournaments --all: $(admin tournaments --all)"
games=$(su -s /bin/sh "$account" -c "$program_dir/boardgames archive --data $database")
[ "$(echo "$games" | grep -c raps)" = 6 ] || fail "the archive does not hold six games: $games"
echo "passed: a round robin of four over sshd, every round opened by the server, to its standings"
key_in alice Escape
for name in "${players[@]}"; do
  key_in "$name" q
  wait_in "$name" "SSH-ENDED 0"
done
