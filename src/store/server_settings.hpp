#pragma once
// The limits of the game server, each with a safe default, that its administrator may change
// (`boardgames admin set NAME VALUE`): kept in the database, so every process of the server
// reads the same ones, and a lobby reads them as it starts.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

struct sqlite3;

namespace boardgames::store {

struct ServerSettings {
    int tables_per_player = 3;    // tables a player hosts, finished ones until they close
    int most_tables = 300;        // tables open on the server (a table is a process)
    int sessions_per_player = 3;  // lobby sessions of one player at once
    int invitations_per_hour = 20;
    int seeks_per_player = 3;            // seeks of one player waiting at once
    int reviews_per_hour = 6;            // the computer's reviews of a player's games an hour
    int signups_per_hour = 5;            // new players from one network an hour
    int ipv4_network_bits = 32;          // sign-ups are counted by network: an IPv4 /32,
    int ipv6_network_bits = 64;          // an IPv6 /64
    int rated_games_per_pair_a_day = 5;  // rated games between the same two in 24 hours
    int idle_minutes = 30;               // any screen of a session untouched this long ends it
    int memory_mb = 1024;                // each server process's address space
    int cpu_seconds = 3600;              // each server process's CPU time
    int open_files = 1024;               // each server process's open files (a table's
                                         // connections are capped below it, at 256)
    int processes = 2000;                // the service account's processes, all sessions'
    int correspondence_per_player = 50;  // correspondence games a player is in at once
    int most_correspondence = 100000;    // correspondence games on the server at once
    int vacation_days = 30;              // days a year a correspondence deadline may be late
    int tournaments_per_day = 2;         // tournaments a player creates in 24 hours
};

// A setting as the administrator names it, its bounds and what it is.
struct SettingDescription {
    std::string_view name;
    int ServerSettings::*value;
    int least;
    int most;
    std::string_view meaning;
};
const std::vector<SettingDescription>& setting_descriptions();

// The settings in a Database (Database::settings()): a view of its connection.
class Settings {
  public:
    explicit Settings(sqlite3* connection) : db_(connection) {}

    // The defaults, with what the administrator set over them.
    ServerSettings read() const;
    // Sets `name` to `value`; refused (with the reason) when there is no such setting or the
    // value is out of its bounds.
    Result<bool> set(std::string_view name, std::int64_t value);

  private:
    sqlite3* db_;
};

}  // namespace boardgames::store
