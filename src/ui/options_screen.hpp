#pragma once
// The options dialog: the mode (a human or the computer on each side), the side the person
// plays, who moves first, the computer's level; for a new game, or for this one from here on.

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
    static constexpr int rows = 4;  // mode, side, first, level

    Context& ctx_;
    int row_ = 0;
};

}  // namespace boardgames::ui
