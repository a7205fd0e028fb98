#!/usr/bin/env bash
# The lobby's screens as a person uses them, run on this terminal (`boardgames lobby --ssh-key
# ... --data ...`, as sshd's forced command starts it; no sshd needed): the name screen, the keys'
# page (?), the idle limit on any screen, the lists by the mouse (tabs, rows, the keys' line, the
# wheel), the form by clicks, the terminal too small and back, and escape sequences that are no
# key. Usage: lobby_screens.sh BOARDGAMES CASE
set -uo pipefail
binary=$(realpath "$1")
case_name=$2
work=$(mktemp -d)
socket="bg-lobby-screens-$$"
key="SHA256:laETkpG5s2TpCFJqTkzN4I5fPCS2aqHdBarVGqIqCxQ"
mkdir -m 1733 "$work/tables"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null
  # A table opened from the lobby is a process of its own that waits for its host; end it too.
  pkill -f -- "--data $work/server.db" 2>/dev/null
  sleep 0.2
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAIL (lobby screens, $case_name): $*"
  echo "---- screen ----"; screen
  exit 1
}
screen() { tmux -L "$socket" capture-pane -p -t lobby 2>/dev/null; }
wait_for() {
  for _ in $(seq 60); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "never saw: $1"
}
absent() { screen | grep -qF -- "$1" && fail "still saw: $1"; return 0; }
key() { tmux -L "$socket" send-keys -t lobby "$@"; sleep 0.25; }
typed() { tmux -L "$socket" send-keys -t lobby -l "$1"; sleep 0.25; }
# A click (SGR report: press, release) at column $1, line $2 (from 1).
click() {
  tmux -L "$socket" send-keys -t lobby -l $'\e[<0;'"$1;$2"'M'
  tmux -L "$socket" send-keys -t lobby -l $'\e[<0;'"$1;$2"'m'
  sleep 0.3
}
wheel_down() { tmux -L "$socket" send-keys -t lobby -l $'\e[<65;'"$1;$2"'M'; sleep 0.3; }
# The column (from 1) where `text` begins on line $1 of the screen.
column_of() { screen | sed -n "$1p" | awk -v t="$2" '{ print index($0, t) }'; }
line_of() { screen | grep -nF -- "$1" | head -1 | cut -d: -f1; }
start() {  # the lobby, with more arguments ($@), in a pane 100 x 30
  tmux -L "$socket" -f /dev/null new-session -d -s lobby -x 100 -y 30 \
    "env TERM=xterm-256color BOARDGAMES_TABLES=$work/tables HOME=$work $binary lobby --ssh-key $key --data $work/server.db $*; echo LOBBY-ENDED \$?; sleep 60"
}
named() {  # a new key names itself alice
  start "$@"
  wait_for "This SSH key is new here"
  typed alice; key Enter
  wait_for "you are alice"
}

