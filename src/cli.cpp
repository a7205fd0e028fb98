#include "cli.hpp"
#include "cli_commands.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "boardgames/core/notation.hpp"
#include "boardgames/play/registry.hpp"
#include "engine.hpp"
#include "game_record.hpp"
#include "net/table.hpp"
#include "net/table_client.hpp"
#include "net/table_process.hpp"
#include "review.hpp"
#include "rules_text.hpp"
#include "session.hpp"
#include "text_board.hpp"
#include "ui/game_app.hpp"
#include "ui/terminal.hpp"

namespace boardgames {
namespace cli {

const GameInfo& game_named(const std::string& name) {
    if (const GameInfo* info = find_game(name)) return *info;
    std::string known;
    for (const GameInfo& info : registered_games())
        known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw BadInput{"unknown game '" + name + "' (games: " + known + ")"};
}

std::vector<int> options_named(const GameInfo& info, const std::vector<std::string>& texts) {
    std::string joined;
    for (const std::string& text : texts)
        joined += text + ' ';
    auto values = parse_option_values(info, joined);
    if (!values) throw BadInput{"--option: " + values.error()};
    return std::move(values).value();
}

}  // namespace cli

namespace {

using cli::BadInput;
using cli::Command;
using cli::contest_command;
using cli::game_named;
using cli::options_named;

// The match a scripted command works on: the game, from --position, after the --play moves.
std::unique_ptr<AnyMatch> reach_position(const std::string& game, const std::string& position,
                                         const std::string& play) {
    const GameInfo& info = game_named(game);
    auto match = info.new_match(info, position);
    if (!match) throw BadInput{"bad position '" + position + "': " + match.error()};
    std::unique_ptr<AnyMatch> reached = std::move(match).value();
    int ply = 0;
    for (const std::string& move : split_words(play)) {
        ++ply;
        const auto played = reached->play(move);
        if (!played) throw BadInput{"ply " + std::to_string(ply) + ": " + played.error()};
    }
    return reached;
}

struct ScriptedArguments {
    std::string game;
    std::string position;
    std::string play;
    int depth = 0;
};

CLI::App* add_scripted(CLI::App& app, const char* name, const char* description,
                       ScriptedArguments& arguments) {
    CLI::App* command = app.add_subcommand(name, description);
    command->add_option("game", arguments.game, "The game (see `boardgames list`)")->required();
    command->add_option("--position", arguments.position,
                        "Start from this position string instead of the standard start");
    command->add_option("--play", arguments.play,
                        "Play these moves first (space-separated, in notation)");
    return command;
}

// The index of `name` among `names`, or a BadInput naming the choices.
template <class Names>
int index_named(const Names& names, const std::string& name, const std::string& what,
                const char* option) {
    std::string choices;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name) return int(i);
        choices += (choices.empty() ? "" : ", ") + std::string(names[i]);
    }
    throw BadInput{std::string(option) + ": '" + name + "' is not " + what + " (" + choices + ")"};
}

std::vector<std::string> seat_names(const std::vector<Seat>& seats) {
    std::vector<std::string> names;
    for (const Seat& seat : seats)
        names.push_back(seat.name);
    return names;
}

// What the command line says of the people at the table.
struct SeatArguments {
    std::string mode = "hc";
    std::string side;                  // the seat the person plays in Human v Computer
    std::vector<std::string> players;  // SEAT=human|ai:N
    std::vector<std::string> options;  // NAME=VALUE
    std::string first;
    int series = 0;                    // first to N points; 0: a single game
    int people_seated = 0;             // --players N: the game's "players" option; 0: its default
    bool host = false;                 // --host: open a table for players at other terminals
    std::vector<std::string> invited;  // --invite NAME,...: who may sit at it
    bool open_seats = false;           // --public: anyone on the host may sit
    std::string watchers;              // --watchers invited|anyone|nobody
    std::string clock;                 // --clock 10+5: the players' clock at the table
};

