#pragma once
// Draws a BoardView in the RAPS seed's style (`| O | O |` cells between `-----` rules, files
// above and below, ranks on both sides) and tells where each cell landed on the screen, so a
// click can be turned back into a cell. Knows no rule: the marks come from the move entry.
// Every cell is as wide as the game's style says. Its content is the top piece's glyph in the
// piece's colour, or the stack's colours; pieces with edge marks (Redtangle) are drawn on one
// line (`Wwbbb`, compact) or on three, each edge a bar on its side of the tile. Zones are
// coloured, or dotted in monochrome; without colour, letters tell the colours apart.

#include <vector>

#include "boardgames/core/board_view.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

struct BoardMarks {
    std::vector<int> path;       // the piece being moved and the cells clicked after it
    std::vector<int> targets;    // cells the next click may choose
    std::vector<int> last_move;  // cells of the move just played
    std::vector<int> captured;   // cells it captured or converted (captured_cells)
    int cursor = -1;             // keyboard cursor, -1 when hidden
};

struct CellBox {
    int cell;
    int y;
    int x;
    int width;
    int height;
};

struct BoardSize {
    int height;
    int width;
};

// The role that draws pieces and edges of a colour.
Role colour_role(PieceColour colour);

// Cells are one line high, or three for pieces with edge marks when there is room (tall).
BoardSize measure_board(const BoardView& view, bool tall);

// Paints at (top, left); returns the box of every cell.
std::vector<CellBox> paint_board(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks, bool tall);

}  // namespace boardgames::ui