case "$case_name" in
  name_help_idle)
    start --idle-limit 3
    wait_for "This SSH key is new here"
    typed "al!"
    wait_for "A name has letters, digits, - and _ only."
    key '?'
    wait_for "Choosing your name"
    wait_for "Backspace         erase the last character"
    key Escape
    wait_for "Name: al_"  # back, the name typed kept
    # Nobody touches it: the name screen ends too, and says why once the terminal is back.
    sleep 3.5
    wait_for "the lobby closed after 3 seconds untouched"
    wait_for "LOBBY-ENDED 0"
    ;;
  lists_by_mouse)
    named --idle-limit 4
    # The tabs: a click shows each.
    click "$(column_of 3 Archive)" 3
    wait_for "Your finished games"
    click "$(column_of 3 Ladder)" 3
    wait_for "Ladder of"
    # The keys' line: a click on "Tab you", then "Tab tables", does what Tab does.
    click "$(column_of 30 'Tab you')" 30
    wait_for "Your SSH keys"
    click "$(column_of 30 'Tab seeks')" 30
    wait_for "No seek you may take now"
    click "$(column_of 30 'Tab tournaments')" 30
    wait_for "No tournament yet"
    click "$(column_of 30 'Tab chat')" 30
    wait_for "The lobby's chat"
    click "$(column_of 30 'Tab tables')" 30
    wait_for "No table is open for you now"
    # Touched all along: still here after more than the idle limit in all.
    key b
    wait_for "No bell now"
    sleep 2.5; key b
    wait_for "The bell rings for an invitation"
    sleep 2.5
    wait_for "you are alice"
    # The idle limit ends the lists too.
    sleep 2
    wait_for "the lobby closed after 4 seconds untouched"
    ;;
  form_by_mouse)
    named
    key o
    wait_for "open a table"
    # A click right of a field's middle steps it on, left of it back.
    row=$(line_of "Opposite:")
    click 60 "$row"
    wait_for "Opposite:  < a player you invite >"
    click 8 "$(line_of 'Invite:')"  # the name is typed where it is asked
    typed nobody; key Enter
    wait_for "No player here is called nobody."
    click 6 "$row"
    wait_for "Opposite:  < anyone here may sit >"
    click 6 "$row"
    wait_for "Opposite:  < the computer >"
    key '?'
    wait_for "Opening a table"
    key q
    wait_for "Opposite:  < the computer >"  # the help comes back to the form
    click 8 "$(line_of '[ Open the table ]')"
    wait_for "you play the computer"
    key q
    wait_for "Leave the table"
    key y
    wait_for "Back from table"
    # The table waits, listed and chosen (the table left): a click on the chosen row sits there
    # again.
    wait_for "your move"
    click 10 "$(line_of 'your move')"
    wait_for "At table"
    ;;
  too_small_and_keys)
    named
    tmux -L "$socket" resize-window -t lobby -x 40 -y 10; sleep 0.5
    wait_for "The lobby needs at least 64x15"
    # At the narrowest it draws, every tab is there, without its count.
    tmux -L "$socket" resize-window -t lobby -x 64 -y 15; sleep 0.5
    wait_for "Tables   Archive   Ladder   You   Seeks   Tournaments   Chat"
    tmux -L "$socket" resize-window -t lobby -x 100 -y 30; sleep 0.5
    wait_for "you are alice"
    wait_for "Tables (0)   Archive   Ladder   You   Seeks (0)   Tournaments (0)   Chat"
    key '?'
    wait_for "The tables"
    key NPage; key NPage; key NPage; key NPage  # the page is longer than the pane
    wait_for "Everywhere in the lobby"
    key Escape
    wait_for "Tables (0)"
    # Alt+b and an escape sequence no key has are not Esc followed by keys: b does not act.
    typed $'\eb'
    typed $'\e[25~'
    absent "No bell now"
    wait_for "you are alice"
    # The archive's player filter types on the status line; Esc gives it up.
    key Tab
    key f
    wait_for "Games with the player (empty: anyone):"
    typed "bob"; key Enter
    wait_for "Your finished games, with bob"
    wheel_down 10 6
    key q
    wait_for "LOBBY-ENDED 0"
    ;;
  huge_window)
    # A window of any size the client claims: the screen is drawn for 500x200 at most, so the
    # lobby grows by the cells of that at most (it took 755 MB at 3000x3000, and segfaulted at
    # 65535x65535). Measured as growth over the same lobby at 100x30, so that a sanitizer's own
    # memory does not count.
    resident_kib() { awk '/^VmRSS/ { print $2 }' "/proc/$(pgrep -f -n -- "lobby --ssh-key $1")/status"; }
    named
    key Tab; key Tab
    small=$(resident_kib "$key")
    tmux -L "$socket" resize-window -t lobby -x 9000 -y 9000; sleep 0.5
    key Tab; key Tab
    wait_for "you are alice"
    tmux -L "$socket" resize-window -t lobby -x 3000 -y 3000; sleep 0.5
    key Tab
    wait_for "you are alice"
    large=$(resident_kib "$key")
    [ $((large - small)) -lt 40960 ] ||
      fail "the lobby grew from $small KiB to $large KiB at 9000x9000 and 3000x3000"
    # A new key's name screen, drawn first at 9000x9000.
    other="SHA256:hugeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
    tmux -L "$socket" -f /dev/null new-session -d -s huge -x 9000 -y 9000 \
      "env TERM=xterm-256color BOARDGAMES_TABLES=$work/tables HOME=$work $binary lobby --ssh-key $other --data $work/server.db; sleep 60"
    for _ in $(seq 60); do
      tmux -L "$socket" capture-pane -p -t huge | grep -qF "This SSH key is new here" && break
      sleep 0.1
    done
    tmux -L "$socket" capture-pane -p -t huge | grep -qF "This SSH key is new here" ||
      fail "the name screen at 9000x9000 was not drawn"
    [ $(($(resident_kib "$other") - small)) -lt 40960 ] ||
      fail "the name screen takes $(resident_kib "$other") KiB at 9000x9000"
    key q
    wait_for "LOBBY-ENDED 0"
    ;;
  no_locale)
    # An SSH client that sends no LANG: the lobby draws in ASCII, a cut line ends in "...", and
    # no byte beyond ASCII reaches the terminal (ncurses showed each as "~@" or "M-").
    tmux -L "$socket" -f /dev/null new-session -d -s lobby -x 70 -y 24 \
      "env -i TERM=xterm-256color PATH=/usr/bin:/bin BOARDGAMES_TABLES=$work/tables HOME=$work $binary lobby --ssh-key $key --data $work/server.db; echo LOBBY-ENDED \$?; sleep 60"
    wait_for "This SSH key is new here"
    typed alice; key Enter
    wait_for "you are alice"
    key o
    wait_for "Enter opens the table, Esc goe..."
    screen | grep -q $'[^\x01-\x7e]' && fail "a character beyond ASCII on the screen"
    screen | grep -qF -e '~@' -e 'M-' && fail "bytes shown as controls"
    key Escape; key q
    wait_for "LOBBY-ENDED 0"
    ;;
  own_keys_and_blocks)
    # The You tab: the player's keys (this session's kept) and the players he blocks, whose
    # invitations are then refused.
    bob_key="SHA256:bobbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
    tmux -L "$socket" -f /dev/null new-session -d -s bob -x 100 -y 30 \
      "env TERM=xterm-256color BOARDGAMES_TABLES=$work/tables HOME=$work $binary lobby --ssh-key $bob_key --data $work/server.db; sleep 60"
    for _ in $(seq 60); do tmux -L "$socket" capture-pane -p -t bob | grep -qF "This SSH key is new here" && break; sleep 0.1; done
    tmux -L "$socket" send-keys -t bob -l bob; tmux -L "$socket" send-keys -t bob Enter; sleep 0.5
    tmux -L "$socket" send-keys -t bob q; sleep 0.3
    named
    key Tab; key Tab; key Tab
    wait_for "Your SSH keys (K adds one, n names it), and the players you block (x)"
    wait_for "key  (no name)  $key  (in use)"
    key d
    wait_for "That is the key you came in with"
    # The key is named, and shown by its name.
    key n
    wait_for "The key's name:"
    typed "laptop"; key Enter
    wait_for "The key is called laptop now."
    wait_for "key  laptop  $key  (in use)"
    key x
    wait_for "Block the player:"
    typed "bob"; key Enter
    wait_for "bob is blocked: no invitation or chat from him reaches you."
    wait_for "blocked  bob"
    key q
    wait_for "LOBBY-ENDED 0"
    # bob invites alice: refused.
    tmux -L "$socket" kill-session -t lobby
    tmux -L "$socket" -f /dev/null new-session -d -s lobby -x 100 -y 30 \
      "env TERM=xterm-256color BOARDGAMES_TABLES=$work/tables HOME=$work $binary lobby --ssh-key $bob_key --data $work/server.db; echo LOBBY-ENDED \$?; sleep 60"
    wait_for "you are bob"
    key o
    wait_for "open a table"
    click 60 "$(line_of "Opposite:")"
    click 8 "$(line_of 'Invite:')"
    typed alice; key Enter
    wait_for "alice takes no invitation from you."
    ;;
  chat_and_player_page)
    # Two players in the lobby at once: bob says a line, which marks alice's Chat tab (she is on
    # another); she reads it, answers, opens bob's page from his line (p), and comes back (Esc).
    # Too many lines at once are refused, as at a table; the administrator reads the room.
    bob_key="SHA256:bobbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
    named
    tmux -L "$socket" -f /dev/null new-session -d -s bob -x 100 -y 30 \
      "env TERM=xterm-256color BOARDGAMES_TABLES=$work/tables HOME=$work $binary lobby --ssh-key $bob_key --data $work/server.db; sleep 60"
    bob_screen() { tmux -L "$socket" capture-pane -p -t bob; }
    bob_waits() {
      for _ in $(seq 60); do bob_screen | grep -qF -- "$1" && return 0; sleep 0.1; done
      echo "---- bob's screen ----"; bob_screen; fail "bob never saw: $1"
    }
    bob_keys() { tmux -L "$socket" send-keys -t bob "$@"; sleep 0.25; }
    bob_types() { tmux -L "$socket" send-keys -t bob -l "$1"; sleep 0.25; }
    bob_waits "This SSH key is new here"
    bob_types bob; bob_keys Enter
    bob_waits "you are bob"
    wait_for "Here: alice, bob"
    for _ in 1 2 3 4 5 6; do bob_keys Tab; done
    bob_waits "The lobby's chat"
    bob_keys s
    bob_waits "Say:"
    bob_types $'hello \e[2Jalice'; bob_keys Enter
    wait_for "Chat (1 new)"
    click "$(column_of 3 Chat)" 3
    wait_for "bob: hello alice"
    absent "Chat (1 new)"
    key s
    wait_for "Say:"
    typed "hi bob"; key Enter
    bob_waits "alice: hi bob"
    # bob's line chosen (the one above hers), his page from it.
    key Up
    key p
    wait_for "bob's page"
    wait_for "bob: here now"
    wait_for "Ratings (rated games between players)"
    wait_for "Last results"
    key x
    wait_for "bob is blocked"
    key Escape
    wait_for "The lobby's chat"
    absent "bob: hello alice"  # blocked: his lines are not shown to her
    # A name on the Here: line opens his page too; x there lifts the block.
    click "$(column_of 2 bob)" 2
    wait_for "bob's page"
    key x
    wait_for "bob is no longer blocked"
    key Escape
    wait_for "bob: hello alice"
    # Lines faster than the pace: refused after the burst, as at a table.
    tmux -L "$socket" send-keys -t bob s "line 1" Enter s "line 2" Enter s "line 3" Enter \
      s "line 4" Enter s "line 5" Enter s "line 6" Enter s "line 7" Enter
    bob_waits "Not said: not so fast; try again in a moment."
    admin_chat=$("$binary" admin chat --data "$work/server.db")
    echo "$admin_chat" | grep -qP "^\d+\t.*\tbob\thello alice$" ||
      fail "admin chat misses bob's line: $admin_chat"
    key q
    wait_for "LOBBY-ENDED 0"
    ;;
  admin_closes_table)
    # The administrator sees who is on and the tables, closes one while its host sits there
    # (its process ends, its row goes, the host is back in the lobby and told), and the audit
    # log says so.
    named
    key o
    wait_for "open a table"
    click 8 "$(line_of '[ Open the table ]')"
    wait_for "is open: anyone in the lobby may sit"
    code=$(screen | grep -oE 'Table [a-z0-9]{6} is open' | awk '{ print $2 }')
    [ -n "$code" ] || fail "no table code"
    admin() { "$binary" admin "$@" --data "$work/server.db"; }
    for _ in $(seq 30); do admin who | grep -qE "^  alice\s+table $code" && break; sleep 0.5; done
    who=$(admin who)
    echo "$who" | grep -qE "^  alice\s+table $code" || fail "admin who misses alice: $who"
    echo "$who" | grep -qE "^  $code\s+raps\s+host alice" || fail "admin who misses the table: $who"
    admin close "$code" | grep -qF "table $code is closed" || fail "admin close failed"
    wait_for "Table $code: the table was stopped."
    wait_for "No table is open for you now"
    admin log | grep -qF "closed table $code" || fail "the audit log misses the closing"
    admin close "$code" >/dev/null 2>&1 && fail "a table closed twice"
    key q
    wait_for "LOBBY-ENDED 0"
    ;;
  *)
    echo "unknown case $case_name"; exit 2 ;;
esac
echo "passed: lobby screens, $case_name"
