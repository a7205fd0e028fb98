#include "session.hpp"

#include <algorithm>
#include <sstream>

#include "boardgames/play/registry.hpp"

namespace boardgames {

const char* mode_name(Mode mode) {
    switch (mode) {
        case Mode::HumanVsComputer:
            return "Human v Computer";
        case Mode::ComputerVsComputer:
            return "Computer v Computer";
        case Mode::HumanVsHuman:
            return "Human v Human";
    }
    return "";
}

bool is_person_name(std::string_view text) {
    return !text.empty() && text.size() <= 32 && text.front() != '-' &&
           std::all_of(text.begin(), text.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '.' || c == '_' || c == '-';
           });
}

Result<Occupant> Occupant::parse(const std::string& text) {
    if (text == "human") return Occupant{};
    const auto level_after = [&](const std::string& prefix, const std::string& suffix) {
        const bool named = text.size() == prefix.size() + 1 + suffix.size() &&
                           text.compare(0, prefix.size(), prefix) == 0 &&
                           text.compare(prefix.size() + 1, suffix.size(), suffix) == 0;
        const char digit = named ? text[prefix.size()] : '0';
        return digit >= '1' && digit <= '0' + perfect_level ? digit - '0' : 0;
    };
    if (const int level = level_after("ai:", "")) return Occupant{Occupant::Kind::Computer, level};
    if (const int level = level_after("computer (level ", ")"))
        return Occupant{Occupant::Kind::Computer, level};
    return fail("unknown player '" + text +
                "' (human, or ai:1 to ai:5; ai:6 plays perfectly where the game is solved)");
}

Result<std::vector<int>> parse_option_values(const GameInfo& info, const std::string& text) {
    std::vector<int> values = info.default_options();
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        const std::size_t equals = word.find('=');
        const std::string name = word.substr(0, equals);
        const int index = info.option_index(name);
        if (index < 0) {
            std::string known;
            for (const GameOption& option : info.options)
                known += (known.empty() ? "" : ", ") + std::string(option.name);
            return fail("'" + name + "' is not an option of " + std::string(info.name) +
                        (known.empty() ? " (it has none)" : " (options: " + known + ")"));
        }
        const GameOption& option = info.options[std::size_t(index)];
        const std::string value = equals == std::string::npos ? "" : word.substr(equals + 1);
        int number = 0;
        std::size_t used = 0;
        try {
            number = std::stoi(value, &used);
        } catch (...) {
            used = 0;
        }
        if (used == 0 || used != value.size() || number < option.min || number > option.max)
            return fail("option " + name + " takes a number from " + std::to_string(option.min) +
                        " to " + std::to_string(option.max) + ", not '" + value + "'");
        values[std::size_t(index)] = number;
    }
    return values;
}

std::string option_values_text(const GameInfo& info, const std::vector<int>& values) {
    std::string text;
    for (std::size_t i = 0; i < info.options.size() && i < values.size(); ++i) {
        if (!text.empty()) text += ' ';
        text += info.options[i].name;
        text += '=';
        text += std::to_string(values[i]);
    }
    return text;
}

Session::Session(const GameInfo& info, std::unique_ptr<AnyMatch> match, std::string start,
                 std::vector<int> options)
    : info_(&info),
      match_(std::move(match)),
      start_(std::move(start)),
      options_(std::move(options)),
      seats_(info.seats(options_)) {
    occupants.resize(seats_.size());
    set_mode(Mode::HumanVsComputer, 0, 3);
}

Result<Session> Session::start(const GameInfo& info, const std::string& position,
                               std::vector<int> options) {
    if (options.empty()) options = info.default_options();
    if (options.size() != info.options.size()) return fail("wrong number of option values");
    const std::string start = position.empty() && options != info.default_options()
                                  ? info.start_position(-1, options)
                                  : position;
    auto match = info.new_match(info, start);
    if (!match) return fail("bad position '" + start + "': " + match.error());
    const bool standard = start.empty() || start == info.standard_position;
    return Session(info, std::move(match).value(), standard ? std::string{} : start,
                   std::move(options));
}

Result<Session> Session::from_record(const GameRecord& record) {
    const GameInfo* info = find_game(record.game);
    if (!info) return fail("unknown game '" + record.game + "'");
    auto options = parse_option_values(*info, record.options);
    if (!options) return fail("options: " + options.error());
    auto replayed = replay_record(record);
    if (!replayed) return fail(replayed.error());
    Session session(*info, std::move(replayed).value(), record.start, std::move(options).value());
    for (const auto& [seat_name, who] : record.players) {
        int seat = -1;
        for (std::size_t i = 0; i < session.seats_.size(); ++i)
            if (session.seats_[i].name == seat_name) seat = int(i);
        if (seat < 0)
            return fail("unknown header line '" + seat_name + ": " + who + "' (a " +
                        std::string(info->name) + " record names its seats, game, date, start, " +
                        "options, series and result)");
        auto occupant = Occupant::parse(who);
        // A table's record names its people by login name.
        if (!occupant && is_person_name(who)) occupant = Occupant{Occupant::Kind::Human, 3, who};
        if (!occupant) return fail(seat_name + ": " + occupant.error());
        session.occupants[std::size_t(seat)] = *occupant;
    }
    if (!record.series.empty()) {
        auto series = Series::parse(record.series, int(session.seats_.size()));
        if (!series) return fail(series.error());
        session.series_ = std::move(series).value();
        session.count_in_series();  // a game saved once over counts again
    }
    return session;
}

