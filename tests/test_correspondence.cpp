// Correspondence games: days a move, kept in the server's database between visits
// (store/correspondence.hpp), served by a table that comes and goes (net::CorrespondenceFiles),
// their deadlines and vacation days, and how the lobby lists them (lobby/correspondence.hpp).

#include <catch2/catch.hpp>
#include <chrono>
#include <ctime>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "lobby/correspondence.hpp"
#include "lobby/player_page.hpp"
#include "net/table_clock.hpp"
#include "net/table_recorder.hpp"
#include "store/database.hpp"
#include "table_rig.hpp"
#include "table_support.hpp"

using namespace boardgames;
using namespace boardgames::net;
using namespace boardgames::net::testing;
using namespace std::chrono_literals;

namespace {

constexpr std::int64_t day = store::seconds_a_day;

std::int64_t unix_now() {
    return std::int64_t(std::time(nullptr));
}

// A RAPS correspondence game of alice (squares, to move) and bob, `days` a move, in the
// scratch's server database, where both are players.
TableSetup correspondence_of_alice_and_bob(Scratch& scratch, bool rated = true, int days = 3) {
    TableSetup setup = server_table(scratch);
    setup.access.rated = rated;
    setup.seats[1] = {.computer_level = 0, .token = "", .name = "bob", .uid = ::getuid()};
    auto database = store::Database::open(setup.database_path);
    REQUIRE(database.ok());
    for (const char* name : {"alice", "bob"})
        REQUIRE((*database)->accounts().register_player(
            name, std::string("SHA256:") + std::string(43, name[0])));
    const auto made = (*database)->correspondence().create(lobby::correspondence_row(setup, days),
                                                           50, 1000, unix_now());
    REQUIRE(made.ok());
    REQUIRE(*made);
    return setup;
}

std::unique_ptr<store::Database> open_database(const TableSetup& setup) {
    auto database = store::Database::open(setup.database_path);
    REQUIRE(database.ok());
    return std::move(database).value();
}

// The game's table as a process would serve it: its setup read from the database, its record
// written there.
struct ServedGame {
    std::unique_ptr<CorrespondenceFiles> files;
    std::unique_ptr<TableRig> rig;
    ServedGame(const std::filesystem::path& database_path, const std::string& code) {
        const auto game = open_database_at(database_path)->correspondence().find(code);
        REQUIRE(game);
        auto setup = correspondence_setup(*game, database_path);
        REQUIRE(setup.ok());
        auto claimed = CorrespondenceFiles::claim(code, database_path);
        REQUIRE(claimed.ok());
        files = std::move(claimed).value();
        rig = std::make_unique<TableRig>(std::move(setup).value(), *files);
    }
    ~ServedGame() {
        rig.reset();  // the table goes before what it writes through
        files.reset();
    }
    static std::unique_ptr<store::Database> open_database_at(const std::filesystem::path& path) {
        auto database = store::Database::open(path);
        REQUIRE(database.ok());
        return std::move(database).value();
    }
};

// alice and bob each make a move at the game's table (a1-a2, a4-a3), then leave.
void play_two_moves(const TableSetup& setup) {
    ServedGame served(setup.database_path, setup.code);
    Peer alice(*served.rig), bob(*served.rig);
    alice.say(hello_as("join", "alice"));
    CHECK(alice.until("ready") == "ready");
    bob.say(hello_as("join", "bob"));
    CHECK(bob.until("ready") == "ready");
    alice.say("move a1-a2");
    CHECK(bob.until("moved 1") == "moved 1 a1-a2");
    bob.say("move a4-a3");
    CHECK(alice.until("moved 2") == "moved 2 a4-a3");
}

}  // namespace

