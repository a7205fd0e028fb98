#!/usr/bin/env bash
# A correspondence game over the real sshd (as lobby.sh sets it up): alice makes a game of
# three days a move inviting bob, moves and leaves; a day passes (the game's times moved back a
# day in the database, as the service account); bob, coming in, sees "your move in 1 game"
# first, opens it with Enter, answers and leaves; no table process is left serving it; alice
# sees her move waiting, with its deadline.
# Needs root (the service account) and sqlite3; exit status 77 with the reason where it cannot.
set -uo pipefail
binary=$(realpath "$1")
skip() { echo "SKIPPED: $*"; exit 77; }
source "$(dirname "$0")/test_server.sh"
command -v sqlite3 >/dev/null || skip "sqlite3 is missing"
prepare_test_server corr c d
fail() {
  echo "FAIL (correspondence): $*"
  echo "---- screen ----"; tmux -L "$socket" capture-pane -p -t game 2>/dev/null
  echo "---- sshd log ----"; cat "$work/sshd.log" 2>/dev/null
  exit 1
}

start_test_server
tables="$data_dir/tables"
ssh-keygen -q -t ed25519 -N '' -f "$work/second_key" || skip "ssh-keygen failed"

screen() { tmux -L "$socket" capture-pane -p -t game 2>/dev/null; }
wait_for() {
  for _ in $(seq 80); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "never saw: $1"
}
visit() {
  tmux -L "$socket" kill-server 2>/dev/null
  for _ in $(seq 20); do tmux -L "$socket" has-session 2>/dev/null || break; sleep 0.1; done
  sleep 0.2
  tmux -L "$socket" -f /dev/null new-session -d -s game -x 100 -y 30 \
    "env TERM=xterm-256color ssh -tt -i '$1' ${ssh_options[*]} $account@127.0.0.1; echo SSH-ENDED \$?; sleep 60"
}
typed() { tmux -L "$socket" send-keys -t game -l "$1"; sleep 0.2; }
key() { tmux -L "$socket" send-keys -t game "$1"; sleep 0.2; }
sql() { runuser -u "$account" -- sqlite3 "$database" "$1"; }
# A move typed at the table (":" then the move).
move() { key :; typed "$1"; key Enter; }
# Leaves the table (a player is asked; the game waits) and is back in the lobby.
leave_table() {
  key q
  screen | grep -qF "Leave the table" && key y
  wait_for "boardgames: the lobby"
}

visit "$work/user_key"
wait_for "This SSH key is new here"
typed "alice"; key Enter
wait_for "you are alice"
key q
wait_for "SSH-ENDED 0"
visit "$work/second_key"
wait_for "This SSH key is new here"
typed "bob"; key Enter
wait_for "you are bob"
key q
wait_for "SSH-ENDED 0"

# Day one: alice makes the game (the form's clock of days), moves, and leaves.
visit "$work/user_key"
wait_for "you are alice"
key o
wait_for "open a table"
key Down; key Down; key Right  # opposite: a player you invite
key Down
typed "bob"
key Down; key Down; key Down  # rated, watchers, the clock
for _ in $(seq 8); do key Right; done
wait_for "Clock:     < 3d >  (days a move: correspondence)"
key Enter
wait_for "is made: bob sees it in his lobby"
code=$(screen | grep -oE 'Correspondence game [a-z0-9]{6} is made' | awk '{ print $3 }')
[ -n "$code" ] || fail "no game code on alice's screen"
move a1-a2
wait_for "1. a1-a2"
leave_table
wait_for "their move due in 2 d 23 h, squares alice, circles bob"
key q
wait_for "SSH-ENDED 0"
for _ in $(seq 50); do [ -e "$tables/$code" ] || break; sleep 0.2; done
[ -e "$tables/$code" ] && fail "the game's table process stayed after everyone left"
[ "$(sql "SELECT moves, to_move, process FROM correspondence_games WHERE code = '$code'")" = "1|bob|" ] ||
  fail "the database does not hold the game as alice left it: $(sql "SELECT * FROM correspondence_games")"

# A day passes.
sql "UPDATE correspondence_games SET deadline = deadline - 86400, last_move = last_move - 86400"

# Day two: bob's lobby says his move waits, first; Enter opens it; he answers.
visit "$work/second_key"
wait_for "boardgames: the lobby: your move in 1 game"
wait_for "your move  due in 1 d 23 h, squares alice, circles bob"
screen | sed -n 5p | grep -qF "$code" || fail "the game waiting for bob's move is not the first row"
key Enter
wait_for "Correspondence game $code, 3 days a move: your move, due in 1 d 23 h"
wait_for "1. a1-a2"
move a4-a3
wait_for "a4-a3"
leave_table
wait_for "their move due in 2 d 23 h"
key q
wait_for "SSH-ENDED 0"
[ "$(sql "SELECT moves, to_move FROM correspondence_games WHERE code = '$code'")" = "2|alice" ] ||
  fail "bob's move is not in the database"
days_apart=$(sql "SELECT (deadline - last_move) / 86400 FROM correspondence_games WHERE code = '$code'")
[ "$days_apart" = 3 ] || fail "alice's deadline is not 3 days after bob's move: $days_apart"

visit "$work/user_key"
wait_for "boardgames: the lobby: your move in 1 game"
wait_for "your move  due in 2 d 23 h"
key q
wait_for "SSH-ENDED 0"
echo "correspondence over ssh: two moves a day apart, the game kept in the database between them"
