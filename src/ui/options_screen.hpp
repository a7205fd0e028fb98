#pragma once
// The options dialog: the mode (a human or the computer at each seat), the seat the person
// plays, who moves first (in games whose rules let the players choose), the computer's level,
// the game's own options and a series; for a new game, or (mode and level) for this one.

#include <vector>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class OptionsScreen final : public Screen {
  public:
    explicit OptionsScreen(Context& context) : ctx_(context) {}

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }
    bool overlay() const override { return true; }

  private:
    enum class Row { Mode, Seat, First, Level, GameOption, Series };
    struct Line {
        Row row;
        int option = -1;  // with GameOption: the option's index
    };
    // The rows this game offers: no "First to move" where the rules decide it.
    std::vector<Line> lines() const;
    void change(const Line& line, int step);
    std::string text(const Line& line) const;

    Context& ctx_;
    int row_ = 0;
};

}  // namespace boardgames::ui
