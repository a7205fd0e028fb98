#pragma once
// A Swiss round's pairing, after the essentials of FIDE's Dutch system (Handbook C.04.3): players
// ranked by score, then rating; a score group's top half against its bottom half in rank order;
// no two players twice; at most one bye each, to the lowest-ranked player who has not had one;
// sides alternated, nobody on the same side three times running where it can be avoided; a
// player who cannot be paired in his group floats down to the next.
//
// What is done instead of the Dutch system's full transposition rules: the highest-ranked
// unpaired player is paired first, with the opponent that comes first in this order: the nearest
// score, then the fewest colour preferences denied (both wanting the same side), then the Dutch
// order within the group (the bottom half's players from the mirror place down, then the top
// half's from the bottom up, then lower groups in rank order). A choice is kept only if everyone
// left can still be paired, which a perfect matching of the players left (Edmonds' blossom
// algorithm) decides; so a legal pairing is found whenever one exists.

#include <optional>
#include <vector>

#include "tournament/results.hpp"

namespace boardgames::tournament {

// FIDE's rule of thumb, ceil(log2(n)) + 1, never more than a round robin would have.
int recommended_swiss_rounds(int players);

// The next round for these entrants after `rounds` (all decided): its games, pending, best board
// first, and the bye last if there is one; withdrawn entrants are left out. Nothing when no legal
// pairing exists (everyone left has met everyone, or the bye can go to no one new).
std::optional<Round> pair_swiss_round(const std::vector<Entrant>& entrants,
                                      const std::vector<Round>& rounds,
                                      const Scoring& scoring = {});

// The side each player of a pair should take, by the Dutch system's colour rules; `higher` is the
// higher-ranked; `board` (from 1) decides only when neither has played yet. True when the higher
// takes the first side.
bool higher_takes_first_side(const std::vector<RoundRecord>& higher,
                             const std::vector<RoundRecord>& lower, int board);

}  // namespace boardgames::tournament
