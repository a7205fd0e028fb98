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
