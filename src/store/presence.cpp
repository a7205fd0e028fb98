#include "store/presence.hpp"

#include "store/seeks.hpp"
#include "store/statement.hpp"
#include "store/table_listing.hpp"

namespace boardgames::store {

Result<bool> Presence::mark_present(std::string_view visit, std::int64_t player_id,
                                    std::string_view place, int most_visits) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    // A visit silent too long counts again, as a new one would: it was not counted meanwhile.
    Statement known(
        db_, "SELECT 1 FROM lobby_presence WHERE session = ? AND player_id = ? AND seen >= ?");
    if (known.bind(1, visit).bind(2, player_id).bind(3, unix_time_ago(fresh_visit)).step() !=
        SQLITE_ROW) {
        Statement visits(db_,
                         "SELECT COUNT(*) FROM lobby_presence WHERE player_id = ? AND seen >= ?");
        visits.bind(1, player_id).bind(2, unix_time_ago(fresh_visit));
        if (visits.step() == SQLITE_ROW && visits.integer(0) >= most_visits) return false;
    }
    Statement statement(db_,
                        "INSERT OR REPLACE INTO lobby_presence (session, player_id, place, seen) "
                        "VALUES (?, ?, ?, ?)");
    if (!statement.bind(1, visit).bind(2, player_id).bind(3, place).bind(4, unix_now()).run() ||
        !transaction.commit())
        return fail("cannot say who is here: " + error_of(db_));
    // What killed lobbies and tables left behind, an hour old, goes (the lists read less).
    constexpr std::chrono::hours left_behind{1};
    run_once(db_, "DELETE FROM lobby_presence WHERE seen < ?", unix_time_ago(left_behind));
    TableListing(db_).forget_silent(left_behind);
    Seeks(db_).sweep();  // the seeks of visits gone go with them
    return true;
}

bool Presence::mark_absent(std::string_view visit) {
    Seeks(db_).lapse_visit(visit);  // a seek lapses with its visit
    return run_once(db_, "DELETE FROM lobby_presence WHERE session = ?", visit);
}

std::vector<PlayerHere> Presence::people(std::chrono::seconds fresh) const {
    // One line a player, however many visits he has: the lobby's place first.
    Statement statement(db_,
                        "SELECT players.name, MIN(place) FROM lobby_presence JOIN players ON "
                        "players.id = lobby_presence.player_id WHERE seen >= ? GROUP BY "
                        "players.id ORDER BY players.name COLLATE NOCASE LIMIT 500");
    return statement.bind(1, unix_time_ago(fresh)).rows([](const Statement& row) {
        return PlayerHere{row.text(0), row.text(1)};
    });
}

}  // namespace boardgames::store
