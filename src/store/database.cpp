#include "store/database.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <array>
#include <string>
#include <string_view>

#include "game_record.hpp"
#include "store/statement.hpp"

namespace boardgames::store {
namespace {

// Migration N takes the schema from version N - 1 to N; each runs in one transaction.
constexpr std::array<std::string_view, 8> migrations{
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
    // 2: the tables open now, as each lists itself, who is in the lobby, the ratings (and
    // which games were rated), the codes that add a key and the sign-ups by address.
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
    // 3: what the administrator runs the server with: its settings, the audit log, bans, the
    // players' last visits and blocks, actions paced per hour, and each table's process.
    R"(
    CREATE TABLE server_settings (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
    );
    CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        event TEXT NOT NULL
    );
    ALTER TABLE players ADD COLUMN banned TEXT;
    ALTER TABLE players ADD COLUMN last_seen INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE paced_actions (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        at INTEGER NOT NULL
    );
    CREATE INDEX paced_actions_by_player ON paced_actions (player_id, kind, at);
    CREATE TABLE blocks (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        blocked_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        PRIMARY KEY (player_id, blocked_id)
    );
    ALTER TABLE open_tables ADD COLUMN process TEXT NOT NULL DEFAULT '';
    )",
    // 4: correspondence games (days a move), kept here between moves, and the vacation days
    // their players spent.
    R"(
    CREATE TABLE correspondence_games (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        host TEXT NOT NULL,
        days INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        open_seat INTEGER NOT NULL,
        seat_count INTEGER NOT NULL,
        sides TEXT NOT NULL,
        to_move TEXT NOT NULL,
        deadline INTEGER NOT NULL,
        last_move INTEGER NOT NULL,
        moves INTEGER NOT NULL,
        forfeit TEXT NOT NULL DEFAULT '',
        record TEXT NOT NULL,
        seats_file TEXT NOT NULL,
        process TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX correspondence_due ON correspondence_games (deadline) WHERE deadline > 0;
    CREATE INDEX correspondence_to_move ON correspondence_games (to_move COLLATE NOCASE);
    CREATE INDEX correspondence_lost ON correspondence_games (forfeit) WHERE forfeit != '';
    CREATE INDEX correspondence_open ON correspondence_games (id) WHERE open_seat != 0;
    CREATE TABLE correspondence_players (
        game_id INTEGER NOT NULL REFERENCES correspondence_games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX correspondence_by_player ON correspondence_players (name COLLATE NOCASE);
    CREATE TABLE vacation_days (
        player TEXT NOT NULL COLLATE NOCASE,
        year INTEGER NOT NULL,
        spent INTEGER NOT NULL,
        PRIMARY KEY (player, year)
    );
    )",
    // 5: seeks waiting in the lobby, and the news of a pairing for the other player's lobby.
    R"(
    CREATE TABLE seeks (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        visit TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        clock TEXT NOT NULL,
        rated INTEGER NOT NULL,
        rating INTEGER NOT NULL,
        rating_range INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        made INTEGER NOT NULL
    );
    CREATE INDEX seeks_by_game ON seeks (game, clock, made);
    CREATE INDEX seeks_by_player ON seeks (player_id);
    CREATE INDEX seeks_by_visit ON seeks (visit);
    CREATE TABLE pairing_news (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        opponent TEXT NOT NULL,
        note TEXT NOT NULL,
        made INTEGER NOT NULL
    );
    CREATE INDEX pairing_news_by_player ON pairing_news (player_id);
    )",
    // 6: tournaments, their entrants (a NULL player is the computer) and their rounds' games
    // (second_entrant 0 for a bye; result as store/tournaments.cpp words it).
    R"(
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        clock TEXT NOT NULL,
        format TEXT NOT NULL,
        planned_rounds INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        computer_level INTEGER NOT NULL,
        most_players INTEGER NOT NULL,
        state TEXT NOT NULL,
        created_by INTEGER NOT NULL REFERENCES players(id),
        created TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        round INTEGER NOT NULL DEFAULT 0,
        rounds INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX tournaments_by_creator ON tournaments (created_by, created_at);
    CREATE INDEX tournaments_by_state ON tournaments (state);
    CREATE TABLE tournament_entrants (
        id INTEGER PRIMARY KEY,
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
        rating INTEGER NOT NULL,
        seed INTEGER NOT NULL DEFAULT 0,
        withdrawn INTEGER NOT NULL DEFAULT 0,
        joined TEXT NOT NULL,
        UNIQUE (tournament_id, player_id)
    );
    CREATE INDEX tournament_entrants_by_player ON tournament_entrants (player_id);
    CREATE TABLE tournament_games (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        board INTEGER NOT NULL,
        first_entrant INTEGER NOT NULL,
        second_entrant INTEGER NOT NULL,
        result TEXT NOT NULL,
        table_code TEXT NOT NULL DEFAULT '',
        game_id INTEGER REFERENCES games(id),
        PRIMARY KEY (tournament_id, round, board)
    );
    )",
    // 7: the lobby's chat and each player's allowance of it, the names players give their keys
    // (and a key a code adds), and each archived seat's score and its game's ladder (a
    // player's page counts his wins, draws and losses by them).
    R"(
    CREATE TABLE lobby_chat (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        at INTEGER NOT NULL,
        text TEXT NOT NULL
    );
    CREATE TABLE chat_allowance (
        player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        lines REAL NOT NULL,
        checked_ms INTEGER NOT NULL
    );
    ALTER TABLE player_keys ADD COLUMN label TEXT NOT NULL DEFAULT '';
    ALTER TABLE key_codes ADD COLUMN label TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN ladder TEXT NOT NULL DEFAULT '';
    ALTER TABLE game_seats ADD COLUMN score REAL;
    )",
    // 8: a finished game's table finds the tournament's game waiting for its result there.
    R"(
    CREATE INDEX tournament_games_by_table ON tournament_games (table_code);
    )",
};

