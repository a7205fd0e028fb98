#!/usr/bin/env bash
# End-to-end tests of games at a table: `boardgames raps --host` in one tmux session, `join`,
# `watch` and `reopen` in others, moves by SGR mouse clicks, checked on what each screen shows.
# Usage: table.sh BINARY CASE. Exit status 0: passed, 1: failed (every screen is printed),
# 77: skipped (a "SKIPPED: reason" line says why).
# Each run has its own tmux server, its own folder for XDG_DATA_HOME and BOARDGAMES_TABLES
# (exported, so the detached table processes use them too) and a cleanup that ends the game
# clients (SIGTERM, 10 s at most), the tables (found by that BOARDGAMES_TABLES in their
# environment), the tmux server, sshd and the test users.
set -uo pipefail
binary=$(realpath "$1")
case_name=$2
work=$(mktemp -d)
chmod 711 "$work"  # other users' programs reach the table folder inside it
sock="bg-table-$case_name-$$"
export XDG_DATA_HOME="$work/data"
export BOARDGAMES_TABLES="$work/tables"
users_made=()   # test users to remove at the end
sshd_pid=""
ssh_pid=""

# ---- processes -------------------------------------------------------------------------------

# The binary's processes of this run (known by BOARDGAMES_TABLES in their environment): the game
# clients and the tables. A binary replaced by a build meanwhile shows as "PATH (deleted)".
our_processes() {
  local dir pid exe
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    exe=$(readlink "$dir/exe" 2>/dev/null) || continue
    [ "${exe% (deleted)}" = "$binary" ] || continue
    tr '\0' '\n' <"$dir/environ" 2>/dev/null | grep -qxF "BOARDGAMES_TABLES=$BOARDGAMES_TABLES" &&
      echo "$pid"
  done
  return 0
}
# A table runs in a session of its own (setsid); a client in its tmux pane's session.
is_table() { [ "$(ps -o sid= -p "$1" 2>/dev/null | tr -d ' ')" = "$1" ]; }
table_pids() { local pid; for pid in $(our_processes); do is_table "$pid" && echo "$pid"; done; return 0; }
client_pids() { local pid; for pid in $(our_processes); do is_table "$pid" || echo "$pid"; done; return 0; }
# The game client in tmux session $1.
client_pid() {
  local pane pid
  pane=$(tmux -L "$sock" list-panes -t "$1" -F '#{pane_pid}' 2>/dev/null) || return 0
  for pid in $(client_pids); do
    [ "$(ps -o sid= -p "$pid" 2>/dev/null | tr -d ' ')" = "$pane" ] && echo "$pid"
  done
  return 0
}

# Sends SIGTERM to the processes $1 and waits up to $2 tenths of a second; prints those left.
terminate() {
  local pids=$1 tenths=$2 pid left
  for pid in $pids; do kill -TERM "$pid" 2>/dev/null; done
  for _ in $(seq "$tenths"); do
    left=""
    for pid in $pids; do kill -0 "$pid" 2>/dev/null && left+=" $pid"; done
    [ -z "$left" ] && break
    sleep 0.1
  done
  echo "$left"
}

