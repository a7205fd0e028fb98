#include "store/database.hpp"

#include <sqlite3.h>
#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <ctime>
#include <random>

namespace boardgames::store {
namespace {

// One prepared statement, finalized on every path.
class Statement {
  public:
    Statement(sqlite3* db, std::string_view sql) {
        if (sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &statement_, nullptr) != SQLITE_OK)
            statement_ = nullptr;
    }
    ~Statement() { sqlite3_finalize(statement_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return statement_ != nullptr; }
    Statement& bind(int index, std::string_view text) {
        sqlite3_bind_text(statement_, index, text.data(), int(text.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int index, std::int64_t value) {
        sqlite3_bind_int64(statement_, index, value);
        return *this;
    }
    Statement& bind(int index, double value) {
        sqlite3_bind_double(statement_, index, value);
        return *this;
    }
    sqlite3_stmt* get() const { return statement_; }
    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step() { return statement_ ? sqlite3_step(statement_) : SQLITE_ERROR; }
    std::string text(int column) const {
        const auto* text = sqlite3_column_text(statement_, column);
        return text ? reinterpret_cast<const char*>(text) : "";
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(statement_, column); }

  private:
    sqlite3_stmt* statement_ = nullptr;
};

// A write transaction, rolled back unless committed. BEGIN IMMEDIATE takes the write lock at
// once, so two table processes never deadlock upgrading a read.
class Transaction {
  public:
    explicit Transaction(sqlite3* db) : db_(db) {
        began_ = sqlite3_exec(db_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK;
    }
    ~Transaction() {
        if (began_ && !committed_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    bool began() const { return began_; }
    bool commit() {
        committed_ = sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
        return committed_;
    }

  private:
    sqlite3* db_;
    bool began_ = false;
    bool committed_ = false;
};

std::string now_utc() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::array<char, 32> text{};
    std::strftime(text.data(), text.size(), "%Y-%m-%d %H:%M:%S", &utc);
    return text.data();
}

std::string error_of(sqlite3* db) {
    return sqlite3_errmsg(db);
}

// Migration N takes the schema from version N - 1 to N; each runs in one transaction.
constexpr std::array<std::string_view, 2> migrations{
    R"(
    CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created TEXT NOT NULL
    );
    CREATE TABLE player_keys (
        fingerprint TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        added TEXT NOT NULL
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        table_code TEXT NOT NULL,
        finished TEXT NOT NULL,
        result TEXT NOT NULL,
        moves INTEGER NOT NULL,
        record TEXT NOT NULL,
        identity TEXT NOT NULL,
        UNIQUE (table_code, identity)
    );
    CREATE TABLE game_seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        side TEXT NOT NULL,
        player TEXT NOT NULL,
        player_id INTEGER REFERENCES players(id),
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX games_by_time ON games (finished, id);
    CREATE INDEX games_by_game ON games (game, finished);
    CREATE INDEX seats_by_player ON game_seats (player COLLATE NOCASE);
    CREATE INDEX seats_by_player_id ON game_seats (player_id);
    )",
    // 2: the tables open now, as each lists itself, and who is in the lobby.
    R"(
    CREATE TABLE open_tables (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        host TEXT NOT NULL,
        open_seats INTEGER NOT NULL,
        watchers TEXT NOT NULL,
        invited TEXT NOT NULL,
        seats TEXT NOT NULL,
        watching INTEGER NOT NULL,
        moves INTEGER NOT NULL,
        last_move INTEGER NOT NULL,
        result TEXT NOT NULL,
        heartbeat INTEGER NOT NULL,
        rated INTEGER NOT NULL DEFAULT 0,
        clock TEXT NOT NULL DEFAULT '',
        to_move INTEGER NOT NULL DEFAULT -1
    );
    CREATE TABLE lobby_presence (
        session TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        place TEXT NOT NULL,
        seen INTEGER NOT NULL
    );
    ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE ratings (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL,
        updated TEXT NOT NULL,
        PRIMARY KEY (player_id, game)
    );
    CREATE INDEX ratings_ladder ON ratings (game, rating);
    CREATE TABLE key_codes (
        code TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        expires INTEGER NOT NULL
    );
    CREATE TABLE signups (
        source TEXT NOT NULL,
        at INTEGER NOT NULL
    );
    CREATE INDEX signups_by_source ON signups (source, at);
    )",
};

// Lines of tab-separated fields (the lists an open table's row keeps in one column). Fields
// are names and words the table checked: they hold no tab or newline.
std::string join_lines(const std::vector<std::vector<std::string>>& rows) {
    std::string text;
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            text += (i > 0 ? "\t" : "") + row[i];
        text += '\n';
    }
    return text;
}

std::vector<std::vector<std::string>> split_lines(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::vector<std::string> row;
        for (std::size_t field = start;;) {
            const std::size_t tab = text.find('\t', field);
            if (tab == std::string::npos || tab >= end) {
                row.push_back(text.substr(field, end - field));
                break;
            }
            row.push_back(text.substr(field, tab - field));
            field = tab + 1;
        }
        rows.push_back(std::move(row));
        start = end + 1;
    }
    return rows;
}

// A statement with one parameter, run once: true once it has run to its end.
template <typename Value>
bool run_once(sqlite3* db, std::string_view sql, Value value) {
    Statement statement(db, sql);
    statement.bind(1, value);
    return statement.step() == SQLITE_DONE;
}

std::int64_t unix_now() {
    return std::int64_t(std::time(nullptr));
}

}  // namespace

