#pragma once
// Which screen comes next: a screen asks for another while it handles an event, and the App
// switches once the event is handled (the last request wins), or ends when asked to quit. "Play"
// is the App's screen at the bottom: the game's play screen, the lobby's lists.

#include <memory>
#include <optional>
#include <utility>

#include "screen.hpp"

namespace boardgames::ui {

class Navigator {
  public:
    struct Request {
        std::unique_ptr<Screen> screen;  // null: the screen at the bottom
        bool back = false;               // closing a screen: back to the one it was opened over
    };

    // Shows `screen` once the current event is handled. A dialog opened over a screen that
    // stays beneath (the arrangement) comes back to it.
    void show(std::unique_ptr<Screen> screen) { requested_ = Request{std::move(screen)}; }
    // Closes the screen shown: back to the arrangement it was opened over, else to play.
    void show_play() { requested_ = Request{nullptr, true}; }
    // The play screen, the arrangement given up or done (a game loaded, resumed, arranged).
    void begin_play() { requested_ = Request{}; }
    // Whether a screen other than play was asked for while this event is handled.
    bool other_screen_requested() const { return requested_ && requested_->screen != nullptr; }
    std::optional<Request> take_request() { return std::exchange(requested_, std::nullopt); }

    void quit() { quit_ = true; }
    bool quitting() const { return quit_; }

  private:
    std::optional<Request> requested_;
    bool quit_ = false;
};

}  // namespace boardgames::ui
