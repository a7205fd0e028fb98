#!/usr/bin/env bash
# What the terminal game sends to the terminal per move pair, as an SSH client would receive
# it: each game runs under `script` (which records every byte written to its terminal) in a
# tmux pane of 100x40 (or WIDTH x HEIGHT), against the computer, played by mouse: the bench
# clicks each square of its move's path (and ends the turn with a right click where the game
# waits for it), then waits for the computer's reply. The bytes of each pair (the player's move
# from its first click to the reply drawn) are counted once the output has settled; each game
# is played with TERM=xterm-256color and TERM=screen (or the TERMS given).
# Usage: [TERMS="xterm-256color screen"] [SHOW_PAIRS=1] bench/ssh_bytes.sh [BINARY] [PAIRS] [GAME...]
set -euo pipefail
binary=$(realpath "${1:-build/boardgames}")
pairs=${2:-10}
shift $(($# > 2 ? 2 : $#))
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(raps redtangle rematch tactica redo breakthrough clobber)
read -r -a terms <<<"${TERMS:-xterm-256color screen}"
width=${WIDTH:-100}
height=${HEIGHT:-40}
work=$(mktemp -d)
socket="bg-bytes-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; sleep 0.3; rm -rf "$work"' EXIT
redtangle_standard="2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0"

bytes() { stat -c %s "$work/typescript"; }
# Waits until nothing has been written for half a second (at most 10 s).
settle() {
  local before now
  before=$(bytes)
  for _ in $(seq 40); do
    sleep 0.25
    now=$(bytes)
    [ "$now" = "$before" ] && return 0
    before=$now
  done
}
screen() { tmux -L "$socket" capture-pane -p -t game; }
status_line() { screen | tail -n 2 | head -n 1; }
source "$(dirname "$0")/../tests/e2e/moves_line.sh"
# The game's moves so far, as the move list shows them, without their numbers.
moves_so_far() {
  screen | moves_as_line | sed -n '2s/^Moves: //p' | sed -E 's/\(none yet\)//; s/[0-9]+\.//g' | xargs
}
# A press and, for buttons, the release at 1-based COLUMN ROW: as SGR reports, or as the old
# X10 ones where the terminal type asks for those (TERM=screen).
mouse() {  # BUTTON COLUMN ROW
  if [ "$mouse_format" = x10 ]; then  # in hex: a report may end in tmux's separator, ';'
    tmux -L "$socket" send-keys -t game -H 1b 5b 4d $(printf '%x %x %x' $((32 + $1)) $((32 + $2)) $((32 + $3)))
    [ "$1" -lt 64 ] || return 0
    tmux -L "$socket" send-keys -t game -H 1b 5b 4d $(printf '%x %x %x' $((32 + 3)) $((32 + $2)) $((32 + $3)))
    return 0
  fi
  tmux -L "$socket" send-keys -t game -l $'\e[<'"$1;$2;$3"'M'
  [ "$1" -lt 64 ] && tmux -L "$socket" send-keys -t game -l $'\e[<'"$1;$2;$3"'m'
  return 0
}
# The screen column and row (1-based) of a cell: its name where the board draws names inside
# its cells (hexes), otherwise its file's letter above the board and its rank's number at the
# left.
cell_place() {
  screen | awk -v cell="$1" -v height="$height" '
    function spot(line, name,   at, before, after) {
      at = index(line, name)
      while (at > 0) {
        before = substr(line, at - 1, 1); after = substr(line, at + length(name), 1)
        if ((at == 1 || before == " " || before == "|") && (after == " " || after == "|"))
          return at
        line = substr(line, 1, at - 1) "  " substr(line, at + 2)  # look further along
        at = index(line, name)
      }
      return 0
    }
    { screen[NR] = substr($0, 1, 58) }
    END {
      for (row = 3; row <= height - 2; ++row)
        if ((at = spot(screen[row], cell)) > 0) { print at, row; exit }
      file = substr(cell, 1, 1); rank = substr(cell, 2)
      for (row = 3; row <= height - 2 && !column; ++row)
        if (screen[row] ~ /^ +a +b /) column = index(screen[row], " " file " ") + 1
      for (row = 3; row <= height - 2; ++row)
        if (substr(screen[row], 1, 5) ~ ("^ *" rank " *$") || \
            substr(screen[row], 1, 6) ~ ("^ *" rank " \\|")) { print column, row; exit }
    }'
}
click_cell() {
  local place
  place=$(cell_place "$1")
  [ -n "$place" ] || { echo "no cell $1 on the screen" >&2; screen >&2; exit 1; }
  mouse 0 ${place% *} ${place#* }
  sleep 0.15
}
# Until the status line says the player is to move (at most 20 s).
wait_for_player() {
  for _ in $(seq 200); do
    status_line | grep -v thinking | grep -q "to move" && return 0
    sleep 0.1
  done
  echo "never saw the player to move" >&2
  screen >&2
  exit 1
}
# A legal move whose squares can be clicked one after the other: no turn given with it (`=`),
# its path no beginning of a longer move's; the `pick`th of them, round.
choose_move() {  # GAME PICK PLAYED...
  local game=$1 pick=$2 position=()
  shift 2
  [ "$game" = redtangle ] && position=(--position "$redtangle_standard")
  "$binary" moves "$game" "${position[@]}" --play "$*" | awk -v pick="$pick" '
    !/=/ && /[a-z][0-9]/ {
      path = $0; gsub(/[^a-z0-9]+/, " ", path); move[++n] = $0; paths[n] = path " "
    }
    END {
      for (i = 1; i <= n; ++i) {
        longer = 0
        for (j = 1; j <= n; ++j)
          if (j != i && index(paths[j], paths[i]) == 1 && paths[j] != paths[i]) longer = 1
        if (!longer) simple[++m] = move[i]
      }
      if (m) print simple[pick % m + 1]
    }'
}

play_game() {  # GAME TERM
  local game=$1 term=$2 move before position=""
  mouse_format=sgr
  [ "$(infocmp -1 "$term" 2>/dev/null | grep -c 'kmous=\\E\[M,')" = 1 ] && mouse_format=x10
  [ "$game" = redtangle ] && position="--position '$redtangle_standard'"
  rm -f "$work/typescript"
  tmux -L "$socket" -f /dev/null new-session -d -s game -x "$width" -y "$height" \
    "script -q -f -c \"env TERM=$term XDG_DATA_HOME='$work' '$binary' $game --seed 1 $position\" '$work/typescript'"
  wait_for_player
  settle
  echo "$game $term start $(bytes)" >>"$work/results"
  # Pairs until PAIRS are counted; a game that ends is followed by a new one (its last pair,
  # without a reply, not counted).
  local counted=0 attempt played count
  for attempt in $(seq $((3 * pairs))); do
    [ "$counted" -lt "$pairs" ] || break
    played=$(moves_so_far)
    count=$(echo "$played" | wc -w)
    move=$(choose_move "$game" "$attempt" $played)
    [ -n "$move" ] || break
    settle
    before=$(bytes)
    for cell in $(echo "$move" | grep -o '[a-z][0-9]\+'); do click_cell "$cell"; done
    if status_line | grep -q "End the turn"; then mouse 2 1 1; fi
    # The reply drawn (the move and the reply listed, the player to move), or the game over.
    for _ in $(seq 200); do
      status_line | grep -q "Game over" && break
      [ "$(moves_so_far | wc -w)" -ge $((count + 2)) ] && status_line | grep -v thinking |
        grep -q "to move" && break
      sleep 0.1
    done
    if status_line | grep -q "Game over"; then
      tmux -L "$socket" send-keys -t game n
      sleep 1  # the computer's first move, where it has it
      settle
      continue
    fi
    settle
    # The move played must be the one clicked: a click that missed is no pair to count.
    if [ "$(moves_so_far | cut -d ' ' -f $((count + 1)))" != "$move" ]; then
      echo "$game ($term): clicked $move, the list shows '$(moves_so_far)'" >&2
      screen >&2
      exit 1
    fi
    echo "$game $term pair $(($(bytes) - before))" >>"$work/results"
    counted=$((counted + 1))
  done
  tmux -L "$socket" send-keys -t game q y
  sleep 0.3
  tmux -L "$socket" kill-server 2>/dev/null || true
  sleep 0.3
}

for game in "${games[@]}"; do
  for term in "${terms[@]}"; do play_game "$game" "$term"; done
done

echo "bytes sent to the terminal at ${width}x${height}, against the computer, by mouse:"
printf '  %-14s %-16s %7s %7s %7s %7s %6s\n' game TERM start median mean most pairs
for game in "${games[@]}"; do
  for term in "${terms[@]}"; do
    start=$(awk -v g="$game" -v t="$term" '$1 == g && $2 == t && $3 == "start" {print $4}' "$work/results")
    awk -v g="$game" -v t="$term" '$1 == g && $2 == t && $3 == "pair" {print $4}' "$work/results" |
      sort -n | awk -v g="$game" -v t="$term" -v start="$start" '{v[++n] = $1; sum += $1}
        END {
          if (!n) printf "  %-14s %-16s %7d %7s %7s %7s %6d\n", g, t, start, "-", "-", "-", 0
          else printf "  %-14s %-16s %7d %7d %7d %7d %6d\n", g, t, start, v[int((n + 1) / 2)], sum / n, v[n], n
        }'
  done
done
# SHOW_PAIRS=1: every pair's bytes too, in the order played.
[ -z "${SHOW_PAIRS:-}" ] || awk '$3 == "pair" {printf "%s %s %d\n", $1, $2, $4}' "$work/results"
