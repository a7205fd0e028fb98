// The game server's limits, each counted and claimed in one transaction, and its
// administrator's tools over the database: tables a host holds, sessions, invitations, sign-ups
// by network, look-alike names, rated games that count, bans, renames, keys, settings, the
// audit log and a backup taken during play.

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "store/database.hpp"
#include "store_support.hpp"

using namespace boardgames;
using namespace boardgames::store;
using namespace boardgames::store::testing;

namespace {

// A finished table game between alice and bob, `moves` long, alice winning; its table `code`.
void archive_rated(Database& database, const std::string& code, std::vector<std::string> moves) {
    REQUIRE(database.archive().add(finished_game("raps", "alice", "bob", "squares win", moves),
                                   code, {true, true}, {{0, 1.0}, {1, 0.0}}));
}

int rated_games(const Database& database, std::int64_t player) {
    const auto rating = database.ratings().rating_of(player, "raps");
    return rating ? int(database.ratings().ladder("raps").front().games) : 0;
}

// Whether the table's row was claimed (not refused, its code not another's).
bool claims(Database& database, const OpenTable& table, int per_host, int most) {
    const auto claimed = database.listing().claim(table, per_host, most);
    return claimed.ok() && *claimed;
}

// Processes that each claim a table for `host` at once; how many got one.
int tables_claimed_at_once(const std::filesystem::path& path, const std::string& host,
                           int processes, int per_host, int most) {
    std::vector<pid_t> children;
    for (int process = 0; process < processes; ++process) {
        const pid_t child = ::fork();
        if (child == 0) {
            auto database = Database::open(path, std::chrono::milliseconds(5000));
            std::string code = host;  // (GCC 12 warns falsely on "c" + host + ...)
            code += std::to_string(process);
            const bool claimed =
                database &&
                claims(**database, {.code = code, .game = "raps", .host = host}, per_host, most);
            ::_exit(claimed ? 0 : 1);
        }
        children.push_back(child);
    }
    int claimed = 0;
    for (const pid_t child : children) {
        int status = 0;
        ::waitpid(child, &status, 0);
        claimed += WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    return claimed;
}

}  // namespace

TEST_CASE("limits: six sessions opening tables at once get the host's three, no more",
          "[store][limits]") {
    ScratchDatabase scratch;
    scratch.open();
    CHECK(tables_claimed_at_once(scratch.path, "alice", 6, 3, 300) == 3);
    // Another host has his own share, until the server's is spent.
    CHECK(tables_claimed_at_once(scratch.path, "bob", 6, 3, 5) == 2);
    const auto database = scratch.open();
    const auto refused =
        database->listing().claim({.code = "zzzzz1", .game = "raps", .host = "carol"}, 3, 5);
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "The server has all the tables it takes: try later.");
}

TEST_CASE("limits: a finished table still counts against its host until it closes",
          "[store][limits]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    for (const char* code : {"aaaaa1", "aaaaa2"})
        REQUIRE(claims(*database, {.code = code, .game = "raps", .host = "alice"}, 2, 300));
    // One finishes and lingers (its players may still look at it): it is still his.
    REQUIRE(database->listing().list(
        {.code = "aaaaa1", .game = "raps", .host = "alice", .result = "squares win"}));
    const auto refused =
        database->listing().claim({.code = "aaaaa3", .game = "raps", .host = "ALICE"}, 2, 300);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().starts_with("You host 2 tables already"));
    // Closed, it frees his share.
    REQUIRE(database->listing().unlist("aaaaa1"));
    CHECK(claims(*database, {.code = "aaaaa3", .game = "raps", .host = "alice"}, 2, 300));
    // A code another table's row holds is not taken from it.
    const auto taken =
        database->listing().claim({.code = "aaaaa3", .game = "redo", .host = "bob"}, 2, 300);
    REQUIRE(taken.ok());
    CHECK_FALSE(*taken);
    CHECK(database->listing().open_tables(std::chrono::seconds(60)).front().game == "raps");
}

