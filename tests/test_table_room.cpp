// The table's room without a socket (tests/table_rig.hpp): the door, the game behind it and what
// it writes, driven line by line with time in the test's hands. Each test plays what people do
// at a table: sit, watch, knock, move, ask, chat, leave, come back.

#include <catch2/catch.hpp>
#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "boardgames/play/arrangement.hpp"
#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/protocol.hpp"
#include "net/table_client.hpp"
#include "net/table_door.hpp"
#include "net/table_game.hpp"
#include "store/database.hpp"
#include "table_rig.hpp"
#include "table_support.hpp"

using namespace boardgames;
using namespace boardgames::net;
using namespace boardgames::net::testing;
using namespace std::chrono_literals;

TEST_CASE(
    "table: two players at two connections play RAPS to its end, only legal moves of the "
    "seat to move are played",
    "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer squares(rig), circles(rig);
    CHECK(join(squares).rfind("welcome seat 0 ", 0) == 0);
    CHECK(join(circles).rfind("welcome seat 1 ", 0) == 0);
    circles.say("move b4-b3");
    CHECK(circles.until("refused") == "refused it is not your turn: squares is to move");
    squares.say("move b1-b3");
    CHECK(squares.until("refused").rfind("refused 'b1-b3' is illegal", 0) == 0);
    squares.say("move b1-b2");
    CHECK(squares.until("moved") == "moved 1 b1-b2");
    CHECK(circles.until("moved") == "moved 1 b1-b2");
    circles.say("move b4-b3");
    CHECK(squares.until("moved") == "moved 2 b4-b3");
    squares.say("move b2-b4");  // the one take, written loosely: the table plays it canonical
    CHECK(circles.until("moved 3") == "moved 3 b2Xb4");
    circles.say("move a4-a3");
    CHECK(circles.until("refused") == "refused the game is over");
    // The record was written after every move.
    const auto record = read_record(read_text_file(scratch.path / "data" / "abc234.txt").value());
    REQUIRE(record.ok());
    CHECK(record->moves == std::vector<std::string>{"b1-b2", "b4-b3", "b2Xb4"});
    CHECK(record->result == "squares wins (reached the far rank)");
}

TEST_CASE("table: a watcher sees every move and cannot play, a full table sends people to watch",
          "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer squares(rig), circles(rig), watcher(rig), late(rig);
    join(squares);
    join(circles);
    watcher.say(hello("watch"));
    CHECK(watcher.until("welcome") == "welcome watch");
    CHECK(watcher.until("seat 1") == "seat 1 circles here " + login_name(::getuid()));
    watcher.until("ready");
    squares.say("move a1-a2");
    CHECK(watcher.until("moved") == "moved 1 a1-a2");
    watcher.say("move d4-d3");
    CHECK(watcher.until("refused") == "refused you are watching: only the players act");
    late.say(hello("join"));
    CHECK(late.until("error") ==
          "error full every seat is taken; watch with: boardgames watch abc234");
    CHECK(late.hung_up());
    circles.say("move d4-d3");
    CHECK(watcher.until("moved") == "moved 2 d4-d3");
}

TEST_CASE("table: a player whose connection drops gets the same seat and the whole game back",
          "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer circles(rig);
    std::string token;
    {
        Peer squares(rig);
        const std::string welcome = join(squares);
        token = welcome.substr(welcome.rfind(' ') + 1);
        join(circles);
        squares.say("move c1-c2");
        circles.until("moved");
    }  // squares' connection drops
    CHECK(circles.until("seat 0") == "seat 0 squares away " + login_name(::getuid()));
    CHECK(circles.until("note") == "note " + login_name(::getuid()) + " left the table");
    Peer back(rig);
    back.say(hello("join", token));
    CHECK(back.until("welcome") == "welcome seat 0 " + token);
    CHECK(back.until("moves") == "moves c1-c2");
    CHECK(circles.until("note") == "note " + login_name(::getuid()) + " is back at squares");
    // Without the token, the same login gets its empty seat back too.
    circles.say("move d4-d3");
    back.until("moved");
}

