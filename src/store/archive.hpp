#pragma once
// The archive of finished table games: each one's whole record, who played which side, the
// result and when; listed by game and by player for the lobby and `boardgames server games`.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "boardgames/core/result.hpp"
#include "game_record.hpp"
#include "store/ratings.hpp"

struct sqlite3;

namespace boardgames::store {

// A finished game as the archive keeps it.
struct ArchivedGame {
    std::int64_t id = 0;
    std::string game;
    std::string table_code;  // the table it was played at ("" for none)
    std::string finished;    // UTC, "2026-11-26 04:10:31"
    std::string result;      // "circles win (took every piece)"
    std::size_t moves = 0;
    std::vector<std::pair<std::string, std::string>> seats;  // side, who played it
    std::string record;  // the game record's text (empty in a listing: game(id) reads it)
};

// A finished game as one of its players ended it: his side and his score (1 a win, 0.5 a draw,
// 0 a loss), known where the table scored its seats (a rated table).
struct PlayerResult {
    ArchivedGame game;
    std::string side;
    std::optional<double> score;
};

// Which games a listing shows: of one game, with a seat written as `player` (a login name, as
// tables write them), with the lobby's player `player_id`, at most `limit`, newest first.
struct GameFilter {
    std::string game = {};
    std::string player = {};
    int limit = 50;
    std::int64_t player_id = 0;
};

// The finished games in a Database (Database::archive()): a view of its connection, used
// while the Database is open.
class Archive {
  public:
    explicit Archive(sqlite3* connection) : db_(connection) {}

    // Keeps a finished game; a table that writes the same game again (reopened, or saving it
    // twice) adds nothing. A seat flagged in `lobby_players` is the lobby's player of that
    // name. The game's id.
    // With `scores` (one a seat), the game is rated with its archiving, once, in its ladder
    // (ladder_key of its game and options), as Ratings::rate_game says.
    // With `first_seat_score` (1, 0.5, 0: the game's result, rated or not), a tournament's game
    // waiting for its result at `table_code` takes it in the same transaction
    // (Tournaments::record_from_archive): every finished game passes here, once.
    Result<std::int64_t> add(const GameRecord& record, std::string_view table_code,
                             const std::vector<bool>& lobby_players = {},
                             const std::vector<SeatScore>& scores = {},
                             std::optional<double> first_seat_score = std::nullopt);
    std::vector<ArchivedGame> games(const GameFilter& filter) const;
    std::optional<ArchivedGame> game(std::int64_t id) const;
    // The last `limit` games of the lobby's player `player_id`, newest first, with his side
    // and score in each.
    std::vector<PlayerResult> results_of(std::int64_t player_id, int limit) const;

  private:
    // The seats of the game `game_id` just added (each scored when `scores` has it), within
    // the caller's transaction.
    bool add_seats(std::int64_t game_id, const GameRecord& record,
                   const std::vector<bool>& lobby_players, const std::vector<SeatScore>& scores);

    sqlite3* db_;
};

}  // namespace boardgames::store
