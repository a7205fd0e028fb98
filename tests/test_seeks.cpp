// Seeks in the server's store: a seek matching another is paired at once, with its table
// claimed in the same transaction; else it waits, until its visit or its player goes.

#include <catch2/catch.hpp>
#include <string>

#include "store/database.hpp"
#include "store_support.hpp"

using namespace boardgames;
using namespace boardgames::store;
using namespace boardgames::store::testing;

namespace {

// Players in the lobby, each in a visit of his own ("visit-NAME"), seeking games.
struct SeekRig {
    ScratchDatabase scratch;
    std::unique_ptr<Database> database = scratch.open();
    int next_code = 0;

    Player player(const std::string& name) {
        const auto made =
            database->accounts().register_player(name, key(int(name.size()) * 100 + name[0]));
        REQUIRE(made);
        REQUIRE(database->presence().mark_present("visit-" + name, made->id, "lobby", 3));
        return *made;
    }
    static Seek seek_of(const Player& player, std::string clock = "5+3", int range = 0,
                        int seat = -1) {
        return Seek{.player_id = player.id,
                    .player = player.name,
                    .visit = "visit-" + player.name,
                    .game = "breakthrough",
                    .clock = std::move(clock),
                    .rated = true,
                    .range = range,
                    .seat = seat};
    }
    PairingTable table_for(const Player& host, int tables_per_host = 3, int most_tables = 300) {
        OpenTable table{.game = "breakthrough", .host = host.name};
        table.code = "code" + std::to_string(++next_code);
        return {table, tables_per_host, most_tables};
    }
    Result<SeekOutcome> seek(const Seek& seek, const Player& host, int most_seeks = 3) {
        return database->seeks().seek(seek, table_for(host), most_seeks);
    }
    void rate(const Player& player, int rating) {
        scratch.raw_sql(
            "INSERT INTO ratings (player_id, game, rating, deviation, volatility, "
            "games, updated) VALUES (" +
            std::to_string(player.id) + ", 'breakthrough', " + std::to_string(rating) +
            ", 80, 0.06, 10, 'now')");
    }
    std::size_t waiting() const { return database->seeks().waiting().size(); }
};

}  // namespace

TEST_CASE("seeks: two matching seeks are paired at once and a third is left", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob"), carol = rig.player("carol");
    const auto first = rig.seek(SeekRig::seek_of(alice), alice);
    REQUIRE(first);
    CHECK_FALSE(first->pairing);
    CHECK(first->waiting > 0);
    // Another clock: no match, it waits too.
    const auto other_clock = rig.seek(SeekRig::seek_of(carol, "10+5"), carol);
    REQUIRE(other_clock);
    CHECK_FALSE(other_clock->pairing);
    CHECK(rig.waiting() == 2);
    // Bob's matches alice's: paired, her seek gone, the table claimed in the listing.
    const auto second = rig.seek(SeekRig::seek_of(bob), bob);
    REQUIRE(second);
    REQUIRE(second->pairing);
    CHECK(second->pairing->partner.player == "alice");
    CHECK(second->pairing->seat + second->pairing->partner_seat == 1);
    const auto left = rig.database->seeks().waiting();
    REQUIRE(left.size() == 1);
    CHECK(left[0].player == "carol");
    CHECK(rig.scratch.raw_sql("SELECT host FROM open_tables") == "bob\n");
}

TEST_CASE("seeks: each rating must be inside the other's range, both ways", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob");
    rig.rate(alice, 1500);
    rig.rate(bob, 1800);
    // Alice takes anyone within 100, bob anyone at all: bob is not in her range.
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(alice, "5+3", 100), alice)->pairing);
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(bob, "5+3", 0), bob)->pairing);
    CHECK(rig.waiting() == 2);
    // The other way round: carol (unrated, 1500) within 100 of alice, but alice asks for 400
    // and dave (1800) asks for 100 of his own: dave is in alice's range, alice not in his.
    const Player dave = rig.player("dave");
    rig.rate(dave, 1800);
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(dave, "10+5", 100), dave)->pairing);
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(alice, "10+5", 400), alice)->pairing);
    CHECK(rig.waiting() == 4);
    // An unrated player counts as 1500: inside alice's 100.
    const Player carol = rig.player("carol");
    const auto paired = rig.seek(SeekRig::seek_of(carol, "5+3", 50), carol);
    REQUIRE(paired->pairing);
    CHECK(paired->pairing->partner.player == "alice");
    CHECK(paired->pairing->partner.rating == 1500);
}

