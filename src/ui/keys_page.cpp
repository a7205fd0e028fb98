#include "keys_page.hpp"

#include <algorithm>
#include <utility>

#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {
namespace {

constexpr int text_top = 2;  // below the title bar and a blank line

}  // namespace

KeysPage::KeysPage(Navigator& navigator, KeysHelp help, BoardSize smallest)
    : FixedScreen(smallest), navigator_(navigator), help_(std::move(help)) {}

void KeysPage::scroll_by(int lines) {
    const int last_first = std::max(0, int(help_.lines.size()) - room_);
    first_ = std::clamp(first_ + lines, 0, last_first);
}

void KeysPage::handle(const Event& event) {
    if (event.kind == Event::Kind::WheelUp) return scroll_by(-3);
    if (event.kind == Event::Kind::WheelDown) return scroll_by(3);
    if (event.kind != Event::Kind::Key) return;
    const int key = event.key;
    if (key == key_escape || key == 'q' || key == '?' || key == KEY_F(1) || is_enter(key))
        return navigator_.show_play();
    if (is_up(key)) return scroll_by(-1);
    if (is_down(key)) return scroll_by(1);
    if (key == KEY_PPAGE) return scroll_by(-room_);
    if (key == KEY_NPAGE || key == ' ') return scroll_by(room_);
}

void KeysPage::draw(Frame& frame) {
    frame.title(help_.title, "keys");
    room_ = std::max(1, frame.lines() - text_top - Frame::lines_below);
    scroll_by(0);
    for (int row = 0; row < room_ && first_ + row < int(help_.lines.size()); ++row) {
        const std::string& line = help_.lines[std::size_t(first_ + row)];
        // Headings stand flush left, keys are indented under them.
        const bool heading = !line.empty() && line.front() != ' ';
        frame.put(text_top + row, 1, line, heading ? A_BOLD : 0);
    }
}

std::string KeysPage::hints() const {
    const bool scrolls = int(help_.lines.size()) > room_;
    return std::string(scrolls ? "up/down, wheel scroll  " : "") + "Esc, q or ? back";
}

}  // namespace boardgames::ui
