# Players in the lobby over ssh, each in a tmux pane of their own, for lobby.sh and seeks.sh:
# a session started (start_in NAME KEY), its screen read and waited for, keys typed, and a
# square of the board clicked. Needs $socket, $account, $ssh_options and the caller's fail.
start_in() {
  tmux -L "$socket" -f /dev/null new-session -d -s "$1" -x 100 -y 30 \
    "env TERM=xterm-256color ssh -tt -i '$2' ${ssh_options[*]} $account@127.0.0.1; echo SSH-ENDED \$?; sleep 60"
}
screen_of() { tmux -L "$socket" capture-pane -p -t "$1" 2>/dev/null; }
wait_in() {
  for _ in $(seq 100); do screen_of "$1" | grep -qF -- "$2" && return 0; sleep 0.1; done
  echo "---- $1's screen ----"; screen_of "$1"
  fail "$1 never saw: $2"
}
key_in() { tmux -L "$socket" send-keys -t "$1" "$2"; sleep 0.2; }
typed_in() { tmux -L "$socket" send-keys -t "$1" -l "$2"; sleep 0.2; }
# A click (SGR mouse report: press, release) on the square `$2` of the board in pane $1, found
# by its coordinates drawn on the screen (files above the board, ranks beside it).
click_square() {
  local file=${2:0:1} rank=${2:1:1} col row
  # The files in either order: bob, at circles, sees the board turned around (d c b a).
  col=$(screen_of "$1" | grep -E '^ +[a-d] +[a-d] +[a-d] +[a-d]( |$)' | head -1 |
    awk -v f="$file" '{ if (match($0, " " f "( |$)")) print RSTART + 1 }')
  row=$(screen_of "$1" | grep -nE "^ +$rank \|" | head -1 | cut -d: -f1)
  [ -n "$col" ] && [ "$col" -gt 0 ] && [ -n "$row" ] || fail "$1: no square $2 on the screen"
  tmux -L "$socket" send-keys -t "$1" -l $'\e[<0;'"$col;$row"'M'
  tmux -L "$socket" send-keys -t "$1" -l $'\e[<0;'"$col;$row"'m'
  sleep 0.3
}
