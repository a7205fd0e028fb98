// What a table says to a terminal, heard line by line: the welcome, the snapshot of the whole
// game (checked whole against the rules at its "ready"), and the lines of play. Each line was
// read by the protocol (its fields as declared); here it is checked against what this terminal
// knows (its seats, the game's next ply), and the first that does not fit breaks the table.

#include <algorithm>

#include "boardgames/play/registry.hpp"
#include "net/table_client.hpp"
#include "net/table_files.hpp"

namespace boardgames::net {

namespace {

// "'verb'" followed by `what`. (Built by appending: g++ 12 warns, wrongly, of an overlapping
// copy in a chain of + over a string_view.)
std::string verb_then(std::string_view verb, std::string_view what) {
    std::string text = "'";
    text.append(verb).append("'").append(what);
    return text;
}

}  // namespace

std::string TableClient::seat_name(int seat) const {
    if (seat < 0 || seat >= int(seats_.size())) return "seat " + std::to_string(seat);
    const SeatView& view = seats_[std::size_t(seat)];
    return view.state == SeatState::Computer ? "the computer (" + view.name + ")"
           : view.who.empty()                ? view.name
                                             : view.who + " (" + view.name + ")";
}

void TableClient::handle(const TableLine& line, Session* session, Update& update) {
    if (const auto* error = std::get_if<table_says::Error>(&line)) return hear_error(*error);
    const bool welcome = std::holds_alternative<table_says::Welcome>(line);
    switch (stage_) {
        case Stage::Hello:
            if (const auto* wait = std::get_if<table_says::Wait>(&line);
                wait && !watching() && !knocking_) {
                knocking_ = true;  // said once a connection: the host is asked
                knock_word_ = wait->text;
                return;
            }
            if (!welcome) return broke(update, verb_then(verb_of(line), " before its welcome"));
            knocking_ = false;
            return hear_welcome(std::get<table_says::Welcome>(line), update);
        case Stage::Snapshot:
            describe(line, update);
            if (std::holds_alternative<table_says::Ready>(line)) apply_snapshot(session, update);
            return;
        case Stage::Live:
            if (std::holds_alternative<table_says::Host>(line)) {  // the whole game again
                begin_snapshot();
                welcomed_seat_ = seat_;
                return describe(line, update);
            }
            // A new game at the table (a rematch): this terminal's seat may be another.
            if (welcome && !watching())
                return hear_welcome(std::get<table_says::Welcome>(line), update);
            return hear_live(line, session ? session : (pending_ ? &*pending_ : nullptr), update);
    }
}

void TableClient::hear_error(const table_says::Error& error) {
    if (error.kind == HangUp::Busy) {
        busy_ = true;
        busy_reason_ = error.text.empty() ? "the table is busy" : error.text;
    } else {
        final_word_ = error.text.empty() ? "the table hung up" : error.text;
    }
}

void TableClient::hear_welcome(const table_says::Welcome& welcome, Update& update) {
    if (!watching()) {
        if (!welcome.seat) return broke(update, "a welcome that is not 'welcome seat N TOKEN'");
        welcomed_seat_ = *welcome.seat;
        welcomed_token_ = welcome.token;
    } else if (welcome.seat) {
        return broke(update, "a watcher's welcome that is not 'welcome watch'");
    }
    begin_snapshot();
}

void TableClient::begin_snapshot() {
    stage_ = Stage::Snapshot;
    snapshot_series_.clear();
    snapshot_arranging_.reset();
    clock_left_.clear();
    clock_running_ = -1;
    game_.clear();
    options_.clear();
    start_.clear();
    moves_.clear();
    snapshot_host_.clear();
    snapshot_seats_.clear();
    snapshot_asks_.reset();
    snapshot_ended_.clear();
}

// A line of the table's description of the game, kept until "ready" checks the whole.
void TableClient::describe(const TableLine& line, Update& update) {
    using namespace table_says;
    std::visit(
        [&](const auto& said) {
            using Said = std::decay_t<decltype(said)>;
            if constexpr (std::is_same_v<Said, Host>) {
                snapshot_host_ = said.name;
            } else if constexpr (std::is_same_v<Said, Game>) {
                game_ = said.name;
            } else if constexpr (std::is_same_v<Said, Options>) {
                options_ = said.text;
            } else if constexpr (std::is_same_v<Said, Start>) {
                start_ = said.text;
            } else if constexpr (std::is_same_v<Said, Moves>) {  // a long game's come in parts
                if (moves_.size() + said.moves.size() > most_snapshot_moves)
                    return broke(update, "more moves than any game has");
                moves_.insert(moves_.end(), said.moves.begin(), said.moves.end());
            } else if constexpr (std::is_same_v<Said, Seat>) {
                if (snapshot_seats_.size() <= std::size_t(said.seat))
                    snapshot_seats_.resize(std::size_t(said.seat) + 1);
                auto& described = snapshot_seats_[std::size_t(said.seat)];
                if (described) return broke(update, "a seat described twice");
                described = SeatView{said.name, said.state, said.who};
            } else if constexpr (std::is_same_v<Said, SeriesScore>) {
                snapshot_series_ = said.text;
            } else if constexpr (std::is_same_v<Said, Arrange>) {
                snapshot_arranging_ = said.movers;
            } else if constexpr (std::is_same_v<Said, Asks>) {
                snapshot_asks_ = said;
            } else if constexpr (std::is_same_v<Said, Ended>) {
                snapshot_ended_ = said.text;
            } else if constexpr (std::is_same_v<Said, Watchers> || std::is_same_v<Said, Knocks> ||
                                 std::is_same_v<Said, table_says::Clock>) {
                hear(said, nullptr, update);
            } else if constexpr (!std::is_same_v<Said, Access> && !std::is_same_v<Said, Ready>) {
                broke(update, verb_then(verb_of(said), " in the middle of describing the game"));
            }
        },
        line);
}

// What is wrong with the game the snapshot describes, `fresh` (its start and moves played),
// against what the table said of it; empty when nothing.
std::string TableClient::snapshot_problem(const Session& fresh) const {
    const int seats = int(fresh.seats().size());
    if (int(snapshot_seats_.size()) != seats)
        return "it described " + std::to_string(snapshot_seats_.size()) + " seats for a game of " +
               std::to_string(seats);
    for (int seat = 0; seat < seats; ++seat)
        if (!snapshot_seats_[std::size_t(seat)] ||
            snapshot_seats_[std::size_t(seat)]->name != fresh.seat_name(seat))
            return "seat " + std::to_string(seat) + " is not described as " + fresh.seat_name(seat);
    if (!watching() && (welcomed_seat_ < 0 || welcomed_seat_ >= seats ||
                        snapshot_seats_[std::size_t(welcomed_seat_)]->state != SeatState::Here))
        return "it welcomed this terminal at seat " + std::to_string(welcomed_seat_) +
               ", which is not this terminal's";
    if (!clock_left_.empty() && int(clock_left_.size()) != seats)
        return "a clock for another number of seats";
    if (snapshot_asks_ && snapshot_asks_->seat >= seats)
        return "a request from a seat the game does not have";
    if (snapshot_arranging_) {
        // Arranging comes before the first move, in a game that has it, by its players.
        if (!fresh.game().arrange || !moves_.empty())
            return "players arranging in a game that cannot be arranged now";
        for (const int mover : *snapshot_arranging_)
            if (mover >= int(fresh.game().mover_names.size()))
                return "a player arranging whom the game does not have";
    }
    if (snapshot_host_.empty()) return "no host named";
    // On this host the kernel says who runs the table; a table that names another host lies.
    // The game server's tables are its account's, and their hosts its players.
    if (!address_.forwarded && address_.player.empty() && table_uid_ != uid_t(-1) &&
        snapshot_host_ != login_name(table_uid_))
        return "it names its host " + snapshot_host_ + ", but " + login_name(table_uid_) +
               " runs it";
    return {};
}

void TableClient::apply_snapshot(Session* session, Update& update) {
    if (!update.broken.empty()) return;
    const GameInfo* info = find_game(game_);
    if (!info) return broke(update, "no game described");
    Session* current = session ? session : (pending_ ? &*pending_ : nullptr);
    if (current && current->game().name != info->name)
        return broke(update, "the table changed its game");
    auto options = parse_option_values(*info, options_);
    if (!options) return broke(update, "its options: " + options.error());
    auto fresh = Session::start(*info, start_, *options);
    if (!fresh) return broke(update, "its start: " + fresh.error());
    for (const std::string& move : moves_)
        if (!fresh.value().play(move))
            return broke(update, "its move " + clean_text(move, 20) + " is illegal there");
    if (const std::string problem = snapshot_problem(*fresh); !problem.empty())
        return broke(update, problem);
    std::optional<Series> series;
    if (!snapshot_series_.empty()) {
        auto read = Series::parse(snapshot_series_, int(fresh->seats().size()));
        if (!read) return broke(update, "a series that cannot be read: " + read.error());
        series = std::move(read).value();
    }
    // All checked: the game as the table has it, and the table is this user's from now on.
    host_ = snapshot_host_;
    if (!address_.forwarded) table_owner_ = table_uid_;
    seats_.clear();
    for (const auto& seat : snapshot_seats_)
        seats_.push_back(*seat);
    if (!watching()) {
        seat_ = welcomed_seat_;
        if (welcomed_token_ != token_ || token_uid_ != table_uid_) {
            token_ = welcomed_token_;
            token_uid_ = table_uid_;
            if (store_tokens_ && table_uid_ != uid_t(-1)) {
                store_token(code_, token_, table_uid_);
                token_stored_ = true;
            }
        }
    }
    ended_ = snapshot_ended_;
    arranging_ = snapshot_arranging_.value_or(std::vector<int>{});
    asked_.reset();
    asked_by_ = -1;
    if (snapshot_asks_ && snapshot_asks_->seat != seat_ && seat_ >= 0) {
        asked_by_ = snapshot_asks_->seat;
        asked_ = snapshot_asks_->kind;
    }
    if (series) fresh.value().adopt_series(std::move(*series));
    seat_occupants(fresh.value());
    stage_ = Stage::Live;
    attempts_ = 0;
    busy_ = false;
    move_pending_ = false;
    update.position_changed = true;
    if (session)
        *session = std::move(fresh).value();
    else
        pending_ = std::move(fresh).value();
}

template <class Other>
void TableClient::hear(const Other& other, Session*, Update& update) {
    broke(update, verb_then(verb_of(other), ", which is no part of the protocol here"));
}

void TableClient::hear_live(const TableLine& line, Session* game, Update& update) {
    std::visit([&](const auto& said) { hear(said, game, update); }, line);
}

int TableClient::seats_known() const {
    return stage_ == Stage::Live ? int(seats_.size()) : most_seats;
}

void TableClient::hear(const table_says::Moved& moved, Session* game, Update& update) {
    if (!arranging_.empty()) return broke(update, "a move while the players arrange");
    if (!game || moved.ply != game->match().ply() + 1 || !game->play(moved.move))
        return broke(update, "a move that is not the next legal move (" +
                                 std::to_string(moved.ply) + " " + clean_text(moved.move, 30) +
                                 ")");
    move_pending_ = false;
    update.position_changed = true;
}

void TableClient::hear(const table_says::Undone& undone, Session* game, Update& update) {
    if (!game || undone.ply > game->match().ply())
        return broke(update, "a take-back past the game's moves");
    while (game->match().ply() > undone.ply && game->undo()) {
    }
    update.position_changed = true;
    update.notes.push_back(undone.ply == 0   ? "moves taken back: back to the start"
                           : undone.ply == 1 ? "moves taken back: 1 move stands"
                                             : "moves taken back: " + std::to_string(undone.ply) +
                                                   " moves stand");
}

void TableClient::hear(const table_says::Asks& asks, Session*, Update& update) {
    if (asks.seat >= seats_known())
        return broke(update, "a request from a seat the game does not have");
    if (stage_ == Stage::Snapshot) {
        snapshot_asks_ = asks;
        return;
    }
    if (asks.seat != seat_ && seat_ >= 0) {
        asked_ = asks.kind;
        asked_by_ = asks.seat;
        // The status line says how to answer too, as the request line does: a rematch offered
        // after the game is read there first.
        update.notes.push_back(request_line());
    } else if (asks.seat == seat_) {
        update.notes.emplace_back(request_type(asks.kind).waiting);
    }
}

void TableClient::hear(const table_says::Answered& answered, Session*, Update& update) {
    if (answered.seat >= seats_known())
        return broke(update, "a request's answer from a seat the game does not have");
    if (!answered.accepted || answered.seat == seat_) {
        asked_.reset();
        asked_by_ = -1;
    }
    if (!answered.accepted || answered.seat != seat_)
        update.notes.push_back(seat_name(answered.seat) +
                               (answered.accepted ? " accepted" : " declined") + " the " +
                               std::string(request_type(answered.kind).noun));
}

void TableClient::hear(const table_says::Said& said, Session*, Update& update) {
    if (!muted(said.name)) update.notes.push_back(said.name + ": " + said.text);
}

// News for everyone.
void TableClient::hear(const table_says::Note& note, Session* game, Update& update) {
    // After the end, comings and goings do not replace the result on the screen.
    const bool finished = !ended_.empty() || (game && game->match().outcome().over());
    if (!finished) update.notes.push_back(note.text);
}

// A refusal, to this terminal alone.
void TableClient::hear(const table_says::Refused& refused, Session*, Update& update) {
    update.notes.push_back(refused.text);
    update.errors = true;
    move_pending_ = false;
}

void TableClient::hear(const table_says::Pong&, Session*, Update&) {}

// "arrange N...": the players still arranging, fewer as each confirms (the game itself comes
// again once all have).
void TableClient::hear(const table_says::Arrange& arrange, Session*, Update& update) {
    const bool fewer = std::all_of(arrange.movers.begin(), arrange.movers.end(), [&](int mover) {
        return std::find(arranging_.begin(), arranging_.end(), mover) != arranging_.end();
    });
    if (!fewer) return broke(update, "an arrange line naming players who are not arranging");
    arranging_ = arrange.movers;
    update.position_changed = true;
}

void TableClient::hear(const table_says::Seat& seat, Session* game, Update& update) {
    if (std::size_t(seat.seat) >= seats_.size() || seats_[std::size_t(seat.seat)].name != seat.name)
        return broke(update, "a seat line for no seat of this game");
    seats_[std::size_t(seat.seat)] = {seat.name, seat.state, seat.who};
    if (game) seat_occupants(*game);
}

void TableClient::hear(const table_says::Watchers& watchers, Session*, Update&) {
    watcher_count_ = watchers.count;
    watchers_ = watchers.names;
}

void TableClient::hear(const table_says::Knocks& knocks, Session*, Update& update) {
    for (const std::string& name : knocks.names)
        if (std::find(knocks_.begin(), knocks_.end(), name) == knocks_.end())
            update.notes.push_back(name + " knocks: they ask to sit at the table");
    knocks_ = knocks.names;
}

void TableClient::hear(const table_says::Ended& ended, Session*, Update& update) {
    if (stage_ == Stage::Snapshot) {
        snapshot_ended_ = ended.text;
        return;
    }
    ended_ = ended.text;
    arranging_.clear();  // a game that ended while its players arranged (a resignation)
    asked_.reset();
    asked_by_ = -1;
    update.position_changed = true;
}

// A time for each seat the game has (while the snapshot arrives, for as many as it may have).
void TableClient::hear(const table_says::Clock& clock, Session*, Update& update) {
    const int seats = seats_known();
    const bool whole =
        stage_ == Stage::Live ? int(clock.left.size()) == seats : int(clock.left.size()) <= seats;
    if (!whole)
        return broke(update, "a clock line that is not 'clock SEAT|- LEFT...' for its seats");
    clock_left_ = clock.left;
    clock_running_ = clock.running.value_or(-1);
    clock_told_ = Clock::now();
    update.position_changed = update.position_changed || stage_ != Stage::Live;
}

// The series' score after a game that counted in it.
void TableClient::hear(const table_says::SeriesScore& said, Session* game, Update& update) {
    auto series = Series::parse(said.text, int(seats_.size()));
    if (!game || !series) return broke(update, "a series that cannot be read");
    game->adopt_series(std::move(series).value());
    update.position_changed = true;
}

}  // namespace boardgames::net