TEST_CASE("limits: a player's sessions are counted as they start, a visit once",
          "[store][limits]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    for (const char* visit : {"v1", "v2", "v3"})
        CHECK(database->presence().mark_present(visit, alice.id, "lobby", 3).value());
    CHECK_FALSE(database->presence().mark_present("v4", alice.id, "lobby", 3).value());
    // A visit counted already goes on, wherever it goes.
    CHECK(database->presence().mark_present("v2", alice.id, "table abc234", 3).value());
    database->presence().mark_absent("v1");
    CHECK(database->presence().mark_present("v4", alice.id, "lobby", 3).value());
}

TEST_CASE("limits: invitations are paced per player per hour", "[store][limits]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto bob = database->accounts().register_player("bob", key(2)).value();
    for (int sent = 0; sent < 4; ++sent)
        CHECK(database->accounts().claim_paced_action(alice.id, "invitation", 4).value());
    CHECK_FALSE(database->accounts().claim_paced_action(alice.id, "invitation", 4).value());
    CHECK(database->accounts().claim_paced_action(bob.id, "invitation", 4).value());
    // An hour on, they are hers again.
    scratch.raw_sql("UPDATE paced_actions SET at = at - 3601");
    CHECK(database->accounts().claim_paced_action(alice.id, "invitation", 4).value());
}

TEST_CASE("limits: sign-ups count by network, an IPv6 /64 as one, a zone dropped",
          "[store][limits]") {
    CHECK(network_of("192.0.2.7", 32, 64) == "192.0.2.7/32");
    CHECK(network_of("192.0.2.7", 24, 64) == "192.0.2.0/24");
    CHECK(network_of("2001:db8:1:2:aaaa::1", 32, 64) == "2001:db8:1:2::/64");
    CHECK(network_of("2001:db8:1:2:bbbb::9", 32, 64) == "2001:db8:1:2::/64");
    CHECK(network_of("2001:db8:1:3::1", 32, 64) == "2001:db8:1:3::/64");
    // A link-local address with its zone counts like any other (it skipped the limit).
    CHECK(network_of("fe80::1%eth0", 32, 64) == "fe80::/64");
    CHECK(network_of("fe80::2%lo", 32, 64) == "fe80::/64");
    CHECK(network_of("", 32, 64) == "unknown");
    CHECK(network_of("not an address", 32, 64) == "unknown");
    ScratchDatabase scratch;
    const auto database = scratch.open();
    CHECK(
        database->accounts().register_player("one", key(1), network_of("fe80::1%eth0", 32, 64), 2));
    CHECK(
        database->accounts().register_player("two", key(2), network_of("fe80::9%eth1", 32, 64), 2));
    CHECK_FALSE(
        database->accounts().register_player("three", key(3), network_of("fe80::5", 32, 64), 2));
    // An address nobody could read counts with every other such.
    CHECK(database->accounts().register_player("four", key(4), "", 1));
    CHECK_FALSE(database->accounts().register_player("five", key(5), "", 1));
}

TEST_CASE("limits: a name that looks like another's is refused, as one whatever its case",
          "[store][limits]") {
    CHECK(name_skeleton("aIice") == name_skeleton("alice"));
    CHECK(name_skeleton("a1ice") == name_skeleton("ALICE"));
    CHECK(name_skeleton("B0B") == name_skeleton("bob"));
    CHECK(name_skeleton("rnary") == name_skeleton("mary"));
    CHECK(name_skeleton("vvill") == name_skeleton("will"));
    CHECK(name_skeleton("al-ice") == name_skeleton("al_ice"));
    CHECK(name_skeleton("alice") != name_skeleton("alicf"));
    ScratchDatabase scratch;
    const auto database = scratch.open();
    REQUIRE(database->accounts().register_player("alice", key(1)));
    const auto look_alike = database->accounts().register_player("aIice", key(2));
    REQUIRE_FALSE(look_alike);
    CHECK(look_alike.error() == "the name aIice looks like alice's: choose another");
    CHECK_FALSE(database->accounts().register_player("a1ice", key(3)));
    CHECK(database->accounts().register_player("alicia", key(4)));
    // A rename is held to it too.
    CHECK_FALSE(database->accounts().rename("alicia", "ALlCE"));
}

