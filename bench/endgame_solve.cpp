// An endgame solved exactly, as the review does near a game's end: the positions reachable from
// the one given (told apart by their search keys, counters included where they change the
// result), how long the retrograde analysis takes, the peak memory, and the position's value.
// Usage: endgame_solve GAME POSITION
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>

#include "boardgames/play/registry.hpp"

using namespace boardgames;

namespace {

long peak_resident_kib() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: endgame_solve GAME POSITION\n");
        return 2;
    }
    const GameInfo* game = find_game(argv[1]);
    if (!game) {
        std::fprintf(stderr, "endgame_solve: no game '%s'\n", argv[1]);
        return 2;
    }
    auto match = game->new_match(*game, argv[2]);
    if (!match) {
        std::fprintf(stderr, "endgame_solve: %s\n", match.error().c_str());
        return 2;
    }
    const long before_kib = peak_resident_kib();
    const auto started = std::chrono::steady_clock::now();
    const auto positions = (*match)->solve_endgame();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (!positions) {
        std::printf(
            "%s: not solved (more than the game's limit reachable, or none allowed) in "
            "%.2f s, peak %ld MiB more\n",
            argv[2], seconds, (peak_resident_kib() - before_kib) / 1024);
        return 1;
    }
    const auto value = (*match)->solved_value();
    std::printf(
        "%s: %zu positions in %.2f s, peak %ld MiB more; value %d (plies, by sign who "
        "wins), best move %s\n",
        argv[2], *positions, seconds, (peak_resident_kib() - before_kib) / 1024, value ? *value : 0,
        (*match)->perfect_move().c_str());
    return 0;
}
