#pragma once
// A game's moves shown one position at a time (the replay, the review): the position after
// some of them, the cells of the move that led there, and its board.

#include <memory>
#include <string>
#include <vector>

#include "boardgames/play/any_match.hpp"

namespace boardgames::ui {

class MovesShown {
  public:
    // The moves `moves` of `game` from `start` (its position string; empty: the standard).
    MovesShown(const GameInfo& game, std::string start, std::vector<std::string> moves);

    // The position after `ply` moves (at most all of them).
    void show(std::size_t ply);
    std::size_t ply() const { return ply_; }
    const std::vector<std::string>& moves() const { return moves_; }
    bool at_end() const { return ply_ >= moves_.size(); }
    const AnyMatch& match() const { return *match_; }
    const BoardView& view() const { return view_; }
    // The cells of the move that led to the position shown (none at the start).
    const std::vector<int>& last_move_cells() const { return last_move_cells_; }
    // Who made that move (its mover, as GameInfo::mover_names counts), -1 at the start.
    int last_mover() const { return last_mover_; }
    // The position after `ply` moves (at most all of them), apart from the one shown.
    std::unique_ptr<AnyMatch> match_at(std::size_t ply) const;

  private:
    const GameInfo* game_;
    std::string start_;
    std::vector<std::string> moves_;
    std::size_t ply_ = 0;
    std::unique_ptr<AnyMatch> match_;
    std::vector<int> last_move_cells_;
    int last_mover_ = -1;
    BoardView view_;
};

}  // namespace boardgames::ui
