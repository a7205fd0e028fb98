#pragma once
// The computer's setup in games where players arrange their pieces before play (Redtangle):
// the standard arrangement and a few random ones, each judged by a short search from the
// position it gives; level 1 takes one at random.

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "../core/zobrist.hpp"
#include "any_match.hpp"

namespace boardgames::ai {

inline std::string choose_arrangement(const GameInfo& info, const std::string& position, int player,
                                      int level, std::uint64_t seed) {
    if (!info.arrange) return position;
    std::vector<std::string> candidates{info.arrange(position, player, 0)};
    for (int k = 0; k < 2 * level; ++k)
        candidates.push_back(info.arrange(position, player, splitmix64(seed) | 1));
    if (level <= 1) return candidates[seed % candidates.size()];
    std::string best = candidates.front();
    int best_score = std::numeric_limits<int>::min();
    for (const std::string& candidate : candidates) {
        auto match = info.new_match(info, candidate);
        if (!match) continue;
        Limits limits;
        limits.max_depth = level >= 4 ? 3 : 2;
        limits.quiescence_depth = 2;
        limits.seed = seed;
        Report report;
        match.value()->choose_move(limits, nullptr, &report);
        const int score = match.value()->to_move() == player ? report.score : -report.score;
        if (score > best_score) best_score = score, best = candidate;
    }
    return best;
}

}  // namespace boardgames::ai
