#pragma once
// A tournament's standings: points, then the tie-breaks Buchholz, Buchholz cut-1,
// Sonneborn-Berger, the number of wins, then rating; players equal on all of them share a place.
//
// Unplayed rounds (a bye, a forfeit, a round missed after withdrawing) are handled as FIDE's
// tie-break regulations of 2023 do (Handbook C.07, article 16): for the player's own Buchholz and
// Sonneborn-Berger, each of his unplayed rounds counts as a game against a dummy opponent whose
// score is his own final score; cut-1 cuts first a round he chose not to play (a forfeit lost, a
// round missed, a half-point bye asked for), else the least value; an opponent's score is his
// score as it stands (his forfeit wins and byes included).

#include <vector>

#include "tournament/results.hpp"

namespace boardgames::tournament {

struct Standing {
    PlayerId id = no_player;
    int rank = 0;  // from 1; equal for players equal on everything below
    double points = 0;
    double buchholz = 0;          // the opponents' scores
    double buchholz_cut1 = 0;     // less the least of them
    double sonneborn_berger = 0;  // the scores of those beaten, and half those drawn
    int wins = 0;                 // rounds won: over the board, by forfeit, or a bye worth a win
    int rating = 0;
    int games_played = 0;  // over the board
    bool withdrawn = false;
};

// Everyone's standing after `rounds`, best first; pending games count for nothing yet.
std::vector<Standing> standings(const std::vector<Entrant>& entrants,
                                const std::vector<Round>& rounds, const Scoring& scoring = {});

}  // namespace boardgames::tournament
