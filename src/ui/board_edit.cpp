#include "board_edit.hpp"

#include <utility>

#include "boardgames/core/position_string.hpp"

namespace boardgames::ui {

BoardEditor::BoardEditor(const GameInfo& game, BoardView view, int side_to_move)
    : game_(&game), view_(std::move(view)), side_(side_to_move) {}

CellView* BoardEditor::find(int cell) {
    for (CellView& view : view_.cells)
        if (view.cell == cell) return &view;
    return nullptr;
}

void BoardEditor::cycle(int cell) {
    CellView* view = find(cell);
    if (!view) return;
    const auto& palette = game_->palette;
    std::size_t next = 0;
    for (std::size_t i = 0; i < palette.size(); ++i)
        if (view->token == palette[i].token) next = i + 1;
    set_cell_token(view_, *view, next < palette.size() ? std::string(palette[next].token) : "");
}

void BoardEditor::clear(int cell) {
    if (CellView* view = find(cell)) clear_cell_content(*view);
}

void BoardEditor::clear_all() {
    for (CellView& view : view_.cells)
        clear_cell_content(view);
}

void BoardEditor::swap(int first, int second) {
    CellView* a = find(first);
    CellView* b = find(second);
    if (!a || !b || a == b) return;
    swap_cell_content(*a, *b);
}

std::optional<std::string> BoardEditor::turn(int cell, int quarter_turns) {
    CellView* view = find(cell);
    if (!game_->turn_token) return "The pieces of this game do not turn";
    if (!view || view->token.empty()) return "Select a tile to turn";
    set_cell_token(view_, *view, game_->turn_token(view->token, quarter_turns));
    return std::nullopt;
}

void BoardEditor::next_side_to_move() {
    side_ = (side_ + 1) % int(game_->side_names.size());
}

std::string BoardEditor::position(const std::string& current_position) const {
    return with_board_and_mover(current_position, written_board(view_),
                                game_->position_side_tokens[std::size_t(side_)]);
}

}  // namespace boardgames::ui
