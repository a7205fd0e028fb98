#!/usr/bin/env bash
# End-to-end tests of games at a table: `boardgames raps --host` in one tmux session, `join`,
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

screen() { tmux -u -L "$sock" capture-pane -p -t "$1" 2>/dev/null; }
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
# A left click (press and release) at a RAPS square at the default 100x40 layout (board at row
# 3, column 2; cells 11 columns by 5 lines), as in e2e.sh.
click() {  # SESSION SQUARE
  local column=$((11 + 12 * ($(printf '%d' "'${2:0:1}") - 97))) row=$((8 + 6 * (4 - ${2:1})))
  tmux -u -L "$sock" send-keys -t "$1" -l $'\e[<0;'"$column;$row"'M'
  tmux -u -L "$sock" send-keys -t "$1" -l $'\e[<0;'"$column;$row"'m'
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
  make_users bgplayer1 bgplayer2
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

# ---- security: strangers, knocks, hostile tables, floods -----------------------------------------

# A joining stranger's terminal says, before any screen, which table and whom they wait for
# (by name: "boardgames: table CODE: knocking: HOST is asked to let you sit (Ctrl-C gives up)").
wait_knocking() {  # SESSION HOST
  wait_regex "$1" "^boardgames: .*\\b$code\\b.*: $2 is asked to let you sit \\(Ctrl-C gives up\\)\$"
}
# The codes of the tables in this run's folder, as a command's output shows them.
codes_in() { grep -oE "$BOARDGAMES_TABLES/[a-z0-9]{6}" | sed 's|.*/||' | sort -u; }

# A stranger who knows the code (any local user finds it) gets nothing: the knock is turned
# away, watching refused, a raw socket's resign and chat refused while knocking; the invited
# friend sits and the game goes on unharmed.
case_attacker_refused() {
  need_test_programs
  make_users bghost bgfriend bgattacker
  RUN_AS=bghost HOST_ARGS="--invite bgfriend" host_table
  greeting host "bgfriend join with: boardgames join $code"
  local table_socket="$BOARDGAMES_TABLES/$code"
  # The code is no secret: every local user reads socket paths in /proc/net/unix and ss.
  as bgattacker cat /proc/net/unix | codes_in | grep -qxF "$code" ||
    fail "the attacker did not find the code in /proc/net/unix (the test's premise)"
  if command -v ss >/dev/null; then
    as bgattacker ss -xl | codes_in | grep -qxF "$code" ||
      fail "the attacker did not find the code with ss -xl (the test's premise)"
  fi

  # A raw socket with a valid-looking hello knocks, and gets nothing else while knocking.
  printf 'hello boardgames-table 4 %s join\nresign\nchat hi\nadmit bgattacker\n' "$code" |
    as bgattacker "$peer_bin" "$table_socket" --wait 1500 >"$work/raw.out" &
  local raw=$!
  wait_row host 3 "bgattacker knocks and asks to sit: a let them sit, x turn them away"
  wait "$raw"
  local wanted
  wanted=$(printf '%s\n' "wait knocking: bghost is asked to let you sit" \
    "refused wait for bghost's answer" "refused wait for bghost's answer" \
    "refused wait for bghost's answer")
  [ "$(cat "$work/raw.out")" = "$wanted" ] ||
    fail "the raw knock got: $(cat "$work/raw.out") (expected: $wanted)"
  wait_row_blank host 3  # gone with its connection

  # Joining knocks; the host sees it apart from the chat and turns them away.
  RUN_AS=bgattacker start attacker join "$code"
  wait_knocking attacker bghost
  wait_row host 3 "bgattacker knocks and asks to sit: a let them sit, x turn them away"
  keys host x
  wait_for attacker "boardgames: $code: bghost did not let you sit"
  expect_restored attacker 2
  wait_row_blank host 3
  # Turned away, not at the door again at once.
  printf 'hello boardgames-table 4 %s join\n' "$code" |
    as bgattacker "$peer_bin" "$table_socket" --wait 1500 >"$work/raw_again.out"
  [ "$(cat "$work/raw_again.out")" = "error refused bghost did not let you sit; ask them first" ] ||
    fail "knocking again at once got: $(cat "$work/raw_again.out")"

  # Watching: only the invited.
  RUN_AS=bgattacker start attacker_watch watch "$code"
  wait_for attacker_watch "boardgames: $code: only the people bghost invited may watch this table"
  expect_restored attacker_watch 2

  # Nor may the raw socket watch.
  printf 'hello boardgames-table 4 %s watch\nchat hi\n' "$code" |
    as bgattacker "$peer_bin" "$table_socket" --wait 1500 >"$work/raw_watch.out"
  [ "$(cat "$work/raw_watch.out")" = "error refused only the people bghost invited may watch this table" ] ||
    fail "the raw watcher got: $(cat "$work/raw_watch.out")"

  # The invited friend sits; the game goes on.
  RUN_AS=bgfriend join_table guest
  greeting guest "At table $code of bghost"
  wait_status host "bgfriend sits at circles"
  move host b1 b2 "1. b1-b2" guest
  # Now `ps` shows the code too (the friend's command line); the seat is taken.
  as bgattacker ps -eo args | grep -oE "boardgames join [a-z0-9]{6}" | grep -qxF "boardgames join $code" ||
    fail "the attacker did not find the code in ps (the test's premise)"
  RUN_AS=bgattacker start attacker_again join "$code"
  wait_for attacker_again "boardgames: $code: every seat is taken"
  expect_restored attacker_again 2
  printf 'hello boardgames-table 4 %s join\nresign\nchat hi\n' "$code" |
    as bgattacker "$peer_bin" "$table_socket" --wait 1500 >"$work/raw_full.out"
  [ "$(cat "$work/raw_full.out")" = "error full every seat is taken" ] ||
    fail "the raw join of a full table got: $(cat "$work/raw_full.out")"

  # The game is unharmed: moves by clicks, the log the players', nobody resigned or chatted.
  move guest a4 a3 "1. b1-b2 a4-a3" host
  move host c1 c2 "1. b1-b2 a4-a3 2. c1-c2" guest
  local session
  for session in host guest; do
    screen "$session" | grep -qiE "resigned|game over" && fail "$session says the game ended"
    status_line "$session" | grep -qF "bgattacker" && fail "$session's status line names the attacker"
  done
  screen guest | grep -qF bgattacker && fail "the attacker reached the friend's screen"
  grep -q "resign" "$work/bghost/boardgames/tables/$code.txt" && fail "the record says resigned"
  wait_regex host "circles +bgfriend\$"
}

# A stranger knocks, the host lets them in: their screen opens at the free seat and they play;
# once seated they come back without knocking.
case_knock_accepted() {
  make_users bgkhost bgknocker
  RUN_AS=bgkhost host_table
  greeting host "others join with: boardgames join $code (you let them sit)"
  RUN_AS=bgknocker start guest join "$code"
  wait_knocking guest bgkhost
  wait_row host 3 "bgknocker knocks and asks to sit: a let them sit, x turn them away"
  keys host a
  wait_for guest "table $code, you: circles"
  greeting guest "At table $code of bgkhost"
  wait_status host "bgknocker sits at circles"
  wait_row_blank host 3
  wait_regex host "circles +bgknocker\$"
  move host b1 b2 "1. b1-b2" guest
  move guest a4 a3 "1. b1-b2 a4-a3" host
  # Back after leaving: the seat is theirs now, no knock.
  keys guest q
  wait_for guest "Leave the table?"
  keys guest y
  expect_restored guest 0
  wait_status host "bgknocker left the table"
  RUN_AS=bgknocker join_table guest2
  wait_status host "bgknocker is back at circles"
  screen guest2 | grep -qF "knocking" && fail "the admitted player knocked again"
  move host c1 c2 "1. b1-b2 a4-a3 2. c1-c2" guest2
}

# ---- fake tables ---------------------------------------------------------------------------------

fake_code=k7q2mx  # the code the client is told to join; the fake answers whatever it is
# A RAPS game as a table describes it after its welcome: nothing played, circles ($1) here.
fake_snapshot() {  # [PLAYER]
  printf '%s\n' "host fakehost" "access private invited" "game raps" "options -" "start -" \
    "moves" "seat 0 squares here fakehost" "seat 1 circles here ${1:-$(id -un)}" "watchers 0" "ready"
}
# Runs fake_table (as USER if given) with SCRIPT, and in tmux session SESSION a client that
# joins (or watches: ROLE) through its socket (--socket), its stderr in $work/SESSION.err;
# waits for the client to end unless told WAIT=no. AT=tables puts the fake in the tables
# folder under the code, squatting it, where the client finds it without --socket. The hello
# the fake received is in $work/SESSION.hello ($work/fake-USER/SESSION.hello for a fake run by
# USER).
fake_run() {  # SESSION SCRIPT [ROLE] [FAKE-USER]
  local session=$1 script=$2 role=${3:-join} user=${4:-} folder="$work/fake" fake_socket
  [ -n "$user" ] && folder="$work/fake-$user"
  if [ ! -d "$folder" ]; then
    mkdir -p "$folder"
    [ -n "$user" ] && chown "$user:" "$folder"
    chmod 711 "$folder"
  fi
  fake_socket="$folder/$session.sock"
  [ "${AT:-}" = tables ] && fake_socket="$BOARDGAMES_TABLES/$fake_code"
  rm -f "$work/$session.hello" "$folder/$session.hello"
  if [ -n "$user" ]; then
    as "$user" "$fake_bin" "$fake_socket" "$script" "$folder/$session.hello" &
  else
    "$fake_bin" "$fake_socket" "$script" "$work/$session.hello" &
  fi
  for _ in $(seq 50); do [ -S "$fake_socket" ] && break; sleep 0.1; done
  [ -S "$fake_socket" ] || fail "fake_table made no socket at $fake_socket"
  if [ "${AT:-}" = tables ]; then
    start "$session" "$role" "$fake_code" "2>'$work/$session.err'"
  else
    start "$session" "$role" "$fake_code" --socket "$fake_socket" "2>'$work/$session.err'"
  fi
  if [ "${WAIT:-yes}" = yes ]; then
    wait_for "$session" "EXITED " 150
  fi
}
tokens_file() { echo "${1:-$XDG_DATA_HOME}/boardgames/tables/$fake_code.tokens"; }

# A table that breaks the protocol (bad seat numbers, roles, oversized fields, a verb or a move
# no table may send) is left at once, before the screen opens or from the game: exit status 2,
# the reason on stderr, the terminal restored, no token stored. A token goes only to a table
# run by the user who gave it.
case_fake_table_refused() {
  need_test_programs
  local token=0123456789abcdef long_name
  long_name=$(printf 'a%.0s' $(seq 300))
  # Each script: its name, then its lines ("+" for the good snapshot); "ingame" ones break
  # the protocol after the screen opened.
  mkdir -p "$work/scripts"
  {
    echo "welcome seat 1 $token"
    fake_snapshot
  } >"$work/scripts/good"
  { echo "welcome seat 2 $token"; fake_snapshot; } >"$work/scripts/seat_2"
  { echo "welcome seat 5 $token"; fake_snapshot; } >"$work/scripts/seat_5"
  { echo "welcome seat -2 $token"; fake_snapshot; } >"$work/scripts/seat_minus_2"
  { echo "welcome watch"; fake_snapshot; } >"$work/scripts/watch_welcome_to_join"
  { echo "welcome seat 1 $token"; fake_snapshot "$long_name"; } >"$work/scripts/long_name"
  { echo "welcome seat 1 $token"; fake_snapshot | sed 's/^moves$/moves a1-a4/'; } >"$work/scripts/illegal_start_move"
  { echo "welcome seat 1 $token"; echo "host $(printf 'x%.0s' $(seq 5000))"; } >"$work/scripts/line_over_4096"
  { echo "welcome seat 1 $token"; fake_snapshot; echo "bogus verb here"; } >"$work/scripts/unknown_verb_after_snapshot"
  { echo "welcome seat 1 $token"; fake_snapshot; echo "!sleep 1500"; echo "bogus verb here"; } >"$work/scripts/ingame_unknown_verb"
  { echo "welcome seat 1 $token"; fake_snapshot; echo "!sleep 1500"; echo "moved 1 a1-a4"; } >"$work/scripts/ingame_illegal_move"
  { echo "welcome seat 1 $token"; fake_snapshot; echo "!sleep 1500"; echo "seat 7 circles here x"; } >"$work/scripts/ingame_seat_7"

  # The good script first: the client takes it (so the bad ones cannot pass for nothing).
  WAIT=no fake_run good "$work/scripts/good"
  wait_for good "table $fake_code, you: circles"
  wait_regex good "squares +fakehost$"
  greeting good "At table $fake_code of fakehost"
  [ -f "$(tokens_file)" ] || fail "the good fake's token was not stored"
  grep -qxF "$token $(id -u)" "$(tokens_file)" || fail "the token was stored as: $(cat "$(tokens_file)")"
  [ "$(cat "$work/good.hello")" = "hello boardgames-table 4 $fake_code join" ] ||
    fail "the first hello was: $(cat "$work/good.hello")"
  keys good q
  wait_for good "Leave the table?"
  keys good y
  expect_restored good 0
  rm -f "$(tokens_file)"

  local script name
  for script in "$work"/scripts/*; do
    name=$(basename "$script")
    [ "$name" = good ] && continue
    fake_run "$name" "$script"
    expect_restored "$name" 2
    if [[ $name == ingame_* ]]; then
      grep -qF "boardgames: table $fake_code: the table broke the protocol: " "$work/$name.err" ||
        fail "$name: stderr was not the in-game broken-protocol line: $(cat "$work/$name.err")"
    else
      grep -qE "^boardgames: (table )?$fake_code: the table broke the protocol: " "$work/$name.err" ||
        fail "$name: stderr was not the broken-protocol line: $(cat "$work/$name.err")"
    fi
    echo "$name: $(cat "$work/$name.err")"
    if [ -e "$(tokens_file)" ]; then
      flaw "$name: a token was stored: $(cat "$(tokens_file)")"
      rm -f "$(tokens_file)"
    fi
  done
  # A watcher welcomed to a seat.
  fake_run watch_welcomed_to_seat "$work/scripts/good" watch
  expect_restored watch_welcomed_to_seat 2
  grep -qF "the table broke the protocol: " "$work/watch_welcomed_to_seat.err" ||
    fail "a watcher welcomed to a seat: $(cat "$work/watch_welcomed_to_seat.err")"

  # A token goes back only to a table run by the user it came from (the kernel's word on the
  # socket's peer). A fake of another user squatting the code in the shared tables folder gets
  # no token, and one run by that user does; a socket of another user's is no forwarded table.
  [ "$(id -u)" = 0 ] || skip "the fake tables were refused; the token checks need root (test users)"
  make_users bgtplayer bgthost bgtfake
  runuser -u bgtplayer -- mkdir -p "$work/bgtplayer/boardgames/tables"
  echo "$token $(id -u bgthost)" | runuser -u bgtplayer -- tee "$(tokens_file "$work/bgtplayer")" >/dev/null
  printf '%s\n' "error refused go away" "!hangup" >"$work/scripts/go_away"
  AT=tables RUN_AS=bgtplayer fake_run squatter "$work/scripts/go_away" join bgtfake
  expect_restored squatter 2
  grep -qF "boardgames: $fake_code: go away" "$work/squatter.err" ||
    fail "the squatter's client said: $(cat "$work/squatter.err")"
  [ "$(cat "$work/fake-bgtfake/squatter.hello")" = "hello boardgames-table 4 $fake_code join" ] ||
    fail "a table of another user was sent: $(cat "$work/fake-bgtfake/squatter.hello")"
  for _ in $(seq 50); do [ -e "$BOARDGAMES_TABLES/$fake_code" ] || break; sleep 0.1; done
  AT=tables RUN_AS=bgtplayer fake_run token_user "$work/scripts/go_away" join bgthost
  expect_restored token_user 2
  [ "$(cat "$work/fake-bgthost/token_user.hello")" = "hello boardgames-table 4 $fake_code join $token" ] ||
    fail "the table of the token's user was sent: $(cat "$work/fake-bgthost/token_user.hello")"
  RUN_AS=bgtplayer fake_run forwarded "$work/scripts/go_away" join bgtfake
  expect_restored forwarded 2
  grep -qF "boardgames: $fake_code: $work/fake-bgtfake/forwarded.sock is bgtfake's, not your own ssh's" \
    "$work/forwarded.err" || fail "a socket of another user's, forwarded: $(cat "$work/forwarded.err")"
  [ -z "$(cat "$work/fake-bgtfake/forwarded.hello" 2>/dev/null)" ] ||
    fail "a socket of another user's got: $(cat "$work/fake-bgtfake/forwarded.hello")"
  [ "$(cat "$(tokens_file "$work/bgtplayer")")" = "$token $(id -u bgthost)" ] ||
    fail "the tokens file changed: $(cat "$(tokens_file "$work/bgtplayer")")"
}

# ---- the tables folder, floods, a finished table -------------------------------------------------

# A tables folder another user owns, or that others may list or write without the sticky bit,
# is refused with the reason (exit status 2); root's, 1733, is taken.
case_folder_refused() {
  make_users bgdhost bgdowner
  local attempt=0
  # Hosting with the folder as OWNER and MODE: the exit status and stderr's reason.
  refused_as() {  # OWNER MODE REASON
    attempt=$((attempt + 1))
    chown "$1:" "$BOARDGAMES_TABLES"
    chmod "$2" "$BOARDGAMES_TABLES"
    RUN_AS=bgdhost start "host$attempt" raps --host "2>'$work/host$attempt.err'"
    expect_restored "host$attempt" 2
    grep -qF "$3" "$work/host$attempt.err" ||
      fail "a folder of $1, mode $2: stderr said '$(cat "$work/host$attempt.err")', not '$3'"
    [ -z "$(table_pids)" ] || fail "a table was opened in a folder of $1, mode $2"
  }
  refused_as bgdowner 1733 "$BOARDGAMES_TABLES belongs to bgdowner, who could replace the tables in it"
  refused_as root 1777 "$BOARDGAMES_TABLES may be listed by others (mode 1777)"
  refused_as root 0733 "$BOARDGAMES_TABLES is writable by others without the sticky bit (mode 0733)"
  refused_as bgdowner 0700 "$BOARDGAMES_TABLES belongs to bgdowner"
  # Root's and shared as /tmp is: the table opens.
  chown root: "$BOARDGAMES_TABLES"
  chmod 1733 "$BOARDGAMES_TABLES"
  RUN_AS=bgdhost host_table
  # Joining through a folder that became another user's is refused before connecting.
  chown bgdowner: "$BOARDGAMES_TABLES"
  RUN_AS=bgdhost start join join "$code" "2>'$work/join.err'"
  expect_restored join 2
  grep -qF "belongs to bgdowner" "$work/join.err" || fail "the join said: $(cat "$work/join.err")"
}

# 200 connections from one user (closed ones opened again at once) while the host and the
# invited friend play: every move arrives, no busy message, a player who drops finds his seat.
case_connection_flood() {
  need_test_programs
  make_users bgchost bgcfriend bgflooder
  RUN_AS=bgchost HOST_ARGS="--invite bgcfriend" host_table
  RUN_AS=bgcfriend join_table guest
  wait_status host "bgcfriend sits at circles"
  as_bg bgflooder "$peer_bin" "$BOARDGAMES_TABLES/$code" --hold 200 >"$work/flood.out"
  local flood=$bg_pid started
  for _ in $(seq 100); do grep -q "^holding 200" "$work/flood.out" && break; sleep 0.1; done
  grep -q "^holding 200" "$work/flood.out" || fail "the flood did not start: $(cat "$work/flood.out")"
  # Moves by both players during the flood, timed from the clicks to the other screen.
  started=$(date +%s%N)
  move host c1 c2 "1. c1-c2" guest
  echo "a move during the flood reached both screens $((($(date +%s%N) - started) / 1000000)) ms after its first click (0.3 s of which the clicks' pauses, polled every 0.1 s)"
  move guest a4 a3 "1. c1-c2 a4-a3" host
  move host d1 d2 "1. c1-c2 a4-a3 2. d1-d2" guest
  # A player whose client dies comes back during the flood.
  local guest_pid
  guest_pid=$(client_pid guest)
  [ -n "$guest_pid" ] || fail "cannot find the guest's client"
  kill -KILL "$guest_pid"
  wait_status host "bgcfriend left the table"
  RUN_AS=bgcfriend join_table guest2
  wait_status host "bgcfriend is back at circles"
  move guest2 d4 d3 "1. c1-c2 a4-a3 2. d1-d2 d4-d3" host
  kill -0 "$flood" 2>/dev/null || fail "the flood ended early: $(cat "$work/flood.out")"
  local session
  for session in host guest2; do
    screen "$session" | grep -qi "busy" && fail "$session shows a busy message"
  done
  kill -TERM "$flood"
  wait "$flood"
  echo "the flood: $(tr '\n' ';' <"$work/flood.out")"
  grep -qE "^[0-9]+ x error busy you have 8 connections to this table already: try again$" \
    "$work/flood.out" || fail "the flood never met the cap of 8 connections: $(cat "$work/flood.out")"
}

# A watcher floods the chat (1000 lines, as fast as the table takes them) while the guest asks
# to take back a move: the request shows on the host's row 3, apart from the chat. Text from
# people is cleaned (bidi, zero-width and invisible characters go, controls become spaces, bad
# UTF-8 shows as U+FFFD), typed in UTF-8 it arrives whole, and a long line is cut by width.
case_chat_flood_and_cleaning() {
  need_test_programs
  make_users bgwhost bgwguest bgwatcher
  UTF8=1 RUN_AS=bgwhost HOST_ARGS="--public --watchers anyone" host_table
  greeting host "anyone here may join with: boardgames join $code"
  UTF8=1 RUN_AS=bgwguest join_table guest
  wait_status host "bgwguest sits at circles"
  move host b1 b2 "1. b1-b2" guest
  move guest a4 a3 "1. b1-b2 a4-a3" host
  local hints
  hints=$(row host 40)

  # 1000 lines in bursts of 10, 0.15 s apart: the flood would last 15 s.
  {
    echo "hello boardgames-table 4 $code watch"
    for burst in $(seq 100); do
      for line in $(seq 10); do echo "chat spam $burst.$line"; done
      sleep 0.15
    done
  } | as bgwatcher "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 1000 >"$work/flood.out" &
  local flood=$! flood_started=$SECONDS
  wait_status host "bgwatcher: spam"
  keys guest u
  wait_row host 3 "bgwguest (circles) asks to take back a move: a accept, x decline"
  # The chat goes on beneath it: a newer line of spam, the request still there.
  local said
  said=$(status_line host)
  for _ in $(seq 50); do [ "$(status_line host)" != "$said" ] && break; sleep 0.1; done
  [ "$(status_line host)" != "$said" ] || fail "the flood's chat stopped showing: $said"
  row host 3 | grep -qF "asks to take back a move" || fail "the chat hid the request"
  kill -0 "$flood" 2>/dev/null || fail "the flood ended before the request was seen"
  # The host mutes the flooder (w, the second person listed, m): the guest still sees the
  # flood, the host no more, and the request stays.
  keys host w
  wait_for host "Who is at table $code"
  wait_for host "bgwatcher"
  keys host Down
  keys host Down
  wait_regex host ">   bgwatcher"
  keys host m
  wait_status host "bgwatcher's chat is muted here (m again to hear it)"
  wait_for host "bgwatcher  (muted)"
  keys host Escape
  said=$(status_line guest)
  for _ in $(seq 60); do
    [ "$(status_line guest)" != "$said" ] && status_line guest | grep -qF "bgwatcher: spam" && break
    sleep 0.1
  done
  status_line guest | grep -qF "bgwatcher: spam" && [ "$(status_line guest)" != "$said" ] ||
    fail "the guest saw no more of the flood (the test's premise): $(status_line guest)"
  sleep 0.3
  status_line host | grep -qF "bgwatcher:" && fail "the muted flooder still reaches the host: $(status_line host)"
  row host 3 | grep -qF "asks to take back a move" || fail "the request went from the host's screen"
  kill -0 "$flood" 2>/dev/null || fail "the flood ended before the mute was seen"
  keys host a
  wait_moves host "1. b1-b2"
  wait_moves guest "1. b1-b2"
  wait_row_blank host 3
  wait "$flood"
  local lasted=$((SECONDS - flood_started)) relayed
  relayed=$(grep -c "^said bgwatcher spam" "$work/flood.out")
  echo "the flood: 1000 lines in $lasted s, $relayed relayed, $(grep -c "^refused chat: not so fast" "$work/flood.out") refusals"
  [ "$relayed" -ge 5 ] && [ "$relayed" -le $((5 + lasted / 2 + 2)) ] ||
    fail "the table relayed $relayed of the flood's lines in $lasted s (5, then one each 2 s)"
  grep -q "^refused chat: not so fast; try again in a moment$" "$work/flood.out" ||
    fail "the flooder was never told to slow down"
  # The host sends the flooder away (w, the second person listed, s): their connection is
  # hung up on, and they may not come back.
  mkfifo "$work/watcher.in"
  as bgwatcher "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 2000 <"$work/watcher.in" >"$work/watcher.out" &
  local watcher=$! watcher_in
  exec {watcher_in}>"$work/watcher.in"
  echo "hello boardgames-table 4 $code watch" >&"$watcher_in"
  for _ in $(seq 50); do grep -q "^ready" "$work/watcher.out" && break; sleep 0.1; done
  keys host w
  wait_for host "Who is at table $code"
  wait_for host "bgwatcher  (muted)"
  keys host Down
  keys host Down
  wait_regex host ">   bgwatcher"
  keys host s
  keys host Escape
  wait "$watcher"
  exec {watcher_in}>&-
  grep -qxF "error refused bgwhost sent you away from this table" "$work/watcher.out" ||
    fail "the flooder was not sent away: $(tail -3 "$work/watcher.out")"
  printf 'hello boardgames-table 4 %s watch\n' "$code" |
    as bgwatcher "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 1500 >"$work/back.out"
  [ "$(cat "$work/back.out")" = "error refused bgwhost sent you away from this table" ] ||
    fail "the watcher sent away came back: $(cat "$work/back.out")"

  # Text from people, cleaned by the table: bidi override, zero-width space, byte order mark,
  # a C1 control (U+0085) and a byte that is no UTF-8, sent raw by the guest's script.
  mkfifo "$work/raw.in"
  as bgwguest "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 2000 <"$work/raw.in" >"$work/raw.out" &
  local raw=$! raw_in
  exec {raw_in}>"$work/raw.in"
  echo "hello boardgames-table 4 $code watch" >&"$raw_in"
  printf 'chat left\u202eright zero\u200bwidth bom\ufeffhere c1\u0085end bad\x9bbyte\n' >&"$raw_in"
  local clean
  clean=$(printf 'leftright zerowidth bomhere c1 end bad\ufffdbyte')
  wait_status host "bgwguest: $clean"
  wait_status guest "bgwguest: $clean"
  for _ in $(seq 20); do grep -q "^said bgwguest" "$work/raw.out" && break; sleep 0.1; done
  grep -qxF "said bgwguest $clean" "$work/raw.out" ||
    fail "the table relayed: $(grep "^said bgwguest" "$work/raw.out" | od -c | head)"
  screen host | grep -q $'\u202e\|\u200b\|\ufeff\|\u0085' && fail "an invisible character reached the host's screen"
  # A 300-column line, then 300 columns of CJK (two columns each; the table keeps 200 bytes):
  # wrapped by width above the status line and cut with an ellipsis, the key line untouched.
  local words
  words=$(printf 'w%03d ' $(seq 60))
  words=${words% }
  echo "chat $words" >&"$raw_in"
  wait_for host "bgwguest: w001 w002 w003"
  expect_chat_fits host "$hints"
  echo "the 300-column line shows as: $(screen host | sed -n '/bgwguest: w001/,39p' | tr '\n' '|')"
  # The table keeps its first 200 bytes: 66 characters, 132 columns, which begin on the name's
  # line and fill two lines whole.
  echo "chat $(printf '漢字%.0s' $(seq 75))" >&"$raw_in"
  wait_for host "漢字漢字漢字"
  expect_chat_fits host "$hints" whole
  [ "$(screen host | sed -n '/^bgwguest:/,39p' | grep -o '[漢字]' | wc -l)" = 66 ] ||
    fail "the CJK line did not arrive whole: $(screen host | sed -n '/^bgwguest:/,39p')"
  echo "the CJK line shows as: $(screen host | sed -n '/^bgwguest:/,39p' | tr '\n' '|')"
  exec {raw_in}>&-
  wait "$raw"

  # Typed in the chat prompt, in a UTF-8 locale: arrives whole on the other screen.
  keys host c
  typed host "café"
  keys host Enter
  wait_status guest "bgwhost: café"
  keys host c
  typed host "漢字"
  keys host Enter
  wait_status guest "bgwhost: 漢字"
}

# A long chat line on SESSION's screen: each line of it (from "NAME: " to the status line) at
# most 100 columns wide (CJK counting two), the last cut with an ellipsis (unless WHOLE), the
# key line HINTS.
expect_chat_fits() {  # SESSION HINTS [WHOLE]
  local line width lines
  lines=$(screen "$1" | sed -n -E '/^bg[a-z]*:( |$)/,39p')
  [ -n "$lines" ] || fail "$1 shows no chat line"
  while IFS= read -r line; do
    width=$(($(printf '%s' "$line" | LC_ALL=C.UTF-8 wc -m) + $(printf '%s' "$line" | grep -o '[漢字]' | wc -l)))
    [ "$width" -le 100 ] || fail "$1: a chat line $width columns wide: $line"
  done <<<"$lines"
  [ -n "${3:-}" ] || [ "$(row "$1" 39 | LC_ALL=C.UTF-8 grep -o '.$')" = "…" ] ||
    fail "$1: the long line is not cut with an ellipsis"
  [ "$(row "$1" 40)" = "$2" ] || fail "$1: the chat spilled onto the key line: $(row "$1" 40)"
}

# The status line says exactly this (once it says its first words).
expect_greeting() {  # SESSION TEXT
  wait_status "$1" "${2%%: game over: *}: game over: "
  [ "$(status_line "$1" | sed 's/ *$//')" = "$2" ] ||
    flaw "$1's status line says '$(status_line "$1" | sed 's/ *$//')', not '$2'"
}

# A finished table shows its result at once to whoever comes, and keeps it when a player leaves;
# a watcher's key line offers what a watcher can do, and q says how to come back.
case_finished_table() {
  host_table
  join_table guest
  play_to_the_end
  start watcher watch "$code"
  wait_for watcher "table $code: squares win (reached the far rank)"   # the result stays in the title
  expect_greeting watcher "Watching table $code of $(id -un): game over: squares win (reached the far rank)"
  wait_row watcher 40 "c chat  w who is here  p replay  ? help  q stop watching"
  # The guest leaves and comes back (the same Unix user as the host here, so asked whether to
  # close the table too: a player who is not the host leaves a finished game at once).
  keys guest q
  wait_for guest "Leave the table, or close it?"
  keys guest y
  expect_restored guest 0
  wait_for guest "boardgames: you left table $code"
  status_line host | grep -qF "Game over: squares win" ||
    fail "the host's result was replaced: $(status_line host)"
  join_table guest2
  expect_greeting guest2 "At table $code of $(id -un): game over: squares win (reached the far rank)"
  keys watcher q
  expect_restored watcher 0
  wait_for watcher "boardgames: you stopped watching table $code; watch again with: boardgames watch $code"
}

if ! declare -F "case_$case_name" >/dev/null; then
  echo "unknown case $case_name (cases: $(declare -F | sed -n 's/^declare -f case_//p' | tr '\n' ' '))"
  exit 2
fi
command -v tmux >/dev/null || skip "tmux is not installed"
started=$SECONDS
"case_$case_name"
[ "${#flaws[@]}" = 0 ] || fail "$(printf '%s; ' "${flaws[@]}")"
echo "PASS ($case_name) in $((SECONDS - started)) s"