int Session::seat_of_mover(int mover) const {
    return boardgames::seat_of_mover(seats_, mover);
}

void Session::set_mode(Mode mode, int human_seat, int level) {
    for (std::size_t seat = 0; seat < occupants.size(); ++seat) {
        const bool human = mode == Mode::HumanVsHuman ||
                           (mode == Mode::HumanVsComputer && int(seat) == human_seat);
        occupants[seat] = Occupant{human ? Occupant::Kind::Human : Occupant::Kind::Computer, level};
    }
}

Mode Session::mode() const {
    int humans = 0;
    for (const Occupant& occupant : occupants)
        humans += occupant.human();
    if (humans == 0) return Mode::ComputerVsComputer;
    if (humans == int(occupants.size())) return Mode::HumanVsHuman;
    return Mode::HumanVsComputer;
}

bool Session::human_to_move() const {
    return occupant_to_move().human();
}

Result<std::string> Session::play(const std::string& typed) {
    auto played = match_->play(typed);
    if (played) redo_.clear();
    count_in_series();
    return played;
}

void Session::count_in_series() {
    if (!series_) return;
    if (match_->outcome().over())
        series_->count(match_->outcome(), seats_, info_->side_of_mover, match_->result_text());
    else
        series_->uncount();
}

std::optional<std::string> Session::play_forced_pass() {
    if (!match_->pass_forced()) return std::nullopt;
    auto played = play("pass");
    if (!played) return std::nullopt;
    return *played;
}

bool Session::undo() {
    const std::vector<std::string> moves = match_->record();
    if (moves.empty() || !match_->undo()) return false;
    redo_.push_back(moves.back());
    count_in_series();
    return true;
}

bool Session::redo() {
    if (redo_.empty()) return false;
    const std::string move = redo_.back();
    if (!match_->play(move)) return false;
    redo_.pop_back();
    count_in_series();
    return true;
}

bool Session::undo_to_human() {
    if (!undo()) return false;
    while (!human_to_move() && match_->ply() > 0 && mode() != Mode::ComputerVsComputer)
        undo();
    // Back at a start where the computer moves first: its move would only be played again,
    // so nothing is undone.
    if (!human_to_move() && mode() != Mode::ComputerVsComputer) {
        while (!human_to_move() && redo()) {
        }
        return false;
    }
    return true;
}

void Session::start_series(int target) {
    series_.emplace(int(seats_.size()), target);
}

void Session::continue_series_of(const Session& other) {
    series_ = other.series_;
    count_in_series();
}

void Session::count_ended(const Outcome& outcome, std::string result) {
    if (series_) series_->count(outcome, seats_, info_->side_of_mover, std::move(result));
}

void Session::adopt_series(Series series) {
    series_ = std::move(series);
    count_in_series();  // its text leaves out the game being played, which counts if it is over
}

bool Session::next_series_game() {
    if (!series_) return false;
    if (match_->outcome().over())
        count_in_series();
    else if (!series_->current_counted())
        return false;
    if (!series_->next_game()) return false;
    // Everyone moves one seat on: the person at seat s sits at s + 1 next.
    std::vector<Occupant> moved(occupants.size());
    for (std::size_t seat = 0; seat < occupants.size(); ++seat)
        moved[(seat + 1) % occupants.size()] = occupants[seat];
    occupants = std::move(moved);
    auto fresh = info_->new_match(*info_, start_.empty() ? std::string{} : start_);
    if (!fresh) return false;
    match_ = std::move(fresh).value();
    redo_.clear();
    return true;
}

std::string Session::person_name(int person) const {
    const int seat = series_ ? series_->seat_of(person) : person;
    const Occupant& occupant = occupants[std::size_t(seat)];
    if (!occupant.name.empty()) {
        // A table's person away for now is still that person.
        const std::string_view away = " (away)";
        if (occupant.name.ends_with(away))
            return occupant.name.substr(0, occupant.name.size() - away.size());
        return occupant.name;
    }
    const auto humans = std::count_if(occupants.begin(), occupants.end(),
                                      [](const Occupant& other) { return other.human(); });
    const auto computers = std::ssize(occupants) - humans;
    if (occupant.human() && humans == 1) return "you";
    if (occupant.computer() && computers == 1) return "the computer";
    return "player " + std::to_string(person + 1);
}

namespace {

// "alice", "alice and bob", "alice, bob and carol"; "players 2 and 3" for numbered players.
std::string names_joined(const std::vector<std::string>& names) {
    const std::string_view numbered = "player ";
    const bool all_numbered =
        names.size() > 1 && std::all_of(names.begin(), names.end(), [&](const std::string& name) {
            return name.starts_with(numbered) && name.find('(') == std::string::npos;
        });
    std::string text = all_numbered ? "players " : "";
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
        text += all_numbered ? names[i].substr(numbered.size()) : names[i];
    }
    return text;
}