TEST_CASE("limits: a rated game counts only when both moved, a few a pair a day",
          "[store][limits][ratings]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    database->accounts().register_player("bob", key(2));
    // Resigned before moving, or after one move of one side: no rating moves.
    archive_rated(*database, "abc230", {});
    archive_rated(*database, "abc231", {"a1-a2"});
    CHECK_FALSE(database->ratings().rating_of(alice.id, "raps"));
    REQUIRE(database->settings().set("rated-games-per-pair-a-day", 2));
    archive_rated(*database, "abc232", {"a1-a2", "d4-d3"});
    archive_rated(*database, "abc233", {"a1-a2", "d4-d3", "a2-a3"});
    archive_rated(*database, "abc234", {"a1-a2", "d4-d3", "a2-b2"});  // the third today
    CHECK(rated_games(*database, alice.id) == 2);
    CHECK(database->archive().games({}).size() == 5);  // every game kept, rated or not
    // A day later they may again.
    scratch.raw_sql("UPDATE games SET finished = '2000-01-01 00:00:00'");
    archive_rated(*database, "abc235", {"a1-a2", "d4-d3"});
    CHECK(rated_games(*database, alice.id) == 3);
}

TEST_CASE("admin: a ban keeps a player's keys out until it is lifted, and is logged",
          "[store][admin]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto mallory = database->accounts().register_player("mallory", key(1)).value();
    REQUIRE(database->accounts().add_key(mallory.id, key(2)));
    database->accounts().register_player("alice", key(3));
    REQUIRE(database->accounts().ban("MALLORY", "cheating"));
    CHECK(database->accounts().ban_of(mallory.id) == "cheating");
    CHECK(database->accounts().banned_keys() == std::vector<std::string>{key(1), key(2)});
    CHECK_FALSE(database->accounts().ban("nobody", ""));
    const auto players = database->accounts().players("mall");
    REQUIRE(players.size() == 1);
    CHECK(players[0].banned == "cheating");
    CHECK(players[0].keys.size() == 2);
    REQUIRE(database->accounts().unban("mallory"));
    CHECK_FALSE(database->accounts().ban_of(mallory.id));
    CHECK(database->accounts().banned_keys().empty());
    CHECK_FALSE(database->accounts().unban("mallory"));  // not banned
    const auto log = database->audit().latest(10);
    REQUIRE(log.size() >= 4);
    CHECK(log[log.size() - 2].event == "banned mallory: cheating");
    CHECK(log.back().event == "lifted the ban on mallory");
    CHECK(log.front().event.starts_with("signed up from "));
}

TEST_CASE("admin: rename and remove a key, a player keeping his last key", "[store][admin]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    REQUIRE(database->accounts().add_key(alice.id, key(2)));
    database->accounts().register_player("bob", key(3));
    CHECK_FALSE(database->accounts().rename("alice", "BOB"));  // taken
    CHECK_FALSE(database->accounts().rename("alice", "b0b"));  // looks like it
    REQUIRE(database->accounts().rename("alice", "alicia"));
    CHECK(database->accounts().player_by_key(key(1))->name == "alicia");
    // His own: not another's key, not his last.
    CHECK_FALSE(database->accounts().remove_key(key(3), alice.id));
    REQUIRE(database->accounts().remove_key(key(2), alice.id));
    CHECK_FALSE(database->accounts().remove_key(key(1), alice.id));
    // The administrator's: any.
    REQUIRE(database->accounts().remove_key(key(1)));
    CHECK_FALSE(database->accounts().player_by_key(key(1)));
    CHECK(database->accounts().player_named("alicia"));  // the player and his games stay
}