TEST_CASE("table: a request to take back a move, a draw offer, and resigning", "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer squares(rig), circles(rig);
    join(squares);
    join(circles);
    squares.say("undo");
    CHECK(squares.until("refused") == "refused you have no move to take back");
    squares.say("move a1-a2");
    circles.until("moved 1");
    circles.say("move d4-d3");
    REQUIRE(squares.until("moved 2") == "moved 2 d4-d3");
    squares.say("undo");
    CHECK(circles.until("asks") == "asks 0 undo");
    circles.say("decline");
    CHECK(squares.until("answered") == "answered 1 declined undo");
    squares.say("undo");
    circles.until("asks");
    circles.say("accept");
    CHECK(squares.until("undone") == "undone 0");  // back before squares' move and the reply
    squares.say("draw");
    circles.until("asks 0 draw");
    squares.say("accept");
    CHECK(squares.until("refused") == "refused nothing is waiting for your answer");
    circles.say("decline");
    squares.until("answered 1 declined draw");
    circles.say("resign");
    CHECK(squares.until("result") ==
          "result circles resigned (" + login_name(::getuid()) + "): squares win");
    squares.say("move a1-a2");
    CHECK(squares.until("refused") == "refused the game is over");
    // The finished game is in the archive (the server's database), once, with who played it.
    const auto archive = store::Database::open(scratch.path / "data" / "boardgames" / "server.db");
    REQUIRE(archive);
    const std::vector<store::ArchivedGame> games = (*archive)->archive().games({});
    REQUIRE(games.size() == 1);
    CHECK(games[0].table_code == "abc234");
    CHECK(games[0].result == "circles resigned (" + login_name(::getuid()) + "): squares win");
    CHECK(games[0].seats[0].second == login_name(::getuid()));
}

TEST_CASE("table: the computer takes its seat and answers a person's move", "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {0, 1}));
    Peer squares(rig);
    join(squares);
    squares.say("move b1-b2");
    CHECK(squares.until("moved 1") == "moved 1 b1-b2");
    CHECK(squares.until("moved 2", 5s).rfind("moved 2 ", 0) == 0);
    squares.say("draw");
    CHECK(squares.until("answered") == "answered 1 declined draw");
}

TEST_CASE("table: hostile peers lose their connection, and nobody else notices", "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}, 300ms));
    Peer squares(rig), circles(rig);
    join(squares);
    join(circles);

    Peer garbage(rig);
    garbage.say("\x01\x02 GET / HTTP/1.1");
    CHECK(garbage.until("error").rfind("error protocol expected: hello boardgames-table 4", 0) ==
          0);
    CHECK(garbage.hung_up());

    Peer flood(rig);  // ten megabytes without a newline
    flood.say_raw(std::string(10 * 1024 * 1024, 'x'));
    CHECK(flood.hung_up());

    Peer silent(rig);  // half a line, then nothing
    silent.say_raw("hello boardg");
    CHECK(silent.until("error", 3s) == "error refused no hello in time");

    for (int i = 0; i < 200; ++i) {  // connects and goes, again and again
        Peer flicker(rig);
    }

    Peer wrong(rig);
    wrong.say("hello boardgames-table 4 zzzzzz join");
    CHECK(wrong.until("error") == "error refused wrong code for this table");
    Peer old(rig);
    old.say("hello boardgames-table 1 abc234 join");
    CHECK(old.until("error").rfind("error version this table speaks boardgames-table 4", 0) == 0);

    // The game goes on for the players, and a seated peer's garbage is only refused.
    squares.say("frobnicate");
    CHECK(squares.until("refused").rfind("refused unknown command 'frobnicate'", 0) == 0);
    squares.say("move a1-a2");
    CHECK(circles.until("moved") == "moved 1 a1-a2");
}

TEST_CASE("table: two people racing for the last seat: one sits, one is told it is taken",
          "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer squares(rig);
    join(squares);
    // Another login could not take squares' seat back; these two are new people to the table.
    Peer first(rig), second(rig);
    first.say(hello("join", "0000000000000000"));
    second.say(hello("join", "0000000000000000"));
    const std::string a = first.line().value_or("");
    const std::string b = second.line().value_or("");
    const bool first_sat = a.rfind("welcome seat 1 ", 0) == 0;
    const bool second_sat = b.rfind("welcome seat 1 ", 0) == 0;
    CHECK(first_sat != second_sat);
    CHECK((first_sat ? b : a) ==
          "error full every seat is taken; watch with: boardgames watch abc234");
}

