// The server's tournaments in the store: entries, the start, results that make the next round,
// withdrawals, the daily cap and the administrator's close.

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "cli_runner.hpp"
#include "store/database.hpp"
#include "store_support.hpp"

using namespace boardgames::store;
using boardgames::store::testing::key;
using boardgames::store::testing::ScratchDatabase;
using boardgames::tournament::GameResult;

namespace {

// Players p1..pn.
std::vector<Player> players(Database& database, int n) {
    std::vector<Player> made;
    for (int i = 1; i <= n; ++i) {
        std::string name = "p";
        name += std::to_string(i);
        auto player = database.accounts().register_player(name, key(i), "", 100);
        REQUIRE(player);
        made.push_back(*player);
    }
    return made;
}

TournamentSpec spec(TournamentFormat format, int most = 8) {
    TournamentSpec s;
    s.name = "Friday cup";
    s.game = "clobber";
    s.clock = "5+3";
    s.format = format;
    s.most_players = most;
    return s;
}

// Plays every game of the round being played, the first side winning.
void play_round(Database& database, std::int64_t id) {
    for (const TournamentGame& game : database.tournaments().games_to_open(id))
        REQUIRE(database.tournaments().record_result(id, game.round, game.board, 0, 1.0));
}

}  // namespace

TEST_CASE("tournaments: created open with its creator entered, joined up to the most players",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id =
        database->tournaments().create(people[0].id, spec(TournamentFormat::swiss, 3), 5);
    REQUIRE(id);
    auto t = database->tournaments().tournament(*id);
    REQUIRE(t);
    CHECK(t->state == TournamentState::open);
    CHECK(t->creator == "p1");
    CHECK(t->entrants == 1);
    REQUIRE(database->tournaments().join(*id, people[1].id));
    CHECK_FALSE(database->tournaments().join(*id, people[1].id));  // once
    REQUIRE(database->tournaments().join(*id, people[2].id));
    const auto full = database->tournaments().join(*id, people[3].id);
    REQUIRE_FALSE(full);
    CHECK(full.error() == "the tournament is full");
    // Withdrawing before the start frees the place.
    REQUIRE(database->tournaments().withdraw(*id, people[2].id));
    REQUIRE(database->tournaments().join(*id, people[3].id));
    CHECK(database->tournaments().tournament(*id)->entrants == 3);
}

TEST_CASE("tournaments: a bad name or count is refused with the reason", "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 1);
    auto bad = spec(TournamentFormat::swiss);
    bad.name = "bell\a";
    CHECK_FALSE(database->tournaments().create(people[0].id, bad, 5));
    bad = spec(TournamentFormat::round_robin, 2);
    const auto two = database->tournaments().create(people[0].id, bad, 5);
    REQUIRE_FALSE(two);
    CHECK(two.error() == "the most players is from 3 to 64");
    bad = spec(TournamentFormat::swiss);
    bad.computer_level = 9;
    CHECK_FALSE(database->tournaments().create(people[0].id, bad, 5));
    CHECK(database->tournaments().list(false).empty());
}

TEST_CASE("tournaments: a player creates at most the day's share, counted as it is claimed",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 2);
    REQUIRE(database->tournaments().create(people[0].id, spec(TournamentFormat::swiss), 2));
    REQUIRE(database->tournaments().create(people[0].id, spec(TournamentFormat::swiss), 2));
    const auto third =
        database->tournaments().create(people[0].id, spec(TournamentFormat::swiss), 2);
    REQUIRE_FALSE(third);
    CHECK(third.error() ==
          "you have created 2 tournaments in 24 hours, as many as the server allows");
    CHECK(database->tournaments().create(people[1].id, spec(TournamentFormat::swiss), 2));
    CHECK(database->settings().read().tournaments_per_day == 2);
}

