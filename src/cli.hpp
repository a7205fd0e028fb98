#pragma once
// The command line: `boardgames GAME` opens the terminal UI; `moves`, `show`, `perft`, `list`
// and `rules` answer without one (the scripted interface of rules/README.md).

#include <iosfwd>

namespace boardgames {

// Exit statuses: 0 success, 2 bad input (unknown game, malformed position, illegal move, ...).
inline constexpr int exit_ok = 0;
inline constexpr int exit_bad_input = 2;

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace boardgames
