#pragma once
// The status line under the board: the last thing said to the player, an error in the error
// colour. Screens say things; the frame draws what was said, or its own words when nothing was.

#include <string>

namespace boardgames::ui {

class StatusLine {
  public:
    void say(const std::string& text, bool error) {
        text_ = text;
        error_ = error;
    }
    const std::string& text() const { return text_; }
    bool is_error() const { return error_; }

  private:
    std::string text_;
    bool error_ = false;
};

}  // namespace boardgames::ui