TEST_CASE("tournaments: only the creator starts, and a round robin of four plays to its end",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id =
        database->tournaments().create(people[0].id, spec(TournamentFormat::round_robin), 5);
    REQUIRE(id);
    for (int i = 1; i < 4; ++i)
        REQUIRE(database->tournaments().join(*id, people[std::size_t(i)].id));
    CHECK_FALSE(database->tournaments().start(*id, people[1].id));
    REQUIRE(database->tournaments().start(*id, people[0].id));
    CHECK_FALSE(database->tournaments().join(*id, people[1].id));  // too late
    auto t = database->tournaments().tournament(*id);
    CHECK(t->state == TournamentState::running);
    CHECK(t->rounds == 3);
    CHECK(t->round == 1);
    std::set<std::pair<std::string, std::string>> met;
    for (int round = 1; round <= 3; ++round) {
        const auto to_open = database->tournaments().games_to_open(*id);
        REQUIRE(to_open.size() == 2);
        for (const auto& game : to_open)
            met.insert(std::minmax(game.first_name, game.second_name));
        REQUIRE(database->tournaments().attach_table(*id, round, 1, "ABCD"));
        CHECK(database->tournaments().games_to_open(*id).size() == 1);
        play_round(*database, *id);
        // The round's table-attached game is still to record.
        const auto rest = database->tournaments().games(*id, round);
        for (const auto& game : rest)
            if (game.result == GameResult::pending)
                REQUIRE(database->tournaments().record_result(*id, round, game.board, 0, 0.5));
    }
    CHECK(met.size() == 6);
    t = database->tournaments().tournament(*id);
    CHECK(t->state == TournamentState::finished);
    const auto table = database->tournaments().standings(*id);
    REQUIRE(table.size() == 4);
    double total = 0;
    for (const auto& line : table)
        total += line.standing.points;
    CHECK(total == 6);
    CHECK_FALSE(database->tournaments().record_result(*id, 3, 1, 0, 1.0));  // over
}

TEST_CASE("tournaments: a Swiss with the computer gives a bye each round and finishes",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    auto s = spec(TournamentFormat::swiss, 5);
    s.computer_level = 2;
    const auto id = database->tournaments().create(people[0].id, s, 5);
    REQUIRE(id);
    for (int i = 1; i < 4; ++i)
        REQUIRE(database->tournaments().join(*id, people[std::size_t(i)].id));
    REQUIRE(database->tournaments().start(*id, 0));  // the administrator may start it
    const auto entrants = database->tournaments().entrants(*id);
    REQUIRE(entrants.size() == 5);
    CHECK(std::count_if(entrants.begin(), entrants.end(),
                        [](const auto& e) { return e.name == "computer 2"; }) == 1);
    auto t = database->tournaments().tournament(*id);
    REQUIRE(t->rounds == 4);
    std::set<std::int64_t> byes;
    for (int round = 1; round <= 4; ++round) {
        const auto games = database->tournaments().games(*id, round);
        REQUIRE(games.size() == 3);
        CHECK(games.back().second == 0);
        CHECK(byes.insert(games.back().first).second);
        play_round(*database, *id);
    }
    CHECK(database->tournaments().tournament(*id)->state == TournamentState::finished);
}

TEST_CASE("tournaments: a withdrawn player forfeits his game and is paired no more",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id = database->tournaments().create(people[0].id, spec(TournamentFormat::swiss), 5);
    for (int i = 1; i < 4; ++i)
        REQUIRE(database->tournaments().join(*id, people[std::size_t(i)].id));
    REQUIRE(database->tournaments().start(*id, people[0].id));
    // p3 withdraws in round 1: his game is lost by forfeit; once the other game is in, round 2
    // pairs the three left, one with a bye.
    REQUIRE(database->tournaments().withdraw(*id, people[2].id));
    auto first = database->tournaments().games(*id, 1);
    const auto his = std::find_if(first.begin(), first.end(), [](const auto& game) {
        return game.first_name == "p3" || game.second_name == "p3";
    });
    REQUIRE(his != first.end());
    CHECK((his->result == GameResult::first_won_by_forfeit ||
           his->result == GameResult::second_won_by_forfeit));
    CHECK((his->first_name == "p3") == (his->result == GameResult::second_won_by_forfeit));
    play_round(*database, *id);
    const auto second = database->tournaments().games(*id, 2);
    REQUIRE(second.size() == 2);
    for (const auto& game : second) {
        CHECK(game.first_name != "p3");
        CHECK(game.second_name != "p3");
    }
    CHECK_FALSE(database->tournaments().withdraw(*id, people[2].id));  // once
}

TEST_CASE("tournaments: a round robin forfeits a withdrawn player's games left",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id =
        database->tournaments().create(people[0].id, spec(TournamentFormat::round_robin), 5);
    for (int i = 1; i < 4; ++i)
        REQUIRE(database->tournaments().join(*id, people[std::size_t(i)].id));
    REQUIRE(database->tournaments().start(*id, people[0].id));
    REQUIRE(database->tournaments().withdraw(*id, people[3].id));
    for (int round = 1; round <= 3; ++round) {
        // One game a round is left to play: p4's is forfeited as the round is made.
        CHECK(database->tournaments().games_to_open(*id).size() == 1);
        play_round(*database, *id);
    }
    for (int round = 1; round <= 3; ++round)
        for (const auto& game : database->tournaments().games(*id, round))
            if (game.first_name == "p4" || game.second_name == "p4")
                CHECK((game.result == GameResult::first_won_by_forfeit ||
                       game.result == GameResult::second_won_by_forfeit));
    CHECK(database->tournaments().tournament(*id)->state == TournamentState::finished);
    const auto table = database->tournaments().standings(*id);
    CHECK(table.back().name == "p4");
    CHECK(table.back().standing.points == 0);
    CHECK(table.back().standing.withdrawn);
}

