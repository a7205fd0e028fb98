#include "cursor.hpp"

#include <cstdlib>

namespace boardgames::ui {

void Cursor::place(int cell) {
    cell_ = cell;
    shown_ = false;
}

void Cursor::place_if_unset(const BoardView& view) {
    if (cell_ < 0 && !view.cells.empty()) cell_ = view.cells.front().cell;
}

void Cursor::move(const BoardView& view, int dx, int dy,
                  const std::function<bool(int)>& start_here) {
    shown_ = true;
    if (view.cells.empty()) return;
    const CellView* from = view.find(cell_);
    if (!from) {
        cell_ = view.cells.front().cell;
        for (const CellView& cell : view.cells)
            if (start_here(cell.cell)) {
                cell_ = cell.cell;
                break;
            }
        return;
    }
    // The nearest cell ahead, a step along counting more than a step across, so the cursor
    // keeps to its row or column where it can and still crosses staggered (hex) rows. On a
    // hex board left and right keep to the row; up and down go to the next row, half a cell
    // to the right going up and to the left going down, so that up then down comes back.
    const bool hexes = view.shape == BoardView::Shape::Hexes;
    const CellView* best = nullptr;
    int best_score = 0;
    for (const CellView& cell : view.cells) {
        const int along = dx != 0 ? (cell.column - from->column) * dx : (cell.row - from->row) * dy;
        const int across =
            dx != 0 ? std::abs(cell.row - from->row) : std::abs(cell.column - from->column);
        if (along <= 0 || (hexes && dx != 0 && across != 0)) continue;
        int score = along * 4 + across * 3;
        if (hexes && dy != 0) score = score * 2 + ((cell.column - from->column) * dy > 0 ? 1 : 0);
        if (!best || score < best_score) best = &cell, best_score = score;
    }
    if (best) cell_ = best->cell;
}

}  // namespace boardgames::ui