// The verb that agrees with `names`: "you win", "alice and bob win", "alice wins".
std::string wins_after(const std::vector<std::string>& names) {
    return names.size() > 1 || (names.size() == 1 && names.front() == "you") ? " win" : " wins";
}

// How much a game-over sentence says: the seat each winner played, the rules' reason, and the
// series' standing in full words.
struct SentenceDetail {
    bool seats = true;
    bool reason = true;
    bool long_series = true;
    bool game_words = true;  // "wins this game", or only "wins" where the series follows
};

// The people on the side that won the game just over (none for a draw).
std::vector<int> game_winners(const Session& session, const Outcome& outcome) {
    std::vector<int> winners;
    if (outcome.status != Outcome::Status::Win) return winners;
    const Series& series = *session.series();
    for (int person = 0; person < series.people(); ++person) {
        const Seat& seat = session.seats()[std::size_t(series.seat_of(person))];
        if (side_of_seat(seat, session.game().side_of_mover) == outcome.winner)
            winners.push_back(person);
    }
    return winners;
}

// "alice (team) wins this game (red captured)", "the game is drawn (two passes)".
std::string game_clause(const Session& session, const std::string& game_words,
                        SentenceDetail detail) {
    const Outcome outcome = session.match().outcome();
    const std::string reason =
        detail.reason && !outcome.reason.empty() ? " (" + std::string(outcome.reason) + ")" : "";
    const std::vector<int> winners = game_winners(session, outcome);
    if (winners.empty()) return (game_words.empty() ? "a draw" : game_words + " is drawn") + reason;
    std::vector<std::string> names, labels;
    for (int person : winners) {
        names.push_back(session.person_name(person));
        const int seat = session.series()->seat_of(person);
        labels.push_back(names.back() +
                         (detail.seats ? " (" + session.seat_name(seat) + ")" : std::string{}));
    }
    return names_joined(labels) + wins_after(names) + (game_words.empty() ? "" : " ") + game_words +
           reason;
}

// "at 2-1 to alice", "level at 1-1", "at 1-1-½, alice and bob level".
std::string series_standing(const Session& session) {
    const Series& series = *session.series();
    std::vector<int> leaders;
    double best = -1;
    for (int person = 0; person < series.people(); ++person) {
        const double points = series.points(person);
        if (points > best + 1e-9) leaders.clear();
        if (points > best - 1e-9) leaders.push_back(person);
        best = std::max(best, points);
    }
    if (int(leaders.size()) == series.people()) return "level at " + series.score_text(0);
    if (leaders.size() == 1)
        return "at " + series.score_text(leaders.front()) + " to " +
               session.person_name(leaders.front());
    std::vector<std::string> names;
    for (int person : leaders)
        names.push_back(session.person_name(person));
    return "at " + series.score_text(leaders.front()) + ", " + names_joined(names) + " level";
}

std::string series_end_sentence(const Session& session, SentenceDetail detail) {
    const Series& series = *session.series();
    const int winner = series.winner();
    if (winner < 0)
        return game_clause(session, detail.game_words ? "this game" : "", detail) + "; " +
               (detail.long_series ? "the series stands " : "series ") + series_standing(session);
    const std::string score = series.score_text(winner);
    detail.seats = false;  // the series is won: the people, not the seats of its last game
    const std::vector<int> winners = game_winners(session, session.match().outcome());
    if (winners == std::vector<int>{winner})
        return game_clause(session, "the game", detail) + " and the series, " + score;
    const std::vector<std::string> name{session.person_name(winner)};
    return game_clause(session, "the game", detail) + "; " + name.front() + wins_after(name) +
           " the series, " + score;
}

}  // namespace

std::string Session::series_result() const {
    if (!series_ || series_->winner() < 0) return {};
    const std::vector<std::string> name{person_name(series_->winner())};
    return name.front() + wins_after(name) + " the series " +
           series_->score_text(series_->winner());
}

std::vector<std::string> Session::game_over_sentences() const {
    if (!series_ || !match_->outcome().over()) return {match_->result_sentence()};
    std::vector<std::string> sentences;
    for (const SentenceDetail detail :
         {SentenceDetail{true, true, true}, SentenceDetail{false, true, true},
          SentenceDetail{false, false, true}, SentenceDetail{false, false, false},
          SentenceDetail{false, false, false, false}}) {
        std::string sentence = series_end_sentence(*this, detail);
        if (sentences.empty() || sentence != sentences.back())
            sentences.push_back(std::move(sentence));
    }
    return sentences;
}

GameRecord Session::record() const {
    GameRecord record;
    record.game = std::string(info_->name);
    record.date = current_date_text();
    for (std::size_t seat = 0; seat < occupants.size(); ++seat)
        record.players.emplace_back(seats_[seat].name, occupants[seat].record_label());
    record.start = start_;
    if (options_ != info_->default_options()) record.options = option_values_text(*info_, options_);
    if (series_) record.series = series_->text();
    record.result = match_->result_text();
    record.moves = match_->record();
    return record;
}

}  // namespace boardgames