TEST_CASE("tournaments: closed by the administrator, a ban withdraws the player everywhere",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 3);
    const auto open =
        database->tournaments().create(people[0].id, spec(TournamentFormat::swiss), 5);
    const auto other =
        database->tournaments().create(people[1].id, spec(TournamentFormat::swiss), 5);
    REQUIRE(database->tournaments().join(*open, people[2].id));
    REQUIRE(database->tournaments().join(*other, people[2].id));
    CHECK(database->tournaments().withdraw_everywhere(people[2].id) == 2);
    CHECK(database->tournaments().tournament(*open)->entrants == 1);
    REQUIRE(database->tournaments().close(*open));
    CHECK(database->tournaments().tournament(*open)->state == TournamentState::closed);
    CHECK_FALSE(database->tournaments().close(*open));
    CHECK_FALSE(database->tournaments().join(*open, people[2].id));
    CHECK(database->tournaments().list(true).size() == 1);
    CHECK(database->tournaments().list(false).size() == 2);
}

TEST_CASE("admin: tournaments are listed and closed, logged, and a ban withdraws the player",
          "[tournament-store][admin]") {
    using boardgames::testing::cli;
    ScratchDatabase scratch;
    std::int64_t id = 0;
    {
        auto database = scratch.open();
        const auto people = players(*database, 2);
        id = database->tournaments().create(people[0].id, spec(TournamentFormat::swiss), 5).value();
        REQUIRE(database->tournaments().join(id, people[1].id));
    }
    const std::string data = scratch.path.string();
    const auto listed = cli({"admin", "tournaments", "--data", data});
    REQUIRE(listed.status == 0);
    CHECK(listed.out == std::to_string(id) +
                            "\topen\tswiss\tclobber\tFriday cup\tround 0 of 0\t2 "
                            "players\tby p1\n");
    const auto banned = cli({"admin", "ban", "p2", "cheating", "--data", data});
    REQUIRE(banned.status == 0);
    CHECK(banned.out.find("withdrawn from 1 tournament") != std::string::npos);
    const auto closed = cli({"admin", "close-tournament", std::to_string(id), "--data", data});
    REQUIRE(closed.status == 0);
    CHECK(closed.out == "tournament " + std::to_string(id) + " (Friday cup) is closed\n");
    const auto again = cli({"admin", "close-tournament", std::to_string(id), "--data", data});
    CHECK(again.status == 2);
    CHECK(cli({"admin", "close-tournament", "99", "--data", data}).status == 2);
    CHECK(cli({"admin", "tournaments", "--data", data}).out == "no tournaments on\n");
    auto database = scratch.open();
    CHECK(database->tournaments().tournament(id)->entrants == 1);
    CHECK(database->audit().latest(1).back().event ==
          "closed tournament " + std::to_string(id) + " (Friday cup)");
}

namespace {

// A round robin of four, started: its id.
std::int64_t started_round_robin(Database& database, const std::vector<Player>& people) {
    const auto id =
        database.tournaments().create(people[0].id, spec(TournamentFormat::round_robin), 5);
    REQUIRE(id);
    for (std::size_t i = 1; i < people.size(); ++i)
        REQUIRE(database.tournaments().join(*id, people[i].id));
    REQUIRE(database.tournaments().start(*id, people[0].id));
    return *id;
}

// The listing row of a tournament game's table at `code`, hosted by its first player.
OpenTable table_row(const TournamentGame& game, const std::string& code) {
    OpenTable table;
    table.code = code;
    table.game = "clobber";
    table.host = game.first_name;
    table.last_move = 1;
    return table;
}

// Archives a game played at `code` (its first seat winning by `score`): the archived id.
std::int64_t archive_at(Database& database, const std::string& code, double score) {
    const auto id = database.archive().add(
        testing::finished_game("clobber", "a", "b", "squares win", {"a1-a2"}), code, {}, {}, score);
    REQUIRE(id);
    return *id;
}

}  // namespace

