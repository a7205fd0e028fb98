#pragma once
// A round robin's schedule by the Berger tables (FIDE Handbook C.05, Annex 1): every pair meets
// once (twice, sides swapped, in a double round robin), and each player's first sides differ from
// his second sides by at most one. With an odd count, the table is that of the next even count,
// and the game against the missing last number is the round's bye.

#include <vector>

#include "tournament/results.hpp"

namespace boardgames::tournament {

inline constexpr int round_robin_min_players = 3;
inline constexpr int round_robin_max_players = 64;

// One board of the table by pairing numbers (1 to n); `second` is 0 for the bye.
struct NumberedPairing {
    int first = 0;
    int second = 0;
};

// The number of rounds for `players` entrants, once or twice around.
int round_robin_rounds(int players, bool double_round);

// The boards of round `round` (1 to round_robin_rounds) for `players` entrants, as the Berger
// table numbers them; in a double round robin the second cycle repeats the first, sides swapped.
// Empty for a count or round out of range.
std::vector<NumberedPairing> berger_round(int players, int round, bool double_round = false);

// Round `round` for these entrants in seed order (their pairing numbers are their places in the
// list): the games to play, pending, and the bye if any. A withdrawn entrant's games are lost by
// forfeit (both lost if both withdrew); a withdrawn entrant's bye is no game at all.
Round round_robin_round(const std::vector<Entrant>& entrants_in_seed_order, int round,
                        bool double_round = false);

}  // namespace boardgames::tournament
