#pragma once
// The tables open on the server now, as each lists itself for the lobby: at each change, and
// every little while to say it is still open; one killed stops doing so, and is soon not listed.

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"
#include "table_terms.hpp"

struct sqlite3;

namespace boardgames::store {

class Transaction;

// A table open on the server, as it lists itself.
struct OpenTable {
    struct Seat {
        std::string side;  // the seat's name in the game
        SeatState state = SeatState::Free;
        std::string who;  // the player, or the computer's level
    };
    std::string code = {};
    std::string game = {};
    std::string options = {};  // as `--option` writes them; "" for the game's own
    std::string host = {};
    bool open_seats = false;                      // anyone may take a free seat
    WatchPolicy watchers = WatchPolicy::Invited;  // who may watch
    std::vector<std::string> invited = {};        // may take a free seat
    std::vector<Seat> seats = {};
    int watching = 0;
    int moves = 0;
    std::int64_t last_move = 0;  // Unix time of the last move, or of the opening
    std::string result = {};     // how the game ended; "" while it goes on
    std::int64_t heartbeat = 0;  // Unix time the table last listed itself
    bool rated = false;          // its game moves its players' ratings
    std::string clock = {};      // the players' clock ("10+5", "30s"), or ""
    int to_move = -1;            // the seat to move (-1: none, the game is over)
    std::string process = {};    // "PID START": its process, and when it started (for admin)
};

// The open tables in a Database (Database::listing()): a view of its connection, used while
// the Database is open. Seat states and who may watch are kept as their words (table_terms).
class TableListing {
  public:
    explicit TableListing(sqlite3* connection) : db_(connection) {}

    Result<bool> list(const OpenTable& table);  // its row, new or again
    // A row for a table about to open, claimed in the same transaction that counts: refused
    // (with the reason) when the server lists `most_tables` fresh tables, or `table.host`
    // `tables_per_host` (finished ones too, until they close); false when another table's row
    // has its code. The table lists itself over it.
    Result<bool> claim(const OpenTable& table, int tables_per_host, int most_tables);
    // The same, within the caller's open transaction (a pairing of seeks claims its table in
    // the transaction that takes the seeks): it commits nothing.
    Result<bool> claim_within(Transaction& transaction, const OpenTable& table, int tables_per_host,
                              int most_tables);
    bool unlist(std::string_view code);
    // Tables that listed themselves within `fresh`, the latest moves first. A row whose words
    // this program does not know is left out.
    std::vector<OpenTable> open_tables(std::chrono::seconds fresh) const;
    // Forgets the tables silent for `age` (killed: a table closing unlists itself).
    bool forget_silent(std::chrono::seconds age);

    // Tables that listed themselves within this long are open: they count.
    static constexpr std::chrono::seconds fresh_table{60};

  private:
    // Its row; `again`: over the row of that code, if there is one.
    Result<bool> write(const OpenTable& table, bool again);

    sqlite3* db_;
};

}  // namespace boardgames::store
