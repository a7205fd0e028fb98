# A throwaway sshd for end-to-end tests, sourced by ssh.sh and table.sh: on a loopback port, with
# host and user keys made for the test in $work, letting only this user in by key (and forward
# Unix sockets). Sets $port, $user and the key $work/user_key; calls skip (the sourcing script's,
# exit 77 with the reason) where sshd cannot run here. SSHD_ALLOW_USERS replaces who may log in,
# SSHD_EXTRA_CONFIG is appended to the configuration (Match blocks).
start_test_sshd() {
  local sshd
  sshd=$(command -v sshd || echo /usr/sbin/sshd)
  [ -x "$sshd" ] || skip "sshd is not installed (Debian package openssh-server)"
  command -v ssh >/dev/null || skip "ssh is not installed (Debian package openssh-client)"
  user=$(id -un)
  port=$((20000 + RANDOM % 20000))
  ssh-keygen -q -t ed25519 -N '' -f "$work/host_key" || skip "ssh-keygen failed"
  ssh-keygen -q -t ed25519 -N '' -f "$work/user_key" || skip "ssh-keygen failed"
  cp "$work/user_key.pub" "$work/authorized_keys"
  cat >"$work/sshd_config" <<CONFIG
Port $port
ListenAddress 127.0.0.1
HostKey $work/host_key
PidFile $work/sshd.pid
AuthorizedKeysFile $work/authorized_keys
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
AllowUsers ${SSHD_ALLOW_USERS:-$user}
AllowStreamLocalForwarding yes
${SSHD_EXTRA_CONFIG:-}
CONFIG
  [ "$(id -u)" = 0 ] && mkdir -p /run/sshd  # privilege separation needs it when run as root
  "$sshd" -f "$work/sshd_config" -E "$work/sshd.log" ||
    skip "sshd would not start: $(tail -n 2 "$work/sshd.log")"
  for _ in $(seq 30); do [ -s "$work/sshd.pid" ] && break; sleep 0.1; done
  [ -s "$work/sshd.pid" ] || skip "sshd did not start: $(tail -n 2 "$work/sshd.log")"
}
