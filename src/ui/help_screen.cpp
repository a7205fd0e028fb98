#include "help_screen.hpp"

#include <algorithm>
#include <iterator>
#include <sstream>
#include <vector>

#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {
namespace {

const char* const key_help[] = {
    "Mouse",
    "  left click       select a piece, then its target; click each further landing",
    "  right click      end the turn (where a move may stop early)",
    "  wheel up, down   turn the selected piece clockwise, counter-clockwise",
    "Keys",
    "  arrows, hjkl     move the cursor",
    "  Enter, space     select the piece under the cursor, or target its square",
    "  [  ]             turn the piece counter-clockwise, clockwise",
    "  e                end the turn",
    "  Esc              cancel the selection",
    "  :                type a move in notation, such as a2Xc4",
    "  u  r             undo, redo",
    "  n                new game",
    "  m                options: mode (human or computer per side), who starts",
    "  b                set board: place pieces and choose who moves",
    "  p                replay the game (left, right, space to play)",
    "  s  o             save the game, open a saved game",
    "  space            pause or resume a computer-v-computer demo",
    "  ?                this help",
    "  q                quit (asks first while a game is running)",
    "",
};

}  // namespace

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
    std::vector<std::string> lines(std::begin(key_help), std::end(key_help));
    std::istringstream rules{std::string(game.rules_text)};
    for (std::string line; std::getline(rules, line);)
        lines.push_back(line);
    lines.push_back("");
    lines.push_back("Saved games: " + ctx_.saves.folder().string());
    const int room = frame.lines() - 2;
    scroll_ = std::clamp(scroll_, 0, std::max(0, int(lines.size()) - room));
    std::string title = " Help: " + std::string(game.title);
    title.resize(std::size_t(frame.columns()), ' ');
    frame.put(0, 0, title, frame.attribute(Role::Title));
    for (int row = 0; row < room && scroll_ + row < int(lines.size()); ++row)
        frame.put(1 + row, 1, lines[std::size_t(scroll_ + row)]);
}

}  // namespace boardgames::ui
