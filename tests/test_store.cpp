// The server's data: players bound to their keys, and the archive of finished games, in
// SQLite, written by many processes at once.

#include <fcntl.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "game_record.hpp"
#include "store/database.hpp"
#include "store_support.hpp"

using namespace boardgames;
using namespace boardgames::store;
using namespace boardgames::store::testing;

TEST_CASE("store: a new database is created with the current schema, in a private folder",
          "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    CHECK(database->version() == Database::schema_version);
    CHECK((std::filesystem::status(scratch.path.parent_path()).permissions() &
           std::filesystem::perms::others_all) == std::filesystem::perms::none);
    // Opened again, nothing is migrated twice.
    CHECK(scratch.open()->version() == Database::schema_version);
}

TEST_CASE("store: a file that is not a database, or a newer schema, is refused with the reason",
          "[store]") {
    ScratchDatabase scratch;
    std::filesystem::create_directories(scratch.path.parent_path());
    std::ofstream(scratch.path) << "not a database at all, just some text that is long enough";
    const auto garbage = Database::open(scratch.path);
    REQUIRE_FALSE(garbage);
    CHECK(garbage.error().find("not a") != std::string::npos);
    std::filesystem::remove(scratch.path);
    scratch.open();
    scratch.raw_sql("PRAGMA user_version = 99");
    const auto newer = Database::open(scratch.path);
    REQUIRE_FALSE(newer);
    CHECK(newer.error().find("newer than this program's") != std::string::npos);
}

TEST_CASE("store: names are checked, unique whatever their case, and never another's", "[store]") {
    CHECK(name_problem("alice").empty());
    CHECK(name_problem("Bob_2-x").empty());
    CHECK_FALSE(name_problem("a").empty());
    CHECK_FALSE(name_problem("2pac").empty());
    CHECK_FALSE(name_problem("al ice").empty());
    CHECK_FALSE(name_problem("al\x1b[2Jice").empty());
    CHECK_FALSE(name_problem(std::string(21, 'a')).empty());
    CHECK_FALSE(name_problem("caf\xc3\xa9").empty());  // ASCII only, whatever the locale
    // The words records use for seats nobody named are nobody's name.
    CHECK_FALSE(name_problem("Human").empty());
    CHECK_FALSE(name_problem("computer3").empty());
    CHECK(valid_fingerprint(key(1)));
    CHECK_FALSE(valid_fingerprint("SHA256:short"));
    CHECK_FALSE(valid_fingerprint("MD5:" + std::string(43, 'A')));

    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1));
    REQUIRE(alice);
    CHECK(alice->name == "alice");
    // The same name in another case, or the same key under another name: refused.
    const auto again = database->accounts().register_player("ALICE", key(2));
    REQUIRE_FALSE(again);
    CHECK(again.error() == "the name ALICE is taken");
    CHECK_FALSE(database->accounts().register_player("mallory", key(1)));
    CHECK_FALSE(database->accounts().register_player("bad name", key(3)));
    // The key is the player; a second key from a session of hers is her too.
    CHECK(database->accounts().player_by_key(key(1))->id == alice->id);
    CHECK_FALSE(database->accounts().player_by_key(key(2)));
    REQUIRE(database->accounts().add_key(alice->id, key(2)));
    CHECK(database->accounts().player_by_key(key(2))->name == "alice");
    const auto bob = database->accounts().register_player("bob", key(4));
    REQUIRE(bob);
    const auto stolen = database->accounts().add_key(bob->id, key(1));
    REQUIRE_FALSE(stolen);
    CHECK(stolen.error() == "this key is another player's");
    CHECK(database->accounts().player_by_key(key(1))->name == "alice");
}

TEST_CASE("store: a finished game is archived once, and listed by game and by player", "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const GameRecord first =
        finished_game("raps", "alice", "bob", "circles win (took every piece)", {"b1-c2", "b4-b3"});
    const auto id = database->archive().add(first, "abc234");
    REQUIRE(id);
    // The table writes it again (a second save, a reopen in a later minute, whose record has
    // another date): the same game, not a second one.
    CHECK(*database->archive().add(first, "abc234") == *id);
    GameRecord later = first;
    later.date = "2026-11-27 09:30 UTC";
    CHECK(*database->archive().add(later, "abc234") == *id);
    REQUIRE(database->archive().add(
        finished_game("redo", "bob", "carol", "white wins (no red disc left)", {"a2-a3"}),
        "xyz789"));
    CHECK(database->archive().games({}).size() == 2);
    CHECK(database->archive().games({.game = "raps"}).size() == 1);
    CHECK(database->archive().games({.player = "carol"}).size() == 1);
    CHECK(database->archive().games({.player = "BOB"}).size() == 2);
    CHECK(database->archive().games({.player = "dave"}).empty());
    CHECK(database->archive().games({.limit = 1}).size() == 1);
    CHECK(database->archive().games({}).front().record.empty());  // a listing reads no records
    const auto kept = database->archive().game(*id);
    REQUIRE(kept);
    CHECK(kept->game == "raps");
    CHECK(kept->moves == 2);
    CHECK(kept->result == "circles win (took every piece)");
    CHECK(kept->seats == std::vector<std::pair<std::string, std::string>>{{"squares", "alice"},
                                                                          {"circles", "bob"}});
    // The record is whole: it reads back as the game it was.
    const auto read = read_record(kept->record);
    REQUIRE(read);
    CHECK(read->moves == first.moves);
    CHECK_FALSE(database->archive().game(*id + 100));
}

