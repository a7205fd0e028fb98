#pragma once
// `boardgames match`: games between computer players without a terminal, sides alternating
// from game to game, reporting wins, draws and losses and the time per move. The same seed
// plays the same games (the players' strength is set in nodes, not seconds).

#include <cstdint>
#include <iosfwd>
#include <string>

#include "boardgames/play/any_match.hpp"
#include "boardgames/core/result.hpp"

namespace boardgames {

struct MatchPlayer {
    std::string label;                          // "ai:5", "mcts:5" or "random"
    int level = 0;                              // 0: uniformly random moves
    ai::Engine engine = ai::Engine::AlphaBeta;  // mcts:N plays level N's budget by tree search
};

Result<MatchPlayer> parse_match_player(const std::string& text);

struct MatchTally {
    int first_wins = 0;
    int draws = 0;
    int second_wins = 0;
};

MatchTally run_headless_match(const GameInfo& info, const MatchPlayer& first,
                              const MatchPlayer& second, int games, std::uint64_t seed,
                              bool verbose, std::ostream& out);

}  // namespace boardgames