TEST_CASE("correspondence: a clock of days a move reads and writes as 3d", "[correspondence]") {
    const auto three = ClockSpec::parse("3d");
    REQUIRE(three.ok());
    CHECK(three->days == 3);
    CHECK(three->per_move);
    CHECK(three->initial == std::chrono::hours(72));
    CHECK(three->text() == "3d");
    CHECK_FALSE(ClockSpec::parse("0d").ok());
    CHECK_FALSE(ClockSpec::parse("31d").ok());
    CHECK_FALSE(ClockSpec::parse("d").ok());
    CHECK_FALSE(ClockSpec::parse("-2d").ok());
    // A table's clock of days keeps its days a seat through a reopen.
    TableClock clock(*three, 2);
    const auto restored = TableClock::restore(clock.saved(TableClock::Clock::now()), 2);
    REQUIRE(restored.ok());
    CHECK(restored->left(0, TableClock::Clock::now()) == std::chrono::hours(72));
}

TEST_CASE("correspondence: a game continues after every process of the server has ended",
          "[correspondence]") {
    Scratch scratch;
    const TableSetup setup = correspondence_of_alice_and_bob(scratch);
    {
        ServedGame served(setup.database_path, setup.code);
        Peer alice(*served.rig);
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
        alice.say("move a1-a2");
        CHECK(alice.until("moved 1") == "moved 1 a1-a2");
    }  // the table's process ends: nothing of the game is left but the database's row
    const auto database = open_database(setup);
    auto kept = database->correspondence().find(setup.code);
    REQUIRE(kept);
    CHECK(kept->moves == 1);
    CHECK(kept->to_move == "bob");
    CHECK(kept->deadline >= unix_now() + 3 * day - 5);
    CHECK(kept->deadline <= unix_now() + 3 * day);
    CHECK(kept->players == std::vector<std::string>{"alice", "bob"});
    CHECK(database->correspondence().waiting_for("bob") == 1);
    CHECK(database->correspondence().waiting_for("alice") == 0);
    {
        ServedGame served(setup.database_path, setup.code);  // bob opens it, days later
        Peer bob(*served.rig);
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        bob.say("move a4-a3");
        CHECK(bob.until("moved 2") == "moved 2 a4-a3");
    }
    kept = database->correspondence().find(setup.code);
    REQUIRE(kept);
    CHECK(kept->moves == 2);
    CHECK(kept->to_move == "alice");
    CHECK(kept->record.find("a1-a2") != std::string::npos);
    CHECK(kept->record.find("a4-a3") != std::string::npos);
}

TEST_CASE("correspondence: one process at most serves a game", "[correspondence]") {
    Scratch scratch;
    const TableSetup setup = correspondence_of_alice_and_bob(scratch);
    auto first = CorrespondenceFiles::claim(setup.code, setup.database_path);
    REQUIRE(first.ok());
    // This process serves it, and is alive: another is refused.
    const auto database = open_database(setup);
    const auto other = database->correspondence().claim_process(
        setup.code, "999999999 1", [](const std::string&) { return true; });
    REQUIRE(other.ok());
    CHECK_FALSE(*other);
    // A process that died serving it holds it no more.
    first.value().reset();  // this one lets go
    CHECK(*database->correspondence().claim_process(setup.code, "999999999 1", process_alive));
    CHECK_FALSE(process_alive("999999999 1"));
    CHECK(CorrespondenceFiles::claim(setup.code, setup.database_path).ok());
}

TEST_CASE("correspondence: a deadline missed loses the game on time, and it is rated",
          "[correspondence]") {
    Scratch scratch;
    const TableSetup setup = correspondence_of_alice_and_bob(scratch);
    play_two_moves(setup);  // alice to move, her deadline in 3 days
    const auto database = open_database(setup);
    const std::int64_t deadline = database->correspondence().find(setup.code)->deadline;
    // Before the deadline nothing happens.
    CHECK(lobby::settle_correspondence(*database, 0, deadline - 60) == 0);
    CHECK(database->correspondence().find(setup.code));
    CHECK(lobby::settle_correspondence(*database, 0, deadline + 60) == 1);
    CHECK_FALSE(database->correspondence().find(setup.code));  // the row goes with the game
    const auto games = database->archive().games({});
    REQUIRE(games.size() == 1);
    CHECK(games[0].result == "squares ran out of time (alice, 3 days a move): circles win");
    CHECK(games[0].table_code == setup.code);
    const auto ladder = database->ratings().ladder("raps");
    REQUIRE(ladder.size() == 2);
    CHECK(ladder[0].name == "bob");
    CHECK(ladder[0].rating.rating > 1500);
    CHECK(ladder[1].name == "alice");
}

