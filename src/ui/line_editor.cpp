#include "line_editor.hpp"

#include "keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

bool is_name_character(int key) {
    return (key >= 'a' && key <= 'z') || (key >= 'A' && key <= 'Z') || (key >= '0' && key <= '9') ||
           key == '-' || key == '_';
}

LineEditor LineEditor::name(std::string text) {
    return LineEditor(
        20, [](const std::string& c) { return c.size() == 1 && is_name_character(c[0]); },
        std::move(text));
}

LineEditor::Typed LineEditor::type(const Event& event) {
    std::string character;
    if (event.kind == Event::Kind::Text) {
        character = event.text;
    } else if (event.kind == Event::Kind::Key && is_backspace(event.key)) {
        erase_last_character(text_);
        return Typed::Erased;
    } else if (event.kind == Event::Kind::Key && event.key >= 32 && event.key < 127) {
        character = std::string(1, char(event.key));
    } else {
        return Typed::Other;
    }
    if (accepts_ && !accepts_(character)) return Typed::Refused;
    if (display_width(text_ + character) > widest_) return Typed::Full;
    text_ += character;
    return Typed::Taken;
}

}  // namespace boardgames::ui
