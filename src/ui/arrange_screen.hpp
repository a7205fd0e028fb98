#pragma once
// Arranging a player's pieces inside their zone before the first move (games that have it:
// Redtangle): swap two tiles, turn one, or take the standard or a random setup.

#include "board_edit.hpp"
#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class ArrangeScreen final : public Screen {
  public:
    // `player` arranges; the players from `next_player` on follow.
    ArrangeScreen(Context& context, int player, int next_player);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return editor_.view(); }

  private:
    void click(int cell);
    bool in_zone(int cell) const;
    void preset(std::uint64_t seed);
    void finish();

    Context& ctx_;
    int player_;
    int next_player_;
    BoardEditor editor_;
    int selected_ = -1;  // the tile picked to swap or turn
};

// Before the first move of a game that has arranging: computers arrange at once, each human in
// turn on the arrange screen, then play begins. Nothing for other games or a game under way.
void begin_arrangement(Context& context);

}  // namespace boardgames::ui
