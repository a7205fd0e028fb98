// The engine's clock: how long a move may search under a manager's clock, with a reserve for the
// moves to come at their fixed cost. Simulated clocks, so no test depends on this machine's speed.
#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>

#include "move_clock.hpp"

using namespace boardgames;

namespace {

// A game of `plies` under `clock_ms` + `increment_ms`, sudden death: each of the engine's moves
// takes its whole allowance and `cost_ms` more (its fixed cost; a hurried move that alone). The
// least time it had left after a move (below 0: lost on time).
double least_left(std::int64_t clock_ms, std::int64_t increment_ms, int plies, double cost_ms,
                  MoveClock& clock) {
    double left = double(clock_ms), least = left;
    for (int move = 0; move < plies / 2; ++move) {
        const MovePlan plan = clock.plan({.left = std::int64_t(left), .increment = increment_ms});
        const double spent = double(plan.search_millis) + cost_ms;
        clock.heard_move(spent, plan);
        left += double(increment_ms) - spent;
        least = std::min(least, left);
    }
    return least;
}

}  // namespace

TEST_CASE("move clock: a 500-ply game at 1 s + 0 never reaches zero", "[engine][clock]") {
    // At the cost assumed, and at twice it: the move's cost is learned from what moves took.
    for (const double cost :
         {MoveClock().fixed_cost_millis(), 2 * MoveClock().fixed_cost_millis()}) {
        INFO("fixed cost " << cost << " ms a move");
        MoveClock clock;
        CHECK(least_left(1000, 0, 500, cost, clock) > 0);
    }
    // The early moves still get most of the clock's time: the reserve is not hoarded.
    MoveClock clock;
    const MovePlan first = clock.plan({.left = 1000});
    CHECK_FALSE(first.hurried);
    CHECK(first.search_millis >= 10);
}

TEST_CASE("move clock: a twentieth of what is left with a 1 ms floor, the old way, loses that game",
          "[engine][clock]") {
    // What the engine did before the reserve: a twentieth of what was left, at least 1 ms.
    double left = 1000;
    int moves = 0;
    while (left > 0 && moves < 250) {
        const double share = std::max(1.0, left / 20 - 15);
        left -= share + MoveClock().fixed_cost_millis();
        ++moves;
    }
    CHECK(left <= 0);
    CHECK(moves < 250);
}

TEST_CASE("move clock: with nothing above the reserve a move is hurried", "[engine][clock]") {
    const MoveClock clock;
    const MovePlan plan = clock.plan({.left = 50});
    CHECK(plan.hurried);
    CHECK(plan.search_millis == 0);
    CHECK(plan.endgame_millis == 0);
    // No time at all, or a clock below zero as a manager with a margin sends it.
    CHECK(clock.plan({.left = 0}).hurried);
    CHECK(clock.plan({.left = -20}).hurried);
}

TEST_CASE("move clock: an increment that pays the fixed cost needs no reserve", "[engine][clock]") {
    const MoveClock clock;
    // 3 s + 50 ms: three quarters of the increment and a fortieth of the rest.
    const MovePlan plan = clock.plan({.left = 3000, .increment = 50});
    CHECK(plan.search_millis >= 3000 / 40);
    CHECK(plan.search_millis <= 3000 / 5);
    // Down to 100 ms, the increment's share still searches.
    CHECK_FALSE(clock.plan({.left = 100, .increment = 50}).hurried);
    MoveClock played;
    CHECK(least_left(3000, 50, 500, played.fixed_cost_millis(), played) > 0);
}

TEST_CASE("move clock: moves to go share the clock among them, the last ones half of it",
          "[engine][clock]") {
    const MoveClock clock;
    const MovePlan many = clock.plan({.left = 10000, .moves_to_go = 40});
    CHECK(many.search_millis <= 10000 / 40);
    CHECK(many.search_millis >= 10000 / 40 - 100);
    const MovePlan last = clock.plan({.left = 1000, .moves_to_go = 1});
    CHECK(last.search_millis <= 500);
    CHECK(last.search_millis >= 400);
}

TEST_CASE("move clock: a dearer move raises the cost at once, cheaper ones lower it slowly",
          "[engine][clock]") {
    MoveClock clock;
    const double assumed = clock.fixed_cost_millis();
    const MovePlan plan{.search_millis = 20};
    clock.heard_move(20 + 41, plan);  // 41 ms past the allowance
    const double raised = clock.fixed_cost_millis();
    CHECK(raised > assumed + 5);
    clock.heard_move(20, plan);  // exactly on time
    CHECK(clock.fixed_cost_millis() < raised);
    CHECK(clock.fixed_cost_millis() > raised - 3);
    // A search that ended early says nothing.
    const double before = clock.fixed_cost_millis();
    clock.heard_move(5, plan);
    CHECK(clock.fixed_cost_millis() == before);
    // Never below the assumed cost.
    for (int i = 0; i < 500; ++i)
        clock.heard_move(20, plan);
    CHECK(clock.fixed_cost_millis() == assumed);
}

TEST_CASE("move clock: a manager's numbers past any real clock give a sane plan",
          "[engine][clock]") {
    const MoveClock clock;
    constexpr std::int64_t huge = std::numeric_limits<std::int64_t>::max();
    for (const ClockReading reading :
         {ClockReading{.left = huge, .increment = huge}, ClockReading{.left = huge / 2},
          ClockReading{.left = 1000, .moves_to_go = huge},
          ClockReading{.left = huge, .increment = 0, .moves_to_go = 1}}) {
        const MovePlan plan = clock.plan(reading);
        CHECK(plan.search_millis >= 0);
        CHECK(plan.endgame_millis >= 0);
    }
    CHECK_FALSE(clock.plan({.left = huge}).hurried);
}
