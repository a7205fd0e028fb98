// Perft speed per game: deepens from the standard start until one run takes at least
// `seconds` (default 1), or until the next depth would take over 20 s by the branching seen so
// far, then prints nodes per second (leaves, bulk-counted at the last ply).
// Usage: perft_bench [seconds] [game]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <tuple>

#include "boardgames/all_games.hpp"

using namespace boardgames;

template <Game G>
void bench(double seconds) {
    const typename G::State start = G::start_state();
    std::uint64_t previous_nodes = 1;
    for (int depth = 1; depth < 30; ++depth) {
        PositionHistory history;
        history.reserve(64);
        history.push(G::key(start));
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft<G>(start, history, depth);
        const double elapsed =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        const double branching = double(nodes) / double(previous_nodes);
        previous_nodes = nodes;
        if (elapsed >= seconds || nodes == 0 || (elapsed > 0.05 && elapsed * branching > 20.0)) {
            std::printf("%-10s depth %2d  %12llu nodes  %7.3f s  %8.2f M nodes/s\n",
                        std::string(G::name).c_str(), depth, static_cast<unsigned long long>(nodes),
                        elapsed, nodes / elapsed / 1e6);
            return;
        }
    }
}

int main(int argc, char** argv) {
    const double seconds = argc > 1 ? std::atof(argv[1]) : 1.0;
    const std::string_view only = argc > 2 ? argv[2] : "";
    [&]<class... G>(std::tuple<G...>*) {
        ((only.empty() || only == G::name ? bench<G>(seconds) : void()), ...);
    }(static_cast<AllGames*>(nullptr));
}
