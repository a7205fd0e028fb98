#pragma once
// The mouse and the keyboard over the board: where the cells were drawn, the keyboard cursor
// and a press held for a drag. It turns every click, wheel turn and key into the same few board
// inputs, whatever screen shows the board.

#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "board_painter.hpp"
#include "cursor.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

// Every board screen hears the same few inputs, whatever the mouse or keys did: a cell chosen,
// a turn, the end of the turn, a cancel, a click off the board, or another key.
struct BoardInput {
    enum class Kind { None, Select, Turn, EndTurn, Cancel, Outside, Key };
    Kind kind = Kind::None;
    int cell = -1;  // Select: the cell chosen; EndTurn: the cell right-clicked, if any
    int quarter_turns = 0;
    int key = 0;
};

class BoardPointer {
  public:
    Cursor cursor;
    std::vector<CellBox> boxes;  // where the board's cells were drawn, for clicks
    int hovered = -1;            // the cell under the pointer, while the mouse was used last

    // The cell the player points at: under the pointer, else under the keyboard cursor; -1.
    int pointed() const { return hovered >= 0 ? hovered : cursor.marked(); }
    // The pointer moved to (y, x) with no button held.
    void hover(int y, int x) { hovered = cell_at(y, x); }

    // Clicks choose their cell; the cursor keys move the cursor over `view` (its first use
    // lands where `start_here` holds), Enter and space choose the cell under it (the first
    // press only shows it). `ply` names the position, so a drag never spans a move.
    BoardInput input(const Event& event, const BoardView& view,
                     const std::function<bool(int)>& start_here, std::size_t ply);
    // The cells a drag went from and to, when `event` (a release in position `ply`) ends one.
    std::optional<std::pair<int, int>> drag(const Event& event, std::size_t ply);
    // The cell drawn at (y, x), or -1.
    int cell_at(int y, int x) const;

  private:
    int pressed_cell_ = -1;        // where the left button went down, for a drag
    std::size_t pressed_ply_ = 0;  // and in which position
};

}  // namespace boardgames::ui
