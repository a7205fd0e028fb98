#include "help_screen.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

#include "frame.hpp"
#include "key_help.hpp"
#include "keys.hpp"

namespace boardgames::ui {

std::vector<std::string> wrap_lines(const std::vector<std::string>& lines, int width) {
    const std::size_t room = std::size_t(std::max(width, 8));
    std::vector<std::string> wrapped;
    for (const std::string& line : lines) {
        const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
        // A continuation goes two columns further in than its line, while that leaves room.
        const std::string continued(indent + 2 <= room / 2 ? indent + 2 : 0, ' ');
        std::string rest = line;
        while (rest.size() > room) {
            const std::size_t lead = rest.find_first_not_of(' ');
            std::size_t cut = rest.rfind(' ', room);
            // Each piece must shorten the rest; a word longer than the room is cut.
            if (cut == std::string::npos || cut <= lead || cut < continued.size()) cut = room;
            wrapped.push_back(rest.substr(0, cut));
            const std::size_t next = rest.find_first_not_of(' ', cut);
            rest = next == std::string::npos ? std::string{} : continued + rest.substr(next);
        }
        wrapped.push_back(rest);
    }
    return wrapped;
}

void HelpScreen::handle(const Event& event) {
    const bool key = event.kind == Event::Kind::Key;
    const int page = LINES - 4;
    if (event.kind == Event::Kind::WheelUp || (key && is_up(event.key)))
        scroll_ = std::max(0, scroll_ - 1);
    else if (event.kind == Event::Kind::WheelDown || (key && is_down(event.key)))
        ++scroll_;
    else if (key && event.key == KEY_NPAGE)
        scroll_ += page;
    else if (key && event.key == KEY_PPAGE)
        scroll_ = std::max(0, scroll_ - page);
    else if (key || event.kind == Event::Kind::Click)
        ctx_.show_play();
}

void HelpScreen::draw(Frame& frame) {
    const GameInfo& game = ctx_.session.game();
    std::vector<std::string> lines =
        help_keys(game, !ctx_.table && ctx_.session.mode() == Mode::ComputerVsComputer,
                  ctx_.table != nullptr);
    lines.push_back("");
    std::istringstream rules{std::string(game.rules_text)};
    for (std::string line; std::getline(rules, line);)
        lines.push_back(line);
    lines.push_back("");
    lines.push_back("Saved games: " + ctx_.saves.folder().string());
    lines = wrap_lines(lines, frame.columns() - 2);
    const int room = frame.lines() - 2;
    scroll_ = std::clamp(scroll_, 0, std::max(0, int(lines.size()) - room));
    std::string title = " Help: " + std::string(game.title);
    title.resize(std::size_t(frame.columns()), ' ');
    frame.put(0, 0, title, frame.attribute(Role::Title));
    for (int row = 0; row < room && scroll_ + row < int(lines.size()); ++row)
        frame.put(1 + row, 1, lines[std::size_t(scroll_ + row)]);
}

}  // namespace boardgames::ui