TEST_CASE("store: a listing opens an existing database to read, and creates nothing", "[store]") {
    ScratchDatabase scratch;
    const auto missing = Database::open_existing(scratch.path);
    REQUIRE_FALSE(missing);
    CHECK(missing.error() == "no archive at " + scratch.path.string());
    CHECK_FALSE(std::filesystem::exists(scratch.path));
    scratch.open()->archive().add(finished_game("raps", "a", "b", "a draw", {}), "abc234");
    const auto reading = Database::open_existing(scratch.path);
    REQUIRE(reading);
    CHECK((*reading)->archive().games({}).size() == 1);
    CHECK_FALSE((*reading)->accounts().register_player("alice", key(1)));  // read-only
}

TEST_CASE("store: many processes archive at once and every game is kept", "[store]") {
    ScratchDatabase scratch;
    scratch.open();  // created and migrated before the writers start
    constexpr int writers = 6, games_each = 25;
    std::vector<pid_t> children;
    for (int writer = 0; writer < writers; ++writer) {
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            auto database = Database::open(scratch.path);
            int failures = database ? 0 : 1;
            for (int game = 0; database && game < games_each; ++game) {
                std::string code = "w";
                code += std::to_string(writer);
                code += 'g';
                code += std::to_string(game);
                std::string player = "p";
                player += std::to_string(writer);
                if (!(*database)->archive().add(finished_game("raps", player, "q", "a draw", {}),
                                                code))
                    ++failures;
            }
            ::_exit(failures == 0 ? 0 : 1);
        }
        children.push_back(child);
    }
    for (const pid_t child : children) {
        int status = 0;
        ::waitpid(child, &status, 0);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    CHECK(scratch.open()->archive().games({.limit = 1000}).size() ==
          std::size_t(writers * games_each));
}

TEST_CASE("store: open tables list themselves, one silent too long is gone", "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    OpenTable table{
        .code = "abc234",
        .game = "raps",
        .options = "",
        .host = "alice",
        .open_seats = false,
        .watchers = WatchPolicy::Invited,
        .invited = {"bob", "carol"},
        .seats = {{"squares", SeatState::Here, "alice"}, {"circles", SeatState::Free, ""}},
        .watching = 2,
        .moves = 7,
        .last_move = 1000};
    REQUIRE(database->listing().list(table));
    auto listed = database->listing().open_tables(std::chrono::seconds(60));
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].invited == std::vector<std::string>{"bob", "carol"});
    REQUIRE(listed[0].seats.size() == 2);
    CHECK(listed[0].seats[1].state == SeatState::Free);
    CHECK(listed[0].seats[1].who.empty());
    CHECK(listed[0].watching == 2);
    CHECK(listed[0].moves == 7);
    CHECK(listed[0].last_move == 1000);
    table.moves = 8;  // listed again: the same row, changed
    REQUIRE(database->listing().list(table));
    listed = database->listing().open_tables(std::chrono::seconds(60));
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].moves == 8);
    // A table killed says nothing more: after a while it is not listed.
    scratch.raw_sql("UPDATE open_tables SET heartbeat = heartbeat - 120");
    CHECK(database->listing().open_tables(std::chrono::seconds(60)).empty());
    CHECK(database->listing().open_tables(std::chrono::seconds(600)).size() == 1);
    CHECK(database->listing().unlist("abc234"));
    CHECK(database->listing().open_tables(std::chrono::seconds(600)).empty());
}

