# What the screens tell the player: key hints and help that name only what the game accepts,
# and the options dialog answering the mouse.

bottom_line() { screen | tail -n 1; }

scenario_docs_hints_per_game() {
  # RAPS: no piece turns and no move waits, so neither the wheel nor the end of a turn.
  start raps --mode hh
  wait_for "Squares to move"
  bottom_line | grep -qF "t hint" || fail "RAPS hints lack the hint key"
  bottom_line | grep -qE "wheel|\[ \]|end turn|pass" && fail "RAPS hints offer a control RAPS has no use for"
  keys '?'
  wait_for "Help: RAPS"
  wait_for "hint: the move the computer would play for you"
  screen | grep -qE "wheel|end the turn|\[  \]" && fail "RAPS help offers turning or ending a turn"
  # A right click only looks into a piece in RAPS.
  screen | grep -F "right click" | grep -qE "end|pass" && fail "RAPS help offers a right click to end a turn"
  keys q
  stop_server
  # Redtangle: tiles turn and a step waits for the end of the turn.
  start redtangle --mode hh --position "'7Bbbbb/8/8/8/8/8/8/Wwbbb7 W 0'"
  wait_for "White to move"
  bottom_line | grep -qF "wheel/[ ] turn" || fail "Redtangle hints lack turning"
  bottom_line | grep -qF "e end turn" || fail "Redtangle hints lack the end of the turn"
  bottom_line | grep -qF "t hint" || fail "Redtangle hints lack the hint key"
  keys '?'
  wait_for "Help: Redtangle"
  wait_for "wheel up, down   turn the selected piece"
  wait_for "right click      end the turn"
}

scenario_docs_options_click() {
  # At 100 columns the options box stands at column 15, its rows from line 7 (1-based); RAPS
  # rows: mode, seat, first to move, level, series. Their values start at column 33.
  start raps --mode hh
  keys m
  wait_for "Computer level: < 3 >"
  mouse 0 37 10   # the level's ">"
  wait_for "Computer level: < 4 >"
  mouse 0 33 10   # its "<"
  wait_for "Computer level: < 3 >"
  mouse 0 20 11   # the series' label: chosen, unchanged
  wait_for "Series:         < single games >"
  mouse 64 20 11  # the wheel over it raises it
  wait_for "Series:         < first to 1 >"
  mouse 0 33 7    # the mode's "<": from Human v Human back to Computer v Computer
  wait_for "Mode:           < Computer v Computer >"
  mouse 0 50 13   # "a: apply to this game"
  wait_for "Computer v Computer from here on"
  screen | grep -qF "Options" && fail "the options box stayed open after applying"
  return 0
}
