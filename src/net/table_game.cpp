// The table's game, its people: who sits, watches or knocks, the host's decisions, chat, and
// what everyone is told (the snapshot, seat and watcher lines).

#include "net/table_game.hpp"

#include <algorithm>
#include <ctime>

namespace boardgames::net {

TableGame::TableGame(TableSetup setup, TableRecorder& recorder, Clock::time_point now)
    : setup_(std::move(setup)),
      recorder_(&recorder),
      seen_(setup_.seats.size(), false),
      last_move_time_(std::int64_t(std::time(nullptr))) {
    seat_occupants();
    arrange_computers(now);
    run_clock_if_due(now);
    save(now);
    think_if_due(now);
}

TableGame::~TableGame() {
    computer_.stop();
    if (listed()) recorder_->unlist(setup_.code);
}

Person TableGame::identity(const Person& person) const {
    // A user is his uid (his login name is looked up, and might read otherwise one day); the
    // server's account is each of its players.
    return names_players(person.uid) ? person : Person{person.uid, {}};
}

bool TableGame::same_person(const Person& one, const Person& other) const {
    return identity(one) == identity(other);
}

bool TableGame::invited(const Person& person) const {
    const auto& people = setup_.access.invited;
    return std::any_of(people.begin(), people.end(),
                       [&](const Person& guest) { return same_person(guest, person); });
}

bool TableGame::sent_away(const Person& person) const {
    const auto& barred = setup_.access.sent_away;
    return std::any_of(barred.begin(), barred.end(),
                       [&](const Person& away) { return same_person(away, person); });
}

bool TableGame::holds_seat(const Person& person) const {
    return std::any_of(setup_.seats.begin(), setup_.seats.end(), [&](const SeatRecord& seat) {
        return seat.computer_level == 0 && !seat.name.empty() &&
               same_person({seat.uid, seat.name}, person);
    });
}

bool TableGame::may_sit_free(const Person& person) const {
    return !sent_away(person) && (is_host(person) || invited(person) || setup_.access.open_seats);
}

bool TableGame::may_watch(const Person& person) const {
    if (sent_away(person)) return false;
    if (is_host(person) || holds_seat(person)) return true;
    switch (setup_.access.watchers) {
        case WatchPolicy::Anyone:
            return true;
        case WatchPolicy::Invited:
            return invited(person);
        case WatchPolicy::Nobody:
            break;
    }
    return false;
}

void TableGame::arrive(ConnectionId id, const Person& person, Attendance attendance,
                       const std::string& token, Clock::time_point now) {
    if (sent_away(person))
        return people_.turn_away(id, HangUp::Refused,
                                 setup_.access.host.name + " sent you away from this table");
    if (attendance == Attendance::Watch) return watch(id, person, now);
    join(id, person, token, now);
}

void TableGame::watch(ConnectionId id, const Person& person, Clock::time_point now) {
    if (!may_watch(person))
        return people_.turn_away(
            id, HangUp::Refused,
            setup_.access.watchers == WatchPolicy::Nobody
                ? "nobody may watch this table"
                : "only the people " + setup_.access.host.name + " invited may watch this table");
    if (!known(person) &&
        people_.count([](const Attendee& other) { return other.watching(); }) >= most_watchers)
        return people_.turn_away(id, HangUp::Busy, "the table has all the watchers it takes");
    const Attendee& attendee = people_.add(id, person, Attendee::Standing::Watching, now);
    people_.send(id, table_says::Welcome{std::nullopt});
    send_snapshot(attendee, now);
    people_changed();
}

void TableGame::join(ConnectionId id, const Person& person, const std::string& token,
                     Clock::time_point now) {
    if (const int seat = own_seat(person, id, token); seat >= 0)
        return sit(people_.add(id, person, Attendee::Standing::Seated, now), seat, now);
    // One seat a person, but for the host, who may play several (from several terminals).
    if (holds_seat(person) && !is_host(person))
        return people_.turn_away(id, HangUp::Full,
                                 "you are at this table already, from another terminal");
    if (const int seat = free_seat(); seat >= 0) {
        if (may_sit_free(person))
            return sit(people_.add(id, person, Attendee::Standing::Seated, now), seat, now);
        if (const auto until = turned_away_.find(identity(person));
            until != turned_away_.end() && now < until->second)
            return people_.turn_away(
                id, HangUp::Refused,
                setup_.access.host.name + " did not let you sit; ask them first");
        return knock(id, person, now);
    }
    people_.turn_away(
        id, HangUp::Full,
        "every seat is taken" +
            (may_watch(person) ? "; watch with: boardgames watch " + setup_.code : std::string{}));
}

void TableGame::sit(Attendee& attendee, int seat, Clock::time_point now) {
    SeatRecord& record = setup_.seats[std::size_t(seat)];
    const bool returning = seen_[std::size_t(seat)];
    seen_[std::size_t(seat)] = true;
    if (record.token.empty()) record.token = new_token();
    record.name = attendee.person.name;
    record.uid = attendee.person.uid;
    attendee.standing = Attendee::Standing::Seated;
    attendee.seat = seat;
    people_.send(attendee.id, table_says::Welcome{seat, record.token});
    send_snapshot(attendee, now);
    seat_changed(seat);
    // The others hear who came; the newcomer's screen keeps its own greeting.
    broadcast(table_says::Note{attendee.person.name + (returning ? " is back at " : " sits at ") +
                               setup_.session.seat_name(seat)},
              attendee.id);
    people_changed();
    run_clock_if_due(now);
    if (free_seat() < 0) {  // the last seat taken: nobody is waiting for one any more
        const auto knocking = people_.all([](const Attendee& other) { return other.knocking(); });
        for (Attendee* other : knocking)
            people_.hang_up(*other, HangUp::Full, "every seat is taken");
        if (!knocking.empty()) send_to_host(line_of(people_.knocks_line()));
    }
    save(now);
}

// Someone the host did not invite asks for a free seat: the host's screens are asked.
void TableGame::knock(ConnectionId id, const Person& person, Clock::time_point now) {
    const auto knocking = [](const Attendee& other) { return other.knocking(); };
    if (people_.count([&](const Attendee& other) {
            return knocking(other) && same_person(other.person, person);
        }) > 0)
        return people_.turn_away(id, HangUp::Refused,
                                 "you are knocking at this table already, from another terminal");
    if (people_.count(knocking) >= most_knocking)
        return people_.turn_away(id, HangUp::Busy, "too many people are knocking: try again");
    // Those of long ago go: the map holds the people of the last interval only.
    std::erase_if(knocked_,
                  [&](const auto& entry) { return now - entry.second.latest >= knock_interval; });
    LastKnocks& last = knocked_[identity(person)];
    if (last.earlier != Clock::time_point{} && now - last.earlier < knock_interval)
        return people_.turn_away(id, HangUp::Busy,
                                 "you knocked twice a moment ago: try again in " +
                                     std::to_string(std::chrono::ceil<std::chrono::seconds>(
                                                        knock_interval - (now - last.earlier))
                                                        .count()) +
                                     " s");
    last = {last.latest, now};
    people_.add(id, person, Attendee::Standing::Knocking, now);  // its time limit starts now
    people_.send(
        id, table_says::Wait{"knocking: " + setup_.access.host.name + " is asked to let you sit"});
    send_to_host(line_of(people_.knocks_line()));
}

void TableGame::lapse_knocks(Clock::time_point now) {
    const auto lapsed = people_.all([&](const Attendee& attendee) {
        return attendee.knocking() && now - attendee.since > setup_.knock_limit;
    });
    for (Attendee* attendee : lapsed)
        people_.hang_up(*attendee, HangUp::Refused,
                        setup_.access.host.name + " did not answer your knock");
    if (!lapsed.empty()) send_to_host(line_of(people_.knocks_line()));
}

int TableGame::own_seat(const Person& person, ConnectionId id, const std::string& token) const {
    const int seats = int(setup_.seats.size());
    const auto theirs = [&](int seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        return record.computer_level == 0 && !record.name.empty() &&
               same_person({record.uid, record.name}, person);
    };
    // A seat someone is connected to stays theirs: people of one login share their stored
    // tokens, so a token may name another terminal's seat.
    if (!token.empty())
        for (int seat = 0; seat < seats; ++seat)
            if (theirs(seat) && setup_.seats[std::size_t(seat)].token == token &&
                !people_.seat_connected(seat, id))
                return seat;
    for (int seat = 0; seat < seats; ++seat)
        if (theirs(seat) && !people_.seat_connected(seat, id)) return seat;
    return -1;
}

int TableGame::free_seat() const {
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        if (record.computer_level == 0 && record.name.empty()) return seat;
    }
    return -1;
}

