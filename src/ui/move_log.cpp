#include "move_log.hpp"

#include <algorithm>
#include <cctype>

#include "game_record.hpp"

namespace boardgames::ui {
namespace {

// A round number ("12. ") begins at `at`.
bool round_number_at(const std::string& text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
        ++end;
    return end > at && text.compare(end, 2, ". ") == 0;
}

}  // namespace

std::string fit_move_log(const std::vector<std::string>& moves, int width) {
    const std::string text = moves.empty() ? "(none yet)" : numbered_moves(moves);
    if (int(text.size()) <= width) return text;
    const std::string ellipsis = "... ";
    if (width <= int(ellipsis.size()))
        return text.substr(text.size() - std::size_t(std::max(width, 0)));
    // Whatever starts before `cut` cannot be shown beside the ellipsis.
    const std::size_t cut = text.size() - std::size_t(width) + ellipsis.size();
    std::size_t first_word = std::string::npos;
    for (std::size_t at = cut; at < text.size(); ++at) {
        if (text[at - 1] != ' ' || text[at] == ' ') continue;
        if (round_number_at(text, at)) return ellipsis + text.substr(at);
        if (first_word == std::string::npos) first_word = at;
    }
    return ellipsis + text.substr(first_word == std::string::npos ? cut : first_word);
}

}  // namespace boardgames::ui

namespace boardgames::ui {

std::vector<MoveListRow> move_list_rows(const std::vector<std::string>& moves,
                                        std::size_t per_round, int width) {
    std::vector<MoveListRow> rows;
    if (per_round == 0) per_round = 1;
    const std::size_t rounds = (moves.size() + per_round - 1) / per_round;
    // Every round's number as wide as the last's, and each player's moves as wide as his
    // longest, so the moves stand in columns.
    const std::size_t number_width = std::to_string(std::max<std::size_t>(rounds, 1)).size() + 2;
    std::vector<std::size_t> column_width(per_round, 0);
    for (std::size_t i = 0; i < moves.size(); ++i)
        column_width[i % per_round] = std::max(column_width[i % per_round], moves[i].size());
    for (std::size_t round = 0; round < rounds; ++round) {
        MoveListRow row;
        std::string number = std::to_string(round + 1) + ".";
        row.text = std::string(number_width - number.size() - 1, ' ') + number + ' ';
        for (std::size_t i = round * per_round; i < std::min(moves.size(), (round + 1) * per_round);
             ++i) {
            if (!row.entries.empty()) {
                // The move before stands padded to its column, two spaces after it.
                const MoveListRow::Entry& before = row.entries.back();
                const std::size_t padded =
                    std::size_t(before.column) + column_width[(i - 1) % per_round] + 2;
                if (padded + moves[i].size() > std::size_t(width)) {
                    rows.push_back(std::move(row));
                    row = MoveListRow{std::string(number_width, ' '), {}};
                } else {
                    row.text.resize(padded, ' ');
                }
            }
            row.entries.push_back({int(row.text.size()), i + 1, moves[i].size()});
            row.text += moves[i];
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::optional<std::size_t> MoveListSpots::ply_at(int y, int x) const {
    for (const Spot& spot : spots_)
        if (y == spot.y && x >= spot.x && x < spot.x + spot.width) return spot.ply;
    return std::nullopt;
}

}  // namespace boardgames::ui
