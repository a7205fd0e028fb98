// RAPS solved: every position reachable from the start, valued by retrograde analysis (ignoring
// repetition, so a position no side can force is a draw), then each computer level checked
// against the table on sampled positions its side can win: does its move keep the win?
// Usage: raps_solve [samples per level]   (default 200)
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <unordered_map>
#include <utility>
#include <vector>

#include "boardgames/ai/monte_carlo.hpp"
#include "boardgames/ai/search.hpp"
#include "boardgames/games/raps.hpp"

using namespace boardgames;

namespace {

struct SolvedGame {
    std::vector<Raps::State> states;
    std::unordered_map<std::uint64_t, std::uint32_t> index;
    std::vector<std::vector<std::uint32_t>> children;
    // Plies to the end with best play: positive, the side to move wins; negative, it loses;
    // zero, neither side can force a result.
    std::vector<int> value;
};

SolvedGame solve(const Raps::State& start) {
    SolvedGame game;
    const PositionHistory no_history;
    game.states.push_back(start);
    game.index[Raps::key(start)] = 0;
    for (std::size_t i = 0; i < game.states.size(); ++i) {
        const Raps::State state = game.states[i];
        game.children.emplace_back();
        if (Raps::decided(state, no_history).over()) continue;
        Raps::MoveList moves;
        Raps::generate(state, no_history, moves);
        for (const Raps::Move& move : moves) {
            Raps::State next = state;
            Raps::apply(next, move);
            const auto [where, added] =
                game.index.try_emplace(Raps::key(next), std::uint32_t(game.states.size()));
            if (added) game.states.push_back(next);
            game.children[i].push_back(where->second);
        }
    }
    const std::size_t count = game.states.size();
    game.value.assign(count, 0);
    // In a decided position the side that just moved has won (it reached the far rank or took
    // the last piece); a side with no move has lost. Lost now, in 0 plies, is written -1 (0 is
    // a draw); no later iteration gives -1, since the first finds only wins.
    for (std::size_t i = 0; i < count; ++i)
        if (Raps::decided(game.states[i], no_history).over() || game.children[i].empty())
            game.value[i] = -1;
    for (int plies = 1;; ++plies) {
        std::vector<int> next = game.value;
        bool changed = false;
        for (std::size_t i = 0; i < count; ++i) {
            if (game.value[i] != 0) continue;
            bool every_reply_wins = true, some_reply_loses = false;
            for (std::uint32_t child : game.children[i]) {
                some_reply_loses |= game.value[child] < 0;
                every_reply_wins &= game.value[child] > 0;
            }
            if (some_reply_loses)
                next[i] = plies, changed = true;
            else if (every_reply_wins)
                next[i] = -plies, changed = true;
        }
        game.value = std::move(next);
        if (!changed) break;
    }
    return game;
}

}  // namespace

int main(int argc, char** argv) {
    const int samples = argc > 1 ? std::atoi(argv[1]) : 200;
    const SolvedGame game = solve(Raps::start_state());
    std::size_t wins = 0, losses = 0, draws = 0;
    for (int v : game.value)
        (v > 0 ? wins : v < 0 ? losses : draws)++;
    std::printf(
        "raps: %zu positions reachable from the start: %zu won, %zu lost, %zu drawn for "
        "the side to move\n",
        game.states.size(), wins, losses, draws);
    std::printf("raps: the start is %s in %d plies with best play\n",
                game.value[0] > 0 ? "a win for the first player" : "a loss for the first player",
                std::abs(game.value[0]));

    // Won positions where some move throws the win away: the ones where a level can go wrong.
    std::vector<std::uint32_t> testable;
    for (std::uint32_t i = 0; i < game.states.size(); ++i) {
        if (game.value[i] <= 0) continue;
        bool can_blunder = false;
        for (std::uint32_t child : game.children[i])
            can_blunder |= game.value[child] >= 0;
        if (can_blunder) testable.push_back(i);
    }
    std::mt19937_64 random(2026);
    std::shuffle(testable.begin(), testable.end(), random);
    testable.resize(std::min<std::size_t>(testable.size(), std::size_t(samples)));
    // Levels 1-5 by alpha-beta, then levels 3 and 5's budgets by Monte Carlo tree search.
    const std::array<std::pair<int, bool>, 7> rows{
        {{1, false}, {2, false}, {3, false}, {4, false}, {5, false}, {3, true}, {5, true}}};
    for (const auto& [level, monte_carlo] : rows) {
        int kept = 0;
        for (std::uint32_t i : testable) {
            const Raps::State& state = game.states[i];
            PositionHistory history;
            history.push(Raps::key(state));
            const ai::Limits limits = ai::level_limits(level, i + 1);
            const auto move = monte_carlo
                                  ? ai::MonteCarloSearcher<Raps>().choose(state, history, limits)
                                  : ai::Searcher<Raps>().choose(state, history, limits);
            Raps::State next = state;
            Raps::apply(next, *move);
            kept += game.value[game.index.at(Raps::key(next))] < 0;
        }
        std::printf(
            "raps: %s %d keeps the win in %d of %zu won positions where a move can "
            "lose it (%.1f%%)\n",
            monte_carlo ? "mcts" : "level", level, kept, testable.size(),
            100.0 * kept / double(testable.size()));
    }
}