void TableGame::hear(ConnectionId id, const ClientLine& line, Clock::time_point now) {
    Attendee* attendee = people_.find(id);
    if (!attendee || attendee->leaving || closed()) return;
    if (attendee->knocking())
        return refuse(*attendee, "wait for " + setup_.access.host.name + "'s answer");
    hear_line(*attendee, line, now);
}

void TableGame::refuse_line(ConnectionId id, const LineRefusal& refused) {
    Attendee* attendee = people_.find(id);
    if (!attendee || attendee->leaving || closed()) return;
    if (attendee->knocking())
        return refuse(*attendee, "wait for " + setup_.access.host.name + "'s answer");
    switch (refused.kind) {
        case LineRefusal::Kind::Unreadable:
            return refuse(*attendee, "cannot read that line: " + refused.reason);
        case LineRefusal::Kind::UnknownVerb:
            return refuse(*attendee,
                          "unknown command '" + refused.reason + "' (" + client_verbs() + ")");
        case LineRefusal::Kind::BadFields:
            return refuse(*attendee, refused.reason);
    }
}

// One line from someone at the table, by who may say it.
void TableGame::hear_line(Attendee& attendee, const ClientLine& line, Clock::time_point now) {
    using namespace client_says;
    const Sender sender = std::visit([](const auto& said) { return said.sender; }, line);
    if (sender == Sender::Host && !is_host(attendee.person))
        return refuse(attendee, "only the host (" + setup_.access.host.name + ") decides that");
    if (sender == Sender::Player && !attendee.seated())
        return refuse(attendee, "you are watching: only the players act");
    std::visit(
        [&](const auto& said) {
            using Said = std::decay_t<decltype(said)>;
            if constexpr (std::is_same_v<Said, Hello>)
                refuse(attendee, "you said hello already");
            else if constexpr (std::is_same_v<Said, Ping> || std::is_same_v<Said, Sync>)
                answer_query(attendee, std::is_same_v<Said, Ping>, now);
            else if constexpr (std::is_same_v<Said, Chat>)
                chat(attendee, said, now);
            else if constexpr (std::is_same_v<Said, HostDecision>)
                decide(attendee, said, now);
            else if constexpr (std::is_same_v<Said, Close>)
                close(attendee, now);
            else if constexpr (std::is_same_v<Said, Move>)
                play(attendee, said, now);
            else if constexpr (std::is_same_v<Said, Ask>)
                ask(attendee, said.kind, now);
            else if constexpr (std::is_same_v<Said, Answer>)
                answer(attendee, said.accepted, now);
            else if constexpr (std::is_same_v<Said, Resign>)
                resign(attendee, now);
            else if constexpr (std::is_same_v<Said, Arranged>)
                hear_arranged(attendee, said, now);
        },
        line);
}