TEST_CASE("table: a table that stopped reopens from its record with the moves and the seats",
          "[table]") {
    Scratch scratch;
    std::string token;
    {
        TableSetup setup = setup_for(scratch, "raps", {});
        setup.record_path = table_record_path("abc234");
        TableRig rig(std::move(setup));
        Peer squares(rig), circles(rig);
        const std::string welcome = join(squares);
        token = welcome.substr(welcome.rfind(' ') + 1);
        join(circles);
        squares.say("move a1-a2");
        circles.until("moved 1");
        circles.say("move d4-d3");
        REQUIRE(squares.until("moved 2") == "moved 2 d4-d3");
    }
    ::setenv("BOARDGAMES_TABLES", scratch.path.c_str(), 1);
    auto reopened = reopen_setup("abc234");
    ::unsetenv("BOARDGAMES_TABLES");
    REQUIRE(reopened.ok());
    CHECK(reopened->seats[0].token == token);
    TableRig rig(std::move(reopened).value());
    Peer squares(rig);
    squares.say(hello("join", token));
    CHECK(squares.until("welcome") == "welcome seat 0 " + token);
    CHECK(squares.until("moves") == "moves a1-a2 d4-d3");
}

TEST_CASE("table access: knowing the code grants nothing, a stranger knocks and cannot watch",
          "[table][access]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch));
    Peer stranger(rig);
    stranger.say(hello("join"));
    CHECK(stranger.line() == "wait knocking: ghost is asked to let you sit");
    stranger.say("move b1-b2");  // nothing but waiting while knocking
    CHECK(stranger.until("refused") == "refused wait for ghost's answer");
    Peer second_knock(rig);
    second_knock.say(hello("join"));
    CHECK(second_knock.until("error") ==
          "error refused you are knocking at this table already, from another terminal");
    Peer watcher(rig);
    watcher.say(hello("watch"));
    CHECK(watcher.until("error") ==
          "error refused only the people ghost invited may watch this table");
    CHECK(watcher.hung_up());
}

TEST_CASE("table access: a knock the host does not answer lapses", "[table][access]") {
    Scratch scratch;
    TableSetup setup = strangers_table(scratch);
    setup.knock_limit = 300ms;
    TableRig rig(std::move(setup));
    Peer stranger(rig);
    stranger.say(hello("join"));
    CHECK(stranger.until("error", 3s) == "error refused ghost did not answer your knock");
}

TEST_CASE("table access: two knocks a person in half a minute, however they ended",
          "[table][access]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch));
    for (int knock = 0; knock < 2; ++knock) {
        Peer stranger(rig);
        stranger.say(hello("join"));
        CHECK(stranger.line() == "wait knocking: ghost is asked to let you sit");
        rig.advance(5s);
    }  // each gone: its knock withdrawn
    rig.advance(5s);
    Peer again(rig);
    again.say(hello("join"));
    CHECK(again.until("error") == "error busy you knocked twice a moment ago: try again in 15 s");
    rig.advance(16s);
    Peer later(rig);
    later.say(hello("join"));
    CHECK(later.line() == "wait knocking: ghost is asked to let you sit");
}

TEST_CASE("table access: the invited sit, only the host decides who else does", "[table][access]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch, false, WatchPolicy::Invited, true));
    Peer invited(rig);
    CHECK(join(invited).rfind("welcome seat 0 ", 0) == 0);
    for (const std::string line : {"admit bob", "turn-away bob", "send-away bob", "close"}) {
        invited.say(line);
        CHECK(invited.until("refused") == "refused only the host (ghost) decides that");
    }
    Peer watcher(rig);  // the invited may watch too
    watcher.say(hello("watch"));
    CHECK(watcher.until("welcome") == "welcome watch");
    CHECK(watcher.until("host") == "host ghost");
    CHECK(watcher.until("access") == "access private invited");
}

TEST_CASE("table access: a public table seats anyone, nobody may watch when the host says so",
          "[table][access]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch, true, WatchPolicy::Nobody));
    Peer anyone(rig);
    CHECK(join(anyone).rfind("welcome seat 0 ", 0) == 0);
    Peer other(rig);  // one seat a person (only the host may play several)
    other.say(hello("join"));
    CHECK(other.until("error") ==
          "error full you are at this table already, from another terminal");
    Peer watcher(rig);  // a player may watch their own table; nobody else
    watcher.say(hello("watch"));
    CHECK(watcher.until("welcome") == "welcome watch");
}

TEST_CASE("table floods: one person's connections are capped, strangers never crowd out players",
          "[table][flood]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch));
    std::vector<std::unique_ptr<Peer>> flood;
    for (std::size_t i = 0; i < TableDoor::connections_per_person; ++i) {
        flood.push_back(std::make_unique<Peer>(rig));  // no hello: they wait in the greeting
    }
    Peer one_more(rig);
    CHECK(one_more.until("error") == "error busy you have " +
                                         std::to_string(TableDoor::connections_per_person) +
                                         " connections to this table already: try again");
    CHECK(one_more.hung_up());
}