// Plays at table `code` in this terminal until the player leaves. Without `socket`, the
// table is this host's, in the tables folder (checked first: a folder someone else owns could
// hold anyone's table).
int play_at_table(const std::string& typed_code, const std::string& socket,
                  net::Attendance attendance, ui::AppOptions options, std::ostream& err) {
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) throw BadInput{"playing needs a terminal"};
    const std::string code = net::normal_code(typed_code);
    if (!net::is_table_code(code))
        throw BadInput{"'" + typed_code + "' is not a table code (six letters and digits, as " +
                       "the host's screen shows it)"};
    net::TableClient::Address address{std::filesystem::path(socket), !socket.empty()};
    if (socket.empty()) {
        const auto directory = net::check_table_directory(false);
        if (!directory) throw BadInput{directory.error()};
        address.socket = net::table_socket_path(code);
    }
    auto client = net::TableClient::connect(
        code, address, attendance, std::chrono::seconds(5),
        [&err](const std::string& news) { err << "boardgames: " << news << std::endl; });
    if (!client) throw BadInput{client.error()};
    try {
        return ui::run_table_app(std::move(client).value(), std::move(options));
    } catch (const ui::TerminalUnusable& unusable) {
        err << "boardgames: " << unusable.reason << '\n';
        return exit_bad_input;
    }
}

// Opens a table for `session` in a process of its own and joins it at `host_seat`.
int host_table(Session session, std::vector<net::SeatRecord> seats, int host_seat,
               net::TableAccess access, std::optional<net::TableClock> clock,
               ui::AppOptions options, std::ostream& err) {
    const auto directory = net::check_table_directory(true);
    if (!directory) throw BadInput{directory.error()};
    std::string code;
    do
        code = net::new_table_code();
    while (std::filesystem::exists(net::table_socket_path(code)));
    net::SeatRecord& host = seats[std::size_t(host_seat)];
    host.token = net::new_token();
    host.uid = ::getuid();
    host.name = net::login_name(host.uid);
    // The host's own table runs as the host: its token goes back to it.
    net::store_token(code, host.token, host.uid);
    net::TableSetup setup{.code = code,
                          .session = std::move(session),
                          .seats = std::move(seats),
                          .access = std::move(access),
                          .record_path = net::table_record_path(code),
                          .socket_path = net::table_socket_path(code),
                          .clock = std::move(clock)};
    std::string invited;
    for (const net::Person& person : setup.access.invited)
        invited += (invited.empty() ? "" : ", ") + person.name;
    const std::string joins = "join with: boardgames join " + code;
    const std::string greeting = setup.access.open_seats ? "anyone here may " + joins
                                 : invited.empty()       ? "others " + joins + " (you let them sit)"
                                                         : invited + " " + joins;
    // A new game of a game with arranging: everyone arranges at his own screen, unseen.
    if (options.arrange && setup.session.game().arrange)
        setup.arrangement.emplace(setup.session.game(), setup.session.match().position());
    if (const auto failed = net::start_table_process(std::move(setup))) throw BadInput{*failed};
    options.greeting = "code: " + code + "   " + greeting;
    return play_at_table(code, "", net::Attendance::Join, options, err);
}

// Who may sit and watch at a table the command line opens.
net::TableAccess table_access(const SeatArguments& seating) {
    net::TableAccess access;
    access.host = {::getuid(), net::login_name(::getuid())};
    access.open_seats = seating.open_seats;
    for (const std::string& listed : seating.invited) {
        std::istringstream names(listed);
        for (std::string name; std::getline(names, name, ',');) {
            if (name.empty()) continue;
            const auto person = net::person_named(name);
            if (!person) throw BadInput{"--invite: " + person.error()};
            if (person->uid == access.host.uid) continue;  // the host sits anyway
            access.invited.push_back(*person);
        }
    }
    const std::string watchers = !seating.watchers.empty() ? seating.watchers
                                 : seating.open_seats      ? "anyone"
                                                           : "invited";
    const auto policy = net::watch_policy_named(watchers);
    if (!policy) throw BadInput{"--watchers: '" + watchers + "' is not invited, anyone or nobody"};
    access.watchers = *policy;
    return access;
}

