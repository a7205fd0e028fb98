#pragma once
// What the lobby shows one player of the tables open on the server: which he sees (a private
// table only when it concerns him), in what order (invitations first), and each as a line.
// Pure: the screen draws these, the tests read them.

#include <cstdint>
#include <string>
#include <vector>

#include "store/database.hpp"

namespace boardgames::lobby {

struct TableRow {
    store::OpenTable table;
    bool invites_me = false;  // invited, a seat is free, and not seated there yet
    bool seated = false;      // a seat is his (or he hosts it)
    bool my_move = false;     // his seat is to move
    bool may_sit = false;     // a free seat he may take (the host's, the invited's, anyone's)
    bool may_watch = false;
    bool correspondence = false;  // a correspondence game (days a move), not a table open now
    std::int64_t deadline = 0;    // its player to move's deadline, Unix time (0: none)
};

// The tables open on the server now, as `me` sees them: those that listed themselves in the
// last minute and whose socket is there (a killed table's is gone at once).
std::vector<TableRow> tables_now(const store::Database& database, const std::string& me);

// Whether two names are one player's (names are unique whatever their case).
bool same_name(const std::string& a, const std::string& b);

// The tables `me` sees, invitations first, then his own, then those with a seat for him, then
// those he may watch; the latest moves first within each.
std::vector<TableRow> tables_for(const std::vector<store::OpenTable>& open, const std::string& me);

// `text` with spaces after it to `width` bytes (a column of a row).
std::string padded(std::string text, std::size_t width);

// "squares alice, circles free" (a seat's state after the name when not here).
std::string seats_text(const store::OpenTable& table);
// How long ago: "now", "40 s", "3 min", "2 h", "4 d".
std::string ago_text(std::int64_t seconds);
// "due in 2 d" (or "overdue") for a correspondence game's deadline at `now`; "" for none.
std::string due_text(std::int64_t deadline, std::int64_t now);
// What the table is for the player: invited, your move, your seat, seat free, watch, over.
std::string for_you_text(const TableRow& row);
// The row as the lobby lists it: code, game, moves, the last move's age, what it is for the
// player, seats, watchers (and the result of a game over); `now` is the current Unix time.
std::string row_text(const TableRow& row, std::int64_t now);
// The heading of that list, its columns over row_text's.
std::string rows_heading();

// A rating as players read it: rounded, "?" after it while still uncertain (its deviation over
// 110, as a newcomer's is).
std::string rating_text(const store::Rating& rating);
// A line of a game's ladder: rank, name, rating, its deviation, games.
std::string ladder_row_text(int rank, const store::LadderEntry& entry);

// An archived game as the lobby lists it: when, the game, its length, who played, the result.
std::string archive_row_text(const store::ArchivedGame& game);

}  // namespace boardgames::lobby
