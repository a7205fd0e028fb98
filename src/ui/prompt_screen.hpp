#pragma once
// A line of text typed on the status line (a move in notation, a chat line, a player's name to
// look for), handed on with Enter; Esc gives it up.

#include <functional>
#include <string>

#include "line_editor.hpp"
#include "navigator.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class PromptScreen final : public Dialog {
  public:
    // The longest line typed by default, in columns: it fits the status line whatever the
    // script.
    static constexpr int longest_typed = 60;

    PromptScreen(Navigator& navigator, std::string label, std::string hints,
                 std::function<void(const std::string&)> on_enter,
                 LineEditor line = LineEditor(longest_typed));

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override { return hints_; }

  private:
    Navigator& navigator_;
    std::string label_;
    std::string hints_;
    std::function<void(const std::string&)> on_enter_;
    LineEditor line_;
};

}  // namespace boardgames::ui
