#include "prompt_screen.hpp"

#include <utility>

#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {

PromptScreen::PromptScreen(Navigator& navigator, std::string label, std::string hints,
                           std::function<void(const std::string&)> on_enter, LineEditor line)
    : navigator_(navigator),
      label_(std::move(label)),
      hints_(std::move(hints)),
      on_enter_(std::move(on_enter)),
      line_(std::move(line)) {}

void PromptScreen::handle(const Event& event) {
    if (line_.type(event) != LineEditor::Typed::Other || event.kind != Event::Kind::Key) return;
    if (event.key == key_escape) {
        navigator_.show_play();
    } else if (is_enter(event.key)) {
        navigator_.show_play();
        on_enter_(line_.text());
    }
}

void PromptScreen::draw(Frame& frame) {
    frame.status(label_ + line_.text() + "_", A_BOLD);
}

}  // namespace boardgames::ui
