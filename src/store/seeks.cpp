#include "store/seeks.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <map>
#include <random>

#include "store/audit_log.hpp"
#include "store/presence.hpp"
#include "store/ratings.hpp"
#include "store/statement.hpp"

namespace boardgames::store {
namespace {

// The columns seek_from_row reads, from `seeks` joined to `players`.
constexpr std::string_view seek_columns =
    "SELECT seeks.id, seeks.player_id, players.name, seeks.visit, seeks.game, seeks.options, "
    "seeks.clock, seeks.rated, seeks.rating, seeks.rating_range, seeks.seat, seeks.made FROM "
    "seeks JOIN players ON players.id = seeks.player_id ";

Seek seek_from_row(const Statement& row) {
    return Seek{.id = row.integer(0),
                .player_id = row.integer(1),
                .player = row.text(2),
                .visit = row.text(3),
                .game = row.text(4),
                .options = row.text(5),
                .clock = row.text(6),
                .rated = row.integer(7) != 0,
                .rating = int(row.integer(8)),
                .range = int(row.integer(9)),
                .seat = int(row.integer(10)),
                .made = row.integer(11)};
}

// The seats of a pairing: each as sought, the other's seat the one left; both either: drawn.
std::pair<int, int> pairing_seats(int seat, int partner_seat) {
    if (seat < 0 && partner_seat < 0) {
        std::random_device random;
        seat = int(random() % 2);
    }
    if (seat < 0) seat = 1 - partner_seat;
    return {seat, 1 - seat};
}

}  // namespace

bool seats_fit(int seat, int other_seat) {
    return seat < 0 || other_seat < 0 || seat != other_seat;
}

bool ratings_fit(const Seek& a, const Seek& b) {
    const int apart = std::abs(a.rating - b.rating);
    return (a.range == 0 || apart <= a.range) && (b.range == 0 || apart <= b.range);
}

Result<SeekOutcome> Seeks::seek(const Seek& mine, const PairingTable& table, int most_seeks) {
    return pair(mine, table, most_seeks, 0);
}

Result<SeekOutcome> Seeks::take(std::int64_t chosen, const Seek& mine, const PairingTable& table) {
    if (chosen <= 0) return fail("That seek is gone, or not one you may take.");
    return pair(mine, table, 0, chosen);
}

Result<SeekOutcome> Seeks::pair(const Seek& given, const PairingTable& table, int most_seeks,
                                std::int64_t chosen) {
    if (given.seat < -1 || given.seat > 1)
        return fail("a seek's seat is the first, second or either");
    if (given.range < 0 || given.range > widest_seek_range)
        return fail("a seek's range is 0 (any rating) to " + std::to_string(widest_seek_range));
    Seek mine = given;
    const auto rating = Ratings(db_).rating_of(mine.player_id, ladder_key(mine.game, mine.options));
    mine.rating = rating ? int(std::lround(rating->rating)) : unrated_rating;
    mine.made = unix_now();
    std::optional<Seek> partner;
    std::string refusal;
    {
        Transaction transaction(db_);
        if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
        const std::int64_t fresh = unix_time_ago(Presence::fresh_visit);
        if (chosen == 0) {
            // His seeks of visits gone count no more: they lapse now.
            Statement lapsed(db_,
                             "DELETE FROM seeks WHERE player_id = ? AND visit NOT IN (SELECT "
                             "session FROM lobby_presence WHERE seen >= ?)");
            lapsed.bind(1, mine.player_id).bind(2, fresh).run();
            Statement count(db_, "SELECT COUNT(*) FROM seeks WHERE player_id = ?");
            if (count.bind(1, mine.player_id).step() == SQLITE_ROW &&
                count.integer(0) >= most_seeks)
                return fail("You have " + std::to_string(count.integer(0)) +
                            " seeks waiting, the most a player may: withdraw one (d) first.");
        }
        // The oldest seek that matches, of another player in the lobby now, neither blocking
        // the other: fair to whoever waited longest.
        Statement match(
            db_,
            std::string(seek_columns) +
                "WHERE seeks.game = ?1 AND seeks.options = ?2 AND seeks.clock = ?3 AND "
                "seeks.rated = ?4 AND seeks.player_id != ?5 AND players.banned IS NULL AND "
                "(seeks.rating_range = 0 OR abs(seeks.rating - ?6) <= seeks.rating_range) AND "
                "(?7 = 0 OR abs(seeks.rating - ?6) <= ?7) AND "
                "(seeks.seat < 0 OR ?8 < 0 OR seeks.seat != ?8) AND "
                "(?10 = 0 OR seeks.id = ?10) AND "
                "NOT EXISTS (SELECT 1 FROM blocks WHERE (blocks.player_id = seeks.player_id AND "
                "blocks.blocked_id = ?5) OR (blocks.player_id = ?5 AND blocks.blocked_id = "
                "seeks.player_id)) AND "
                "EXISTS (SELECT 1 FROM lobby_presence WHERE session = seeks.visit AND place = "
                "'lobby' AND seen >= ?9) ORDER BY seeks.made, seeks.id LIMIT 1");
        match.bind(1, mine.game)
            .bind(2, mine.options)
            .bind(3, mine.clock)
            .bind(4, std::int64_t(mine.rated))
            .bind(5, mine.player_id)
            .bind(6, std::int64_t(mine.rating))
            .bind(7, std::int64_t(mine.range))
            .bind(8, std::int64_t(mine.seat))
            .bind(9, fresh)
            .bind(10, chosen);
        partner = match.first_row(seek_from_row);
        if (!partner) {
            if (chosen != 0) return fail("That seek is gone, or not one you may take.");
            const std::int64_t id = insert(mine);
            if (id == 0 || !transaction.commit())
                return fail("cannot write the seek: " + error_of(db_));
            return SeekOutcome{.waiting = id};
        }
        const auto claimed = TableListing(db_).claim_within(
            transaction, table.table, table.tables_per_host, table.most_tables);
        if (claimed && !*claimed) return SeekOutcome{.code_taken = true};
        if (claimed) {
            // Both play one game at a time: their other seeks are withdrawn.
            Statement paired(db_, "DELETE FROM seeks WHERE player_id IN (?, ?)");
            if (!paired.bind(1, partner->player_id).bind(2, mine.player_id).run() ||
                !transaction.commit())
                return fail("cannot write the pairing: " + error_of(db_));
            const auto [seat, partner_seat] = pairing_seats(mine.seat, partner->seat);
            return SeekOutcome{.pairing = Pairing{.seeker = mine,
                                                  .partner = *partner,
                                                  .seat = seat,
                                                  .partner_seat = partner_seat}};
        }
        refusal = claimed.error();
    }  // rolled back: the other seek waits still
    std::string note = "A pairing with ";
    note += table.table.host;
    note += " could not open a table (";
    note += refusal;
    note += "): your seek waits.";
    tell(partner->player_id, {.code = "", .opponent = table.table.host, .note = note});
    return fail(refusal);
}

std::int64_t Seeks::insert(const Seek& seek) {
    Statement statement(db_,
                        "INSERT INTO seeks (id, player_id, visit, game, options, clock, rated, "
                        "rating, rating_range, seat, made) VALUES (NULLIF(?, 0), ?, ?, ?, ?, ?, "
                        "?, ?, ?, ?, ?)");
    statement.bind(1, seek.id)
        .bind(2, seek.player_id)
        .bind(3, seek.visit)
        .bind(4, seek.game)
        .bind(5, seek.options)
        .bind(6, seek.clock)
        .bind(7, std::int64_t(seek.rated))
        .bind(8, std::int64_t(seek.rating))
        .bind(9, std::int64_t(seek.range))
        .bind(10, std::int64_t(seek.seat))
        .bind(11, seek.made);
    return statement.run() ? sqlite3_last_insert_rowid(db_) : 0;
}

bool Seeks::restore(const Seek& seek) {
    return insert(seek) != 0;
}

bool Seeks::withdraw(std::int64_t seek_id, std::int64_t player_id) {
    Statement statement(db_, "DELETE FROM seeks WHERE id = ? AND player_id = ?");
    return statement.bind(1, seek_id).bind(2, player_id).run() && sqlite3_changes(db_) > 0;
}

Result<Seek> Seeks::remove(std::int64_t seek_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement found(db_, std::string(seek_columns) + "WHERE seeks.id = ?");
    const auto seek = found.bind(1, seek_id).first_row(seek_from_row);
    if (!seek) return fail("no seek " + std::to_string(seek_id) + " waits");
    std::string event = "removed seek ";
    event += std::to_string(seek_id);
    event += " of ";
    event += seek->player;
    event += " (";
    event += seek->game;
    event += ")";
    if (!run_once(db_, "DELETE FROM seeks WHERE id = ?", seek_id) ||
        !AuditLog(db_).commit_with(transaction, "admin", event))
        return fail("cannot write the database: " + error_of(db_));
    return *seek;
}

std::vector<Seek> Seeks::waiting() const {
    Statement statement(db_, std::string(seek_columns) +
                                 "WHERE EXISTS (SELECT 1 FROM lobby_presence WHERE session = "
                                 "seeks.visit AND place = 'lobby' AND seen >= ?) ORDER BY "
                                 "seeks.made, seeks.id LIMIT 1000");
    return statement.bind(1, unix_time_ago(Presence::fresh_visit)).rows(seek_from_row);
}

std::vector<Seek> Seeks::all() const {
    Statement statement(db_, std::string(seek_columns) + "ORDER BY seeks.made, seeks.id");
    return statement.rows(seek_from_row);
}

std::vector<Seek> Seeks::seen_by(std::int64_t player_id) const {
    Statement blocked(db_,
                      "SELECT blocked_id FROM blocks WHERE player_id = ?1 UNION SELECT player_id "
                      "FROM blocks WHERE blocked_id = ?1");
    const auto apart =
        blocked.bind(1, player_id).rows([](const Statement& row) { return row.integer(0); });
    std::map<std::string, int> ratings;  // his, a ladder each, read once
    std::vector<Seek> seen;
    for (Seek& seek : waiting()) {
        if (seek.player_id == player_id) {
            seen.push_back(std::move(seek));
            continue;
        }
        if (std::find(apart.begin(), apart.end(), seek.player_id) != apart.end()) continue;
        const std::string ladder = ladder_key(seek.game, seek.options);
        if (!ratings.contains(ladder)) {
            const auto rating = Ratings(db_).rating_of(player_id, ladder);
            ratings[ladder] = rating ? int(std::lround(rating->rating)) : unrated_rating;
        }
        if (seek.range == 0 || std::abs(ratings[ladder] - seek.rating) <= seek.range)
            seen.push_back(std::move(seek));
    }
    return seen;
}

bool Seeks::lapse_visit(std::string_view visit) {
    return run_once(db_, "DELETE FROM seeks WHERE visit = ?", visit);
}

bool Seeks::lapse_player(std::int64_t player_id) {
    return run_once(db_, "DELETE FROM seeks WHERE player_id = ?", player_id);
}

bool Seeks::sweep() {
    return sqlite3_exec(db_,
                        "DELETE FROM seeks WHERE visit NOT IN (SELECT session FROM "
                        "lobby_presence)",
                        nullptr, nullptr, nullptr) == SQLITE_OK &&
           run_once(db_, "DELETE FROM pairing_news WHERE made < ?",
                    unix_time_ago(std::chrono::hours(1)));
}

bool Seeks::tell(std::int64_t player_id, const PairingNews& news) {
    Statement statement(db_,
                        "INSERT INTO pairing_news (player_id, code, opponent, note, made) VALUES "
                        "(?, ?, ?, ?, ?)");
    return statement.bind(1, player_id)
        .bind(2, news.code)
        .bind(3, news.opponent)
        .bind(4, news.note)
        .bind(5, unix_now())
        .run();
}

std::vector<PairingNews> Seeks::take_news(std::int64_t player_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return {};
    Statement statement(
        db_, "SELECT code, opponent, note FROM pairing_news WHERE player_id = ? ORDER BY id");
    auto news = statement.bind(1, player_id).rows([](const Statement& row) {
        return PairingNews{row.text(0), row.text(1), row.text(2)};
    });
    if (news.empty()) return news;
    if (!run_once(db_, "DELETE FROM pairing_news WHERE player_id = ?", player_id) ||
        !transaction.commit())
        return {};
    return news;
}

}  // namespace boardgames::store