namespace {

// ASCII only, whatever the locale a client's LANG chose.
bool ascii_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool ascii_letter_or_digit(char c) {
    return ascii_letter(c) || (c >= '0' && c <= '9');
}

// A record's text without its date line: the same game saved in another minute is the same.
std::string identity_of(const GameRecord& record) {
    GameRecord undated = record;
    undated.date.clear();
    return write_record(undated);
}

}  // namespace

std::string name_problem(std::string_view name) {
    if (name.size() < 2 || name.size() > 20) return "a name has 2 to 20 characters";
    if (!ascii_letter(name.front())) return "a name begins with a letter";
    for (const char c : name)
        if (!ascii_letter_or_digit(c) && c != '-' && c != '_')
            return "a name has only letters, digits, '-' and '_'";
    // The words a record writes for a seat nobody named.
    std::string lower(name);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    if (lower == "human" || lower.starts_with("computer"))
        return "that name means a kind of player";
    return {};
}

bool valid_fingerprint(std::string_view fingerprint) {
    constexpr std::string_view prefix = "SHA256:";
    if (fingerprint.size() != prefix.size() + 43 || !fingerprint.starts_with(prefix)) return false;
    for (const char c : fingerprint.substr(prefix.size()))
        if (!ascii_letter_or_digit(c) && c != '+' && c != '/') return false;
    return true;
}

std::filesystem::path default_database_path() {
    return save_folder() / "server.db";
}

Result<std::unique_ptr<Database>> Database::connect(const std::filesystem::path& path, int flags,
                                                    std::chrono::milliseconds busy_wait) {
    sqlite3* connection = nullptr;
    const int opened = sqlite3_open_v2(
        path.c_str(), &connection, flags | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_FULLMUTEX, nullptr);
    std::unique_ptr<Database> database(new Database(connection));  // closed on every path
    if (opened != SQLITE_OK)
        return fail("cannot open " + path.string() + ": " +
                    (connection ? error_of(connection) : "out of memory"));
    // Other processes may hold the write lock for a moment: wait for it, as long as allowed.
    sqlite3_busy_timeout(connection, int(busy_wait.count()));
    return database;
}

