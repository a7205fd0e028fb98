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
    std::string name;   // the seat's name in the game: "squares", "team"
    std::string state;  // here, away, free, computer
    std::string who;    // the login name, or the computer's level
};

class TableClient {
  public:
    using Clock = std::chrono::steady_clock;
    enum class Role { Join, Watch };
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
        const std::string& code, const Address& address, Role role, std::chrono::milliseconds wait,
        const std::function<void(const std::string&)>& tell = {}, bool patient = true);
    // A client on a connection already made (tests and the fuzzer): nothing is stored.
    static std::unique_ptr<TableClient> on_connection(Descriptor connection,
                                                      const std::string& code, Role role);

    // The game as it stands at the table; the players as this terminal sees them.
    Session take_session();

    // What arrived since the last call, applied to `session`.
    struct Update {
        bool position_changed = false;   // a move, an undo or a whole new snapshot
        std::vector<std::string> notes;  // for the status line: chat, arrivals, answers
        bool errors = false;             // a note is a refusal
        std::string broken;              // the table broke the protocol: leave, with this
        bool dropped = false;            // the connection went: retry_in() counts down
    };
    Update poll(Session& session);
    // Feeds bytes as if the table had sent them (the fuzzer), applied to `session`.
    Update receive(std::string_view bytes, Session* session);

    void send(std::string_view verb, const std::vector<std::string>& fields = {});
    int fd() const { return connection_.get(); }
    bool connected() const { return connection_.valid() && stage_ == Stage::Live; }
    // Not connected and trying again: in how many seconds (rounded up), and why not.
    std::optional<int> retry_in() const;
    const std::string& last_drop() const { return last_drop_; }
    // Hung up on for good (closed, sent away, the seat taken up elsewhere): why.
    const std::string& final_word() const { return final_word_; }
    int seat() const { return seat_; }  // -1: watching
    bool watching() const { return role_ == Role::Watch; }
    const std::string& code() const { return code_; }
    const std::string& host() const { return host_; }  // the table's host, by login name
    bool hosting() const { return !host_.empty() && host_ == me_; }
    const std::vector<SeatView>& seats() const { return seats_; }
    // How a game ended outside the rules (a resignation, an agreed draw), else empty.
    const std::string& ended() const { return ended_; }
    // A request waiting for this seat's answer ("undo", "draw").
    const std::string& asked() const { return asked_; }
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
    // Sends `player`'s arrangement (the whole position, his pieces as he put them).
    void send_arrangement(int player, const std::string& position);
    // Moves sent and not yet heard back.
    bool move_pending() const { return move_pending_; }
    void set_move_pending() { move_pending_ = true; }

  private:
    // Where the conversation is: hello sent, the snapshot arriving, or play.
    enum class Stage { Hello, Snapshot, Live };

    TableClient(std::string code, Address address, Role role);
    bool open_connection();
    void say_hello();
    // The whole lines the reader holds, applied to `session` (or the game being received).
    Update take_lines(Session* session);
    void handle(const Message& message, Session* session, Update& update);
    void begin_snapshot();
    void handle_snapshot_line(const Message& message, Update& update);
    void handle_live(const Message& message, Session* session, Update& update);
    // A handler a verb of play: checks its fields, then applies it to `game` (or what this
    // terminal knows of the table).
    void on_moved(const Message& message, Session* game, Update& update);
    void on_undone(const Message& message, Session* game, Update& update);
    void on_request(const Message& message, Session* game, Update& update);
    void on_said(const Message& message, Session* game, Update& update);
    void on_note(const Message& message, Session* game, Update& update);
    void on_pong(const Message& message, Session* game, Update& update);
    void on_seat(const Message& message, Session* game, Update& update);
    void on_watchers(const Message& message, Session* game, Update& update);
    void on_knocks(const Message& message, Session* game, Update& update);
    void on_result(const Message& message, Session* game, Update& update);
    void on_clock(const Message& message, Session* game, Update& update);
    void on_series(const Message& message, Session* game, Update& update);
    void on_arrange(const Message& message, Session* game, Update& update);
    // The players an "arrange" line names, each once; nothing when it names none or others.
    std::optional<std::vector<int>> arrange_players(const Message& message) const;
    // " offers a draw", " asks to take back a move", " offers a rematch, sides swapped".
    static std::string request_phrase(const std::string& kind);
    // Seats a seat number may name: the game's once known, else the most any game has.
    int seats_known() const;
    void apply_snapshot(Session* session, Update& update);
    void seat_players(Session& session) const;
    std::string seat_name(int seat) const;
    void lost_connection(Update& update, const std::string& why);
    void broke(Update& update, const std::string& why);

    std::string code_;
    Address address_;
    Role role_;
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
    std::string asked_;
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
    std::optional<std::pair<int, std::string>> snapshot_asks_;
    std::optional<Session> pending_;  // built by connect(), taken by take_session()
};

}  // namespace boardgames::net
