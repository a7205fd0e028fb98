#pragma once
// The keyboard cursor over a board: it steps to the nearest cell in the direction of an arrow
// key, wherever the cells are drawn, and stays hidden until the keyboard is used.

#include <functional>

#include "boardgames/core/board_view.hpp"

namespace boardgames::ui {

class Cursor {
  public:
    int cell() const { return cell_; }
    bool shown() const { return shown_; }
    // The cell to mark on the board, -1 while hidden.
    int marked() const { return shown_ ? cell_ : -1; }

    // A click chose `cell`: the keyboard goes on from there, but the mouse needs no cursor.
    void place(int cell);
    // Puts the cursor on the first cell of `view` unless it has a cell already.
    void place_if_unset(const BoardView& view);
    // Shows the cursor and steps it (dx, dy): +1 is right or down. Its first use puts it on the
    // first cell where `start_here` holds (a piece that can move), else on the first cell.
    // (0, 0) only shows it.
    void move(const BoardView& view, int dx, int dy, const std::function<bool(int)>& start_here);

  private:
    int cell_ = -1;
    bool shown_ = false;
};

}  // namespace boardgames::ui
