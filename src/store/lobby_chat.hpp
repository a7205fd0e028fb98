#pragma once
// The lobby's chat: one room for the whole server, kept in the database so that every lobby
// process reads it (each reads the lines after the last it has, every second). A line is a
// player's, cleaned and bounded as a table's chat line is, paced per player as tables pace it
// (ChatPace: a burst, then one every few seconds), checked and claimed in one transaction; the
// room keeps its last `kept_lines`. A listener never hears a player he blocks; a banned
// player's lines stop.

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

struct sqlite3;

namespace boardgames::store {

struct ChatLine {
    std::int64_t id = 0;  // grows with every line: a reader asks for those after the last
    std::string name;     // the player who said it
    std::int64_t at = 0;  // Unix time
    std::string text;     // cleaned
};

// The room in a Database (Database::lobby_chat()): a view of its connection.
class LobbyChat {
  public:
    using Clock = std::chrono::system_clock;
    static constexpr int kept_lines = 200;

    explicit LobbyChat(sqlite3* connection) : db_(connection) {}

    // The player says `text` at `now`: the line's id; refused with the reason when, cleaned, it
    // is empty, the player is unknown or banned, or he has said his burst and the interval has
    // not passed. Lines past the last `kept_lines` go in the same transaction.
    Result<std::int64_t> say(std::int64_t player_id, std::string_view text,
                             Clock::time_point now = Clock::now());
    // The lines after `last_id`, oldest first, as `listener_id` hears them: none of a player he
    // blocks, nor of a banned player.
    std::vector<ChatLine> lines_after(std::int64_t last_id, std::int64_t listener_id) const;

    // The administrator's: the room's last `limit` lines, everyone's, oldest first.
    std::vector<ChatLine> latest(int limit) const;
    // Removes a line (audit-logged): what it was.
    Result<ChatLine> remove_line(std::int64_t id);
    // Removes every line of the player `name` (audit-logged): how many.
    Result<int> remove_lines_of(std::string_view name);

  private:
    sqlite3* db_;
};

}  // namespace boardgames::store
