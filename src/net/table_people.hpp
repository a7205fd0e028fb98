#pragma once
// The people at a table past its door: each connection's person and standing (knocking at the
// door of a private table, seated, or watching), and what the table sends them, queued as
// deliveries for whatever carries them (the table's sockets, or a test).

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "net/protocol.hpp"
#include "net/unix_socket.hpp"

namespace boardgames::net {

// A connection to the table, numbered in the order they came.
using ConnectionId = std::uint64_t;

// A line for one connection; the last it hears when `last` (the table then hangs up).
struct Delivery {
    ConnectionId to = 0;
    std::string line;
    bool last = false;
};

struct Attendee {
    using Clock = std::chrono::steady_clock;
    // sync and ping: a burst, then one a second, a connection.
    static constexpr double query_burst = 4;
    enum class Standing { Knocking, Seated, Watching };

    ConnectionId id = 0;
    Person person;
    Standing standing = Standing::Watching;
    int seat = -1;
    Clock::time_point since{};  // when its knock began (a knock's own time limit)
    double queries = query_burst;
    Clock::time_point queried{};
    bool leaving = false;  // hung up on: hears nothing more and counts for nothing

    bool seated() const { return standing == Standing::Seated; }
    bool watching() const { return standing == Standing::Watching; }
    bool knocking() const { return standing == Standing::Knocking; }
    // At the table proper: seated or watching (not at the door).
    bool present() const { return !leaving && !knocking(); }
};

class TablePeople {
  public:
    Attendee& add(ConnectionId id, const Person& person, Attendee::Standing standing,
                  Attendee::Clock::time_point now);
    Attendee* find(ConnectionId id);
    // The attendee gone (its connection closed), as it was; nothing when unknown.
    std::optional<Attendee> remove(ConnectionId id);

    // Those not leaving for whom `which` holds.
    std::size_t count(const std::function<bool(const Attendee&)>& which) const;
    std::vector<Attendee*> all(const std::function<bool(const Attendee&)>& which);
    // Someone is connected at `seat` (but `except`).
    bool seat_connected(int seat, ConnectionId except = 0) const;

    template <class Said>
    void send(ConnectionId to, const Said& message) {
        send_line(to, line_of(message));
    }
    void send_line(ConnectionId to, std::string line);
    // Everyone present but `except`.
    void send_everyone(const std::string& line, ConnectionId except = 0);
    // Those present for whom `which` holds.
    void send_to(const std::string& line, const std::function<bool(const Attendee&)>& which);
    // Says why, then hangs up: the attendee hears nothing more.
    void hang_up(Attendee& attendee, HangUp kind, const std::string& reason);
    // The same for a connection not let in.
    void turn_away(ConnectionId id, HangUp kind, const std::string& reason);

    // Who watches, and who knocks (each name once).
    table_says::Watchers watchers_line() const;
    table_says::Knocks knocks_line() const;

    std::vector<Delivery> take_deliveries();

  private:
    std::map<ConnectionId, Attendee> attendees_;  // in the order they came
    std::vector<Delivery> deliveries_;
};

}  // namespace boardgames::net