TEST_CASE(
    "table chat: each person has a chat allowance, text is cleaned of controls, bidi "
    "and invisible characters",
    "[table][chat]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer squares(rig), circles(rig);
    join(squares);
    join(circles);
    squares.say(
        "chat caf\xc3\xa9 \xe6\xbc\xa2\xe5\xad\x97 \xe2\x80\xae"
        "evil\xe2\x80\x8b"
        "b\xef\xbb\xbf"
        "c\xc2\x9b"
        "d");
    CHECK(circles.until("said") ==
          "said " + login_name(::getuid()) + " caf\xc3\xa9 \xe6\xbc\xa2\xe5\xad\x97 evilbc d");
    // The allowance: a burst, then refusals; the other player is heard meanwhile.
    int said = 1;
    for (int i = 0; i < 20; ++i)
        squares.say("chat line " + std::to_string(i));
    for (int i = 0; i < 20; ++i) {
        const auto line = squares.line(500ms);
        if (!line) break;
        if (line->rfind("said ", 0) == 0) ++said;
    }
    CHECK(said <= int(TableGame::chat_burst) + 1);
    squares.say("undo");  // a request still reaches the other side whatever the chat did
    squares.say("move a1-a2");
    CHECK(circles.until("moved") == "moved 1 a1-a2");
}

TEST_CASE("table: a side left with nothing but a pass passes, played by the table", "[table]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "redo", {});
    // White's disc a2 is walled in by red discs: white's only move is a pass.
    setup.session = Session::start(*find_game("redo"), "7/7/7/7/7/rr5/w6/7 w 0 0").value();
    TableRig rig(std::move(setup));
    Peer white(rig);
    white.say(hello("join"));
    CHECK(white.until("moves") == "moves pass");  // played as the table opened
    white.until("ready");
    white.say("move pass");  // red is to move now
    CHECK(white.until("refused").rfind("refused it is not your turn", 0) == 0);
}

TEST_CASE("table room: what the game writes goes through its recorder, after every move",
          "[table]") {
    Scratch scratch;
    MemoryRecorder written;
    TableRig rig(setup_for(scratch, "raps", {}), written);
    CHECK(written.saves == 1);  // the first record, as the table opens
    Peer squares(rig), circles(rig);
    join(squares);
    join(circles);
    squares.say("move b1-b2");
    circles.until("moved 1");
    CHECK(written.record.moves == std::vector<std::string>{"b1-b2"});
    CHECK(written.seats_file.find("seat 0 0 ") != std::string::npos);
    CHECK(written.archived.empty());
    circles.say("resign");
    squares.until("result");
    REQUIRE(written.archived.size() == 1);  // the finished game, once
    CHECK(written.archived[0].code == "abc234");
    CHECK(written.archived[0].record.result.rfind("circles resigned", 0) == 0);
    squares.say("draw");
    squares.until("refused");
    CHECK(written.archived.size() == 1);
    CHECK_FALSE(std::filesystem::exists(scratch.path / "data" / "abc234.txt"));
}

TEST_CASE("table door: strangers together are capped, the people the table knows still come in",
          "[table][flood]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch, false, WatchPolicy::Invited, true));
    // Strangers from as many users as the cap allows, each waiting in the greeting.
    std::vector<std::unique_ptr<Peer>> strangers;
    for (std::size_t i = 0; i < TableDoor::stranger_connections; ++i)
        strangers.push_back(std::make_unique<Peer>(rig, uid_t(::getuid() + 10000 + i)));
    Peer one_more(rig, uid_t(::getuid() + 20000));
    CHECK(one_more.until("error") == "error busy the table is busy: try again");
    // The invited (this test's user) is known at the door: the flood does not keep him out.
    Peer invited(rig);
    CHECK(join(invited).rfind("welcome seat 0 ", 0) == 0);
    // Silence costs each stranger its connection at the greeting limit, and frees the door.
    rig.advance(11s);
    CHECK(strangers.front()->until("error") == "error refused no hello in time");
    Peer later(rig, uid_t(::getuid() + 20001));
    CHECK_FALSE(later.hung_up(10ms));
}