TEST_CASE("blocks: a player blocks another by name, and lifts it", "[store][limits]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    database->accounts().register_player("bob", key(2));
    database->accounts().register_player("carol", key(3));
    REQUIRE(database->accounts().block(alice.id, "BOB"));
    REQUIRE(database->accounts().block(alice.id, "carol"));
    REQUIRE(database->accounts().block(alice.id, "bob"));  // once is enough
    CHECK(database->accounts().blocked_by(alice.id) == std::vector<std::string>{"bob", "carol"});
    CHECK(database->accounts().blocks("alice", "bob"));
    CHECK_FALSE(database->accounts().blocks("bob", "alice"));  // one way
    CHECK_FALSE(database->accounts().block(alice.id, "alice"));
    CHECK_FALSE(database->accounts().block(alice.id, "nobody"));
    REQUIRE(database->accounts().unblock(alice.id, "bob"));
    CHECK_FALSE(database->accounts().blocks("alice", "bob"));
    CHECK(database->accounts().blocked_by(alice.id) == std::vector<std::string>{"carol"});
}

TEST_CASE("admin: settings have safe defaults, and bounds", "[store][admin]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    CHECK(database->settings().read().tables_per_player == 3);
    CHECK(database->settings().read().most_tables == 300);
    REQUIRE(database->settings().set("tables-per-player", 5));
    CHECK(database->settings().read().tables_per_player == 5);
    CHECK_FALSE(database->settings().set("tables-per-player", -1));
    CHECK_FALSE(database->settings().set("memory-mb", 1));
    const auto unknown = database->settings().set("no-such", 1);
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error() == "there is no setting no-such");
    // A value out of bounds written by hand is ignored: the default stands.
    scratch.raw_sql("UPDATE server_settings SET value = 100000 WHERE name = 'tables-per-player'");
    CHECK(database->settings().read().tables_per_player == 3);
}

TEST_CASE("admin: the database and its WAL are the service account's alone", "[store][admin]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    database->accounts().register_player("alice", key(1));
    for (const char* suffix : {"", "-wal"}) {
        struct stat status {};
        REQUIRE(::stat((scratch.path.string() + suffix).c_str(), &status) == 0);
        CHECK((status.st_mode & 077) == 0);
    }
    // An older one, 0644, is made private when opened.
    ::chmod(scratch.path.c_str(), 0644);
    scratch.open();
    struct stat status {};
    REQUIRE(::stat(scratch.path.c_str(), &status) == 0);
    CHECK((status.st_mode & 077) == 0);
}

TEST_CASE("admin: a backup taken while tables write holds every game archived before it",
          "[store][admin]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    for (int game = 0; game < 200; ++game)
        REQUIRE(database->archive().add(
            finished_game("raps", "x", "y", "a draw", {std::to_string(game)}), "before"));
    // A table writing without end meanwhile; a plain copy of server.db would miss the WAL.
    const pid_t writer = ::fork();
    if (writer == 0) {
        auto other = Database::open(scratch.path);
        for (int round = 0; other; ++round)
            (*other)->archive().add(
                finished_game("raps", "x", "y", "a draw", {std::to_string(-round)}), "during");
        ::_exit(1);
    }
    ::usleep(50000);
    const std::filesystem::path copy = scratch.folder / "backup.db";
    const auto size = database->back_up(copy);
    ::kill(writer, SIGKILL);
    ::waitpid(writer, nullptr, 0);
    REQUIRE(size);
    CHECK(*size == std::filesystem::file_size(copy));
    CHECK_FALSE(std::filesystem::exists(copy.string() + "-wal"));  // one file
    auto restored = Database::open_existing(copy);
    REQUIRE(restored);
    CHECK((*restored)->archive().games({.limit = 100000}).size() >= 200);
    struct stat status {};
    REQUIRE(::stat(copy.c_str(), &status) == 0);
    CHECK((status.st_mode & 077) == 0);
}
