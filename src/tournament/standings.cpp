#include "tournament/standings.hpp"

#include <algorithm>
#include <map>
#include <tuple>

namespace boardgames::tournament {

namespace {

// What decides the order, best first when compared greater.
auto order_key(const Standing& s) {
    return std::tie(s.points, s.buchholz, s.buchholz_cut1, s.sonneborn_berger, s.wins, s.rating);
}

}  // namespace

std::vector<Standing> standings(const std::vector<Entrant>& entrants,
                                const std::vector<Round>& rounds, const Scoring& scoring) {
    std::vector<std::vector<RoundRecord>> records;
    std::map<PlayerId, double> score;
    for (const Entrant& entrant : entrants) {
        records.push_back(player_rounds(entrant.id, rounds, scoring));
        score[entrant.id] = points_of(records.back());
    }
    std::vector<Standing> table;
    for (std::size_t i = 0; i < entrants.size(); ++i) {
        Standing row;
        row.id = entrants[i].id;
        row.rating = entrants[i].rating;
        row.withdrawn = entrants[i].withdrawn;
        row.points = score[row.id];
        bool any_round = false;     // a round cut by its value
        bool any_unplayed = false;  // a round he chose not to play, cut first
        double least_played = 0;
        double least_unplayed = 0;
        for (const RoundRecord& record : records[i]) {
            if (record.kind == RoundRecord::Kind::pending) continue;
            if (record.points == 1.0) ++row.wins;
            const bool played = record.kind == RoundRecord::Kind::played;
            // An unplayed round's dummy opponent has the player's own score (C.07 art. 16).
            const auto opponent = score.find(record.opponent);
            const double value = played && opponent != score.end() ? opponent->second : row.points;
            row.buchholz += value;
            row.sonneborn_berger += value * record.points;
            if (played) {
                ++row.games_played;
                least_played = any_round && least_played < value ? least_played : value;
                any_round = true;
            } else if (record.kind == RoundRecord::Kind::bye || record.points == 1.0) {
                // A bye or a forfeit won was not the player's choice: cut like a game played.
                least_played = any_round && least_played < value ? least_played : value;
                any_round = true;
            } else {
                least_unplayed = any_unplayed && least_unplayed < value ? least_unplayed : value;
                any_unplayed = true;
            }
        }
        const double cut = any_unplayed ? least_unplayed : any_round ? least_played : 0;
        row.buchholz_cut1 = row.buchholz - cut;
        table.push_back(row);
    }
    std::stable_sort(table.begin(), table.end(), [](const Standing& a, const Standing& b) {
        if (order_key(a) != order_key(b)) return order_key(a) > order_key(b);
        return a.id < b.id;
    });
    for (std::size_t i = 0; i < table.size(); ++i)
        table[i].rank = i > 0 && order_key(table[i]) == order_key(table[i - 1]) ? table[i - 1].rank
                                                                                : int(i) + 1;
    return table;
}

}  // namespace boardgames::tournament