Result<std::unique_ptr<Database>> Database::open_existing(const std::filesystem::path& path) {
    std::error_code error;
    if (!std::filesystem::exists(path, error)) return fail("no archive at " + path.string());
    auto connected = connect(path, SQLITE_OPEN_READONLY, std::chrono::milliseconds(2000));
    if (!connected) return fail(connected.error());
    std::unique_ptr<Database> database = std::move(connected).value();
    sqlite3* connection = database->db_;
    const int found = database->version();
    if (found <= 0)
        return fail(path.string() + " is not a boardgames database: " + error_of(connection));
    if (found != schema_version)
        return fail(path.string() + ": its schema is version " + std::to_string(found) +
                    ", this program reads version " + std::to_string(schema_version));
    return database;
}

Result<std::unique_ptr<Database>> Database::open(const std::filesystem::path& path,
                                                 std::chrono::milliseconds busy_wait) {
    std::error_code error;
    if (path.has_parent_path() && !std::filesystem::exists(path.parent_path(), error)) {
        std::filesystem::create_directories(path.parent_path(), error);
        if (error)
            return fail("cannot create " + path.parent_path().string() + ": " + error.message());
        ::chmod(path.parent_path().c_str(), 0700);
    }
    auto connected = connect(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, busy_wait);
    if (!connected) return fail(connected.error());
    std::unique_ptr<Database> database = std::move(connected).value();
    sqlite3* connection = database->db_;
    sqlite3_exec(connection, "PRAGMA foreign_keys = ON", nullptr, nullptr, nullptr);
    {
        Statement journal(connection, "PRAGMA journal_mode = WAL");
        if (journal.step() != SQLITE_ROW)
            return fail(path.string() + " is not a boardgames database: " + error_of(connection));
        if (journal.text(0) != "wal")
            return fail(path.string() +
                        ": cannot write it in WAL mode (read-only, or a network file system)");
    }
    if (const auto migrated = database->migrate(); !migrated)
        return fail(path.string() + ": " + migrated.error());
    return database;
}

Database::~Database() {
    sqlite3_close_v2(db_);
}

int Database::version() const {
    Statement statement(db_, "PRAGMA user_version");
    return statement.step() == SQLITE_ROW ? int(statement.integer(0)) : -1;
}

Result<bool> Database::migrate() {
    const int found = version();
    if (found < 0) return fail("not a database: " + error_of(db_));
    if (found > schema_version)
        return fail("its schema (version " + std::to_string(found) +
                    ") is newer than this program's (" + std::to_string(schema_version) + ")");
    for (int next = found + 1; next <= schema_version; ++next) {
        Transaction transaction(db_);
        if (!transaction.began()) return fail("cannot lock it: " + error_of(db_));
        // Another process may have migrated it while this one waited for the lock.
        if (version() >= next) continue;
        const std::string sql = std::string(migrations[std::size_t(next - 1)]) +
                                "; PRAGMA user_version = " + std::to_string(next) + ";";
        if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK)
            return fail("migration " + std::to_string(next) + " failed: " + error_of(db_));
        if (!transaction.commit()) return fail("cannot write it: " + error_of(db_));
    }
    return true;
}

std::optional<Player> Database::player_by_key(std::string_view fingerprint) const {
    Statement statement(db_,
                        "SELECT players.id, players.name FROM player_keys JOIN players ON "
                        "players.id = player_keys.player_id WHERE fingerprint = ?");
    statement.bind(1, fingerprint);
    if (statement.step() != SQLITE_ROW) return std::nullopt;
    return Player{statement.integer(0), statement.text(1)};
}

std::optional<Player> Database::player_named(std::string_view name) const {
    Statement statement(db_, "SELECT id, name FROM players WHERE name = ?");
    statement.bind(1, name);
    if (statement.step() != SQLITE_ROW) return std::nullopt;
    return Player{statement.integer(0), statement.text(1)};
}

