#include "series_table.hpp"

#include <algorithm>

#include "text_wrap.hpp"

namespace boardgames::ui {
namespace {

// The shortest prefix length that tells every seat's name apart ("r", "w", "o").
std::size_t distinct_prefix(const std::vector<Seat>& seats) {
    for (std::size_t length = 1; length < 8; ++length) {
        std::vector<std::string> prefixes;
        for (const Seat& seat : seats)
            prefixes.push_back(seat.name.substr(0, length));
        std::sort(prefixes.begin(), prefixes.end());
        if (std::adjacent_find(prefixes.begin(), prefixes.end()) == prefixes.end()) return length;
    }
    return 8;
}

std::string padded(std::string text, int width) {
    if (display_width(text) > width) text = cut_to_width(text, width);
    while (display_width(text) < width)
        text += ' ';
    return text;
}

}  // namespace

namespace {

// How many of the latest games fit beside the names and totals: each a cell and a space.
std::size_t games_that_fit(const std::vector<std::vector<std::string>>& cells, int room) {
    std::size_t shown = 0;
    const std::size_t games = cells.empty() ? 0 : cells.front().size();
    while (shown < games) {
        const std::size_t game = games - 1 - shown;
        int widest = 0;
        for (const auto& row : cells)
            widest = std::max(widest, display_width(row[game]));
        if (room < 1 + widest) break;
        room -= 1 + widest;
        ++shown;
    }
    return shown;
}

}  // namespace

std::vector<std::string> series_table(const Session& session, int width) {
    const auto& series = session.series();
    if (!series) return {};
    std::vector<std::string> lines;
    lines.push_back("Series, first to " + std::to_string(series->target()) + ": " +
                    (series->winner() >= 0 ? std::string("won")
                                           : "game " + std::to_string(series->current_game() + 1)));
    const std::size_t prefix = distinct_prefix(session.seats());
    // A cell a person and game: the army's letter and the points ("w½"), the game's number
    // above it.
    std::vector<std::vector<std::string>> cells(std::size_t(series->people()));
    std::vector<std::string> numbers;
    const int first_game = series->games_counted() - int(series->games().size());
    for (std::size_t game = 0; game < series->games().size(); ++game) {
        const Series::Game& played = series->games()[game];
        numbers.push_back(std::to_string(first_game + int(game) + 1));
        for (int person = 0; person < series->people(); ++person)
            cells[std::size_t(person)].push_back(
                session.seats()[std::size_t(played.seats[std::size_t(person)])].name.substr(
                    0, prefix) +
                points_text(played.points[std::size_t(person)]));
    }
    std::vector<std::string> names;
    int name_width = 6;
    for (int person = 0; person < series->people(); ++person) {
        names.push_back(session.person_name(person));
        name_width = std::min(12, std::max(name_width, display_width(names.back())));
    }
    std::vector<std::vector<std::string>> rows = cells;
    rows.push_back(numbers);
    const std::size_t shown = games_that_fit(rows, width - name_width - 4);
    const auto games_part = [&](const std::vector<std::string>& row) {
        std::string text;
        for (std::size_t game = row.size() - shown; game < row.size(); ++game) {
            int widest = 0;
            for (const auto& other : rows)
                widest = std::max(widest, display_width(other[game]));
            text += ' ';  // (appended apart: GCC 12 warns falsely of " " + a string)
            text += padded(row[game], widest);
        }
        return text;
    };
    // The heading names the columns: the points so far, then the games by number; a legend
    // under the people says what a game's cell holds.
    std::string heading = padded("", name_width);
    heading += " pts";
    if (shown > 0) heading += games_part(numbers);
    heading.erase(heading.find_last_not_of(' ') + 1);
    lines.push_back(cut_to_width(heading, width, ""));
    for (int person = 0; person < series->people(); ++person) {
        std::string line = padded(names[std::size_t(person)], name_width);
        line += ' ';
        line += padded(points_text(series->points(person)), 3);
        line += games_part(cells[std::size_t(person)]);
        lines.push_back(std::move(line));
    }
    if (shown > 0) lines.push_back(cut_to_width("by game: side played, points", width));
    return lines;
}

}  // namespace boardgames::ui
