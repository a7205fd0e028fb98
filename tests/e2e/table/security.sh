#!/usr/bin/env bash
# Cases of tests/e2e/table.sh (sourced by it, with its helpers): strangers who know the code, a knock let in,
# hostile tables, a folder owned by someone else.
# shellcheck disable=SC2154  # the driver sets code, work, binary and the rest

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
  # The code is no secret: every local user reads socket paths in /proc/net/unix and ss.
  as bgattacker cat /proc/net/unix | codes_in | grep -qxF "$code" ||
    fail "the attacker did not find the code in /proc/net/unix (the test's premise)"
  if command -v ss >/dev/null; then
    as bgattacker ss -xl | codes_in | grep -qxF "$code" ||
      fail "the attacker did not find the code with ss -xl (the test's premise)"
  fi
  attacker_knocks_in_vain
  attacker_may_not_watch
  attacker_finds_the_seat_taken
  attacker_leaves_the_game_unharmed
}

# A raw socket with a valid-looking hello knocks, and gets nothing else while knocking; the
# attacker's joining terminal knocks, is turned away, and may not knock again at once.
attacker_knocks_in_vain() {
  printf 'hello boardgames-table 4 %s join\nresign\nchat hi\nadmit bgattacker\n' "$code" |
    as bgattacker "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 1500 >"$work/raw.out" &
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
    as bgattacker "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 1500 >"$work/raw_again.out"
  [ "$(cat "$work/raw_again.out")" = "error refused bghost did not let you sit; ask them first" ] ||
    fail "knocking again at once got: $(cat "$work/raw_again.out")"
}

# Watching: only the invited, by the attacker's terminal or a raw socket.
attacker_may_not_watch() {
  RUN_AS=bgattacker start attacker_watch watch "$code"
  wait_for attacker_watch "boardgames: $code: only the people bghost invited may watch this table"
  expect_restored attacker_watch 2
  printf 'hello boardgames-table 4 %s watch\nchat hi\n' "$code" |
    as bgattacker "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 1500 >"$work/raw_watch.out"
  [ "$(cat "$work/raw_watch.out")" = "error refused only the people bghost invited may watch this table" ] ||
    fail "the raw watcher got: $(cat "$work/raw_watch.out")"
}

# The invited friend sits and the game goes on; the attacker, who finds the code in ps now,
# finds every seat taken, by terminal or raw socket.
attacker_finds_the_seat_taken() {
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
    as bgattacker "$peer_bin" "$BOARDGAMES_TABLES/$code" --wait 1500 >"$work/raw_full.out"
  [ "$(cat "$work/raw_full.out")" = "error full every seat is taken" ] ||
    fail "the raw join of a full table got: $(cat "$work/raw_full.out")"
}

# The game is unharmed: moves by clicks, the log the players', nobody resigned or chatted.
attacker_leaves_the_game_unharmed() {
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
  local token=0123456789abcdef
  write_fake_scripts "$token"
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
  each_bad_fake_is_left
  [ "$(id -u)" = 0 ] || skip "the fake tables were refused; the token checks need root (test users)"
  token_goes_to_its_user_alone "$token"
}

# The fake tables' scripts in $work/scripts, each named for what it does: the good one, then
# those that break the protocol ("ingame" ones after the screen opened), welcoming with TOKEN.
write_fake_scripts() {  # TOKEN
  local token=$1 long_name
  long_name=$(printf 'a%.0s' $(seq 300))
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
}

# Each bad script, and a watcher welcomed to a seat: the client leaves with the broken
# protocol's line on stderr, exit status 2, and stores no token.
each_bad_fake_is_left() {
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
  fake_run watch_welcomed_to_seat "$work/scripts/good" watch
  expect_restored watch_welcomed_to_seat 2
  grep -qF "the table broke the protocol: " "$work/watch_welcomed_to_seat.err" ||
    fail "a watcher welcomed to a seat: $(cat "$work/watch_welcomed_to_seat.err")"
}

# A token goes back only to a table run by the user it came from (the kernel's word on the
# socket's peer). A fake of another user squatting the code in the shared tables folder gets
# no token, and one run by that user does; a socket of another user's is no forwarded table.
token_goes_to_its_user_alone() {  # TOKEN
  local token=$1
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
  # A link where the folder stands is refused, and what it points to is left as it was (no
  # chmod follows it).
  local target="$work/someone_elses"
  mkdir -m 0700 "$target" && chown bgdowner: "$target"
  mv "$BOARDGAMES_TABLES" "$work/tables_aside"
  ln -s "$target" "$BOARDGAMES_TABLES"
  RUN_AS=bgdhost start linked raps --host "2>'$work/linked.err'"
  expect_restored linked 2
  grep -qF "is not a directory (a link or a file stands there)" "$work/linked.err" ||
    fail "a linked folder: stderr said '$(cat "$work/linked.err")'"
  [ "$(stat -c '%a %U' "$target")" = "700 bgdowner" ] || fail "the link's target was changed"
  rm "$BOARDGAMES_TABLES"; mv "$work/tables_aside" "$BOARDGAMES_TABLES"
}
