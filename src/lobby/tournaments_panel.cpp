#include "lobby/tournaments_panel.hpp"

#include <curses.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "boardgames/play/registry.hpp"
#include "lobby/table_form.hpp"
#include "net/table_clock.hpp"
#include "session.hpp"
#include "text_wrap.hpp"
#include "ui/frame.hpp"
#include "ui/keys.hpp"
#include "ui/keys_page.hpp"
#include "ui/line_editor.hpp"
#include "ui/screen_keys.hpp"

namespace boardgames::lobby {
namespace {

constexpr int computer_levels = 5;

// `text` cut or padded to `width` columns, then a space.
std::string column(const std::string& text, std::size_t width) {
    std::string out = clean_people_text(text, width);
    const auto shown = std::size_t(display_width(out));
    if (shown < width) out.append(width - shown, ' ');
    out += ' ';
    return out;
}

// A score as the standings show it: "2", "1.5".
std::string score_text(double score) {
    char text[16];
    std::snprintf(text, sizeof text, "%g", score);
    return text;
}

std::string format_text(store::TournamentFormat format) {
    return format == store::TournamentFormat::round_robin ? "round robin" : "Swiss";
}

}  // namespace

std::string tournament_spec_problem(const store::TournamentSpec& spec) {
    const GameInfo* info = find_game(spec.game);
    if (!info) return "there is no game " + clean_people_text(spec.game, 20);
    const auto session = Session::start(*info, "", info->default_options());
    if (!session) return session.error();
    if (session->seats().size() != 2) return "a tournament is of a game of two players";
    if (!spec.clock.empty()) {
        const auto clock = net::ClockSpec::parse(spec.clock);
        if (!clock) return clock.error();
        if (clock->days > 0 && spec.computer_level > 0)
            return "the computer plays no correspondence game: it answers at once";
    }
    return {};
}

std::string tournament_row_text(const store::Tournament& tournament, bool entered) {
    const store::TournamentSpec& spec = tournament.spec;
    std::string text = column(spec.name, 18);
    text += column(spec.game, 12);
    text += column(format_text(spec.format), 11);
    text += column(spec.clock.empty() ? std::string("no clock") : spec.clock, 8);
    text += spec.rated ? "rated   " : "unrated ";
    std::string state;
    switch (tournament.state) {
        case store::TournamentState::open:
            state = "open " + std::to_string(tournament.entrants) + "/" +
                    std::to_string(spec.most_players);
            break;
        case store::TournamentState::running:
            state = "round " + std::to_string(tournament.round) + "/" +
                    std::to_string(tournament.rounds);
            break;
        default:
            state = std::string(store::state_word(tournament.state));
    }
    text += column(state, 10);
    text += column("by " + tournament.creator, 15);
    if (entered) text += "you're in";
    return text;
}

std::string tournament_result_text(const store::TournamentGame& game) {
    using tournament::GameResult;
    if (game.second == 0) return "bye";
    switch (game.result) {
        case GameResult::first_won:
            return "1-0";
        case GameResult::draw:
            return "½-½";
        case GameResult::second_won:
            return "0-1";
        case GameResult::first_won_by_forfeit:
            return "1-0 forfeit";
        case GameResult::second_won_by_forfeit:
            return "0-1 forfeit";
        case GameResult::both_forfeited:
            return "0-0 forfeits";
        case GameResult::pending:
            break;
    }
    return game.table_code.empty() ? "to open" : "playing at " + game.table_code;
}

std::string TournamentsPanel::tab_name() const {
    const auto on = std::count_if(lobby_.tournaments.begin(), lobby_.tournaments.end(),
                                  [](const store::Tournament& t) {
                                      return t.state == store::TournamentState::open ||
                                             t.state == store::TournamentState::running;
                                  });
    return " Tournaments (" + std::to_string(on) + ") ";
}

std::size_t& TournamentsPanel::chosen() {
    return lobby_.state.chosen_tournament;
}

bool TournamentsPanel::entered(std::size_t index) const {
    const auto& mine = lobby_.my_tournaments;
    return std::find(mine.begin(), mine.end(), lobby_.tournaments[index].id) != mine.end();
}

void TournamentsPanel::draw_heading(ui::Frame& frame, int y) {
    frame.put(y, 2,
              "Tournaments: name, game, format, clock, rated, state, creator (Enter: standings)",
              frame.attribute(ui::Style::Heading));
}

std::string TournamentsPanel::none_text() const {
    return "No tournament yet: n creates one, and the others enter it from here.";
}

void TournamentsPanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    const int attribute = index == lobby_.state.chosen_tournament
                              ? frame.attribute(ui::Style::Chosen)
                          : entered(index) ? A_BOLD
                                           : 0;
    frame.put(y, 2, tournament_row_text(lobby_.tournaments[index], entered(index)), attribute);
}

