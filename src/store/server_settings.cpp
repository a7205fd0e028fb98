#include "store/server_settings.hpp"

#include <algorithm>

#include "store/statement.hpp"

namespace boardgames::store {

const std::vector<SettingDescription>& setting_descriptions() {
    static const std::vector<SettingDescription> descriptions{
        {"tables-per-player", &ServerSettings::tables_per_player, 0, 100,
         "tables a player hosts at once, finished ones until they close"},
        {"most-tables", &ServerSettings::most_tables, 0, 100000,
         "tables open on the server at once (each is a process)"},
        {"sessions-per-player", &ServerSettings::sessions_per_player, 1, 100,
         "sessions of one player at once"},
        {"invitations-per-hour", &ServerSettings::invitations_per_hour, 0, 10000,
         "invitations a player sends an hour"},
        {"seeks-per-player", &ServerSettings::seeks_per_player, 0, 100,
         "seeks of one player waiting in the lobby at once"},
        {"reviews-per-hour", &ServerSettings::reviews_per_hour, 0, 1000,
         "the computer's reviews of games a player asks for an hour"},
        {"signups-per-hour", &ServerSettings::signups_per_hour, 0, 10000,
         "new players from one network an hour"},
        {"ipv4-network-bits", &ServerSettings::ipv4_network_bits, 8, 32,
         "the IPv4 network sign-ups are counted by (/N)"},
        {"ipv6-network-bits", &ServerSettings::ipv6_network_bits, 16, 128,
         "the IPv6 network sign-ups are counted by (/N)"},
        {"rated-games-per-pair-a-day", &ServerSettings::rated_games_per_pair_a_day, 0, 1000,
         "rated games between the same two players in 24 hours"},
        {"idle-minutes", &ServerSettings::idle_minutes, 1, 24 * 60,
         "minutes untouched after which a session ends"},
        {"memory-mb", &ServerSettings::memory_mb, 128, 1 << 20,
         "address space of each server process, in MiB"},
        {"cpu-seconds", &ServerSettings::cpu_seconds, 10, 1 << 24,
         "CPU time of each server process, in seconds"},
        {"open-files", &ServerSettings::open_files, 32, 1 << 16,
         "open files of each server process"},
        {"processes", &ServerSettings::processes, 16, 1 << 20,
         "processes of the service account, every session's together"},
        {"correspondence-per-player", &ServerSettings::correspondence_per_player, 0, 1000,
         "correspondence games a player is in at once"},
        {"most-correspondence", &ServerSettings::most_correspondence, 0, 10000000,
         "correspondence games on the server at once"},
        {"vacation-days", &ServerSettings::vacation_days, 0, 365,
         "days a year a player's correspondence deadlines wait for him"},
        {"tournaments-per-day", &ServerSettings::tournaments_per_day, 0, 1000,
         "tournaments a player creates in 24 hours"},
    };
    return descriptions;
}

ServerSettings Settings::read() const {
    ServerSettings settings;
    Statement statement(db_, "SELECT name, value FROM server_settings");
    while (statement.step() == SQLITE_ROW) {
        const std::string name = statement.text(0);
        const std::int64_t value = statement.integer(1);
        for (const SettingDescription& setting : setting_descriptions())
            if (setting.name == name && value >= setting.least && value <= setting.most)
                settings.*setting.value = int(value);
    }
    return settings;
}

Result<bool> Settings::set(std::string_view name, std::int64_t value) {
    const auto& all = setting_descriptions();
    const auto setting = std::find_if(all.begin(), all.end(),
                                      [&](const SettingDescription& s) { return s.name == name; });
    if (setting == all.end()) return fail("there is no setting " + std::string(name));
    if (value < setting->least || value > setting->most)
        return fail(std::string(name) + " is from " + std::to_string(setting->least) + " to " +
                    std::to_string(setting->most));
    Statement statement(db_, "INSERT OR REPLACE INTO server_settings (name, value) VALUES (?, ?)");
    if (!statement.bind(1, name).bind(2, value).run())
        return fail("cannot write the setting: " + error_of(db_));
    return true;
}

}  // namespace boardgames::store
