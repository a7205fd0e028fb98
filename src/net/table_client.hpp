#pragma once
// A terminal's end of a table: the connection (made again when it drops, with a growing pause),
// and the game as the table describes it, kept in a Session the screen draws. Moves go to the
// table and come back as the table's word: a client never changes the game but by a legal move
// of its own seat. The table is not trusted either: every line it sends is checked (its place
// in the conversation, every field, every move against the rules), and the first bad one ends
// the connection for good, with nothing of it kept.

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "net/protocol.hpp"
#include "net/unix_socket.hpp"
#include "session.hpp"

namespace boardgames::net {

// A seat as the table last described it.
struct SeatView {
    std::string name;  // the seat's name in the game: "squares", "team"
    SeatState state = SeatState::Free;
    std::string who;  // the login name, or the computer's level
    bool person() const { return state == SeatState::Here || state == SeatState::Away; }
};

class TableClient {
  public:
    using Clock = std::chrono::steady_clock;
    // Where the table is: this host's socket for its code, or a socket forwarded from another
    // host (ssh -L), whose peer is the forwarding ssh and not the table.
    // `player`: at the game server, the lobby's player this terminal speaks for (its hello
    // names him, and only the server's own account may); empty: this user.
    struct Address {
        std::filesystem::path socket;
        bool forwarded = false;
        std::string player = {};
    };

    // Connects to table `code` and waits up to `wait` for its welcome and the game (a knock
    // waits for the host's answer, a busy table is tried again); `tell` hears what the wait
    // is for. The reason when it cannot.
    // Not `patient` (the lobby, whose screen waits for nobody): a knock or a busy table is the
    // answer at once.
    static Result<std::unique_ptr<TableClient>> connect(
        const std::string& code, const Address& address, Attendance attendance,
        std::chrono::milliseconds wait, const std::function<void(const std::string&)>& tell = {},
        bool patient = true);
    // A client on a connection already made (tests and the fuzzer): nothing is stored.
    static std::unique_ptr<TableClient> on_connection(Descriptor connection,
                                                      const std::string& code,
                                                      Attendance attendance);

    // The game as it stands at the table; the players as this terminal sees them.
    Session take_session();

    // What arrived since the last call, applied to `session`.
    struct Update {
        bool position_changed = false;   // a move, an undo or a whole new snapshot
        std::vector<std::string> notes;  // for the status line: chat, arrivals, answers
        bool errors = false;             // a note is a refusal
        std::string broken;              // the table broke the protocol: leave, with this
        std::string ended;     // the table ended this terminal's place (closed, sent away): why
        bool dropped = false;  // the connection went: retry_in() counts down
    };
    Update poll(Session& session);
    // Feeds bytes as if the table had sent them (the fuzzer), applied to `session`.
    Update receive(std::string_view bytes, Session* session);

    // What this terminal says to the table (nothing while it is not connected).
    void play(const std::string& move) { say(client_says::Move{move}); }
    void ask(RequestKind kind) { say(client_says::Ask{kind}); }
    void resign() { say(client_says::Resign{}); }
    void chat(const std::string& text) { say(client_says::Chat{text}); }
    // The host's decisions: a knock let in or turned away, a watcher sent away, the table closed.
    void decide(client_says::HostDecision::Kind kind, const std::string& name) {
        say(client_says::HostDecision{kind, name});
    }
    void close_table() { say(client_says::Close{}); }
    int fd() const { return connection_.get(); }
    bool connected() const { return connection_.valid() && stage_ == Stage::Live; }
    // Not connected and trying again: in how many seconds (rounded up), and why not.
    std::optional<int> retry_in() const;
    const std::string& last_drop() const { return last_drop_; }
    // Hung up on for good (closed, sent away, the seat taken up elsewhere): why.
    const std::string& final_word() const { return final_word_; }
    int seat() const { return seat_; }  // -1: watching
    bool watching() const { return attendance_ == Attendance::Watch; }
    const std::string& code() const { return code_; }
    const std::string& host() const { return host_; }  // the table's host, by login name
    bool hosting() const { return !host_.empty() && host_ == me_; }
    const std::vector<SeatView>& seats() const { return seats_; }
    // How a game ended outside the rules (a resignation, an agreed draw), else empty.
    const std::string& ended() const { return ended_; }
    // A request waiting for this seat's answer.
    const std::optional<RequestKind>& asked() const { return asked_; }
    // People asking the host to sit (for the host's screen only).
    const std::vector<std::string>& knocks() const { return knocks_; }
    // Who watches: how many, and their names.
    std::size_t watcher_count() const { return watcher_count_; }
    const std::vector<std::string>& watchers() const { return watchers_; }
    // The request to answer first, as a line for the screen ("" when none): requests are shown
    // apart from the chat, so no chatter can hide them.
    std::string request_line() const;
    // Answers that request: a take-back or a draw first, else the first knock.
    bool answer_request(bool yes);
    // People whose chat this terminal does not show.
    void mute(const std::string& name, bool muted);
    bool muted(const std::string& name) const;
    // The clock as the table last told it, counted down for the seat whose time runs: whether
    // there is one, the seat it runs for (-1: none) and a seat's time left at `now`.
    bool has_clock() const { return !clock_left_.empty(); }
    int clock_running() const { return clock_running_; }
    std::chrono::milliseconds clock_left(int seat, Clock::time_point now) const;
    // The players (by mover index) still arranging their pieces before the first move, as
    // the table says; empty once play is on (or in a game without arranging).
    const std::vector<int>& arranging() const { return arranging_; }
    // Sends `mover`'s arrangement (the whole position, his pieces as he put them).
    void send_arrangement(int mover, const std::string& position);
    // Moves sent and not yet heard back.
    bool move_pending() const { return move_pending_; }
    void set_move_pending() { move_pending_ = true; }