void TournamentsPanel::act_here(LobbyKey key) {
    if (key == LobbyKey::NewTournament) return lobby_.navigator.show(tournament_form(lobby_));
    if (lobby_.tournaments.empty()) return;
    const store::Tournament& chosen = lobby_.tournaments[lobby_.state.chosen_tournament];
    const std::string name = clean_people_text(chosen.spec.name, store::tournament_name_most);
    std::string& note = lobby_.state.note;
    store::Tournaments tournaments = lobby_.database.tournaments();
    const std::int64_t me = lobby_.player().id;
    switch (key) {
        case LobbyKey::Standings:
            return lobby_.navigator.show(standings_screen(lobby_, chosen.id));
        case LobbyKey::EnterTournament: {
            const auto joined = tournaments.join(chosen.id, me);
            note = joined ? "You are in " + name + ": its games open for you once it starts."
                          : "Not entered: " + joined.error() + ".";
            break;
        }
        case LobbyKey::LeaveTournament: {
            const auto withdrawn = tournaments.withdraw(chosen.id, me);
            note = withdrawn ? "You have withdrawn from " + name + "."
                             : "Not withdrawn: " + withdrawn.error() + ".";
            break;
        }
        case LobbyKey::StartTournament: {
            const auto started = tournaments.start(chosen.id, me);
            note = started ? name + " has started: round 1's games open for their players."
                           : "Not started: " + started.error() + ".";
            break;
        }
        default:
            return;
    }
    reread_tournaments(lobby_);
}

void reread_tournaments(Lobby& lobby) {
    LobbyState& state = lobby.state;
    if (state.chosen_tournament < lobby.tournaments.size())
        state.chosen_tournament_id = lobby.tournaments[state.chosen_tournament].id;
    lobby.tournaments = lobby.database.tournaments().list(false, 60);
    lobby.my_tournaments = lobby.database.tournaments().entered_in(lobby.player().id);
    for (std::size_t i = 0; i < lobby.tournaments.size(); ++i)
        if (lobby.tournaments[i].id == state.chosen_tournament_id) state.chosen_tournament = i;
}

namespace {

// The form's fields, a line each; the last creates it.
enum TournamentField {
    NameField,
    GameField,
    FormatField,
    RoundsField,
    ClockField,
    RatedField,
    MostField,
    ComputerField,
    CreateField
};
constexpr int tournament_fields = CreateField + 1;
constexpr int form_top = 3;

enum class FormKey { Up, Down, Back, Forward, Create, Leave, Help };

ui::ScreenKeys<FormKey> tournament_form_keys() {
    return {
        {FormKey::Create, {'\n', '\r', KEY_ENTER}, "Enter create", "create the tournament"},
        {FormKey::Leave, {ui::key_escape}, "Esc back", "back to the lobby, nothing created"},
        {FormKey::Help, {'?', KEY_F(1)}, "? help", "these keys"},
        {FormKey::Up, {KEY_UP}, "", "the field above"},
        {FormKey::Down, {KEY_DOWN, '\t'}, "", "the field below"},
        {FormKey::Back, {KEY_LEFT}, "", "the field's value before"},
        {FormKey::Forward, {KEY_RIGHT}, "", "the field's value after"},
    };
}

class TournamentForm final : public ui::FixedScreen {
  public:
    explicit TournamentForm(Lobby& lobby)
        : FixedScreen(lobby_smallest),
          lobby_(lobby),
          spec_(lobby.state.last_tournament),
          name_(int(store::tournament_name_most), {}, spec_.name) {
        if (spec_.game.empty()) {  // the first: a quick game, a quick clock
            spec_.game = "breakthrough";
            spec_.clock = "5+3";
        }
        const auto& games = registered_games();
        for (std::size_t i = 0; i < games.size(); ++i)
            if (games[i].name == spec_.game) game_index_ = i;
        spec_.game = std::string(games[game_index_].name);
    }

