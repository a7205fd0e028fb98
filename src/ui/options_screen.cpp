#include "options_screen.hpp"

#include <algorithm>
#include <string_view>

#include "confirm_screen.hpp"
#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {
namespace {
constexpr int max_series = 9;

// The foot of the box, whose actions a click does too.
constexpr const char* footer_actions = "Enter: new game with these   a: apply to this game";
constexpr const char* new_game_action = "Enter: new game with these";
constexpr const char* apply_action = "a: apply to this game";
constexpr const char* footer_keys = "up/down choose  left/right change  Esc close";
constexpr const char* close_action = "Esc close";

int cycle(int value, int step, int count) {
    return ((value + step) % count + count) % count;
}
}  // namespace

std::vector<OptionsScreen::Line> OptionsScreen::lines() const {
    const GameInfo& info = ctx_.session().game();
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
    const GameInfo& info = ctx_.session().game();
    const int seats = int(info.seats(settings.options).size());
    switch (line.row) {
        case Row::Mode:
            settings.mode = Mode(cycle(int(settings.mode), step, 3));
            break;
        case Row::Seat:
            settings.human_seat = cycle(settings.human_seat, step, seats);
            break;
        case Row::First:
            settings.first = cycle(std::max(settings.first, 0), step, int(info.mover_names.size()));
            break;
        case Row::Level:
            settings.level = std::clamp(settings.level + step, 1, info.most_level());
            break;
        case Row::GameOption: {
            const GameOption& option = info.options[std::size_t(line.option)];
            int& value = settings.options[std::size_t(line.option)];
            value = stepped_option(option, value, step);
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
    const GameInfo& info = ctx_.session().game();
    switch (line.row) {
        case Row::Mode:
            return std::string("Mode:           < ") + mode_name(settings.mode) + " >";
        case Row::Seat:
            return "You play:       < " +
                   info.seats(settings.options)[std::size_t(settings.human_seat)].name + " >";
        case Row::First:
            return "First to move:  < " +
                   std::string(info.mover_names[std::size_t(std::max(settings.first, 0))]) + " >";
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

int option_step_at(std::string_view row_text, int column) {
    const std::size_t open = row_text.find("< "), close = row_text.find(" >", open);
    if (open == std::string_view::npos || close == std::string_view::npos) return 0;
    const int first = int(open), last = int(close) + 1;  // the "<" and the ">"
    if (column < first || column > last) return 0;
    return column < (first + last + 1) / 2 ? -1 : 1;
}

OptionsScreen::Box OptionsScreen::box(int columns, int count) {
    const int width = std::min(columns, 72);
    return {4, std::max(0, (columns - width) / 2), width, count + 6};
}

void OptionsScreen::handle(const Event& event) {
    const std::vector<Line> rows = lines();
    const int count = int(rows.size());
    row_ = std::clamp(row_, 0, count - 1);
    if (event.kind != Event::Kind::Key) return handle_mouse(event, rows);
    const int key = event.key;
    const int step = is_left(key) ? -1 : is_right(key) || key == ' ' ? 1 : 0;
    if (is_up(key)) row_ = cycle(row_, -1, count);
    if (is_down(key)) row_ = cycle(row_, 1, count);
    if (step != 0) change(rows[std::size_t(row_)], step);
    if (key == key_escape || key == 'q' || key == 'm') ctx_.navigator.show_play();
    if (key == 'a') apply();
    if (is_enter(key)) start_new_game();
}

// A click on a row selects it, and on its "<" or ">" (or the value's left or right half)
// changes the value; the wheel changes the value of the row under it (else the selected
// one); a click on an action at the foot of the box does it.
void OptionsScreen::handle_mouse(const Event& event, const std::vector<Line>& rows) {
    const int count = int(rows.size());
    const Box at = box(COLS, count);
    const int row = event.y - (at.top + 2), column = event.x - (at.left + 2);
    const bool on_row =
        row >= 0 && row < count && event.x >= at.left && event.x < at.left + at.width;
    switch (event.kind) {
        case Event::Kind::WheelUp:
        case Event::Kind::WheelDown:
            if (on_row) row_ = row;
            return change(rows[std::size_t(row_)], event.kind == Event::Kind::WheelUp ? 1 : -1);
        case Event::Kind::Click:
            break;
        default:
            return;
    }
    if (on_row) {
        row_ = row;
        const int step = option_step_at(text(rows[std::size_t(row)]), column);
        if (step != 0) change(rows[std::size_t(row)], step);
        return;
    }
    const auto on = [&](int y, const char* line, const char* action) {
        const std::size_t found = std::string_view(line).find(action);
        return event.y == at.top + y && column >= int(found) &&
               column < int(found + std::string_view(action).size());
    };
    if (on(count + 3, footer_actions, new_game_action)) return start_new_game();
    if (on(count + 3, footer_actions, apply_action)) return apply();
    if (on(count + 4, footer_keys, close_action)) return ctx_.navigator.show_play();
}

void OptionsScreen::apply() {
    GameSettings& settings = ctx_.settings;
    if (settings.options != ctx_.session().options())
        return ctx_.say("The game's options change only with a new game: Enter", true);
    ctx_.session().set_mode(settings.mode, settings.human_seat, settings.level);
    ctx_.navigator.show_play();
    ctx_.position_changed();
    ctx_.say(std::string(mode_name(settings.mode)) + " from here on", false);
}

void OptionsScreen::start_new_game() {
    ctx_.navigator.show_play();
    confirm_if_playing(ctx_, "Abandon this game for a new one?",
                       [&context = ctx_] { context.new_game(); });
}

void OptionsScreen::draw(Frame& frame) {
    const std::vector<Line> rows = lines();
    const int count = int(rows.size());
    const Box at = box(frame.columns(), count);
    frame.box(at.top, at.left, at.height, at.width, "Options");
    for (int row = 0; row < count; ++row)
        frame.put(at.top + 2 + row, at.left + 2, text(rows[std::size_t(row)]),
                  row == row_ ? A_BOLD : A_REVERSE);
    frame.put(at.top + count + 3, at.left + 2, footer_actions, A_REVERSE);
    frame.put(at.top + count + 4, at.left + 2, footer_keys, A_REVERSE);
}

std::string OptionsScreen::hints() const {
    return "up/down choose  left/right or click < > change  Enter new game  Esc close";
}

}  // namespace boardgames::ui
