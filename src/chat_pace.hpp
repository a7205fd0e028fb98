#pragma once
// How fast a person may chat and how long a line may be, at a table and in the lobby alike: a
// burst of lines, then one every interval (an allowance that fills again with time).

#include <algorithm>
#include <chrono>
#include <cstddef>

namespace boardgames {

struct ChatPace {
    static constexpr double burst = 5;
    static constexpr std::chrono::milliseconds interval{2000};
    // A line's length once cleaned (clean_people_text), in bytes.
    static constexpr std::size_t most_bytes = 200;
    // The lines allowed `elapsed` after `lines` were left (a clock gone back gives none back).
    static double refilled(double lines, std::chrono::duration<double> elapsed) {
        const auto gained = std::max(elapsed, std::chrono::duration<double>::zero()) /
                            std::chrono::duration<double>(interval);
        return std::min(burst, lines + gained);
    }
};

}  // namespace boardgames
