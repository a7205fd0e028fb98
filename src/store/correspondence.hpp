#pragma once
// Correspondence games: a game of days a move that lives in the database, not in a process. Its
// record and seats file are kept here after every move; a table process serves it while a
// player has it open (claimed here, so one process at most serves a game) and goes when he
// leaves. Each game has a deadline for the player to move; a player late on it spends his
// vacation days (a yearly allowance, whole days, spent as they are needed), and once they are
// gone he loses on time.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

struct sqlite3;

namespace boardgames::store {

class Transaction;

constexpr std::int64_t seconds_a_day = 24 * 3600;

// A correspondence game as the database keeps it.
struct CorrespondenceGame {
    std::int64_t id = 0;
    std::string code;     // the table code it is served at when open
    std::string game;     // the game's name
    std::string options;  // as `--option` writes them; "" for the game's own
    std::string host;     // who made it
    int days = 0;         // days a move
    bool rated = false;
    bool open_seat = false;            // anyone may take its free seat
    std::vector<std::string> sides;    // by seat: its name in the game ("squares")
    std::vector<std::string> players;  // by seat: a player's name, "" for a free seat
    std::string to_move;               // the player whose move it is; "" none (a seat free)
    std::int64_t deadline = 0;         // Unix time his move is due by (0: none)
    std::int64_t last_move = 0;        // Unix time of the last move (or of the start)
    int moves = 0;
    std::string forfeit;  // the player who ran out of time, once the game is lost so
    std::string process;  // the table process serving it now ("PID START"), or ""
    // What a table reopens from (only `find` reads them).
    std::string record;
    std::string seats_file;
};

// What a table writes after each change of a correspondence game.
struct CorrespondenceProgress {
    std::string record;
    std::string seats_file;
    std::vector<std::string> players;  // by seat, "" for a free seat
    std::string to_move;               // "" when nobody is to move (a free seat, or over)
    int moves = 0;
};

// Whether a table process named "PID START" is still running.
using ProcessAlive = std::function<bool(const std::string& process)>;

// The correspondence games in a Database (Database::correspondence()): a view of its
// connection. Every time is passed in (Unix seconds), so tests run days in a moment.
class Correspondence {
  public:
    explicit Correspondence(sqlite3* connection) : db_(connection) {}

    // A new game (`game.record`, `game.seats_file`, its players), counted and claimed in one
    // transaction: refused (with the reason) when one of its players is in `per_player` games
    // or the server holds `most`; false when its code is taken. Its deadline starts now.
    Result<bool> create(const CorrespondenceGame& game, int per_player, int most, std::int64_t now);
    // The same, within the caller's open transaction (a tournament's game claims its game in
    // the transaction that makes it): it commits nothing.
    Result<bool> create_within(Transaction& transaction, const CorrespondenceGame& game,
                               int per_player, int most, std::int64_t now);
    // The player's games, those waiting for his move first (the earliest deadline first),
    // then the others by deadline.
    std::vector<CorrespondenceGame> of_player(std::string_view name) const;
    // Games with a seat anyone may take, not the player's own: the oldest first.
    std::vector<CorrespondenceGame> open_seats(std::string_view name, int limit) const;
    // How many of his games wait for his move.
    int waiting_for(std::string_view name) const;
    // Every game, for the administrator (no record).
    std::vector<CorrespondenceGame> all(int limit) const;
    // One game with its record and seats file.
    std::optional<CorrespondenceGame> find(std::string_view code) const;

    // The table process `process` ("PID START") serves the game from now: claimed in one
    // transaction when no process does or the one named is gone (`alive`); false when a live
    // one serves it.
    Result<bool> claim_process(std::string_view code, const std::string& process,
                               const ProcessAlive& alive);
    void release_process(std::string_view code, const std::string& process);

    // A table's save: the record, seats and who is to move. When the player to move changes,
    // or a move was made, his deadline starts afresh (`days` from now). False when the game
    // is no longer here to save (lost on time meanwhile, or closed).
    Result<bool> save(std::string_view code, const CorrespondenceProgress& progress,
                      std::int64_t now);
    // The game gone (archived, or closed by the administrator).
    bool remove(std::string_view code);

    // Deadlines passed at `now`, each settled in one transaction: a late player spends whole
    // vacation days (of `vacation_days` a year) to cover it; once none are left, he has lost
    // on time (`forfeit` set). Games a live process serves wait for it to go. The games lost
    // on time and not yet archived, for the caller to archive and remove.
    std::vector<CorrespondenceGame> settle_deadlines(std::int64_t now, int vacation_days,
                                                     const ProcessAlive& alive);
    // Vacation days the player has spent in the year of `now`.
    int vacation_spent(std::string_view name, std::int64_t now) const;

  private:
    sqlite3* db_;
};

}  // namespace boardgames::store
