#!/usr/bin/env bash
# End-to-end tests of the terminal game: the real binary in tmux (TERM=xterm-256color), driven
# by SGR mouse sequences and keys, checked on what capture-pane shows.
# Usage: e2e.sh BINARY TEST_NAME
set -uo pipefail
binary=$(realpath "$1")
test_name=$2
work=$(mktemp -d)
socket="bg-e2e-$test_name-$$"
export XDG_DATA_HOME="$work/data"
# Ends a game still running, while its terminal still exists, and waits for it (it autosaves).
# Killing the tmux server first hangs up on the game and its whole process group: under
# LeakSanitizer that also killed the helper of the exit-time leak check, and the game span
# forever at 40% CPU. A game that outlives SIGTERM by 10 s fails the test.
end_game() {
  local pid
  pid=$(game_pid 2>/dev/null)
  [ -n "$pid" ] || return 0
  kill -TERM "$pid" 2>/dev/null
  for _ in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null
  echo "FAIL ($test_name): the game did not exit within 10 s of SIGTERM"
  return 1
}
cleanup() {
  local status=$?
  end_game || status=1
  tmux -L "$socket" kill-server 2>/dev/null
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

fail() {
  echo "FAIL ($test_name): $*"
  echo "---- screen ----"
  screen
  exit 1
}
source "$(dirname "${BASH_SOURCE[0]}")/moves_line.sh"
screen() { tmux -L "$socket" capture-pane -p -t game 2>/dev/null | moves_as_line; }
# The 1-based "COLUMN ROW" where TEXT first shows on the screen (ASCII lines), or fails.
text_position() {
  screen | awk -v want="$1" '{ at = index($0, want); if (at) { print at, NR; found = 1; exit } }
    END { exit !found }' || fail "not on the screen: $1"
}
# Clicks the middle of PART (default: all of TEXT) where TEXT first shows on the screen.
click_text() {
  local text=$1 part=${2:-$1} position before
  position=$(text_position "$text") || exit 1
  before=${text%%"$part"*}
  set -- $position
  mouse 0 $(($1 + ${#before} + ${#part} / 2)) "$2"
}
# The background colour (an SGR code: "48;5;137", "45", "49" for none) of the screen cell at
# 1-based (COLUMN, ROW), read from capture-pane -e; ASCII lines only.
background_at() {
  tmux -L "$socket" capture-pane -p -e -t game -S $(($2 - 1)) -E $(($2 - 1)) 2>/dev/null |
    awk -v want="$1" '{
      line = $0; column = 0; background = "49"
      while (length(line) > 0) {
        if (substr(line, 1, 2) == "\033[") {
          end = index(line, "m"); codes = substr(line, 3, end - 3); line = substr(line, end + 1)
          n = split(codes, code, ";")
          for (i = 1; i <= n; i++) {
            if (code[i] == "38" && code[i + 1] == "5") { i += 2; continue }
            if (code[i] == "48" && code[i + 1] == "5") { background = "48;5;" code[i + 2]; i += 2 }
            else if (code[i] == "0" || code[i] == "" || code[i] == "49") background = "49"
            else if (code[i] + 0 >= 40 && code[i] + 0 <= 47) background = code[i]
          }
          continue
        }
        column++
        if (column == want) { print background; exit }
        line = substr(line, 2)
      }
    }'
}
stop_server() {
  end_game || exit 1
  tmux -L "$socket" kill-server 2>/dev/null
  sleep 0.5  # a new server on the same socket at once can race the old one's exit
}

# Starts the game; the pane keeps a shell afterwards so the exit status and the restored
# terminal can be checked.
start() {
  local width=${WIDTH:-100} height=${HEIGHT:-40}
  tmux -L "$socket" -f /dev/null new-session -d -s game -x "$width" -y "$height" \
    "env TERM=${TERM_NAME:-xterm-256color} ${EXTRA_ENV:-} XDG_DATA_HOME='$XDG_DATA_HOME' '$binary' $*; echo \"EXITED \$?\"; sleep 60"
  wait_for "boardgames: "
}

# Waits up to 5 s for a fixed string on the screen.
wait_for() {
  local text=$1
  for _ in $(seq 50); do
    screen | grep -qF -- "$text" && return 0
    sleep 0.1
  done
  fail "never saw: $text"
}

wait_for_regex() {  # PATTERN [TENTHS OF A SECOND, default 50]
  for _ in $(seq "${2:-50}"); do
    screen | grep -qE -- "$1" && return 0
    sleep 0.1
  done
  fail "never matched: $1"
}

expect_line() {  # a screen line that begins with this text (the side panel may follow)
  screen | awk -v want="$1" 'index($0, want) == 1 { found = 1 } END { exit !found }' ||
    fail "no line beginning: '$1'"
}

keys() { tmux -L "$socket" send-keys -t game "$@"; sleep 0.15; }
typed() { tmux -L "$socket" send-keys -t game -l "$1"; sleep 0.15; }

# Mouse: SGR sequences at 1-based (column, row). Button 0 left, 2 right, 64/65 wheel.
mouse() {
  tmux -L "$socket" send-keys -t game -l $'\e[<'"$1;$2;$3"'M'
  [ "$1" -lt 64 ] && tmux -L "$socket" send-keys -t game -l $'\e[<'"$1;$2;$3"'m'
  sleep 0.15
}
# The screen position of a RAPS square at the default layout (board at row 3, column 2; cells
# 11 columns by 5 lines), and a rank's middle line there: raps_rank 4 O '#' ' ' O.
cell_column() { echo $((11 + 12 * ($(printf '%d' "'${1:0:1}") - 97))); }
cell_row() { echo $((8 + 6 * (4 - ${1:1}))); }
raps_rank() {
  local line="  $1 |" piece
  shift
  for piece in "$@"; do line+="     $piece     |"; done
  echo "$line"
}
click() { mouse 0 "$(cell_column "$1")" "$(cell_row "$1")"; }
right_click() { mouse 2 1 1; }
# Redtangle at 100x40: tall tiles, 6 columns and 4 rows a square, board at row 3, column 2.
tile_click() { mouse 0 $((8 + 6 * ($(printf '%d' "'${1:0:1}") - 97))) $((7 + 4 * (8 - ${1:1}))); }
wheel_up() { mouse 64 1 1; }

# The game running in the pane, known by its executable: a process name is cut to 15
# characters, so `pgrep -x boardgames_template` never found the template build, and its games
# were left spinning under the sanitizers after each test.
game_pid() {
  local pane child
  pane=$(tmux -L "$socket" list-panes -t game -F '#{pane_pid}' 2>/dev/null) || return 1
  for child in $(pgrep -P "$pane"); do
    [ "$(readlink "/proc/$child/exe" 2>/dev/null)" = "$binary" ] && echo "$child"
  done
  return 0
}

expect_restored() {
  wait_for "EXITED $1"
  [ "$(tmux -L "$socket" display -p -t game '#{alternate_on}')" = 0 ] || fail "still on the alternate screen"
  [ "$(tmux -L "$socket" display -p -t game '#{cursor_flag}')" = 1 ] || fail "cursor left hidden"
}

# Scenarios may also live in tests/e2e/scenarios/*.sh as functions named scenario_NAME (one
# file per topic, so work on different topics touches different files); ctest finds them there.
for scenarios in "$(dirname "$0")"/scenarios/*.sh; do
  [ -e "$scenarios" ] && source "$scenarios"
done

case "$test_name" in
mouse_game)
  start raps --mode hh
  expect_line "$(raps_rank 4 O O O O)"
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  click b4; click b3
  wait_for "Moves: 1. b1-b2 b4-b3"
  click b2; click b4
  wait_for "Game over: squares win (reached the far rank)"
  expect_line "Moves: 1. b1-b2 b4-b3 2. b2Xb4"
  expect_line "$(raps_rank 4 O '#' O O)"
  expect_line "$(raps_rank 3 ' ' ' ' ' ' ' ')"
  expect_line "$(raps_rank 1 '#' ' ' '#' '#')"
  ;;
keyboard_game)
  start raps --mode hh
  keys Right            # the cursor appears on the first piece that can move: a1
  keys Right; keys Enter  # b1
  keys Up; keys Enter     # b2: played
  wait_for "Moves: 1. b1-b2"
  keys :; typed "b4-b3"; keys Enter
  wait_for "Moves: 1. b1-b2 b4-b3"
  wait_for "Squares to move: taking is compulsory; you must take: b2Xb4"
  keys :; typed "b2-b4"; keys Enter   # another type character names the one take
  wait_for "Game over: squares win (reached the far rank)"
  expect_line "Moves: 1. b1-b2 b4-b3 2. b2Xb4"
  keys u
  wait_for "Undone: r to redo"
  expect_line "Moves: 1. b1-b2 b4-b3"
  keys r
  wait_for "Game over: squares win (reached the far rank)"
  ;;
illegal_explained)
  start raps --mode hh --position "'3O/1O1O/#3/#3 #'"
  wait_for "Squares to move: taking is compulsory; you must take: a2Xc4"
  click a1
  wait_for "a1 has no legal move (taking is compulsory; you must take: a2Xc4)"
  click d4
  wait_for "d4 is not yours: squares to move"
  mouse 0 60 30
  wait_for "Click on a square of the board"
  keys :; typed "a1-b1"; keys Enter
  wait_for "'a1-b1' is illegal: taking is compulsory; you must take: a2Xc4"
  click a2; click c4
  wait_for "Game over: squares win (reached the far rank)"
  ;;
resize)
  start raps --mode hh
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  tmux -L "$socket" resize-window -t game -x 80 -y 24
  wait_for "Moves: 1. b1-b2"
  expect_line "  2 |       |   #   |       |       | 2"
  tmux -L "$socket" resize-window -t game -x 30 -y 10
  wait_for "Terminal too small"
  tmux -L "$socket" resize-window -t game -x 100 -y 40
  wait_for "Moves: 1. b1-b2"
  click d4; click d3
  wait_for "Moves: 1. b1-b2 d4-d3"
  expect_line "$(raps_rank 3 ' ' ' ' ' ' O)"
  ;;
computer_replies)
  start raps --seed 5
    wait_for "computer (level 3)"
  click c1; click c2
  wait_for_regex "Moves: 1\. c1-c2 [a-d][34]-[a-d][23]"
  wait_for "Squares to move: select a piece"
  ;;
demo)
    # Level 1 keeps the demo quick under the sanitizers too; strength is tested elsewhere.
  start raps --mode cc --delay 50 --seed 9 --level 1
  wait_for_regex "Game over: (squares|circles) win|Game over: draw" 300
  screen | grep -qE "^Moves: (\.\.\. )?[0-9]+\. [a-d][1-4]" || fail "no moves in the log strip"
  ;;
quit_restores_terminal)
  start raps --mode hh
  click a1; click a2
  wait_for "Moves: 1. a1-a2"
  keys q
  wait_for "Save the game before quitting? (y/n)"
  keys Escape
  wait_for "Circles to move"
  keys q; keys n   # quit without saving
  expect_restored 0
  ;;
interrupt_autosaves)
  start raps --mode hh
  click a1; click a2
  wait_for "Moves: 1. a1-a2"
    keys C-c
  expect_restored 130
  grep -qx "1. a1-a2" "$XDG_DATA_HOME/boardgames/autosave-raps.txt" || fail "no autosave"
  stop_server
  start raps
  wait_for "The RAPS game interrupted on"
  wait_for "Resume the game after 1 move? (y/n)"
  keys y
  wait_for "Moves: 1. a1-a2"
  [ ! -e "$XDG_DATA_HOME/boardgames/autosave-raps.txt" ] || fail "the autosave was kept after resuming"
  ;;
hangup_autosaves)
  start raps --mode hh
  click c1; click c2
  wait_for "Moves: 1. c1-c2"
  kill -HUP "$(game_pid)"
  expect_restored 129
  grep -qx "1. c1-c2" "$XDG_DATA_HOME/boardgames/autosave-raps.txt" || fail "no autosave"
  ;;
quit_signal_autosaves)
  # Ctrl-\ (SIGQUIT) ends the game as Ctrl-C does: the terminal restored, the game kept.
  start raps --mode hh
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  tmux -L "$socket" send-keys -t game -H 1c  # the byte Ctrl-\ sends
  expect_restored 131
  grep -qx "1. b1-b2" "$XDG_DATA_HOME/boardgames/autosave-raps.txt" || fail "no autosave"
  ;;
terminate_autosaves)
  start raps --mode hh
  click d1; click d2
  wait_for "Moves: 1. d1-d2"
  kill -TERM "$(game_pid)"
  expect_restored 143
  grep -qx "1. d1-d2" "$XDG_DATA_HOME/boardgames/autosave-raps.txt" || fail "no autosave"
  ;;
save_and_load)
  start raps --mode hh
  click b1; click b2
  click a4; click a3
  wait_for "Moves: 1. b1-b2 a4-a3"
  keys s
  wait_for "Saved to $XDG_DATA_HOME/boardgames/raps-"
  keys q; keys n   # saved already: quit without saving again
  wait_for "EXITED 0"
  stop_server
  saved=$(ls "$XDG_DATA_HOME"/boardgames/raps-*.txt)
  start raps --load "'$saved'"
  wait_for "Moves: 1. b1-b2 a4-a3"
  expect_line "$(raps_rank 3 O ' ' ' ' ' ')"
  keys o
  keys y   # abandon the game loaded for the one chosen
  wait_for "Open a saved game"
  keys Enter
  wait_for "Loaded raps-"
  ;;
set_board)
  start raps --mode hh
  keys b
  wait_for "Set Board"
  keys c; keys e
  wait_for "Refused: circles moved last but have no pieces on the board"
  click a4; click a4   # empty -> # -> O
  click b1             # #
  keys e
  wait_for "Board set: O3/4/4/1#2 #"
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  ;;
replay)
  start raps --mode hh
  click a1; click a2
  click d4; click d3
  wait_for "Moves: 1. a1-a2 d4-d3"
  keys p
  wait_for "Replay: move"
  keys g   # to the start (Home; tmux sends Home in its own terminal's form)
  wait_for "Replay: the start of 1"
  expect_line "$(raps_rank 1 '#' '#' '#' '#')"
  keys Right
  wait_for "Replay: move 1 (squares) of 1"
  expect_line "$(raps_rank 2 '#' ' ' ' ' ' ')"
  keys Escape
  wait_for "Human v Human"
  ;;
monochrome)
  EXTRA_ENV="NO_COLOR=1" TERM_NAME=xterm start raps --mode hh
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  expect_line "$(raps_rank 2 ' ' '#' ' ' ' ')"
  ;;
help)
  start raps
  keys '?'
  wait_for "Help: RAPS - Keys"
  keys n n n n   # the rules, a section a page, each followed by its figures
  wait_for "Help: RAPS - Moves"
  wait_for "Taking is compulsory"
  keys f
  wait_for "Figure 2 (Move 1 of the original rules)"
  wait_for "> b1-a2  legal"
  keys t
  wait_for "c against the computer, f with a friend"
  keys f
  wait_for "Practice from figure 2 with a friend: Esc goes back to the rules"
  click b1; click a2
  wait_for "Moves: 1. b1-a2"
  keys Escape
  wait_for "Help: RAPS - Moves"
  wait_for "Figure 2 (Move 1 of the original rules)"
  keys q
  wait_for "Human v Computer"
  screen | grep -qF "Moves: 1." && fail "the practice game's move stayed in the game it interrupted"
  ;;
redtangle_game)
  # White: a1 (wbbb) and c2 (all black); Black: a line c3, d4, e5 showing c2 white edges.
  start redtangle --mode hh --position "'7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0'"
  wait_for "White to move"
  tile_click a1; wheel_up
  wait_for "End the turn to play a1=bwbb, or go on"
  right_click
  wait_for "Moves: 1. a1=bwbb"
  tile_click h8; tile_click h7; right_click
  wait_for "Moves: 1. a1=bwbb h8-h7"
  tile_click c2; tile_click c4
  wait_for "End the turn to play c2Xc4, or go on"
  tile_click e4
  wait_for "End the turn to play c2Xc4Xe4, or go on"
  right_click
  wait_for "Moves: 1. a1=bwbb h8-h7 2. c2Xc4Xe4"
  expect_line "  4 |     |     |     |     |b W b|"
  tile_click h7; tile_click h6; right_click
  tile_click e4; tile_click e6   # over e5; nothing goes on from e6, so it is played at once
  wait_for "3. e4Xe6"
  tile_click h6; tile_click h5; right_click
  tile_click e6; tile_click e7; right_click
  wait_for "Game over: white wins (entered the opposing zone)"
  expect_line "Moves: 1. a1=bwbb h8-h7 2. c2Xc4Xe4 h7-h6 3. e4Xe6 h6-h5 4. e6-e7"
  ;;
redtangle_arrange)
  start redtangle --mode hh
  wait_for "Arrange: white"
  expect_line "  2 |     |     |b W b|b W w|b W b|b W b|"
  tile_click c2; tile_click d2   # swap
  expect_line "  2 |     |     |b W w|b W b|b W b|b W b|"
  tile_click f1; wheel_up        # turn f1 (wbww) a quarter clockwise: wwbw
  keys e
  wait_for "Arrange: black"
  keys 1; keys e
  wait_for "White to move: select a piece"
  expect_line "  1 |     |     |b W w|w W w|b W b|w W w|"
  keys s
  wait_for "Saved to"
  grep -q "^start: 2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwwbbWwbbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwwbw2 W 0$" \
    "$XDG_DATA_HOME"/boardgames/redtangle-*.txt || fail "the arranged setup is not in the saved game"
  ;;
hostile_input)
  start raps --mode hh
  click b1; click b2
  wait_for "Moves: 1. b1-b2"
  # Broken escape sequences, mouse reports off the screen, and random bytes (not q, which
  # may rightly quit, nor the bytes the terminal turns into signals: C-c, C-z, C-\).
  for junk in $'\e[' $'\e[<' $'\e[<0;999;999M' $'\e[<64;1;1M' $'\eO' $'\e[1;5' $'\e[M   ' $'\e[<2;3' $'\e]0;x\a' $'\e[?1049h'; do
    tmux -L "$socket" send-keys -t game -l "$junk"
  done
  RANDOM=7
  for _ in $(seq 400); do
    byte=$((RANDOM % 256))
    case $byte in 3|26|28|113|81) continue ;; esac
    tmux -L "$socket" send-keys -t game -H "$(printf '%02x' "$byte")"
  done
  sleep 0.5
    [ -n "$(game_pid)" ] || fail "the game died on hostile input"
    # Whatever screen the bytes left it on, a click, Esc and q lead out, as for a person. (A
  # truncated mouse report makes ncurses read on until the next one: the click ends it.)
  for _ in $(seq 8); do
    screen | grep -q "EXITED" && break
    mouse 0 1 1; keys Escape; sleep 0.1; keys q; sleep 0.2
    screen | grep -q "(y/n)" && keys y
  done
  expect_restored 0
  ;;
resize_storm)
  start raps --mode hh
  click c1; click c2
  wait_for "Moves: 1. c1-c2"
  for size in 10x5 200x60 1x1 45x17 3x90 120x30 20x20 80x24 7x3 160x50 44x17 1x40 100x40; do
    tmux -L "$socket" resize-window -t game -x "${size%x*}" -y "${size#*x}"
  done
  [ -n "$(game_pid)" ] || fail "the game died in the resize storm"
  wait_for "Moves: 1. c1-c2"
  expect_line "$(raps_rank 2 ' ' ' ' '#' ' ')"
  click d4; click d3
  wait_for "Moves: 1. c1-c2 d4-d3"
  ;;
tiny_terminal)
  start raps --mode hh
  tmux -L "$socket" resize-window -t game -x 1 -y 1
  sleep 0.5
  [ -n "$(game_pid)" ] || fail "the game died at 1x1"
  tmux -L "$socket" resize-window -t game -x 100 -y 40
  wait_for "Squares to move"
  expect_line "$(raps_rank 1 '#' '#' '#' '#')"
  ;;
dumb_terminal)
  TERM_NAME=dumb start raps
  expect_restored 2
  wait_for "terminal type 'dumb' cannot move the cursor"
  ;;
unknown_terminal)
  TERM_NAME=no-such-terminal start raps
  expect_restored 2
  wait_for "cannot use terminal type 'no-such-terminal'"
  ;;
*)
  if declare -F "scenario_$test_name" >/dev/null; then
    "scenario_$test_name"
  else
    echo "unknown test $test_name"; exit 2
  fi ;;
esac
echo "PASS ($test_name)"
