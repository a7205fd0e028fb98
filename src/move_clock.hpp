#pragma once
// How long the engine may search a move under a manager's clock. A move costs more than its
// search: reading the go, the answer's way back, the manager's own work. At sudden death that
// fixed cost decides the game's end: a twentieth of what is left reached a 1 ms floor after
// about 60 moves, and each move still cost 2.6 ms, so long games were lost on time. So the
// clock keeps a reserve for the moves still to come at their fixed cost, and shares out only
// what lies above it; below it a move is a hurried one (a search one ply deep), whose whole
// cost is that fixed cost.

#include <cstdint>

namespace boardgames {

// The clock as a go states it for the side to move (milliseconds).
struct ClockReading {
    std::int64_t left = 0;
    std::int64_t increment = 0;
    std::int64_t moves_to_go = 0;  // moves before the clock is filled again; 0: sudden death
};

// One move's allowance.
struct MovePlan {
    // 0 for a hurried move: nothing above the reserve, so one ply deep, at once (its cost is
    // the fixed cost of a move).
    std::int64_t search_millis = 0;
    bool hurried = false;
    // What the move may spend solving an endgame it enters (Limits::endgame_millis): once in a
    // game it fits and saves every later move's search; after a try that fails (a handful a
    // game at most) the search has what is left of search_millis, so such a move takes the
    // longer of the two.
    std::int64_t endgame_millis = 0;
};

class MoveClock {
  public:
    // A move's fixed cost beyond its search has two parts. Outside the engine: the go's way in,
    // the bestmove's way out and the manager's work, which the engine cannot see; inside it:
    // how far a search overshoots its allowance (the clock is read every 1,024 nodes) and the
    // answer written. bench/engine_overhead, on the 2-core reference machine, both cores kept
    // busy by two other processes: a hurried move (below) answered in a mean of 0.11-0.14 ms
    // from the manager's side (median 0.05-0.08, 99th percentile 1.6-3.6, most 5.3-8.8).
    // Half a millisecond each, more than three times that mean, leaves room for a manager's
    // own work; the inside part is then learned move by move.
    static constexpr double outside_cost_millis = 0.5;
    static constexpr double assumed_inside_cost_millis = 0.5;
    // Sudden death: the clock is shared as if `horizon_moves` were left, and the reserve holds
    // the fixed cost of `reserved_moves` more, hurried ones (of a 500-ply game's 250 moves a
    // side, at 1 s + 0 and 1 ms a move the first 87 are searched before the reserve is reached).
    static constexpr std::int64_t horizon_moves = 30;
    static constexpr std::int64_t reserved_moves = 150;

    // The allowance for this move.
    MovePlan plan(const ClockReading& clock) const;

    // A move's time from the go's arrival to its bestmove written, and the allowance it had:
    // a search that used all of it shows how far past it the move went; a hurried move's
    // whole time is its fixed cost. A dearer move moves the estimate a quarter of the way up,
    // a cheaper one a twentieth of the way down (a single slow move should not hurry the next
    // fifty).
    void heard_move(double millis, const MovePlan& plan);
    // What a move is reckoned to cost beyond its search, outside and inside the engine.
    double fixed_cost_millis() const { return outside_cost_millis + inside_cost_; }

  private:
    double inside_cost_ = assumed_inside_cost_millis;
};

}  // namespace boardgames
