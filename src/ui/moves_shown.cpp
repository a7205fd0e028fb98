#include "moves_shown.hpp"

#include <algorithm>

namespace boardgames::ui {

MovesShown::MovesShown(const GameInfo& game, std::string start, std::vector<std::string> moves)
    : game_(&game), start_(std::move(start)), moves_(std::move(moves)) {
    show(0);
}

// Played again from the start: the moves were checked when they were played.
void MovesShown::show(std::size_t ply) {
    ply_ = std::min(ply, moves_.size());
    match_ = std::move(game_->new_match(*game_, start_)).value();
    last_move_cells_.clear();
    last_mover_ = -1;
    for (std::size_t i = 0; i < ply_; ++i) {
        if (i + 1 == ply_) {
            last_move_cells_ = clicked_cells(*match_, moves_[i]);
            last_mover_ = match_->to_move();
        }
        match_->play(moves_[i]);
    }
    view_ = match_->board_view();
}

std::unique_ptr<AnyMatch> MovesShown::match_at(std::size_t ply) const {
    auto match = std::move(game_->new_match(*game_, start_)).value();
    for (std::size_t i = 0; i < std::min(ply, moves_.size()); ++i)
        match->play(moves_[i]);
    return match;
}

}  // namespace boardgames::ui
