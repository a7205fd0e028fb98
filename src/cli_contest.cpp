// `boardgames contest`: its arguments, checked, for run_contest (contest.hpp).

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "cli_commands.hpp"
#include "contest.hpp"

namespace boardgames::cli {
namespace {

struct ContestArguments {
    std::string game;
    std::string first = "ai:5";
    std::string second = "ai:3";
    std::vector<std::string> contestants;
    std::vector<std::string> options;
    int games = 10;
    std::uint64_t seed = 1;
    bool verbose = false;
};

// One contestant per seat of `info` with these option values, as --first and --second or
// --contestants name them; BadInput naming the argument at fault.
std::vector<Contestant> contestants_named(const GameInfo& info, const std::vector<int>& values,
                                          const ContestArguments& given) {
    const bool by_seat = !given.contestants.empty();
    const std::vector<std::string> named =
        by_seat ? given.contestants : std::vector<std::string>{given.first, given.second};
    std::vector<Contestant> contestants;
    for (const std::string& text : named) {
        const auto contestant = parse_contestant(text);
        if (!contestant)
            throw BadInput{std::string(by_seat
                                           ? "--contestants: "
                                           : (contestants.empty() ? "--first: " : "--second: ")) +
                           contestant.error()};
        if (contestant->level >
            (contestant->engine == ai::Engine::MonteCarlo ? 5 : info.most_level()))
            throw BadInput{text + ": level 6 plays perfectly, where the game is solved (RAPS); " +
                           std::string(info.title) + " has levels 1 to 5"};
        contestants.push_back(*contestant);
    }
    const std::size_t seats = info.seats(values).size();
    if (contestants.size() != seats)
        throw BadInput{"--contestants: " + std::string(info.name) + " has " +
                       std::to_string(seats) + " seats with these options, not " +
                       std::to_string(contestants.size())};
    return contestants;
}

}  // namespace

Command contest_command(CLI::App& app, std::ostream& out) {
    auto arguments = std::make_shared<ContestArguments>();
    CLI::App* contest =
        app.add_subcommand("contest", "Play computers against each other, game after game");
    contest->add_option("game", arguments->game, "The game")->required();
    contest->add_option("--first", arguments->first, "ai:1 to ai:5, or random (default ai:5)");
    contest->add_option("--second", arguments->second, "ai:1 to ai:5, or random (default ai:3)");
    contest->add_option("--contestants", arguments->contestants,
                        "One contestant per seat (instead of --first and --second), e.g. "
                        "for three seats: --contestants ai:5 ai:3 ai:3");
    contest->add_option("--option", arguments->options, "NAME=VALUE: a game option (repeatable)");
    contest
        ->add_option("--games", arguments->games, "Number of games; sides alternate (default 10)")
        ->check(CLI::Range(1, 100000));
    contest->add_option("--seed", arguments->seed,
                        "Seed: the same seed plays the same games (default 1)");
    contest->add_flag("--verbose", arguments->verbose, "Print each game's result");
    return {contest, [arguments, &out] {
                const ContestArguments& given = *arguments;
                const GameInfo& info = game_named(given.game);
                const std::vector<int> values = options_named(info, given.options);
                run_contest(info, contestants_named(info, values, given), values, given.games,
                            given.seed, given.verbose, out);
                return exit_ok;
            }};
}

}  // namespace boardgames::cli