TEST_CASE("store: a table's seat states and watchers read back as listed, kept as their words",
          "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const OpenTable table{.code = "abc234",
                          .game = "rematch",
                          .options = "players=4",
                          .host = "alice",
                          .watchers = WatchPolicy::Nobody,
                          .seats = {{"red", SeatState::Here, "alice"},
                                    {"green", SeatState::Away, "bob"},
                                    {"blue", SeatState::Computer, "3"},
                                    {"yellow", SeatState::Free, ""}}};
    REQUIRE(database->listing().list(table));
    const auto listed = database->listing().open_tables(std::chrono::seconds(60));
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].watchers == WatchPolicy::Nobody);
    REQUIRE(listed[0].seats.size() == 4);
    for (std::size_t seat = 0; seat < 4; ++seat) {
        CHECK(listed[0].seats[seat].side == table.seats[seat].side);
        CHECK(listed[0].seats[seat].state == table.seats[seat].state);
        CHECK(listed[0].seats[seat].who == table.seats[seat].who);
    }
    // On disk, the words (the format every table process and lobby of the server shares).
    CHECK(scratch.raw_sql("SELECT watchers, seats FROM open_tables") ==
          "nobody|red\there\talice\ngreen\taway\tbob\nblue\tcomputer\t3\nyellow\tfree\t\n\n");
    // A row whose words this program does not know (another's, or damaged) is left out.
    scratch.raw_sql(
        "INSERT INTO open_tables SELECT 'bbb234', game, options, host, open_seats, 'everybody', "
        "invited, seats, watching, moves, last_move, result, heartbeat, rated, clock, to_move, "
        "process FROM open_tables; INSERT INTO open_tables SELECT 'ccc234', game, options, host, "
        "open_seats, watchers, invited, 'red\tasleep\talice\n', watching, moves, last_move, "
        "result, heartbeat, rated, clock, to_move, process FROM open_tables WHERE code = "
        "'abc234'");
    CHECK(scratch.raw_sql("SELECT COUNT(*) FROM open_tables") == "3\n");
    const auto known = database->listing().open_tables(std::chrono::seconds(60));
    REQUIRE(known.size() == 1);
    CHECK(known[0].code == "abc234");
}

TEST_CASE("table terms: each seat state and watch policy has one word, which names it back",
          "[store]") {
    CHECK(word_of(SeatState::Free) == "free");
    CHECK(word_of(SeatState::Here) == "here");
    CHECK(word_of(SeatState::Away) == "away");
    CHECK(word_of(SeatState::Computer) == "computer");
    CHECK(watch_policy_name(WatchPolicy::Invited) == "invited");
    CHECK(watch_policy_name(WatchPolicy::Anyone) == "anyone");
    CHECK(watch_policy_name(WatchPolicy::Nobody) == "nobody");
    for (const SeatState state :
         {SeatState::Free, SeatState::Here, SeatState::Away, SeatState::Computer})
        CHECK(seat_state_named(word_of(state)) == state);
    for (const WatchPolicy policy :
         {WatchPolicy::Invited, WatchPolicy::Anyone, WatchPolicy::Nobody})
        CHECK(watch_policy_named(watch_policy_name(policy)) == policy);
    // Only those words, as they are written.
    CHECK_FALSE(seat_state_named("Here"));
    CHECK_FALSE(seat_state_named(""));
    CHECK_FALSE(watch_policy_named("everybody"));
    CHECK_FALSE(watch_policy_named("anyone "));
}

TEST_CASE("store: who is here, once a player whatever his sessions", "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto bob = database->accounts().register_player("bob", key(2)).value();
    REQUIRE(database->presence().mark_present("s1", alice.id, "lobby", 3).value());
    REQUIRE(database->presence().mark_present("s2", alice.id, "table abc234", 3).value());
    REQUIRE(database->presence().mark_present("s3", bob.id, "table abc234", 3).value());
    auto people = database->presence().people(std::chrono::seconds(60));
    REQUIRE(people.size() == 2);
    CHECK(people[0].name == "alice");
    CHECK(people[0].place == "lobby");  // in the lobby in one of his sessions
    CHECK(people[1].name == "bob");
    CHECK(people[1].place == "table abc234");
    CHECK(database->presence().mark_absent("s3"));
    people = database->presence().people(std::chrono::seconds(60));
    REQUIRE(people.size() == 1);
    CHECK(people[0].name == "alice");
}

TEST_CASE("store: a database of the first schema is migrated, its data kept", "[store]") {
    ScratchDatabase scratch;
    std::filesystem::create_directories(scratch.path.parent_path());
    // Version 1's players, and the tables later migrations add columns to: games, its seats and
    // the players' keys (the rest of version 1 is not needed here).
    scratch.raw_sql(
        "CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, "
        "created TEXT NOT NULL); INSERT INTO players VALUES (1, 'alice', '2026-11-25'); CREATE "
        "TABLE games (id INTEGER PRIMARY KEY); CREATE TABLE game_seats (game_id INTEGER); CREATE "
        "TABLE player_keys (fingerprint TEXT PRIMARY KEY); PRAGMA user_version = 1;");
    const auto database = scratch.open();
    CHECK(database->version() == Database::schema_version);
    CHECK(database->accounts().player_named("alice"));
    CHECK(database->listing().list({.code = "abc234", .game = "raps", .host = "alice"}));
}

