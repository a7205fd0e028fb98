#pragma once
// A series of games between the same people (the seed's match play): first to N points; a
// side's win is worth 1 point shared by the seats of that side (a team's win ½ to each
// member), a draw ½ to each side likewise shared; after each game the armies move one seat
// on (two players swap, three rotate: red's player plays white, white's orange, orange's red).
// Several people past the target after the same game: the most points win; equal play on.

#include <string>
#include <vector>

#include "boardgames/core/game.hpp"
#include "boardgames/core/result.hpp"
#include "boardgames/core/seats.hpp"

namespace boardgames {

class Series {
  public:
    // `people`: one per seat; `target`: the points that win the series.
    Series(int people, int target) : points_(std::size_t(people), 0.0), target_(target) {}

    int people() const { return int(points_.size()); }
    int target() const { return target_; }
    int games_played() const { return games_; }
    double points(int person) const { return points_[std::size_t(person)]; }

    // Person k sits at seat (k + games played) mod people: everyone moves one seat on after
    // each game, so over a series each plays every army.
    int seat_of(int person) const { return (person + games_) % people(); }
    int person_at(int seat) const { return ((seat - games_) % people() + people()) % people(); }

    // The points each seat earns from a finished game, by seat.
    static std::vector<double> seat_points(const Outcome& outcome, const std::vector<Seat>& seats,
                                           const std::vector<int>& side_of_mover);

    // Scores a finished game played from the current seating, then moves everyone on.
    void record(const Outcome& outcome, const std::vector<Seat>& seats,
                const std::vector<int>& side_of_mover);

    // The person who has won the series, or -1 while it goes on.
    int winner() const;

    // "first to 3; after 2 games: 1.5 0.5" (points by person), as the saved game keeps it.
    std::string text() const;
    static Result<Series> parse(const std::string& text, int people);

  private:
    std::vector<double> points_;  // by person
    int target_ = 3;
    int games_ = 0;
};

// "1½", "0", "¼": points as a person reads them.
std::string points_text(double points);

}  // namespace boardgames
