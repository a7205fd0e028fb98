#include "tournament/swiss.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

#include "tournament/matching.hpp"

namespace boardgames::tournament {

namespace {

enum class Strength { none, mild, strong, absolute };

struct ColourPreference {
    Strength strength = Strength::none;
    Side side = Side::first;
    int difference = 0;  // first sides less second sides
};

Side other(Side side) {
    return side == Side::first ? Side::second : Side::first;
}

// C.04.3's colour preference from the sides played over the board.
ColourPreference preference_of(const std::vector<RoundRecord>& records) {
    ColourPreference preference;
    std::vector<Side> sides;
    for (const RoundRecord& record : records)
        if (record.side) sides.push_back(*record.side);
    if (sides.empty()) return preference;
    for (const Side side : sides)
        preference.difference += side == Side::first ? 1 : -1;
    const int difference = preference.difference;
    const Side last = sides.back();
    const bool twice_running = sides.size() >= 2 && sides[sides.size() - 2] == last;
    if (difference < -1 || difference > 1 || twice_running) {
        preference.strength = Strength::absolute;
        preference.side = difference < -1  ? Side::first
                          : difference > 1 ? Side::second
                                           : other(last);
    } else if (difference != 0) {
        preference.strength = Strength::strong;
        preference.side = difference < 0 ? Side::first : Side::second;
    } else {
        preference.strength = Strength::mild;
        preference.side = other(last);
    }
    return preference;
}

// How badly pairing these two denies a preference: both wanting the same side, as strongly as the
// weaker of the two wants it.
int colour_conflict(const ColourPreference& a, const ColourPreference& b) {
    if (a.strength == Strength::none || b.strength == Strength::none || a.side != b.side) return 0;
    return int(std::min(a.strength, b.strength));
}

struct Contender {
    PlayerId id = no_player;
    int rating = 0;
    double score = 0;
    std::vector<RoundRecord> records;
    ColourPreference preference;
    bool had_bye = false;
};

// Rank order: score, then rating, then the id so the order is total.
bool ranks_above(const Contender& a, const Contender& b) {
    return std::tie(b.score, b.rating, a.id) < std::tie(a.score, a.rating, b.id);
}

}  // namespace

int recommended_swiss_rounds(int players) {
    if (players < 2) return 0;
    const int rounds = int(std::ceil(std::log2(double(players)))) + 1;
    const int round_robin = players % 2 == 0 ? players - 1 : players;
    return std::min(rounds, round_robin);
}

bool higher_takes_first_side(const std::vector<RoundRecord>& higher,
                             const std::vector<RoundRecord>& lower, int board) {
    const ColourPreference h = preference_of(higher);
    const ColourPreference l = preference_of(lower);
    if (h.strength == Strength::none && l.strength == Strength::none) return board % 2 == 1;
    if (h.strength == Strength::none) return l.side == Side::second;
    if (l.strength == Strength::none || h.side != l.side) return h.side == Side::first;
    // Both want the same side: the stronger preference, then the greater imbalance, has it; then
    // the higher-ranked player.
    if (h.strength != l.strength)
        return (h.strength > l.strength ? h.side : other(l.side)) == Side::first;
    if (std::abs(h.difference) != std::abs(l.difference))
        return (std::abs(h.difference) > std::abs(l.difference) ? h.side : other(l.side)) ==
               Side::first;
    return h.side == Side::first;
}

namespace {

// The players still in (not withdrawn), with their rounds so far, in rank order.
std::vector<Contender> contenders(const std::vector<Entrant>& entrants,
                                  const std::vector<Round>& rounds, const Scoring& scoring) {
    std::vector<Contender> players;
    for (const Entrant& entrant : entrants) {
        if (entrant.withdrawn) continue;
        Contender player{entrant.id, entrant.rating, 0, {}, {}, false};
        player.records = player_rounds(entrant.id, rounds, scoring);
        player.score = points_of(player.records);
        player.preference = preference_of(player.records);
        for (const RoundRecord& record : player.records)
            player.had_bye = player.had_bye || record.kind == RoundRecord::Kind::bye;
        players.push_back(std::move(player));
    }
    std::sort(players.begin(), players.end(), ranks_above);
    return players;
}

// Who may meet whom: nobody twice (a forfeited game counts as met: they were paired).
std::vector<std::vector<bool>> who_may_meet(const std::vector<Contender>& players) {
    const std::size_t n = players.size();
    std::vector<std::vector<bool>> allowed(n, std::vector<bool>(n, true));
    for (std::size_t a = 0; a < n; ++a) {
        allowed[a][a] = false;
        for (std::size_t b = 0; b < n; ++b)
            for (const RoundRecord& record : players[a].records)
                if (record.opponent == players[b].id) allowed[a][b] = allowed[b][a] = false;
    }
    return allowed;
}

// The round's bye (none when the count is even) and a matching that pairs everyone else.
struct ByeAndMatching {
    std::optional<std::size_t> bye;
    PerfectMatcher matcher;
};

// The bye goes to the lowest-ranked player without one whose absence leaves the rest pairable;
// nothing when no choice (or, with an even count, no pairing at all) exists.
std::optional<ByeAndMatching> choose_bye(const std::vector<Contender>& players,
                                         const std::vector<std::vector<bool>>& allowed) {
    const std::size_t n = players.size();
    std::vector<bool> active(n, true);
    if (n % 2 == 0) {
        PerfectMatcher matcher(allowed, active);
        if (!matcher.perfect()) return std::nullopt;
        return ByeAndMatching{std::nullopt, std::move(matcher)};
    }
    for (std::size_t candidate = n; candidate-- > 0;) {
        if (players[candidate].had_bye) continue;
        active[candidate] = false;
        PerfectMatcher trial(allowed, active);
        if (trial.perfect()) return ByeAndMatching{candidate, std::move(trial)};
        active[candidate] = true;
    }
    return std::nullopt;
}

// The round's games from its pairs (higher-ranked first), the sides as the colour rules give
// them, then the bye.
Round round_of(const std::vector<Contender>& players,
               const std::vector<std::pair<std::size_t, std::size_t>>& pairs,
               std::optional<std::size_t> bye) {
    Round round;
    int board = 0;
    for (const auto& [higher, lower] : pairs) {
        ++board;
        const bool first =
            higher_takes_first_side(players[higher].records, players[lower].records, board);
        const PlayerId a = players[higher].id;
        const PlayerId b = players[lower].id;
        round.push_back({first ? a : b, first ? b : a, GameResult::pending});
    }
    if (bye) round.push_back({players[*bye].id, no_player, GameResult::pending});
    return round;
}

}  // namespace

std::optional<Round> pair_swiss_round(const std::vector<Entrant>& entrants,
                                      const std::vector<Round>& rounds, const Scoring& scoring) {
    const std::vector<Contender> players = contenders(entrants, rounds, scoring);
    const std::size_t n = players.size();
    if (n < 2) return std::nullopt;
    const std::vector<std::vector<bool>> allowed = who_may_meet(players);

    std::optional<ByeAndMatching> chosen = choose_bye(players, allowed);
    if (!chosen) return std::nullopt;
    const std::optional<std::size_t> bye = chosen->bye;
    PerfectMatcher& matcher = chosen->matcher;

    std::vector<std::pair<std::size_t, std::size_t>> pairs;  // (higher, lower)
    std::vector<bool> paired(n, false);
    if (bye) paired[*bye] = true;
    for (std::size_t top = 0; top < n; ++top) {
        if (paired[top]) continue;
        // The top's score group among those unpaired, in rank order, himself first.
        std::vector<std::size_t> group;
        for (std::size_t i = top; i < n; ++i)
            if (!paired[i] && players[i].score == players[top].score) group.push_back(i);
        const std::size_t half = group.size() / 2;
        std::vector<std::tuple<double, int, std::size_t, std::size_t>> candidates;
        for (std::size_t i = top + 1; i < n; ++i) {
            if (paired[i] || !allowed[top][i]) continue;
            const auto in_group = std::find(group.begin(), group.end(), i);
            std::size_t order = n + i;  // a lower group: rank order, after the group's own
            if (in_group != group.end()) {
                const auto place = std::size_t(in_group - group.begin());
                order = place >= half ? place - half : group.size() - half + (half - place);
            }
            candidates.emplace_back(players[top].score - players[i].score,
                                    colour_conflict(players[top].preference, players[i].preference),
                                    order, i);
        }
        std::sort(candidates.begin(), candidates.end());
        bool done = false;
        for (const auto& candidate : candidates) {
            const std::size_t opponent = std::get<3>(candidate);
            if (!matcher.fix(int(top), int(opponent))) continue;
            paired[top] = paired[opponent] = true;
            pairs.emplace_back(top, opponent);
            done = true;
            break;
        }
        if (!done) return std::nullopt;  // cannot happen: the matching said the rest pairs
    }

    return round_of(players, pairs, bye);
}

}  // namespace boardgames::tournament
