#pragma once
// A table: the one process that owns a game played between terminals. It listens on a
// Unix-domain socket named by the table's code, seats people (each by login name, checked by
// the socket's peer credentials) and the computer, applies only legal moves of the seat to
// move, relays requests (undo, draw), resignations and chat, and writes the game record after
// every move, so a table that dies can be reopened from it. Every peer is untrusted: garbage,
// overlong lines, silence and floods cost that peer its connection and nobody else anything.

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "computer_player.hpp"
#include "net/protocol.hpp"
#include "net/unix_socket.hpp"
#include "session.hpp"

namespace boardgames::net {

// Who sits at a seat, kept with the record so a reopened table seats the same people.
struct SeatRecord {
    int computer_level = 0;  // 0: a person
    std::string token;       // the seat's secret, given to the person who took it
    std::string name;        // that person's login name
    uid_t uid = uid_t(-1);
};

// What a table starts from: a new game or a reopened one.
struct TableSetup {
    std::string code;
    Session session;
    std::vector<SeatRecord> seats;  // one per seat of the session
    std::string ended = {};         // a game ended by resignation or agreement: how
    std::filesystem::path record_path;
    std::filesystem::path socket_path;
    // The table closes once nobody has been connected this long (a finished game: a minute).
    std::chrono::seconds idle_limit{1800};
    // A connection that has not said hello this long is dropped.
    std::chrono::milliseconds greeting_limit{10000};
};

// The tables folder in the host's data folder: the record and the seats of each code.
std::filesystem::path tables_folder();
std::filesystem::path table_record_path(const std::string& code);
std::filesystem::path table_seats_path(const std::string& code);
// The seats file: "seat N LEVEL TOKEN UID NAME" lines, then "ended TEXT" when set.
std::string write_seats(const std::vector<SeatRecord>& seats, const std::string& ended);
Result<std::vector<SeatRecord>> read_seats(std::string_view text, std::size_t seat_count,
                                           std::string& ended);
// The setup of the table `code` from its record and seats file (reopening it).
Result<TableSetup> reopen_setup(const std::string& code);

class Table {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::size_t max_connections = 64;
    static constexpr std::size_t max_pending_output = 1 << 20;  // a reader this far behind goes

    // Opens the socket and writes the first record; the reason when it cannot.
    static Result<std::unique_ptr<Table>> open(TableSetup setup);
    ~Table();

    // Serves until the table closes (idle, or `stop` set); removes its socket.
    void serve(const std::atomic<bool>* stop = nullptr);
    // One round: waits up to `timeout_ms` for input, handles it, plays a computer's move.
    // False once the table should close.
    bool step(int timeout_ms);

    const Session& session() const { return setup_.session; }
    const std::string& code() const { return setup_.code; }
    std::size_t connections() const { return clients_.size(); }

  private:
    struct Client {
        Descriptor fd;
        LineReader reader;
        std::string output;
        enum class Role { Greeting, Seated, Watching } role = Role::Greeting;
        int seat = -1;
        uid_t uid = uid_t(-1);
        std::string name;
        Clock::time_point connected_at;
        bool hanging_up = false;  // send what is queued, then close
    };
    struct Request {
        std::string kind;  // "undo" or "draw"
        int from = -1;     // the seat asking
        std::size_t to_ply = 0;
        std::vector<int> waiting;  // the seats still to answer
    };

    explicit Table(TableSetup setup, Descriptor listener);

    void accept_all();
    void read_from(Client& client);
    void handle_line(Client& client, const std::string& line);
    void greet(Client& client, const Message& message);
    void handle_seated(Client& client, const Message& message);
    void handle_move(Client& client, const Message& message);
    void ask(Client& client, const std::string& kind);
    void answer(Client& client, bool accepted);
    void resolve_request();
    void resign(Client& client);
    void send_snapshot(Client& client);
    void send(Client& client, const std::string& line);
    void broadcast(const std::string& line, const Client* except = nullptr);
    void refuse(Client& client, const std::string& reason);
    void hang_up(Client& client, const std::string& reason);
    void drop_closed();
    void seat_changed(int seat);
    std::string seat_line(int seat) const;
    int seat_for(const Client& client, const std::vector<std::string>& tokens) const;
    bool over() const;
    void moved(const std::string& move);
    void think_if_due();
    void take_computer_move();
    void save();

    TableSetup setup_;
    Descriptor listener_;
    std::vector<std::unique_ptr<Client>> clients_;
    std::optional<Request> request_;
    std::vector<bool> seen_;  // the seats someone has sat at since the table opened
    ComputerPlayer computer_;
    std::mt19937 random_{std::random_device{}()};
    Clock::time_point last_company_;  // when someone was last connected
};

}  // namespace boardgames::net
