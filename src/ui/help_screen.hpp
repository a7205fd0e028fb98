#pragma once
// The keys this game accepts and its rules, scrolled a line or a page at a time.

#include <string>
#include <vector>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

// `lines` cut to `width` columns at spaces, a long line going on indented under itself (a
// word longer than the width is cut).
std::vector<std::string> wrap_lines(const std::vector<std::string>& lines, int width);

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