TEST_CASE("tournament games: two lobbies racing for one game's table claim it once",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto first_lobby = scratch.open();
    auto second_lobby = scratch.open();  // another process's connection
    const auto people = players(*first_lobby, 4);
    const auto id = started_round_robin(*first_lobby, people);
    const auto to_open = first_lobby->tournaments().games_to_open(id);
    REQUIRE(to_open.size() == 2);
    const TournamentGame& game = to_open[0];
    // Both saw the game to open; the first claims it, the second hears it is taken.
    const auto won = first_lobby->tournaments().claim_table(game, table_row(game, "aaaa"), 100);
    const auto lost = second_lobby->tournaments().claim_table(game, table_row(game, "bbbb"), 100);
    REQUIRE(won);
    REQUIRE(lost);
    CHECK(*won == GameClaim::claimed);
    CHECK(*lost == GameClaim::taken);
    CHECK(second_lobby->tournaments().games(id, 1)[0].table_code == "aaaa");
    CHECK(scratch.raw_sql("SELECT code FROM open_tables") == "aaaa\n");
    CHECK(second_lobby->tournaments().games_to_open(id).size() == 1);  // the other game
    // attach_table itself never moves a game to a second table.
    CHECK_FALSE(second_lobby->tournaments().attach_table(id, 1, game.board, "cccc"));
}

TEST_CASE("tournament games: a claim counts the server's tables and not the host's",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id = started_round_robin(*database, people);
    const auto to_open = database->tournaments().games_to_open(id);
    REQUIRE(to_open.size() == 2);
    // A code another table holds: the caller picks another, nothing claimed.
    OpenTable other = table_row(to_open[0], "busy");
    other.host = "someone";
    REQUIRE(database->listing().claim(other, 5, 100));
    const auto code_taken =
        database->tournaments().claim_table(to_open[0], table_row(to_open[0], "busy"), 100);
    REQUIRE(code_taken);
    CHECK(*code_taken == GameClaim::code_taken);
    CHECK(database->tournaments().games_to_open(id).size() == 2);
    // The server full: refused with its reason, the game still to open.
    const auto full =
        database->tournaments().claim_table(to_open[0], table_row(to_open[0], "t1"), 1);
    REQUIRE_FALSE(full);
    CHECK(full.error() == "The server has all the tables it takes: try later.");
    CHECK(database->tournaments().games_to_open(id).size() == 2);
    // A host at his own tables' limit still gets his tournament's game.
    const auto claimed =
        database->tournaments().claim_table(to_open[0], table_row(to_open[0], "t1"), 100);
    REQUIRE(claimed);
    CHECK(*claimed == GameClaim::claimed);
}

TEST_CASE("tournament games: a table that did not open gives its game back to open",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id = started_round_robin(*database, people);
    const TournamentGame game = database->tournaments().games_to_open(id)[0];
    REQUIRE(*database->tournaments().claim_table(game, table_row(game, "t1"), 100) ==
            GameClaim::claimed);
    CHECK(database->tournaments().games_to_open(id).size() == 1);
    CHECK(database->tournaments().release_table(game, "t1"));
    CHECK(database->tournaments().games_to_open(id).size() == 2);
    CHECK(scratch.raw_sql("SELECT count(*) FROM open_tables") == "0\n");
}

TEST_CASE("tournament games: each player's lobby sees the games he plays, named",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id = started_round_robin(*database, people);
    for (const Player& player : people) {
        const auto mine = database->tournaments().games_to_open_for(player.id);
        REQUIRE(mine.size() == 1);
        const TournamentGame& game = mine[0].game;
        CHECK(mine[0].tournament.id == id);
        CHECK(mine[0].tournament.spec.clock == "5+3");
        CHECK((game.first_player == player.id || game.second_player == player.id));
        CHECK((game.first_name == player.name || game.second_name == player.name));
        CHECK(game.tournament_id == id);
    }
    // Claimed, it is no longer his to open.
    const TournamentGame game = database->tournaments().games_to_open_for(people[0].id)[0].game;
    REQUIRE(*database->tournaments().claim_table(game, table_row(game, "t1"), 100) ==
            GameClaim::claimed);
    CHECK(database->tournaments().games_to_open_for(people[0].id).empty());
}

