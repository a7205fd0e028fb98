#pragma once
// `boardgames contest`: games between computers without a terminal, one per seat, each
// moving one seat on after every game (two swap, three rotate), reporting points (a side's win
// 1, shared by its seats; a draw ½ a side), wins, draws and losses, and the time per move. The
// same seed plays the same games (the contestants' strength is set in nodes, not seconds).

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "boardgames/core/result.hpp"
#include "boardgames/play/any_match.hpp"

namespace boardgames {

struct Contestant {
    std::string label;                          // "ai:5", "mcts:5" or "random"
    int level = 0;                              // 0: uniformly random moves
    ai::Engine engine = ai::Engine::AlphaBeta;  // mcts:N plays level N's budget by tree search
};

Result<Contestant> parse_contestant(const std::string& text);

// By contestant, in the order given.
struct ContestTally {
    std::vector<double> points;
    std::vector<int> wins;  // games whose winning side was the contestant's
    std::vector<int> draws;
    std::vector<int> losses;
};

// `contestants`: one per seat of the game with these option values.
ContestTally run_contest(const GameInfo& info, const std::vector<Contestant>& contestants,
                         const std::vector<int>& options, int games, std::uint64_t seed,
                         bool verbose, std::ostream& out);

}  // namespace boardgames
