#pragma once
// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its
// deviation (how sure it is) and its volatility, updated after a rating period from the
// opponents' ratings and the scores. The server rates each game as a period of its own, as
// online servers do, so a rating moves after every game.

#include <vector>

namespace boardgames::store {

struct Rating {
    double rating = 1500;      // Glicko scale
    double deviation = 350;    // RD: 350 for a newcomer, smaller the more games tell
    double volatility = 0.06;  // sigma: how erratic the player's results are
};

// One game of the period: the opponent as he stood before it, and the score (1 a win, 0.5 a
// draw, 0 a loss).
struct RatedGame {
    Rating opponent;
    double score = 0;
};

// The system's constraint on the change in volatility (tau: 0.3 to 1.2; smaller is steadier).
inline constexpr double glicko2_tau = 0.5;

// The rating after a period with these games; after a period without any, only the deviation
// grows (less sure of a player who does not play).
Rating glicko2_update(const Rating& player, const std::vector<RatedGame>& games,
                      double tau = glicko2_tau);

}  // namespace boardgames::store