cleanup() {
  local status=$? pid left
  trap - EXIT
  # The clients first, while their terminals exist: killing the tmux server hangs up on them.
  left=$(terminate "$(client_pids)" 100)
  if [ -n "$left" ]; then
    echo "FAIL ($case_name): game clients$left did not exit within 10 s of SIGTERM"
    for pid in $left; do kill -KILL "$pid" 2>/dev/null; done
    status=1
  fi
  left=$(terminate "$(our_processes)" 30)
  for pid in $left; do kill -KILL "$pid" 2>/dev/null; done
  tmux -L "$sock" kill-server 2>/dev/null
  [ -n "$ssh_pid" ] && kill "$ssh_pid" 2>/dev/null
  [ -s "$work/sshd.pid" ] && sshd_pid=$(cat "$work/sshd.pid")
  [ -n "$sshd_pid" ] && kill "$sshd_pid" 2>/dev/null
  local user
  for user in "${users_made[@]}"; do
    # Its programs were the clients and the table, ended above.
    for _ in $(seq 25); do userdel -r "$user" 2>/dev/null && break; sleep 0.2; done
    id -u "$user" >/dev/null 2>&1 &&
      echo "WARNING ($case_name): could not remove user $user: $(userdel -r "$user" 2>&1)"
  done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

skip() { echo "SKIPPED: $*"; exit 77; }
fail() {
  local session
  echo "FAIL ($case_name): $*"
  for session in $(tmux -L "$sock" list-sessions -F '#{session_name}' 2>/dev/null); do
    echo "---- screen of $session ----"
    screen "$session"
  done
  [ -f "$work/sshd.log" ] && { echo "---- sshd log ----"; cat "$work/sshd.log"; }
  exit 1
}

# ---- screens ---------------------------------------------------------------------------------

screen() { tmux -L "$sock" capture-pane -p -t "$1" 2>/dev/null; }
status_line() { screen "$1" | sed -n 39p; }  # at 100x40: line 40 has the key hints

# Waits (10 s unless told, in tenths) for a session's screen to show a fixed string.
wait_for() {  # SESSION TEXT [TENTHS]
  for _ in $(seq "${3:-100}"); do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.1
  done
  fail "$1 never showed: $2"
}
wait_regex() {  # SESSION PATTERN [TENTHS]
  for _ in $(seq "${3:-100}"); do
    screen "$1" | grep -qE -- "$2" && return 0
    sleep 0.1
  done
  fail "$1 never matched: $2"
}
# The move log exactly (a longer log also contains the shorter one).
wait_moves() {  # SESSION LOG
  for _ in $(seq 100); do
    screen "$1" | grep -qxF -- "Moves: $2" && return 0
    sleep 0.1
  done
  fail "$1 never showed the line 'Moves: $2' (it shows '$(screen "$1" | grep '^Moves:')')"
}
wait_status() {  # SESSION TEXT: the status line holds it
  for _ in $(seq 100); do
    status_line "$1" | grep -qF -- "$2" && return 0
    sleep 0.1
  done
  fail "$1's status line never said: $2 (it says '$(status_line "$1")')"
}
wait_status_gone() {  # SESSION TEXT: the status line no longer holds it
  for _ in $(seq 100); do
    status_line "$1" | grep -qF -- "$2" || return 0
    sleep 0.1
  done
  fail "$1's status line still says: $(status_line "$1")"
}
expect_line() {  # SESSION TEXT: a line begins with it (the side panel may follow)
  screen "$1" | awk -v want="$2" 'index($0, want) == 1 { found = 1 } END { exit !found }' ||
    fail "$1 has no line beginning: '$2'"
}

# ---- input -----------------------------------------------------------------------------------

keys() { tmux -L "$sock" send-keys -t "$1" "${@:2}"; sleep 0.15; }
typed() { tmux -L "$sock" send-keys -t "$1" -l "$2"; sleep 0.15; }
# A left click (press and release) at a RAPS square at the default 100x40 layout (board at row
# 3, column 2; cells 11 columns by 5 lines), as in e2e.sh.
click() {  # SESSION SQUARE
  local column=$((11 + 12 * ($(printf '%d' "'${2:0:1}") - 97))) row=$((8 + 6 * (4 - ${2:1})))
  tmux -L "$sock" send-keys -t "$1" -l $'\e[<0;'"$column;$row"'M'
  tmux -L "$sock" send-keys -t "$1" -l $'\e[<0;'"$column;$row"'m'
  sleep 0.15
}
raps_rank() {
  local line="  $1 |" piece
  shift
  for piece in "$@"; do line+="     $piece     |"; done
  echo "$line"
}
# A move by clicks in one session, then the same log on every session named after it.
move() {  # SESSION FROM TO LOG WATCHING-SESSIONS...
  local session=$1 from=$2 to=$3 log=$4 other
  shift 4
  click "$session" "$from"
  click "$session" "$to"
  for other in "$session" "$@"; do wait_moves "$other" "$log"; done
}

# ---- sessions --------------------------------------------------------------------------------

# Runs the binary in a new 100x40 tmux session; the pane keeps a shell to show the exit status.
# RUN_AS=USER runs it as that user, DATA=DIR with that XDG_DATA_HOME.
start() {  # SESSION ARGUMENTS...
  local session=$1 prefix=""
  shift
  [ -n "${RUN_AS:-}" ] && prefix="runuser -u $RUN_AS -- "
  tmux -L "$sock" -f /dev/null new-session -d -s "$session" -x 100 -y 40 \
    "${prefix}env TERM=xterm-256color XDG_DATA_HOME='${DATA:-$XDG_DATA_HOME}' BOARDGAMES_TABLES='$BOARDGAMES_TABLES' '$binary' $*; echo \"EXITED \$?\"; sleep 60" ||
    fail "cannot start tmux session $session"
}

# The greeting a screen starts with (the table's note of one's own arrival does not replace it).
greeting() {  # SESSION TEXT
  wait_status "$1" "$2"
}

# The host opens a RAPS table in session "host"; sets $code (read from the title bar).
host_table() {
  start host raps --host ${HOST_ARGS:-}
  wait_regex host "table [a-z0-9]{6}, you: squares *\$"
  code=$(screen host | sed -n '1s/.* table \([a-z0-9]\{6\}\), you: squares *$/\1/p')
  [ -n "$code" ] || fail "no table code in the host's title bar"
  greeting host "code: $code   "
  greeting host "join with: boardgames join $code"
  [ -S "$BOARDGAMES_TABLES/$code" ] || fail "no socket at $BOARDGAMES_TABLES/$code"
}
join_table() {  # SESSION [EXTRA ARGUMENTS...]: takes the free seat, circles
  start "$1" join "$code" "${@:2}"
  wait_for "$1" "table $code, you: circles"
}

# Both screens: squares b1-b2, circles b4-b3, squares b2Xb4 (reaching the far rank).
play_to_the_end() {  # WATCHING-SESSIONS...
  move host b1 b2 "1. b1-b2" guest "$@"
  move guest b4 b3 "1. b1-b2 b4-b3" host "$@"
  move host b2 b4 "1. b1-b2 b4-b3 2. b2Xb4" guest "$@"
  local session
  for session in host guest "$@"; do
    wait_status "$session" "Game over: squares win (reached the far rank)"
    expect_line "$session" "$(raps_rank 4 O '#' O O)"
    expect_line "$session" "$(raps_rank 3 ' ' ' ' ' ' ' ')"
    expect_line "$session" "$(raps_rank 1 '#' ' ' '#' '#')"
  done
}

# ---- cases -----------------------------------------------------------------------------------

case_two_players_by_clicks() {
  host_table
  join_table guest
  wait_status host "$(id -un) sits at circles"
  wait_regex host "circles +$(id -un)\$"
  wait_regex guest "squares +$(id -un)\$"
  greeting guest "At table $code of $(id -un)"
  click guest a4  # not circles' turn
  wait_status guest "Wait: "
  keys guest c; typed guest "good luck"; keys guest Enter
  wait_status host "$(id -un): good luck"
  play_to_the_end
}

case_watcher_sees_every_move() {
  host_table
  join_table guest
  start watcher watch "$code"
  wait_for watcher "table $code (watching)"
  wait_moves watcher "(none yet)"
  click watcher b1  # a piece of the side to move
  wait_status watcher "You are watching: the players move"
  click watcher b4
  wait_status watcher "You are watching: the players move"
  screen watcher | grep -qxF "Moves: (none yet)" || fail "the watcher's clicks changed the game"
  play_to_the_end watcher
}

case_client_killed_rejoins() {
  host_table
  join_table guest
  move host c1 c2 "1. c1-c2" guest
  move guest a4 a3 "1. c1-c2 a4-a3" host
  local guest_pid
  guest_pid=$(client_pid guest)
  [ -n "$guest_pid" ] || fail "cannot find the guest's client"
  kill -KILL "$guest_pid"
  # Gone (the shell's "Killed" message may wrap the pane's EXITED line, so not read there).
  for _ in $(seq 50); do kill -0 "$guest_pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$guest_pid" 2>/dev/null && fail "the guest's client outlived SIGKILL"
  wait_status host "$(id -un) left the table"
  wait_regex host "circles +$(id -un) \(away\)\$"
  join_table guest2
  wait_moves guest2 "1. c1-c2 a4-a3"
  wait_status host "$(id -un) is back at circles"
  wait_regex host "circles +$(id -un)\$"
  move host d1 d2 "1. c1-c2 a4-a3 2. d1-d2" guest2
  move guest2 d4 d3 "1. c1-c2 a4-a3 2. d1-d2 d4-d3" host
}

case_table_killed_reopened() {
  host_table
  join_table guest
  move host c1 c2 "1. c1-c2" guest
  local table
  table=$(table_pids)
  [ "$(echo "$table" | wc -w)" = 1 ] || fail "expected one table process, found: $table"
  kill -KILL "$table"
  wait_status host "the connection to the table dropped; trying again in"
  wait_status guest "the connection to the table dropped; trying again in"
  start reopen reopen "$code"
  wait_for reopen "is open again" 150
  wait_for reopen "EXITED 0"
  local session
  for session in host guest; do
    wait_status_gone "$session" "trying again"
    wait_moves "$session" "1. c1-c2"
  done
  wait_for host "table $code, you: squares"
  wait_for guest "table $code, you: circles"
  move guest a4 a3 "1. c1-c2 a4-a3" host
  move host b1 b2 "1. c1-c2 a4-a3 2. b1-b2" guest
}

case_two_unix_users() {
  [ "$(id -u)" = 0 ] || skip "creating test users needs root"
  if ! command -v useradd >/dev/null || ! command -v runuser >/dev/null; then
    skip "useradd or runuser is missing"
  fi
  local user
  for user in bgplayer1 bgplayer2; do
    if ! id -u "$user" >/dev/null 2>&1; then
      useradd -m "$user" || skip "useradd $user failed"
    fi
    users_made+=("$user")
    mkdir -p "$work/$user"
    chown "$user:" "$work/$user"
    chmod 700 "$work/$user"
  done
  # The binary where both users may run it: its own path if they can, else a copy.
  if ! runuser -u bgplayer1 -- test -x "$binary"; then
    mkdir -p "$work/bin"; chmod 755 "$work/bin"
    cp "$binary" "$work/bin/boardgames"; chmod 755 "$work/bin/boardgames"
    binary="$work/bin/boardgames"
  fi
  # A shared table folder as /tmp is: sticky and writable by all.
  mkdir "$BOARDGAMES_TABLES"
  chmod 1733 "$BOARDGAMES_TABLES"
  RUN_AS=bgplayer1 DATA="$work/bgplayer1" HOST_ARGS="--invite bgplayer2" host_table
  RUN_AS=bgplayer2 DATA="$work/bgplayer2" join_table guest
  greeting guest "At table $code of bgplayer1"
  wait_status host "bgplayer2 sits at circles"
  wait_regex host "circles +bgplayer2\$"
  wait_regex guest "squares +bgplayer1\$"
  [ -f "$work/bgplayer1/boardgames/tables/$code.txt" ] || fail "no table record in the host's data"
  [ -f "$work/bgplayer2/boardgames/tables/$code.tokens" ] || fail "no token in the guest's data"
  [ "$(stat -c %U "$work/bgplayer2/boardgames/tables/$code.tokens")" = bgplayer2 ] ||
    fail "the guest's token file is not the guest's"
  move host b1 b2 "1. b1-b2" guest
  move guest a4 a3 "1. b1-b2 a4-a3" host
}

case_ssh_forwarded_socket() {
  local user port
  source "$(dirname "$0")/test_sshd.sh"
  start_test_sshd
  sshd_pid=$(cat "$work/sshd.pid")

  host_table
  ssh -N -L "$work/fwd.sock:$BOARDGAMES_TABLES/$code" -i "$work/user_key" -p "$port" \
    -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR \
    -o BatchMode=yes -o ExitOnForwardFailure=yes "$user@127.0.0.1" 2>"$work/ssh.log" &
  ssh_pid=$!
  for _ in $(seq 100); do
    [ -S "$work/fwd.sock" ] && break
    kill -0 "$ssh_pid" 2>/dev/null || skip "ssh could not log in to the test sshd: $(cat "$work/ssh.log")"
    sleep 0.1
  done
  [ -S "$work/fwd.sock" ] || fail "ssh made no forwarded socket at $work/fwd.sock"
  # The guest, as on another machine: its own data folder.
  mkdir -p "$work/guest-data"
  DATA="$work/guest-data" join_table guest --socket "$work/fwd.sock"
  greeting guest "At table $code of $user"
  wait_status host "$user sits at circles"
  move host d1 d2 "1. d1-d2" guest
  move guest c4 c3 "1. d1-d2 c4-c3" host
  [ -f "$work/guest-data/boardgames/tables/$code.tokens" ] || fail "the guest kept no token"
}

if ! declare -F "case_$case_name" >/dev/null; then
  echo "unknown case $case_name (cases: $(declare -F | sed -n 's/^declare -f case_//p' | tr '\n' ' '))"
  exit 2
fi
command -v tmux >/dev/null || skip "tmux is not installed"
started=$SECONDS
"case_$case_name"
echo "PASS ($case_name) in $((SECONDS - started)) s"
