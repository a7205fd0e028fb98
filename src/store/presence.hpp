#pragma once
// Who is here: each visit to the lobby (a lobby process) says where its player is now, every
// little while; a visit silent too long is gone.

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

struct sqlite3;

namespace boardgames::store {

// Someone in the lobby or at a table, and where ("lobby", or "table CODE").
struct PlayerHere {
    std::string name;
    std::string place;
};

// The visits in a Database (Database::presence()): a view of its connection, used while the
// Database is open.
class Presence {
  public:
    explicit Presence(sqlite3* connection) : db_(connection) {}

    // A visit of the player to the lobby (its own id) is at `place` now ("lobby", "table CODE").
    // What killed lobbies and tables left behind, an hour old, goes with it.
    // (The visit's column is still called `session`: renaming it would take a migration.)
    // A visit not seen before is claimed in the same transaction that counts the player's
    // fresh visits: false (not marked) when he has `most_visits` already.
    Result<bool> mark_present(std::string_view visit, std::int64_t player_id,
                              std::string_view place, int most_visits);
    bool mark_absent(std::string_view visit);
    // The players of the visits seen within `fresh`, a line each (the lobby's place first, when
    // one of his visits is there), by name.
    std::vector<PlayerHere> people(std::chrono::seconds fresh) const;
    // Visits seen within this long are fresh: they count against the player's share.
    static constexpr std::chrono::seconds fresh_visit{60};

  private:
    sqlite3* db_;
};

}  // namespace boardgames::store
