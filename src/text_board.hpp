#pragma once
// The board as plain text, in the style of the RAPS seed: `| O | O |` cells between `-----`
// rules, with file letters above and below and rank numbers on both sides. Hex boards are
// drawn a row a line, each cell as its name and its piece.

#include <string>
#include <vector>

#include "boardgames/core/board_view.hpp"

namespace boardgames {

// `marked` cells (a move shown) are drawn in brackets, `[Wwbbb]` `[ ]`, or on hex boards in
// braces, `{[wr]}`.
std::string render_text_board(const BoardView& view, const std::vector<int>& marked = {});

}  // namespace boardgames
