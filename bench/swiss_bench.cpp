// A Swiss round's pairing for many players: the players play several rounds with random results
// (a fixed seed), then the next round's pairing is timed, again and again; the median and the
// slowest are reported.
// Usage: swiss_bench [PLAYERS] [ROUNDS PLAYED] [REPEATS]   (default 200 6 21)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "tournament/swiss.hpp"

using namespace boardgames::tournament;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
    const int players = argc > 1 ? std::atoi(argv[1]) : 200;
    const int played = argc > 2 ? std::atoi(argv[2]) : 6;
    const int repeats = argc > 3 ? std::atoi(argv[3]) : 21;
    if (players < 2 || played < 0 || repeats < 1) {
        std::fprintf(stderr, "usage: swiss_bench [PLAYERS] [ROUNDS PLAYED] [REPEATS]\n");
        return 2;
    }
    std::vector<Entrant> entrants;
    for (int i = 1; i <= players; ++i)
        entrants.push_back({i, 2800 - 5 * i, false});
    std::vector<Round> rounds;
    unsigned seed = 12345;
    for (int r = 0; r < played; ++r) {
        auto round = pair_swiss_round(entrants, rounds);
        if (!round) {
            std::fprintf(stderr, "no pairing for round %d\n", r + 1);
            return 1;
        }
        for (RoundGame& game : *round) {
            if (game.is_bye()) continue;
            seed = seed * 1664525u + 1013904223u;
            const unsigned pick = (seed >> 16) % 5;  // draws rarer than wins, as in play
            game.result = pick < 2   ? GameResult::first_won
                          : pick < 4 ? GameResult::second_won
                                     : GameResult::draw;
        }
        rounds.push_back(*round);
    }
    std::vector<double> millis;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        const auto round = pair_swiss_round(entrants, rounds);
        millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (!round) {
            std::fprintf(stderr, "no pairing for round %d\n", played + 1);
            return 1;
        }
    }
    std::sort(millis.begin(), millis.end());
    std::printf("swiss pairing: %d players, round %d: median %.2f ms, slowest %.2f ms (%d runs)\n",
                players, played + 1, millis[millis.size() / 2], millis.back(), repeats);
    return 0;
}