    void handle(const ui::Event& event) override;
    void draw(ui::Frame& frame) override;
    std::string hints() const override { return ui::hint_line(tournament_form_keys()); }
    std::optional<ui::KeysHelp> keys_help() const override;
    bool stays_beneath() const override { return true; }

  private:
    bool shown(int field) const {
        return field != RoundsField || spec_.format == store::TournamentFormat::swiss;
    }
    std::string field_text(int field) const;
    void act(FormKey key);
    void move(int step);
    void step(int step);
    void click(const ui::Event& event);
    void create();

    Lobby& lobby_;
    store::TournamentSpec spec_;
    ui::LineEditor name_;
    std::size_t game_index_ = 0;
    int field_ = NameField;
    std::string problem_;
    int spacing_ = 2;
    int key_line_ = -1;
};

std::string TournamentForm::field_text(int field) const {
    switch (field) {
        case NameField:
            return "Name:      " + name_.text() + "_  (shown to everyone)";
        case GameField:
            return "Game:      < " + spec_.game + " >";
        case FormatField:
            return spec_.format == store::TournamentFormat::round_robin
                       ? std::string("Format:    < round robin >  (everyone plays everyone)")
                       : std::string("Format:    < Swiss >  (paired by score, round by round)");
        case RoundsField:
            return spec_.rounds == 0 ? std::string("Rounds:    < as many as the entrants need >")
                                     : "Rounds:    < " + std::to_string(spec_.rounds) + " >";
        case ClockField:
            return "Clock:     " + clock_field_text(spec_.clock);
        case RatedField:
            return std::string("Rated:     < ") + (spec_.rated ? "yes" : "no") +
                   (spec_.rated ? " >  (its games move the players' ratings)"
                                : " >  (no rating moves)");
        case MostField:
            return "Players:   < at most " + std::to_string(spec_.most_players) +
                   " >  (the computer counted)";
        case ComputerField:
            return spec_.computer_level == 0
                       ? std::string("Computer:  < does not play >")
                       : "Computer:  < plays at level " + std::to_string(spec_.computer_level) +
                             " >  (1 beginner, 5 strongest)";
        default:
            return "[ Create the tournament ]";
    }
}

void TournamentForm::handle(const ui::Event& event) {
    if (event.kind == ui::Event::Kind::Click) return click(event);
    if (field_ == NameField && name_.type(event) != ui::LineEditor::Typed::Other) {
        spec_.name = name_.text();
        return;
    }
    if (event.kind != ui::Event::Kind::Key) return;
    if (const auto key = ui::action_for(tournament_form_keys(), event.key)) act(*key);
}

void TournamentForm::act(FormKey key) {
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
        case FormKey::Create:
            return create();
    }
}

void TournamentForm::move(int step) {
    do
        field_ = (field_ + tournament_fields + step) % tournament_fields;
    while (!shown(field_));
}