// The database and its WAL files are the service account's alone (mode 0600; SQLite gives its
// WAL files the database's mode): made so when created, and an older one made so now. On a
// descriptor, never a path, which a link could turn elsewhere. A file that may be open already
// is opened with O_PATH only: closing any other descriptor of it would drop every POSIX lock this
// process holds on it, SQLite's too (another connection of the process: a table's listing while
// it archives, a lobby's presence), and a connection closing elsewhere would then take itself
// for the last one and delete the WAL under the others, whose writes would be lost.
std::string keep_private(const std::filesystem::path& path) {
    const int created =
        ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (created >= 0)
        ::close(created);  // new: nobody holds a lock on it
    else if (errno != EEXIST)
        return "cannot open " + path.string() + ": " + std::strerror(errno);
    for (const std::string suffix : {"", "-wal", "-shm"}) {
        const std::string file = path.string() + suffix;
        const int descriptor = ::open(file.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
        if (descriptor < 0) continue;  // not there yet
        struct stat status {};
        const bool regular = ::fstat(descriptor, &status) == 0 && S_ISREG(status.st_mode);
        if (regular && status.st_uid == ::geteuid() && (status.st_mode & 077) != 0)
            ::chmod(("/proc/self/fd/" + std::to_string(descriptor)).c_str(), status.st_mode & 0700);
        ::close(descriptor);
        if (!regular && suffix.empty()) return "cannot open " + path.string() + ": not a file";
    }
    return {};
}

}  // namespace

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
    if (const std::string problem = keep_private(path); !problem.empty()) return fail(problem);
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

Result<std::uintmax_t> Database::back_up(const std::filesystem::path& target) const {
    const std::filesystem::path partial = target.string() + ".partial";
    ::unlink(partial.c_str());  // a copy an earlier backup left unfinished
    const int created =
        ::open(partial.c_str(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (created < 0) return fail("cannot write " + partial.string() + ": " + std::strerror(errno));
    ::close(created);
    sqlite3* copy = nullptr;
    std::string problem;
    if (sqlite3_open_v2(partial.c_str(), &copy, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW,
                        nullptr) != SQLITE_OK) {
        problem = copy ? error_of(copy) : "out of memory";
    } else if (sqlite3_backup* backup = sqlite3_backup_init(copy, "main", db_, "main")) {
        // Every page in one step: one read snapshot, so the copy is the database at one moment.
        const int stepped = sqlite3_backup_step(backup, -1);
        sqlite3_backup_finish(backup);
        if (stepped != SQLITE_DONE) problem = sqlite3_errstr(stepped);
        // The copy in one file, whatever journal the server uses: a file to keep elsewhere.
        else if (sqlite3_exec(copy, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr) !=
                 SQLITE_OK)
            problem = error_of(copy);
    } else {
        problem = error_of(copy);
    }
    sqlite3_close_v2(copy);
    std::error_code error;
    if (problem.empty()) std::filesystem::rename(partial, target, error);
    if (!problem.empty() || error) {
        std::filesystem::remove(partial, error);
        return fail("cannot back up to " + target.string() + ": " +
                    (problem.empty() ? error.message() : problem));
    }
    return std::filesystem::file_size(target, error);
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

}  // namespace boardgames::store
