#pragma once
// A line of text typed on the status line (a move in notation), handed on with Enter.

#include <functional>
#include <string>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class PromptScreen final : public Screen {
  public:
    PromptScreen(Context& context, std::string label, std::string hints,
                 std::function<void(const std::string&)> on_enter);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override { return hints_; }
    const BoardView& board() const override { return beneath_; }
    bool overlay() const override { return true; }

  private:
    // The longest line typed, in columns: it fits the status line whatever the script.
    static constexpr int longest_typed = 60;

    void type(const std::string& text);

    Navigator& navigator_;
    const BoardView& beneath_;  // the board of the screen it was opened over
    std::string label_;
    std::string hints_;
    std::function<void(const std::string&)> on_enter_;
    std::string typed_;
};

}  // namespace boardgames::ui
