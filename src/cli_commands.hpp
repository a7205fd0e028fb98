#pragma once
// What the parts of the command line share: cli.cpp (the games, the tables, the review),
// cli_contest.cpp (computers against each other), cli_server.cpp (the game server's
// commands: its archive, ladder, lobby and keys) and cli_admin.cpp (its administrator's).

#include <CLI/CLI.hpp>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"

namespace boardgames::cli {

// Input refused with a reason: reported as one line on stderr and exit status 2.
struct BadInput {
    std::string message;
};

// The game of that name; BadInput (naming the games there are) when there is none.
const GameInfo& game_named(const std::string& name);

// The option values named by --option NAME=VALUE arguments; BadInput when one is not the game's.
std::vector<int> options_named(const GameInfo& info, const std::vector<std::string>& texts);

// A subcommand: its arguments declared on the app, and what it does when chosen (its exit
// status). Each keeps its arguments to itself.
struct Command {
    CLI::App* chosen;
    std::function<int()> run;
};

// Computers against each other (cli_contest.cpp).
Command contest_command(CLI::App& app, std::ostream& out);

// The game server's commands.
Command archive_command(CLI::App& app, std::ostream& out);
Command ratings_command(CLI::App& app, std::ostream& out);
Command lobby_command(CLI::App& app);
Command ssh_keys_command(CLI::App& app, std::ostream& out);
// The administrator's tools (cli_admin.cpp).
Command admin_command(CLI::App& app, std::ostream& out);

}  // namespace boardgames::cli
