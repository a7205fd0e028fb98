#!/usr/bin/env bash
# `ssh play@host` lands in the lobby: a real sshd on loopback, set up by `boardgames admin
# install` (the accounts, the folders, the database, an sshd_config.d file checked by sshd -T;
# AuthorizedKeysCommand `boardgames ssh-keys`, its keys restricted and forced into `boardgames
# lobby`). Two keys never seen before each choose a name
# (the second is refused the first's); the first comes back and is the same player, and adds a
# third key by a code his session gives. Then both
# at once: alice opens a table inviting bob, bob accepts from the lobby, they play RAPS to the
# end by clicks, both come back to the lobby and bob replays the game from the archive; nobody
# but the service account may name a player at its table. The account gives no shell, runs no
# command of the client's and forwards nothing. The administrator bans bob: sshd refuses his key
# until the ban is lifted.
# Needs root (to make the account and a root-owned copy of the program, as sshd requires of an
# AuthorizedKeysCommand); exit status 77 with the reason where it cannot run.
set -uo pipefail
binary=$(realpath "$1")
skip() { echo "SKIPPED: $*"; exit 77; }
source "$(dirname "$0")/test_server.sh"
prepare_test_server lobby p k
fail() {
  echo "FAIL (lobby): $*"
  echo "---- screen ----"; tmux -L "$socket" capture-pane -p -t game 2>/dev/null
  echo "---- sshd log ----"; cat "$work/sshd.log" 2>/dev/null
  exit 1
}

start_test_server
echo "admin install: $install_ms ms"
grep -qF "sshd: $work/sshd_config.d/boardgames.conf written and checked" "$work/install.log" ||
  fail "admin install did not say it checked sshd's configuration: $(cat "$work/install.log")"
tables="$data_dir/tables"
ssh-keygen -q -t ed25519 -N '' -f "$work/second_key" || skip "ssh-keygen failed"

screen() { tmux -L "$socket" capture-pane -p -t game 2>/dev/null; }
wait_for() {
  for _ in $(seq 80); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "never saw: $1"
}
# A session in the lobby with key $1, in a fresh tmux pane.
visit() {
  tmux -L "$socket" kill-server 2>/dev/null
  for _ in $(seq 20); do tmux -L "$socket" has-session 2>/dev/null || break; sleep 0.1; done
  sleep 0.2  # the old server gone before the new one starts
  open_pane "$1"
}
open_pane() {
  tmux -L "$socket" -f /dev/null new-session -d -s game -x 100 -y 30 \
    "ssh -tt -i '$1' ${ssh_options[*]} $account@127.0.0.1; echo SSH-ENDED \$?; sleep 60"
}
typed() { tmux -L "$socket" send-keys -t game -l "$1"; sleep 0.2; }
key() { tmux -L "$socket" send-keys -t game "$1"; sleep 0.2; }

# A key never seen: a name to choose.
visit "$work/user_key"
wait_for "This SSH key is new here"
typed "alice"; key Enter
wait_for "you are alice"
wait_for "Welcome, alice: this key is you from now on."
key q
wait_for "SSH-ENDED 0"

# Another new key: alice is taken (whatever the case), bob is free.
visit "$work/second_key"
wait_for "This SSH key is new here"
typed "Alice"; key Enter
wait_for "the name Alice is taken"
for _ in 1 2 3 4 5; do key BSpace; done
typed "bob"; key Enter
wait_for "you are bob"
key q
wait_for "SSH-ENDED 0"