// The game to play: loaded from `load_file`, or started from `position` (or the standard
// start, with the options and first mover chosen).
Session starting_session(const GameInfo& info, const std::string& position,
                         const std::string& load_file, const SeatArguments& seating) {
    if (!load_file.empty()) {
        if (!position.empty() || !seating.first.empty() || !seating.options.empty() ||
            seating.people_seated > 0 || seating.series > 0)
            throw BadInput{
                "--load cannot be combined with --position, --first, --option, "
                "--players or --series (a saved game keeps its own series)"};
        const auto text = read_text_file(load_file);
        if (!text) throw BadInput{text.error()};
        const auto record = read_record(*text);
        if (!record) throw BadInput{load_file + ": " + record.error()};
        if (record->game != info.name)
            throw BadInput{load_file + " is a game of " + record->game + ", not " +
                           std::string(info.name)};
        auto loaded = Session::from_record(*record);
        if (!loaded) throw BadInput{load_file + ": " + loaded.error()};
        return std::move(loaded).value();
    }
    std::vector<std::string> option_texts = seating.options;
    if (seating.people_seated > 0) {
        if (info.option_index("players") < 0)
            throw BadInput{"--players: " + std::string(info.title) + " is always played by " +
                           std::to_string(info.mover_names.size()) + " players"};
        option_texts.push_back("players=" + std::to_string(seating.people_seated));
    }
    const std::vector<int> values = options_named(info, option_texts);
    std::string start = position;
    if (!seating.first.empty()) {
        if (!position.empty()) throw BadInput{"--first cannot be combined with --position"};
        const int first =
            index_named(info.mover_names, seating.first, "who may move first", "--first");
        start = info.start_position(first, values);
    }
    auto started = Session::start(info, start, values);
    if (!started) throw BadInput{started.error()};
    return std::move(started).value();
}

// Who plays which seat: --mode, --side and --player SEAT=human|ai:N, and a series' target.
void seat_occupants(const Session& session, const SeatArguments& seating, ui::AppOptions& options) {
    const std::vector<std::string> seats = seat_names(session.seats());
    options.mode = seating.mode == "cc"   ? Mode::ComputerVsComputer
                   : seating.mode == "hh" ? Mode::HumanVsHuman
                                          : Mode::HumanVsComputer;
    options.human_side =
        seating.side.empty() ? 0 : index_named(seats, seating.side, "a seat", "--side");
    for (const std::string& assignment : seating.players) {
        const std::size_t equals = assignment.find('=');
        if (equals == std::string::npos)
            throw BadInput{"--player: expected SEAT=human or SEAT=ai:N, not '" + assignment + "'"};
        const int seat = index_named(seats, assignment.substr(0, equals), "a seat", "--player");
        const auto occupant = Occupant::parse(assignment.substr(equals + 1));
        if (!occupant) throw BadInput{"--player: " + occupant.error()};
        options.seat_occupants.emplace_back(seat, *occupant);
    }
    options.series_target = seating.series;
}