void TournamentForm::step(int step) {
    problem_.clear();
    const auto& games = registered_games();
    switch (field_) {
        case GameField:
            game_index_ = (game_index_ + games.size() + std::size_t(step)) % games.size();
            spec_.game = std::string(games[game_index_].name);
            break;
        case FormatField:
            spec_.format = spec_.format == store::TournamentFormat::swiss
                               ? store::TournamentFormat::round_robin
                               : store::TournamentFormat::swiss;
            break;
        case RoundsField:
            spec_.rounds = std::clamp(spec_.rounds + step, 0, store::tournament_most_players - 1);
            break;
        case ClockField:  // the computer plays no game of days a move
            spec_.clock = stepped_clock(spec_.clock, step, spec_.computer_level == 0);
            break;
        case RatedField:
            spec_.rated = !spec_.rated;
            break;
        case MostField:
            spec_.most_players =
                std::clamp(spec_.most_players + step, store::tournament_least_players,
                           store::tournament_most_players);
            break;
        case ComputerField:
            spec_.computer_level =
                (spec_.computer_level + computer_levels + 1 + step) % (computer_levels + 1);
            if (spec_.computer_level > 0 && spec_.clock.ends_with('d')) spec_.clock.clear();
            break;
        default:
            break;
    }
}

// A click on a field chooses it and steps its value (left of its middle back, right of it on);
// on the last, creates it; on a key of the bottom line, does what it says.
void TournamentForm::click(const ui::Event& event) {
    if (event.y == key_line_) {
        if (const auto key = ui::hint_at(tournament_form_keys(), event.x)) act(*key);
        return;
    }
    const int line = event.y - form_top;
    if (line < 0 || line % spacing_ != 0 || line / spacing_ >= tournament_fields) return;
    const int field = line / spacing_;
    if (!shown(field)) return;
    field_ = field;
    if (field == CreateField) return create();
    if (field != NameField) step(event.x < 4 + display_width(field_text(field)) / 2 ? -1 : 1);
}

void TournamentForm::create() {
    spec_.name = name_.text();
    if (spec_.name.empty()) {
        problem_ = "Name the tournament first.";
        field_ = NameField;
        return;
    }
    if (const std::string problem = tournament_spec_problem(spec_); !problem.empty()) {
        problem_ = "Not created: " + problem + ".";
        return;
    }
    const auto made = lobby_.database.tournaments().create(
        lobby_.player().id, spec_, lobby_.visitor.limits.tournaments_per_day);
    if (!made) {
        problem_ = "Not created: " + made.error() + ".";
        return;
    }
    lobby_.state.last_tournament = spec_;
    lobby_.database.audit().record(
        lobby_.player().name,
        "created tournament " + std::to_string(*made) + " (" + spec_.game + ")");
    lobby_.state.note = "Your tournament " + clean_people_text(spec_.name, 40) +
                        " is open: the others enter it from this tab (e), you start it (s).";
    reread_tournaments(lobby_);
    lobby_.state.chosen_tournament_id = *made;
    lobby_.state.chosen_tournament = 0;  // the newest, first
    lobby_.navigator.show_play();
}

void TournamentForm::draw(ui::Frame& frame) {
    frame.title("create a tournament", "you are " + lobby_.player().name);
    frame.put(1, 2, "Type a name; the arrows choose the rest; Enter creates it.");
    spacing_ = frame.lines() >= form_top + 2 * tournament_fields + 3 ? 2 : 1;
    for (int field = 0; field < tournament_fields; ++field) {
        if (!shown(field)) continue;
        const int attribute = field == field_        ? frame.attribute(ui::Style::Chosen)
                              : field == CreateField ? A_BOLD
                                                     : 0;
        frame.put(form_top + spacing_ * field, 4, field_text(field), attribute);
    }
    if (!problem_.empty())
        frame.put(std::min(form_top + spacing_ * tournament_fields, frame.lines() - 2), 4, problem_,
                  frame.attribute(ui::Style::Error));
    key_line_ = frame.lines() - 1;
}