Result<Player> Database::register_player(std::string_view name, std::string_view fingerprint,
                                         std::string_view source) {
    if (const std::string problem = name_problem(name); !problem.empty()) return fail(problem);
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (!source.empty()) {
        // New keys are free to make: new names from one address are few an hour.
        Statement recent(db_, "SELECT COUNT(*) FROM signups WHERE source = ? AND at >= ?");
        recent.bind(1, source).bind(2, unix_now() - 3600);
        if (recent.step() == SQLITE_ROW && recent.integer(0) >= signups_per_hour)
            return fail("too many new players from your address this hour: try again later");
        Statement signup(db_, "INSERT INTO signups (source, at) VALUES (?, ?)");
        signup.bind(1, source).bind(2, unix_now());
        if (signup.step() != SQLITE_DONE) return fail("cannot add the player: " + error_of(db_));
    }
    if (player_named(name)) return fail("the name " + std::string(name) + " is taken");
    if (player_by_key(fingerprint)) return fail("this key is already a player's");
    Statement insert(db_, "INSERT INTO players (name, created) VALUES (?, ?)");
    insert.bind(1, name).bind(2, now_utc());
    if (insert.step() != SQLITE_DONE) return fail("cannot add the player: " + error_of(db_));
    const Player player{sqlite3_last_insert_rowid(db_), std::string(name)};
    if (!insert_key(player.id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return player;
}

Result<bool> Database::add_key(std::int64_t player_id, std::string_view fingerprint) {
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (const auto owner = player_by_key(fingerprint))
        return fail(owner->id == player_id ? "this key is yours already"
                                           : "this key is another player's");
    if (!insert_key(player_id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return true;
}

bool Database::insert_key(std::int64_t player_id, std::string_view fingerprint) {
    Statement key(db_, "INSERT INTO player_keys (fingerprint, player_id, added) VALUES (?, ?, ?)");
    key.bind(1, fingerprint).bind(2, player_id).bind(3, now_utc());
    return key.step() == SQLITE_DONE;
}

Result<std::int64_t> Database::archive_game(const GameRecord& record, std::string_view table_code,
                                            const std::vector<bool>& lobby_players,
                                            const std::vector<SeatScore>& scores) {
    const std::string text = write_record(record), identity = identity_of(record);
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement known(db_, "SELECT id FROM games WHERE table_code = ? AND identity = ?");
    known.bind(1, table_code).bind(2, identity);
    if (known.step() == SQLITE_ROW) return known.integer(0);
    Statement insert(
        db_,
        "INSERT INTO games (game, table_code, finished, result, moves, record, identity) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, record.game)
        .bind(2, table_code)
        .bind(3, now_utc())
        .bind(4, record.result)
        .bind(5, std::int64_t(record.moves.size()))
        .bind(6, text)
        .bind(7, identity);
    if (insert.step() != SQLITE_DONE) return fail("cannot archive the game: " + error_of(db_));
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    for (std::size_t seat = 0; seat < record.players.size(); ++seat) {
        // A seat the server's lobby named is that player's (NULL should the name be unknown).
        const bool lobby_player = seat < lobby_players.size() && lobby_players[seat];
        Statement player(db_,
                         "INSERT INTO game_seats (game_id, seat, side, player, player_id) VALUES "
                         "(?1, ?2, ?3, ?4, CASE WHEN ?5 THEN (SELECT id FROM players WHERE name "
                         "= ?4 COLLATE NOCASE) END)");
        player.bind(1, id)
            .bind(2, std::int64_t(seat))
            .bind(3, record.players[seat].first)
            .bind(4, record.players[seat].second)
            .bind(5, std::int64_t(lobby_player));
        if (player.step() != SQLITE_DONE) return fail("cannot archive the game: " + error_of(db_));
    }
    if (!scores.empty() && !rate_game(id, ladder_key(record.game, record.options), scores))
        return fail("cannot rate the game: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return id;
}

std::optional<Rating> Database::rating_of(std::int64_t player_id, std::string_view game) const {
    Statement statement(db_,
                        "SELECT rating, deviation, volatility FROM ratings WHERE player_id = ? AND "
                        "game = ?");
    statement.bind(1, player_id).bind(2, game);
    if (statement.step() != SQLITE_ROW) return std::nullopt;
    return Rating{sqlite3_column_double(statement.get(), 0),
                  sqlite3_column_double(statement.get(), 1),
                  sqlite3_column_double(statement.get(), 2)};
}

std::string ladder_key(std::string_view game, std::string_view options) {
    std::string key(game);
    if (!options.empty()) key += ' ' + std::string(options);
    return key;
}

bool Database::rate_game(std::int64_t game_id, std::string_view ladder,
                         const std::vector<SeatScore>& scores) {
    // Every seat a different player of the lobby's, and two sides: anything else is not rated.
    Statement seats(db_, "SELECT player_id FROM game_seats WHERE game_id = ? ORDER BY seat");
    seats.bind(1, game_id);
    std::vector<std::int64_t> players;
    while (seats.step() == SQLITE_ROW)
        players.push_back(sqlite3_column_type(seats.get(), 0) == SQLITE_NULL ? 0
                                                                             : seats.integer(0));
    const auto sides_played = std::count_if(scores.begin(), scores.end(), [&](const SeatScore& s) {
        return s.side != scores.front().side;
    });
    std::vector<std::int64_t> distinct = players;
    std::sort(distinct.begin(), distinct.end());
    if (players.size() < 2 || players.size() != scores.size() || sides_played == 0 ||
        std::find(players.begin(), players.end(), 0) != players.end() ||
        std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end())
        return true;
    std::vector<Rating> before;
    for (const std::int64_t player : players)
        before.push_back(rating_of(player, ladder).value_or(Rating{}));
    for (std::size_t seat = 0; seat < players.size(); ++seat) {
        // The other side as one opponent, as it stood before the game: one game, one period.
        Rating opponent{0, 0, 0.06};
        int opponents = 0;
        for (std::size_t other = 0; other < players.size(); ++other) {
            if (scores[other].side == scores[seat].side) continue;
            opponent.rating += before[other].rating;
            opponent.deviation += before[other].deviation * before[other].deviation;
            ++opponents;
        }
        opponent.rating /= opponents;
        opponent.deviation = std::sqrt(opponent.deviation / opponents);
        const Rating updated = glicko2_update(before[seat], {{opponent, scores[seat].score}});
        Statement upsert(db_,
                         "INSERT INTO ratings (player_id, game, rating, deviation, volatility, "
                         "games, updated) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6) ON CONFLICT "
                         "(player_id, game) DO UPDATE SET rating = ?3, deviation = ?4, "
                         "volatility = ?5, games = games + 1, updated = ?6");
        upsert.bind(1, players[seat])
            .bind(2, ladder)
            .bind(3, updated.rating)
            .bind(4, updated.deviation)
            .bind(5, updated.volatility)
            .bind(6, now_utc());
        if (upsert.step() != SQLITE_DONE) return false;
    }
    Statement rated(db_, "UPDATE games SET rated = 1 WHERE id = ?");
    rated.bind(1, game_id);
    return rated.step() == SQLITE_DONE;
}

std::vector<std::string> Database::ladders() const {
    Statement statement(db_, "SELECT DISTINCT game FROM ratings ORDER BY game");
    std::vector<std::string> keys;
    while (statement.step() == SQLITE_ROW)
        keys.push_back(statement.text(0));
    return keys;
}

std::vector<LadderEntry> Database::ladder(std::string_view game, int limit) const {
    Statement statement(
        db_,
        "SELECT players.name, rating, deviation, games FROM ratings JOIN players ON "
        "players.id = ratings.player_id WHERE game = ? ORDER BY rating DESC, "
        "players.name LIMIT ?");
    statement.bind(1, game).bind(2, std::int64_t(limit));
    std::vector<LadderEntry> entries;
    while (statement.step() == SQLITE_ROW)
        entries.push_back(
            {statement.text(0),
             {sqlite3_column_double(statement.get(), 1), sqlite3_column_double(statement.get(), 2)},
             int(statement.integer(3))});
    return entries;
}

namespace {

// A games row (id, game, table_code, finished, result, moves[, record]) and its seats.
ArchivedGame game_from_row(sqlite3* db, const Statement& row, bool with_record) {
    ArchivedGame game{row.integer(0),
                      row.text(1),
                      row.text(2),
                      row.text(3),
                      row.text(4),
                      std::size_t(row.integer(5)),
                      {},
                      with_record ? row.text(6) : ""};
    Statement seats(db, "SELECT side, player FROM game_seats WHERE game_id = ? ORDER BY seat");
    seats.bind(1, game.id);
    while (seats.step() == SQLITE_ROW)
        game.seats.emplace_back(seats.text(0), seats.text(1));
    return game;
}

}  // namespace

std::vector<ArchivedGame> Database::games(const GameFilter& filter) const {
    // The records stay out of a listing: game(id) reads one.
    Statement statement(
        db_,
        "SELECT id, game, table_code, finished, result, moves FROM games "
        "WHERE (?1 = '' OR game = ?1) AND (?2 = '' OR id IN (SELECT game_id FROM game_seats "
        "WHERE player = ?2 COLLATE NOCASE)) AND (?4 = 0 OR id IN (SELECT game_id FROM "
        "game_seats WHERE player_id = ?4)) ORDER BY finished DESC, id DESC LIMIT ?3");
    statement.bind(1, filter.game)
        .bind(2, filter.player)
        .bind(3, std::int64_t(filter.limit))
        .bind(4, filter.player_id);
    std::vector<ArchivedGame> found;
    while (statement.step() == SQLITE_ROW) {
        found.push_back(game_from_row(db_, statement, false));
    }
    return found;
}

std::optional<ArchivedGame> Database::game(std::int64_t id) const {
    Statement statement(db_,
                        "SELECT id, game, table_code, finished, result, moves, record FROM games "
                        "WHERE id = ?");
    statement.bind(1, id);
    if (statement.step() != SQLITE_ROW) return std::nullopt;
    return game_from_row(db_, statement, true);
}

Result<std::string> Database::new_key_code(std::int64_t player_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    run_once(db_, "DELETE FROM key_codes WHERE expires < ?", unix_now());
    Statement live(db_, "SELECT COUNT(*) FROM key_codes WHERE player_id = ?");
    live.bind(1, player_id);
    if (live.step() == SQLITE_ROW && live.integer(0) >= 3)
        return fail("you have three codes waiting: use one, or wait ten minutes");
    std::random_device random;  // the system's random source
    std::string code;
    for (int digit = 0; digit < 10; ++digit) {
        if (digit == 5) code += '-';
        code += char('0' + random() % 10);
    }
    Statement insert(db_, "INSERT INTO key_codes (code, player_id, expires) VALUES (?, ?, ?)");
    insert.bind(1, code).bind(2, player_id).bind(3, unix_now() + 600);
    if (insert.step() != SQLITE_DONE || !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return code;
}

Result<Player> Database::claim_key_code(std::string_view code, std::string_view fingerprint) {
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement found(db_,
                    "SELECT players.id, players.name FROM key_codes JOIN players ON players.id "
                    "= key_codes.player_id WHERE code = ? AND expires >= ?");
    found.bind(1, code).bind(2, unix_now());
    if (found.step() != SQLITE_ROW)
        return fail("no such code waits (a code serves once, ten minutes)");
    const Player player{found.integer(0), found.text(1)};
    if (!run_once(db_, "DELETE FROM key_codes WHERE code = ?", code))
        return fail("cannot write the database: " + error_of(db_));
    if (player_by_key(fingerprint)) return fail("this key is already a player's");
    if (!insert_key(player.id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return player;
}

Result<bool> Database::list_table(const OpenTable& table) {
    std::vector<std::vector<std::string>> seats, invited;
    for (const OpenTable::Seat& seat : table.seats)
        seats.push_back({seat.side, seat.state, seat.who});
    for (const std::string& name : table.invited)
        invited.push_back({name});
    Statement statement(
        db_,
        "INSERT OR REPLACE INTO open_tables (code, game, options, host, open_seats, watchers, "
        "invited, seats, watching, moves, last_move, result, heartbeat, rated, clock, to_move) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    statement.bind(1, table.code)
        .bind(2, table.game)
        .bind(3, table.options)
        .bind(4, table.host)
        .bind(5, std::int64_t(table.open_seats))
        .bind(6, table.watchers)
        .bind(7, join_lines(invited))
        .bind(8, join_lines(seats))
        .bind(9, std::int64_t(table.watching))
        .bind(10, std::int64_t(table.moves))
        .bind(11, table.last_move)
        .bind(12, table.result)
        .bind(13, unix_now())
        .bind(14, std::int64_t(table.rated))
        .bind(15, table.clock)
        .bind(16, std::int64_t(table.to_move));
    if (statement.step() != SQLITE_DONE) return fail("cannot list the table: " + error_of(db_));
    return true;
}

bool Database::unlist_table(std::string_view code) {
    return run_once(db_, "DELETE FROM open_tables WHERE code = ?", code);
}

std::vector<OpenTable> Database::open_tables(std::chrono::seconds fresh) const {
    Statement statement(db_,
                        "SELECT code, game, options, host, open_seats, watchers, invited, seats, "
                        "watching, moves, last_move, result, heartbeat, rated, clock, to_move FROM "
                        "open_tables "
                        "WHERE "
                        "heartbeat >= ? ORDER BY last_move DESC, code LIMIT 1000");
    statement.bind(1, unix_now() - std::int64_t(fresh.count()));
    std::vector<OpenTable> tables;
    while (statement.step() == SQLITE_ROW) {
        OpenTable table;
        table.code = statement.text(0);
        table.game = statement.text(1);
        table.options = statement.text(2);
        table.host = statement.text(3);
        table.open_seats = statement.integer(4) != 0;
        table.watchers = statement.text(5);
        for (const auto& row : split_lines(statement.text(6)))
            table.invited.push_back(row[0]);
        for (auto& row : split_lines(statement.text(7))) {
            row.resize(3);
            table.seats.push_back({row[0], row[1], row[2]});
        }
        table.watching = int(statement.integer(8));
        table.moves = int(statement.integer(9));
        table.last_move = statement.integer(10);
        table.result = statement.text(11);
        table.heartbeat = statement.integer(12);
        table.rated = statement.integer(13) != 0;
        table.clock = statement.text(14);
        table.to_move = int(statement.integer(15));
        tables.push_back(std::move(table));
    }
    return tables;
}

Result<bool> Database::mark_present(std::string_view visit, std::int64_t player_id,
                                    std::string_view place) {
    Statement statement(db_,
                        "INSERT OR REPLACE INTO lobby_presence (session, player_id, place, seen) "
                        "VALUES (?, ?, ?, ?)");
    statement.bind(1, visit).bind(2, player_id).bind(3, place).bind(4, unix_now());
    if (statement.step() != SQLITE_DONE) return fail("cannot say who is here: " + error_of(db_));
    // What killed lobbies and tables left behind, an hour old, goes (the lists read less).
    run_once(db_, "DELETE FROM lobby_presence WHERE seen < ?", unix_now() - 3600);
    run_once(db_, "DELETE FROM open_tables WHERE heartbeat < ?", unix_now() - 3600);
    return true;
}

bool Database::mark_absent(std::string_view visit) {
    return run_once(db_, "DELETE FROM lobby_presence WHERE session = ?", visit);
}

std::vector<Presence> Database::present(std::chrono::seconds fresh) const {
    // One line a player, however many visits he has: the lobby's place first.
    Statement statement(db_,
                        "SELECT players.name, MIN(place) FROM lobby_presence JOIN players ON "
                        "players.id = lobby_presence.player_id WHERE seen >= ? GROUP BY "
                        "players.id ORDER BY players.name COLLATE NOCASE LIMIT 500");
    statement.bind(1, unix_now() - std::int64_t(fresh.count()));
    std::vector<Presence> people;
    while (statement.step() == SQLITE_ROW)
        people.push_back({statement.text(0), statement.text(1)});
    return people;
}

}  // namespace boardgames::store
