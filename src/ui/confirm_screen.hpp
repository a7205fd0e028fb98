#pragma once
// A yes-or-no question on the status line: y does it, any other key does not.

#include <functional>
#include <string>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class ConfirmScreen final : public Screen {
  public:
    ConfirmScreen(
        Context& context, std::string question, std::function<void()> yes,
        std::function<void()> no = [] {});

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }
    bool overlay() const override { return true; }

  private:
    Context& ctx_;
    std::string question_;
    std::function<void()> yes_;
    std::function<void()> no_;
};

// Does `action` at once when no game is under way (none started, or over); else asks first.
void confirm_if_playing(Context& context, const std::string& question,
                        std::function<void()> action);

}  // namespace boardgames::ui
