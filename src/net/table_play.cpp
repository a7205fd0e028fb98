// The table's game, its play: moves of the seat to move, requests of the others (undo, draw,
// rematch), resigning, the rematch itself, and the computer's seats.

#include <algorithm>
#include <ctime>

#include "net/table_game.hpp"

namespace boardgames::net {

bool TableGame::over() const {
    return !setup_.ended.empty() || setup_.session.match().outcome().over();
}

void TableGame::play(Attendee& attendee, const client_says::Move& move, Clock::time_point now) {
    if (over()) return refuse(attendee, "the game is over");
    if (arranging()) return refuse(attendee, "the players are arranging their tiles: no move yet");
    // A rated game is between its players from its first move: none before every seat is taken.
    if (setup_.access.rated && free_seat() >= 0)
        return refuse(attendee, "a rated game begins once every seat is taken: wait for " +
                                    setup_.session.seat_name(free_seat()));
    Session& session = setup_.session;
    if (session.seat_to_move() != attendee.seat)
        return refuse(attendee, "it is not your turn: " +
                                    session.seat_name(session.seat_to_move()) + " is to move");
    const auto played = session.play(move.move);
    if (!played) return refuse(attendee, clean_text(played.error()));
    moved(*played, now);
}

// After a move: everyone hears it, requests lapse, the record is written and the computer
// thinks if its seat is next.
void TableGame::moved(const std::string& move, Clock::time_point now) {
    last_move_time_ = std::int64_t(std::time(nullptr));
    broadcast(table_says::Moved{setup_.session.match().ply(), move});
    if (setup_.session.series() && over()) broadcast(series_line());
    if (setup_.clock && setup_.clock->running() >= 0) {
        setup_.clock->moved(now, over() ? -1 : setup_.session.seat_to_move());
        broadcast(clock_line(now));
    }
    if (request_) {
        broadcast(table_says::Answered{request_->from, false, request_->kind});
        request_.reset();
    }
    save(now);
    think_if_due(now);
}

// The ply before `seat`'s last move, with whatever replies came after it: where a take-back
// goes; nothing when the seat has not moved.
std::optional<std::size_t> TableGame::undo_target(int seat) const {
    const Session& session = setup_.session;
    auto replay = session.game().new_match(session.game(), session.match().start_position());
    if (!replay) return std::nullopt;
    std::unique_ptr<AnyMatch> match = std::move(replay).value();
    std::optional<std::size_t> last;
    for (const std::string& move : session.match().record()) {
        if (session.seat_of_mover(match->to_move()) == seat) last = match->ply();
        match->play(move);
    }
    return last;
}

void TableGame::ask(Attendee& attendee, RequestKind kind, Clock::time_point now) {
    const bool rematch = kind == RequestKind::Rematch;
    if (rematch && !over()) return refuse(attendee, "a rematch comes once the game is over");
    if (!rematch && over()) return refuse(attendee, "the game is over");
    if (arranging()) return refuse(attendee, "the players are arranging their tiles");
    if (request_) return refuse(attendee, "a request is waiting for its answer");
    Request request{kind, attendee.seat, 0, {}};
    if (kind == RequestKind::Undo) {
        const auto target = undo_target(attendee.seat);
        if (!target) return refuse(attendee, "you have no move to take back");
        request.to_ply = *target;
    }
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
        if (seat == attendee.seat) continue;
        if (setup_.seats[std::size_t(seat)].computer_level > 0) {
            if (kind == RequestKind::Draw) {  // the computer plays every game out
                people_.send(attendee.id, table_says::Answered{seat, false, kind});
                return people_.send(attendee.id, table_says::Note{"the computer plays on"});
            }
            continue;  // it lets a person take a move back, and plays again
        }
        if (setup_.seats[std::size_t(seat)].name.empty()) continue;  // nobody there to ask
        request.waiting.push_back(seat);
    }
    request_ = request;
    broadcast(table_says::Asks{attendee.seat, kind});
    resolve_request(now);
}

void TableGame::answer(Attendee& attendee, bool accepted, Clock::time_point now) {
    if (!request_ || std::find(request_->waiting.begin(), request_->waiting.end(), attendee.seat) ==
                         request_->waiting.end())
        return refuse(attendee, "nothing is waiting for your answer");
    broadcast(table_says::Answered{attendee.seat, accepted, request_->kind});
    if (!accepted) {
        request_.reset();
        return;
    }
    std::erase(request_->waiting, attendee.seat);
    resolve_request(now);
}

// A request every seat asked has accepted is carried out.
void TableGame::resolve_request(Clock::time_point now) {
    if (!request_ || !request_->waiting.empty()) return;
    const Request done = *request_;
    request_.reset();
    switch (done.kind) {
        case RequestKind::Rematch:
            return start_rematch(now);
        case RequestKind::Draw:
            return end_outside_rules(-1, "a draw agreed", "agreed", now);
        case RequestKind::Undo:
            break;
    }
    computer_.stop();
    while (setup_.session.match().ply() > done.to_ply && setup_.session.undo()) {
    }
    broadcast(table_says::Undone{setup_.session.match().ply()});
    if (setup_.clock && setup_.clock->running() >= 0) {
        // The time spent stays spent: the seat to move again runs.
        setup_.clock->start(setup_.session.seat_to_move(), now);
        broadcast(clock_line(now));
    }
    save(now);
    think_if_due(now);
}

