#!/usr/bin/env bash
# The game server's capacity on this host: PAIRS pairs of simulated players reach the lobby
# through the real sshd on loopback (set up by `boardgames admin install`, as README's recipe),
# each pair at a table of Táctica of its own, playing a move every INTERVAL seconds a table; one
# more pair, the probe, plays as fast as its screens allow and times each move from the
# mover's Enter to the other screen showing it. Reported: sessions and tables in play, the
# probe's median and p99, the CPU time and memory of the service account's processes (lobbies
# and tables) and of sshd's sessions, and what was refused. Each player is a tmux pane at
# 100x30 (a pane costs tmux about 2 ms a read, counted in the latencies).
# As root (accounts, sshd); bounded: PAIRS at most 100, the run at most DURATION seconds.
# Usage: bench/server_capacity.sh [BINARY] [PAIRS] [MOVES] [INTERVAL]
set -uo pipefail
binary=$(realpath "${1:-build/boardgames}")
pairs=${2:-10}
moves=${3:-40}
interval=${4:-2}
[ "$pairs" -le 100 ] || { echo "at most 100 pairs"; exit 2; }
[ "$(id -u)" = 0 ] || { echo "needs root (accounts and sshd)"; exit 2; }
work=$(mktemp -d)
chmod 755 "$work"
socket="bg-capacity-$$"
account="bgc$$"
keys_account="bgck$$"
program_dir="/usr/local/libexec/boardgames-capacity-$$"
data_dir="/var/lib/boardgames-capacity-$$"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null
  stop_test_server
  rm -rf "$work"
}
trap cleanup EXIT
skip() { echo "cannot run: $*"; exit 2; }
fail() { echo "failed: $*"; exit 1; }
SSHD_EXTRA_CONFIG="MaxStartups 200:30:400
MaxSessions 200"
source "$(dirname "$0")/../tests/e2e/test_server.sh"
start_test_server
admin() { su -s /bin/sh "$account" -c "$program_dir/boardgames admin $* --data $data_dir/server.db"; }
# Room for the bench's own players (one network: 127.0.0.1).
admin set signups-per-hour 10000 >/dev/null
admin set most-tables 1000 >/dev/null

ssh_options="-p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o BatchMode=yes"
pane() { tmux -L "$socket" capture-pane -p -t "$1" 2>/dev/null; }
keys() { tmux -L "$socket" send-keys -t "$1" "${@:2}"; }
typed() { tmux -L "$socket" send-keys -t "$1" -l "$2"; }
wait_in() {  # PANE TEXT [TRIES]
  for _ in $(seq "${3:-300}"); do pane "$1" | grep -qF -- "$2" && return 0; sleep 0.05; done
  echo "$1 never saw: $2"; pane "$1"; return 1
}
tmux -L "$socket" -f /dev/null new-session -d -s bench -x 100 -y 30 "sleep 100000"
player() {  # NAME: a new key, its session, its name chosen
  ssh-keygen -q -t ed25519 -N '' -f "$work/key_$1"
  tmux -L "$socket" new-window -d -t bench -n "$1" \
    "env TERM=xterm-256color ssh -tt -i '$work/key_$1' $ssh_options $account@127.0.0.1; sleep 100000"
  tmux -L "$socket" resize-window -t "bench:$1" -x 100 -y 30 2>/dev/null
}
name_player() {
  wait_in "bench:$1" "This SSH key is new here" || return 1
  typed "bench:$1" "$1"; keys "bench:$1" Enter
  wait_in "bench:$1" "you are $1"
}
open_table() {  # HOST GUEST: HOST opens Táctica inviting GUEST, who accepts
  local host="bench:$1" guest="bench:$2"
  keys "$host" o; wait_in "$host" "open a table" || return 1
  # Game: tactica, then opposite: a player invited, named.
  for _ in $(seq 20); do pane "$host" | grep -qF "Game:      < tactica >" && break; keys "$host" Right; sleep 0.05; done
  keys "$host" Down; keys "$host" Down; keys "$host" Right; keys "$host" Down
  typed "$host" "$2"; keys "$host" Enter
  wait_in "$host" "is invited" || return 1
  wait_in "$guest" "invited" 100 || return 1
  keys "$guest" Enter
  wait_in "$guest" "you: white" || return 1
}
move_in() { keys "$1" ':'; typed "$1" "$2"; keys "$1" Enter; }