TEST_CASE("correspondence: vacation days cover a late move until they run out",
          "[correspondence]") {
    Scratch scratch;
    const TableSetup setup = correspondence_of_alice_and_bob(scratch);
    play_two_moves(setup);
    const auto database = open_database(setup);
    const std::int64_t deadline = database->correspondence().find(setup.code)->deadline;
    // An hour late with 2 vacation days a year: one whole day is spent, the deadline a day on.
    CHECK(lobby::settle_correspondence(*database, 2, deadline + 3600) == 0);
    auto kept = database->correspondence().find(setup.code);
    REQUIRE(kept);
    CHECK(kept->deadline == deadline + day);
    CHECK(database->correspondence().vacation_spent("alice", deadline + 3600) == 1);
    // A day and a half past the new deadline needs two days; one is left: she loses.
    CHECK(lobby::settle_correspondence(*database, 2, deadline + day + day + day / 2) == 1);
    CHECK_FALSE(database->correspondence().find(setup.code));
    CHECK(database->correspondence().vacation_spent("alice", deadline + 3600) == 1);
    REQUIRE(database->archive().games({}).size() == 1);
}

TEST_CASE("correspondence: a game is counted against its players' and the server's most",
          "[correspondence]") {
    Scratch scratch;
    const TableSetup setup = correspondence_of_alice_and_bob(scratch);  // one game each
    const auto database = open_database(setup);
    store::CorrespondenceGame another = lobby::correspondence_row(setup, 3);
    another.code = "xyz234";
    const auto per_player = database->correspondence().create(another, 1, 1000, unix_now());
    REQUIRE_FALSE(per_player.ok());
    CHECK(per_player.error() == "alice is in 1 correspondence games, the most a player may.");
    const auto most = database->correspondence().create(another, 50, 1, unix_now());
    REQUIRE_FALSE(most.ok());
    CHECK(most.error() == "The server holds 1 correspondence games, the most it may: try later.");
    store::CorrespondenceGame same_code = lobby::correspondence_row(setup, 3);
    CHECK_FALSE(*database->correspondence().create(same_code, 50, 1000, unix_now()));
    CHECK(*database->correspondence().create(another, 50, 1000, unix_now()));
    CHECK(database->correspondence().of_player("ALICE").size() == 2);
}

