#!/usr/bin/env bash
# Cases of tests/e2e/table.sh (sourced by it, with its helpers): two players, a watcher, a client killed, the table
# killed and reopened, two Unix users, a socket forwarded over SSH.
# shellcheck disable=SC2154  # the driver sets code, work, binary and the rest

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

# The line number of the first screen line that begins with $2.
line_of() {  # SESSION TEXT
  screen "$1" | awk -v want="$2" 'index($0, want) == 1 { print NR; exit }'
}

case_second_seat_sees_its_side() {
  host_table
  join_table guest
  wait_regex guest "squares +$(id -un)\$"
  # The host (squares, on rank 1) sees rank 4 at the top; the guest (circles, on rank 4) sees the
  # board turned around: rank 1 at the top, file d at the left, his circles at the bottom.
  expect_line host "$(raps_rank 4 O O O O)"
  [ "$(line_of host "  4 |")" -lt "$(line_of host "  1 |")" ] || fail "the host's board is turned"
  wait_for guest "          d           c           b           a"
  [ "$(line_of guest "  1 |")" -lt "$(line_of guest "  4 |")" ] ||
    fail "the guest's board is not turned: rank 4 drawn above rank 1"
  move host b1 b2 "1. b1-b2" guest
  expect_line guest "$(raps_rank 2 ' ' ' ' '#' ' ')"  # b2, second from the right
  # c4 turned: the second column (cells 12 wide from column 11), the bottom rank (line 26);
  # then c3 above it. The circle on c4 moves, none other.
  tmux -u -L "$sock" send-keys -t guest -l $'\e[<0;23;26M'$'\e[<0;23;26m'
  sleep 0.15
  wait_status guest "click a highlighted target"
  tmux -u -L "$sock" send-keys -t guest -l $'\e[<0;23;20M'$'\e[<0;23;20m'
  wait_moves guest "1. b1-b2 c4-c3"
  wait_moves host "1. b1-b2 c4-c3"
  expect_line guest "$(raps_rank 3 ' ' O ' ' ' ')"
  expect_line guest "$(raps_rank 4 O ' ' O O)"
  expect_line host "$(raps_rank 3 ' ' ' ' O ' ')"
  # f turns the guest's board back, a at the left; the host's stays as it was. Clicks follow.
  keys guest f
  wait_for guest "          a           b           c           d"
  [ "$(line_of guest "  4 |")" -lt "$(line_of guest "  1 |")" ] || fail "f did not turn the board"
  expect_line guest "$(raps_rank 3 ' ' ' ' O ' ')"
  move host d1 d2 "1. b1-b2 c4-c3 2. d1-d2" guest
  move guest a4 a3 "1. b1-b2 c4-c3 2. d1-d2 a4-a3" host
  expect_line host "$(raps_rank 3 O ' ' O ' ')"
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
