#pragma once
// A series of games between the same people (the seed's match play): first to N points; a
// side's win is worth 1 point shared by the seats of that side (a team's win ½ to each
// member), a draw ½ to each side likewise shared; after each game the armies move one seat
// on (two players swap, three rotate: red's player plays white, white's orange, orange's red).
// Several people past the target after the same game: the most points win; equal play on.
// A game counts the moment it ends, so the series is decided by the game that reaches the
// target, never by the one after.

#include <string>
#include <vector>

#include "boardgames/core/game.hpp"
#include "boardgames/core/result.hpp"
#include "boardgames/core/seats.hpp"

namespace boardgames {

class Series {
  public:
    // One finished game of the series, by person.
    struct Game {
        std::vector<int> seats;      // the seat each person played
        std::vector<double> points;  // what each earned
        std::string result;          // "red wins (reached the far rank)"; empty when read back
    };

    // `people`: one per seat; `target`: the points that win the series.
    Series(int people, int target)
        : base_points_(std::size_t(people), 0.0), people_(people), target_(target) {}

    int people() const { return people_; }
    int target() const { return target_; }
    // The game being played, counted from 0: the games before it are over.
    int current_game() const { return current_; }
    // The games over and counted: the ones before the current game, and the current one once
    // it has ended.
    int games_counted() const { return base_games_ + int(games_.size()); }
    bool current_counted() const { return games_counted() > current_; }
    // Every game counted so far, in order, as far as it is known (a series read back from an
    // older save knows only its totals).
    const std::vector<Game>& games() const { return games_; }
    // The points of `person` over every game counted.
    double points(int person) const;

    // Person k sits at seat (k + game) mod people in the current game: everyone moves one seat
    // on after each game, so over a series each plays every army.
    int seat_of(int person) const { return (person + current_) % people_; }
    int person_at(int seat) const { return ((seat - current_) % people_ + people_) % people_; }

    // The points each seat earns from a finished game, by seat.
    static std::vector<double> seat_points(const Outcome& outcome, const std::vector<Seat>& seats,
                                           const std::vector<int>& side_of_mover);

    // The current game has ended with `outcome` (`result`: in words): it counts, once.
    void count(const Outcome& outcome, const std::vector<Seat>& seats,
               const std::vector<int>& side_of_mover, std::string result);
    // The current game's end was undone: it no longer counts.
    void uncount();
    // After the current game has counted: everyone moves one seat on for the next. False
    // when it has not counted or the series is over.
    bool next_game();

    // The person who has won the series, or -1 while it goes on.
    int winner() const;
    // The points as "3-1": `first`'s, then the others' from the most down ("2½-1½", "3-2-1").
    std::string score_text(int first) const;

    // "first to 3; after 2 games: 1.5 0.5; by game: 1 0 / 0.5 0.5" (points by person, the
    // games before the current one), as the saved game keeps it.
    std::string text() const;
    static Result<Series> parse(const std::string& text, int people);

  private:
    // Totals of games known only by their sum (an older save), and how many they were.
    std::vector<double> base_points_;
    int base_games_ = 0;
    std::vector<Game> games_;
    int people_ = 2;
    int target_ = 3;
    int current_ = 0;
};

// "1½", "0", "¼": points as a person reads them.
std::string points_text(double points);

}  // namespace boardgames
