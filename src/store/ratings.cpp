#include "store/ratings.hpp"

#include <algorithm>
#include <cmath>

#include "store/server_settings.hpp"
#include "store/statement.hpp"

namespace boardgames::store {

std::string ladder_key(std::string_view game, std::string_view options) {
    std::string key(game);
    if (!options.empty()) key += ' ' + std::string(options);
    return key;
}

std::optional<Rating> Ratings::rating_of(std::int64_t player_id, std::string_view ladder) const {
    Statement statement(db_,
                        "SELECT rating, deviation, volatility FROM ratings WHERE player_id = ? AND "
                        "game = ?");
    return statement.bind(1, player_id).bind(2, ladder).first_row([](const Statement& row) {
        return Rating{row.real(0), row.real(1), row.real(2)};
    });
}

std::vector<LadderEntry> Ratings::ladder(std::string_view ladder, int limit) const {
    Statement statement(
        db_,
        "SELECT players.name, rating, deviation, games FROM ratings JOIN players ON "
        "players.id = ratings.player_id WHERE game = ? ORDER BY rating DESC, "
        "players.name LIMIT ?");
    return statement.bind(1, ladder).bind(2, std::int64_t(limit)).rows([](const Statement& row) {
        return LadderEntry{row.text(0), {row.real(1), row.real(2)}, int(row.integer(3))};
    });
}

std::vector<std::string> Ratings::ladders() const {
    Statement statement(db_, "SELECT DISTINCT game FROM ratings ORDER BY game");
    return statement.rows([](const Statement& row) { return row.text(0); });
}

std::vector<PlayerRating> Ratings::ratings_of(std::int64_t player_id) const {
    // Each ladder's rated games of his, counted by his seat's score.
    Statement statement(
        db_,
        "SELECT r.game, r.rating, r.deviation, r.volatility, r.games, COALESCE(t.wins, 0), "
        "COALESCE(t.draws, 0), COALESCE(t.losses, 0) FROM ratings AS r LEFT JOIN (SELECT "
        "g.ladder AS ladder, SUM(s.score = 1) AS wins, SUM(s.score = 0.5) AS draws, SUM(s.score "
        "= 0) AS losses FROM game_seats AS s JOIN games AS g ON g.id = s.game_id WHERE "
        "s.player_id = ?1 AND g.rated = 1 GROUP BY g.ladder) AS t ON t.ladder = r.game WHERE "
        "r.player_id = ?1 ORDER BY r.games DESC, r.game");
    return statement.bind(1, player_id).rows([](const Statement& row) {
        return PlayerRating{row.text(0),         {row.real(1), row.real(2), row.real(3)},
                            int(row.integer(4)), int(row.integer(5)),
                            int(row.integer(6)), int(row.integer(7))};
    });
}

bool Ratings::within_daily_share(const std::vector<std::int64_t>& players) const {
    const int share = Settings(db_).read().rated_games_per_pair_a_day;
    // A UTC timestamp's text sorts as its time.
    const std::string since = utc_text(std::time_t(unix_time_ago(std::chrono::hours(24))));
    for (std::size_t one = 0; one < players.size(); ++one)
        for (std::size_t other = one + 1; other < players.size(); ++other) {
            Statement together(db_,
                               "SELECT COUNT(*) FROM games WHERE rated = 1 AND finished >= ?1 AND "
                               "id IN (SELECT game_id FROM game_seats WHERE player_id = ?2) AND "
                               "id IN (SELECT game_id FROM game_seats WHERE player_id = ?3)");
            together.bind(1, since).bind(2, players[one]).bind(3, players[other]);
            if (together.step() == SQLITE_ROW && together.integer(0) >= share) return false;
        }
    return true;
}

std::vector<std::int64_t> Ratings::rated_players(std::int64_t game_id,
                                                 const std::vector<SeatScore>& scores) const {
    Statement seats(db_, "SELECT player_id FROM game_seats WHERE game_id = ? ORDER BY seat");
    // A seat of nobody of the lobby's reads as player 0.
    const std::vector<std::int64_t> players =
        seats.bind(1, game_id).rows([](const Statement& seat) {
            return seat.null(0) ? std::int64_t(0) : seat.integer(0);
        });
    const auto sides_played = std::count_if(scores.begin(), scores.end(), [&](const SeatScore& s) {
        return s.side != scores.front().side;
    });
    std::vector<std::int64_t> distinct = players;
    std::sort(distinct.begin(), distinct.end());
    // Every seat a different player of the lobby's, and two sides: anything else is not rated.
    if (players.size() < 2 || players.size() != scores.size() || sides_played == 0 ||
        std::find(players.begin(), players.end(), 0) != players.end() ||
        std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end())
        return {};
    return players;
}

bool Ratings::rate_game(Transaction& transaction, std::int64_t game_id, std::string_view ladder,
                        const std::vector<SeatScore>& scores, std::size_t moves_played) {
    if (!transaction.began()) return false;
    const std::vector<std::int64_t> players = rated_players(game_id, scores);
    if (players.empty()) return true;
    // A game is rated only when every seat moved in it (turns go round, so as many moves as
    // seats), and a pair's rated games in a day are few: resigning at once, or again and again
    // to a friend, moves no rating.
    if (moves_played < players.size() || !within_daily_share(players)) return true;
    std::vector<Rating> before;
    for (const std::int64_t player : players)
        before.push_back(rating_of(player, ladder).value_or(Rating{}));
    for (std::size_t seat = 0; seat < players.size(); ++seat) {
        // The other side as one opponent, as it stood before the game: one game, one period.
        Rating opponent{0, 0, 0.06};
        int opponents = 0;
        for (std::size_t other = 0; other < players.size(); ++other) {
            if (scores[other].side == scores[seat].side) continue;
            opponent.rating += before[other].rating;
            opponent.deviation += before[other].deviation * before[other].deviation;
            ++opponents;
        }
        opponent.rating /= opponents;
        opponent.deviation = std::sqrt(opponent.deviation / opponents);
        const Rating updated = glicko2_update(before[seat], {{opponent, scores[seat].score}});
        Statement upsert(db_,
                         "INSERT INTO ratings (player_id, game, rating, deviation, volatility, "
                         "games, updated) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6) ON CONFLICT "
                         "(player_id, game) DO UPDATE SET rating = ?3, deviation = ?4, "
                         "volatility = ?5, games = games + 1, updated = ?6");
        upsert.bind(1, players[seat])
            .bind(2, ladder)
            .bind(3, updated.rating)
            .bind(4, updated.deviation)
            .bind(5, updated.volatility)
            .bind(6, now_utc());
        if (!upsert.run()) return false;
    }
    return run_once(db_, "UPDATE games SET rated = 1 WHERE id = ?", game_id);
}

}  // namespace boardgames::store