  private:
    // Where the conversation is: hello sent, the snapshot arriving, or play.
    enum class Stage { Hello, Snapshot, Live };

    TableClient(std::string code, Address address, Attendance attendance);
    bool open_connection();
    void say_hello();
    void say(const ClientLine& message);
    // The whole lines the reader holds, applied to `session` (or the game being received).
    Update take_lines(Session* session);
    // What the table said (table_client_lines.cpp), by where the conversation is: each line is
    // checked against what this terminal knows (its seats, the game's next ply), then applied
    // to `game` (or to what this terminal knows of the table).
    void handle(const TableLine& line, Session* game, Update& update);
    void hear_error(const table_says::Error& error);
    void hear_welcome(const table_says::Welcome& welcome, Update& update);
    void begin_snapshot();
    void describe(const TableLine& line, Update& update);
    void apply_snapshot(Session* session, Update& update);
    std::string snapshot_problem(const Session& fresh) const;
    void hear_live(const TableLine& line, Session* game, Update& update);
    void hear(const table_says::Moved& moved, Session* game, Update& update);
    void hear(const table_says::Undone& undone, Session* game, Update& update);
    void hear(const table_says::Asks& asks, Session* game, Update& update);
    void hear(const table_says::Answered& answered, Session* game, Update& update);
    void hear(const table_says::Said& said, Session* game, Update& update);
    void hear(const table_says::Note& note, Session* game, Update& update);
    void hear(const table_says::Refused& refused, Session* game, Update& update);
    void hear(const table_says::Pong& pong, Session* game, Update& update);
    void hear(const table_says::Seat& seat, Session* game, Update& update);
    void hear(const table_says::Watchers& watchers, Session* game, Update& update);
    void hear(const table_says::Knocks& knocks, Session* game, Update& update);
    void hear(const table_says::Ended& ended, Session* game, Update& update);
    void hear(const table_says::Clock& clock, Session* game, Update& update);
    void hear(const table_says::SeriesScore& series, Session* game, Update& update);
    void hear(const table_says::Arrange& arrange, Session* game, Update& update);
    // Any other line during play is no part of the protocol there.
    template <class Other>
    void hear(const Other& other, Session* game, Update& update);
    // Seats a seat number may name: the game's once known, else the most any game has.
    int seats_known() const;
    void seat_occupants(Session& session) const;
    std::string seat_name(int seat) const;
    void lost_connection(Update& update, const std::string& why);
    void broke(Update& update, const std::string& why);

    std::string code_;
    Address address_;
    Attendance attendance_;
    std::string me_;  // this user's login name
    Descriptor connection_;
    uid_t table_uid_ = uid_t(-1);    // the peer's credentials: the table's user, or ssh's
    uid_t table_owner_ = uid_t(-1);  // the user whose table this is, once it described its game
    std::string wrong_peer_;         // why the last connection was not to the table
    LineReader reader_;
    Stage stage_ = Stage::Hello;
    std::string host_;
    int seat_ = -1;
    std::string token_;            // this connection's seat: taken again first after a drop
    uid_t token_uid_ = uid_t(-1);  // the user whose table gave it
    bool token_stored_ = false;    // this terminal stored it: forgotten if the table breaks
    std::string final_word_;       // hung up on for a reason coming back would not change
    bool knocking_ = false;        // the host is asked to let this terminal sit
    std::string knock_word_;       // what the table said of it
    bool busy_ = false;            // the table said it is busy: try again later
    bool broken_ = false;          // the table broke the protocol: nothing more is read
    std::string busy_reason_;
    std::string last_drop_;  // why the connection went, when it went
    int attempts_ = 0;       // connections tried since the last that reached the game
    Clock::time_point next_attempt_{};
    std::vector<SeatView> seats_;
    std::string ended_;
    std::optional<RequestKind> asked_;
    int asked_by_ = -1;
    std::vector<std::string> knocks_;
    std::vector<std::string> watchers_;
    std::size_t watcher_count_ = 0;
    std::vector<std::string> muted_;
    bool move_pending_ = false;
    std::vector<std::chrono::milliseconds> clock_left_;  // as told, when told
    int clock_running_ = -1;
    std::vector<int> arranging_;
    Clock::time_point clock_told_{};
    bool store_tokens_ = true;
    // The snapshot being received.
    int welcomed_seat_ = -1;
    std::string welcomed_token_;
    std::string game_, options_, start_, snapshot_ended_, snapshot_host_, snapshot_series_;
    std::vector<std::string> moves_;
    std::optional<std::vector<int>> snapshot_arranging_;
    std::vector<std::optional<SeatView>> snapshot_seats_;
    std::optional<table_says::Asks> snapshot_asks_;
    std::optional<Session> pending_;  // built by connect(), taken by take_session()
};

}  // namespace boardgames::net
