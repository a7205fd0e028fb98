#pragma once
// A terminal's end of a table: the connection (made again when it drops), and the game as the
// table describes it, kept in a Session the screen draws. Moves go to the table and come back
// as the table's word: a client never changes the game but by a legal move of its own seat.

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "net/protocol.hpp"
#include "net/unix_socket.hpp"
#include "session.hpp"

namespace boardgames::net {

// Tokens this user was given at table `code`, kept in the data folder (mode 0600) so a player
// whose connection dropped takes the same seat again.
std::vector<std::string> stored_tokens(const std::string& code);
void store_token(const std::string& code, const std::string& token);

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

    // Connects to table `code` (at `socket`, or the code's socket on this host) and waits up
    // to `wait` for its welcome and the game; the reason when it cannot.
    static Result<std::unique_ptr<TableClient>> connect(const std::string& code,
                                                        const std::filesystem::path& socket,
                                                        Role role, std::chrono::milliseconds wait);

    // The game as it stands at the table; the players as this terminal sees them.
    Session take_session();

    // What arrived since the last call, applied to `session`.
    struct Update {
        bool position_changed = false;   // a move, an undo or a whole new snapshot
        std::vector<std::string> notes;  // for the status line: chat, requests, arrivals
        bool errors = false;             // a note is a refusal
    };
    Update poll(Session& session);

    void send(std::string_view verb, const std::vector<std::string>& fields = {});
    int fd() const { return connection_.get(); }
    bool connected() const { return connection_.valid() && ready_; }
    int seat() const { return seat_; }  // -1: watching
    bool watching() const { return role_ == Role::Watch; }
    const std::string& code() const { return code_; }
    const std::string& host() const { return host_; }  // the table's owner
    const std::vector<SeatView>& seats() const { return seats_; }
    // How a game ended outside the rules (a resignation, an agreed draw), else empty.
    const std::string& ended() const { return ended_; }
    // A request waiting for this seat's answer ("undo", "draw"), and who asked.
    const std::string& asked() const { return asked_; }
    int asked_by() const { return asked_by_; }
    // Moves sent and not yet heard back.
    bool move_pending() const { return move_pending_; }
    void set_move_pending() { move_pending_ = true; }

  private:
    TableClient(std::string code, std::filesystem::path socket, Role role);
    bool open_connection();
    void say_hello(const std::vector<std::string>& tokens);
    void handle(const Message& message, Session* session, Update& update);
    void apply_snapshot(Session* session, Update& update);
    void seat_players(Session& session) const;
    std::string seat_name(int seat) const;

    std::string code_;
    std::filesystem::path socket_;
    Role role_;
    Descriptor connection_;
    LineReader reader_;
    std::string host_;
    int seat_ = -1;
    std::string token_;        // this connection's seat: taken again first after a drop
    bool ready_ = false;       // the snapshot after a (re)connection is complete
    bool hung_up_on_ = false;  // the table said why it hung up: no reconnecting then
    Clock::time_point next_attempt_{};
    std::vector<SeatView> seats_;
    std::string ended_;
    std::string asked_;
    int asked_by_ = -1;
    bool move_pending_ = false;
    // The snapshot being received.
    std::string game_, options_, start_;
    std::vector<std::string> moves_;
    std::optional<Session> pending_;  // built by connect(), taken by take_session()
};

}  // namespace boardgames::net
