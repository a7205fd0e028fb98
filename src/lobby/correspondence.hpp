#pragma once
// The lobby's correspondence games (store/correspondence.hpp): made from the form's choice,
// listed with the tables (those waiting for the player's move first), opened in a table
// process of their own when a player comes to one, and ended when a deadline passes.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "lobby/lobby_tables.hpp"
#include "net/table_setup.hpp"
#include "store/database.hpp"

namespace boardgames::lobby {

// The database's row of a new correspondence game of `days` a move, from its table's setup.
store::CorrespondenceGame correspondence_row(const net::TableSetup& setup, int days);

// The player's correspondence games as rows of the lobby's tables list (his move first), then
// the games whose free seat anyone may take, at `now` (Unix time).
std::vector<TableRow> correspondence_rows(const store::Database& database, const std::string& me);

// The lobby's list: his correspondence games waiting for his move, the tables, then his other
// correspondence games and the seats open in others'.
std::vector<TableRow> lobby_rows(std::vector<TableRow> correspondence,
                                 std::vector<TableRow> tables);

// Ends every correspondence game whose player to move is past his deadline at `now` and out
// of vacation days (a loss on time, rated as the game is), spending vacation days for those
// who have them: how many games ended.
int settle_correspondence(store::Database& database, int vacation_days, std::int64_t now);

// Ends the correspondence game `game` (read with its texts, no process serving it) as a loss for
// its player `loser` (`how`: "ran out of time (alice, 3 days a move)", `why`: "out of time"),
// through the game's own table without a socket: the result, the rating as the game is rated,
// the archive, the row gone. False when its record or seats cannot be read, or `loser` holds no
// seat.
bool end_correspondence(store::Database& database, const store::CorrespondenceGame& game,
                        const std::string& loser, const std::string& how, std::string_view why);

// Makes sure a table process serves the correspondence game `game` (starting one from the
// database unless one does): the reason when none can. Forks: the caller's own database
// connection must be closed meanwhile.
Result<bool> serve_correspondence(const store::CorrespondenceGame& game,
                                  const std::filesystem::path& database);

}  // namespace boardgames::lobby
