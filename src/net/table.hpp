#pragma once
// A table: the one process that owns a game played between terminals. It listens on a
// Unix-domain socket named by the table's code, knows each peer by the kernel's word (the
// socket's peer credentials), seats the people the host invited (or anyone, at a public
// table; a stranger knocks and the host decides) and the computer, applies only legal moves of
// the seat to move, relays requests (undo, draw), resignations and chat, and writes the game
// record after every move, so a table that dies can be reopened from it. Every peer is
// untrusted: garbage, overlong lines, silence and floods cost that peer its connection or its
// share and nobody else anything.

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "computer_player.hpp"
#include "net/peer_socket.hpp"
#include "net/protocol.hpp"
#include "net/seat_store.hpp"
#include "net/table_arrangement.hpp"
#include "net/table_clock.hpp"
#include "net/table_files.hpp"
#include "net/unix_socket.hpp"
#include "session.hpp"
#include "store/database.hpp"

namespace boardgames::net {

// What a table starts from: a new game or a reopened one.
struct TableSetup {
    std::string code;
    Session session;
    std::vector<SeatRecord> seats;  // one per seat of the session
    TableAccess access;
    std::string ended = {};  // a game ended by resignation or agreement: how
    std::filesystem::path record_path;
    std::filesystem::path socket_path;
    // The archive the finished game goes to (the server's database).
    std::filesystem::path database_path = store::default_database_path();
    // The table closes once nobody has been connected this long (a finished game: a minute).
    std::chrono::seconds idle_limit{1800};
    // A connection that has not said hello this long is dropped.
    std::chrono::milliseconds greeting_limit{10000};
    // A knock the host has not answered this long is turned away.
    std::chrono::milliseconds knock_limit{120000};
    // The players' clock, if the game has one.
    std::optional<TableClock> clock = std::nullopt;
    // The players arrange their pieces before each game (a new game of a game that has
    // arranging): the table keeps their arrangements until all are made.
    std::optional<TableArrangement> arrangement = std::nullopt;
    // At a rated table, a player away this long on his turn while another waits loses.
    std::chrono::milliseconds abandon_limit{std::chrono::minutes(5)};
};

// The setup of the table `code` from its record and seats file (reopening it).
Result<TableSetup> reopen_setup(const std::string& code);

class Table {
  public:
    using Clock = std::chrono::steady_clock;
    // Everyone's share. A person known to the table (the host, the invited, whoever holds a
    // seat) always finds a place; strangers together are capped, so no flood of them can keep
    // the players out, and one person's connections are capped whoever they are.
    static constexpr std::size_t connections_per_person = 8;
    static constexpr std::size_t stranger_connections = 32;
    // Connections from the server's lobby, every player's together, before they say who.
    static constexpr std::size_t server_connections = 256;
    static constexpr std::size_t most_watchers = 32;
    static constexpr std::size_t most_knocking = 8;
    // Chat: a burst of this many lines, then one every chat_interval, per person.
    static constexpr double chat_burst = 5;
    static constexpr std::chrono::milliseconds chat_interval{2000};
    // sync and ping: a burst, then one a second, a connection.
    static constexpr double query_burst = 4;
    // A person turned away from the door may knock again after this long.
    static constexpr std::chrono::minutes turned_away_for{5};
    // A listed table says it is still open this often (the lobby forgets one silent for 60 s).
    static constexpr std::chrono::seconds listing_interval{20};

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
        explicit Client(Descriptor fd) : socket(std::move(fd)) {}
        PeerSocket socket;
        // Greeting: no hello yet; Knocking: asks to sit, waiting for the host's answer.
        enum class Role { Greeting, Knocking, Seated, Watching } role = Role::Greeting;
        int seat = -1;
        uid_t uid = uid_t(-1);  // the kernel's word
        // Who they are: the user of `uid`, or the player the server's lobby named in the hello
        // (known once greeted).
        Person person;
        Clock::time_point connected_at;
        double queries = query_burst;  // sync and ping allowance
        Clock::time_point queried{};
    };
    // Chat allowance of one person: a bucket refilled over time.
    struct ChatAllowance {
        double lines = chat_burst;
        Clock::time_point checked{};
        Clock::time_point refused{};  // when the last "not so fast" went
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
    void sit(Client& client, int seat);
    void knock(Client& client);
    void handle_host(Client& client, const Message& message);
    void handle_seated(Client& client, const Message& message);
    void chat(Client& client, const Message& message);
    void handle_move(Client& client, const Message& message);
    void ask(Client& client, const std::string& kind);
    void answer(Client& client, bool accepted);
    void resolve_request();
    void start_rematch();
    // Arranging before play: the table is arranging until every player has confirmed.
    bool arranging() const {
        return setup_.arrangement && !setup_.arrangement->done() && setup_.ended.empty();
    }
    void handle_arranged(Client& client, const Message& message);
    // The computer's seats arrange at once; once everyone has, the game starts from it all.
    void arrange_computers();
    void finish_arrangement_if_due();
    // "arrange PLAYER...": the players still arranging.
    std::string arrange_line() const;
    // A new game from `position` at the table, its series (if any) going on.
    bool restart_from(const std::string& position);
    // The session's players as the seats say (the computer's level, or a person).
    void seat_players();
    void resign(Client& client);
    void send_snapshot(Client& client);
    void send(Client& client, const std::string& line);
    void broadcast(const std::string& line, const Client* except = nullptr);
    void refuse(Client& client, const std::string& reason);
    void hang_up(Client& client, std::string_view kind, const std::string& reason);
    void drop_closed();
    void seat_changed(int seat);
    std::string seat_line(int seat) const;
    std::string watchers_line() const;
    std::string knocks_line() const;
    void send_to_host(const std::string& line);
    void people_changed();
    // The seat of theirs a person takes back (the token's, else any) that nobody is connected
    // to, or -1.
    int own_seat(const Client& client, const std::string& token) const;
    int free_seat() const;
    bool seat_connected(int seat, const Client* except = nullptr) const;
    // The person as the table tells people apart: a user by uid, the server's player by name.
    Person identity(const Person& person) const;
    bool same_person(const Person& one, const Person& other) const;
    bool is_host(const Person& person) const { return same_person(person, setup_.access.host); }
    bool sent_away(const Person& person) const;
    bool invited(const Person& person) const;
    bool holds_seat(const Person& person) const;
    bool known(const Person& person) const {
        return is_host(person) || invited(person) || holds_seat(person);
    }
    // Whether connections from `uid` may be people the table knows (before their hello).
    bool may_be_known(uid_t uid) const;
    bool names_players(uid_t uid) const { return uid == setup_.access.players_named_by; }
    bool may_sit_free(const Person& person) const;
    bool may_watch(const Person& person) const;
    // The person a hello names: the peer's user, or the server's player; or why not.
    Result<Person> person_greeting(const Client& client, const Message& hello) const;
    std::size_t count_clients(const std::function<bool(const Client&)>& which) const;
    const std::string& login_name_of(uid_t uid) const;
    bool over() const;
    void moved(const std::string& move);
    void think_if_due();
    // The clock: started once every seat is taken; a seat out of time loses.
    void run_clock_if_due(Clock::time_point now);
    void flag_fall(int seat);
    void seat_loses(int seat, const std::string& how, std::string_view why);
    void end_outside_rules(int winner, std::string ended, std::string_view why);
    void count_ended(std::string_view why);
    std::string series_line() const;
    // A rated game whose player to move has been away abandon_limit while another waits: lost.
    void check_abandoned(Clock::time_point now);
    std::string clock_line(Clock::time_point now) const;
    void take_computer_move();
    void save();
    // A table of the game server lists itself in its database for the lobby: after a change
    // (once a second at most) and every listing_interval to say it is still open.
    bool listed() const { return setup_.access.players_named_by != uid_t(-1); }
    // Each seat's side and score in a rated game that has ended, else none.
    std::vector<store::SeatScore> seat_scores() const;
    void list_if_due(Clock::time_point now);
    store::OpenTable listing() const;

    TableSetup setup_;
    Descriptor listener_;
    std::vector<std::unique_ptr<Client>> clients_;
    std::optional<Request> request_;
    bool archived_ = false;   // the finished game is in the archive
    std::vector<bool> seen_;  // the seats someone has sat at since the table opened
    ComputerPlayer computer_;
    std::mt19937 random_{std::random_device{}()};
    Clock::time_point last_company_;  // when someone was last connected
    std::map<Person, ChatAllowance> chat_allowance_;
    mutable std::map<uid_t, std::string> names_;       // login names, looked up once a user
    std::map<Person, Clock::time_point> turned_away_;  // knocks refused: no knock till then
    bool closed_ = false;                              // the host closed the table
    std::unique_ptr<store::Database> listing_database_;
    bool listing_due_ = true;
    Clock::time_point listed_at_{};
    std::int64_t last_move_time_ = 0;  // Unix time of the last move (or of the opening)
    // The side that won a game ended by resigning (-1: a draw agreed); unknown after a reopen.
    std::optional<int> ended_winner_;
    std::optional<Clock::time_point> abandoned_since_;  // the player to move away, another here
};

}  // namespace boardgames::net