TEST_CASE("correspondence: the lobby lists games waiting for the player's move first",
          "[correspondence][lobby]") {
    Scratch scratch;
    TableSetup setup = correspondence_of_alice_and_bob(scratch);
    const auto database = open_database(setup);
    // A second game, bob's move in it (bob is squares, the first to move).
    TableSetup bobs = server_table(scratch);
    bobs.code = "xyz234";
    bobs.access.host = {::getuid(), "bob"};
    bobs.seats[0].name = "bob";
    bobs.seats[1] = {.computer_level = 0, .token = "", .name = "alice", .uid = ::getuid()};
    REQUIRE(*database->correspondence().create(lobby::correspondence_row(bobs, 1), 50, 1000,
                                               unix_now() - 3600));
    // An open game of carol's, a seat free for anyone.
    TableSetup carols = server_table(scratch);
    carols.code = "car234";
    carols.access.host = {::getuid(), "carol"};
    carols.access.open_seats = true;
    carols.seats[0].name = "carol";
    REQUIRE(*database->correspondence().create(lobby::correspondence_row(carols, 7), 50, 1000,
                                               unix_now()));

    const auto rows = lobby::correspondence_rows(*database, "bob");
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].table.code == "xyz234");  // his move, due first
    CHECK(rows[0].my_move);
    CHECK(rows[1].table.code == setup.code);  // alice's move
    CHECK_FALSE(rows[1].my_move);
    CHECK(rows[2].table.code == "car234");  // a seat free
    CHECK(rows[2].may_sit);
    CHECK(lobby::for_you_text(rows[0]) == "your move");
    CHECK(lobby::for_you_text(rows[1]) == "their move");
    CHECK(lobby::for_you_text(rows[2]) == "seat free");
    const std::string text = lobby::row_text(rows[0], unix_now());
    CHECK(text.find("your move  due in 23 h, squares bob, circles alice") != std::string::npos);
    CHECK(text.find("1d a move") != std::string::npos);
    CHECK(lobby::due_text(unix_now() + 3 * day - 30, unix_now()) == "due in 2 d 23 h");
    CHECK(lobby::row_text(rows[2], unix_now()).find("7d a move") != std::string::npos);
    CHECK(lobby::row_text(rows[2], unix_now()).find("due") == std::string::npos);

    // His page lists his correspondence games (not carol's, whose seat is free to him).
    const auto page = lobby::read_player_page(*database, "bob");
    REQUIRE(page);
    REQUIRE(page->correspondence.size() == 2);
    CHECK(page->correspondence[0].code == "xyz234");
    CHECK(page->correspondence[0].clock == "1d");

    // Among the tables open now: his moves first, then the tables, then the rest.
    lobby::TableRow table;
    table.table.code = "tab234";
    const auto listed = lobby::lobby_rows(rows, {table});
    REQUIRE(listed.size() == 4);
    CHECK(listed[0].table.code == "xyz234");
    CHECK(listed[1].table.code == "tab234");
    CHECK(listed[2].table.code == setup.code);
    CHECK(listed[3].table.code == "car234");
}

TEST_CASE("correspondence: the administrator lists and closes games, and a ban loses them",
          "[correspondence][admin]") {
    using boardgames::testing::cli;
    Scratch scratch;
    const TableSetup setup = correspondence_of_alice_and_bob(scratch);
    play_two_moves(setup);
    TableSetup second = server_table(scratch);
    second.code = "xyz234";
    second.seats[1] = {.computer_level = 0, .token = "", .name = "bob", .uid = ::getuid()};
    REQUIRE(*open_database(setup)->correspondence().create(lobby::correspondence_row(second, 1), 50,
                                                           1000, unix_now()));
    const std::string data = setup.database_path.string();
    const auto listed = cli({"admin", "correspondence", "--data", data});
    REQUIRE(listed.status == 0);
    CHECK(listed.out.rfind("2 correspondence games\n", 0) == 0);
    CHECK(listed.out.find("  " + setup.code +
                          "\traps\t3d a move\tsquares alice, circles bob\t2 "
                          "moves\talice to move by ") != std::string::npos);
    CHECK(listed.out.find("xyz234\traps\t1d a move") != std::string::npos);
    // Closed for good: gone, neither archived nor rated, and logged.
    const auto closed = cli({"admin", "close", "xyz234", "--data", data});
    REQUIRE(closed.status == 0);
    CHECK(closed.out == "correspondence game xyz234 is closed (not archived, unrated)\n");
    {
        const auto database = open_database(setup);
        CHECK_FALSE(database->correspondence().find("xyz234"));
        CHECK(database->archive().games({}).empty());
        CHECK(database->audit().latest(1).back().event ==
              "closed correspondence game xyz234 (raps, unrated)");
    }
    // A ban: his game is lost at once, archived and rated, his opponent not kept waiting.
    const auto banned = cli({"admin", "ban", "alice", "cheating", "--data", data});
    REQUIRE(banned.status == 0);
    CHECK(banned.out.find("; 1 correspondence game lost") != std::string::npos);
    const auto database = open_database(setup);
    CHECK_FALSE(database->correspondence().find(setup.code));
    const auto games = database->archive().games({});
    REQUIRE(games.size() == 1);
    CHECK(games[0].result == "squares was banned (alice): circles win");
    CHECK(database->ratings().ladder("raps").size() == 2);
}
