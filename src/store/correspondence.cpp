#include "store/correspondence.hpp"

#include <algorithm>
#include <cstdlib>
#include <ctime>

#include "store/statement.hpp"

namespace boardgames::store {
namespace {

// The players come in the row as "SEAT NAME" lines (names hold no space or line break).
constexpr std::string_view listed_columns =
    "id, code, game, options, host, days, rated, open_seat, to_move, deadline, last_move, moves, "
    "forfeit, seat_count, sides, (SELECT group_concat(seat || ' ' || name, char(10)) FROM "
    "correspondence_players WHERE game_id = correspondence_games.id), process";

// A row of listed_columns (then record, seats_file when `with_texts`), with its players.
CorrespondenceGame game_from_row(const Statement& row, bool with_texts) {
    CorrespondenceGame game;
    game.id = row.integer(0);
    game.code = row.text(1);
    game.game = row.text(2);
    game.options = row.text(3);
    game.host = row.text(4);
    game.days = int(row.integer(5));
    game.rated = row.integer(6) != 0;
    game.open_seat = row.integer(7) != 0;
    game.to_move = row.text(8);
    game.deadline = row.integer(9);
    game.last_move = row.integer(10);
    game.moves = int(row.integer(11));
    game.forfeit = row.text(12);
    game.players.assign(std::size_t(std::clamp<std::int64_t>(row.integer(13), 0, 16)), "");
    const std::string sides = row.text(14);  // one a line
    for (std::size_t start = 0; start <= sides.size() && game.sides.size() < game.players.size();) {
        const std::size_t end = std::min(sides.find('\n', start), sides.size());
        game.sides.push_back(sides.substr(start, end - start));
        start = end + 1;
    }
    game.sides.resize(game.players.size());
    game.process = row.text(16);
    if (with_texts) {
        game.record = row.text(17);
        game.seats_file = row.text(18);
    }
    const std::string players = row.text(15);
    for (std::size_t start = 0; start < players.size();) {
        const std::size_t end = std::min(players.find('\n', start), players.size());
        const std::string line = players.substr(start, end - start);
        const std::size_t space = line.find(' ');
        const std::size_t seat =
            space == std::string::npos ? game.players.size() : std::size_t(std::atoi(line.c_str()));
        if (seat < game.players.size()) game.players[seat] = line.substr(space + 1);
        start = end + 1;
    }
    return game;
}

// The game's named players, written again within the caller's transaction.
bool write_players(sqlite3* db, std::int64_t id, const std::vector<std::string>& players) {
    if (!run_once(db, "DELETE FROM correspondence_players WHERE game_id = ?", id)) return false;
    for (std::size_t seat = 0; seat < players.size(); ++seat) {
        if (players[seat].empty()) continue;
        Statement insert(
            db, "INSERT INTO correspondence_players (game_id, seat, name) VALUES (?, ?, ?)");
        if (!insert.bind(1, id).bind(2, std::int64_t(seat)).bind(3, players[seat]).run())
            return false;
    }
    return true;
}

int year_of(std::int64_t when) {
    const std::time_t time = std::time_t(when);
    std::tm parts{};
    ::gmtime_r(&time, &parts);
    return parts.tm_year + 1900;
}

int games_of(sqlite3* db, std::string_view name) {
    return int(
        Statement(db,
                  "SELECT count(DISTINCT game_id) FROM correspondence_players WHERE name = ? "
                  "COLLATE NOCASE")
            .bind(1, name)
            .first_row([](const Statement& row) { return row.integer(0); })
            .value_or(0));
}

}  // namespace

Result<bool> Correspondence::create(const CorrespondenceGame& game, int per_player, int most,
                                    std::int64_t now) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto made = create_within(transaction, game, per_player, most, now);
    if (!made || !*made) return made;
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Correspondence::create_within(Transaction&, const CorrespondenceGame& game,
                                           int per_player, int most, std::int64_t now) {
    const std::int64_t held = Statement(db_, "SELECT count(*) FROM correspondence_games")
                                  .first_row([](const Statement& row) { return row.integer(0); })
                                  .value_or(0);
    if (held >= most)
        return fail("The server holds " + std::to_string(most) +
                    " correspondence games, the most it may: try later.");
    for (const std::string& player : game.players)
        if (!player.empty() && games_of(db_, player) >= per_player)
            return fail(player + " is in " + std::to_string(per_player) +
                        " correspondence games, the most a player may.");
    Statement taken(db_, "SELECT 1 FROM correspondence_games WHERE code = ?");
    if (taken.bind(1, game.code).step() == SQLITE_ROW) return false;
    Statement insert(
        db_,
        "INSERT INTO correspondence_games (code, game, options, host, days, rated, open_seat, "
        "to_move, deadline, last_move, moves, record, seats_file, seat_count, sides) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)");
    std::string sides;
    for (const std::string& side : game.sides) {
        if (!sides.empty()) sides += '\n';
        sides += side;
    }
    insert.bind(1, game.code)
        .bind(2, game.game)
        .bind(3, game.options)
        .bind(4, game.host)
        .bind(5, std::int64_t(game.days))
        .bind(6, std::int64_t(game.rated))
        .bind(7, std::int64_t(game.open_seat))
        .bind(8, game.to_move)
        .bind(9, game.to_move.empty() ? std::int64_t(0) : now + game.days * seconds_a_day)
        .bind(10, now)
        .bind(11, game.record)
        .bind(12, game.seats_file)
        .bind(13, std::int64_t(game.players.size()))
        .bind(14, sides);
    if (!insert.run()) return fail("cannot write the game: " + error_of(db_));
    if (!write_players(db_, sqlite3_last_insert_rowid(db_), game.players))
        return fail("cannot write the game's players: " + error_of(db_));
    return true;
}

std::vector<CorrespondenceGame> Correspondence::of_player(std::string_view name) const {
    Statement statement(
        db_, "SELECT " + std::string(listed_columns) +
                 " FROM correspondence_games WHERE id IN (SELECT game_id FROM "
                 "correspondence_players WHERE name = ?1 COLLATE NOCASE) ORDER BY (to_move = ?1 "
                 "COLLATE NOCASE) DESC, deadline = 0, deadline, id");
    return statement.bind(1, name).rows(
        [&](const Statement& row) { return game_from_row(row, false); });
}

std::vector<CorrespondenceGame> Correspondence::open_seats(std::string_view name, int limit) const {
    Statement statement(db_,
                        "SELECT " + std::string(listed_columns) +
                            " FROM correspondence_games WHERE open_seat != 0 AND forfeit = '' AND "
                            "id NOT IN (SELECT game_id FROM correspondence_players WHERE name = ?1 "
                            "COLLATE NOCASE) ORDER BY id LIMIT ?2");
    return statement.bind(1, name).bind(2, std::int64_t(limit)).rows([&](const Statement& row) {
        return game_from_row(row, false);
    });
}

int Correspondence::waiting_for(std::string_view name) const {
    return int(Statement(db_,
                         "SELECT count(*) FROM correspondence_games WHERE to_move = ? COLLATE "
                         "NOCASE AND forfeit = ''")
                   .bind(1, name)
                   .first_row([](const Statement& row) { return row.integer(0); })
                   .value_or(0));
}

std::vector<CorrespondenceGame> Correspondence::all(int limit) const {
    Statement statement(db_, "SELECT " + std::string(listed_columns) +
                                 " FROM correspondence_games ORDER BY id LIMIT ?");
    return statement.bind(1, std::int64_t(limit)).rows([&](const Statement& row) {
        return game_from_row(row, false);
    });
}

std::optional<CorrespondenceGame> Correspondence::find(std::string_view code) const {
    Statement statement(db_, "SELECT " + std::string(listed_columns) +
                                 ", record, seats_file FROM correspondence_games WHERE code = ?");
    return statement.bind(1, code).first_row(
        [&](const Statement& row) { return game_from_row(row, true); });
}

Result<bool> Correspondence::claim_process(std::string_view code, const std::string& process,
                                           const ProcessAlive& alive) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement current(db_, "SELECT process FROM correspondence_games WHERE code = ?");
    if (current.bind(1, code).step() != SQLITE_ROW) return fail("there is no such game");
    const std::string serving = current.text(0);
    if (!serving.empty() && serving != process && alive(serving)) return false;
    Statement claim(db_, "UPDATE correspondence_games SET process = ? WHERE code = ?");
    if (!claim.bind(1, process).bind(2, code).run() || !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

void Correspondence::release_process(std::string_view code, const std::string& process) {
    Statement(db_, "UPDATE correspondence_games SET process = '' WHERE code = ? AND process = ?")
        .bind(1, code)
        .bind(2, process)
        .run();
}

Result<bool> Correspondence::save(std::string_view code, const CorrespondenceProgress& progress,
                                  std::int64_t now) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement current(db_,
                      "SELECT id, to_move, moves, deadline, days FROM correspondence_games WHERE "
                      "code = ? AND forfeit = ''");
    if (current.bind(1, code).step() != SQLITE_ROW) return false;
    const std::int64_t id = current.integer(0);
    const bool turn_changed =
        current.text(1) != progress.to_move || current.integer(2) != progress.moves;
    std::int64_t deadline = current.integer(3);
    if (progress.to_move.empty())
        deadline = 0;
    else if (turn_changed || deadline == 0)
        deadline = now + current.integer(4) * seconds_a_day;
    Statement update(db_,
                     "UPDATE correspondence_games SET record = ?, seats_file = ?, to_move = ?, "
                     "moves = ?, deadline = ?, last_move = CASE WHEN moves != ?4 THEN ?6 ELSE "
                     "last_move END, open_seat = open_seat AND ?8 WHERE id = ?7");
    update.bind(1, progress.record)
        .bind(2, progress.seats_file)
        .bind(3, progress.to_move)
        .bind(4, std::int64_t(progress.moves))
        .bind(5, deadline)
        .bind(6, now)
        .bind(7, id)
        // Once every seat is taken, no seat is open to anyone again.
        .bind(8, std::int64_t(std::any_of(progress.players.begin(), progress.players.end(),
                                          [](const std::string& name) { return name.empty(); })));
    if (!update.run() || !write_players(db_, id, progress.players) || !transaction.commit())
        return fail("cannot write the game: " + error_of(db_));
    return true;
}

bool Correspondence::remove(std::string_view code) {
    Transaction transaction(db_);
    if (!transaction.began()) return false;
    Statement id(db_, "SELECT id FROM correspondence_games WHERE code = ?");
    if (id.bind(1, code).step() != SQLITE_ROW) return false;
    return run_once(db_, "DELETE FROM correspondence_players WHERE game_id = ?", id.integer(0)) &&
           run_once(db_, "DELETE FROM correspondence_games WHERE id = ?", id.integer(0)) &&
           transaction.commit();
}

std::vector<CorrespondenceGame> Correspondence::settle_deadlines(std::int64_t now,
                                                                 int vacation_days,
                                                                 const ProcessAlive& alive) {
    const bool any_due = Statement(db_,
                                   "SELECT 1 FROM correspondence_games WHERE deadline > 0 AND "
                                   "deadline < ? AND forfeit = '' LIMIT 1")
                             .bind(1, now)
                             .step() == SQLITE_ROW;
    if (any_due) {  // the write lock only when a deadline has passed
        Transaction transaction(db_);
        if (!transaction.began()) return {};
        Statement due(db_,
                      "SELECT code, to_move, deadline, process FROM correspondence_games WHERE "
                      "deadline > 0 AND deadline < ? AND forfeit = ''");
        struct Due {
            std::string code, player;
            std::int64_t deadline;
            std::string process;
        };
        const auto overdue = due.bind(1, now).rows([](const Statement& row) {
            return Due{row.text(0), row.text(1), row.integer(2), row.text(3)};
        });
        const int year = year_of(now);
        for (const Due& game : overdue) {
            if (!game.process.empty() && alive(game.process)) continue;
            const std::int64_t late_days =
                (now - game.deadline + seconds_a_day - 1) / seconds_a_day;
            const int left = vacation_days - vacation_spent(game.player, now);
            if (late_days <= left) {
                Statement spend(db_,
                                "INSERT INTO vacation_days (player, year, spent) VALUES (?1, ?2, "
                                "?3) ON CONFLICT (player, year) DO UPDATE SET spent = spent + ?3");
                Statement later(
                    db_, "UPDATE correspondence_games SET deadline = deadline + ? WHERE code = ?");
                if (!spend.bind(1, game.player)
                         .bind(2, std::int64_t(year))
                         .bind(3, late_days)
                         .run() ||
                    !later.bind(1, late_days * seconds_a_day).bind(2, game.code).run())
                    return {};
            } else {
                Statement lost(db_,
                               "UPDATE correspondence_games SET forfeit = to_move, deadline = 0 "
                               "WHERE code = ?");
                if (!lost.bind(1, game.code).run()) return {};
            }
        }
        if (!transaction.commit()) return {};
    }
    Statement lost(db_, "SELECT " + std::string(listed_columns) +
                            ", record, seats_file FROM correspondence_games WHERE forfeit != ''");
    return lost.rows([&](const Statement& row) { return game_from_row(row, true); });
}

int Correspondence::vacation_spent(std::string_view name, std::int64_t now) const {
    return int(Statement(db_,
                         "SELECT spent FROM vacation_days WHERE player = ? COLLATE NOCASE AND "
                         "year = ?")
                   .bind(1, name)
                   .bind(2, std::int64_t(year_of(now)))
                   .first_row([](const Statement& row) { return row.integer(0); })
                   .value_or(0));
}

}  // namespace boardgames::store