TEST_CASE("tournament games: the archive records each result and the last makes the next round",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id = started_round_robin(*database, people);
    const auto round_one = database->tournaments().games_to_open(id);
    REQUIRE(round_one.size() == 2);
    REQUIRE(*database->tournaments().claim_table(round_one[0], table_row(round_one[0], "t1"),
                                                 100) == GameClaim::claimed);
    REQUIRE(*database->tournaments().claim_table(round_one[1], table_row(round_one[1], "t2"),
                                                 100) == GameClaim::claimed);
    // A game at another table records nothing.
    archive_at(*database, "elsewhere", 1.0);
    CHECK(database->tournaments().games(id, 1)[0].result == GameResult::pending);
    const std::int64_t first = archive_at(*database, "t1", 0.0);  // the second side won
    auto games = database->tournaments().games(id, 1);
    CHECK(games[0].result == GameResult::second_won);
    CHECK(games[0].game_id == first);
    CHECK(database->tournaments().tournament(id)->round == 1);  // one game still played
    archive_at(*database, "t2", 0.5);
    games = database->tournaments().games(id, 1);
    CHECK(games[1].result == GameResult::draw);
    // Round 2 made, its games to open.
    CHECK(database->tournaments().tournament(id)->round == 2);
    CHECK(database->tournaments().games_to_open(id).size() == 2);
    // A rematch at the same table after the result changes nothing.
    archive_at(*database, "t1", 1.0);
    CHECK(database->tournaments().games(id, 1)[0].result == GameResult::second_won);
    const auto lines = database->tournaments().standings(id);
    REQUIRE(lines.size() == 4);
    CHECK(lines[0].standing.points == 1.0);
    CHECK(lines[0].name == round_one[0].second_name);
}

TEST_CASE("tournament games: a tournament of days a move makes correspondence games",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    auto days = spec(TournamentFormat::round_robin);
    days.clock = "3d";
    const auto id = database->tournaments().create(people[0].id, days, 5);
    REQUIRE(id);
    for (std::size_t i = 1; i < people.size(); ++i)
        REQUIRE(database->tournaments().join(*id, people[i].id));
    REQUIRE(database->tournaments().start(*id, people[0].id));
    const TournamentGame game = database->tournaments().games_to_open(*id)[0];
    CorrespondenceGame row;
    row.code = "c1";
    row.game = "clobber";
    row.host = game.first_name;
    row.days = 3;
    row.sides = {"squares", "circles"};
    row.players = {game.first_name, game.second_name};
    row.to_move = game.first_name;
    // Counted against the server's games only (not its players'): a server of none is full.
    const auto full = database->tournaments().claim_correspondence(game, row, 0, 1000);
    REQUIRE_FALSE(full);
    CHECK(database->tournaments().games_to_open(*id).size() == 2);
    const auto made = database->tournaments().claim_correspondence(game, row, 10, 1000);
    REQUIRE(made);
    CHECK(*made == GameClaim::claimed);
    const auto kept = database->correspondence().find("c1");
    REQUIRE(kept);
    CHECK(kept->players == std::vector<std::string>{game.first_name, game.second_name});
    CHECK(database->tournaments().games(*id, 1)[0].table_code == "c1");
    const auto again = database->tournaments().claim_correspondence(game, row, 10, 1000);
    CHECK(*again == GameClaim::taken);
}

TEST_CASE("tournament games: a table gone without a result opens its game again",
          "[tournament-store]") {
    ScratchDatabase scratch;
    auto database = scratch.open();
    const auto people = players(*database, 4);
    const auto id = started_round_robin(*database, people);
    const auto to_open = database->tournaments().games_to_open(id);
    REQUIRE(*database->tournaments().claim_table(to_open[0], table_row(to_open[0], "t1"), 100) ==
            GameClaim::claimed);
    REQUIRE(*database->tournaments().claim_table(to_open[1], table_row(to_open[1], "t2"), 100) ==
            GameClaim::claimed);
    // t1 is still listed (a table lists itself every few seconds); t2 closed, unlisted.
    REQUIRE(database->listing().unlist("t2"));
    CHECK(database->tournaments().reopen_lost_games(std::chrono::seconds(60)) == 1);
    const auto again = database->tournaments().games_to_open(id);
    REQUIRE(again.size() == 1);
    CHECK(again[0].board == to_open[1].board);
    CHECK(database->tournaments().games(id, 1)[0].table_code == "t1");
    // A finished game's table may go: its result stays.
    archive_at(*database, "t1", 1.0);
    REQUIRE(database->listing().unlist("t1"));
    CHECK(database->tournaments().reopen_lost_games(std::chrono::seconds(60)) == 0);
    CHECK(database->tournaments().games(id, 1)[0].result == GameResult::first_won);
}
