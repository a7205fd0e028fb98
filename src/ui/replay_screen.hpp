#pragma once
// The game played again from its start, a move at a time or on its own at the demo's pace.

#include <memory>
#include <string>
#include <vector>

#include "context.hpp"
#include "screen.hpp"
#include "screen_keys.hpp"

namespace boardgames::ui {

class ReplayScreen final : public Screen {
  public:
    // Replays the session's moves; it starts playing on its own.
    explicit ReplayScreen(Context& context);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return view_; }
    void tick(Clock::time_point now) override;
    std::optional<Clock::time_point> next_tick() const override;

  private:
    enum class Action { Back, Forward, First, Last, PlayOrPause, Leave };
    static const ScreenKeys<Action>& keys();

    void step(int delta);
    void show_move(std::size_t index);
    Clock::time_point next_due() const;

    Context& ctx_;
    std::vector<std::string> moves_;
    std::size_t index_ = 0;  // moves played on the board shown
    bool playing_ = true;
    Clock::time_point due_;
    std::unique_ptr<AnyMatch> match_;    // the game after index_ moves
    std::vector<int> shown_move_cells_;  // the cells of the last of them, marked
    BoardView view_;
};

}  // namespace boardgames::ui
