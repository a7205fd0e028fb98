# shellcheck shell=bash
# The game's moves as the line under the title shows them where the board has no panel beside
# it ("Moves: 1. b1-b2 b4-b3 2. b2Xb4"). Beside a panel the moves are listed there instead, a
# move number a row, and the line under the title is empty: this filter of a captured screen
# writes the panel's list onto that line, so that tests read the moves alike at every size.
moves_as_line() {
  awk '{ line[NR] = $0 }
    END {
      for (row = 3; row <= NR && !column; ++row)
        if (match(line[row], /   Moves( [0-9]|:|$)/)) { column = RSTART + 3; heading = row }
      if (column && line[2] ~ /^ *$/) {
        text = ""
        if (substr(line[heading], column) ~ /none yet/) text = " (none yet)"
        for (row = heading + 1; row <= NR; ++row) {
          part = substr(line[row], column)
          if (part ~ /^ *$/) break
          text = text " " part
        }
        gsub(/ +/, " ", text)
        sub(/ $/, "", text)
        line[2] = "Moves:" text
      }
      for (row = 1; row <= NR; ++row) print line[row]
    }'
}
