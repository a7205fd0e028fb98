#pragma once
// The keys of a screen, a page of their own (? and F1 open it from any screen that lists its
// keys, keys_help()): scrolled with the arrows or the wheel, closed with Esc, q or ? again.

#include <string>
#include <vector>

#include "navigator.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class KeysPage final : public FixedScreen {
  public:
    // `smallest`: the terminal the screen it was opened from needs.
    KeysPage(Navigator& navigator, KeysHelp help, BoardSize smallest);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;

  private:
    void scroll_by(int lines);

    Navigator& navigator_;
    KeysHelp help_;
    std::vector<std::string> lines_;  // its lines wrapped to the terminal, as last drawn
    int first_ = 0;                   // the first line in view
    int room_ = 1;                    // the lines in view, as last drawn
};

}  // namespace boardgames::ui
