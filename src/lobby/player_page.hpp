#pragma once
// What a player's page shows of him: his ratings per game, his last results, when he was last
// seen, and the games he plays now. Read from the database in one place, drawn by
// player_screen.hpp and read by the tests; the rows' texts are pure.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/database.hpp"

namespace boardgames::lobby {

struct PlayerPage {
    // How many of his last archived games the page lists.
    static constexpr int results_shown = 10;

    store::Player player;
    std::int64_t last_seen = 0;  // Unix time of his last visit (0: never)
    bool here_now = false;       // a visit of his is fresh (Presence)
    std::vector<store::PlayerRating> ratings = {};
    std::vector<store::PlayerResult> results = {};  // newest first
    std::vector<store::OpenTable> tables = {};      // the tables he sits at now
    // His correspondence games (days a move, kept between moves), as the lobby lists them.
    std::vector<store::OpenTable> correspondence = {};
};

// The page of the player called `name` (whatever its case); none when nobody is.
std::optional<PlayerPage> read_player_page(const store::Database& database, std::string_view name);

// "raps        1612   RD 87   12 games: 7 won, 1 drawn, 4 lost".
std::string rating_row_text(const store::PlayerRating& rating);
// "11-26 07:46  raps      won   against bob"; where the table kept no score, "against bob:
// squares win (...) (he played circles)".
std::string result_row_text(const store::PlayerResult& result, const std::string& player);
// "abc123  raps  12 moves  last move 40 s ago  squares alice, circles bob" (`now`: the current
// Unix time).
std::string table_row_text(const store::OpenTable& table, std::int64_t now);
// "here now", "seen 3 min ago", "never seen".
std::string last_seen_text(const PlayerPage& page, std::int64_t now);

}  // namespace boardgames::lobby
