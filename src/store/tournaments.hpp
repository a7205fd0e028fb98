#pragma once
// The server's tournaments: a round robin or a Swiss of one game, its entrants and its rounds'
// games. Players join while it is open and may withdraw at any time; its creator starts it,
// which makes round 1; each game's result comes from the archive, and the last result of a round
// makes the next round or finishes the tournament. Pairings and standings are
// src/tournament's; this part keeps them. Everything a stranger could race (entries against the
// most players, tournaments created a day) is claimed in the transaction that counts it.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"
#include "store/correspondence.hpp"
#include "store/table_listing.hpp"
#include "tournament/results.hpp"
#include "tournament/standings.hpp"

struct sqlite3;

namespace boardgames::store {

enum class TournamentFormat { round_robin, swiss };
enum class TournamentState { open, running, finished, closed };

// The words rows and people use: "round-robin", "swiss"; "open", "running", "finished", "closed".
std::string_view format_word(TournamentFormat format);
std::string_view state_word(TournamentState state);

inline constexpr int tournament_least_players = 2;  // a Swiss of two; a round robin needs three
inline constexpr int tournament_most_players = 64;
inline constexpr std::size_t tournament_name_most = 40;

// What the creator chooses.
struct TournamentSpec {
    std::string name;
    std::string game;     // a registered game's name
    std::string options;  // as the table form writes them
    std::string clock;    // as the table form writes it; "" for none (correspondence)
    TournamentFormat format = TournamentFormat::swiss;
    int rounds = 0;  // a Swiss's rounds; 0 for the recommended count (a round robin has its own)
    bool rated = false;
    int computer_level = 0;  // the computer plays at this level; 0: it does not
    int most_players = 16;   // the computer counted
};

struct Tournament {
    std::int64_t id = 0;
    TournamentSpec spec;
    TournamentState state = TournamentState::open;
    std::string creator;  // his name
    std::string created;  // UTC
    int round = 0;        // the round being played; 0 before the start
    int rounds = 0;       // how many rounds it has (fixed when it starts)
    int entrants = 0;     // those entered and not withdrawn
};

// An entrant: a player, or the computer (player_id 0).
struct TournamentEntrant {
    std::int64_t id = 0;  // the entrant's own id, which pairings use
    std::int64_t player_id = 0;
    std::string name;  // the player's, or "computer 3"
    int rating = 0;    // his rating in the game's ladder when he joined (1500 unrated)
    bool withdrawn = false;
};

// A game of a round: who plays which side, and where it stands.
struct TournamentGame {
    std::int64_t tournament_id = 0;
    int round = 0;
    int board = 0;            // from 1
    std::int64_t first = 0;   // entrant ids
    std::int64_t second = 0;  // 0: a bye
    std::string first_name;
    std::string second_name;
    std::int64_t first_player = 0;  // the players' ids; 0 for the computer (and a bye)
    std::int64_t second_player = 0;
    tournament::GameResult result = tournament::GameResult::pending;
    std::string table_code;    // the table it is played at, once opened
    std::int64_t game_id = 0;  // the archived game, once played
};

// A line of the standings, with the entrant's name.
struct StandingLine {
    tournament::Standing standing;
    std::string name;
};

// A game of a running tournament to open at a table, with its tournament (its game, clock...).
struct TournamentGameToOpen {
    Tournament tournament;
    TournamentGame game;
};

// How a claim of a game's table went: claimed; opened already (another lobby claimed it, or
// it has its result); or the table code is another table's (the caller picks another).
enum class GameClaim { claimed, taken, code_taken };

// The tournaments in a Database (Database::tournaments()): a view of its connection.
class Tournaments {
  public:
    explicit Tournaments(sqlite3* connection) : db_(connection) {}

