#pragma once
// A table without its sockets: the door and the game behind it, hearing each connection's
// lines and saying what goes back. Every line is read here, in one place: before a hello only a
// hello is heard (anything else hangs up), after it the protocol's lines go to the game and
// anything else is refused. The table (table.hpp) carries the bytes; tests drive a room
// directly, with time in their hands.

#include <sys/types.h>

#include <chrono>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "net/table_door.hpp"
#include "net/table_game.hpp"

namespace boardgames::net {

class TableRoom {
  public:
    using Clock = std::chrono::steady_clock;

    TableRoom(TableSetup setup, TableRecorder& recorder, Clock::time_point now);

    // A new connection from user `uid`: its number, or the error it is turned away with (said
    // to it, then it is closed).
    std::variant<ConnectionId, table_says::Error> connect(uid_t uid, Clock::time_point now);
    // One line from connection `id` (without its newline).
    void hear(ConnectionId id, std::string_view line, Clock::time_point now);
    // Connection `id` sent a line longer than the protocol allows.
    void overlong(ConnectionId id);
    // Connection `id` is lost to the socket (the peer went, or fell too far behind in reading):
    // from now on it counts for nothing, though it is closed only at the end of the round.
    void lost(ConnectionId id);
    // Connection `id` closed.
    void disconnected(ConnectionId id);
    bool closed() const { return game_.closed(); }
    void tick(Clock::time_point now);
    // What to send, in order; a delivery marked last is followed by closing its connection.
    std::vector<Delivery> take_deliveries();

    // The host closed the table, or nobody came for too long (a finished game: a minute).
    bool should_close(Clock::time_point now) const;
    bool computer_thinking() const { return game_.computer_thinking(); }
    void stop(Clock::time_point now) { game_.stop(now); }
    const TableGame& game() const { return game_; }

  private:
    void hang_up(ConnectionId id, HangUp kind, const std::string& reason);
    void take_game_deliveries();

    TableGame game_;
    TableDoor door_;
    std::vector<Delivery> deliveries_;
    Clock::time_point last_company_;  // when someone was last connected
};

}  // namespace boardgames::net
