#pragma once
// The game at a table, as a state machine with no socket in it: the people past the door
// (seated, watching, knocking), the host's decisions, chat, the moves of the seat to move,
// requests (undo, draw, rematch), arranging before play, the clock, abandonment and the end,
// and what it writes (through a TableRecorder). It hears typed lines from connections the door
// let in, and what it says to them waits as deliveries. Time comes in with every call, so a
// test runs a clock or a knock's limit without waiting.

#include <sys/types.h>

#include <chrono>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "chat_pace.hpp"
#include "computer_player.hpp"
#include "net/protocol.hpp"
#include "net/table_people.hpp"
#include "net/table_recorder.hpp"
#include "net/table_setup.hpp"

namespace boardgames::net {

class TableGame {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::size_t most_watchers = 32;
    static constexpr std::size_t most_knocking = 8;
    // Chat: a burst of this many lines, then one every chat_interval, per person (as in the
    // lobby).
    static constexpr double chat_burst = ChatPace::burst;
    static constexpr std::chrono::milliseconds chat_interval = ChatPace::interval;
    // A person turned away from the door may knock again after this long.
    static constexpr std::chrono::minutes turned_away_for{5};
    // Two knocks a person in this long at most, however they ended: each rings the host's bell.
    static constexpr std::chrono::seconds knock_interval{30};
    // A listed table says it is still open this often (the lobby forgets one silent for 60 s).
    static constexpr std::chrono::seconds listing_interval{20};

    // The game of `setup`, writing through `recorder` (which must outlive it): the computer
    // arranges at once, a clock starts if every seat is taken, the record is written and the
    // computer thinks if its seat is to move.
    TableGame(TableSetup setup, TableRecorder& recorder, Clock::time_point now);
    ~TableGame();
    TableGame(const TableGame&) = delete;
    TableGame& operator=(const TableGame&) = delete;

    // A person the door let in on connection `id`, to sit (taking back the seat `token` names,
    // or any of theirs, else a free one or a knock) or to watch.
    void arrive(ConnectionId id, const Person& person, Attendance attendance,
                const std::string& token, Clock::time_point now);
    // A line from connection `id`, as the protocol read it; `refused`, one it could not read.
    void hear(ConnectionId id, const ClientLine& line, Clock::time_point now);
    void refuse_line(ConnectionId id, const LineRefusal& refused);
    // Connection `id` is being hung up on: it hears nothing more and counts for nothing.
    void leaving(ConnectionId id) {
        if (Attendee* attendee = people_.find(id)) attendee->leaving = true;
    }
    // Connection `id` closed (the peer went, or the table hung up on it).
    void leave(ConnectionId id);
    // What time brings: the computer's move, a flag falling, a seat abandoned, a knock lapsing,
    // the lobby's listing.
    void tick(Clock::time_point now);
    // `seat` loses outside the rules, as on a clock (`how`: "ran out of time (alice, 3 days a
    // move)"; `why`: "out of time"): a correspondence game ended where no player is.
    void forfeit(int seat, const std::string& how, std::string_view why, Clock::time_point now) {
        if (!over()) seat_loses(seat, how, why, now);
    }
    // The table stops serving: the time that ran since the last move is kept.
    void stop(Clock::time_point now);
    std::vector<Delivery> take_deliveries() { return people_.take_deliveries(); }

    bool closed() const { return !closed_by_.empty(); }  // the host closed the table
    // "alice closed the table": what a connection still arriving is told.
    const std::string& closed_by() const { return closed_by_; }
    bool over() const;
    bool computer_thinking() const { return computer_.thinking(); }
    const Session& session() const { return setup_.session; }
    const TableSetup& setup() const { return setup_; }

    // Who the table knows, as the door asks: a user by uid, the server's player by name.
    Person identity(const Person& person) const;
    bool same_person(const Person& one, const Person& other) const;
    bool is_host(const Person& person) const { return same_person(person, setup_.access.host); }
    bool known(const Person& person) const {
        return is_host(person) || invited(person) || holds_seat(person);
    }
    bool sent_away(const Person& person) const;
    // The game server's account, whose connections are the players their hellos name.
    bool names_players(uid_t uid) const { return uid == setup_.access.players_named_by; }
    // A table of the game server, listed for its lobby.
    bool listed() const { return setup_.access.players_named_by != uid_t(-1); }

  private:
    struct ChatAllowance {
        double lines = chat_burst;
        Clock::time_point checked{};
        Clock::time_point refused{};  // when the last "not so fast" went
    };
    struct Request {
        RequestKind kind = RequestKind::Undo;
        int from = -1;  // the seat asking
        std::size_t to_ply = 0;
        std::vector<int> waiting;  // the seats still to answer
    };

