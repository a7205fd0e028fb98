#include "store/tournaments.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <tuple>

#include "store/ratings.hpp"
#include "store/statement.hpp"
#include "tournament/round_robin.hpp"
#include "tournament/swiss.hpp"

namespace boardgames::store {

namespace {

using tournament::GameResult;

constexpr int unrated = 1500;  // an entrant's seed rating before his first rated game
constexpr int computer_levels = 5;

// A game's result as its row keeps it; a bye's row says "bye".
struct ResultWord {
    GameResult result;
    std::string_view word;
};
constexpr std::array<ResultWord, 7> result_words{{
    {GameResult::pending, "pending"},
    {GameResult::first_won, "first"},
    {GameResult::draw, "draw"},
    {GameResult::second_won, "second"},
    {GameResult::first_won_by_forfeit, "first-forfeit"},
    {GameResult::second_won_by_forfeit, "second-forfeit"},
    {GameResult::both_forfeited, "both-forfeit"},
}};
constexpr std::string_view bye_word = "bye";

std::string_view word_of(GameResult result) {
    for (const ResultWord& entry : result_words)
        if (entry.result == result) return entry.word;
    return "pending";
}
GameResult result_of(std::string_view word) {
    for (const ResultWord& entry : result_words)
        if (entry.word == word) return entry.result;
    return GameResult::pending;  // a bye's, which the pairing scores by the rules
}

TournamentFormat format_of(std::string_view word) {
    return word == format_word(TournamentFormat::round_robin) ? TournamentFormat::round_robin
                                                              : TournamentFormat::swiss;
}
TournamentState state_of(std::string_view word) {
    for (const auto state : {TournamentState::open, TournamentState::running,
                             TournamentState::finished, TournamentState::closed})
        if (state_word(state) == word) return state;
    return TournamentState::closed;
}

bool over(TournamentState state) {
    return state == TournamentState::finished || state == TournamentState::closed;
}

// A name or a field shown to everyone: printable ASCII or UTF-8, no control characters.
bool shown_text(std::string_view text, std::size_t most) {
    if (text.empty() || text.size() > most) return false;
    return std::none_of(text.begin(), text.end(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte < 0x20 || byte == 0x7f;
    });
}

std::optional<std::string> spec_problem(const TournamentSpec& spec) {
    if (!shown_text(spec.name, tournament_name_most))
        return "a tournament's name has 1 to " + std::to_string(tournament_name_most) +
               " characters, none a control character";
    if (!shown_text(spec.game, 40)) return std::string("no such game");
    if (spec.options.size() > 200 || spec.clock.size() > 40 ||
        (!spec.options.empty() && !shown_text(spec.options, 200)) ||
        (!spec.clock.empty() && !shown_text(spec.clock, 40)))
        return std::string("the options or the clock are not as the table form writes them");
    const int least = spec.format == TournamentFormat::round_robin
                          ? tournament::round_robin_min_players
                          : tournament_least_players;
    if (spec.most_players < least || spec.most_players > tournament_most_players)
        return "the most players is from " + std::to_string(least) + " to " +
               std::to_string(tournament_most_players);
    if (spec.rounds < 0 || spec.rounds > tournament_most_players - 1)
        return "a Swiss has from 1 to " + std::to_string(tournament_most_players - 1) +
               " rounds (0 for the recommended count)";
    if (spec.computer_level < 0 || spec.computer_level > computer_levels)
        return "the computer's level is from 1 to " + std::to_string(computer_levels) +
               " (0: it does not play)";
    return std::nullopt;
}

constexpr std::string_view tournament_columns =
    "t.id, t.name, t.game, t.options, t.clock, t.format, t.planned_rounds, t.rated, "
    "t.computer_level, t.most_players, t.state, p.name, t.created, t.round, t.rounds, "
    "(SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament_id = t.id AND "
    "e.withdrawn = 0) FROM tournaments t JOIN players p ON p.id = t.created_by";

Tournament read_tournament(const Statement& row) {
    Tournament t;
    t.id = row.integer(0);
    t.spec.name = row.text(1);
    t.spec.game = row.text(2);
    t.spec.options = row.text(3);
    t.spec.clock = row.text(4);
    t.spec.format = format_of(row.text(5));
    t.spec.rounds = int(row.integer(6));
    t.spec.rated = row.integer(7) != 0;
    t.spec.computer_level = int(row.integer(8));
    t.spec.most_players = int(row.integer(9));
    t.state = state_of(row.text(10));
    t.creator = row.text(11);
    t.created = row.text(12);
    t.round = int(row.integer(13));
    t.rounds = int(row.integer(14));
    t.entrants = int(row.integer(15));
    return t;
}

std::string computer_name(int level) {
    return "computer " + std::to_string(level);
}

// The library's view: entrants in seed order, and every round's games.
std::vector<tournament::Entrant> library_entrants(const std::vector<TournamentEntrant>& entrants) {
    std::vector<tournament::Entrant> out;
    for (const TournamentEntrant& e : entrants)
        out.push_back({e.id, e.rating, e.withdrawn});
    return out;
}
std::vector<tournament::Round> library_rounds(const std::vector<TournamentGame>& games) {
    std::vector<tournament::Round> rounds;
    for (const TournamentGame& game : games) {
        if (std::size_t(game.round) > rounds.size()) rounds.resize(std::size_t(game.round));
        rounds[std::size_t(game.round - 1)].push_back({game.first, game.second, game.result});
    }
    return rounds;
}

}  // namespace

std::string_view format_word(TournamentFormat format) {
    return format == TournamentFormat::round_robin ? "round-robin" : "swiss";
}

std::string_view state_word(TournamentState state) {
    switch (state) {
        case TournamentState::open:
            return "open";
        case TournamentState::running:
            return "running";
        case TournamentState::finished:
            return "finished";
        case TournamentState::closed:
            return "closed";
    }
    return "closed";
}

Result<std::int64_t> Tournaments::create(std::int64_t creator_id, const TournamentSpec& spec,
                                         int per_day) {
    if (const auto problem = spec_problem(spec)) return fail(*problem);
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement today(db_,
                    "SELECT COUNT(*) FROM tournaments WHERE created_by = ? AND created_at > ?");
    today.bind(1, creator_id).bind(2, unix_time_ago(std::chrono::hours(24)));
    if (today.step() == SQLITE_ROW && today.integer(0) >= per_day)
        return fail("you have created " + std::to_string(per_day) +
                    " tournaments in 24 hours, as many as the server allows");
    Statement insert(db_,
                     "INSERT INTO tournaments (name, game, options, clock, format, planned_rounds, "
                     "rated, computer_level, most_players, state, created_by, created, "
                     "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)");
    insert.bind(1, spec.name).bind(2, spec.game).bind(3, spec.options).bind(4, spec.clock);
    insert.bind(5, format_word(spec.format)).bind(6, std::int64_t(spec.rounds));
    insert.bind(7, std::int64_t(spec.rated)).bind(8, std::int64_t(spec.computer_level));
    insert.bind(9, std::int64_t(spec.most_players)).bind(10, creator_id);
    insert.bind(11, now_utc()).bind(12, unix_now());
    if (!insert.run()) return fail("cannot write the database: " + error_of(db_));
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    if (const auto entered = enter(id, creator_id); !entered) return fail(entered.error());
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return id;
}

Result<bool> Tournaments::join(std::int64_t tournament_id, std::int64_t player_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (const auto entered = enter(tournament_id, player_id); !entered) return entered;
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Tournaments::enter(std::int64_t tournament_id, std::int64_t player_id) {
    const auto t = tournament(tournament_id);
    if (!t) return fail("there is no such tournament");
    if (t->state != TournamentState::open) return fail("the tournament has started: too late");
    Statement already(
        db_, "SELECT 1 FROM tournament_entrants WHERE tournament_id = ? AND player_id = ?");
    if (already.bind(1, tournament_id).bind(2, player_id).step() == SQLITE_ROW)
        return fail("you are entered already");
    // The computer, if it plays, takes one of the places.
    const int places = t->spec.most_players - (t->spec.computer_level > 0 ? 1 : 0);
    if (t->entrants >= places) return fail("the tournament is full");
    const auto rating =
        Ratings(db_).rating_of(player_id, ladder_key(t->spec.game, t->spec.options));
    Statement insert(db_,
                     "INSERT INTO tournament_entrants (tournament_id, player_id, rating, joined) "
                     "VALUES (?, ?, ?, ?)");
    insert.bind(1, tournament_id).bind(2, player_id);
    insert.bind(3, std::int64_t(rating ? int(rating->rating + 0.5) : unrated)).bind(4, now_utc());
    if (!insert.run()) return fail("cannot write the database: " + error_of(db_));
    return true;
}

bool Tournaments::withdraw_within(std::int64_t tournament_id, std::int64_t player_id,
                                  TournamentState state) {
    if (state == TournamentState::open)
        return Statement(
                   db_, "DELETE FROM tournament_entrants WHERE tournament_id = ? AND player_id = ?")
            .bind(1, tournament_id)
            .bind(2, player_id)
            .run();
    Statement entrant(
        db_, "SELECT id FROM tournament_entrants WHERE tournament_id = ? AND player_id = ?");
    const auto id =
        entrant.bind(1, tournament_id).bind(2, player_id).first_row([](const auto& row) {
            return row.integer(0);
        });
    if (!id) return false;
    Statement mark(db_, "UPDATE tournament_entrants SET withdrawn = 1 WHERE id = ?");
    if (!mark.bind(1, *id).run()) return false;
    // His game being played is lost by forfeit.
    Statement forfeit(db_,
                      "UPDATE tournament_games SET result = CASE WHEN first_entrant = ?1 THEN "
                      "'second-forfeit' ELSE 'first-forfeit' END WHERE tournament_id = ?2 AND "
                      "result = 'pending' AND (first_entrant = ?1 OR second_entrant = ?1)");
    return forfeit.bind(1, *id).bind(2, tournament_id).run() && advance(tournament_id);
}

Result<bool> Tournaments::withdraw(std::int64_t tournament_id, std::int64_t player_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto t = tournament(tournament_id);
    if (!t) return fail("there is no such tournament");
    if (over(t->state)) return fail("the tournament is over");
    Statement entered(db_,
                      "SELECT 1 FROM tournament_entrants WHERE tournament_id = ? AND player_id = ? "
                      "AND withdrawn = 0");
    if (entered.bind(1, tournament_id).bind(2, player_id).step() != SQLITE_ROW)
        return fail("you are not in this tournament");
    if (!withdraw_within(tournament_id, player_id, t->state) || !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Tournaments::start(std::int64_t tournament_id, std::int64_t by_player_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto t = tournament(tournament_id);
    if (!t) return fail("there is no such tournament");
    if (t->state != TournamentState::open) return fail("the tournament has started already");
    Statement creator(db_, "SELECT created_by FROM tournaments WHERE id = ?");
    if (by_player_id != 0 && creator.bind(1, tournament_id).first_row([](const auto& row) {
            return row.integer(0);
        }) != by_player_id)
        return fail("only the tournament's creator starts it");
    if (t->spec.computer_level > 0) {
        Statement computer(db_,
                           "INSERT INTO tournament_entrants (tournament_id, player_id, rating, "
                           "joined) VALUES (?, NULL, ?, ?)");
        if (!computer.bind(1, tournament_id)
                 .bind(2, std::int64_t(unrated))
                 .bind(3, now_utc())
                 .run())
            return fail("cannot write the database: " + error_of(db_));
    }
    const auto entered = entrants(tournament_id);
    const int count = int(entered.size());
    const bool round_robin = t->spec.format == TournamentFormat::round_robin;
    const int least = round_robin ? tournament::round_robin_min_players : tournament_least_players;
    if (count < least)
        return fail("a " + std::string(round_robin ? "round robin" : "Swiss") + " needs " +
                    std::to_string(least) + " players at least");
    // Seeds: by rating, the earlier entry first among equals (entrants() reads them so).
    std::vector<TournamentEntrant> seeded = entered;
    std::stable_sort(seeded.begin(), seeded.end(),
                     [](const auto& a, const auto& b) { return a.rating > b.rating; });
    for (std::size_t i = 0; i < seeded.size(); ++i) {
        Statement seed(db_, "UPDATE tournament_entrants SET seed = ? WHERE id = ?");
        if (!seed.bind(1, std::int64_t(i + 1)).bind(2, seeded[i].id).run())
            return fail("cannot write the database: " + error_of(db_));
    }
    const int most = count % 2 == 0 ? count - 1 : count;
    const int rounds = round_robin          ? tournament::round_robin_rounds(count, false)
                       : t->spec.rounds > 0 ? std::min(t->spec.rounds, most)
                                            : tournament::recommended_swiss_rounds(count);
    Statement running(db_, "UPDATE tournaments SET state = 'running', rounds = ? WHERE id = ?");
    if (!running.bind(1, std::int64_t(rounds)).bind(2, tournament_id).run() ||
        !advance(tournament_id) || !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

bool Tournaments::advance(std::int64_t tournament_id) {
    // Each pass makes one round; a round decided as it is made (all forfeits) makes another.
    for (int pass = 0; pass <= tournament_most_players * 2; ++pass) {
        const auto t = tournament(tournament_id);
        if (!t || t->state != TournamentState::running) return true;
        if (t->round > 0) {
            const auto current = games(tournament_id, t->round);
            if (std::any_of(current.begin(), current.end(), [](const TournamentGame& game) {
                    return game.second != 0 && game.result == GameResult::pending;
                }))
                return true;
        }
        const auto entered = entrants(tournament_id);
        const auto entrants_now = library_entrants(entered);
        std::optional<tournament::Round> next;
        if (t->round < t->rounds) {
            if (t->spec.format == TournamentFormat::round_robin)
                next = tournament::round_robin_round(entrants_now, t->round + 1);
            else
                next = tournament::pair_swiss_round(entrants_now,
                                                    library_rounds(games(tournament_id)));
        }
        if (!next || next->empty())
            return Statement(db_, "UPDATE tournaments SET state = 'finished' WHERE id = ?")
                .bind(1, tournament_id)
                .run();
        const int round = t->round + 1;
        int board = 0;
        for (const tournament::RoundGame& game : *next) {
            Statement insert(db_,
                             "INSERT INTO tournament_games (tournament_id, round, board, "
                             "first_entrant, second_entrant, result) VALUES (?, ?, ?, ?, ?, ?)");
            insert.bind(1, tournament_id)
                .bind(2, std::int64_t(round))
                .bind(3, std::int64_t(++board));
            insert.bind(4, game.first).bind(5, game.second);
            insert.bind(6, game.is_bye() ? bye_word : word_of(game.result));
            if (!insert.run()) return false;
        }
        Statement advanced(db_, "UPDATE tournaments SET round = ? WHERE id = ?");
        if (!advanced.bind(1, std::int64_t(round)).bind(2, tournament_id).run()) return false;
    }
    return true;
}

Result<bool> Tournaments::attach_table(std::int64_t tournament_id, int round, int board,
                                       std::string_view table_code) {
    // One UPDATE, so two lobbies never attach two tables to one game.
    Statement attach(db_,
                     "UPDATE tournament_games SET table_code = ? WHERE tournament_id = ? AND "
                     "round = ? AND board = ? AND result = 'pending' AND table_code = ''");
    if (!attach.bind(1, table_code)
             .bind(2, tournament_id)
             .bind(3, std::int64_t(round))
             .bind(4, std::int64_t(board))
             .run())
        return fail("cannot write the database: " + error_of(db_));
    if (sqlite3_changes(db_) == 0) return fail("there is no such game to play");
    return true;
}

bool Tournaments::still_to_open(const TournamentGame& game) const {
    const auto t = tournament(game.tournament_id);
    if (!t || t->state != TournamentState::running) return false;
    Statement open(db_,
                   "SELECT 1 FROM tournament_games WHERE tournament_id = ? AND round = ? AND "
                   "board = ? AND result = 'pending' AND table_code = '' AND second_entrant != 0");
    open.bind(1, game.tournament_id)
        .bind(2, std::int64_t(game.round))
        .bind(3, std::int64_t(game.board));
    return open.step() == SQLITE_ROW;
}

Result<GameClaim> Tournaments::claim_table(const TournamentGame& game, const OpenTable& table,
                                           int most_tables) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (!still_to_open(game)) return GameClaim::taken;
    const auto listed = TableListing(db_).claim_within(
        transaction, table, std::numeric_limits<int>::max(), most_tables);
    if (!listed) return fail(listed.error());
    if (!*listed) return GameClaim::code_taken;
    if (const auto attached = attach_table(game.tournament_id, game.round, game.board, table.code);
        !attached)
        return fail(attached.error());
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return GameClaim::claimed;
}

Result<GameClaim> Tournaments::claim_correspondence(const TournamentGame& game,
                                                    const CorrespondenceGame& row, int most,
                                                    std::int64_t now) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (!still_to_open(game)) return GameClaim::taken;
    const auto made = Correspondence(db_).create_within(transaction, row,
                                                        std::numeric_limits<int>::max(), most, now);
    if (!made) return fail(made.error());
    if (!*made) return GameClaim::code_taken;
    if (const auto attached = attach_table(game.tournament_id, game.round, game.board, row.code);
        !attached)
        return fail(attached.error());
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return GameClaim::claimed;
}

bool Tournaments::release_table(const TournamentGame& game, std::string_view table_code) {
    Transaction transaction(db_);
    if (!transaction.began()) return false;
    Statement release(db_,
                      "UPDATE tournament_games SET table_code = '' WHERE tournament_id = ? AND "
                      "round = ? AND board = ? AND table_code = ? AND result = 'pending'");
    release.bind(1, game.tournament_id)
        .bind(2, std::int64_t(game.round))
        .bind(3, std::int64_t(game.board))
        .bind(4, table_code);
    return release.run() && TableListing(db_).unlist(table_code) && transaction.commit();
}

int Tournaments::reopen_lost_games(std::chrono::seconds fresh) {
    Statement reopen(db_,
                     "UPDATE tournament_games SET table_code = '' WHERE result = 'pending' AND "
                     "table_code != '' AND tournament_id IN (SELECT id FROM tournaments WHERE "
                     "state = 'running') AND table_code NOT IN (SELECT code FROM open_tables "
                     "WHERE heartbeat >= ?) AND table_code NOT IN (SELECT code FROM "
                     "correspondence_games)");
    if (!reopen.bind(1, unix_time_ago(fresh)).run()) return 0;
    return sqlite3_changes(db_);
}

bool Tournaments::record_from_archive(std::string_view table_code, std::int64_t archived_game_id,
                                      double first_seat_score) {
    if (table_code.empty()) return true;
    Statement waiting(db_,
                      "SELECT g.tournament_id, g.round, g.board FROM tournament_games g JOIN "
                      "tournaments t ON t.id = g.tournament_id WHERE g.table_code = ? AND "
                      "g.result = 'pending' AND t.state = 'running'");
    const auto game = waiting.bind(1, table_code).first_row([](const Statement& row) {
        return std::tuple(row.integer(0), int(row.integer(1)), int(row.integer(2)));
    });
    if (!game) return true;
    const auto& [tournament_id, round, board] = *game;
    return record_within(tournament_id, round, board, archived_game_id, first_seat_score).ok();
}

Result<bool> Tournaments::record_result(std::int64_t tournament_id, int round, int board,
                                        std::int64_t archived_game_id, double first_side_score) {
    if (first_side_score != 1.0 && first_side_score != 0.5 && first_side_score != 0.0)
        return fail("a game's score is 1, 0.5 or 0");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto t = tournament(tournament_id);
    if (!t || t->state != TournamentState::running) return fail("the tournament is not running");
    const auto recorded =
        record_within(tournament_id, round, board, archived_game_id, first_side_score);
    if (!recorded) return recorded;
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Tournaments::record_within(std::int64_t tournament_id, int round, int board,
                                        std::int64_t archived_game_id, double first_side_score) {
    const GameResult result = first_side_score == 1.0   ? GameResult::first_won
                              : first_side_score == 0.5 ? GameResult::draw
                                                        : GameResult::second_won;
    Statement record(db_,
                     "UPDATE tournament_games SET result = ?, game_id = NULLIF(?, 0) WHERE "
                     "tournament_id = ? "
                     "AND round = ? AND board = ? AND result = 'pending' AND second_entrant != 0");
    record.bind(1, word_of(result)).bind(2, archived_game_id).bind(3, tournament_id);
    if (!record.bind(4, std::int64_t(round)).bind(5, std::int64_t(board)).run())
        return fail("cannot write the database: " + error_of(db_));
    if (sqlite3_changes(db_) == 0) return fail("that game has no result to wait for");
    if (!advance(tournament_id)) return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Tournaments::close(std::int64_t tournament_id) {
    Statement closing(db_,
                      "UPDATE tournaments SET state = 'closed' WHERE id = ? AND state IN "
                      "('open', 'running')");
    if (!closing.bind(1, tournament_id).run())
        return fail("cannot write the database: " + error_of(db_));
    if (sqlite3_changes(db_) == 0) return fail("there is no such tournament still on");
    return true;
}

int Tournaments::withdraw_everywhere(std::int64_t player_id) {
    Statement entered(db_,
                      "SELECT t.id, t.state FROM tournaments t JOIN tournament_entrants e ON "
                      "e.tournament_id = t.id WHERE e.player_id = ? AND e.withdrawn = 0 AND "
                      "t.state IN ('open', 'running')");
    const auto current = entered.bind(1, player_id).rows([](const auto& row) {
        return std::pair(row.integer(0), state_of(row.text(1)));
    });
    int withdrawn = 0;
    for (const auto& [id, state] : current) {
        Transaction transaction(db_);
        if (transaction.began() && withdraw_within(id, player_id, state) && transaction.commit())
            ++withdrawn;
    }
    return withdrawn;
}

std::optional<Tournament> Tournaments::tournament(std::int64_t tournament_id) const {
    Statement select(db_,
                     std::string("SELECT ") + std::string(tournament_columns) + " WHERE t.id = ?");
    return select.bind(1, tournament_id).first_row(read_tournament);
}

std::vector<Tournament> Tournaments::list(bool current_only, int limit) const {
    std::string sql = "SELECT ";
    sql += tournament_columns;
    if (current_only) sql += " WHERE t.state IN ('open', 'running')";
    sql += " ORDER BY t.id DESC LIMIT ?";
    Statement select(db_, sql);
    return select.bind(1, std::int64_t(limit)).rows(read_tournament);
}

std::vector<TournamentEntrant> Tournaments::entrants(std::int64_t tournament_id) const {
    Statement select(db_,
                     "SELECT e.id, COALESCE(e.player_id, 0), p.name, e.rating, e.withdrawn, "
                     "t.computer_level FROM tournament_entrants e JOIN tournaments t ON t.id = "
                     "e.tournament_id LEFT JOIN players p ON p.id = e.player_id WHERE "
                     "e.tournament_id = ? ORDER BY e.seed, e.id");
    return select.bind(1, tournament_id).rows([](const auto& row) {
        TournamentEntrant entrant;
        entrant.id = row.integer(0);
        entrant.player_id = row.integer(1);
        entrant.name = row.null(2) ? computer_name(int(row.integer(5))) : row.text(2);
        entrant.rating = int(row.integer(3));
        entrant.withdrawn = row.integer(4) != 0;
        return entrant;
    });
}

std::vector<std::int64_t> Tournaments::entered_in(std::int64_t player_id) const {
    Statement select(db_,
                     "SELECT tournament_id FROM tournament_entrants WHERE player_id = ? AND "
                     "withdrawn = 0");
    return select.bind(1, player_id).rows([](const Statement& row) { return row.integer(0); });
}

std::vector<TournamentGame> Tournaments::games(std::int64_t tournament_id, int round) const {
    std::map<std::int64_t, const TournamentEntrant*> by_id;
    const auto entered = entrants(tournament_id);
    for (const TournamentEntrant& entrant : entered)
        by_id[entrant.id] = &entrant;
    Statement select(db_,
                     "SELECT round, board, first_entrant, second_entrant, result, table_code, "
                     "COALESCE(game_id, 0) FROM tournament_games WHERE tournament_id = ? AND "
                     "(? = 0 OR round = ?) ORDER BY round, board");
    select.bind(1, tournament_id).bind(2, std::int64_t(round)).bind(3, std::int64_t(round));
    return select.rows([&by_id, tournament_id](const auto& row) {
        TournamentGame game;
        game.tournament_id = tournament_id;
        game.round = int(row.integer(0));
        game.board = int(row.integer(1));
        game.first = row.integer(2);
        game.second = row.integer(3);
        if (const auto first = by_id.find(game.first); first != by_id.end()) {
            game.first_name = first->second->name;
            game.first_player = first->second->player_id;
        }
        if (const auto second = by_id.find(game.second); second != by_id.end()) {
            game.second_name = second->second->name;
            game.second_player = second->second->player_id;
        }
        game.result = result_of(row.text(4));
        game.table_code = row.text(5);
        game.game_id = row.integer(6);
        return game;
    });
}

std::vector<TournamentGame> Tournaments::games_to_open(std::int64_t tournament_id) const {
    const auto t = tournament(tournament_id);
    if (!t || t->state != TournamentState::running) return {};
    std::vector<TournamentGame> to_open;
    for (TournamentGame& game : games(tournament_id, t->round))
        if (game.second != 0 && game.result == GameResult::pending && game.table_code.empty())
            to_open.push_back(std::move(game));
    return to_open;
}

std::vector<TournamentGameToOpen> Tournaments::games_to_open_for(std::int64_t player_id) const {
    Statement running(db_,
                      "SELECT t.id FROM tournaments t JOIN tournament_entrants e ON "
                      "e.tournament_id = t.id WHERE t.state = 'running' AND e.player_id = ? AND "
                      "e.withdrawn = 0 ORDER BY t.id");
    std::vector<TournamentGameToOpen> to_open;
    for (const std::int64_t id :
         running.bind(1, player_id).rows([](const Statement& row) { return row.integer(0); })) {
        const auto t = tournament(id);
        if (!t) continue;
        for (TournamentGame& game : games_to_open(id))
            if (game.first_player == player_id || game.second_player == player_id)
                to_open.push_back({*t, std::move(game)});
    }
    return to_open;
}

std::vector<StandingLine> Tournaments::standings(std::int64_t tournament_id) const {
    const auto entered = entrants(tournament_id);
    std::map<std::int64_t, std::string> names;
    for (const TournamentEntrant& entrant : entered)
        names[entrant.id] = entrant.name;
    std::vector<StandingLine> lines;
    for (const tournament::Standing& standing :
         tournament::standings(library_entrants(entered), library_rounds(games(tournament_id))))
        lines.push_back({standing, names[standing.id]});
    return lines;
}

}  // namespace boardgames::store
