#include "options_screen.hpp"

#include <algorithm>

#include "confirm_screen.hpp"
#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {
namespace {
constexpr int max_series = 9;

int cycle(int value, int step, int count) {
    return ((value + step) % count + count) % count;
}
}  // namespace

std::vector<OptionsScreen::Line> OptionsScreen::lines() const {
    const GameInfo& info = ctx_.session.game();
    std::vector<Line> lines{{Row::Mode}, {Row::Seat}};
    if (info.players_choose_first) lines.push_back({Row::First});
    lines.push_back({Row::Level});
    for (int option = 0; option < int(info.options.size()); ++option)
        lines.push_back({Row::GameOption, option});
    lines.push_back({Row::Series});
    return lines;
}

void OptionsScreen::change(const Line& line, int step) {
    GameSettings& settings = ctx_.settings;
    const GameInfo& info = ctx_.session.game();
    const int seats = int(info.seats(settings.options).size());
    switch (line.row) {
        case Row::Mode:
            settings.mode = Mode(cycle(int(settings.mode), step, 3));
            break;
        case Row::Seat:
            settings.human_seat = cycle(settings.human_seat, step, seats);
            break;
        case Row::First:
            settings.first =
                cycle(std::max(settings.first, 0), step, int(info.player_names.size()));
            break;
        case Row::Level:
            settings.level = std::clamp(settings.level + step, 1, 5);
            break;
        case Row::GameOption: {
            const GameOption& option = info.options[std::size_t(line.option)];
            int& value = settings.options[std::size_t(line.option)];
            value = option.min + cycle(value - option.min, step, option.max - option.min + 1);
            // The seats may change with the options (ReMATCH for two or three).
            const int now = int(info.seats(settings.options).size());
            settings.human_seat = std::min(settings.human_seat, now - 1);
            break;
        }
        case Row::Series:
            settings.series = cycle(settings.series, step, max_series + 1);
            break;
    }
}

std::string OptionsScreen::text(const Line& line) const {
    const GameSettings& settings = ctx_.settings;
    const GameInfo& info = ctx_.session.game();
    switch (line.row) {
        case Row::Mode:
            return std::string("Mode:           < ") + mode_name(settings.mode) + " >";
        case Row::Seat:
            return "You play:       < " +
                   info.seats(settings.options)[std::size_t(settings.human_seat)].name + " >";
        case Row::First:
            return "First to move:  < " +
                   std::string(info.player_names[std::size_t(std::max(settings.first, 0))]) + " >";
        case Row::Level:
            return "Computer level: < " + std::to_string(settings.level) +
                   " >  (1 beginner, 5 strongest)";
        case Row::GameOption: {
            const GameOption& option = info.options[std::size_t(line.option)];
            std::string label = capitalised(std::string(option.name)) + ":";
            label.resize(16, ' ');
            return label + "< " + std::to_string(settings.options[std::size_t(line.option)]) +
                   " >  " + std::string(option.summary);
        }
        case Row::Series:
            return "Series:         < " +
                   (settings.series == 0 ? std::string("single games")
                                         : "first to " + std::to_string(settings.series)) +
                   " >";
    }
    return {};
}

void OptionsScreen::handle(const Event& event) {
    if (event.kind != Event::Kind::Key) return;
    const int key = event.key;
    const std::vector<Line> rows = lines();
    const int count = int(rows.size());
    row_ = std::clamp(row_, 0, count - 1);
    const int step = is_left(key) ? -1 : is_right(key) || key == ' ' ? 1 : 0;
    if (is_up(key)) row_ = cycle(row_, -1, count);
    if (is_down(key)) row_ = cycle(row_, 1, count);
    if (step != 0) change(rows[std::size_t(row_)], step);
    GameSettings& settings = ctx_.settings;
    if (key == key_escape || key == 'q' || key == 'm') ctx_.show_play();
    if (key == 'a') {
        if (settings.options != ctx_.session.options())
            return ctx_.say("The game's options change only with a new game: Enter", true);
        ctx_.session.set_mode(settings.mode, settings.human_seat, settings.level);
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
    const std::vector<Line> rows = lines();
    const int count = int(rows.size());
    const int width = std::min(frame.columns(), 72), top = 4;
    const int left = std::max(0, (frame.columns() - width) / 2);
    frame.box(top, left, count + 6, width, "Options");
    for (int row = 0; row < count; ++row)
        frame.put(top + 2 + row, left + 2, text(rows[std::size_t(row)]),
                  row == row_ ? A_BOLD : A_REVERSE);
    frame.put(top + count + 3, left + 2, "Enter: new game with these   a: apply to this game",
              A_REVERSE);
    frame.put(top + count + 4, left + 2, "up/down choose  left/right change  Esc close", A_REVERSE);
}

std::string OptionsScreen::hints() const {
    return "up/down choose  left/right change  Enter new game  a apply  Esc close";
}

}  // namespace boardgames::ui
