#pragma once
// What the computer is asked to do: the limits of one search (engine, depth, nodes, time,
// noise, seed), what it reports, and the five levels. Data only, so the layers that hand
// limits to a search (the type-erased match, the CLI, the UI) need not compile the search.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "../core/levels.hpp"

namespace boardgames::ai {

// The alpha-beta search plays every level; Monte Carlo tree search is kept for comparison
// (bench/ai_bench.sh measures one against the other at equal budgets).
enum class Engine : std::uint8_t { AlphaBeta, MonteCarlo };

struct Limits {
    Engine engine = Engine::AlphaBeta;
    int max_depth = 64;
    std::uint64_t max_nodes = 0;  // 0: no limit
    // A budget in nominal milliseconds: nodes at the game's measured search rate
    // (`search_nodes_per_ms`), so play is reproducible and takes about that long.
    int nominal_millis = 0;
    int max_millis = 0;  // 0: no limit; a safety net, not the strength setting
    int noise = 0;       // beginner levels pick among root moves within `noise` of the best
    int quiescence_depth = 6;
    int overlook_win_percent = 0;  // how often a beginner plays as if a win it sees were not there
    int contempt = 0;  // a draw's cost to the side that searches (hundredths of a piece)
    std::uint64_t seed = 1;
    std::size_t table_entries = std::size_t{1} << 18;  // the transposition table's size
    // Play the game's solution where it holds the position (the perfect level), not a search.
    bool perfect = false;
    // Where the game solves its endgames (GameType::endgames_within) and the search keeps its
    // memory: the time a move may spend solving the endgame it enters, exactly, to play it
    // perfectly from then on (0: never; an engine sets it from its clock).
    int endgame_millis = 0;
};

// What an iteration of the search found, as it goes (an engine's "info" lines).
struct Iteration {
    int depth = 0;
    int score = 0;  // for the side to move
    std::uint64_t nodes = 0;
    double seconds = 0;
};

struct Report {
    int depth = 0;  // the deepest iteration completed
    std::uint64_t nodes = 0;
    int score = 0;  // for the side to move
    double seconds = 0;
    double endgame_seconds = 0;  // spent solving the endgame at the board (Limits::endgame_millis)
};

// The five levels are a game's data (core/levels.hpp): named here too, with the limits they set.
using boardgames::Level;
using boardgames::Levels;
using boardgames::standard_levels;

inline Limits level_limits(int level, std::uint64_t seed, const Levels& levels = standard_levels) {
    const Level& chosen = levels[std::size_t(std::clamp(level, 1, 5) - 1)];
    // Perfect play is the solution's; level 5 searches where it has no answer.
    Limits limits;
    limits.seed = seed;
    limits.max_millis = 2500;
    limits.max_depth = chosen.max_depth;
    limits.nominal_millis = chosen.nominal_millis;
    limits.noise = chosen.noise;
    limits.quiescence_depth = chosen.quiescence_depth;
    limits.overlook_win_percent = chosen.overlook_win_percent;
    limits.contempt = chosen.contempt;
    limits.perfect = level >= perfect_level;
    return limits;
}

}  // namespace boardgames::ai
