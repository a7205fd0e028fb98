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

double Series::points(int person) const {
    double total = base_points_[std::size_t(person)];
    for (const Game& game : games_)
        total += game.points[std::size_t(person)];
    return total;
}

void Series::count(const Outcome& outcome, const std::vector<Seat>& seats,
                   const std::vector<int>& side_of_mover, std::string result) {
    if (!outcome.over() || current_counted()) return;
    const std::vector<double> earned = seat_points(outcome, seats, side_of_mover);
    Game game{std::vector<int>(std::size_t(people_)), std::vector<double>(std::size_t(people_)),
              std::move(result)};
    for (int person = 0; person < people_; ++person) {
        const int seat = seat_of(person);
        game.seats[std::size_t(person)] = seat;
        if (seat < int(earned.size())) game.points[std::size_t(person)] = earned[std::size_t(seat)];
    }
    games_.push_back(std::move(game));
}

void Series::uncount() {
    if (current_counted() && !games_.empty()) games_.pop_back();
}

bool Series::next_game() {
    if (!current_counted() || winner() >= 0) return false;
    ++current_;
    return true;
}

int Series::winner() const {
    std::vector<double> totals;
    for (int person = 0; person < people_; ++person)
        totals.push_back(points(person));
    const auto best = std::max_element(totals.begin(), totals.end());
    if (*best < target_) return -1;
    if (std::count(totals.begin(), totals.end(), *best) > 1) return -1;  // equal: play on
    return int(best - totals.begin());
}

std::string Series::score_text(int first) const {
    std::vector<double> others;
    for (int person = 0; person < people_; ++person)
        if (person != first) others.push_back(points(person));
    std::sort(others.rbegin(), others.rend());
    std::string text = points_text(points(first));
    for (double other : others) {
        text += '-';  // (appended apart: GCC 12 warns falsely of "-" + a string)
        text += points_text(other);
    }
    return text;
}

namespace {

std::string number_text(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

}  // namespace

std::string Series::text() const {
    // The games before the current one: a game over but not yet left is counted again when
    // its record is read back.
    const int before = current_;
    const int detailed = std::max(0, before - base_games_);
    std::ostringstream out;
    out << "first to " << target_ << "; after " << before << (before == 1 ? " game:" : " games:");
    for (int person = 0; person < people_; ++person) {
        double total = base_points_[std::size_t(person)];
        for (int game = 0; game < detailed; ++game)
            total += games_[std::size_t(game)].points[std::size_t(person)];
        out << ' ' << number_text(total);
    }
    if (detailed > 0) {
        out << "; by game:";
        for (int game = 0; game < detailed; ++game) {
            if (game > 0) out << " /";
            for (double earned : games_[std::size_t(game)].points)
                out << ' ' << number_text(earned);
        }
    }
    return out.str();
}

namespace {

// "P1 P2 ... / P1 P2 ...": each game's points of `people` people, of the series `whole`.
Result<std::vector<std::vector<double>>> points_by_game(const std::string& whole,
                                                        const std::string& games_text, int people) {
    const auto malformed = [&] {
        return fail("cannot read the series '" + whole +
                    "' (expected \"first to N; after G games: P1 P2 ...\")");
    };
    const std::size_t last = games_text.find_last_not_of(' ');
    if (last == std::string::npos || games_text[last] == '/') return malformed();
    std::vector<std::vector<double>> by_game;
    std::istringstream games_in(games_text);
    std::string game_text;
    while (std::getline(games_in, game_text, '/')) {
        if (game_text.find_first_not_of(' ') == std::string::npos) return malformed();
        std::istringstream points_in(game_text);
        std::vector<double> earned;
        for (double points; points_in >> points;)
            earned.push_back(points);
        if (!points_in.eof() || int(earned.size()) != people)
            return fail("the series '" + whole + "' must give each game's points of " +
                        std::to_string(people) + " people");
        for (double points : earned)
            if (!(points >= 0 && points <= 1)) return malformed();
        by_game.push_back(std::move(earned));
    }
    if (by_game.empty()) return malformed();
    return by_game;
}

}  // namespace

Result<Series> Series::parse(const std::string& text, int people) {
    const auto malformed = [&] {
        return fail("cannot read the series '" + text +
                    "' (expected \"first to N; after G games: P1 P2 ...\")");
    };
    const std::size_t by_game_at = text.find("; by game:");
    std::istringstream in(text.substr(0, by_game_at));
    std::string first, to, after, games_word;
    int target = 0, games = -1;
    in >> first >> to >> target;
    const bool head = first == "first" && to == "to" && target >= 1 && target <= 99;
    if (head && in.peek() == ';') in.get();
    in >> after >> games >> games_word;
    if (!head || after != "after" || games < 0 || games > 9999 ||
        (games_word != "games:" && games_word != "game:"))
        return malformed();
    Series series(people, target);
    std::vector<double> totals(static_cast<std::size_t>(people));
    // Each game gives a person at most a point: no total beyond the games (NaN fails too).
    for (double& points : totals)
        if (!(in >> points) || !(points >= 0 && points <= games))
            return fail("the series '" + text + "' must give the points of " +
                        std::to_string(people) + " people");
    std::string rest;
    if (in >> rest) return fail("the series '" + text + "' has more points than people");
    // The games one by one, the last of them: the totals less their sum came before.
    std::vector<std::vector<double>> by_game;
    if (by_game_at != std::string::npos) {
        auto read = points_by_game(text, text.substr(by_game_at + 10), people);
        if (!read) return fail(read.error());
        by_game = std::move(read).value();
        if (int(by_game.size()) > games) return malformed();
    }
    series.base_games_ = games - int(by_game.size());
    series.current_ = games;
    for (int person = 0; person < people; ++person) {
        double rest_of_total = totals[std::size_t(person)];
        for (const auto& earned : by_game)
            rest_of_total -= earned[std::size_t(person)];
        if (rest_of_total < -1e-9) return malformed();
        series.base_points_[std::size_t(person)] = std::max(0.0, rest_of_total);
    }
    for (std::size_t game = 0; game < by_game.size(); ++game) {
        Game known{std::vector<int>(std::size_t(people)), by_game[game], {}};
        const int index = series.base_games_ + int(game);
        for (int person = 0; person < people; ++person)
            known.seats[std::size_t(person)] = (person + index) % people;
        series.games_.push_back(std::move(known));
    }
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
