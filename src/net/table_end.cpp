// The table's game, before and after play: arranging the pieces, the clock, a seat abandoned,
// the end outside the rules (resigning, agreement, time), and what the table writes.

#include <algorithm>
#include <ctime>

#include "boardgames/play/arrangement.hpp"
#include "net/table_game.hpp"

namespace boardgames::net {

table_says::Arrange TableGame::arrange_line() const {
    return {setup_.arrangement->waiting()};
}

// The computer's seats arrange at once; once everyone has, the game starts from it all.
void TableGame::arrange_computers(Clock::time_point now) {
    if (!arranging()) return;
    const GameInfo& game = setup_.session.game();
    for (const int mover : setup_.arrangement->waiting()) {
        const int level =
            setup_.seats[std::size_t(setup_.session.seat_of_mover(mover))].computer_level;
        if (level == 0) continue;
        const std::string arranged =
            ai::choose_arrangement(game, setup_.arrangement->base(), mover, level, random_());
        if (setup_.arrangement->confirm(mover, arranged))
            setup_.arrangement->confirm(mover, setup_.arrangement->base());
    }
    finish_arrangement_if_due(now);
}

// A player's arrangement, the whole position with his tiles as he put them. Kept unseen;
// once everyone's is in, the game starts.
void TableGame::hear_arranged(Attendee& attendee, const client_says::Arranged& arranged,
                              Clock::time_point now) {
    if (!arranging()) return refuse(attendee, "there is nothing to arrange now");
    const GameInfo& game = setup_.session.game();
    if (arranged.mover >= int(game.mover_names.size()))
        return refuse(attendee, std::string(client_says::Arranged::form));
    if (setup_.session.seat_of_mover(arranged.mover) != attendee.seat)
        return refuse(attendee, "those are not your tiles to arrange");
    if (const auto refused = setup_.arrangement->confirm(arranged.mover, arranged.position))
        return refuse(attendee, clean_text(*refused));
    note(std::string(game.mover_names[std::size_t(arranged.mover)]) + " has arranged");
    if (!setup_.arrangement->waiting().empty()) broadcast(arrange_line());
    finish_arrangement_if_due(now);
    save(now);
}

// Everyone has arranged: the game starts from every arrangement together, and everyone hears
// the whole game again (the arrangements shown at last).
void TableGame::finish_arrangement_if_due(Clock::time_point now) {
    if (!arranging() || !setup_.arrangement->waiting().empty()) return;
    const auto start = setup_.arrangement->finish();
    if (!start || !restart_from(*start)) {
        // Each arrangement was checked alone; should they not fit together, play the start
        // everyone arranged from.
        setup_.arrangement->give_up();
        restart_from(setup_.arrangement->base());
        note("the arrangements do not fit: the start as it was");
    }
    for (const Attendee* attendee :
         people_.all([](const Attendee& attendee) { return attendee.present(); }))
        send_snapshot(*attendee, now);
    note("every tile is arranged: the game begins");
    last_move_time_ = std::int64_t(std::time(nullptr));
    run_clock_if_due(now);
    save(now);
    think_if_due(now);
}

// The clock starts once every seat is taken.
void TableGame::run_clock_if_due(Clock::time_point now) {
    if (!setup_.clock || setup_.clock->running() >= 0 || over() || arranging()) return;
    const bool all_seated = std::all_of(
        setup_.seats.begin(), setup_.seats.end(),
        [](const SeatRecord& seat) { return seat.computer_level > 0 || !seat.name.empty(); });
    if (!all_seated) return;
    setup_.clock->start(setup_.session.seat_to_move(), now);
    broadcast(clock_line(now));
}

table_says::Clock TableGame::clock_line(Clock::time_point now) const {
    const TableClock& clock = *setup_.clock;
    table_says::Clock line;
    if (clock.running() >= 0) line.running = clock.running();
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat)
        line.left.push_back(clock.left(seat, now));
    return line;
}

void TableGame::tick(Clock::time_point now) {
    if (closed()) return;
    lapse_knocks(now);
    take_computer_move(now);
    if (setup_.clock && !over())
        if (const int seat = setup_.clock->flagged(now); seat >= 0)
            seat_loses(seat, "ran out of time", "out of time", now);
    if (setup_.access.rated && !over()) check_abandoned(now);
    list_if_due(now);
}

