#pragma once
// The keys and the game's rules, scrolled a line or a page at a time.

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class HelpScreen final : public Screen {
  public:
    explicit HelpScreen(Context& context) : ctx_(context) {}

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override { return "up/down scroll, any other key to close"; }
    const BoardView& board() const override { return ctx_.board(); }

  private:
    Context& ctx_;
    int scroll_ = 0;
};

}  // namespace boardgames::ui
