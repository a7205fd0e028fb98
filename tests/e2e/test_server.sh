# A throwaway game server for end-to-end tests and benchmarks, sourced by the tests of the
# server (lobby.sh, seeks.sh, correspondence.sh) and bench/server_capacity.sh (as root): the program copied where sshd accepts an
# AuthorizedKeysCommand, a test sshd (test_sshd.sh) that includes the folder `boardgames admin
# install` writes in, the install itself (its output in $work/install.log), and sshd reloaded.
# Needs $binary, $work (0755), $account, $keys_account, $program_dir, $data_dir, and the
# caller's skip and fail; sets $database, $port and the rest of test_sshd.sh's.
# stop_test_server undoes it all.
# What a test of the server needs before start_test_server: root, useradd and the user nobody
# (else skip), a $work folder (0755) and tmux's $socket, the accounts and folders named after the
# test ($1, a word; $2 and $3, a letter each for the service and the keys' accounts), and all of it
# undone when the test ends.
prepare_test_server() {
  [ "$(id -u)" = 0 ] || skip "making the service account needs root"
  command -v useradd >/dev/null || skip "useradd is missing"
  id nobody >/dev/null 2>&1 || skip "there is no user nobody to run the AuthorizedKeysCommand"
  work=$(mktemp -d)
  chmod 755 "$work"
  socket="bg-$1-$$"
  account="bg$2$$"
  keys_account="bg$3$$"
  program_dir="/usr/local/libexec/boardgames-$1-test-$$"
  data_dir="/var/lib/boardgames-$1-test-$$"
  trap end_test_server EXIT
}
end_test_server() {
  tmux -L "$socket" kill-server 2>/dev/null
  stop_test_server
  rm -rf "$work"
}

start_test_server() {
  # sshd runs an AuthorizedKeysCommand only from a path root owns and nobody else may write.
  [ -d /usr/local/libexec ] || made_libexec=yes
  mkdir -p -m 755 /usr/local/libexec "$program_dir"
  [ "$(stat -c %a /usr/local/libexec)" = 755 ] ||
    skip "/usr/local/libexec is not 755: sshd would refuse a program there"
  cp "$binary" "$program_dir/boardgames" && chmod 755 "$program_dir/boardgames"
  database="$data_dir/server.db"
  mkdir "$work/sshd_config.d"
  SSHD_ALLOW_USERS="$account"
  SSHD_EXTRA_CONFIG="Include $work/sshd_config.d/*.conf
${SSHD_EXTRA_CONFIG:-}"
  source "$(dirname "${BASH_SOURCE[0]}")/test_sshd.sh"
  start_test_sshd
  local started
  started=$(date +%s%N)
  "$program_dir/boardgames" admin install --account "$account" --keys-account "$keys_account" \
    --data-folder "$data_dir" --sshd-config "$work/sshd_config" \
    --sshd-config-dir "$work/sshd_config.d" --no-reload >"$work/install.log" 2>&1 ||
    fail "admin install failed: $(cat "$work/install.log")"
  install_ms=$((($(date +%s%N) - started) / 1000000))
  kill -HUP "$(cat "$work/sshd.pid")"
  sleep 0.5
  ssh_options=(-p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o BatchMode=yes)
}

stop_test_server() {
  [ -f "$work/sshd.pid" ] && kill "$(cat "$work/sshd.pid")" 2>/dev/null
  pkill -u "$account" 2>/dev/null
  sleep 0.3
  userdel -r "$account" >/dev/null 2>&1
  userdel "$keys_account" >/dev/null 2>&1
  rm -rf "$program_dir" "$data_dir"
  [ -n "${made_libexec:-}" ] && rmdir /usr/local/libexec 2>/dev/null
}
