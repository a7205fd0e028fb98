#include "keys_page.hpp"

#include <algorithm>
#include <utility>

#include "frame.hpp"
#include "keys.hpp"
#include "screen_keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {
namespace {

constexpr int text_top = 2;  // below the title bar and a blank line
// Where a key's words begin on its line (help_lines in screen_keys.hpp).
constexpr int help_text_column = 2 + int(help_keys_width);

}  // namespace

KeysPage::KeysPage(Navigator& navigator, KeysHelp help, BoardSize smallest)
    : FixedScreen(smallest), navigator_(navigator), help_(std::move(help)) {}

void KeysPage::scroll_by(int lines) {
    const int last_first = std::max(0, int(lines_.size()) - room_);
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

namespace {

// The lines as they fit `width`: a key's words wrapped under their own column.
std::vector<std::string> wrapped(const std::vector<std::string>& lines, int width) {
    std::vector<std::string> out;
    for (const std::string& line : lines) {
        if (display_width(line) <= width || line.rfind("  ", 0) != 0 ||
            line.size() <= std::size_t(help_text_column)) {
            out.push_back(line);
            continue;
        }
        const std::string keys = line.substr(0, std::size_t(help_text_column));
        const std::vector<std::string> parts =
            wrap_text(line.substr(std::size_t(help_text_column)), width - help_text_column);
        for (std::size_t i = 0; i < parts.size(); ++i)
            out.push_back((i == 0 ? keys : std::string(std::size_t(help_text_column), ' ')) +
                          parts[i]);
    }
    return out;
}

}  // namespace

void KeysPage::draw(Frame& frame) {
    frame.title(help_.title, "keys");
    lines_ = wrapped(help_.lines, frame.columns() - 2);
    room_ = std::max(1, frame.lines() - text_top - Frame::lines_below);
    scroll_by(0);
    for (int row = 0; row < room_ && first_ + row < int(lines_.size()); ++row) {
        const std::string& line = lines_[std::size_t(first_ + row)];
        // Headings stand flush left, keys are indented under them.
        const bool heading = !line.empty() && line.front() != ' ';
        frame.put(text_top + row, 1, line, heading ? A_BOLD : 0);
    }
}

std::string KeysPage::hints() const {
    const bool scrolls = int(lines_.size()) > room_;
    return std::string(scrolls ? "up/down, wheel scroll  " : "") + "Esc, q or ? back";
}

}  // namespace boardgames::ui