    // A new tournament, open for entries, its creator entered; refused with the reason when the
    // spec is not one (the name, the counts) or he created `per_day` already in 24 hours.
    Result<std::int64_t> create(std::int64_t creator_id, const TournamentSpec& spec, int per_day);
    // Enters the player while the tournament is open and has room.
    Result<bool> join(std::int64_t tournament_id, std::int64_t player_id);
    // Takes the player out: before the start his entry goes; after it he is withdrawn: his game
    // being played is lost by forfeit, and he is paired no more (a round robin forfeits his
    // games left). A round finished by his forfeit makes the next.
    Result<bool> withdraw(std::int64_t tournament_id, std::int64_t player_id);
    // Starts it and makes round 1; only its creator (or the administrator, `by_player_id` 0),
    // only while open, with enough entrants.
    Result<bool> start(std::int64_t tournament_id, std::int64_t by_player_id);
    // The table a game is played at, as the lobby opens it: only a game without one yet.
    Result<bool> attach_table(std::int64_t tournament_id, int round, int board,
                              std::string_view table_code);
    // Claims the game's table in one transaction: the server's room for it (its listing row
    // `table`, counted against `most_tables`; a tournament's game is not counted against its
    // host's tables: he entered to play it) and the game, still to open. Two lobbies racing
    // for one game: one claims it, the other hears `taken`.
    Result<GameClaim> claim_table(const TournamentGame& game, const OpenTable& table,
                                  int most_tables);
    // The same for a game of days a move: the correspondence game `row` made in the claim's
    // transaction, counted against the server's `most` (not its players' own counts).
    Result<GameClaim> claim_correspondence(const TournamentGame& game,
                                           const CorrespondenceGame& row, int most,
                                           std::int64_t now);
    // A table claimed that did not open: the game is to open again (the listing row goes).
    bool release_table(const TournamentGame& game, std::string_view table_code);
    // Games whose table went without a result (closed, or killed: no listing fresher than
    // `fresh`; a correspondence game is kept in the database, never lost so) are to open again,
    // from their start: how many.
    int reopen_lost_games(std::chrono::seconds fresh);
    // Within the caller's transaction (the archive's, Archive::add): the game played at
    // `table_code`, if a tournament's game waits for its result there, takes it (the
    // archived game, the first seat's score), and the round's last result makes the next.
    // False on a database error; true when no tournament's game was played there.
    bool record_from_archive(std::string_view table_code, std::int64_t archived_game_id,
                             double first_seat_score);
    // A game's result from the archive: its archived id and the first side's score (1, 0.5, 0).
    // The round's last result makes the next round, or finishes the tournament.
    Result<bool> record_result(std::int64_t tournament_id, int round, int board,
                               std::int64_t archived_game_id, double first_side_score);
    // The administrator closes it (no more rounds; its games stand as they are).
    Result<bool> close(std::int64_t tournament_id);
    // Withdraws the player from every tournament not over (a ban); how many.
    int withdraw_everywhere(std::int64_t player_id);

    std::optional<Tournament> tournament(std::int64_t tournament_id) const;
    // The newest first; only those not over when `current_only`.
    std::vector<Tournament> list(bool current_only, int limit = 100) const;
    std::vector<TournamentEntrant> entrants(std::int64_t tournament_id) const;
    // The tournaments the player is entered in, not withdrawn.
    std::vector<std::int64_t> entered_in(std::int64_t player_id) const;
    std::vector<TournamentGame> games(std::int64_t tournament_id, int round = 0) const;
    // The games of the round being played still to open at a table: both sides people or the
    // computer, no result, no table yet. The lobby opens these.
    std::vector<TournamentGame> games_to_open(std::int64_t tournament_id) const;
    // Those of every running tournament in which the player plays (his lobby opens them).
    std::vector<TournamentGameToOpen> games_to_open_for(std::int64_t player_id) const;
    std::vector<StandingLine> standings(std::int64_t tournament_id) const;

  private:
    // Within the caller's transaction: enters the player, as join() says.
    Result<bool> enter(std::int64_t tournament_id, std::int64_t player_id);
    // Within the caller's transaction: makes rounds while the current one is decided; finishes it
    // when the rounds are done or no pairing is left.
    bool advance(std::int64_t tournament_id);
    // Within the caller's transaction: the game's result, and the next round when it was
    // the round's last; false when no game waits for it.
    Result<bool> record_within(std::int64_t tournament_id, int round, int board,
                               std::int64_t archived_game_id, double first_side_score);
    // Within the caller's transaction: whether the game is still to open.
    bool still_to_open(const TournamentGame& game) const;
    bool withdraw_within(std::int64_t tournament_id, std::int64_t player_id, TournamentState state);

    sqlite3* db_;
};

}  // namespace boardgames::store
