#include "store/archive.hpp"

#include "store/audit_log.hpp"
#include "store/statement.hpp"
#include "store/tournaments.hpp"

namespace boardgames::store {
namespace {

// A record's text without its date line: the same game saved in another minute is the same.
std::string identity_of(const GameRecord& record) {
    GameRecord undated = record;
    undated.date.clear();
    return write_record(undated);
}

// A games row (id, game, table_code, finished, result, moves[, record]) and its seats.
ArchivedGame game_from_row(sqlite3* db, const Statement& row, bool with_record) {
    ArchivedGame game{row.integer(0),
                      row.text(1),
                      row.text(2),
                      row.text(3),
                      row.text(4),
                      std::size_t(row.integer(5)),
                      {},
                      with_record ? row.text(6) : ""};
    Statement seats(db, "SELECT side, player FROM game_seats WHERE game_id = ? ORDER BY seat");
    game.seats = seats.bind(1, game.id).rows([](const Statement& seat) {
        return std::pair(seat.text(0), seat.text(1));
    });
    return game;
}

}  // namespace

Result<std::int64_t> Archive::add(const GameRecord& record, std::string_view table_code,
                                  const std::vector<bool>& lobby_players,
                                  const std::vector<SeatScore>& scores,
                                  std::optional<double> first_seat_score) {
    const std::string text = write_record(record), identity = identity_of(record);
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement known(db_, "SELECT id FROM games WHERE table_code = ? AND identity = ?");
    known.bind(1, table_code).bind(2, identity);
    if (known.step() == SQLITE_ROW) return known.integer(0);
    Statement insert(
        db_,
        "INSERT INTO games (game, table_code, finished, result, moves, record, identity, "
        "ladder) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, record.game)
        .bind(2, table_code)
        .bind(3, now_utc())
        .bind(4, record.result)
        .bind(5, std::int64_t(record.moves.size()))
        .bind(6, text)
        .bind(7, identity)
        .bind(8, ladder_key(record.game, record.options));
    if (!insert.run()) return fail("cannot archive the game: " + error_of(db_));
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    if (!add_seats(id, record, lobby_players, scores))
        return fail("cannot archive the game: " + error_of(db_));
    if (!scores.empty() &&
        !Ratings(db_).rate_game(transaction, id, ladder_key(record.game, record.options), scores,
                                record.moves.size()))
        return fail("cannot rate the game: " + error_of(db_));
    if (first_seat_score &&
        !Tournaments(db_).record_from_archive(table_code, id, *first_seat_score))
        return fail("cannot record the tournament's game: " + error_of(db_));
    const bool rated =
        !scores.empty() && Statement(db_, "SELECT rated FROM games WHERE id = ?")
                               .bind(1, id)
                               .first_row([](const Statement& row) { return row.integer(0) != 0; })
                               .value_or(false);
    const std::string rating_line =
        "rated game " + std::to_string(id) + " (" + ladder_key(record.game, record.options) + ")";
    if (!(rated ? AuditLog(db_).commit_with(transaction, "archive", rating_line)
                : transaction.commit()))
        return fail("cannot write the database: " + error_of(db_));
    return id;
}

bool Archive::add_seats(std::int64_t game_id, const GameRecord& record,
                        const std::vector<bool>& lobby_players,
                        const std::vector<SeatScore>& scores) {
    for (std::size_t seat = 0; seat < record.players.size(); ++seat) {
        // A seat the server's lobby named is that player's (NULL should the name be unknown).
        const bool lobby_player = seat < lobby_players.size() && lobby_players[seat];
        Statement player(db_,
                         "INSERT INTO game_seats (game_id, seat, side, player, player_id, score) "
                         "VALUES (?1, ?2, ?3, ?4, CASE WHEN ?5 THEN (SELECT id FROM players WHERE "
                         "name = ?4 COLLATE NOCASE) END, ?6)");
        player.bind(1, game_id)
            .bind(2, std::int64_t(seat))
            .bind(3, record.players[seat].first)
            .bind(4, record.players[seat].second)
            .bind(5, std::int64_t(lobby_player));
        if (seat < scores.size()) player.bind(6, scores[seat].score);  // else NULL: not known
        if (!player.run()) return false;
    }
    return true;
}

std::vector<ArchivedGame> Archive::games(const GameFilter& filter) const {
    // The records stay out of a listing: game(id) reads one.
    Statement statement(
        db_,
        "SELECT id, game, table_code, finished, result, moves FROM games "
        "WHERE (?1 = '' OR game = ?1) AND (?2 = '' OR id IN (SELECT game_id FROM game_seats "
        "WHERE player = ?2 COLLATE NOCASE)) AND (?4 = 0 OR id IN (SELECT game_id FROM "
        "game_seats WHERE player_id = ?4)) ORDER BY finished DESC, id DESC LIMIT ?3");
    statement.bind(1, filter.game)
        .bind(2, filter.player)
        .bind(3, std::int64_t(filter.limit))
        .bind(4, filter.player_id);
    return statement.rows([&](const Statement& row) { return game_from_row(db_, row, false); });
}

std::vector<PlayerResult> Archive::results_of(std::int64_t player_id, int limit) const {
    std::vector<PlayerResult> results;
    for (ArchivedGame& game : games({.limit = limit, .player_id = player_id})) {
        Statement seat(db_,
                       "SELECT side, score FROM game_seats WHERE game_id = ? AND player_id = ? "
                       "ORDER BY seat LIMIT 1");
        PlayerResult result{std::move(game), {}, std::nullopt};
        if (seat.bind(1, result.game.id).bind(2, player_id).step() == SQLITE_ROW) {
            result.side = seat.text(0);
            if (!seat.null(1)) result.score = seat.real(1);
        }
        results.push_back(std::move(result));
    }
    return results;
}

std::optional<ArchivedGame> Archive::game(std::int64_t id) const {
    Statement statement(db_,
                        "SELECT id, game, table_code, finished, result, moves, record FROM games "
                        "WHERE id = ?");
    return statement.bind(1, id).first_row(
        [&](const Statement& row) { return game_from_row(db_, row, true); });
}

}  // namespace boardgames::store
