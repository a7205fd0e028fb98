#pragma once
// The board as plain text, in the style of the RAPS seed: `| O | O |` cells between `-----`
// rules, with file letters above and below and rank numbers on both sides.

#include <string>

#include "boardgames/core/board_view.hpp"

namespace boardgames {

std::string render_text_board(const BoardView& view);

}  // namespace boardgames
