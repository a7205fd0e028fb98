#pragma once
// The one-line move log above the board.

#include <string>
#include <vector>

namespace boardgames::ui {

// The moves numbered by rounds in at most `width` characters: all of them when they fit, else
// "... " and the latest moves from a round number on (from a move when not even one round
// fits). "(none yet)" before the first move.
std::string fit_move_log(const std::vector<std::string>& moves, int width);

}  // namespace boardgames::ui