TEST_CASE("table access: a knock lapses at its limit, not before", "[table][access]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch));
    Peer stranger(rig);
    stranger.say(hello("join"));
    CHECK(stranger.line() == "wait knocking: ghost is asked to let you sit");
    rig.advance(119s);
    CHECK_FALSE(stranger.hung_up(0ms));
    rig.advance(2s);  // past the two minutes the host has to answer
    CHECK(stranger.until("error") == "error refused ghost did not answer your knock");
    CHECK(stranger.hung_up());
}

TEST_CASE("table room: once the host closes the table, nobody more comes in or sits", "[table]") {
    Scratch scratch;
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer host(rig), waiting(rig);  // `waiting` has not said hello yet
    join(host);
    host.say("close");
    const std::string closed = "error closed " + login_name(::getuid()) + " closed the table";
    CHECK(host.until("error") == closed);
    CHECK(waiting.until("error") == closed);  // those at the door hear it too
    waiting.say(hello("join"));
    CHECK(waiting.hung_up());
    Peer late(rig);  // a connection after the close is told at once
    CHECK(late.line() == closed);
    CHECK(rig.closing());
}

TEST_CASE("table room: a player whose old connection was just lost takes his seat back at once",
          "[table]") {
    Scratch scratch;
    TableRig rig(strangers_table(scratch, true));  // a public table: one seat a person
    std::string token;
    auto first = std::make_unique<Peer>(rig);
    const std::string welcome = join(*first);
    token = welcome.substr(welcome.rfind(' ') + 1);
    // The socket gave the first connection up in the middle of a round: his new connection's
    // hello, heard in the same round, finds the seat his.
    rig.lose(*first->id());
    Peer back(rig);
    back.say(hello("join", token));
    CHECK(back.until("welcome") == "welcome seat 0 " + token);
    rig.tick();  // the round ends: the lost connection closes; the seat stays his, here
    while (auto line = back.line(0ms)) {
        CHECK(line->find("left the table") == std::string::npos);
        CHECK(line->rfind("seat 0 squares away", 0) != 0);
    }
}

TEST_CASE("table room: a long game's moves come on several lines, each within the bound",
          "[table][protocol]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "tactica", {});
    // A long random game of Táctica (no move limit): more than one line's worth of moves.
    auto match = setup.session.game().new_match(setup.session.game(), "").value();
    std::mt19937 random(7);
    while (match->ply() < 2000 && !match->outcome().over()) {
        const auto moves = match->legal_moves();
        REQUIRE(setup.session.play(moves[random() % moves.size()]));
        match->play(setup.session.match().record().back());
    }
    std::size_t characters = 0;
    for (const std::string& move : setup.session.match().record())
        characters += move.size() + 1;
    REQUIRE(characters > max_line_bytes);
    const std::vector<std::string> record = setup.session.match().record();
    TableRig rig(std::move(setup));
    Peer watcher(rig);
    watcher.say(hello("watch"));
    std::vector<std::string> heard;
    int lines = 0;
    while (auto line = watcher.line()) {
        if (*line == "ready") break;
        if (line->rfind("moves", 0) != 0) continue;
        ++lines;
        CHECK(line->size() <= max_line_bytes);
        const auto read = read_table_line(*line);
        REQUIRE(std::holds_alternative<TableLine>(read));
        const auto& moves = std::get<table_says::Moves>(std::get<TableLine>(read)).moves;
        heard.insert(heard.end(), moves.begin(), moves.end());
    }
    CHECK(lines >= 2);
    CHECK(heard == record);
}

TEST_CASE(
    "table room: a finished game's first seat score is archived, rated or not, for a "
    "tournament",
    "[table][tournament]") {
    Scratch scratch;
    MemoryRecorder written;
    TableRig rig(setup_for(scratch, "raps", {}), written);
    Peer squares(rig), circles(rig);
    join(squares);
    join(circles);
    // Circles resigns before moving: no rating moves, and still the result counts.
    circles.say("resign");
    squares.until("result");
    REQUIRE(written.archived.size() == 1);
    CHECK(written.archived[0].scores.empty());
    CHECK(written.archived[0].first_seat_score == 1.0);
}

TEST_CASE("table room: the first seat resigning scores him nothing in the archive",
          "[table][tournament]") {
    Scratch scratch;
    MemoryRecorder written;
    TableRig rig(setup_for(scratch, "raps", {}), written);
    Peer squares(rig), circles(rig);
    join(squares);
    join(circles);
    squares.say("move b1-b2");
    circles.until("moved 1");
    squares.say("resign");
    circles.until("result");
    REQUIRE(written.archived.size() == 1);
    CHECK(written.archived[0].first_seat_score == 0.0);
}
