#pragma once
// What the computer is asked to do: the limits of one search (engine, depth, nodes, time,
// noise, seed), what it reports, and the five levels. Data only, so the layers that hand
// limits to a search (the type-erased match, the CLI, the UI) need not compile the search.

#include <algorithm>
#include <cstdint>

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
    std::uint64_t seed = 1;
};

struct Report {
    int depth = 0;  // the deepest iteration completed
    std::uint64_t nodes = 0;
    int score = 0;  // for the side to move
    double seconds = 0;
};

// Levels 1 (a beginner, weak on purpose) to 5 (the strongest within its budget).
inline Limits level_limits(int level, std::uint64_t seed) {
    Limits limits;
    limits.seed = seed;
    limits.max_millis = 2500;
    switch (std::clamp(level, 1, 5)) {
        case 1:
            limits.max_depth = 1;
            limits.noise = 250;
            limits.quiescence_depth = 0;
            break;
        case 2:
            limits.max_depth = 2;
            limits.noise = 60;
            limits.quiescence_depth = 2;
            break;
        case 3:  // a little randomness below the top level: its games vary, and it can slip
            limits.nominal_millis = 30;
            limits.noise = 30;
            break;
        case 4:
            limits.nominal_millis = 150;
            limits.noise = 12;
            break;
        case 5:
            limits.nominal_millis = 600;
            break;
    }
    return limits;
}

}  // namespace boardgames::ai