// ping and sync: the whole game again is for a screen out of step, not for a loop: an
// allowance a connection.
void TableGame::answer_query(Attendee& attendee, bool ping, Clock::time_point now) {
    attendee.queries =
        std::min(Attendee::query_burst,
                 attendee.queries + std::chrono::duration<double>(now - attendee.queried).count());
    attendee.queried = now;
    if (attendee.queries < 1) return;
    attendee.queries -= 1;
    if (ping) return people_.send(attendee.id, table_says::Pong{});
    send_snapshot(attendee, now);
}

// The host's decisions: let a knocking person sit or turn them away, send a watcher away.
void TableGame::decide(Attendee& host, const client_says::HostDecision& decision,
                       Clock::time_point now) {
    using Kind = client_says::HostDecision::Kind;
    if (decision.kind != Kind::SendAway) return let_in_or_turn_away(host, decision, now);
    // A watcher, never the host or a player (who would be barred from their seat).
    bool found = false;
    for (Attendee* other : people_.all([&](const Attendee& attendee) {
             return attendee.watching() && attendee.person.name == decision.name;
         })) {
        if (is_host(other->person) || holds_seat(other->person))
            return refuse(host,
                          decision.name + " plays at this table: only a watcher is sent away");
        found = true;
        setup_.access.sent_away.push_back(other->person);
        people_.hang_up(*other, HangUp::Refused,
                        host.person.name + " sent you away from this table");
    }
    if (!found) return refuse(host, decision.name + " is not watching");
    save(now);
    note(decision.name + " was sent away by " + host.person.name);
    people_changed();
}

