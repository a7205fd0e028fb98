#pragma once
// Draws a BoardView in the RAPS seed's style (`| O | O |` cells between `-----` rules, files
// above and below, ranks on both sides) and tells where each cell landed on the screen, so a
// click can be turned back into a cell. Knows no rule: the marks come from the move entry.
//
// A cell is one line high (compact) or several, as wide as the game's style needs or wider:
// the board grows with the terminal (choose_cell_shape). In colour, squares have a mid-tone
// ground on which white and black pieces both stand out, on a dark or a light terminal; a piece
// is a block of its colour with its glyph; a tile's edges are bars of their colours on its four
// sides (on one line, the north and south bars are half blocks in the rules between the rows).
// The piece being moved and the targets colour the ground (a capture's target its own colour,
// with an x in its corners); the last move and the hint colour the cell's frame, so a zone
// stays visible beneath them; what a move took, or the move entered would take, colours the
// ground. Without colour, letters tell the colours apart and zones are dotted.
//
// Hex boards are drawn the same way, framed cells in rows like a brick wall, each row half a
// cell to the side of the next; the row letters stand at both ends of each row and every
// cell's name quietly in it. A stack is one layer a line, top first, with its height, where
// the cell has the lines; else on one line, top first (`wro`, or `wr5` when taller).

#include <optional>
#include <vector>

#include "boardgames/core/board_view.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

struct BoardMarks {
    std::vector<int> path;     // the piece being moved (where it came from) and its landings
    std::vector<int> movable;  // the pieces the person here can move
    std::vector<int> targets;  // with a piece selected, the cells the next click may choose
    std::vector<int> capture_targets;  // those of them whose moves capture or convert
    std::vector<int> last_move;        // cells of the moves since the person here last moved
    std::vector<int> captured;  // cells they captured or converted, or the move entered would
    std::vector<int> hint;      // the cells of the computer's hint
    int cursor = -1;            // keyboard cursor, -1 when hidden
    // Frames on all four sides, where two marks share a rule (the review's move played and
    // the better one); else tall cells are framed by the rules above and below only.
    bool four_sided = false;
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

// A cell's inside on the screen: columns and lines, without the rules around it.
struct CellShape {
    int width;
    int lines;
    bool operator==(const CellShape&) const = default;
};

// The smallest cells: one line, the content between two spaces.
CellShape compact_shape(const BoardView& view);
// The screen a board takes with cells of `shape`, labels included.
BoardSize measure_board(const BoardView& view, CellShape shape);
// The largest cells with which the board fits in `room` (height, width): three lines or more,
// as near square as the room allows, else compact; nothing when even compact cells do not fit.
// Hex cells from two lines (the name on the last), of an odd width so rows shift by half a
// cell in whole columns.
std::optional<CellShape> choose_cell_shape(const BoardView& view, BoardSize room);

// Paints at (top, left) with cells of `shape`; returns the box of every cell.
std::vector<CellBox> paint_board(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks, CellShape shape);

}  // namespace boardgames::ui