// Everything from the command line is checked before the terminal is taken over, so a bad
// argument never leaves the screen half set up.
int play_interactively(const std::string& game, const std::string& position,
                       const std::string& load_file, const SeatArguments& seating,
                       ui::AppOptions options, std::ostream& err) {
    const GameInfo& info = game_named(game);
    if (!seating.first.empty() && !info.players_choose_first)
        throw BadInput{"--first: the rules of " + std::string(info.title) +
                       " say who moves first (" + info.new_match(info, "").value()->mover_name() +
                       "); there is nothing to choose"};
    Session session = starting_session(info, position, load_file, seating);
    seat_occupants(session, seating, options);
    // Perfect play only where the game is solved.
    bool perfect_asked = options.level > info.most_level();
    for (const auto& [seat, occupant] : options.seat_occupants)
        perfect_asked =
            perfect_asked || (occupant.computer() && occupant.level > info.most_level());
    if (perfect_asked)
        throw BadInput{"level 6 plays perfectly, where the game is solved (RAPS); " +
                       std::string(info.title) + " has levels 1 to 5"};
    if (options.tutorial && (!position.empty() || !load_file.empty() || seating.host))
        throw BadInput{"--tutorial starts from its own positions: it cannot be combined with " +
                       std::string(seating.host       ? "--host"
                                   : position.empty() ? "--load"
                                                      : "--position")};
    options.arrange = position.empty() && load_file.empty() && !options.tutorial;
    options.offer_resume = options.arrange;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
        throw BadInput{"playing needs a terminal; for scripts use moves, show or perft"};
    if (!seating.host && (!seating.invited.empty() || seating.open_seats ||
                          !seating.watchers.empty() || !seating.clock.empty()))
        throw BadInput{"--invite, --public, --watchers and --clock describe a table: add --host"};
    if (seating.host) {
        // A series at a table: after each game, n goes on to the next (everyone one seat on).
        if (seating.series > 0) session.start_series(seating.series);
        net::TableAccess access = table_access(seating);
        // The host's seat is --side's; --player SEAT=ai:N seats the table's computer; every
        // other seat waits for a person.
        std::vector<net::SeatRecord> seats(session.seats().size());
        for (const auto& [seat, occupant] : options.seat_occupants)
            if (occupant.computer()) seats[std::size_t(seat)].computer_level = occupant.level;
        const int host_seat = options.human_side;
        if (seats[std::size_t(host_seat)].computer_level > 0)
            throw BadInput{"--player: you sit at " + session.seat_name(host_seat) +
                           " as the host; choose another seat with --side"};
        std::optional<net::TableClock> clock;
        if (!seating.clock.empty()) {
            const auto spec = net::ClockSpec::parse(seating.clock);
            if (!spec) throw BadInput{"--clock: " + spec.error()};
            clock = net::TableClock(*spec, seats.size());
        }
        return host_table(std::move(session), std::move(seats), host_seat, std::move(access),
                          std::move(clock), options, err);
    }
    try {
        return ui::run_app(std::move(session), options);
    } catch (const ui::TerminalUnusable& unusable) {
        err << "boardgames: " << unusable.reason << '\n';
        return exit_bad_input;
    }
}

// moves, show and perft: a position reached from a game's start (or a position string) by
// moves, then printed by `print`.
Command scripted_command(CLI::App& app, const char* name, const char* description,
                         std::function<void(const AnyMatch&, int depth)> print) {
    auto arguments = std::make_shared<ScriptedArguments>();
    CLI::App* command = add_scripted(app, name, description, *arguments);
    if (std::string_view(name) == "perft")  // after the game: positionals go in order
        command->add_option("depth", arguments->depth, "Number of moves")
            ->required()
            ->check(CLI::Range(0, 64));
    return {command, [arguments, print] {
                const auto match =
                    reach_position(arguments->game, arguments->position, arguments->play);
                print(*match, arguments->depth);
                return exit_ok;
            }};
}

// join and watch: a table at another terminal, in this one.
Command table_command(CLI::App& app, net::Attendance attendance, ui::AppOptions& ui_options,
                      std::ostream& err) {
    struct Arguments {
        std::string code;
        std::string socket;
    };
    auto arguments = std::make_shared<Arguments>();
    const bool join = attendance == net::Attendance::Join;
    CLI::App* command =
        join ? app.add_subcommand("join", "Take a seat at a table another terminal opened")
             : app.add_subcommand("watch", "Follow a table's game without a seat");
    command
        ->add_option("code", arguments->code,
                     join ? "The table's code, as the host's screen shows it" : "The table's code")
        ->required();
    command->add_option("--socket", arguments->socket,
                        join ? "The table's socket, where it is not this host's (forwarded by "
                               "ssh -L)"
                             : "The table's socket (forwarded by ssh -L)");
    command->add_flag("--bell", ui_options.bell,
                      "Ring the terminal's bell when it is your turn, or someone asks or knocks");
    return {command, [arguments, attendance, &ui_options, &err] {
                return play_at_table(arguments->code, arguments->socket, attendance, ui_options,
                                     err);
            }};
}