void TableGame::stop(Clock::time_point now) {
    computer_.stop();
    if (setup_.clock && setup_.clock->running() >= 0) save(now);
    // Everyone is told, so that no screen waits on for a table that is gone (the administrator
    // closed it, or the host's machine is going down); `reopen` brings it back.
    if (!closed())
        for (Attendee* other : people_.all([](const Attendee&) { return true; }))
            people_.hang_up(*other, HangUp::Closed, "the table was stopped");
}

// The seat the game waits for: the one to move, or while the players arrange, the first seat
// still arranging whose player is away.
int TableGame::seat_waited_for() const {
    if (!arranging()) return setup_.session.seat_to_move();
    const auto waiting = setup_.arrangement->waiting();
    const auto away = std::find_if(waiting.begin(), waiting.end(), [&](int mover) {
        return !people_.seat_connected(setup_.session.seat_of_mover(mover));
    });
    return setup_.session.seat_of_mover(away == waiting.end() ? waiting.front() : *away);
}

// A rated game whose player to move has been away abandon_limit while another waits: lost.
void TableGame::check_abandoned(Clock::time_point now) {
    const int seat = seat_waited_for();
    const auto person_at = [&](int at) {
        const SeatRecord& record = setup_.seats[std::size_t(at)];
        return record.computer_level == 0 && !record.name.empty();
    };
    bool other_here = false;
    for (int other = 0; other < int(setup_.seats.size()); ++other)
        other_here =
            other_here || (other != seat && person_at(other) && people_.seat_connected(other));
    if (!person_at(seat) || people_.seat_connected(seat) || !other_here) {
        abandoned_since_.reset();
        return;
    }
    if (!abandoned_since_) abandoned_since_ = now;
    if (now - *abandoned_since_ < setup_.abandon_limit) return;
    seat_loses(seat, "left the game (" + setup_.seats[std::size_t(seat)].name + ")",
               "left the game", now);
}

// The side of `seat` loses outside the rules ("squares resigned (alice): circles win"). Every
// game has two sides (core/seats.hpp), and every side can still win while the game goes on
// (see the manual page): the other one wins.
void TableGame::seat_loses(int seat, const std::string& how, std::string_view why,
                           Clock::time_point now) {
    const Session& session = setup_.session;
    const GameInfo& game = session.game();
    const int side = side_of_seat(session.seats()[std::size_t(seat)], game.side_of_mover);
    end_outside_rules(
        1 - side, game.side_names[std::size_t(side)] + " " + how + ": " + game.side_wins(1 - side),
        why, now);
}

// A game ended by resigning, agreement, time or abandonment (`winner`: a side, -1 a draw):
// it counts in a series (once, everyone hears the score), the computer stops, a request
// lapses, everyone hears how, the clock stops and the record is written.
void TableGame::end_outside_rules(int winner, std::string ended, std::string_view why,
                                  Clock::time_point now) {
    setup_.ended = std::move(ended);
    ended_winner_ = winner;
    if (Session& session = setup_.session; session.series()) {
        session.count_ended(winner < 0 ? Outcome::draw(why) : Outcome::win(winner, why),
                            setup_.ended);
        broadcast(series_line());
    }
    computer_.stop();
    request_.reset();
    broadcast(table_says::Ended{setup_.ended});
    if (setup_.clock) {
        setup_.clock->stop(now);
        broadcast(clock_line(now));
    }
    save(now);
}

table_says::SeriesScore TableGame::series_line() const {
    return {setup_.session.series()->text()};
}

// The record names the people who played, by login name.
GameRecord TableGame::record() const {
    GameRecord record = setup_.session.record();
    if (!setup_.ended.empty()) record.result = setup_.ended;
    for (std::size_t seat = 0; seat < setup_.seats.size() && seat < record.players.size(); ++seat)
        if (setup_.seats[seat].computer_level == 0 && !setup_.seats[seat].name.empty())
            record.players[seat].second = setup_.seats[seat].name;
    return record;
}