TEST_CASE("seeks: seats that conflict are not paired, those that fit are", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob"), carol = rig.player("carol");
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(alice, "5+3", 0, 0), alice)->pairing);
    // Bob wants the first seat too: no pairing.
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(bob, "5+3", 0, 0), bob)->pairing);
    // Carol wants the second: paired with alice (the oldest), each in the seat sought.
    const auto paired = rig.seek(SeekRig::seek_of(carol, "5+3", 0, 1), carol);
    REQUIRE(paired->pairing);
    CHECK(paired->pairing->partner.player == "alice");
    CHECK(paired->pairing->seat == 1);
    CHECK(paired->pairing->partner_seat == 0);
    // Either seat: the one left over.
    const Player dave = rig.player("dave");
    const auto either = rig.seek(SeekRig::seek_of(dave), dave);
    REQUIRE(either->pairing);
    CHECK(either->pairing->partner.player == "bob");
    CHECK(either->pairing->seat == 1);
    CHECK(seats_fit(-1, -1));
    CHECK_FALSE(seats_fit(1, 1));
}

TEST_CASE("seeks: two players who block each other are never paired", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob");
    REQUIRE(rig.database->accounts().block(alice.id, "bob"));
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(alice), alice)->pairing);
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(bob), bob)->pairing);
    CHECK(rig.waiting() == 2);
    // Neither sees the other's seek, nor can take it from the list.
    CHECK(rig.database->seeks().seen_by(bob.id).size() == 1);
    const auto alices = rig.database->seeks().seen_by(alice.id);
    REQUIRE(alices.size() == 1);
    CHECK(alices[0].player == "alice");
    const std::int64_t bobs_seek = rig.database->seeks().seen_by(bob.id)[0].id;
    CHECK_FALSE(
        rig.database->seeks().take(bobs_seek, SeekRig::seek_of(alice), rig.table_for(alice)));
    // Lifted, the next seek of either is paired.
    REQUIRE(rig.database->accounts().unblock(alice.id, "bob"));
    const Player carol = rig.player("carol");
    CHECK(rig.seek(SeekRig::seek_of(carol), carol)->pairing->partner.player == "alice");
}

TEST_CASE("seeks: a player's waiting seeks are capped, counted in the transaction",
          "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice");
    REQUIRE(rig.seek(SeekRig::seek_of(alice, "1+0"), alice, 2));
    REQUIRE(rig.seek(SeekRig::seek_of(alice, "3+2"), alice, 2));
    const auto third = rig.seek(SeekRig::seek_of(alice, "5+3"), alice, 2);
    REQUIRE_FALSE(third);
    CHECK(third.error() ==
          "You have 2 seeks waiting, the most a player may: withdraw one (d) first.");
    // Her own seeks never pair with each other.
    CHECK(rig.waiting() == 2);
    // One withdrawn (only by her): room for another.
    const Player bob = rig.player("bob");
    const std::int64_t first = rig.database->seeks().waiting()[0].id;
    CHECK_FALSE(rig.database->seeks().withdraw(first, bob.id));
    CHECK(rig.database->seeks().withdraw(first, alice.id));
    CHECK(rig.seek(SeekRig::seek_of(alice, "5+3"), alice, 2));
}

TEST_CASE("seeks: a seek lapses with its visit", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob");
    REQUIRE(rig.seek(SeekRig::seek_of(alice), alice));
    REQUIRE(rig.seek(SeekRig::seek_of(alice, "10+5"), alice));
    CHECK(rig.waiting() == 2);
    // At a table, her seeks wait unseen and unmatched.
    REQUIRE(rig.database->presence().mark_present("visit-alice", alice.id, "table abc123", 3));
    CHECK(rig.waiting() == 0);
    REQUIRE(rig.database->presence().mark_present("visit-alice", alice.id, "lobby", 3));
    // Her visit ends: her seeks go, and bob's waits.
    REQUIRE(rig.database->presence().mark_absent("visit-alice"));
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(bob), bob)->pairing);
    CHECK(rig.scratch.raw_sql("SELECT COUNT(*) FROM seeks WHERE player_id = " +
                              std::to_string(alice.id)) == "0\n");
    // A visit killed leaves its presence to go stale: never matched, then swept.
    rig.scratch.raw_sql("UPDATE lobby_presence SET seen = seen - 7200 WHERE session = 'visit-bob'");
    CHECK(rig.waiting() == 0);
    const Player carol = rig.player("carol");  // her presence sweeps what is an hour old
    CHECK(rig.scratch.raw_sql("SELECT COUNT(*) FROM seeks") == "0\n");
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(carol), carol)->pairing);
}

