#pragma once
// What the server's administrator may have to answer for: sign-ups, bans, renames, keys
// removed, tables opened and closed, rated results. Each line goes to the database and to
// syslog (the "boardgames" tag), so that a ban can be read back in either place.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;

namespace boardgames::store {

class Transaction;

struct AuditLine {
    std::int64_t id = 0;
    std::string at;     // UTC, "2026-11-28 10:04:00"
    std::string actor;  // who did it: a player, "admin", or "table CODE"
    std::string event;  // what happened, in words
};

// The log in a Database (Database::audit()): a view of its connection.
class AuditLog {
  public:
    explicit AuditLog(sqlite3* connection) : db_(connection) {}

    // Writes the line now, in a transaction of its own, then tells syslog; false if the
    // database refused it (syslog is told all the same).
    bool record(std::string_view actor, std::string_view event);
    // Writes the line in the caller's open `transaction`, commits it, and once committed tells
    // syslog (a change rolled back is never logged); false if it did not commit.
    bool commit_with(Transaction& transaction, std::string_view actor, std::string_view event);
    // The latest `limit` lines, the newest last.
    std::vector<AuditLine> latest(int limit) const;

  private:
    bool insert(const std::string& actor, const std::string& event);

    sqlite3* db_;
};

}  // namespace boardgames::store