Command reopen_command(CLI::App& app, std::ostream& out) {
    auto code = std::make_shared<std::string>();
    CLI::App* reopen =
        app.add_subcommand("reopen", "Open a table again from its record (after it stopped)");
    reopen->add_option("code", *code, "The table's code")->required();
    return {reopen, [code, &out] {
                // The table alone: the players' screens still running find it by themselves
                // (taking a seat here would race them for it), the others join again.
                const std::string table = net::normal_code(*code);
                auto setup = net::reopen_setup(table);
                if (!setup) throw BadInput{setup.error()};
                const auto directory = net::check_table_directory(true);
                if (!directory) throw BadInput{directory.error()};
                if (const auto failed = net::start_table_process(std::move(setup).value()))
                    throw BadInput{*failed};
                out << "table " << table << " is open again: its players' screens come back "
                    << "by themselves; anyone else rejoins with: boardgames join " << table << '\n';
                return exit_ok;
            }};
}

Command engine_command(CLI::App& app, std::ostream& out, std::ostream& err) {
    auto game = std::make_shared<std::string>();
    CLI::App* engine = app.add_subcommand(
        "engine", "Speak the Universal Game Interface (UGI) on standard input and output");
    engine->add_option("game", *game, "The game")->required();
    return {engine,
            [game, &out, &err] { return run_engine(game_named(*game), std::cin, out, err); }};
}

Command list_command(CLI::App& app, std::ostream& out) {
    return {app.add_subcommand("list", "List the games"), [&out] {
                // The titles in one column, three spaces past the longest name.
                std::size_t widest = 0;
                for (const GameInfo& info : registered_games())
                    widest = std::max(widest, info.name.size());
                for (const GameInfo& info : registered_games())
                    out << info.name << std::string(widest + 3 - info.name.size(), ' ')
                        << info.title << ": " << info.summary << '\n';
                return exit_ok;
            }};
}

Command rules_command(CLI::App& app, std::ostream& out) {
    struct Arguments {
        std::string game;
        int figure = 0;
    };
    auto arguments = std::make_shared<Arguments>();
    CLI::App* rules = app.add_subcommand("rules", "Print a game's rules");
    rules->add_option("game", arguments->game, "The game")->required();
    rules->add_option("--figure", arguments->figure, "Print only figure N of the rules")
        ->check(CLI::Range(1, 999));
    return {rules, [arguments, &out] {
                const GameInfo& info = game_named(arguments->game);
                if (arguments->figure == 0) {
                    out << rules_with_figures(info);
                    return exit_ok;
                }
                const auto scene = figure_scene(info, std::size_t(arguments->figure - 1));
                if (!scene)
                    throw BadInput{"--figure " + std::to_string(arguments->figure) + ": " +
                                   scene.error()};
                out << figure_text(*scene);
                return exit_ok;
            }};
}

