#pragma once
// A line being typed (a move in notation, a chat line, a name): characters added while they
// fit, the last one erased with Backspace. Which characters a line takes and how wide it may
// grow are its own; what Enter and Esc do is the screen's.

#include <functional>
#include <string>
#include <utility>

#include "terminal.hpp"

namespace boardgames::ui {

class LineEditor {
  public:
    // Whether the line takes `character` (one character, in UTF-8).
    using Accepts = std::function<bool(const std::string& character)>;
    // What an event did to the line.
    enum class Typed {
        Taken,    // a character added
        Erased,   // Backspace
        Refused,  // a character the line does not take
        Full,     // a character past the widest
        Other,    // no typing (Enter, Esc, arrows, the mouse): the screen's
    };

    // A line of at most `widest` columns, of the characters `accepts` takes (default: any
    // character that shows).
    explicit LineEditor(int widest, Accepts accepts = {}, std::string text = {})
        : widest_(widest), accepts_(std::move(accepts)), text_(std::move(text)) {}

    // A player's name as the server takes it: ASCII letters, digits, - and _, 20 at most.
    static LineEditor name(std::string text = {});

    Typed type(const Event& event);
    const std::string& text() const { return text_; }
    void clear() { text_.clear(); }

  private:
    int widest_;
    Accepts accepts_;
    std::string text_;
};

// A character of a player's name: an ASCII letter, a digit, - or _.
bool is_name_character(int key);

}  // namespace boardgames::ui