    // People (table_game.cpp).
    bool invited(const Person& person) const;
    bool holds_seat(const Person& person) const;
    bool may_sit_free(const Person& person) const;
    bool may_watch(const Person& person) const;
    void watch(ConnectionId id, const Person& person, Clock::time_point now);
    void join(ConnectionId id, const Person& person, const std::string& token,
              Clock::time_point now);
    void sit(Attendee& attendee, int seat, Clock::time_point now);
    void knock(ConnectionId id, const Person& person, Clock::time_point now);
    void lapse_knocks(Clock::time_point now);
    // The seat of theirs a person takes back (the token's, else any) that no other connection
    // than `id` is at, or -1.
    int own_seat(const Person& person, ConnectionId id, const std::string& token) const;
    int free_seat() const;
    void hear_line(Attendee& attendee, const ClientLine& line, Clock::time_point now);
    void answer_query(Attendee& attendee, bool ping, Clock::time_point now);
    void decide(Attendee& host, const client_says::HostDecision& decision, Clock::time_point now);
    void let_in_or_turn_away(Attendee& host, const client_says::HostDecision& decision,
                             Clock::time_point now);
    void close(Attendee& host, Clock::time_point now);
    void chat(Attendee& attendee, const client_says::Chat& said, Clock::time_point now);
    void send_snapshot(const Attendee& attendee, Clock::time_point now);
    void refuse(const Attendee& attendee, const std::string& reason);
    void broadcast(const std::string& line, ConnectionId except = 0);
    template <class Said>
    void broadcast(const Said& message, ConnectionId except = 0) {
        broadcast(line_of(message), except);
    }
    void note(const std::string& text) { broadcast(table_says::Note{text}); }
    void send_to_host(const std::string& line);
    void people_changed() { broadcast(people_.watchers_line()); }
    table_says::Seat seat_line(int seat) const;
    void seat_changed(int seat) { broadcast(seat_line(seat)); }

    // Play (table_play.cpp).
    void play(Attendee& attendee, const client_says::Move& move, Clock::time_point now);
    void moved(const std::string& move, Clock::time_point now);
    void ask(Attendee& attendee, RequestKind kind, Clock::time_point now);
    std::optional<std::size_t> undo_target(int seat) const;
    void answer(Attendee& attendee, bool accepted, Clock::time_point now);
    void resolve_request(Clock::time_point now);
    void resign(Attendee& attendee, Clock::time_point now);
    void start_rematch(Clock::time_point now);
    bool restart_from(const std::string& position);
    void seat_occupants();
    void think_if_due(Clock::time_point now);
    void take_computer_move(Clock::time_point now);

    // Arranging, the clock and the end (table_end.cpp).
    bool arranging() const {
        return setup_.arrangement && !setup_.arrangement->done() && setup_.ended.empty();
    }
    table_says::Arrange arrange_line() const;
    void hear_arranged(Attendee& attendee, const client_says::Arranged& arranged,
                       Clock::time_point now);
    void arrange_computers(Clock::time_point now);
    void finish_arrangement_if_due(Clock::time_point now);
    void run_clock_if_due(Clock::time_point now);
    table_says::Clock clock_line(Clock::time_point now) const;
    void check_abandoned(Clock::time_point now);
    int seat_waited_for() const;
    void seat_loses(int seat, const std::string& how, std::string_view why, Clock::time_point now);
    void end_outside_rules(int winner, std::string ended, std::string_view why,
                           Clock::time_point now);
    table_says::SeriesScore series_line() const;

    // What it writes (table_records.cpp).
    void save(Clock::time_point now);
    GameRecord record() const;
    // Each seat's side and score in a rated game that has ended and every seat played; else none.
    std::vector<store::SeatScore> seat_scores() const;
    // The side that won the game over (-1: a draw); nothing while it goes on.
    std::optional<int> winning_side() const;
    // The first seat's score of the game over (1, 0.5, 0), rated or not: a tournament's result.
    std::optional<double> first_seat_score() const;
    store::OpenTable listing() const;
    void list_if_due(Clock::time_point now);

    TableSetup setup_;
    TableRecorder* recorder_;
    TablePeople people_;
    std::optional<Request> request_;
    bool archived_ = false;   // the finished game is in the archive
    std::vector<bool> seen_;  // the seats someone has sat at since the table opened
    ComputerPlayer computer_;
    std::mt19937 random_{std::random_device{}()};
    std::map<Person, ChatAllowance> chat_allowance_;
    std::map<Person, Clock::time_point> turned_away_;  // knocks refused: no knock till then
    struct LastKnocks {
        Clock::time_point earlier, latest;
    };
    std::map<Person, LastKnocks> knocked_;  // each person's last two knocks
    std::string closed_by_;                 // how the host closed the table; empty while open
    bool listing_due_ = true;
    Clock::time_point listed_at_{};
    std::int64_t last_move_time_ = 0;  // Unix time of the last move (or of the opening)
    // The side that won a game ended by resigning (-1: a draw agreed); unknown after a reopen.
    std::optional<int> ended_winner_;
    std::optional<Clock::time_point> abandoned_since_;  // the player to move away, another here
};

}  // namespace boardgames::net
