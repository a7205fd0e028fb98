#pragma once
// Seeks: a player in the lobby asks for a game (which game, its options, the clock, rated or
// not, the ratings he accepts, the seat he wants) against anyone who asks for the same. A seek
// that matches another waiting is paired at once, in the transaction that takes the other seek
// and claims the table they play at; else it waits, shown to every lobby that may take it,
// until it is paired, withdrawn, or its visit ends. The lobby that made a pairing tells the
// other player's lobby through a row of news (his table, or why there is none).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"
#include "store/table_listing.hpp"

struct sqlite3;

namespace boardgames::store {

// The rating a player without one in a game's ladder counts as, when seeks are matched.
inline constexpr int unrated_rating = 1500;
// The widest range a seek may ask for (0 asks for any rating).
inline constexpr int widest_seek_range = 1000;

struct Seek {
    std::int64_t id = 0;
    std::int64_t player_id = 0;
    std::string player = {};   // his name, as read back
    std::string visit = {};    // the lobby visit it lapses with (its presence id)
    std::string game = {};     // a registered game's name
    std::string options = {};  // as `--option` writes them; "" for the game's own
    std::string clock = {};    // as `--clock` writes it ("10+5", "30s"); "": none
    bool rated = true;
    int rating = unrated_rating;  // his rating in the game's ladder when he sought, rounded
    int range = 200;              // the opponent's rating within this of his own (0: any)
    int seat = -1;                // the seat he wants (0 or 1; -1: either)
    std::int64_t made = 0;        // Unix time
};

// Whether the seats two seeks want fit one table of two seats.
bool seats_fit(int seat, int other_seat);
// Whether each of two seeks' ratings is inside the other's range.
bool ratings_fit(const Seek& a, const Seek& b);

// Two seeks matched: the seeker's (as it would have waited) and the other player's, and the
// seats each takes.
struct Pairing {
    Seek seeker;
    Seek partner;
    int seat = 0;          // the seeker's
    int partner_seat = 1;  // the partner's
};

// What a seek came to: paired, or waiting (its id); `code_taken`: the table's code was another
// table's, and nothing was done (the caller tries another code).
struct SeekOutcome {
    std::optional<Pairing> pairing = {};
    std::int64_t waiting = 0;
    bool code_taken = false;
};

// The table a pairing opens, claimed as TableListing::claim claims one: its listing row (its
// code, game and host: the seeker), and the limits it counts against.
struct PairingTable {
    OpenTable table = {};
    int tables_per_host = 0;
    int most_tables = 0;
};

// News for a player's lobby of a pairing another lobby made: the table he is seated at and his
// opponent, or (no code) why the pairing did not open one.
struct PairingNews {
    std::string code = {};
    std::string opponent = {};
    std::string note = {};
};

// The seeks in a Database (Database::seeks()): a view of its connection, used while the
// Database is open.
class Seeks {
  public:
    explicit Seeks(sqlite3* connection) : db_(connection) {}

    // In one transaction: counts the seeker's waiting seeks (refused at `most_seeks`), then
    // pairs `mine` with the oldest waiting seek it matches (same game, options, clock and
    // rating; each rating inside the other's range, unrated counting as 1500; seats that fit;
    // another player, neither blocking the other, in the lobby now), claiming the table's
    // listing row and withdrawing both players' seeks (one game at a time); else `mine`
    // waits. `mine.rating` is read from his ladder here. Refused, with the reason, when the table
    // cannot be claimed (the other seek then waits still, and its player is told why).
    Result<SeekOutcome> seek(const Seek& mine, const PairingTable& table, int most_seeks);
    // The same match against the one seek `chosen` (the lobby's list), `mine` giving the taker
    // and his visit: refused when that seek is gone or not his to take; nothing waits.
    Result<SeekOutcome> take(std::int64_t chosen, const Seek& mine, const PairingTable& table);
    // A seek paired whose table did not open waits again, as it was (its id and time).
    bool restore(const Seek& seek);
    // The player withdraws his seek: whether it was his and waiting.
    bool withdraw(std::int64_t seek_id, std::int64_t player_id);
    // The administrator's: the seek removed, audit-logged in its transaction; or why not.
    Result<Seek> remove(std::int64_t seek_id);

    // The seeks waiting in the lobby now (their visits there), the oldest first.
    std::vector<Seek> waiting() const;
    // Every seek kept, stale ones too (the administrator's), the oldest first.
    std::vector<Seek> all() const;
    // Those of waiting() the player sees: his own, and those he may take (his rating in their
    // range, neither blocking the other).
    std::vector<Seek> seen_by(std::int64_t player_id) const;

    // A seek lapses with its visit (the visit ended, its presence went, its player banned).
    bool lapse_visit(std::string_view visit);
    bool lapse_player(std::int64_t player_id);
    // Seeks whose visit's presence is gone, and news nobody read in an hour.
    bool sweep();

    // News for the player's lobby, kept until it reads it.
    bool tell(std::int64_t player_id, const PairingNews& news);
    // The player's news, read and removed in one step.
    std::vector<PairingNews> take_news(std::int64_t player_id);

  private:
    Result<SeekOutcome> pair(const Seek& mine, const PairingTable& table, int most_seeks,
                             std::int64_t chosen);
    // Inserts the seek (a new id unless it has one); its id, 0 on an error.
    std::int64_t insert(const Seek& seek);

    sqlite3* db_;
};

}  // namespace boardgames::store
