#include "lobby/table_form.hpp"

#include <curses.h>

#include <algorithm>
#include <array>

#include "boardgames/play/registry.hpp"
#include "session.hpp"
#include "store/seeks.hpp"
#include "text_wrap.hpp"
#include "ui/frame.hpp"
#include "ui/keys.hpp"
#include "ui/keys_page.hpp"
#include "ui/line_editor.hpp"
#include "ui/screen_keys.hpp"

namespace boardgames::lobby {

std::vector<int> chosen_options(const GameInfo& info, const TableChoice& choice) {
    std::vector<int> values = info.default_options();
    if (const int players = info.option_index("players"); players >= 0 && choice.players > 0)
        values[std::size_t(players)] = choice.players;
    return values;
}

const std::vector<std::string>& offered_clocks() {
    static const std::vector<std::string> clocks{"",      "1+0", "3+2", "5+3", "10+5",
                                                 "15+10", "30s", "1d",  "3d",  "7d"};
    return clocks;
}

std::string stepped_clock(const std::string& clock, int step, bool days) {
    const auto& clocks = offered_clocks();
    const auto at = std::find(clocks.begin(), clocks.end(), clock);
    long index = at == clocks.end() ? 0 : long(at - clocks.begin());
    do
        index = (index + long(clocks.size()) + step) % long(clocks.size());
    while (!days && clocks[std::size_t(index)].ends_with('d'));
    return clocks[std::size_t(index)];
}

std::string clock_field_text(const std::string& clock) {
    std::string text = "< ";
    text += clock.empty() ? std::string("none") : clock;
    text += " >";
    if (!clock.empty())
        text += clock.back() == 's'   ? "  (seconds a move)"
                : clock.back() == 'd' ? "  (days a move: correspondence)"
                                      : "  (minutes each + seconds a move)";
    return text;
}

namespace {

enum Field {
    GameField,
    PlayersField,
    SeatField,
    OpponentField,
    DetailField,
    RatedField,
    WatchersField,
    ClockField,
    SeriesField,
    OpenField,
    RangeField  // a seek's, drawn in the place of OpponentField (a seek has no such field)
};
// The lines of the form, a field each: the last is OpenField's.
constexpr int slot_count = OpenField + 1;

enum class FormKey { Up, Down, Back, Forward, Open, Leave, Help };

// The form's keys; a seek's form says Enter seeks.
ui::ScreenKeys<FormKey> form_keys(bool seeking) {
    return {
        {FormKey::Open,
         {'\n', '\r', KEY_ENTER},
         seeking ? "Enter seek" : "Enter open",
         seeking ? "seek the game: paired at once with a player who seeks the same"
                 : "open the table"},
        {FormKey::Leave,
         {ui::key_escape},
         "Esc back",
         seeking ? "back to the lobby, nothing sought" : "back to the lobby, no table opened"},
        {FormKey::Help, {'?', KEY_F(1)}, "? help", "these keys"},
        {FormKey::Up, {KEY_UP}, "", "the field above"},
        {FormKey::Down, {KEY_DOWN, '\t'}, "", "the field below"},
        {FormKey::Back, {KEY_LEFT}, "", "the field's value before"},
        {FormKey::Forward, {KEY_RIGHT}, "", "the field's value after"},
    };
}

// The ratings ranges a seek offers (0: any rating).
const std::array<int, 6> rating_ranges{0, 100, 200, 300, 500, store::widest_seek_range};
constexpr int form_top = 3;

class TableForm final : public ui::FixedScreen {
  public:
    TableForm(Lobby& lobby, bool seeking)
        : FixedScreen(lobby_smallest),
          lobby_(lobby),
          seeking_(seeking),
          choice_(seeking ? lobby.state.last_seek : lobby.state.last_table),
          invitee_(ui::LineEditor::name(choice_.invitee)) {
        const auto& games = registered_games();
        for (std::size_t i = 0; i < games.size(); ++i)
            if (games[i].name == choice_.game) game_index_ = i;
        settle();
    }

    void handle(const ui::Event& event) override;
    void draw(ui::Frame& frame) override;
    std::string hints() const override { return ui::hint_line(form_keys(seeking_)); }
    std::optional<ui::KeysHelp> keys_help() const override;
    // Its help comes back to it.
    bool stays_beneath() const override { return true; }