std::optional<ui::KeysHelp> TournamentForm::keys_help() const {
    std::vector<std::string> lines{"Creating a tournament"};
    for (std::string& line : ui::help_lines(tournament_form_keys()))
        lines.push_back(std::move(line));
    lines.push_back("  letters, digits   its name (on the Name field)");
    lines.push_back("  click             a field: left of its middle the value before, right of");
    lines.push_back("                    it the value after; [ Create the tournament ] creates it");
    return ui::KeysHelp{"create a tournament", std::move(lines)};
}

enum class StandingsKey { Up, Down, Leave, Help };

ui::ScreenKeys<StandingsKey> standings_keys() {
    return {
        {StandingsKey::Leave, {ui::key_escape, 'q'}, "Esc back", "back to the tournaments"},
        {StandingsKey::Help, {'?', KEY_F(1)}, "? help", "these keys"},
        {StandingsKey::Up, {KEY_UP, 'k'}, "", "scroll up (the wheel too)"},
        {StandingsKey::Down, {KEY_DOWN, 'j'}, "", "scroll down (the wheel too)"},
    };
}

// A tournament's standings and rounds, read again every second: anyone may look.
class StandingsScreen final : public ui::FixedScreen {
  public:
    StandingsScreen(Lobby& lobby, std::int64_t id)
        : FixedScreen(lobby_smallest), lobby_(lobby), id_(id) {
        reread();
    }

    void handle(const ui::Event& event) override;
    void draw(ui::Frame& frame) override;
    std::string hints() const override { return ui::hint_line(standings_keys()); }
    std::optional<ui::KeysHelp> keys_help() const override {
        std::vector<std::string> lines{"A tournament's standings"};
        for (std::string& line : ui::help_lines(standings_keys()))
            lines.push_back(std::move(line));
        lines.push_back("  Bh: Buchholz, the opponents' points; Bh-1: less the least of them;");
        lines.push_back("  S-B: Sonneborn-Berger, the points of those beaten and half those drawn");
        return ui::KeysHelp{"the standings", std::move(lines)};
    }
    void tick(Clock::time_point now) override {
        if (now - read_ < std::chrono::seconds(1)) return;
        reread();
    }
    std::optional<Clock::time_point> next_tick() const override {
        return read_ + std::chrono::seconds(1);
    }

  private:
    void reread();

    Lobby& lobby_;
    std::int64_t id_;
    enum class Look { Plain, Mine, Heading };
    std::vector<std::string> lines_;  // what is shown under the title
    std::vector<Look> looks_;
    std::string title_;
    Clock::time_point read_{};
    std::size_t first_ = 0;  // the first line shown
    int shown_lines_ = 1;
};

