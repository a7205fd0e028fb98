#!/usr/bin/env bash
# Cases of tests/e2e/table.sh (sourced by it, with its helpers): floods of connections and of chat, a finished
# table.
# shellcheck disable=SC2154  # the driver sets code, work, binary and the rest

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
  request_shows_through_the_flood "$flood"
  muted_flood_reaches_the_host_no_more "$flood"
  wait "$flood"
  local lasted=$((SECONDS - flood_started)) relayed
  relayed=$(grep -c "^said bgwatcher spam" "$work/flood.out")
  echo "the flood: 1000 lines in $lasted s, $relayed relayed, $(grep -c "^refused chat: not so fast" "$work/flood.out") refusals"
  [ "$relayed" -ge 5 ] && [ "$relayed" -le $((5 + lasted / 2 + 2)) ] ||
    fail "the table relayed $relayed of the flood's lines in $lasted s (5, then one each 2 s)"
  grep -q "^refused chat: not so fast; try again in a moment$" "$work/flood.out" ||
    fail "the flooder was never told to slow down"
  flooder_sent_away
  text_from_people_cleaned_and_cut "$hints"
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

# The guest asks to take back a move while the flood (FLOOD, its pid) goes on: the request on
# the host's row 3, the chat going on beneath it.
request_shows_through_the_flood() {  # FLOOD
  keys guest u
  wait_row host 3 "bgwguest (circles) asks to take back a move: a accept, x decline"
  local said
  said=$(status_line host)
  for _ in $(seq 50); do [ "$(status_line host)" != "$said" ] && break; sleep 0.1; done
  [ "$(status_line host)" != "$said" ] || fail "the flood's chat stopped showing: $said"
  row host 3 | grep -qF "asks to take back a move" || fail "the chat hid the request"
  kill -0 "$1" 2>/dev/null || fail "the flood ended before the request was seen"
}

# The host mutes the flooder (w, the second person listed, m): the guest still sees the flood
# (FLOOD, its pid), the host no more, and the request stays until the host accepts it.
muted_flood_reaches_the_host_no_more() {  # FLOOD
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
  local said
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
  kill -0 "$1" 2>/dev/null || fail "the flood ended before the mute was seen"
  keys host a
  wait_moves host "1. b1-b2"
  wait_moves guest "1. b1-b2"
  wait_row_blank host 3
}

# The host sends the flooder away (w, the second person listed, s): their connection is hung
# up on, and they may not come back.
flooder_sent_away() {
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
}

# Text from people, cleaned by the table: bidi override, zero-width space, byte order mark, a
# C1 control (U+0085) and a byte that is no UTF-8, sent raw by the guest's script. Then long
# lines, wrapped by width above the status line and cut, the key line (HINTS) untouched.
text_from_people_cleaned_and_cut() {  # HINTS
  local hints=$1
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
# a watcher's key line offers what a watcher can do, and q says how to come back; once the
# host closes it, the guest leaves it at once, told why.
case_finished_table() {
  host_table
  join_table guest
  play_to_the_end
  # Once over, a player's key line offers only what still applies: no take-back, draw or
  # resigning; n for the next game.
  wait_row host 40 "n next game"
  for gone in "u take back" "d draw" "R resign" ": type"; do
    row host 40 | grep -qF "$gone" && fail "the key line still offers '$gone': $(row host 40)"
    row guest 40 | grep -qF "$gone" && fail "the guest's key line still offers '$gone': $(row guest 40)"
  done
  start watcher watch "$code"
  wait_for watcher "table $code: squares win (reached the far rank)"   # the result stays in the title
  expect_greeting watcher "Watching table $code of $(id -un): game over: squares win (reached the far rank)"
  wait_row watcher 40 "c chat  w who is here  p review  ? help  q stop watching"
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
  # A rematch offered says how to answer it, on the other player's status line too.
  keys host n
  wait_status guest2 "offers a rematch: a accept, x decline"
  # The host closes the table: the guest is not left on a board with nobody behind it.
  keys host q
  wait_for host "Leave the table, or close it?"
  keys host c
  expect_restored host 0
  expect_restored guest2 0
  wait_for guest2 "boardgames: table $code: $(id -un) closed the table"
}
