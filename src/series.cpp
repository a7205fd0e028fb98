#include "series.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace boardgames {

std::vector<double> Series::seat_points(const Outcome& outcome, const std::vector<Seat>& seats,
                                        const std::vector<int>& side_of_mover) {
    std::vector<double> earned(seats.size(), 0.0);
    if (!outcome.over()) return earned;
    // A side's share (1 for a win, ½ each for a draw) is split among its seats.
    const auto share = [&](int side, double value) {
        const auto members = std::count_if(seats.begin(), seats.end(), [&](const Seat& seat) {
            return side_of_seat(seat, side_of_mover) == side;
        });
        for (std::size_t seat = 0; seat < seats.size(); ++seat)
            if (side_of_seat(seats[seat], side_of_mover) == side)
                earned[seat] += value / double(members);
    };
    if (outcome.status == Outcome::Status::Win) {
        share(outcome.winner, 1.0);
    } else {
        std::vector<int> sides;
        for (const Seat& seat : seats)
            if (std::find(sides.begin(), sides.end(), side_of_seat(seat, side_of_mover)) ==
                sides.end())
                sides.push_back(side_of_seat(seat, side_of_mover));
        for (int side : sides)
            share(side, 0.5);
    }
    return earned;
}

void Series::record(const Outcome& outcome, const std::vector<Seat>& seats,
                    const std::vector<int>& side_of_mover) {
    const std::vector<double> earned = seat_points(outcome, seats, side_of_mover);
    for (int seat = 0; seat < int(earned.size()) && seat < people(); ++seat)
        points_[std::size_t(person_at(seat))] += earned[std::size_t(seat)];
    ++games_;
}

int Series::winner() const {
    const auto best = std::max_element(points_.begin(), points_.end());
    if (*best < target_) return -1;
    if (std::count(points_.begin(), points_.end(), *best) > 1) return -1;  // equal: play on
    return int(best - points_.begin());
}

std::string Series::text() const {
    std::ostringstream out;
    out << "first to " << target_ << "; after " << games_ << (games_ == 1 ? " game:" : " games:");
    for (double p : points_)
        out << ' ' << p;
    return out.str();
}

Result<Series> Series::parse(const std::string& text, int people) {
    std::istringstream in(text);
    std::string first, to, after, games_word;
    int target = 0, games = -1;
    in >> first >> to >> target;
    const bool head = first == "first" && to == "to" && target >= 1 && target <= 99;
    if (head && in.peek() == ';') in.get();
    in >> after >> games >> games_word;
    if (!head || after != "after" || games < 0 || (games_word != "games:" && games_word != "game:"))
        return fail("cannot read the series '" + text +
                    "' (expected \"first to N; after G games: P1 P2 ...\")");
    Series series(people, target);
    series.games_ = games;
    for (int person = 0; person < people; ++person) {
        double points = -1;
        if (!(in >> points) || points < 0 || points > 2.0 * games + 1)
            return fail("the series '" + text + "' must give the points of " +
                        std::to_string(people) + " people");
        series.points_[std::size_t(person)] = points;
    }
    std::string rest;
    if (in >> rest) return fail("the series '" + text + "' has more points than people");
    return series;
}

std::string points_text(double points) {
    const double whole = std::floor(points);
    const double part = points - whole;
    std::string text = whole > 0 || part == 0 ? std::to_string(int(whole)) : "";
    if (std::abs(part - 0.25) < 1e-9) text += "\u00bc";
    if (std::abs(part - 0.5) < 1e-9) text += "\u00bd";
    if (std::abs(part - 0.75) < 1e-9) text += "\u00be";
    return text;
}

}  // namespace boardgames
