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

std::vector<std::string> series_table(const Session& session, int width) {
    const auto& series = session.series();
    if (!series) return {};
    std::vector<std::string> lines;
    lines.push_back("Series, first to " + std::to_string(series->target()) + ": " +
                    (series->winner() >= 0 ? std::string("won")
                                           : "game " + std::to_string(series->current_game() + 1)));
    const std::size_t prefix = distinct_prefix(session.seats());
    for (int person = 0; person < series->people(); ++person) {
        std::string line = padded(session.person_name(person), 8) + " " +
                           padded(points_text(series->points(person)), 3);
        // The games that fit, the latest kept.
        std::vector<std::string> games;
        for (const Series::Game& game : series->games())
            games.push_back(
                session.seats()[std::size_t(game.seats[std::size_t(person)])].name.substr(0,
                                                                                          prefix) +
                points_text(game.points[std::size_t(person)]));
        const int room = std::max(0, width - display_width(line));
        std::string shown;
        for (auto game = games.rbegin(); game != games.rend(); ++game) {
            if (display_width(shown) + 1 + display_width(*game) > room) break;
            shown = " " + *game + shown;
        }
        lines.push_back(line + shown);
    }
    return lines;
}

}  // namespace boardgames::ui