// `boardgames review GAME --load FILE`: the computer's review of a saved game, as text.
Command review_command(CLI::App& app, std::ostream& out) {
    struct Arguments {
        std::string game;
        std::string load;
        int level = 4;
    };
    auto arguments = std::make_shared<Arguments>();
    CLI::App* review = app.add_subcommand(
        "review", "The computer's review of a saved game: each move's evaluation and mark");
    review->add_option("game", arguments->game, "The game")->required();
    review->add_option("--load", arguments->load, "The saved game (a game record)")->required();
    review
        ->add_option("--level", arguments->level,
                     "How long each position is searched: a level's budget, 1 to 5 (default 4)")
        ->check(CLI::Range(1, 5));
    return {review, [arguments, &out] {
                const GameInfo& info = game_named(arguments->game);
                const auto text = read_text_file(arguments->load);
                if (!text) throw BadInput{arguments->load + ": " + text.error()};
                const auto record = read_record(*text);
                if (!record) throw BadInput{arguments->load + ": " + record.error()};
                if (record->game != info.name)
                    throw BadInput{arguments->load + " is a game of " + record->game + ", not " +
                                   std::string(info.name)};
                const auto reviewed = review_game(*record, review_limits(info, arguments->level));
                if (!reviewed) throw BadInput{arguments->load + ": " + reviewed.error()};
                out << review_report(*reviewed);
                return exit_ok;
            }};
}

// What `boardgames GAME ...` is given: the game to play and how.
struct PlayArguments {
    std::string game;
    std::string position;
    std::string load_file;
    SeatArguments seating;
    ui::AppOptions ui;
};

void add_play_options(CLI::App& app, PlayArguments& play) {
    SeatArguments& seating = play.seating;
    app.add_option("game", play.game, "Play this game in the terminal");
    app.add_option("--position", play.position, "Start the game from this position string");
    app.add_option("--load", play.load_file, "Resume a saved game record");
    app.add_option("--mode", seating.mode,
                   "hc: human v computer (default), cc: computer v computer, hh: humans only")
        ->check(CLI::IsMember({"hc", "cc", "hh"}));
    app.add_option("--side", seating.side,
                   "The seat you play against the computer (default: the first)");
    app.add_option("--player", seating.players,
                   "SEAT=human or SEAT=ai:N: who plays a seat (repeatable; after --mode)");
    app.add_option("--option", seating.options,
                   "NAME=VALUE: a game option, such as players=3 (repeatable)");
    app.add_option("--players", seating.people_seated,
                   "Players at the table, in games that offer a choice (ReMATCH: 2 or 3); the "
                   "same as --option players=N");
    app.add_option("--series", seating.series, "Play a series: first to N points")
        ->check(CLI::Range(1, 99));
    app.add_option("--first", seating.first,
                   "Who moves first in the standard start, in games that let the players choose");
    app.add_option("--level", play.ui.level,
                   "The computer's level: 1 (a beginner) to 5 (the strongest), 6 perfect where "
                   "the game is solved (RAPS); default 3")
        ->check(CLI::Range(1, perfect_level));
    app.add_option("--seed", play.ui.seed, "Seed of the computer's random choices (0: the clock)");
    app.add_flag("--tutorial", play.ui.tutorial,
                 "Begin with a walkthrough: the rules' figures, each asking for a move");
    app.add_flag("--host", seating.host,
                 "Open a table for players at other terminals: it shows a code they join with "
                 "`boardgames join CODE`; --side is your seat, --player SEAT=ai:N the computer's");
    app.add_option("--invite", seating.invited,
                   "With --host: the login names who may take the free seats (bob,carol); "
                   "anyone else who joins knocks, and you let them sit or not");
    app.add_option("--clock", seating.clock,
                   "With --host: the players' clock, MINUTES+SECONDS (10+5: ten minutes each, "
                   "five seconds added a move) or SECONDSs (30s a move); out of time loses")
        ->check(CLI::Validator(
            [](const std::string& text) {
                return text.empty() ? std::string("a clock is MINUTES+SECONDS or SECONDSs")
                                    : std::string{};
            },
            "CLOCK"));
    app.add_flag("--bell", play.ui.bell,
                 "With --host: ring the terminal's bell when it is your turn, or someone asks "
                 "or knocks");
    app.add_flag("--public", seating.open_seats,
                 "With --host: anyone on this host may take a free seat");
    app.add_option("--watchers", seating.watchers,
                   "With --host: who may watch: invited (the default), anyone (the default with "
                   "--public) or nobody");
    app.add_option("--delay", play.ui.demo_delay_ms,
                   "Milliseconds between moves of a computer-v-computer demo")
        ->check(CLI::Range(0, 60000));
}

