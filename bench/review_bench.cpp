// The computer's review: time a position at the default budget (level 4), for a game of each
// kind played by the computer against itself (level 3, a little random), and RAPS's solution:
// the time to make it and its memory.
// Usage: review_bench [plies at most per game]   (default 120)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "boardgames/play/registry.hpp"
#include "review.hpp"

using namespace boardgames;
using Clock = std::chrono::steady_clock;

namespace {

long max_rss_kb() {
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

double millis_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t most_plies = argc > 1 ? std::size_t(std::atol(argv[1])) : 120;
    {
        const GameInfo& raps = *find_game("raps");
        const long before = max_rss_kb();
        const auto started = Clock::now();
        const auto value = raps.new_match(raps, "").value()->solved_value();
        std::printf(
            "raps: solution made in %.0f ms, %ld KB more at its peak; the start %s in %d "
            "plies\n",
            millis_since(started), max_rss_kb() - before, value && *value > 0 ? "wins" : "loses",
            value ? std::abs(*value) : 0);
    }
    for (const GameInfo& game : registered_games()) {
        auto match = game.new_match(game, "").value();
        GameRecord record;
        record.game = std::string(game.name);
        std::uint64_t seed = 7;
        while (!match->outcome().over() && match->record().size() < most_plies) {
            const std::string move = match->choose_move(game.level_limits(3, ++seed));
            if (move.empty() || !match->play(move)) break;
        }
        record.moves = match->record();
        const auto started = Clock::now();
        const auto review = review_game(record, review_limits(game, 4));
        const double took = millis_since(started);
        if (!review) return std::printf("%s: %s\n", record.game.c_str(), review.error().c_str()), 1;
        const double per_position = took / double(record.moves.size() + 1);
        std::string endgame;
        if (review->endgame_from)
            endgame = " (endgame solved from ply " + std::to_string(*review->endgame_from) + ": " +
                      std::to_string(review->endgame_positions) + " positions)";
        std::printf("%s: %zu plies reviewed in %.1f s: %.0f ms a position%s%s, peak %ld KB\n",
                    record.game.c_str(), record.moves.size(), took / 1000, per_position,
                    review->exact ? " (exact: the solution)" : "", endgame.c_str(), max_rss_kb());
    }
    return 0;
}