namespace {

// A process writing to the database without end (listing its table, archiving), as a table
// that will be killed while it writes.
pid_t fork_endless_writer(const std::filesystem::path& path) {
    const pid_t child = ::fork();
    if (child == 0) {
        auto database = Database::open(path);
        for (int round = 0; database; ++round) {
            (*database)->listing().list({.code = "zzzzzz", .game = "raps", .moves = round});
            (*database)->archive().add(
                finished_game("raps", "x", "y", "a draw", {std::to_string(round)}), "zzzzzz");
        }
        ::_exit(1);
    }
    return child;
}

// The code of the finishing table number `table`, also its first player's name.
std::string finishing_code(int table) {
    std::string code = "t";
    code += std::to_string(table);
    return code;
}

// A process that does as a finishing table does: opens the database with a short wait, lists
// itself, archives its game and goes; its exit status is 0 when all of it was written.
pid_t fork_finishing_table(const std::filesystem::path& path, int table) {
    const pid_t child = ::fork();
    if (child == 0) {
        auto database = Database::open(path, std::chrono::milliseconds(5000));
        const std::string code = finishing_code(table);
        const bool done =
            database && (*database)->listing().list({.code = code, .game = "raps"}) &&
            (*database)->archive().add(finished_game("raps", code, "q", "a draw", {}), code) &&
            (*database)->listing().unlist(code);
        ::_exit(done ? 0 : 1);
    }
    return child;
}

}  // namespace

TEST_CASE("store: twenty tables finishing at once, one killed mid-write, leave it whole",
          "[store]") {
    ScratchDatabase scratch;
    scratch.open();
    constexpr int tables = 20;
    // One table writing without end (listing itself, archiving), killed while it writes.
    const pid_t doomed = fork_endless_writer(scratch.path);
    REQUIRE(doomed >= 0);
    std::vector<pid_t> children;
    for (int table = 0; table < tables; ++table) {
        const pid_t child = fork_finishing_table(scratch.path, table);
        REQUIRE(child >= 0);
        children.push_back(child);
    }
    ::usleep(20000);
    ::kill(doomed, SIGKILL);
    ::waitpid(doomed, nullptr, 0);
    for (const pid_t child : children) {
        int status = 0;
        ::waitpid(child, &status, 0);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    CHECK(scratch.raw_sql("PRAGMA integrity_check") == "ok\n");
    const auto database = scratch.open();
    for (int table = 0; table < tables; ++table)
        CHECK(database->archive().games({.player = finishing_code(table)}).size() == 1);
    const auto open = database->listing().open_tables(std::chrono::seconds(60));
    CHECK(open.size() <= 1);  // the killed table's row, at most: the others took theirs away
}

TEST_CASE("store: a second key joins its player by a code his session gave, once", "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto code = database->accounts().new_key_code(alice.id);
    REQUIRE(code);
    CHECK(code->size() == 11);
    CHECK(code->at(5) == '-');
    CHECK_FALSE(database->accounts().claim_key_code("00000-00000", key(2)));  // no such code
    const auto claimed = database->accounts().claim_key_code(*code, key(2));
    REQUIRE(claimed);
    CHECK(claimed->name == "alice");
    CHECK(database->accounts().player_by_key(key(2))->id == alice.id);
    CHECK_FALSE(database->accounts().claim_key_code(*code, key(3)));  // a code serves once
    // A key that is someone's stays his.
    const auto bob = database->accounts().register_player("bob", key(4)).value();
    const auto other = database->accounts().new_key_code(bob.id).value();
    CHECK_FALSE(database->accounts().claim_key_code(other, key(1)));
    CHECK(database->accounts().player_by_key(key(1))->id == alice.id);
    // Three codes wait at most.
    CHECK(database->accounts().new_key_code(alice.id));
    CHECK(database->accounts().new_key_code(alice.id));
    CHECK(database->accounts().new_key_code(alice.id));
    CHECK_FALSE(database->accounts().new_key_code(alice.id));
}

TEST_CASE("store: new players from one network are few an hour", "[store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const std::string network = network_of("192.0.2.7", 32, 64);
    for (int n = 0; n < 5; ++n) {
        std::string name = "p";
        name += std::to_string(n);
        CHECK(database->accounts().register_player(name, key(n), network, 5));
    }
    const auto refused = database->accounts().register_player("late", key(50), network, 5);
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "too many new players from your network this hour: try again later");
    CHECK(
        database->accounts().register_player("other", key(51), network_of("192.0.2.8", 32, 64), 5));
    // The administrator lifts it.
    CHECK(database->accounts().lift_signups(network) == 5);
    CHECK(database->accounts().register_player("late", key(50), network, 5));
}

