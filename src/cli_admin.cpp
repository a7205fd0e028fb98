// `boardgames admin`: the game server's administrator's tools, run as the service account
// (`sudo -u play boardgames admin ...`): who is on, the players and their keys, bans, renames,
// keys removed, tables and tournaments closed, seeks listed and removed, sign-up limits lifted,
// the server's settings, the audit log, the lobby's chat read and its lines removed, and a
// backup taken while the server runs.

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <limits>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>

#include "admin_install.hpp"
#include "cli_commands.hpp"
#include "game_record.hpp"
#include "lobby/correspondence.hpp"
#include "lobby/lobby.hpp"
#include "lobby/lobby_tables.hpp"
#include "net/table_process.hpp"
#include "net/wire.hpp"
#include "store/database.hpp"
#include "text_wrap.hpp"

namespace boardgames::cli {
namespace {

constexpr int exit_ok = 0;

// The arguments every admin command shares, and those of each.
struct AdminArguments {
    std::string database = "/var/lib/boardgames/server.db";
    std::string name, other, reason, fingerprint, code, address, setting, target;
    std::int64_t value = 0;
    std::int64_t line = 0;
    int limit = 50;
    bool all = false;
};

std::unique_ptr<store::Database> open_server_database(const AdminArguments& arguments) {
    if (!std::filesystem::exists(arguments.database))
        throw BadInput{"no server database at " + arguments.database + " (--data names it)"};
    auto database = store::Database::open(arguments.database);
    if (!database) throw BadInput{database.error()};
    return std::move(database).value();
}

// The banned players' keys, where sshd's key command reads them (it may not read the
// database): rewritten whole, atomically, after every ban, lift and key removed.
void write_banned_keys(store::Database& database, const AdminArguments& arguments) {
    const std::filesystem::path path =
        lobby::banned_keys_path(std::filesystem::path(arguments.database));
    // Two administrators at once: each writes what the database says after his change, one
    // after the other.
    const int lock =
        ::open((path.string() + ".lock").c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (lock < 0 || ::flock(lock, LOCK_EX) != 0)
        throw BadInput{"cannot lock " + path.string() + ": " + std::strerror(errno)};
    std::string text;
    for (const std::string& fingerprint : database.accounts().banned_keys())
        text += fingerprint + '\n';
    // Readable by sshd's key command, which runs as another account: fingerprints only.
    const auto failed = write_file_atomically(path, text, 0644);
    ::close(lock);
    if (failed) throw BadInput{*failed};
}

// Ends the table's process (SIGTERM: the table saves and unlists itself), once it is sure the
// process listed is the table's and not another that took its PID since; BadInput if it
// cannot.
void end_table(store::Database& database, const store::OpenTable& table) {
    std::istringstream process(table.process);
    pid_t pid = 0;
    const bool there = process >> pid && pid > 1 && net::process_identity(pid) == table.process;
    if (there && ::kill(pid, SIGTERM) != 0)
        throw BadInput{"cannot end table " + table.code +
                       "'s process (run this as the service account)"};
    for (int waited = 0; there && waited < 50 && net::process_identity(pid) == table.process;
         ++waited)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    database.listing().unlist(table.code);
    database.audit().record("admin", "closed table " + table.code);
}

std::string when_text(std::int64_t unix_time) {
    if (unix_time <= 0) return "never";
    const std::time_t when = std::time_t(unix_time);
    std::tm utc{};
    gmtime_r(&when, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &utc);
    return text;
}

int who(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const auto people = database->presence().people(store::Presence::fresh_visit);
    out << people.size() << (people.size() == 1 ? " player" : " players") << " on\n";
    for (const store::PlayerHere& here : people)
        out << "  " << here.name << '\t' << here.place << '\n';
    const auto tables = database->listing().open_tables(store::TableListing::fresh_table);
    out << tables.size() << (tables.size() == 1 ? " table" : " tables") << " open\n";
    for (const store::OpenTable& table : tables) {
        out << "  " << table.code << '\t' << table.game << "\thost " << table.host << '\t'
            << table.moves << (table.moves == 1 ? " move" : " moves");
        if (!table.result.empty()) out << "\tover: " << table.result;
        out << '\n';
    }
    return exit_ok;
}

int players(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    for (const store::PlayerRecord& record : database->accounts().players(arguments.name)) {
        out << record.player.name << "\tjoined " << record.created.substr(0, 16) << "\tlast seen "
            << when_text(record.last_seen);
        if (record.banned) out << "\tBANNED: " << *record.banned;
        out << '\n';
        for (const store::PlayerKey& key : record.keys) {
            out << "  key " << key.fingerprint;
            if (!key.label.empty()) out << "  " << key.label;
            out << '\n';
        }
    }
    return exit_ok;
}

// Stops the table process serving a correspondence game, if one does, and waits for it to go.
void stop_correspondence_table(const store::CorrespondenceGame& game) {
    std::istringstream process(game.process);
    pid_t pid = 0;
    if (!(process >> pid) || pid <= 1 || !net::process_alive(game.process)) return;
    if (::kill(pid, SIGTERM) != 0)
        throw BadInput{"cannot end game " + game.code +
                       "'s process (run this as the service account)"};
    for (int waited = 0; waited < 50 && net::process_alive(game.process); ++waited)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
}

// A banned player's correspondence games end at once, each a loss for him, rather than keep his
// opponents waiting for deadlines he cannot meet: how many.
int end_correspondence_of(store::Database& database, const std::string& name) {
    int ended = 0;
    for (const store::CorrespondenceGame& listed : database.correspondence().of_player(name)) {
        stop_correspondence_table(listed);
        const auto game = database.correspondence().find(listed.code);
        if (!game) continue;
        std::string how = "was banned (";
        how += name;
        how += ')';
        if (lobby::end_correspondence(database, *game, name, how, "banned")) ++ended;
    }
    return ended;
}

int ban(const AdminArguments& arguments, std::ostream& out, bool banning) {
    auto database = open_server_database(arguments);
    const auto done = banning ? database->accounts().ban(arguments.name, arguments.reason)
                              : database->accounts().unban(arguments.name);
    if (!done) throw BadInput{done.error()};
    write_banned_keys(*database, arguments);
    int withdrawn = 0;  // from the tournaments he is in, as he can play in none of them
    if (banning)
        if (const auto player = database->accounts().player_named(arguments.name))
            withdrawn = database->tournaments().withdraw_everywhere(player->id);
    const int games_ended = banning ? end_correspondence_of(*database, arguments.name) : 0;
    int closed = 0;
    if (banning)  // the tables he hosts close with him
        for (const auto& table : database->listing().open_tables(store::TableListing::fresh_table))
            if (lobby::same_name(table.host, arguments.name)) {
                end_table(*database, table);
                ++closed;
            }
    out << arguments.name
        << (banning ? " is banned: sshd refuses his keys, a session of his ends within 10 s"
                    : " may come in again");
    if (closed > 0) out << "; " << closed << (closed == 1 ? " table" : " tables") << " closed";
    if (games_ended > 0)
        out << "; " << games_ended
            << (games_ended == 1 ? " correspondence game" : " correspondence games") << " lost";
    if (withdrawn > 0)
        out << "; withdrawn from " << withdrawn
            << (withdrawn == 1 ? " tournament" : " tournaments");
    out << '\n';
    return exit_ok;
}

// The tournaments, the newest first: those still on, or all with --all.
int tournaments(const AdminArguments& arguments, std::ostream& out) {
    const auto database = open_server_database(arguments);
    const auto listed = database->tournaments().list(!arguments.all, arguments.limit);
    if (listed.empty()) out << (arguments.all ? "no tournaments\n" : "no tournaments on\n");
    for (const store::Tournament& t : listed) {
        out << t.id << '\t' << store::state_word(t.state) << '\t'
            << store::format_word(t.spec.format) << '\t' << t.spec.game << '\t' << t.spec.name
            << "\tround " << t.round << " of " << t.rounds << '\t' << t.entrants
            << (t.entrants == 1 ? " player" : " players") << "\tby " << t.creator << '\n';
    }
    return exit_ok;
}

int close_tournament(const AdminArguments& arguments, std::ostream& out) {
    const auto database = open_server_database(arguments);
    const auto t = database->tournaments().tournament(arguments.value);
    if (!t) throw BadInput{"there is no tournament " + std::to_string(arguments.value)};
    if (const auto closed = database->tournaments().close(t->id); !closed)
        throw BadInput{closed.error()};
    std::string event = "closed tournament ";
    event += std::to_string(t->id);
    event += " (";
    event += t->spec.name;
    event += ')';
    database->audit().record("admin", event);
    out << "tournament " << t->id << " (" << t->spec.name << ") is closed\n";
    return exit_ok;
}

int rename(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    if (const auto done = database->accounts().rename(arguments.name, arguments.other); !done)
        throw BadInput{done.error()};
    out << arguments.name << " is now " << arguments.other
        << " (his past games keep the name they were played under)\n";
    return exit_ok;
}

int remove_key(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const auto owner = database->accounts().remove_key(arguments.fingerprint);
    if (!owner) throw BadInput{owner.error()};
    write_banned_keys(*database, arguments);
    out << "removed " << arguments.fingerprint << " from " << owner->name
        << " (it may sign up again as a new player; ban the player to keep it out)\n";
    return exit_ok;
}

int correspondence(const AdminArguments& arguments, std::ostream& out) {
    const auto database = open_server_database(arguments);
    const auto games = database->correspondence().all(arguments.limit);
    out << games.size() << (games.size() == 1 ? " correspondence game" : " correspondence games")
        << (int(games.size()) == arguments.limit ? " (the first; --limit for more)\n" : "\n");
    for (const store::CorrespondenceGame& game : games) {
        out << "  " << game.code << '\t' << game.game << '\t' << game.days << "d a move\t";
        for (std::size_t seat = 0; seat < game.players.size(); ++seat)
            out << (seat > 0 ? ", " : "") << game.sides[seat] << ' '
                << (game.players[seat].empty() ? std::string("free") : game.players[seat]);
        out << '\t' << game.moves << " moves\t"
            << (game.to_move.empty() ? std::string("nobody to move")
                                     : game.to_move + " to move by " + when_text(game.deadline))
            << (game.rated ? "\trated" : "") << (game.process.empty() ? "" : "\topen now") << '\n';
    }
    return exit_ok;
}

int close_table(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    // A correspondence game closes for good: its table stopped, the game neither archived nor
    // rated.
    if (const auto game = database->correspondence().find(arguments.code)) {
        stop_correspondence_table(*game);
        database->correspondence().remove(game->code);
        database->audit().record(
            "admin", "closed correspondence game " + game->code + " (" + game->game + ", unrated)");
        out << "correspondence game " << game->code << " is closed (not archived, unrated)\n";
        return exit_ok;
    }
    const auto tables = database->listing().open_tables(store::TableListing::fresh_table);
    const auto table = std::find_if(tables.begin(), tables.end(),
                                    [&](const auto& open) { return open.code == arguments.code; });
    if (table == tables.end()) throw BadInput{"no table " + arguments.code + " is open"};
    end_table(*database, *table);
    out << "table " << arguments.code << " is closed\n";
    return exit_ok;
}

int seeks(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const auto all = database->seeks().all();
    out << all.size() << (all.size() == 1 ? " seek" : " seeks") << " kept\n";
    for (const store::Seek& seek : all) {
        out << "  " << seek.id << '\t' << seek.player << '\t' << seek.game << '\t'
            << (seek.clock.empty() ? "no clock" : seek.clock) << '\t'
            << (seek.rated ? "rated" : "unrated") << "\trating " << seek.rating << '\t'
            << (seek.range == 0 ? std::string("any rating")
                                : "within " + std::to_string(seek.range))
            << '\t' << (seek.seat < 0 ? "either seat" : "seat " + std::to_string(seek.seat + 1))
            << "\tsince " << when_text(seek.made) << '\n';
    }
    return exit_ok;
}

int remove_seek(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const auto removed = database->seeks().remove(arguments.value);
    if (!removed) throw BadInput{removed.error()};
    out << "seek " << arguments.value << " of " << removed->player << " is removed\n";
    return exit_ok;
}

int lift(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const store::ServerSettings limits = database->settings().read();
    const std::string network =
        store::network_of(arguments.address, limits.ipv4_network_bits, limits.ipv6_network_bits);
    if (network == "unknown" && arguments.address != "unknown")
        throw BadInput{"'" + arguments.address + "' is not an address (or 'unknown')"};
    const int lifted = database->accounts().lift_signups(network);
    database->audit().record("admin", "lifted the sign-up limit of " + network);
    out << network << ": " << lifted << (lifted == 1 ? " sign-up" : " sign-ups") << " forgotten; "
        << limits.signups_per_hour << " more may come this hour\n";
    return exit_ok;
}

int settings(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const store::ServerSettings limits = database->settings().read();
    for (const store::SettingDescription& setting : store::setting_descriptions())
        out << setting.name << '\t' << limits.*setting.value << '\t' << setting.meaning << '\n';
    return exit_ok;
}

int set(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    if (const auto done = database->settings().set(arguments.setting, arguments.value); !done)
        throw BadInput{done.error()};
    database->audit().record("admin",
                             "set " + arguments.setting + " to " + std::to_string(arguments.value));
    out << arguments.setting << " is " << arguments.value
        << " (for sessions that start from now on)\n";
    return exit_ok;
}

int log(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    for (const store::AuditLine& line : database->audit().latest(arguments.limit))
        out << line.at << '\t' << line.actor << '\t' << line.event << '\n';
    return exit_ok;
}

int chat(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    for (const store::ChatLine& line : database->lobby_chat().latest(arguments.limit))
        out << line.id << '\t' << when_text(line.at) << '\t' << line.name << '\t' << line.text
            << '\n';
    return exit_ok;
}

// One line removed (--line), or every line of a player (--player).
int chat_remove(const AdminArguments& arguments, std::ostream& out) {
    if ((arguments.line > 0) == !arguments.name.empty())
        throw BadInput{"admin chat-remove: name a line (--line ID) or a player (--player NAME)"};
    auto database = open_server_database(arguments);
    if (arguments.line > 0) {
        const auto removed = database->lobby_chat().remove_line(arguments.line);
        if (!removed) throw BadInput{removed.error()};
        out << "removed line " << removed->id << " of " << removed->name << '\n';
        return exit_ok;
    }
    const auto removed = database->lobby_chat().remove_lines_of(arguments.name);
    if (!removed) throw BadInput{removed.error()};
    out << "removed " << *removed << (*removed == 1 ? " line" : " lines") << " of "
        << arguments.name << '\n';
    return exit_ok;
}

int backup(const AdminArguments& arguments, std::ostream& out) {
    auto database = open_server_database(arguments);
    const auto started = std::chrono::steady_clock::now();
    const auto size = database->back_up(arguments.target);
    if (!size) throw BadInput{size.error()};
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    out << "backed up to " << arguments.target << ": " << *size << " bytes in " << took.count()
        << " ms\n";
    return exit_ok;
}

// A tool: its subcommand, and what it runs once chosen.
struct Tool {
    CLI::App* command;
    std::function<int()> run;
};

// `admin install`: the recipe in one command, as root.
void add_install(CLI::App& admin, std::vector<Tool>& tools, std::ostream& out) {
    auto options = std::make_shared<InstallOptions>();
    auto no_reload = std::make_shared<bool>(false);
    CLI::App* install = admin.add_subcommand(
        "install",
        "As root: make the server's accounts, folders and database, and sshd's "
        "configuration for it (README's recipe in one command)");
    install->add_option("--account", options->account,
                        "The players' account: ssh ACCOUNT@host (default: play)");
    install->add_option("--keys-account", options->keys_account,
                        "The account that runs sshd's key command (default: boardgames-keys)");
    install->add_option("--data-folder", options->data_folder,
                        "The server's folder (default: /var/lib/boardgames)");
    install->add_option("--sshd-config", options->sshd_config,
                        "sshd's configuration (default: /etc/ssh/sshd_config)");
    install->add_option("--sshd-config-dir", options->sshd_config_dir,
                        "The folder it includes (default: /etc/ssh/sshd_config.d)");
    install->add_option("--sshd", options->sshd, "sshd itself (default: /usr/sbin/sshd)");
    install->add_flag("--no-reload", *no_reload, "Check sshd's configuration but do not reload it");
    tools.push_back({install, [options, no_reload, &out] {
                         options->reload = !*no_reload;
                         const auto started = std::chrono::steady_clock::now();
                         if (const auto done = install_server(*options, out); !done)
                             throw BadInput{"admin install: " + done.error()};
                         const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - started);
                         out << "done in " << took.count() << " ms: ssh " << options->account
                             << "@this-host opens the lobby\n";
                         return exit_ok;
                     }});
}

// The tools' subcommands on `admin`, each with --data and its own arguments, kept with what
// each runs.
class AdminTools {
  public:
    AdminTools(CLI::App& admin, std::ostream& out) : admin_(admin), out_(out) {}

