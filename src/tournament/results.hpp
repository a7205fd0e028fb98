#pragma once
// What a tournament's pairing and standings are made of, with no store and no screen: the
// entrants (an id and a rating, which is the seed order), the rounds of games, and what each round
// meant to one player. Every game has two sides; the first is like White, and the pairings
// balance it. Points are doubles, but only ever multiples of a quarter, so they add exactly.

#include <cstdint>
#include <optional>
#include <vector>

namespace boardgames::tournament {

using PlayerId = std::int64_t;
// The second side of a bye: nobody.
inline constexpr PlayerId no_player = 0;

struct Entrant {
    PlayerId id = no_player;
    int rating = 0;
    bool withdrawn = false;  // never paired again (a round robin forfeits his games instead)
};

enum class Side { first, second };

enum class GameResult {
    pending,    // not played yet
    first_won,  // over the board
    draw,
    second_won,
    first_won_by_forfeit,  // the second side did not play (withdrew, never came)
    second_won_by_forfeit,
    both_forfeited,  // neither played: both lose
};

// One game of a round; a bye is a game whose second side is no_player: it scores Scoring::bye,
// unless its result is a draw, which marks a half-point bye the player asked for.
struct RoundGame {
    PlayerId first = no_player;
    PlayerId second = no_player;
    GameResult result = GameResult::pending;
    bool is_bye() const { return second == no_player; }
};
using Round = std::vector<RoundGame>;

struct Scoring {
    double bye = 1.0;  // a pairing-allocated bye: a win, as FIDE scores it, unless set otherwise
};

// What one round was to one player.
struct RoundRecord {
    enum class Kind {
        played,   // a game over the board, finished
        forfeit,  // a game decided without play (won or lost)
        bye,
        requested_bye,  // a half-point bye the player asked for
        absent,         // not in the round: withdrawn
        pending,        // his game of this round is not over
    };
    Kind kind = Kind::absent;
    PlayerId opponent = no_player;  // for played, forfeit and pending games
    double points = 0;
    std::optional<Side> side;  // the side he had in a game played over the board
};

// Player `player`'s record of each round, in order.
std::vector<RoundRecord> player_rounds(PlayerId player, const std::vector<Round>& rounds,
                                       const Scoring& scoring);

// His points from the finished rounds' records.
double points_of(const std::vector<RoundRecord>& records);

// Whether the result is in (anything but pending).
inline bool is_decided(GameResult result) {
    return result != GameResult::pending;
}

}  // namespace boardgames::tournament