// The record and seats after every change; a finished game goes to the archive once.
void TableGame::save(Clock::time_point now) {
    const GameRecord written = record();
    TableSave saved{
        written,
        write_seats(
            {setup_.seats, setup_.access, setup_.ended,
             setup_.clock ? setup_.clock->saved(now) : std::vector<std::string>{},
             setup_.arrangement ? setup_.arrangement->saved() : std::vector<std::string>{}}),
        {},
        over() || arranging() ? -1 : setup_.session.seat_to_move()};
    for (const SeatRecord& seat : setup_.seats)
        saved.players.push_back(seat.computer_level == 0 ? seat.name : std::string{});
    recorder_->save(saved);
    if (!over() || archived_) return;
    ArchivedGame archived{written, setup_.code, {}, seat_scores(), first_seat_score()};
    for (const SeatRecord& seat : setup_.seats)
        archived.lobby_players.push_back(seat.computer_level == 0 && !seat.name.empty() &&
                                         names_players(seat.uid));
    archived_ = recorder_->archive(archived);
}

std::optional<int> TableGame::winning_side() const {
    if (!setup_.ended.empty()) return ended_winner_;
    const Outcome outcome = setup_.session.match().outcome();
    if (!outcome.over()) return std::nullopt;
    return outcome.status == Outcome::Status::Win ? outcome.winner : -1;
}

std::optional<double> TableGame::first_seat_score() const {
    const auto winner = winning_side();
    const Session& session = setup_.session;
    if (!winner || session.seats().empty()) return std::nullopt;
    const int side = side_of_seat(session.seats().front(), session.game().side_of_mover);
    return *winner < 0 ? 0.5 : side == *winner ? 1.0 : 0.0;
}

std::vector<store::SeatScore> TableGame::seat_scores() const {
    if (!setup_.access.rated) return {};
    const Session& session = setup_.session;
    const auto decided = winning_side();
    if (!decided) return {};
    const int winner = *decided;
    // Only a game every seat played counts: each seat moved in it at least once (a resignation
    // before one's first move, or a friend's, rates nobody).
    std::vector<bool> moved(session.seats().size(), false);
    const auto replayed = session.match().clone();
    while (replayed->ply() > 0 && replayed->undo()) {
        const int seat = session.seat_of_mover(replayed->to_move());
        if (seat >= 0 && std::size_t(seat) < moved.size()) moved[std::size_t(seat)] = true;
    }
    if (std::find(moved.begin(), moved.end(), false) != moved.end()) return {};
    std::vector<store::SeatScore> scores;
    for (const Seat& seat : session.seats()) {
        const int side = side_of_seat(seat, session.game().side_of_mover);
        scores.push_back({side, winner < 0 ? 0.5 : side == winner ? 1.0 : 0.0});
    }
    return scores;
}

store::OpenTable TableGame::listing() const {
    const Session& session = setup_.session;
    store::OpenTable table;
    table.code = setup_.code;
    table.game = session.game().name;
    table.options = option_values_text(session.game(), session.options());
    table.host = setup_.access.host.name;
    table.open_seats = setup_.access.open_seats;
    table.watchers = setup_.access.watchers;
    for (const Person& person : setup_.access.invited)
        table.invited.push_back(person.name);
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
        const table_says::Seat line = seat_line(seat);
        table.seats.push_back({line.name, line.state, line.who});
    }
    table.watching =
        int(people_.count([](const Attendee& attendee) { return attendee.watching(); }));
    table.moves = int(session.match().ply());
    table.last_move = last_move_time_;
    table.rated = setup_.access.rated;
    if (setup_.clock) table.clock = setup_.clock->spec().text();
    table.to_move = over() ? -1 : session.seat_to_move();
    if (over())
        table.result = setup_.ended.empty() ? session.match().result_sentence() : setup_.ended;
    return table;
}

// A table of the game server lists itself for the lobby: after a change (once a second at
// most) and every listing_interval to say it is still open.
void TableGame::list_if_due(Clock::time_point now) {
    if (!listed()) return;
    if (!(listing_due_ && now - listed_at_ >= std::chrono::seconds(1)) &&
        now - listed_at_ < listing_interval)
        return;
    listed_at_ = now;  // tried: a busy database is tried again a second later, not at once
    if (recorder_->list(listing())) listing_due_ = false;
}

}  // namespace boardgames::net
