#pragma once
// The server's data in one SQLite database: the players and the SSH keys that are them, and
// every finished table game (its whole record, who played which side, the result, when).
// Many table processes write it at once: it runs in WAL mode with a busy timeout, every change
// is one transaction, and a schema version (SQLite's user_version) says which migrations ran.
// A killed process or a full disk leaves the last committed state (SQLite's own journal).

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"
#include "game_record.hpp"
#include "store/glicko2.hpp"

struct sqlite3;

namespace boardgames::store {

struct Player {
    std::int64_t id = 0;
    std::string name;
};

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

// A table open on the server, as it lists itself for the lobby (each change, and every little
// while to say it is still open).
struct OpenTable {
    struct Seat {
        std::string side;   // the seat's name in the game
        std::string state;  // here, away, free, computer
        std::string who;    // the player, or the computer's level
    };
    std::string code = {};
    std::string game = {};
    std::string options = {};  // as `--option` writes them; "" for the game's own
    std::string host = {};
    bool open_seats = false;                // anyone may take a free seat
    std::string watchers = "invited";       // who may watch: invited, anyone, nobody
    std::vector<std::string> invited = {};  // may take a free seat
    std::vector<Seat> seats = {};
    int watching = 0;
    int moves = 0;
    std::int64_t last_move = 0;  // Unix time of the last move, or of the opening
    std::string result = {};     // how the game ended; "" while it goes on
    std::int64_t heartbeat = 0;  // Unix time the table last listed itself
    bool rated = false;          // its game moves its players' ratings
    std::string clock = {};      // the players' clock ("10+5", "30s"), or ""
    int to_move = -1;            // the seat to move (-1: none, the game is over)
};

// A line of a game's ladder: the player, his rating, and how many rated games made it.
// How a rated game ended for one seat: the side it played and its score (1 a win, 0.5 a draw,
// 0 a loss). Seats of one side are a team (three-player ReMATCH).
struct SeatScore {
    int side = 0;
    double score = 0;
};

// The ladder a game's ratings are kept in: the game, and its options when a table played it
// with others than the defaults ("rematch players=3": a team game is another game to rate).
std::string ladder_key(std::string_view game, std::string_view options);

struct LadderEntry {
    std::string name;
    Rating rating;
    int games = 0;
};

// Someone in the lobby or at a table, and where ("lobby", or "table CODE").
struct Presence {
    std::string name;
    std::string place;
};

// Which games a listing shows: of one game, with a seat written as `player` (a login name, as
// tables write them), with the lobby's player `player_id`, at most `limit`, newest first.
struct GameFilter {
    std::string game = {};
    std::string player = {};
    int limit = 50;
    std::int64_t player_id = 0;
};

// A player's name: 2 to 20 ASCII characters, a letter first, then letters, digits, '-' or '_';
// not a word records use for a seat nobody named ("human", "computer ..."). Names are unique
// whatever their case. Empty when valid, else why not.
std::string name_problem(std::string_view name);
// An OpenSSH SHA-256 key fingerprint, as sshd gives it (%f): "SHA256:" and 43 base64 characters.
bool valid_fingerprint(std::string_view fingerprint);

// Where the data lives by default: the XDG data folder of the user (server.db).
std::filesystem::path default_database_path();

class Database {
  public:
    // Opens for writing (creating it, and its folder with mode 0700, when missing) and
    // migrates to the current schema, waiting for another writer's lock at most `busy_wait`.
    // Fails with the reason on a file that is not such a database or a newer schema.
    static Result<std::unique_ptr<Database>> open(
        const std::filesystem::path& path,
        std::chrono::milliseconds busy_wait = std::chrono::milliseconds(5000));
    // Opens an existing database to read, creating and migrating nothing: for listings.
    static Result<std::unique_ptr<Database>> open_existing(const std::filesystem::path& path);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    static constexpr int schema_version = 2;
    int version() const;

    // ---- players and keys ----
    std::optional<Player> player_by_key(std::string_view fingerprint) const;
    std::optional<Player> player_named(std::string_view name) const;
    // A new player with this name and key; refused (with the reason) when the name is not
    // valid or taken, the key belongs to someone, or `source` (the client's address, when
    // known) made signups_per_hour players in the last hour.
    static constexpr int signups_per_hour = 5;
    Result<Player> register_player(std::string_view name, std::string_view fingerprint,
                                   std::string_view source = {});
    // Another key for a player (from a session of his); refused when the key is someone's.
    Result<bool> add_key(std::int64_t player_id, std::string_view fingerprint);
    // A code for another key of the player's ("12345-67890"): typed once, within ten minutes,
    // in a session of that key (which proves he holds it), it makes the key his.
    Result<std::string> new_key_code(std::int64_t player_id);
    // The player whose code this is, now with the key `fingerprint`; or why not.
    Result<Player> claim_key_code(std::string_view code, std::string_view fingerprint);

    // ---- the archive ----
    // Keeps a finished game; a table that writes the same game again (reopened, or saving it
    // twice) adds nothing. A seat flagged in `lobby_players` is the lobby's player of that
    // name. The game's id.
    // With `scores` (one a seat), a game whose every seat is a different player of the lobby
    // is rated: every player's rating in its ladder (ladder_key) moves, once, with the
    // archiving (Glicko-2, the game a rating period of its own). A player meets the other
    // side as one opponent: its players' mean rating, and their deviations' root mean square.
    Result<std::int64_t> archive_game(const GameRecord& record, std::string_view table_code,
                                      const std::vector<bool>& lobby_players = {},
                                      const std::vector<SeatScore>& scores = {});
    std::optional<Rating> rating_of(std::int64_t player_id, std::string_view game) const;
    // The players rated in the ladder `game` (ladder_key), the highest first.
    std::vector<LadderEntry> ladder(std::string_view game, int limit = 100) const;
    // Every ladder someone is rated in.
    std::vector<std::string> ladders() const;
    std::vector<ArchivedGame> games(const GameFilter& filter) const;
    std::optional<ArchivedGame> game(std::int64_t id) const;

    // ---- the tables open now, and who is here ----
    Result<bool> list_table(const OpenTable& table);  // its row, new or again
    bool unlist_table(std::string_view code);
    // Tables that listed themselves within `fresh` (one killed stops doing so), the latest
    // moves first.
    std::vector<OpenTable> open_tables(std::chrono::seconds fresh) const;
    // A visit of the player to the lobby (its own id) is at `place` now ("lobby", "table CODE").
    // (The visit's column is still called `session`: renaming it would take a migration.)
    Result<bool> mark_present(std::string_view visit, std::int64_t player_id,
                              std::string_view place);
    bool mark_absent(std::string_view visit);
    std::vector<Presence> present(std::chrono::seconds fresh) const;

  private:
    explicit Database(sqlite3* connection) : db_(connection) {}
    // A connection to `path` opened with SQLite's `flags`, waiting up to `busy_wait` for locks.
    static Result<std::unique_ptr<Database>> connect(const std::filesystem::path& path, int flags,
                                                     std::chrono::milliseconds busy_wait);
    Result<bool> migrate();
    // Binds `fingerprint` to the player, within the caller's transaction.
    bool insert_key(std::int64_t player_id, std::string_view fingerprint);
    // Rates the archived game `game_id`, within the caller's transaction; false on an error.
    bool rate_game(std::int64_t game_id, std::string_view ladder,
                   const std::vector<SeatScore>& scores);

    sqlite3* db_;
};

}  // namespace boardgames::store