# The first key again: the same player, no question asked (and how long from ssh to the lobby
# drawn, a figure for the notes, not a check).
tmux -L "$socket" kill-server 2>/dev/null
sleep 0.3
started=$(date +%s%N)
open_pane "$work/user_key"
for _ in $(seq 300); do screen | grep -qF "you are alice" && break; sleep 0.01; done
echo "ssh to the lobby drawn: $((($(date +%s%N) - started) / 1000000)) ms"
wait_for "Welcome back, alice."
wait_for "you are alice"
# A second key of alice's, named first: a code from her session, typed in a session of the new
# key, which is then hers by that name.
key K
wait_for "The new key's name:"
typed "work laptop"; key Enter
wait_for "Another key: ssh in with it, type"
code=$(screen | grep -oE 'ssh in with it, type [0-9]{5}-[0-9]{5}' | grep -oE '[0-9]{5}-[0-9]{5}')
key q
wait_for "SSH-ENDED 0"
ssh-keygen -q -t ed25519 -N '' -f "$work/third_key" || skip "ssh-keygen failed"
visit "$work/third_key"
wait_for "This SSH key is new here"
typed "00000-00000"; key Enter
wait_for "no such code waits"
for _ in $(seq 11); do key BSpace; done
typed "$code"; key Enter
wait_for "you are alice"
key Tab; key Tab; key Tab
wait_for "key  work laptop  SHA256:"
key q
wait_for "SSH-ENDED 0"

