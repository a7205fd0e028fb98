#pragma once
// The players' ratings, a ladder a game (Glicko-2): moved by the rated games the archive keeps,
// read by the lobby's ladder and `boardgames server ladder`.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/glicko2.hpp"

struct sqlite3;

namespace boardgames::store {

class Transaction;

// How a rated game ended for one seat: the side it played and its score (1 a win, 0.5 a draw,
// 0 a loss). Seats of one side are a team (three-player ReMATCH).
struct SeatScore {
    int side = 0;
    double score = 0;
};

// The ladder a game's ratings are kept in: the game, and its options when a table played it
// with others than the defaults ("rematch players=3": a team game is another game to rate).
std::string ladder_key(std::string_view game, std::string_view options);

// A line of a game's ladder: the player, his rating, and how many rated games made it.
struct LadderEntry {
    std::string name;
    Rating rating;
    int games = 0;
};

// A player's standing in one ladder: his rating and the rated games that made it, won, drawn
// and lost (those archived since scores were kept).
struct PlayerRating {
    std::string ladder;
    Rating rating;
    int games = 0;
    int wins = 0, draws = 0, losses = 0;
};

// The ladders in a Database (Database::ratings()): a view of its connection, used while the
// Database is open.
class Ratings {
  public:
    explicit Ratings(sqlite3* connection) : db_(connection) {}

    // The player's rating in the ladder `ladder` (ladder_key); none before his first rated game.
    std::optional<Rating> rating_of(std::int64_t player_id, std::string_view ladder) const;
    // The players rated in the ladder `ladder` (ladder_key), the highest first.
    std::vector<LadderEntry> ladder(std::string_view ladder, int limit = 100) const;
    // Every ladder someone is rated in.
    std::vector<std::string> ladders() const;
    // The player's ratings, a ladder each, the most played first.
    std::vector<PlayerRating> ratings_of(std::int64_t player_id) const;

    // Rates the archived game `game_id` in `ladder`, within the archive's open `transaction`,
    // when its every seat is a different player of the lobby's, it has two sides, every seat
    // moved (`moves_played` at least the seats) and no two of its players have had the
    // server's rated games a pair a day (else it leaves it unrated): every player's rating
    // moves (Glicko-2, the game a rating period of its own), each meeting the other side as
    // one opponent (its players' mean rating, and their deviations' root mean square). False
    // on an error.
    bool rate_game(Transaction& transaction, std::int64_t game_id, std::string_view ladder,
                   const std::vector<SeatScore>& scores, std::size_t moves_played);

  private:
    // Whether no two of `players` had their share of rated games together in 24 hours.
    bool within_daily_share(const std::vector<std::int64_t>& players) const;
    // The game's seats' players, when it is one to rate with these scores; else none.
    std::vector<std::int64_t> rated_players(std::int64_t game_id,
                                            const std::vector<SeatScore>& scores) const;

    sqlite3* db_;
};

}  // namespace boardgames::store
