#pragma once
// Editing a board as the player sees it, for Set Board and for arranging pieces before play:
// cycle a cell through the game's pieces, clear, swap, turn, and write the edited board back as
// a position string for the game to check. Knows no rule: cells change through the board
// view's own helpers, which keep a cell's token, layers, glyph and edges in step.

#include <optional>
#include <string>

#include "boardgames/core/board_view.hpp"
#include "boardgames/play/any_match.hpp"

namespace boardgames::ui {

class BoardEditor {
  public:
    // Edits `view` (a board of `game`) with the side `side_to_move` to move (a side, not a
    // mover: ReMATCH's team is one side of two colours).
    BoardEditor(const GameInfo& game, BoardView view, int side_to_move);

    const BoardView& view() const { return view_; }
    const CellView* cell(int cell) const { return view_.find(cell); }
    int side_to_move() const { return side_; }

    // Empty, then each piece of the game's palette in turn, then empty again.
    void cycle(int cell);
    void clear(int cell);
    void clear_all();
    // Exchanges the pieces of two cells (arranging tiles).
    void swap(int first, int second);
    // Turns the piece on `cell` by quarter-turns clockwise; the reason when it cannot.
    std::optional<std::string> turn(int cell, int quarter_turns);
    // The next side is to move.
    void next_side_to_move();

    // The edited board as a position string: the board field from the cells, the side to move
    // from the editor, and the other fields (counters) taken from `current_position`.
    std::string position(const std::string& current_position) const;

  private:
    CellView* find(int cell);

    const GameInfo* game_;
    BoardView view_;
    int side_;
};

}  // namespace boardgames::ui
