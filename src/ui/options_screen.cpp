#include "options_screen.hpp"

#include <algorithm>

#include "confirm_screen.hpp"
#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {

void OptionsScreen::handle(const Event& event) {
    if (event.kind != Event::Kind::Key) return;
    const int key = event.key;
    GameSettings& settings = ctx_.settings;
    const int sides = int(ctx_.session.players.size());
    const int step = is_left(key) ? -1 : is_right(key) || key == ' ' ? 1 : 0;
    if (is_up(key)) row_ = (row_ + rows - 1) % rows;
    if (is_down(key)) row_ = (row_ + 1) % rows;
    if (step != 0) {
        if (row_ == 0) settings.mode = Mode((int(settings.mode) + 3 + step) % 3);
        if (row_ == 1) settings.human_side = (settings.human_side + sides + step) % sides;
        if (row_ == 2) settings.first = (settings.first + sides + step) % sides;
        if (row_ == 3) settings.level = std::clamp(settings.level + step, 1, 5);
    }
    if (key == key_escape || key == 'q' || key == 'm') ctx_.show_play();
    if (key == 'a') {
        ctx_.session.set_mode(settings.mode, settings.human_side, settings.level);
        ctx_.show_play();
        ctx_.position_changed();
        ctx_.say(std::string(mode_name(settings.mode)) + " from here on", false);
    }
    if (is_enter(key)) {
        ctx_.show_play();
        confirm_if_playing(ctx_, "Abandon this game for a new one?",
                           [&context = ctx_] { context.new_game(); });
    }
}

void OptionsScreen::draw(Frame& frame) {
    const GameSettings& settings = ctx_.settings;
    const GameInfo& info = ctx_.session.game();
    const int width = 52, top = 4, left = std::max(0, (frame.columns() - width) / 2);
    frame.box(top, left, 10, width, "Options");
    const std::string values[rows] = {
        std::string("Mode:           < ") + mode_name(settings.mode) + " >",
        "You play:       < " + std::string(info.player_names[std::size_t(settings.human_side)]) +
            " >",
        "First to move:  < " + std::string(info.player_names[std::size_t(settings.first)]) + " >",
        "Computer level: < " + std::to_string(settings.level) + " >  (1 beginner, 5 strongest)"};
    for (int row = 0; row < rows; ++row)
        frame.put(top + 2 + row, left + 2, values[row], row == row_ ? A_BOLD : A_REVERSE);
    frame.put(top + 7, left + 2, "Enter: new game with these   a: apply to this game", A_REVERSE);
    frame.put(top + 8, left + 2, "up/down choose  left/right change  Esc close", A_REVERSE);
}

std::string OptionsScreen::hints() const {
    return "up/down choose  left/right change  Enter new game  a apply  Esc close";
}

}  // namespace boardgames::ui