void TableGame::let_in_or_turn_away(Attendee& host, const client_says::HostDecision& decision,
                                    Clock::time_point now) {
    const auto knocking = people_.all([&](const Attendee& attendee) {
        return attendee.knocking() && attendee.person.name == decision.name;
    });
    if (knocking.empty()) return refuse(host, decision.name + " is not knocking");
    for (Attendee* other : knocking) {
        if (decision.kind == client_says::HostDecision::Kind::TurnAway) {
            // Not at the door again at once: the host is not to be nagged.
            turned_away_[identity(other->person)] = now + turned_away_for;
            people_.hang_up(*other, HangUp::Refused, host.person.name + " did not let you sit");
        } else if (const int seat = free_seat(); seat >= 0) {
            sit(*other, seat, now);
        } else {
            people_.hang_up(*other, HangUp::Full, "every seat is taken");
        }
    }
    send_to_host(line_of(people_.knocks_line()));
}

void TableGame::close(Attendee& host, Clock::time_point now) {
    save(now);
    closed_by_ = host.person.name + " closed the table";
    for (Attendee* other : people_.all([](const Attendee&) { return true; }))
        people_.hang_up(*other, HangUp::Closed, closed_by_);
    computer_.stop();
}

void TableGame::chat(Attendee& attendee, const client_says::Chat& said, Clock::time_point now) {
    // One allowance per person, however many connections they have; what is over it costs no
    // more than a look at the clock (one refusal a while says so).
    ChatAllowance& allowance = chat_allowance_[identity(attendee.person)];
    if (allowance.checked != Clock::time_point{})
        allowance.lines = ChatPace::refilled(allowance.lines, now - allowance.checked);
    allowance.checked = now;
    if (allowance.lines < 1) {
        if (now - allowance.refused < chat_interval) return;
        allowance.refused = now;
        return refuse(attendee, "chat: not so fast; try again in a moment");
    }
    if (said.text.empty()) return refuse(attendee, "chat: say something");
    allowance.lines -= 1;
    broadcast(table_says::Said{attendee.person.name, said.text});
}

void TableGame::leave(ConnectionId id) {
    const auto gone = people_.remove(id);
    if (!gone || closed()) return;
    if (gone->watching()) people_changed();
    if (gone->knocking()) send_to_host(line_of(people_.knocks_line()));
    // The same player, back on another connection, keeps the seat.
    if (!gone->seated() || people_.seat_connected(gone->seat)) return;
    seat_changed(gone->seat);
    note(gone->person.name + " left the table");
}

void TableGame::send_snapshot(const Attendee& attendee, Clock::time_point now) {
    const Session& session = setup_.session;
    const auto to = [&](const auto& message) { people_.send(attendee.id, message); };
    to(table_says::Host{setup_.access.host.name});
    to(table_says::Access{setup_.access.open_seats, std::size_t(setup_.access.watchers)});
    to(table_says::Game{std::string(session.game().name)});
    to(table_says::Options{option_values_text(session.game(), session.options())});
    to(table_says::Start{session.start_position()});
    for (const table_says::Moves& moves : table_says::Moves::lines_of(session.match().record()))
        to(moves);
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat)
        to(seat_line(seat));
    to(people_.watchers_line());
    if (is_host(attendee.person)) to(people_.knocks_line());
    if (!setup_.ended.empty()) to(table_says::Ended{setup_.ended});
    if (setup_.clock) to(clock_line(now));
    if (arranging()) to(arrange_line());
    if (session.series()) to(series_line());
    if (request_) to(table_says::Asks{request_->from, request_->kind});
    to(table_says::Ready{});
}

table_says::Seat TableGame::seat_line(int seat) const {
    const SeatRecord& record = setup_.seats[std::size_t(seat)];
    table_says::Seat line{seat, setup_.session.seat_name(seat)};
    if (record.computer_level > 0) {
        line.state = SeatState::Computer;
        line.who = std::to_string(record.computer_level);
    } else if (!record.name.empty()) {
        line.state = people_.seat_connected(seat) ? SeatState::Here : SeatState::Away;
        line.who = record.name;
    }
    return line;
}

// Everyone at the table: the players and the watchers (not those knocking). What everyone
// hears changes what the lobby shows of the table.
void TableGame::broadcast(const std::string& line, ConnectionId except) {
    listing_due_ = true;
    people_.send_everyone(line, except);
}

void TableGame::send_to_host(const std::string& line) {
    people_.send_to(line, [&](const Attendee& attendee) { return is_host(attendee.person); });
}

void TableGame::refuse(const Attendee& attendee, const std::string& reason) {
    people_.send(attendee.id, table_says::Refused{reason});
}

}  // namespace boardgames::net
