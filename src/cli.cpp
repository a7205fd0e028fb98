#include "cli.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "boardgames/registry.hpp"
#include "text_board.hpp"

namespace boardgames {
namespace {

// Input refused with a reason: reported as one line on stderr and exit status 2.
struct BadInput {
    std::string message;
};

const GameInfo& game_named(const std::string& name) {
    if (const GameInfo* info = find_game(name)) return *info;
    std::string known;
    for (const GameInfo& info : registered_games())
        known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw BadInput{"unknown game '" + name + "' (games: " + known + ")"};
}

std::vector<std::string> split_words(const std::string& text) {
    std::istringstream stream(text);
    std::vector<std::string> words;
    for (std::string word; stream >> word;)
        words.push_back(word);
    return words;
}

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

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    CLI::App app{
        "Abstract board games in the terminal: RAPS, Redtangle, ReMATCH, Tactica, Redo.\n"
        "Play with `boardgames GAME`; see boardgames(6).",
        "boardgames"};
    app.set_version_flag("--version", std::string("boardgames ") + BOARDGAMES_VERSION);
    app.require_subcommand(0, 1);

    std::string interactive_game;
    std::string interactive_position;
    app.add_option("game", interactive_game, "Play this game in the terminal");
    app.add_option("--position", interactive_position, "Start the game from this position string");

    ScriptedArguments moves_arguments;
    ScriptedArguments show_arguments;
    ScriptedArguments perft_arguments;
    CLI::App* moves =
        add_scripted(app, "moves", "Print every legal move, one per line, sorted", moves_arguments);
    CLI::App* show = add_scripted(app, "show", "Print the board, position, side to move and result",
                                  show_arguments);
    CLI::App* perft = add_scripted(app, "perft", "Count the move sequences of exactly DEPTH moves",
                                   perft_arguments);
    perft->add_option("depth", perft_arguments.depth, "Number of moves")
        ->required()
        ->check(CLI::Range(0, 64));
    // CLI11 takes positionals in declaration order; depth comes after the game.
    CLI::App* list = app.add_subcommand("list", "List the games");
    std::string rules_game;
    CLI::App* rules = app.add_subcommand("rules", "Print a game's rules");
    rules->add_option("game", rules_game, "The game")->required();

    try {
        app.parse(argc, argv);
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

    try {
        if (*moves) {
            const auto match = reach_position(moves_arguments.game, moves_arguments.position,
                                              moves_arguments.play);
            for (const std::string& move : match->legal_moves())
                out << move << '\n';
        } else if (*show) {
            const auto match =
                reach_position(show_arguments.game, show_arguments.position, show_arguments.play);
            out << render_text_board(match->board_view());
            out << "position: " << match->position() << '\n';
            out << "to-move: " << match->mover_name() << '\n';
            out << "result: " << match->result_text() << '\n';
        } else if (*perft) {
            const auto match = reach_position(perft_arguments.game, perft_arguments.position,
                                              perft_arguments.play);
            out << match->perft(perft_arguments.depth) << '\n';
        } else if (*list) {
            for (const GameInfo& info : registered_games())
                out << info.name
                    << std::string(12 - std::min<std::size_t>(11, info.name.size()), ' ')
                    << info.title << ": " << info.summary << '\n';
        } else if (*rules) {
            out << game_named(rules_game).rules_text;
        } else if (!interactive_game.empty()) {
            const GameInfo& info = game_named(interactive_game);
            auto match = info.new_match(info, interactive_position);
            if (!match)
                throw BadInput{"bad position '" + interactive_position + "': " + match.error()};
            err << "boardgames: the terminal UI is not built yet\n";
            return exit_bad_input;
        } else {
            err << "boardgames: name a game to play, or a command (see boardgames --help)\n";
            return exit_bad_input;
        }
    } catch (const BadInput& bad) {
        err << "boardgames: " << bad.message << '\n';
        return exit_bad_input;
    }
    return exit_ok;
}

}  // namespace boardgames