# Two players at once, each in a pane of their own.
tmux -L "$socket" kill-server 2>/dev/null
sleep 0.3
source "$(dirname "$0")/lobby_panes.sh"
start_in alice "$work/user_key"
start_in bob "$work/second_key"
wait_in alice "you are alice"
wait_in bob "you are bob"
wait_in alice "Here: alice, bob"
key_in alice o
wait_in alice "open a table"
key_in alice Down; key_in alice Down; key_in alice Right  # opposite: a player you invite
key_in alice Down
typed_in alice "bob"
key_in alice Enter
wait_in alice "bob is invited"
code=$(screen_of alice | grep -oE 'Table [a-z0-9]{6} is open' | awk '{ print $2 }')
[ -n "$code" ] || fail "no table code on alice's screen"
wait_in bob "invited    squares alice"
key_in bob Enter
wait_in bob "you: circles"
wait_in alice "bob sits at circles"
# Nobody but the service account names a player at its table, or sits there: not even root.
claim=$(python3 -c '
import socket, sys
s = socket.socket(socket.AF_UNIX)
s.connect(sys.argv[1])
s.sendall(("hello boardgames-table 4 %s join player bob\n" % sys.argv[2]).encode())
s.settimeout(3)
print(s.recv(4096).decode().strip())' "$tables/$code" "$code")
[ "$claim" = "error refused this table is the game server's: its players come through its lobby (ssh to its account)" ] ||
  fail "a claim from root was not refused as such: $claim"
click_square alice a1; click_square alice a2
wait_in bob "a1-a2"
click_square bob a4; click_square bob a3
wait_in alice "a4-a3"
click_square alice a2; click_square alice a4
wait_in alice "squares win"
wait_in bob "squares win"
# Both leave the table (the host is asked whether to close it) and are back in the lobby.
key_in alice q; screen_of alice | grep -qF "Leave the table" && key_in alice y
key_in bob q; screen_of bob | grep -qF "Leave the table" && key_in bob y
wait_in alice "you are alice"
wait_in bob "you are bob"
key_in bob Tab
wait_in bob "Your finished games"
wait_in bob "squares alice, circles bob"
key_in bob Enter
wait_in bob "p replays it with the computer's review, q goes back to the lobby"
wait_in bob "squares win"
key_in bob p
wait_in bob "Review: move 2 (squares) of 2"
wait_in bob "2. squares a2Xa4: best, squares wins in 1 -> won"
key_in bob q
wait_in bob "squares win"
key_in bob q
wait_in bob "you are bob"
key_in alice q; key_in bob q
wait_in alice "SSH-ENDED 0"
wait_in bob "SSH-ENDED 0"
games=$(su -s /bin/sh "$account" -c "$program_dir/boardgames archive --data $database")
echo "$games" | grep -qE "raps.*2 moves.*squares alice, circles bob" ||
  fail "the archive does not hold the game: $games"
echo "passed: a table opened with an invitation, accepted from the lobby, played to the end by clicks, found in the archive and replayed"

# No shell and no command of the client's: the forced lobby runs instead, and without a
# terminal it says so and ends.
output=$(ssh -i "$work/user_key" "${ssh_options[@]}" "$account@127.0.0.1" 'echo SHELL-RAN; id' 2>&1)
status=$?
[ $status = 2 ] || fail "a command for the service account ended with $status, not 2: $output"
echo "$output" | grep -qF "SHELL-RAN" && fail "the client's command ran: $output"
echo "$output" | grep -qF "the lobby needs a terminal" || fail "no reason given: $output"
# No forwarding of any kind.
if ssh -i "$work/user_key" "${ssh_options[@]}" -o ExitOnForwardFailure=yes -N \
  -R "127.0.0.1:$((port + 1)):127.0.0.1:$port" "$account@127.0.0.1" >"$work/forward.log" 2>&1 &
then
  forward_pid=$!
  sleep 2
  if kill -0 "$forward_pid" 2>/dev/null; then
    kill "$forward_pid"
    fail "a remote port forward was accepted"
  fi
fi
grep -qi "forwarding failed" "$work/forward.log" ||
  fail "the remote forward was not refused as such: $(cat "$work/forward.log")"
# A local forward and a dynamic (SOCKS) one: the connection through them is refused.
ssh -i "$work/user_key" "${ssh_options[@]}" -N -L "127.0.0.1:$((port + 2)):127.0.0.1:$port" \
  -D "127.0.0.1:$((port + 3))" "$account@127.0.0.1" >"$work/local.log" 2>&1 &
local_pid=$!
listening=""
for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$((port + 2))") 2>/dev/null && { listening=yes; break; }
  sleep 0.1
done
[ -n "$listening" ] || fail "the client's local forward never listened: $(cat "$work/local.log")"
# Through the forward, sshd's own banner would come back were it allowed; the channel is refused.
banner=$(timeout 3 bash -c "exec 3<>/dev/tcp/127.0.0.1/$((port + 2)); head -c 7 <&3" 2>/dev/null)
kill "$local_pid" 2>/dev/null
[ "$banner" = "SSH-2.0" ] && fail "a local forward reached sshd through the service account"
# The database holds the two players, and only the service account may open it.
[ "$(stat -c %U "$database")" = "$account" ] || fail "the database is not the service account's"
[ "$(stat -c %a "$data_dir")" = 711 ] || fail "the data folder is not 0711"
[ "$(stat -c %a "$database")" = 600 ] || fail "the database is open to others"
[ "$(stat -c %a "$tables")" = 700 ] || fail "the server's tables folder is open to others"
echo "passed: two keys named, a name refused, a key recognised, no shell, no forwarding"

# The administrator bans bob: sshd refuses his key before any lobby runs; lifted, he is back.
admin() { su -s /bin/sh "$account" -c "$program_dir/boardgames admin $* --data $database"; }
admin ban bob cheating >"$work/admin.log" 2>&1 || fail "admin ban failed: $(cat "$work/admin.log")"
output=$(ssh -i "$work/second_key" "${ssh_options[@]}" "$account@127.0.0.1" true 2>&1)
echo "$output" | grep -qF "Permission denied (publickey)" ||
  fail "a banned player's key was let in: $output"
admin players bob | grep -qF "BANNED: cheating" || fail "admin players does not show the ban"
admin unban bob >/dev/null || fail "admin unban failed"
output=$(ssh -i "$work/second_key" "${ssh_options[@]}" "$account@127.0.0.1" true 2>&1)
echo "$output" | grep -qF "the lobby needs a terminal" || fail "bob's key is still kept out: $output"
admin log | grep -qF "banned bob: cheating" || fail "the audit log misses the ban: $(admin log)"
admin log | grep -qF "rated game" || fail "the audit log misses the rated game: $(admin log)"
echo "passed: a ban keeps a key out at sshd, and is lifted; the audit log holds both"
