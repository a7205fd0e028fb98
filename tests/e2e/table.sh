#!/usr/bin/env bash
# End-to-end tests of games at a table (the cases: table/*.sh, one file a topic):
# `boardgames raps --host` in one tmux session, `join`,
# `watch` and `reopen` in others, moves by SGR mouse clicks, checked on what each screen shows.
# Usage: table.sh BINARY CASE [TABLE_PEER FAKE_TABLE]. Exit status 0: passed, 1: failed (every
# screen is printed), 77: skipped (a "SKIPPED: reason" line says why).
# TABLE_PEER (tests/e2e/table_peer.cpp) is a raw client, an attacker's script; FAKE_TABLE
# (tests/e2e/fake_table.cpp) a hostile table. The security cases need them, and root to make
# the Unix users they play as (each case its own users, so cases may run in parallel).
# Each run has its own tmux server, its own folder for XDG_DATA_HOME and BOARDGAMES_TABLES
# (exported, so the detached table processes use them too) and a cleanup that ends the test
# programs, the game clients (SIGTERM, 10 s at most), the tables (found by that
# BOARDGAMES_TABLES in their environment), the tmux server, sshd and the test users.
set -uo pipefail
binary=$(realpath "$1")
case_name=$2
peer_bin=${3:+$(realpath "$3")}
fake_bin=${4:+$(realpath "$4")}
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
# The test programs of this run (table_peer, fake_table), started with that BOARDGAMES_TABLES.
helper_pids() {
  local dir exe
  [ -n "$peer_bin$fake_bin" ] || return 0
  for dir in /proc/[0-9]*; do
    exe=$(readlink "$dir/exe" 2>/dev/null) || continue
    exe=${exe% (deleted)}
    [ "$exe" = "$peer_bin" ] || [ "$exe" = "$fake_bin" ] || continue
    tr '\0' '\n' <"$dir/environ" 2>/dev/null | grep -qxF "BOARDGAMES_TABLES=$BOARDGAMES_TABLES" &&
      echo "${dir#/proc/}"
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
  pane=$(tmux -u -L "$sock" list-panes -t "$1" -F '#{pane_pid}' 2>/dev/null) || return 0
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
  left=$(terminate "$(helper_pids)" 30)
  for pid in $left; do kill -KILL "$pid" 2>/dev/null; done
  # The clients first, while their terminals exist: killing the tmux server hangs up on them.
  left=$(terminate "$(client_pids)" 100)
  if [ -n "$left" ]; then
    echo "FAIL ($case_name): game clients$left did not exit within 10 s of SIGTERM"
    for pid in $left; do kill -KILL "$pid" 2>/dev/null; done
    status=1
  fi
  left=$(terminate "$(our_processes)" 30)
  for pid in $left; do kill -KILL "$pid" 2>/dev/null; done
  tmux -u -L "$sock" kill-server 2>/dev/null
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
# A check whose failure need not stop the case: the rest still runs, and the case fails at the
# end with every such failure.
flaws=()
flaw() { echo "FAILED CHECK ($case_name): $*"; flaws+=("$*"); }
fail() {
  local session
  echo "FAIL ($case_name): $*"
  for session in $(tmux -u -L "$sock" list-sessions -F '#{session_name}' 2>/dev/null); do
    echo "---- screen of $session ----"
    screen "$session"
  done
  [ -f "$work/sshd.log" ] && { echo "---- sshd log ----"; cat "$work/sshd.log"; }
  exit 1
}

# ---- screens ---------------------------------------------------------------------------------

source "$(dirname "${BASH_SOURCE[0]}")/moves_line.sh"
screen() { tmux -u -L "$sock" capture-pane -p -t "$1" 2>/dev/null | moves_as_line; }
row() { screen "$1" | sed -n "$2p"; }  # a line of the screen, 1-based
status_line() { row "$1" 39; }  # at 100x40: line 40 has the key hints

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
# Row 3 at 100x40, the blank line between the move log and the board, holds requests (a knock,
# a take-back asked): apart from the status line, where chat comes and goes.
wait_row() {  # SESSION ROW TEXT: the row holds it
  for _ in $(seq 100); do
    row "$1" "$2" | grep -qF -- "$3" && return 0
    sleep 0.1
  done
  fail "$1's row $2 never said: $3 (it says '$(row "$1" "$2")')"
}
wait_row_blank() {  # SESSION ROW
  for _ in $(seq 100); do
    [ -z "$(row "$1" "$2" | tr -d ' ')" ] && return 0
    sleep 0.1
  done
  fail "$1's row $2 is still '$(row "$1" "$2")'"
}
# The program ended with that status, its terminal restored: back from the alternate screen,
# the cursor shown, no mouse reporting left on.
expect_restored() {  # SESSION STATUS
  wait_for "$1" "EXITED $2"
  local flag want value
  for flag in alternate_on=0 cursor_flag=1 mouse_any_flag=0 mouse_button_flag=0 mouse_sgr_flag=0; do
    want=${flag#*=}
    value=$(tmux -u -L "$sock" display -p -t "$1" "#{${flag%=*}}")
    # A mouse flag this tmux does not know reads empty.
    [ -z "$value" ] && [[ $flag == mouse_* ]] && continue
    [ "$value" = "$want" ] || fail "$1's terminal was not restored: ${flag%=*} is $value, not $want"
  done
}
expect_line() {  # SESSION TEXT: a line begins with it (the side panel may follow)
  screen "$1" | awk -v want="$2" 'index($0, want) == 1 { found = 1 } END { exit !found }' ||
    fail "$1 has no line beginning: '$2'"
}

# ---- input -----------------------------------------------------------------------------------

keys() { tmux -u -L "$sock" send-keys -t "$1" "${@:2}"; sleep 0.15; }
typed() { tmux -u -L "$sock" send-keys -t "$1" -l "$2"; sleep 0.15; }
# The screen spot (1-based "COLUMN ROW") of a square as the session draws it, read from the
# coordinates on the screen (the files above the board, a rank beside its middle line): right
# whether the board is turned around (the second seat's) or not.
square_spot() {  # SESSION SQUARE
  local file=${2:0:1} rank=${2:1} column row
  column=$(screen "$1" | grep -m1 -E '^ +[a-z]( +[a-z])+( {2,}|$)' |
    awk -v f="$file" '{ if (match($0, " " f "( |$)")) print RSTART + 1 }')
  row=$(screen "$1" | grep -m1 -nE "^ +$rank \|" | cut -d: -f1)
  [ -n "$column" ] && [ -n "$row" ] && echo "$column $row"
}
# The session's board is turned around: its first file drawn is not a.
board_turned() {  # SESSION
  screen "$1" | grep -m1 -E '^ +[a-z]( +[a-z])+( {2,}|$)' | grep -qvE '^ +a '
}
# A left click (press and release) at a square, wherever the session draws it.
click() {  # SESSION SQUARE
  local spot
  spot=$(square_spot "$1" "$2") || fail "$1: no square $2 on the screen"
  set -- "$1" $spot
  tmux -u -L "$sock" send-keys -t "$1" -l $'\e[<0;'"$2;$3"'M'
  tmux -u -L "$sock" send-keys -t "$1" -l $'\e[<0;'"$2;$3"'m'
  sleep 0.15
}
raps_rank() {
  local line="  $1 |" piece
  shift
  for piece in "$@"; do line+="     $piece     |"; done
  echo "$line"
}
# A RAPS rank as the session draws it: PIECES from file a to d, right to left where the board is
# turned around.
expect_rank() {  # SESSION RANK PIECES...
  local session=$1 rank=$2 pieces=("${@:3}") shown=() i
  if board_turned "$session"; then
    for ((i = ${#pieces[@]} - 1; i >= 0; i--)); do shown+=("${pieces[i]}"); done
  else
    shown=("${pieces[@]}")
  fi
  expect_line "$session" "$(raps_rank "$rank" "${shown[@]}")"
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
# RUN_AS=USER runs it as that user, DATA=DIR with that XDG_DATA_HOME (a made user's own folder
# unless told), UTF8=1 in the C.UTF-8 locale. The arguments are shell words (2>FILE works).
start() {  # SESSION ARGUMENTS...
  local session=$1 prefix="" data=${DATA:-$XDG_DATA_HOME} locale=""
  shift
  if [ -n "${RUN_AS:-}" ]; then
    prefix="runuser -u $RUN_AS -- "
    [ -z "${DATA:-}" ] && [ -d "$work/$RUN_AS" ] && data="$work/$RUN_AS"
  fi
  [ -n "${UTF8:-}" ] && locale="LANG=C.UTF-8 LC_ALL=C.UTF-8 "
  tmux -u -L "$sock" -f /dev/null new-session -d -s "$session" -x 100 -y 40 \
    "${prefix}env TERM=xterm-256color ${locale}XDG_DATA_HOME='$data' BOARDGAMES_TABLES='$BOARDGAMES_TABLES' '$binary' $*; echo \"EXITED \$?\"; sleep 60" ||
    fail "cannot start tmux session $session"
}

# ---- Unix users --------------------------------------------------------------------------------

# Makes test users (as root; the case is skipped otherwise), each with a data folder of their
# own ($work/USER, 0700), and puts the binary and the test programs where they may run them.
# The tables folder is shared as /tmp is (sticky, writable by all, not listable).
make_users() {  # USER...
  [ "$(id -u)" = 0 ] || skip "creating test users needs root"
  if ! command -v useradd >/dev/null || ! command -v runuser >/dev/null; then
    skip "useradd or runuser is missing"
  fi
  local user
  for user in "$@"; do
    # Only the users made here are removed at the end (one left by a run that was killed is
    # used as it is, and left).
    if ! id -u "$user" >/dev/null 2>&1; then
      useradd -m "$user" || skip "useradd $user failed"
      users_made+=("$user")
    fi
    mkdir -p "$work/$user"
    chown "$user:" "$work/$user"
    chmod 700 "$work/$user"
  done
  # The programs at their own paths if the users may run them there, else copies.
  if ! runuser -u "$1" -- test -x "$binary" ||
    { [ -n "$peer_bin" ] && ! runuser -u "$1" -- test -x "$peer_bin"; }; then
    mkdir -p "$work/bin"
    chmod 755 "$work/bin"
    cp "$binary" "$work/bin/boardgames"
    binary="$work/bin/boardgames"
    if [ -n "$peer_bin" ]; then
      cp "$peer_bin" "$work/bin/table_peer"
      cp "$fake_bin" "$work/bin/fake_table"
      peer_bin="$work/bin/table_peer"
      fake_bin="$work/bin/fake_table"
    fi
    chmod 755 "$work"/bin/*
  fi
  if [ ! -d "$BOARDGAMES_TABLES" ]; then
    mkdir "$BOARDGAMES_TABLES"
    chmod 1733 "$BOARDGAMES_TABLES"
  fi
}
# Runs a command as a test user, with that user's data folder and this run's tables folder.
as() {  # USER COMMAND...
  local user=$1
  shift
  runuser -u "$user" -- env XDG_DATA_HOME="$work/$user" BOARDGAMES_TABLES="$BOARDGAMES_TABLES" "$@"
}
# The same in the background, its pid (runuser's, which hands a SIGTERM on) in $bg_pid; the
# caller's redirections apply.
as_bg() {  # USER COMMAND...
  local user=$1
  shift
  runuser -u "$user" -- env XDG_DATA_HOME="$work/$user" BOARDGAMES_TABLES="$BOARDGAMES_TABLES" "$@" &
  bg_pid=$!
}
bg_pid=""
# The security cases need the test programs.
need_test_programs() {
  [ -x "${peer_bin:-}" ] && [ -x "${fake_bin:-}" ] ||
    fail "table_peer and fake_table are needed (table.sh BINARY CASE TABLE_PEER FAKE_TABLE)"
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
  # Seated; at a finished table the title gives the result instead.
  wait_regex "$1" "table $code(, you: circles|: .*(wins?|draw))"
}

# Both screens: squares b1-b2, circles b4-b3, squares b2Xb4 (reaching the far rank).
play_to_the_end() {  # WATCHING-SESSIONS...
  move host b1 b2 "1. b1-b2" guest "$@"
  move guest b4 b3 "1. b1-b2 b4-b3" host "$@"
  move host b2 b4 "1. b1-b2 b4-b3 2. b2Xb4" guest "$@"
  local session
  for session in host guest "$@"; do
    wait_status "$session" "Game over: squares win (reached the far rank)"
    expect_rank "$session" 4 O '#' O O
    expect_rank "$session" 3 ' ' ' ' ' ' ' '
    expect_rank "$session" 1 '#' ' ' '#' '#'
  done
}

# ---- cases: one file a topic in table/, each case a case_NAME function ------------------------

for cases_file in "$(dirname "${BASH_SOURCE[0]}")"/table/*.sh; do
  # shellcheck source=/dev/null
  source "$cases_file"
done

if ! declare -F "case_$case_name" >/dev/null; then
  echo "unknown case $case_name (cases: $(declare -F | sed -n 's/^declare -f case_//p' | tr '\n' ' '))"
  exit 2
fi
command -v tmux >/dev/null || skip "tmux is not installed"
started=$SECONDS
"case_$case_name"
[ "${#flaws[@]}" = 0 ] || fail "$(printf '%s; ' "${flaws[@]}")"
echo "PASS ($case_name) in $((SECONDS - started)) s"
