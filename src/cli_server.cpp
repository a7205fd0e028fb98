// The game server's commands: its archive and ladder for scripts, the lobby where `ssh
// play@host` lands, and the keys sshd lets into it.

#include <chrono>
#include <cmath>
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>

#include "cli.hpp"
#include "cli_commands.hpp"
#include "game_record.hpp"
#include "lobby/lobby.hpp"
#include "lobby/lobby_tables.hpp"
#include "session.hpp"
#include "store/database.hpp"

namespace boardgames::cli {

// `boardgames archive`: the finished table games of the server's database, newest first, or
// one game's record.
Command archive_command(CLI::App& app, std::ostream& out) {
    struct Arguments {
        std::string game;
        std::string player;
        int limit = 50;
        std::int64_t show = 0;
        std::string database;
    };
    auto arguments = std::make_shared<Arguments>();
    CLI::App* archive =
        app.add_subcommand("archive", "List the finished table games, newest first");
    archive->add_option("--game", arguments->game, "Only this game's");
    archive->add_option("--player", arguments->player, "Only the games this player played");
    archive->add_option("--limit", arguments->limit, "At most this many (default 50)")
        ->check(CLI::Range(1, 100000));
    archive->add_option("--show", arguments->show, "Print the record of game ID")
        ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 62));
    archive->add_option("--data", arguments->database,
                        "The server's database (default: server.db in the data folder)");
    return {
        archive, [arguments, &out] {
            if (!arguments->game.empty()) game_named(arguments->game);
            const std::filesystem::path path = arguments->database.empty()
                                                   ? store::default_database_path()
                                                   : std::filesystem::path(arguments->database);
            auto database = store::Database::open_existing(path);
            if (!database) throw BadInput{database.error()};
            if (arguments->show > 0) {
                const auto game = (*database)->archive().game(arguments->show);
                if (!game)
                    throw BadInput{"no game " + std::to_string(arguments->show) +
                                   " in the archive"};
                out << game->record;
                return exit_ok;
            }
            const auto games = (*database)->archive().games(
                {.game = arguments->game, .player = arguments->player, .limit = arguments->limit});
            for (const store::ArchivedGame& game : games) {
                std::string players;
                for (const auto& [side, who] : game.seats)
                    players += (players.empty() ? "" : ", ") + side + " " + who;
                out << game.id << '\t' << game.finished << '\t' << game.game << '\t'
                    << moves_text(game.moves, game.seats.size()) << '\t' << players << '\t'
                    << game.result << '\n';
            }
            return exit_ok;
        }};
}

