#!/usr/bin/env bash
# A real SSH session: sshd on a loopback port with keys made for this test, `ssh -tt` inside
# tmux running `boardgames raps`, moves by mouse and keys, then the SSH client is killed as a
# dropped connection would be. The game must end by its hang-up path (exit status 129: the
# terminal restored, the game autosaved) and the autosave must hold the moves.
# Exit status 77 (reported by ctest as skipped, with the reason) where sshd cannot run here.
set -uo pipefail
binary=$(realpath "$1")
skip() { echo "SKIPPED: $*"; exit 77; }

work=$(mktemp -d)
socket="bg-ssh-$$"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null
  [ -f "$work/sshd.pid" ] && kill "$(cat "$work/sshd.pid")" 2>/dev/null
  sleep 0.3
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAIL (ssh): $*"
  echo "---- screen ----"; tmux -L "$socket" capture-pane -p -t game 2>/dev/null
  echo "---- sshd log ----"; cat "$work/sshd.log" 2>/dev/null
  exit 1
}

source "$(dirname "$0")/test_sshd.sh"
source "$(dirname "$0")/moves_line.sh"
start_test_sshd

# The remote shell ignores the hang-up itself (the game installs its own handler) so that it
# can write down how the game ended. Both ends are this machine: the command is a script file.
cat > "$work/remote.sh" <<REMOTE
trap '' HUP
env TERM=xterm-256color XDG_DATA_HOME='$work/data' '$binary' raps --mode hh
echo \$? > '$work/status'
REMOTE
tmux -L "$socket" -f /dev/null new-session -d -s game -x 100 -y 40 \
  "ssh -tt -i '$work/user_key' -p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o BatchMode=yes $user@127.0.0.1 sh '$work/remote.sh'; echo SSH-ENDED; sleep 60"

wait_for() {
  for _ in $(seq 80); do
    tmux -L "$socket" capture-pane -p -t game | moves_as_line | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "never saw: $1"
}
click() {  # a RAPS square at the default layout, by SGR mouse report through SSH
  local column=$((11 + 12 * ($(printf '%d' "'${1:0:1}") - 97))) row=$((8 + 6 * (4 - ${1:1})))
  tmux -L "$socket" send-keys -t game -l $'\e[<0;'"$column;$row"'M'
  tmux -L "$socket" send-keys -t game -l $'\e[<0;'"$column;$row"'m'
  sleep 0.3
}

wait_for "boardgames: RAPS"
click b1; click b2
wait_for "Moves: 1. b1-b2"
tmux -L "$socket" send-keys -t game ':'; sleep 0.2
tmux -L "$socket" send-keys -t game -l 'a4-a3'; sleep 0.2
tmux -L "$socket" send-keys -t game Enter
wait_for "Moves: 1. b1-b2 a4-a3"

game=$(pgrep -n -f "^$binary raps --mode hh")
[ -n "$game" ] || fail "cannot find the game process"
pkill -9 -f "ssh -tt -i $work/user_key" || fail "cannot kill the SSH client"
wait_for "SSH-ENDED"
for _ in $(seq 50); do kill -0 "$game" 2>/dev/null || break; sleep 0.1; done
kill -0 "$game" 2>/dev/null && fail "the game is still running after the connection dropped"
for _ in $(seq 30); do [ -s "$work/status" ] && break; sleep 0.1; done
[ "$(cat "$work/status" 2>/dev/null)" = 129 ] || fail "the game did not end by its hang-up path (status: $(cat "$work/status" 2>/dev/null))"
grep -qx "1. b1-b2 a4-a3" "$work/data/boardgames/autosave-raps.txt" || fail "no autosave with the moves"
echo "PASS (ssh): the game ended on hang-up (status 129), restored the terminal and autosaved"