// Parses the command line into `app`: nothing when the program goes on, else its exit status
// (after the help, the version, or a mistake in the arguments).
std::optional<int> parse_command_line(CLI::App& app, int argc, const char* const* argv,
                                      std::ostream& out, std::ostream& err) {
    // `boardgames tactica rules` is read as `boardgames rules tactica`: a player names the game
    // first, and every command that takes a game takes it either way.
    std::vector<const char*> arguments(argv, argv + argc);
    if (argc >= 3 && find_game(argv[1]) != nullptr) {
        const std::string named = argv[2];
        const auto takes_a_game = [&named](const CLI::App* command) {
            return command->get_name() == named && command->get_option_no_throw("game") != nullptr;
        };
        if (!std::as_const(app).get_subcommands(takes_a_game).empty())
            std::swap(arguments[1], arguments[2]);
    }
    try {
        app.parse(int(arguments.size()), arguments.data());
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e, out, err);
    } catch (const CLI::ParseError& e) {
        err << "boardgames: " << e.what() << " (see boardgames --help)\n";
        return exit_bad_input;
    }
    return std::nullopt;
}

// Every command but playing itself, each with its options on `app`.
std::vector<Command> all_commands(CLI::App& app, PlayArguments& play, std::ostream& out,
                                  std::ostream& err) {
    return {scripted_command(app, "moves", "Print every legal move, one per line, sorted",
                             [&out](const AnyMatch& match, int) {
                                 for (const std::string& move : match.legal_moves())
                                     out << move << '\n';
                             }),
            scripted_command(app, "show", "Print the board, position, side to move and result",
                             [&out](const AnyMatch& match, int) {
                                 out << render_text_board(match.board_view());
                                 out << "position: " << match.position() << '\n';
                                 out << "to-move: " << match.mover_name() << '\n';
                                 out << "result: " << match.result_text() << '\n';
                             }),
            scripted_command(
                app, "perft", "Count the move sequences of exactly DEPTH moves",
                [&out](const AnyMatch& match, int depth) { out << match.perft(depth) << '\n'; }),
            contest_command(app, out),
            table_command(app, net::Attendance::Join, play.ui, err),
            table_command(app, net::Attendance::Watch, play.ui, err),
            reopen_command(app, out),
            engine_command(app, out, err),
            list_command(app, out),
            rules_command(app, out),
            cli::archive_command(app, out),
            cli::ratings_command(app, out),
            review_command(app, out),
            cli::lobby_command(app),
            cli::ssh_keys_command(app, out),
            cli::admin_command(app, out)};
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    std::string titles;  // the registry's, so --help never forgets a game
    for (const GameInfo& game : registered_games())
        titles += (titles.empty() ? "" : ", ") + std::string(game.title);
    CLI::App app{"Abstract board games in the terminal: " + titles +
                     ".\nPlay with `boardgames GAME`; see boardgames(6).",
                 "boardgames"};
    app.set_version_flag("--version", std::string("boardgames ") + BOARDGAMES_VERSION);
    app.require_subcommand(0, 1);
    PlayArguments play;
    add_play_options(app, play);
    const std::vector<Command> commands = all_commands(app, play, out, err);

    if (const auto status = parse_command_line(app, argc, argv, out, err)) return *status;
    try {
        if (play.ui.tutorial && play.game.empty())
            throw BadInput{"--tutorial goes with a game to learn: boardgames GAME --tutorial"};
        for (const Command& command : commands)
            if (*command.chosen) return command.run();
        if (!play.game.empty())
            return play_interactively(play.game, play.position, play.load_file, play.seating,
                                      play.ui, err);
        err << "boardgames: name a game to play, or a command (see boardgames --help)\n";
        return exit_bad_input;
    } catch (const BadInput& bad) {
        err << "boardgames: " << bad.message << '\n';
        return exit_bad_input;
    }
}

}  // namespace boardgames