void TableGame::resign(Attendee& attendee, Clock::time_point now) {
    if (over()) return refuse(attendee, "the game is over");
    seat_loses(attendee.seat, "resigned (" + attendee.person.name + ")", "resigned", now);
}

// The same game again at the table, everyone one seat on (two players swap sides). The game
// just played went to the archive when it ended.
void TableGame::start_rematch(Clock::time_point now) {
    // A series goes on to its next game; a series won, or none, starts afresh (a new series of
    // the same length).
    Session& played = setup_.session;
    const bool series_goes_on = played.series() && played.next_series_game();
    if (!series_goes_on) {
        // A game arranged before play starts from before the arrangements, to arrange again.
        auto fresh = Session::start(
            played.game(),
            setup_.arrangement ? setup_.arrangement->base() : played.start_position(),
            played.options());
        if (!fresh) return note("no rematch: " + clean_text(fresh.error()));
        Session started = std::move(fresh).value();
        if (played.series()) started.start_series(played.series()->target());
        setup_.session = std::move(started);
    }
    // Everyone arranges again, from the start before the last arrangements.
    abandoned_since_.reset();
    if (setup_.arrangement) {
        setup_.arrangement->restart();
        if (series_goes_on && !restart_from(setup_.arrangement->base()))
            return note("no rematch: its start cannot be set up");
    }
    const std::size_t seats = setup_.seats.size();
    std::rotate(setup_.seats.rbegin(), setup_.seats.rbegin() + 1, setup_.seats.rend());
    std::vector<bool> seen(seats);
    for (std::size_t seat = 0; seat < seats; ++seat)
        seen[(seat + 1) % seats] = seen_[seat];
    seen_ = std::move(seen);
    seat_occupants();
    setup_.ended.clear();
    ended_winner_.reset();
    archived_ = false;
    computer_.stop();
    if (setup_.clock) setup_.clock = TableClock(setup_.clock->spec(), seats);
    last_move_time_ = std::int64_t(std::time(nullptr));
    arrange_computers(now);  // at once, so that everyone hears who is still arranging
    // Each player hears his new seat and the new game; a watcher the new game. Everyone's new
    // seat first: each snapshot says who is here at every seat.
    const auto present = people_.all([](const Attendee& attendee) { return attendee.present(); });
    for (Attendee* attendee : present)
        if (attendee->seated()) attendee->seat = int((std::size_t(attendee->seat) + 1) % seats);
    for (Attendee* attendee : present) {
        if (attendee->seated())
            people_.send(attendee->id,
                         table_says::Welcome{attendee->seat,
                                             setup_.seats[std::size_t(attendee->seat)].token});
        send_snapshot(*attendee, now);
    }
    note(series_goes_on ? "the series' next game: everyone one seat on"
                        : "a rematch: sides swapped");
    run_clock_if_due(now);
    save(now);
    think_if_due(now);
}

bool TableGame::restart_from(const std::string& position) {
    Session& played = setup_.session;
    auto fresh = Session::start(played.game(), position, played.options());
    if (!fresh) return false;
    if (played.series()) fresh.value().continue_series_of(played);
    setup_.session = std::move(fresh).value();
    seat_occupants();
    return true;
}

// The session's players as the seats say (the computer's level, or a person).
void TableGame::seat_occupants() {
    for (std::size_t seat = 0; seat < setup_.seats.size(); ++seat) {
        const int level = setup_.seats[seat].computer_level;
        setup_.session.occupants[seat] = level > 0 ? Occupant{Occupant::Kind::Computer, level}
                                                   : Occupant{Occupant::Kind::Human, 3};
    }
}

void TableGame::think_if_due(Clock::time_point now) {
    if (over() || arranging()) return;
    // A side left with nothing but a pass passes: the table plays it, whoever sits there (and
    // whether or not they are connected), as the rules make it.
    if (setup_.session.match().pass_forced()) {
        computer_.stop();
        if (const auto passed = setup_.session.play_forced_pass()) moved(*passed, now);
        return;
    }
    const Session& session = setup_.session;
    const SeatRecord& seat = setup_.seats[std::size_t(session.seat_to_move())];
    if (seat.computer_level == 0) return;
    ai::Limits limits = session.game().level_limits(seat.computer_level, random_());
    if (setup_.clock) {
        // The computer plays within its clock: a share of what it has left, and most of what a
        // move adds (a time a move: two thirds of it).
        const ClockSpec& spec = setup_.clock->spec();
        const long left = long(setup_.clock->left(session.seat_to_move(), now).count());
        const long budget =
            spec.per_move ? left * 2 / 3 : left / 25 + spec.increment.count() * 3 / 4;
        const long most = limits.max_millis > 0 ? limits.max_millis : budget;
        limits.max_millis = int(std::clamp(budget, 10L, std::max(most, 10L)));
        limits.nominal_millis = std::min(limits.nominal_millis, limits.max_millis);
    }
    computer_.new_position(now);
    computer_.start(session.match(), limits, false);
}

void TableGame::take_computer_move(Clock::time_point now) {
    if (!computer_.thinking() && !computer_.has_move()) return;
    computer_.collect(setup_.session.match().ply());
    const auto move = computer_.take_move(now);
    if (!move || move->empty() || over()) return;
    const auto played = setup_.session.play(*move);
    if (played) moved(*played, now);
}

}  // namespace boardgames::net
