#pragma once
// Set Board: place and remove pieces, turn tiles, choose who moves, then play from there.

#include "board_edit.hpp"
#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

// Set Board's bottom line, read from its table of keys: turning only in games whose pieces turn.
std::string set_board_hints(const GameInfo& game);

class SetBoardScreen final : public BoardScreen {
  public:
    // Starts from the session's position.
    explicit SetBoardScreen(Context& context);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return editor_.view(); }

  private:
    void finish();
    void cancel();

    Context& ctx_;
    BoardEditor editor_;
};

}  // namespace boardgames::ui