TEST_CASE("ratings: Glicko-2 as Glickman's worked example computes it", "[store][ratings]") {
    // Glickman, "Example of the Glicko-2 system" (2012): a 1500 player (RD 200, volatility
    // 0.06) beats a 1400 (RD 30), loses to a 1550 (RD 100) and a 1700 (RD 300); tau 0.5.
    const Rating updated = glicko2_update(
        {1500, 200, 0.06}, {{{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}},
        0.5);
    CHECK(updated.rating == Approx(1464.06).margin(0.01));
    CHECK(updated.deviation == Approx(151.52).margin(0.01));
    CHECK(updated.volatility == Approx(0.05999).margin(0.00001));
    // A period without games: the rating stays, the deviation grows.
    const Rating idle = glicko2_update({1500, 50, 0.06}, {});
    CHECK(idle.rating == 1500);
    CHECK(idle.deviation > 50);
}

TEST_CASE("ratings: a rated game between two players moves both ratings, once",
          "[store][ratings]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto bob = database->accounts().register_player("bob", key(2)).value();
    const GameRecord game = finished_game("raps", "alice", "bob",
                                          "squares win (reached the far rank)", {"a1-a2", "d4-d3"});
    REQUIRE(database->archive().add(game, "abc234", {true, true}, {{0, 1.0}, {1, 0.0}}));
    REQUIRE(database->archive().add(game, "abc234", {true, true},
                                    {{0, 1.0}, {1, 0.0}}));  // saved again: once
    const auto alices = database->ratings().rating_of(alice.id, "raps");
    const auto bobs = database->ratings().rating_of(bob.id, "raps");
    REQUIRE(alices);
    REQUIRE(bobs);
    CHECK(alices->rating > 1500);
    CHECK(bobs->rating < 1500);
    CHECK(alices->rating - 1500 == Approx(1500 - bobs->rating));  // two newcomers: symmetric
    const auto ladder = database->ratings().ladder("raps");
    REQUIRE(ladder.size() == 2);
    CHECK(ladder[0].name == "alice");
    CHECK(ladder[0].games == 1);
    CHECK(database->ratings().ladder("redo").empty());
    // Not rated: a seat nobody of the lobby's, the same player twice, or no score.
    REQUIRE(database->archive().add(finished_game("raps", "alice", "carol", "a draw", {"x", "x"}),
                                    "abc235", {true, false}, {{0, 0.5}, {1, 0.5}}));
    REQUIRE(database->archive().add(finished_game("raps", "alice", "alice", "a draw", {"y", "y"}),
                                    "abc236", {true, true}, {{0, 0.5}, {1, 0.5}}));
    REQUIRE(database->archive().add(finished_game("raps", "alice", "bob", "a draw", {"z", "z"}),
                                    "abc237", {true, true}));
    CHECK(database->ratings().ladder("raps")[0].games == 1);
}

// Whether another process sees a POSIX lock held on `file` (the child's view of the parent's).
static bool locked_for_others(const std::filesystem::path& file) {
    const pid_t child = ::fork();
    if (child == 0) {
        const int descriptor = ::open(file.c_str(), O_RDWR);
        struct flock wanted {};
        wanted.l_type = F_WRLCK;
        wanted.l_whence = SEEK_SET;  // the whole file
        const bool locked = descriptor >= 0 && ::fcntl(descriptor, F_GETLK, &wanted) == 0 &&
                            wanted.l_type != F_UNLCK;
        ::_exit(locked ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

TEST_CASE("store: another connection opened in a process keeps the first one's locks", "[store]") {
    ScratchDatabase scratch;
    const auto first = scratch.open();
    REQUIRE(first->accounts().register_player("alice", key(1), "", 100));
    const std::filesystem::path shm = scratch.path.string() + "-shm";
    REQUIRE(locked_for_others(shm));  // SQLite's: the WAL is in use
    // A second connection of the same process (a table's archive beside its listing) must not
    // drop them, or a connection closing elsewhere would take itself for the last and delete
    // the WAL under this one.
    scratch.open().reset();
    CHECK(locked_for_others(shm));
    REQUIRE(first->accounts().player_named("alice"));
}