void StandingsScreen::reread() {
    read_ = Clock::now();
    lines_.clear();
    looks_.clear();
    const auto add = [this](std::string line, Look look = Look::Plain) {
        lines_.push_back(std::move(line));
        looks_.push_back(look);
    };
    const store::Tournaments tournaments = std::as_const(lobby_.database).tournaments();
    const auto t = tournaments.tournament(id_);
    if (!t) {
        title_ = "standings";
        add("This tournament is gone.");
        return;
    }
    const store::TournamentSpec& spec = t->spec;
    title_ = "standings of " + clean_people_text(spec.name, store::tournament_name_most);
    std::string about = spec.game + ", " + format_text(spec.format) + ", ";
    about += spec.clock.empty() ? std::string("no clock") : spec.clock;
    about += spec.rated ? ", rated: " : ", unrated: ";
    switch (t->state) {
        case store::TournamentState::open:
            about += "open, " + std::to_string(t->entrants) + " entered of " +
                     std::to_string(spec.most_players) + "; " + t->creator + " starts it";
            break;
        case store::TournamentState::running:
            about += "round " + std::to_string(t->round) + " of " + std::to_string(t->rounds);
            break;
        case store::TournamentState::finished:
            about += "finished after " + std::to_string(t->round) + " rounds";
            break;
        case store::TournamentState::closed:
            about += "closed by the administrator";
            break;
    }
    add(about);
    if (spec.computer_level > 0)
        add("The computer plays at level " + std::to_string(spec.computer_level) + ".");
    add("");
    const std::string me = lobby_.player().name;
    if (t->state == store::TournamentState::open) {
        add("Entered     Player                Rating (seeds the pairings)", Look::Heading);
        for (const store::TournamentEntrant& entrant : tournaments.entrants(id_))
            add("            " + column(entrant.name, 21) + std::to_string(entrant.rating),
                entrant.name == me ? Look::Mine : Look::Plain);
        return;
    }
    add("Rank  Player                Points  Bh     Bh-1   S-B    Wins", Look::Heading);
    for (const store::StandingLine& line : tournaments.standings(id_)) {
        const tournament::Standing& s = line.standing;
        std::string row = column(std::to_string(s.rank), 5);
        row += column(line.name + (s.withdrawn ? " (out)" : ""), 21);
        row += column(score_text(s.points), 7);
        row += column(score_text(s.buchholz), 6);
        row += column(score_text(s.buchholz_cut1), 6);
        row += column(score_text(s.sonneborn_berger), 6);
        row += std::to_string(s.wins);
        add(row, line.name == me ? Look::Mine : Look::Plain);
    }
    int round = 0;
    for (const store::TournamentGame& game : tournaments.games(id_)) {
        if (game.round != round) {
            round = game.round;
            add("");
            add("Round " + std::to_string(round), Look::Heading);
        }
        std::string row = "  " + column(game.first_name, 21);
        if (game.second == 0) {
            row += "bye";
        } else {
            row += column(tournament_result_text(game), 7);
            row += clean_people_text(game.second_name, 20);
            if (game.game_id != 0) row += "  (game " + std::to_string(game.game_id) + ")";
        }
        add(row, game.first_name == me || game.second_name == me ? Look::Mine : Look::Plain);
    }
}

void StandingsScreen::handle(const ui::Event& event) {
    using Kind = ui::Event::Kind;
    std::optional<StandingsKey> key;
    if (event.kind == Kind::Key) key = ui::action_for(standings_keys(), event.key);
    if (event.kind == Kind::WheelUp) key = StandingsKey::Up;
    if (event.kind == Kind::WheelDown) key = StandingsKey::Down;
    if (!key) return;
    switch (*key) {
        case StandingsKey::Up:
            first_ = first_ > 0 ? first_ - 1 : 0;
            return;
        case StandingsKey::Down:
            if (first_ + std::size_t(shown_lines_) < lines_.size()) ++first_;
            return;
        case StandingsKey::Leave:
            return lobby_.navigator.show_play();
        case StandingsKey::Help:
            return lobby_.navigator.show(std::make_unique<ui::KeysPage>(
                lobby_.navigator, *keys_help(), smallest_terminal()));
    }
}

void StandingsScreen::draw(ui::Frame& frame) {
    frame.title(title_, "you are " + lobby_.player().name);
    shown_lines_ = std::max(1, frame.lines() - 3);
    first_ = std::min(first_, lines_.size() > std::size_t(shown_lines_)
                                  ? lines_.size() - std::size_t(shown_lines_)
                                  : std::size_t(0));
    for (int line = 0; line < shown_lines_ && first_ + std::size_t(line) < lines_.size(); ++line) {
        const std::size_t at = first_ + std::size_t(line);
        const int attribute = looks_[at] == Look::Heading ? frame.attribute(ui::Style::Heading)
                              : looks_[at] == Look::Mine  ? A_BOLD
                                                          : 0;
        frame.put(1 + line, 2, lines_[at], attribute);
    }
}

}  // namespace

std::unique_ptr<ui::Screen> tournament_form(Lobby& lobby) {
    return std::make_unique<TournamentForm>(lobby);
}

std::unique_ptr<ui::Screen> standings_screen(Lobby& lobby, std::int64_t id) {
    return std::make_unique<StandingsScreen>(lobby, id);
}

}  // namespace boardgames::lobby
