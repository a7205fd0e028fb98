#include "prompt_screen.hpp"

#include <utility>

#include "frame.hpp"
#include "keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

PromptScreen::PromptScreen(Context& context, std::string label, std::string hints,
                           std::function<void(const std::string&)> on_enter)
    : navigator_(context.navigator),
      beneath_(context.board()),
      label_(std::move(label)),
      hints_(std::move(hints)),
      on_enter_(std::move(on_enter)) {}

void PromptScreen::handle(const Event& event) {
    if (event.kind == Event::Kind::Text) return type(event.text);
    if (event.kind != Event::Kind::Key) return;
    const int key = event.key;
    if (key == key_escape) {
        navigator_.show_play();
    } else if (is_enter(key)) {
        navigator_.show_play();
        on_enter_(typed_);
    } else if (is_backspace(key)) {
        erase_last_character(typed_);
    } else if (key >= 32 && key < 127) {
        type(std::string(1, char(key)));
    }
}

void PromptScreen::type(const std::string& text) {
    if (display_width(typed_ + text) <= longest_typed) typed_ += text;
}

void PromptScreen::draw(Frame& frame) {
    frame.status(label_ + typed_ + "_", A_BOLD);
}

}  // namespace boardgames::ui