  private:
    const GameInfo& game() const { return registered_games()[game_index_]; }
    // The choice made whole after a change: the game's seats, its options.
    void settle();
    std::string field_text(int field) const;
    bool shown(int field) const;
    // The field on the form's `slot`th line, and the line of a field.
    int field_at(int slot) const { return seeking_ && slot == OpponentField ? RangeField : slot; }
    int slot_of(int field) const { return field == RangeField ? OpponentField : field; }
    void act(FormKey key);
    void move(int step);
    void step(int step);
    void step_series(int step);
    void click(const ui::Event& event);
    void open();
    void seek();

    Lobby& lobby_;
    bool seeking_;  // a seek's form: its fields only
    TableChoice choice_;
    ui::LineEditor invitee_;
    std::size_t game_index_ = 0;
    std::vector<std::string> seat_names_;
    int field_ = GameField;
    std::string problem_;
    int spacing_ = 2;    // lines between fields, as last drawn
    int key_line_ = -1;  // the keys' line, as drawn
};

void TableForm::settle() {
    const GameInfo& info = game();
    choice_.game = std::string(info.name);
    if (info.option_index("players") < 0) choice_.players = 0;
    auto session = Session::start(info, "", chosen_options(info, choice_));
    seat_names_.clear();
    if (session)
        for (int seat = 0; seat < int(session->seats().size()); ++seat)
            seat_names_.push_back(session->seat_name(seat));
    if (seat_names_.empty()) seat_names_.push_back("-");
    // A seek's seat may be either (-1).
    choice_.seat = std::clamp(choice_.seat, seeking_ ? -1 : 0, int(seat_names_.size()) - 1);
    choice_.invitee = invitee_.text();
    // A series is for people sitting together, not a game of days a move.
    if (is_correspondence(choice_)) choice_.series = 0;
}

// Whether a field is there for this choice (the players of a game that has them, the invitee or
// the computer's level, the rating between people).
bool TableForm::shown(int field) const {
    // A seek is for two seats and the game's own options, opposite whoever seeks the same.
    if (seeking_)
        return field != PlayersField && field != OpponentField && field != DetailField &&
               field != WatchersField && field != SeriesField;
    switch (field) {
        case RangeField:
            return false;
        case PlayersField:
            return game().option_index("players") >= 0;
        case DetailField:
            return choice_.opponent != TableChoice::Opponent::Anyone;
        case RatedField:
            return choice_.opponent != TableChoice::Opponent::Computer;
        case SeriesField:
            return !is_correspondence(choice_);
        default:
            return true;
    }
}

std::string TableForm::field_text(int field) const {
    const GameInfo& info = game();
    const int players = info.option_index("players");
    static const std::string opponents[] = {"anyone here may sit", "a player you invite",
                                            "the computer"};
    switch (field) {
        case GameField:
            return "Game:      < " + std::string(info.name) + " >";
        case PlayersField:
            return "Players:   < " +
                   std::to_string(chosen_options(info, choice_)[std::size_t(players)]) + " >  (" +
                   std::string(info.options[std::size_t(players)].summary) + ")";
        case SeatField:
            if (choice_.seat < 0) return "Your seat: < either >  (drawn when paired)";
            return "Your seat: < " + seat_names_[std::size_t(choice_.seat)] + " >" +
                   (choice_.seat == 0 ? "  (the first seat)" : "");
        case OpponentField:
            return "Opposite:  < " + opponents[int(choice_.opponent)] + " >";
        case DetailField:
            return choice_.opponent == TableChoice::Opponent::Invite
                       ? "Invite:       " + invitee_.text() + "_  (a player's name)"
                       : "Level:     < " + std::to_string(choice_.level) +
                             " >  (1 beginner, 5 strongest)";
        case RatedField:
            return std::string("Rated:     < ") + (choice_.rated ? "yes" : "no") +
                   (choice_.rated ? " >  (the result moves every player's rating)"
                                  : " >  (no rating moves)");
        case WatchersField:
            return choice_.anyone_watches
                       ? "Watchers:  < anyone >  (anyone in the lobby may watch)"
                       : std::string("Watchers:  < nobody else >  (only the players") +
                             (choice_.opponent == TableChoice::Opponent::Invite
                                  ? " and the invited)"
                                  : ")");
        case ClockField:
            return "Clock:     " + clock_field_text(choice_.clock);
        case SeriesField:
            return choice_.series == 0 ? std::string("Series:    < one game >")
                                       : "Series:    < first to " + std::to_string(choice_.series) +
                                             " >  (n after each game: the next, sides swapped)";
        case RangeField:
            return choice_.rating_range == 0
                       ? std::string("Opponent:  < any rating >")
                       : "Opponent:  < rated within " + std::to_string(choice_.rating_range) +
                             " of you >  (yours counts as 1500 before your first rated game)";
        default:
            return seeking_ ? "[ Seek the game ]" : "[ Open the table ]";
    }
}

void TableForm::handle(const ui::Event& event) {
    if (event.kind == ui::Event::Kind::Click) return click(event);
    // The invitee's name is typed where it is asked.
    if (field_ == DetailField && choice_.opponent == TableChoice::Opponent::Invite &&
        invitee_.type(event) != ui::LineEditor::Typed::Other)
        return settle();
    if (event.kind != ui::Event::Kind::Key) return;
    if (const auto key = ui::action_for(form_keys(seeking_), event.key)) act(*key);
}

void TableForm::act(FormKey key) {
    switch (key) {
        case FormKey::Up:
            return move(-1);
        case FormKey::Down:
            return move(1);
        case FormKey::Back:
            return step(-1);
        case FormKey::Forward:
            return step(1);
        case FormKey::Leave:
            return lobby_.navigator.show_play();
        case FormKey::Help:
            return lobby_.navigator.show(std::make_unique<ui::KeysPage>(
                lobby_.navigator, *keys_help(), smallest_terminal()));
        case FormKey::Open:
            return seeking_ ? seek() : open();
    }
}

// To the next field there is, `step` (1 or -1) at a time, round.
void TableForm::move(int step) {
    int slot = slot_of(field_);
    do
        slot = (slot + slot_count + step) % slot_count;
    while (!shown(field_at(slot)));
    field_ = field_at(slot);
}

void TableForm::step(int step) {
    problem_.clear();
    const auto& games = registered_games();
    const int players = game().option_index("players");
    switch (field_) {
        case GameField:
            game_index_ = (game_index_ + games.size() + std::size_t(step)) % games.size();
            break;
        case PlayersField:
            choice_.players =
                stepped_option(game().options[std::size_t(players)],
                               chosen_options(game(), choice_)[std::size_t(players)], step);
            break;
        case SeatField: {
            // A seek's seats go round through either (-1) too.
            const int first = seeking_ ? -1 : 0;
            const int count = int(seat_names_.size()) - first;
            choice_.seat = (choice_.seat - first + count + step) % count + first;
            break;
        }
        case OpponentField:
            do  // the computer plays no correspondence game (it answers at once)
                choice_.opponent = TableChoice::Opponent((int(choice_.opponent) + 3 + step) % 3);
            while (choice_.opponent == TableChoice::Opponent::Computer &&
                   is_correspondence(choice_));
            break;
        case DetailField:
            if (choice_.opponent == TableChoice::Opponent::Computer)
                choice_.level = std::clamp(choice_.level + step, 1, 5);
            break;
        case RatedField:
            choice_.rated = !choice_.rated;
            break;
        case WatchersField:
            choice_.anyone_watches = !choice_.anyone_watches;
            break;
        case ClockField:  // against the computer or in a seek (a table now), no days a move
            choice_.clock =
                stepped_clock(choice_.clock, step,
                              !seeking_ && choice_.opponent != TableChoice::Opponent::Computer);
            break;
        case SeriesField:
            step_series(step);
            break;
        case RangeField: {
            const auto at =
                std::find(rating_ranges.begin(), rating_ranges.end(), choice_.rating_range);
            const long index = at == rating_ranges.end() ? 0 : long(at - rating_ranges.begin());
            const long count = long(rating_ranges.size());
            choice_.rating_range = rating_ranges[std::size_t((index + count + step) % count)];
            break;
        }
        default:
            break;
    }
    settle();
}

// One game, or first to 2 to 5 points (first to 1 is one game).
void TableForm::step_series(int step) {
    choice_.series = (choice_.series + 6 + step) % 6;
    if (choice_.series == 1) choice_.series += step > 0 ? 1 : -1;
    choice_.series = (choice_.series + 6) % 6;
}

// A click on a field chooses it, and steps its value: back left of its middle, on at the right;
// on the last, opens the table; on a key of the bottom line, does what it says.
void TableForm::click(const ui::Event& event) {
    if (event.y == key_line_) {
        if (const auto key = ui::hint_at(form_keys(seeking_), event.x)) act(*key);
        return;
    }
    const int line = event.y - form_top;
    if (line < 0 || line % spacing_ != 0 || line / spacing_ >= slot_count) return;
    const int field = field_at(line / spacing_);
    if (!shown(field)) return;
    field_ = field;
    if (field == OpenField) return seeking_ ? seek() : open();
    step(event.x < 4 + display_width(field_text(field)) / 2 ? -1 : 1);
}

void TableForm::open() {
    if (choice_.opponent == TableChoice::Opponent::Invite) {
        const auto invited = lobby_.database.accounts().player_named(choice_.invitee);
        if (!invited || invited->id == lobby_.player().id) {
            problem_ = !invited && choice_.invitee.empty()
                           ? "Type the name of the player you invite."
                       : !invited ? "No player here is called " + choice_.invitee + "."
                                  : "Invite someone else: you sit at the table anyway.";
            field_ = DetailField;
            return;
        }
        choice_.invitee = invited->name;  // as he wrote it
    }
    lobby_.state.last_table = choice_;
    lobby_.choose({.kind = LobbyAction::Kind::Open, .table = choice_});
}

// A seek is for a game of two seats; the lobby checks every field again as it seeks.
void TableForm::seek() {
    if (seat_names_.size() != 2) {
        problem_ = "Seeks are for games of two players: open a table for this one (o).";
        field_ = GameField;
        return;
    }
    lobby_.state.last_seek = choice_;
    lobby_.choose({.kind = LobbyAction::Kind::Seek, .table = choice_});
}

void TableForm::draw(ui::Frame& frame) {
    frame.title(seeking_ ? "seek a game" : "open a table", "you are " + lobby_.player().name);
    frame.put(1, 2,
              seeking_
                  ? "Choose with the arrows (or click); Enter seeks, Esc goes back."
                  : "Choose with the arrows (or click); Enter opens the table, Esc goes back.");
    // A field every other line where there is room, else a line each.
    spacing_ = frame.lines() >= form_top + 2 * slot_count + 3 ? 2 : 1;
    for (int slot = 0; slot < slot_count; ++slot) {
        const int field = field_at(slot);
        if (!shown(field)) continue;
        const int attribute = field == field_      ? frame.attribute(ui::Style::Chosen)
                              : field == OpenField ? A_BOLD
                                                   : 0;
        frame.put(form_top + spacing_ * slot, 4, field_text(field), attribute);
    }
    if (!problem_.empty())
        frame.put(std::min(form_top + spacing_ * slot_count, frame.lines() - 2), 4, problem_,
                  frame.attribute(ui::Style::Error));
    key_line_ = frame.lines() - 1;
}

std::optional<ui::KeysHelp> TableForm::keys_help() const {
    if (seeking_) {
        std::vector<std::string> lines{"Seeking a game"};
        for (std::string& line : ui::help_lines(form_keys(true)))
            lines.push_back(std::move(line));
        lines.push_back(
            "  click             a field: left of its middle the value before, right of");
        lines.push_back("                    it the value after; [ Seek the game ] seeks it");
        return ui::KeysHelp{"seek a game", std::move(lines)};
    }
    std::vector<std::string> lines{"Opening a table"};
    for (std::string& line : ui::help_lines(form_keys(false)))
        lines.push_back(std::move(line));
    lines.push_back("  letters, digits   the name of the player invited (Invite)");
    lines.push_back("  click             a field: left of its middle the value before, right of");
    lines.push_back("                    it the value after; [ Open the table ] opens it");
    return ui::KeysHelp{"open a table", std::move(lines)};
}

}  // namespace

std::unique_ptr<ui::Screen> open_table_form(Lobby& lobby) {
    return std::make_unique<TableForm>(lobby, false);
}

std::unique_ptr<ui::Screen> seek_form(Lobby& lobby) {
    return std::make_unique<TableForm>(lobby, true);
}

}  // namespace boardgames::lobby