TEST_CASE("seeks: a banned player's seeks are gone", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob");
    REQUIRE(rig.seek(SeekRig::seek_of(alice), alice));
    REQUIRE(rig.database->accounts().ban("alice", "cheating"));
    CHECK(rig.waiting() == 0);
    REQUIRE_FALSE(rig.seek(SeekRig::seek_of(bob), bob)->pairing);
}

TEST_CASE("seeks: a pairing may not get around the table limits, and the seeks are kept",
          "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob");
    REQUIRE(rig.seek(SeekRig::seek_of(alice), alice));
    // Bob hosts all the tables he may: refused with the reason, alice's seek waits, she is told.
    const auto refused =
        rig.database->seeks().seek(SeekRig::seek_of(bob), rig.table_for(bob, 0, 300), 3);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("You host 0 tables already") == 0);
    CHECK(rig.waiting() == 1);
    const auto news = rig.database->seeks().take_news(alice.id);
    REQUIRE(news.size() == 1);
    CHECK(news[0].code.empty());
    CHECK(news[0].note.find("A pairing with bob could not open a table") == 0);
    CHECK(rig.database->seeks().take_news(alice.id).empty());  // read once
    // The server full: likewise.
    CHECK_FALSE(rig.database->seeks().seek(SeekRig::seek_of(bob), rig.table_for(bob, 3, 0), 3));
    CHECK(rig.scratch.raw_sql("SELECT COUNT(*) FROM open_tables") == "0\n");
    // A code taken: nothing done, another code tried.
    rig.scratch.raw_sql(
        "INSERT INTO open_tables (code, game, options, host, open_seats, watchers, "
        "invited, seats, watching, moves, last_move, result, heartbeat) VALUES "
        "('taken', 'raps', '', 'carol', 0, 'anyone', '', '', 0, 0, 0, '', "
        "strftime('%s','now'))");
    PairingTable taken = rig.table_for(bob);
    taken.table.code = "taken";
    const auto clash = rig.database->seeks().seek(SeekRig::seek_of(bob), taken, 3);
    REQUIRE(clash);
    CHECK(clash->code_taken);
    CHECK(rig.waiting() == 1);
    // A pairing whose table did not open: the seek taken waits again, as it was.
    const auto paired = rig.seek(SeekRig::seek_of(bob), bob);
    REQUIRE(paired->pairing);
    CHECK(rig.waiting() == 0);
    REQUIRE(rig.database->seeks().restore(paired->pairing->partner));
    const auto back = rig.database->seeks().waiting();
    REQUIRE(back.size() == 1);
    CHECK(back[0].id == paired->pairing->partner.id);
    CHECK(back[0].made == paired->pairing->partner.made);
}

TEST_CASE("seeks: a seek taken from the list is matched against that one only", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice"), bob = rig.player("bob"), carol = rig.player("carol");
    rig.rate(carol, 2000);
    REQUIRE(rig.seek(SeekRig::seek_of(alice, "5+3"), alice));
    REQUIRE(rig.seek(SeekRig::seek_of(bob, "10+5", 100), bob));
    const auto waiting = rig.database->seeks().waiting();
    // Carol (2000) may not take bob's (1500 within 100), and does not see it.
    CHECK(rig.database->seeks().seen_by(carol.id).size() == 1);
    Seek carols = SeekRig::seek_of(carol, waiting[1].clock);
    const auto refused = rig.database->seeks().take(waiting[1].id, carols, rig.table_for(carol));
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "That seek is gone, or not one you may take.");
    // She takes alice's: paired with it, and nothing of hers waits.
    carols.clock = waiting[0].clock;
    const auto taken = rig.database->seeks().take(waiting[0].id, carols, rig.table_for(carol));
    REQUIRE(taken);
    REQUIRE(taken->pairing);
    CHECK(taken->pairing->partner.player == "alice");
    CHECK(rig.waiting() == 1);
}

TEST_CASE("seeks: the administrator removes a seek, audit-logged", "[store][seeks]") {
    SeekRig rig;
    const Player alice = rig.player("alice");
    const auto made = rig.seek(SeekRig::seek_of(alice), alice);
    REQUIRE(made);
    const auto removed = rig.database->seeks().remove(made->waiting);
    REQUIRE(removed);
    CHECK(removed->player == "alice");
    CHECK(rig.database->seeks().all().empty());
    CHECK_FALSE(rig.database->seeks().remove(made->waiting));
    const auto log = rig.database->audit().latest(1);
    REQUIRE(log.size() == 1);
    CHECK(log[0].event ==
          "removed seek " + std::to_string(made->waiting) + " of alice (breakthrough)");
}
