#include "move_clock.hpp"

#include <algorithm>
#include <cmath>

namespace boardgames {

MovePlan MoveClock::plan(const ClockReading& clock) const {
    const double cost = fixed_cost_millis();
    // A manager's numbers within bounds no real clock passes (about 35 years, a million
    // moves), so that no sum below overflows whatever a go says.
    constexpr std::int64_t longest = std::int64_t(1) << 40, most_moves = 1 << 20;
    const std::int64_t left = std::clamp<std::int64_t>(clock.left, 0, longest);
    const std::int64_t increment = std::clamp<std::int64_t>(clock.increment, 0, longest);
    const std::int64_t moves_to_go = std::clamp<std::int64_t>(clock.moves_to_go, 0, most_moves);
    const bool refilled = moves_to_go > 0;
    // The increment pays each move's fixed cost where it can; the reserve pays the rest for
    // every move to come (this one among them), and this move's whole cost: enough for that
    // many hurried moves.
    const std::int64_t to_come = refilled ? moves_to_go : reserved_moves;
    const double unpaid = std::max(0.0, cost - double(increment));
    const auto reserve = std::int64_t(std::ceil(unpaid * double(to_come) + cost));
    const std::int64_t spare = left - reserve;
    if (spare <= 0) return {.search_millis = 0, .hurried = true};
    // A share of what lies above the reserve, as if `horizon_moves` were left (or the moves to
    // go), and the increment less the fixed cost it pays; never more than a fifth
    // of what lies above the reserve (half for the
    // last moves before a refill), so a long game's later moves still get some.
    const std::int64_t moves = refilled ? moves_to_go : horizon_moves;
    const std::int64_t most = refilled && moves_to_go < 5 ? spare / 2 : spare / 5;
    const auto increment_left = std::int64_t(std::max(0.0, double(increment) - cost));
    const std::int64_t share = std::min(spare / moves + increment_left, most);
    if (share < 1) return {.search_millis = 0, .hurried = true};
    return {
        .search_millis = share, .hurried = false, .endgame_millis = std::min(spare / 8, 8 * share)};
}

void MoveClock::heard_move(double millis, const MovePlan& plan) {
    const double beyond = millis - double(plan.search_millis);
    // A search that ended before its allowance (a depth reached, a forced result, a hurried
    // move) says nothing of how far past it a move goes.
    if (beyond < 0) return;
    const double weight = beyond > inside_cost_ ? 0.25 : 0.05;
    inside_cost_ =
        std::max(assumed_inside_cost_millis, inside_cost_ + weight * (beyond - inside_cost_));
}

}  // namespace boardgames
