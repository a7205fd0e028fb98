#!/usr/bin/env bash
# Seeks over the real sshd: two players, each in the lobby by `ssh play@host` (a test sshd set up
# by `boardgames admin install`, as lobby.sh does), seek RAPS with the same clock: the first
# seek waits, the second is paired with it at once; both are taken to one table (alice at
# squares, as she sought; bob at the seat left), play it to its end by clicks, and the game is
# in the archive, rated; the audit log has the pairing, and no seek is left. A third seek, of
# another clock, waits in the Seeks tab of the other player, and lapses when its player leaves.
# Needs root, as lobby.sh does; exit status 77 with the reason where it cannot run.
set -uo pipefail
binary=$(realpath "$1")
skip() { echo "SKIPPED: $*"; exit 77; }
source "$(dirname "$0")/test_server.sh"
prepare_test_server seeks s t
fail() {
  echo "FAIL (seeks): $*"
  for pane in alice bob; do
    echo "---- $pane's screen ----"; tmux -L "$socket" capture-pane -p -t "$pane" 2>/dev/null
  done
  echo "---- sshd log ----"; tail -n 20 "$work/sshd.log" 2>/dev/null
  exit 1
}

start_test_server
ssh-keygen -q -t ed25519 -N '' -f "$work/second_key" || skip "ssh-keygen failed"
source "$(dirname "$0")/lobby_panes.sh"
admin() { su -s /bin/sh "$account" -c "$program_dir/boardgames admin $* --data $database"; }

# Two keys never seen each name their player, and stay in the lobby.
start_in alice "$work/user_key"
start_in bob "$work/second_key"
wait_in alice "This SSH key is new here"
typed_in alice "alice"; key_in alice Enter
wait_in bob "This SSH key is new here"
typed_in bob "bob"; key_in bob Enter
wait_in alice "you are alice"
wait_in bob "you are bob"

# Bob seeks RAPS with a 10+5 clock: it waits, and alice sees it in her Seeks tab (the fifth).
key_in bob s
wait_in bob "seek a game"
wait_in bob "Game:      < raps >"
key_in bob Down; key_in bob Down; key_in bob Down; key_in bob Down  # seat, range, rated, clock
for _ in 1 2 3 4; do key_in bob Right; done
wait_in bob "Clock:     < 10+5 >"
key_in bob Enter
wait_in bob "Your seek waits"
wait_in bob "yours, waiting"
for _ in 1 2 3 4; do key_in alice Tab; done
wait_in alice "Seeks (1)"
wait_in alice "bob                   1500  raps          10+5     rated"

# Alice seeks RAPS at squares, 5+3: no match (another clock), it waits too.
key_in alice s
wait_in alice "seek a game"
key_in alice Down; key_in alice Right
wait_in alice "Your seat: < squares >"
key_in alice Down; key_in alice Down; key_in alice Down
for _ in 1 2 3; do key_in alice Right; done
wait_in alice "Clock:     < 5+3 >"
key_in alice Enter
wait_in alice "Your seek waits"
wait_in alice "Seeks (2)"
[ "$(admin seeks | head -1)" = "2 seeks kept" ] || fail "admin seeks: $(admin seeks)"

# Bob seeks the same as alice, either seat: paired at once with hers (his other seek
# withdrawn), both at one table, alice at squares.
key_in bob s
wait_in bob "seek a game"
wait_in bob "Clock:     < 10+5 >"  # the form starts from his last seek
key_in bob Up; key_in bob Up  # to the clock
key_in bob Left
wait_in bob "Clock:     < 5+3 >"
key_in bob Enter
wait_in bob "Paired with alice by your seek: table"
wait_in bob "you: circles"
wait_in alice "you: squares"
wait_in alice "Paired with bob by your seek: table"
[ "$(admin seeks | head -1)" = "0 seeks kept" ] || fail "seeks were left: $(admin seeks)"
click_square alice a1; click_square alice a2
wait_in bob "a1-a2"
click_square bob a4; click_square bob a3
wait_in alice "a4-a3"
click_square alice a2; click_square alice a4
wait_in alice "squares win"
wait_in bob "squares win"
key_in alice q; screen_of alice | grep -qF "Leave the table" && key_in alice y
key_in bob q; screen_of bob | grep -qF "Leave the table" && key_in bob y
wait_in alice "you are alice"
wait_in bob "you are bob"
echo "passed: two seeks paired over sshd, the game played to its end at the table they opened"

# A seek lapses with its player's visit.
key_in alice s
wait_in alice "seek a game"
key_in alice Enter
wait_in alice "Your seek waits"
[ "$(admin seeks | head -1)" = "1 seek kept" ] || fail "admin seeks: $(admin seeks)"
key_in alice q
wait_in alice "SSH-ENDED 0"
[ "$(admin seeks | head -1)" = "0 seeks kept" ] || fail "a seek outlived its visit: $(admin seeks)"
key_in bob q
wait_in bob "SSH-ENDED 0"

games=$(su -s /bin/sh "$account" -c "$program_dir/boardgames archive --data $database")
echo "$games" | grep -qE "raps.*2 moves.*squares alice, circles bob" ||
  fail "the archive does not hold the game: $games"
admin log | grep -qF "for a pairing with alice" || fail "the audit log misses the pairing: $(admin log)"
admin log | grep -qF "rated game" || fail "the game was not rated: $(admin log)"
echo "passed: the paired game archived and rated, the pairing audit-logged, a seek lapsed with its visit"
