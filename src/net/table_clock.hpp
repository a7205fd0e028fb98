#pragma once
// A table's clock: the time each seat has left, run by the table alone (every screen shows
// what the table last said, counting down the seat to move). Fischer style ("10+5": ten
// minutes each, five seconds added after each move) or a fixed time per move ("30s": thirty
// seconds for every move, whatever was left), or days a move ("3d": a correspondence game, whose
// deadlines the game server keeps in its database rather than a table's clock). The time runs
// only for the seat to move, and only once every seat has been taken.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

namespace boardgames::net {

struct ClockSpec {
    std::chrono::milliseconds initial{0};    // each seat's time at the start
    std::chrono::milliseconds increment{0};  // added after each of its moves
    bool per_move = false;                   // every move has `initial`, afresh
    int days = 0;  // a correspondence clock: days a move (then per_move, `initial` those days)

    static constexpr int most_days = 30;

    // "10+5" (minutes, seconds added a move), "3" (minutes), "30s" (seconds a move), "3d" (days
    // a move, 1 to most_days).
    static Result<ClockSpec> parse(std::string_view text);
    std::string text() const;  // as parse reads it
};

class TableClock {
  public:
    using Clock = std::chrono::steady_clock;

    TableClock(ClockSpec spec, std::size_t seats);

    const ClockSpec& spec() const { return spec_; }
    // The seat whose time runs, or -1.
    int running() const { return running_; }
    // The time `seat` has left at `now` (its own, counting down while it runs).
    std::chrono::milliseconds left(int seat, Clock::time_point now) const;
    // Starts `seat`'s time at `now` (stopping the one that ran, which keeps what it had).
    void start(int seat, Clock::time_point now);
    // The seat that ran has moved at `now`: its time taken, its increment added (or a fresh
    // time a move); then `next` runs (-1: nobody, the game is over).
    void moved(Clock::time_point now, int next);
    void stop(Clock::time_point now);
    // The seat whose time has run out at `now`, or -1.
    int flagged(Clock::time_point now) const;

    // "SPEC LEFT..." for the seats file's clock line: the time left of each seat (the one
    // running as at `now`), so a reopened table goes on from there.
    std::vector<std::string> saved(Clock::time_point now) const;
    // A clock from those fields; the reason when it cannot be read.
    static Result<TableClock> restore(const std::vector<std::string>& fields, std::size_t seats);

  private:
    ClockSpec spec_;
    std::vector<std::chrono::milliseconds> left_;
    int running_ = -1;
    Clock::time_point since_{};
};

}  // namespace boardgames::net