    CLI::App* add(const char* name, const char* what,
                  int (*run)(const AdminArguments&, std::ostream&)) {
        CLI::App* command = admin_.add_subcommand(name, what);
        command->add_option("--data", arguments_->database,
                            "The server's database (default: /var/lib/boardgames/server.db)");
        tools_->push_back(
            {command, [arguments = arguments_, &out = out_, run] { return run(*arguments, out); }});
        return command;
    }
    AdminArguments& arguments() { return *arguments_; }
    std::vector<Tool>& tools() { return *tools_; }
    // The chosen tool's run.
    std::function<int()> runner() const {
        return [tools = tools_] {
            for (const Tool& chosen : *tools)
                if (*chosen.command) return chosen.run();
            return 2;
        };
    }

  private:
    CLI::App& admin_;
    std::ostream& out_;
    std::shared_ptr<AdminArguments> arguments_ = std::make_shared<AdminArguments>();
    std::shared_ptr<std::vector<Tool>> tools_ = std::make_shared<std::vector<Tool>>();
};

// The players: who is on, who they are, bans, names and keys.
void add_player_tools(AdminTools& tools) {
    AdminArguments& arguments = tools.arguments();
    tools.add("who", "Who is on and where, and the tables open", who);
    tools
        .add("players", "The players (or those whose name has PART), their keys and last visits",
             players)
        ->add_option("part", arguments.name, "Part of a name");
    auto* banning =
        tools.add("ban", "Ban a player: sshd refuses his keys; his session ends",
                  [](const AdminArguments& a, std::ostream& o) { return ban(a, o, true); });
    banning->add_option("name", arguments.name, "The player")->required();
    banning->add_option("reason", arguments.reason, "Why (the player is told)");
    tools
        .add("unban", "Lift a player's ban",
             [](const AdminArguments& a, std::ostream& o) { return ban(a, o, false); })
        ->add_option("name", arguments.name, "The player")
        ->required();
    auto* renaming = tools.add("rename", "Give a player another name", rename);
    renaming->add_option("name", arguments.name, "The player")->required();
    renaming->add_option("new-name", arguments.other, "His new name")->required();
    tools.add("remove-key", "Remove a key from its player", remove_key)
        ->add_option("fingerprint", arguments.fingerprint, "The key's SHA256 fingerprint")
        ->required();
    tools.add("lift", "Let an address's network sign up new players again this hour", lift)
        ->add_option("address", arguments.address, "An address of the network (or 'unknown')")
        ->required();
}

// The server: its tables, limits, log and backup.
void add_server_tools(AdminTools& tools) {
    AdminArguments& arguments = tools.arguments();
    tools
        .add("correspondence", "The correspondence games: players, whose move, by when",
             correspondence)
        ->add_option("--limit", arguments.limit, "At most this many (default 50)")
        ->check(CLI::Range(1, 10000000));
    tools
        .add(
            "close",
            "Close a table now (its game is saved as it stands), or a correspondence game for good",
            close_table)
        ->add_option("code", arguments.code, "The table's code")
        ->required();
    tools.add("seeks", "The seeks kept: each one's id, player, game, clock and range", seeks);
    tools.add("remove-seek", "Remove a seek (see `admin seeks`)", remove_seek)
        ->add_option("id", arguments.value, "The seek's id")
        ->required();
    auto* listing = tools.add("tournaments", "The tournaments on, the newest first", tournaments);
    listing->add_flag("--all", arguments.all, "Finished and closed ones too");
    listing->add_option("--limit", arguments.limit, "At most this many (default 50)")
        ->check(CLI::Range(1, 100000));
    tools.add("close-tournament", "Close a tournament now (no more rounds)", close_tournament)
        ->add_option("id", arguments.value, "The tournament's number")
        ->required();
    tools.add("settings", "The server's limits and what each is", settings);
    auto* setting = tools.add("set", "Change a limit (see `admin settings`)", set);
    setting->add_option("name", arguments.setting, "The setting")->required();
    setting->add_option("value", arguments.value, "Its new value")->required();
    tools.add("log", "The audit log, the newest last (syslog has it too)", log)
        ->add_option("--limit", arguments.limit, "At most this many lines (default 50)")
        ->check(CLI::Range(1, 1000000));
    tools.add("chat", "The lobby's chat, everyone's lines with their ids, the newest last", chat)
        ->add_option("--limit", arguments.limit, "At most this many lines (default 50)")
        ->check(CLI::Range(1, 1000000));
    auto* removing = tools.add(
        "chat-remove", "Remove a line of the lobby's chat, or a player's every line", chat_remove);
    removing->add_option("--line", arguments.line, "The line's id (see `admin chat`)")
        ->check(CLI::Range(std::int64_t(1), std::numeric_limits<std::int64_t>::max()));
    removing->add_option("--player", arguments.name, "The player whose lines go");
    tools.add("backup", "Copy the database while the server runs (SQLite's online backup)", backup)
        ->add_option("file", arguments.target, "Where the copy goes")
        ->required();
}

}  // namespace

Command admin_command(CLI::App& app, std::ostream& out) {
    CLI::App* admin = app.add_subcommand(
        "admin", "The game server's administrator's tools (run as its service account)");
    admin->require_subcommand(1, 1);
    AdminTools tools(*admin, out);
    add_player_tools(tools);
    add_server_tools(tools);
    add_install(*admin, tools.tools(), out);
    return {admin, tools.runner()};
}

}  // namespace boardgames::cli
