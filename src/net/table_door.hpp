#pragma once
// The table's door: every connection comes through it, known by the kernel's word (its peer
// credentials), and is counted against its share before it says anything; it must say hello
// in time, in this protocol's version, for this table, as a person the table may let in (the
// game server's lobby names its player; nobody else may). Only then does the table's game
// hear it. Nothing here touches a socket.

#include <sys/types.h>

#include <chrono>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "net/protocol.hpp"
#include "net/table_game.hpp"
#include "net/table_people.hpp"

namespace boardgames::net {

class TableDoor {
  public:
    using Clock = std::chrono::steady_clock;
    // Everyone's share. A person known to the table (the host, the invited, whoever holds a
    // seat) always finds a place; strangers together are capped, so no flood of them can keep
    // the players out, and one person's connections are capped whoever they are.
    static constexpr std::size_t connections_per_person = 8;
    static constexpr std::size_t stranger_connections = 32;
    // Connections from the server's lobby, every player's together, before they say who.
    static constexpr std::size_t server_connections = 256;

    // A door to `game`, which says whom the table knows.
    TableDoor(const TableGame& game, std::chrono::milliseconds greeting_limit)
        : game_(&game), greeting_limit_(greeting_limit) {}

    // A connection from user `uid`: let in to say hello (its number), or why not (the table is
    // busy: the caller says so and closes it). The claim on the share is made here, at once.
    std::variant<ConnectionId, table_says::Error> enter(uid_t uid, Clock::time_point now);

    // Who a connection is, once greeted, and what for.
    struct Greeted {
        Person person;
        Attendance attendance = Attendance::Join;
        std::string token;
    };
    // The hello of connection `id`: the person to let in, or the error to hang up with.
    std::variant<Greeted, table_says::Error> greet(ConnectionId id,
                                                   const client_says::Hello& hello);
    bool greeted(ConnectionId id) const;
    bool knows(ConnectionId id) const { return visitors_.count(id) > 0; }
    // Connections not yet greeted, nor leaving.
    std::vector<ConnectionId> at_the_door() const;
    // Connections that said no hello within the greeting limit.
    std::vector<ConnectionId> overdue(Clock::time_point now) const;
    // The connection is being hung up on, or has closed: it counts no more.
    void leaving(ConnectionId id);
    void left(ConnectionId id) { visitors_.erase(id); }
    bool empty() const { return visitors_.empty(); }

  private:
    struct Visitor {
        uid_t uid = uid_t(-1);
        Person person;  // the user, until the hello names a lobby's player
        bool greeted = false;
        bool leaving = false;
        Clock::time_point arrived{};
    };
    std::size_t count(const std::function<bool(const Visitor&)>& which) const;
    // Whether connections from `uid` may be people the table knows (before their hello).
    bool may_be_known(uid_t uid) const;
    // The person a hello names: the peer's user, or the server's player; or why not.
    Result<Person> person_greeting(const Visitor& visitor, const client_says::Hello& hello) const;
    std::optional<table_says::Error> share_problem(const Person& person) const;
    const std::string& login_name_of(uid_t uid) const;

    const TableGame* game_;
    std::chrono::milliseconds greeting_limit_;
    std::map<ConnectionId, Visitor> visitors_;
    ConnectionId next_id_ = 1;
    mutable std::map<uid_t, std::string> names_;  // login names, looked up once a user
};

}  // namespace boardgames::net
