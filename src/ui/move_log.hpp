#pragma once
// The moves of the game on screen: the one-line log above the board, and the move list in the
// panel beside it (numbered, a round a line, the move shown marked, scrolled by the wheel, each
// move a spot a click opens in replay).

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace boardgames::ui {

// The moves numbered by rounds in at most `width` characters: all of them when they fit, else
// "... " and the latest moves from a round number on (from a move when not even one round
// fits). "(none yet)" before the first move.
std::string fit_move_log(const std::vector<std::string>& moves, int width);

// One line of the move list: its text, and where each move stands in it.
struct MoveListRow {
    struct Entry {
        int column;          // where the move's text starts in `text`
        std::size_t ply;     // the position after it: its index + 1
        std::size_t length;  // its text's length
    };
    std::string text;
    std::vector<Entry> entries;
};

// The moves numbered by rounds of `per_round`, a round a row when it fits in `width`, else
// continued on rows of their own, indented under the first.
std::vector<MoveListRow> move_list_rows(const std::vector<std::string>& moves,
                                        std::size_t per_round, int width);

// Where the move list was drawn, kept from one drawing to the next for the mouse: which move
// a click chose, and how far the wheel has scrolled it back from the move shown.
class MoveListSpots {
  public:
    struct Spot {
        int y;
        int x;
        int width;
        std::size_t ply;
    };

    // Forgets the last drawing (each drawing records its own).
    void clear() {
        spots_.clear();
        area_ = {};
    }
    // The list's rectangle on screen, for the wheel.
    void set_area(int top, int left, int height, int width) { area_ = {top, left, height, width}; }
    void add(const Spot& spot) { spots_.push_back(spot); }
    bool contains(int y, int x) const {
        return area_.height > 0 && y >= area_.top && y < area_.top + area_.height &&
               x >= area_.left && x < area_.left + area_.width;
    }
    // The position after the move drawn at (y, x), if a move is there.
    std::optional<std::size_t> ply_at(int y, int x) const;

    // Rows scrolled back from where the list follows the move shown (negative: forward).
    int scrolled = 0;

  private:
    struct Area {
        int top = 0;
        int left = 0;
        int height = 0;
        int width = 0;
    };
    std::vector<Spot> spots_;
    Area area_;
};

}  // namespace boardgames::ui
