#pragma once
// The server's data in one SQLite database, kept by parts over its one connection: the players
// and the SSH keys that are them (Accounts), every finished table game (Archive), the players'
// ratings (Ratings), who is here (Presence), the tables open now (TableListing), the limits
// the administrator set (Settings), the seeks waiting for a game (Seeks), the tournaments
// (Tournaments), what he may have to answer for (AuditLog), the correspondence games waiting
// between moves (Correspondence) and the lobby's chat (LobbyChat).
// Many table processes write it at once: it runs in WAL mode with a busy timeout, every change
// is one transaction, and a schema version (SQLite's user_version) says which migrations ran.
// A killed process or a full disk leaves the last committed state (SQLite's own journal).

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>

#include "boardgames/core/result.hpp"
#include "store/accounts.hpp"
#include "store/archive.hpp"
#include "store/audit_log.hpp"
#include "store/correspondence.hpp"
#include "store/lobby_chat.hpp"
#include "store/presence.hpp"
#include "store/ratings.hpp"
#include "store/seeks.hpp"
#include "store/server_settings.hpp"
#include "store/table_listing.hpp"
#include "store/tournaments.hpp"

struct sqlite3;

namespace boardgames::store {

// Where the data lives by default: the XDG data folder of the user (server.db).
std::filesystem::path default_database_path();

// The connection: opened, migrated, closed. Its parts are reached through it
// (`database.accounts().player_named("alice")`): each a view of this connection, made on
// demand, used while the Database is open; a const Database gives const parts, which read.
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

    static constexpr int schema_version = 8;
    // A consistent copy of the whole database at `target` while the server runs (SQLite's
    // online backup, one read snapshot: writers go on meanwhile), written to a temporary file
    // beside it (mode 0600) and renamed over it; its size in bytes.
    Result<std::uintmax_t> back_up(const std::filesystem::path& target) const;
    int version() const;

    Accounts accounts() { return Accounts(db_); }
    const Accounts accounts() const { return Accounts(db_); }
    Archive archive() { return Archive(db_); }
    const Archive archive() const { return Archive(db_); }
    Ratings ratings() { return Ratings(db_); }
    const Ratings ratings() const { return Ratings(db_); }
    Presence presence() { return Presence(db_); }
    const Presence presence() const { return Presence(db_); }
    TableListing listing() { return TableListing(db_); }
    const TableListing listing() const { return TableListing(db_); }
    Settings settings() { return Settings(db_); }
    const Settings settings() const { return Settings(db_); }
    Correspondence correspondence() { return Correspondence(db_); }
    const Correspondence correspondence() const { return Correspondence(db_); }
    Seeks seeks() { return Seeks(db_); }
    const Seeks seeks() const { return Seeks(db_); }
    AuditLog audit() { return AuditLog(db_); }
    const AuditLog audit() const { return AuditLog(db_); }
    Tournaments tournaments() { return Tournaments(db_); }
    const Tournaments tournaments() const { return Tournaments(db_); }
    LobbyChat lobby_chat() { return LobbyChat(db_); }
    const LobbyChat lobby_chat() const { return LobbyChat(db_); }

  private:
    explicit Database(sqlite3* connection) : db_(connection) {}
    // A connection to `path` opened with SQLite's `flags`, waiting up to `busy_wait` for locks.
    static Result<std::unique_ptr<Database>> connect(const std::filesystem::path& path, int flags,
                                                     std::chrono::milliseconds busy_wait);
    Result<bool> migrate();

    sqlite3* db_;
};

}  // namespace boardgames::store
