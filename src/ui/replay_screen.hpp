#pragma once
// The game played again from its start, a move at a time or on its own at the demo's pace.

#include <memory>
#include <string>
#include <vector>

#include "context.hpp"
#include "moves_shown.hpp"
#include "screen.hpp"
#include "screen_keys.hpp"

namespace boardgames::ui {

class ReplayScreen final : public BoardScreen {
  public:
    // Replays the session's moves: from the start, playing on its own, or paused at the
    // position after `ply` moves (a move chosen in the move list).
    explicit ReplayScreen(Context& context, std::optional<std::size_t> ply = std::nullopt);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return shown_.view(); }
    void tick(Clock::time_point now) override;
    std::optional<Clock::time_point> next_tick() const override;
    bool show_ply(std::size_t ply) override;

  private:
    enum class Action { Back, Forward, First, Last, PlayOrPause, Review, Leave, TurnBoard };
    static const ScreenKeys<Action>& keys();

    void step(int delta);
    void show_move(std::size_t index);
    Clock::time_point next_due() const;

    Context& ctx_;
    MovesShown shown_;  // the session's moves, at the position shown
    bool playing_ = true;
    Clock::time_point due_;
};

}  // namespace boardgames::ui