# The game's moves, chosen at random among the legal ones, the same for every table.
played=""
sequence=()
RANDOM=11
for ((ply = 0; ply < moves; ply++)); do
  mapfile -t legal < <("$binary" moves tactica --play "$played")
  [ ${#legal[@]} -gt 0 ] || break
  move=${legal[$((RANDOM % ${#legal[@]}))]}
  sequence+=("$move")
  played="$played $move"
done

echo "setting up $pairs pairs and the probe..."
started=$(date +%s)
for ((i = 0; i <= pairs; i++)); do player "a$i"; player "b$i"; done
refused=0
for ((i = 0; i <= pairs; i++)); do
  name_player "a$i" && name_player "b$i" && open_table "a$i" "b$i" || { refused=$((refused + 1)); echo "pair $i did not get to play"; }
done
echo "set up in $(($(date +%s) - started)) s; $refused pairs refused"

# Resources of the account's processes and sshd's, from /proc: CPU seconds and resident MiB.
account_uid=$(id -u "$account")
usage() {
  local cpu=0 rss=0 count=0 ticks
  ticks=$(getconf CLK_TCK)
  for status in /proc/[0-9]*/status; do
    local dir=${status%/status} uid
    uid=$(awk '/^Uid:/ { print $2 }' "$status" 2>/dev/null) || continue
    local comm; comm=$(cat "$dir/comm" 2>/dev/null)
    [ "$uid" = "$account_uid" ] || [ "$comm" = sshd ] || continue
    read -r -a fields < <(sed 's/^.*) //' "$dir/stat" 2>/dev/null) || continue
    cpu=$((cpu + fields[11] + fields[12]))
    rss=$((rss + $(awk '/^VmRSS:/ { print $2 }' "$status" 2>/dev/null || echo 0)))
    count=$((count + 1))
  done
  echo "$count $((cpu * 1000 / ticks)) $((rss / 1024))"
}
read -r procs_before cpu_before _ < <(usage)
run_started=$(date +%s%N)
times=()
for ((ply = 0; ply < ${#sequence[@]}; ply++)); do
  move=${sequence[$ply]}
  if ((ply % 2 == 0)); then side=a other=b; else side=b other=a; fi
  # The load: each pair's move, paced.
  for ((i = 1; i <= pairs; i++)); do move_in "bench:$side$i" "$move"; done
  # The probe, timed.
  keys "bench:${side}0" ':'; typed "bench:${side}0" "$move"; sleep 0.05
  begun=$(date +%s%N)
  keys "bench:${side}0" Enter
  seen=""
  for _ in $(seq 4000); do
    if pane "bench:${other}0" | grep -E '^Moves:' | sed 's/ *$//' | grep -q -- " $move\$"; then seen=$(date +%s%N); break; fi
  done
  [ -n "$seen" ] || { echo "ply $ply: $move never reached the probe's other screen"; break; }
  times+=($(((seen - begun) / 1000)))
  sleep "$interval"
done
run_ns=$(($(date +%s%N) - run_started))
read -r procs cpu_after rss < <(usage)
# Every table's moves arrived: the listing's move counts.
tables_done=$(admin who | grep -cE "\\s${#sequence[@]} moves?" || true)
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
count=${#sorted[@]}
((count > 0)) || { echo "no move timed"; exit 1; }
p50=${sorted[$((count / 2))]}
p99=${sorted[$(((count * 99 + 99) / 100 - 1))]}
cpu_ms=$((cpu_after - cpu_before))
echo "sessions: $((2 * (pairs + 1))), tables in play: $((pairs + 1)), moves: ${#sequence[@]} a table every ${interval} s"
echo "probe: median $((p50 / 1000)).$((p50 % 1000 / 100)) ms, p99 $((p99 / 1000)).$((p99 % 1000 / 100)) ms over $count moves"
echo "account's and sshd's processes: $procs, resident $rss MiB, CPU $cpu_ms ms in $((run_ns / 1000000)) ms ($((cpu_ms * 100 / (run_ns / 1000000)))% of one core)"
echo "tables with every move: $tables_done of $((pairs + 1)); pairs refused: $refused"