// `boardgames ratings GAME`: the game's ladder of the server's players, for scripts.
Command ratings_command(CLI::App& app, std::ostream& out) {
    struct Arguments {
        std::string game;
        int limit = 100;
        std::string database;
    };
    auto arguments = std::make_shared<Arguments>();
    CLI::App* ratings = app.add_subcommand(
        "ratings",
        "The players' ratings in a game (Glicko-2, from rated table games), highest first");
    ratings
        ->add_option("game", arguments->game,
                     "The game, and its options when not the defaults (\"rematch players=3\": "
                     "a team game has a ladder of its own)")
        ->required();
    ratings->add_option("--limit", arguments->limit, "At most this many (default 100)")
        ->check(CLI::Range(1, 100000));
    ratings->add_option("--data", arguments->database,
                        "The server's database (default: server.db in the data folder)");
    return {ratings, [arguments, &out] {
                const std::size_t space = arguments->game.find(' ');
                const GameInfo& info = game_named(arguments->game.substr(0, space));
                const auto values = parse_option_values(
                    info, space == std::string::npos ? "" : arguments->game.substr(space + 1));
                if (!values) throw BadInput{"ratings: " + values.error()};
                const std::string game = store::ladder_key(
                    info.name,
                    *values == info.default_options() ? "" : option_values_text(info, *values));
                const std::filesystem::path path = arguments->database.empty()
                                                       ? store::default_database_path()
                                                       : std::filesystem::path(arguments->database);
                auto database = store::Database::open_existing(path);
                if (!database) throw BadInput{database.error()};
                int rank = 0;
                for (const store::LadderEntry& entry :
                     (*database)->ratings().ladder(game, arguments->limit))
                    out << ++rank << '\t' << entry.name << '\t' << std::lround(entry.rating.rating)
                        << '\t' << std::lround(entry.rating.deviation) << '\t' << entry.games
                        << (entry.games == 1 ? " game\n" : " games\n");
                return exit_ok;
            }};
}
// `boardgames lobby`: where `ssh play@host` lands (see lobby/lobby.hpp).
Command lobby_command(CLI::App& app) {
    auto options = std::make_shared<lobby::LobbyOptions>();
    auto database = std::make_shared<std::string>();
    CLI::App* command = app.add_subcommand(
        "lobby", "The lobby of this host's game server: who you are, and the archive of games");
    command
        ->add_option("--ssh-key", options->ssh_key,
                     "The fingerprint of the SSH key that is you (sshd's forced command names it)")
        ->required();
    command->add_option("--data", *database,
                        "The server's database (default: server.db in the data folder)");
    auto idle_seconds = std::make_shared<int>(0);
    command
        ->add_option("--idle-limit", *idle_seconds,
                     "Seconds untouched after which the lobby ends (default: the server's "
                     "idle-minutes setting, 30 minutes unless set)")
        ->check(CLI::Range(1, 24 * 60 * 60));
    return {command, [options, database, idle_seconds] {
                options->database_path = database->empty() ? store::default_database_path()
                                                           : std::filesystem::path(*database);
                if (*idle_seconds > 0) options->idle_limit = std::chrono::seconds(*idle_seconds);
                return lobby::run_lobby(*options);
            }};
}

// `boardgames ssh-keys USER TYPE KEY FINGERPRINT`: sshd's AuthorizedKeysCommand for the server's
// service account (README's recipe): any key may come in, forced into the lobby as itself.
Command ssh_keys_command(CLI::App& app, std::ostream& out) {
    struct Arguments {
        std::string user, type, key, fingerprint;
        std::string account = "play";
        std::string database = "/var/lib/boardgames/server.db";
    };
    auto arguments = std::make_shared<Arguments>();
    CLI::App* command = app.add_subcommand(
        "ssh-keys", "For sshd's AuthorizedKeysCommand (%u %t %k %f): let any key into the lobby");
    command->add_option("user", arguments->user, "The account logged into (%u)")->required();
    command->add_option("type", arguments->type, "The key's type (%t)")->required();
    command->add_option("key", arguments->key, "The key, base64 (%k)")->required();
    command->add_option("fingerprint", arguments->fingerprint, "Its fingerprint (%f)")->required();
    command->add_option("--account", arguments->account,
                        "The service account whose keys these are (default: play)");
    command->add_option("--data", arguments->database,
                        "The server's database (default: /var/lib/boardgames/server.db)");
    return {command, [arguments, &out] {
                // Another account's keys are its own business (its authorized_keys); a banned
                // player's get no line, so sshd refuses them before any lobby runs.
                if (arguments->user != arguments->account ||
                    lobby::key_is_banned(arguments->database, arguments->fingerprint))
                    return exit_ok;
                std::error_code error;
                const std::filesystem::path program =
                    std::filesystem::read_symlink("/proc/self/exe", error);
                if (error) throw BadInput{"cannot tell where this program is: " + error.message()};
                const std::string line = lobby::authorized_key_line(
                    arguments->type, arguments->key, arguments->fingerprint, program.string(),
                    arguments->database);
                if (line.empty()) throw BadInput{"not a key as sshd gives it"};
                out << line << '\n';
                return exit_ok;
            }};
}

}  // namespace boardgames::cli
