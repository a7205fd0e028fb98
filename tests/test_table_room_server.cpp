// The table's room without a socket (tests/table_rig.hpp), around the game itself: the game
// server's tables (listing, archive, ratings), clocks, rematches, series and arranging before
// play, driven line by line with time in the test's hands.

#include <array>
#include <catch2/catch.hpp>
#include <chrono>
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

TEST_CASE("server table: the lobby's connections are the players their hello names",
          "[table][server]") {
    Scratch scratch;
    TableRig rig(server_table(scratch));
    Peer alice(rig);
    alice.say(hello_as("join", "alice"));
    CHECK(alice.until("welcome").rfind("welcome seat 0 ", 0) == 0);  // the host's own seat
    CHECK(alice.until("host") == "host alice");
    Peer nameless(rig);  // the server's account, naming nobody
    nameless.say(hello("join"));
    CHECK(nameless.until("error") ==
          "error refused the server's lobby names its player: player NAME");
    Peer bad_name(rig);
    bad_name.say(hello_as("join", "computer"));
    CHECK(bad_name.until("error") ==
          "error refused the server's lobby names its player: player NAME");
    Peer carol(rig);  // not invited to this private table: she knocks, as any stranger
    carol.say(hello_as("join", "carol"));
    CHECK(carol.line() == "wait knocking: alice is asked to let you sit");
    Peer bob(rig);
    bob.say(hello_as("join", "bob"));
    CHECK(bob.until("welcome").rfind("welcome seat 1 ", 0) == 0);
    CHECK(alice.until("seat 1 circles here") == "seat 1 circles here bob");
    Peer bob_again(rig);  // one seat a person, the player as his name says
    bob_again.say(hello_as("join", "bob"));
    CHECK(bob_again.until("error") ==
          "error full you are at this table already, from another terminal");
    Peer carol_watching(rig);  // only the invited watch this table
    carol_watching.say(hello_as("watch", "carol"));
    CHECK(carol_watching.until("error") ==
          "error refused only the people alice invited may watch this table");
    // A player is only as the lobby named him: bob cannot speak for alice.
    bob.say("close");
    CHECK(bob.until("refused") == "refused only the host (alice) decides that");
}

TEST_CASE("server table: nobody but the server's account names a player, or sits there",
          "[table][server]") {
    Scratch scratch;
    {
        // The server is another user: this one is not its player, whatever he claims, nor may
        // he sit as himself (his login name could pass for a player's).
        TableRig rig(server_table(scratch, ::getuid() + 1));
        for (const std::string& line : {hello_as("join", "alice"), hello("join"), hello("watch")}) {
            Peer outsider(rig);
            outsider.say(line);
            CHECK(outsider.until("error") ==
                  "error refused this table is the game server's: its players come through its "
                  "lobby (ssh to its account)");
        }
    }
    // At a table of users, a claim is nobody's: the user is who the kernel says.
    TableRig rig(setup_for(scratch, "raps", {}));
    Peer claimer(rig);
    claimer.say(hello_as("join", "alice"));
    CHECK(claimer.until("error") ==
          "error refused only this game server's lobby names a player; you are " +
              login_name(::getuid()));
}

TEST_CASE(
    "server table: it lists itself for the lobby while open, and the game goes to its "
    "players in the archive",
    "[table][server]") {
    Scratch scratch;
    auto setup = server_table(scratch);
    const auto database_path = setup.database_path;
    {
        auto database = store::Database::open(database_path);
        REQUIRE(database.ok());
        REQUIRE((*database)->accounts().register_player(
            "bob", std::string("SHA256:") + std::string(43, 'b')));
    }
    {
        TableRig rig(std::move(setup));
        Peer bob(rig);
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        std::vector<store::OpenTable> listed;
        for (int tries = 0; tries < 40; ++tries) {  // a change is listed within a second or so
            listed =
                store::Database::open_existing(database_path).value()->listing().open_tables(60s);
            if (!listed.empty() && listed[0].seats.size() == 2 &&
                listed[0].seats[1].state == SeatState::Here)
                break;
            rig.advance(100ms);
        }
        REQUIRE(listed.size() == 1);
        CHECK(listed[0].code == "abc234");
        CHECK(listed[0].game == "raps");
        CHECK(listed[0].host == "alice");
        CHECK(listed[0].invited == std::vector<std::string>{"bob"});
        CHECK(listed[0].seats[0].who == "alice");
        CHECK(listed[0].seats[0].state == SeatState::Away);
        CHECK(listed[0].seats[1].who == "bob");
        CHECK(listed[0].seats[1].state == SeatState::Here);
        CHECK(listed[0].result.empty());
        bob.say("resign");
        CHECK(bob.until("result") == "result circles resigned (bob): squares win");
    }
    const auto database = store::Database::open_existing(database_path).value();
    CHECK(database->listing().open_tables(60s).empty());  // a table closing takes its row away
    const auto bobs = database->accounts().player_named("bob");
    REQUIRE(bobs);
    const auto games = database->archive().games({.player_id = bobs->id});
    REQUIRE(games.size() == 1);  // bob's seat is the player bob's
    CHECK(games[0].result == "circles resigned (bob): squares win");
    // alice never registered: her seat is named, and nobody's.
    CHECK(database->archive().games({.player = "alice"}).size() == 1);
}

namespace {

// A rated server table whose database knows alice and bob as players.
TableSetup rated_table_of_alice_and_bob(Scratch& scratch) {
    TableSetup setup = server_table(scratch);
    setup.access.rated = true;
    auto database = store::Database::open(setup.database_path);
    REQUIRE(database.ok());
    for (const char* name : {"alice", "bob"})
        REQUIRE((*database)->accounts().register_player(
            name, std::string("SHA256:") + std::string(43, name[0])));
    return setup;
}

}  // namespace

TEST_CASE("server table: a rated game begins with every seat taken, its end moves both ratings",
          "[table][server][ratings]") {
    Scratch scratch;
    auto setup = rated_table_of_alice_and_bob(scratch);
    const auto database_path = setup.database_path;
    {
        TableRig rig(std::move(setup));
        Peer alice(rig), bob(rig);
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
        // Nobody opposite yet: a rated game does not begin.
        alice.say("move a1-a2");
        CHECK(alice.until("refused") ==
              "refused a rated game begins once every seat is taken: wait for circles");
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        alice.say("move a1-a2");
        bob.until("moved 1");
        bob.say("move a4-a3");
        alice.until("moved 2");
        bob.say("resign");
        CHECK(alice.until("result") == "result circles resigned (bob): squares win");
        // Both leave at once: the table has rated the game already, with the archive.
    }
    const auto database = store::Database::open_existing(database_path).value();
    const auto ladder = database->ratings().ladder("raps");
    REQUIRE(ladder.size() == 2);
    CHECK(ladder[0].name == "alice");
    CHECK(ladder[0].rating.rating > 1500);
    CHECK(ladder[1].name == "bob");
    CHECK(ladder[1].games == 1);
}

TEST_CASE("server table: a game resigned before both moved is archived, and rates nobody",
          "[table][server][ratings]") {
    Scratch scratch;
    auto setup = rated_table_of_alice_and_bob(scratch);
    const auto database_path = setup.database_path;
    {
        TableRig rig(std::move(setup));
        Peer alice(rig), bob(rig);
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        alice.say("move a1-a2");
        bob.until("moved 1");
        bob.say("resign");  // a farm's way: lose at once, again and again
        CHECK(alice.until("result") == "result circles resigned (bob): squares win");
    }
    const auto database = store::Database::open_existing(database_path).value();
    CHECK(database->archive().games({}).size() == 1);
    CHECK(database->ratings().ladder("raps").empty());
}

TEST_CASE("table clock: a seat out of time loses, in every game", "[table][clock]") {
    for (const GameInfo& game : registered_games()) {
        INFO(game.name);
        Scratch scratch;
        TableSetup setup = setup_for(scratch, std::string(game.name), {});
        setup.clock = TableClock(ClockSpec{.initial = 300ms}, setup.seats.size());
        const std::size_t seats = setup.seats.size();
        const Session& session = setup.session;
        const int to_move = session.seat_to_move();
        const int side = side_of_seat(session.seats()[std::size_t(to_move)], game.side_of_mover);
        const std::string expected = "result " + game.side_names[std::size_t(side)] +
                                     " ran out of time: " + game.side_wins(1 - side);
        TableRig rig(std::move(setup));
        std::vector<std::unique_ptr<Peer>> players;
        for (std::size_t seat = 0; seat < seats; ++seat) {
            players.push_back(std::make_unique<Peer>(rig));
            join(*players.back());
        }
        // Every seat taken: the clock of the seat to move runs, and nobody moves.
        CHECK(players.front()->until("result", 3s) == expected);
        CHECK(players.front()->until("clock").rfind("clock - ", 0) == 0);
        players.front()->say("move a1-a2");
        CHECK(players.front()->until("refused") == "refused the game is over");
    }
}

TEST_CASE("table clock: time is kept across a dropped connection and a reopened table",
          "[table][clock]") {
    Scratch scratch;
    std::string token;
    {
        TableSetup setup = setup_for(scratch, "raps", {});
        setup.record_path = table_record_path("abc234");
        setup.clock = TableClock(*ClockSpec::parse("1+0"), 2);
        TableRig rig(std::move(setup));
        Peer squares(rig), circles(rig);
        const std::string welcome = join(squares);
        token = welcome.substr(welcome.rfind(' ') + 1);
        join(circles);
        CHECK(squares.until("clock 0 ") != "");  // both seated: squares' time runs
        rig.advance(300ms);
        squares.say("move a1-a2");
        const std::string after_move = circles.until("clock 1 ");
        REQUIRE(!after_move.empty());
        const long squares_left = std::stol(after_move.substr(std::string("clock 1 ").size()));
        CHECK(squares_left <= 59700);
        CHECK(squares_left > 50000);
        // circles drops and comes back: the table kept running circles' time.
        { Peer gone(rig); }
        rig.advance(200ms);
        Peer back(rig);
        back.say(hello("watch"));
        const std::string again = back.until("clock");
        const long circles_left = std::stol(again.substr(again.rfind(' ') + 1));
        CHECK(circles_left <= 59800);
    }
    ::setenv("BOARDGAMES_TABLES", scratch.path.c_str(), 1);
    auto reopened = reopen_setup("abc234");
    ::unsetenv("BOARDGAMES_TABLES");
    REQUIRE(reopened.ok());
    REQUIRE(reopened->clock);
    CHECK(reopened->clock->left(0, std::chrono::steady_clock::now()) < 60s);
    CHECK(reopened->clock->left(1, std::chrono::steady_clock::now()) < 60s);
}

TEST_CASE("table: after the game, a rematch agreed swaps the sides at the same table",
          "[table][rematch]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.clock = TableClock(*ClockSpec::parse("1+0"), 2);
    TableRig rig(std::move(setup));
    Peer squares(rig), circles(rig);
    const std::string squares_welcome = join(squares);
    const std::string squares_token = squares_welcome.substr(squares_welcome.rfind(' ') + 1);
    join(circles);
    circles.say("rematch");  // not before the end
    CHECK(circles.until("refused") == "refused a rematch comes once the game is over");
    squares.say("move a1-a2");
    circles.until("moved 1");
    circles.say("move a4-a3");
    squares.until("moved 2");
    squares.say("move a2Xa4");
    CHECK(circles.until("moved 3") == "moved 3 a2Xa4");
    circles.say("rematch");
    CHECK(squares.until("asks") == "asks 1 rematch");
    squares.say("accept");
    // Each hears his new seat, then the new game: squares' player now plays circles.
    CHECK(squares.until("welcome") == "welcome seat 1 " + squares_token);
    CHECK(squares.until("moves") == "moves");
    CHECK(circles.until("welcome").rfind("welcome seat 0 ", 0) == 0);
    CHECK(circles.until("note") == "note a rematch: sides swapped");
    CHECK(circles.until("clock 0 ").rfind("clock 0 60000 60000", 0) == 0);  // a fresh clock
    // The new game is played from its start, circles' former player moving first.
    circles.say("move b1-b2");
    CHECK(squares.until("moved 1") == "moved 1 b1-b2");
    squares.say("move b4-b3");
    CHECK(circles.until("moved 2") == "moved 2 b4-b3");
}

TEST_CASE("server table: a rated game left on one's turn while the other waits is lost",
          "[table][server][ratings]") {
    Scratch scratch;
    auto setup = server_table(scratch);
    setup.access.rated = true;
    setup.abandon_limit = 300ms;
    TableRig rig(std::move(setup));
    Peer bob(rig);
    bob.say(hello_as("join", "bob"));
    CHECK(bob.until("ready") == "ready");
    {
        Peer alice(rig);  // alice sits, then leaves on her turn (squares move first)
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
    }
    CHECK(bob.until("result", 3s) == "result squares left the game (alice): circles win");
}

TEST_CASE("table: a series at a table goes on game after game to its target", "[table][series]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.session.start_series(2);
    TableRig rig(std::move(setup));
    Peer first(rig), second(rig);  // first sits at squares, second at circles
    join(first);
    join(second);
    // Game 1: squares (first) wins by the rules.
    first.say("move a1-a2");
    second.until("moved 1");
    second.say("move a4-a3");
    first.until("moved 2");
    first.say("move a2Xa4");
    CHECK(second.until("series") == "series first to 2; after 0 games: 0 0");
    second.say("rematch");
    first.until("asks 1 rematch");
    first.say("accept");
    CHECK(first.until("welcome").rfind("welcome seat 1 ", 0) == 0);  // first now plays circles
    CHECK(first.until("series") == "series first to 2; after 1 game: 1 0; by game: 1 0");
    CHECK(first.until("note") == "note the series' next game: everyone one seat on");
    // Game 2: squares (second) resigns: first wins the series 2-0.
    second.until("welcome");
    second.until("ready");
    second.say("resign");
    CHECK(second.until("result") ==
          "result squares resigned (" + login_name(::getuid()) + "): circles win");
    second.say("rematch");
    first.until("asks 0 rematch");
    first.say("accept");
    // The series won, the next game begins a new one of the same length.
    CHECK(first.until("series") == "series first to 2; after 0 games: 0 0");
}

TEST_CASE("table: Redtangle's two arrangements are hidden until both players have confirmed",
          "[table][arrangement]") {
    Scratch scratch;
    TableRig rig(arranging_table(scratch));
    const GameInfo& info = *find_game("redtangle");
    const std::string base = info.standard_position;
    Peer white(rig), black(rig);
    white.say(hello("join"));
    CHECK(white.until("welcome").rfind("welcome seat 0 ", 0) == 0);
    CHECK(white.until("arrange") == "arrange 0 1");
    white.until("ready");
    join(black);
    // No move, and nobody arranges another's tiles or forges his own.
    white.say("move " + info.new_match(info, base).value()->legal_moves().front());
    CHECK(white.until("refused") == "refused the players are arranging their tiles: no move yet");
    white.say("arranged 1 " + info.arrange(base, 1, 3));
    CHECK(white.until("refused") == "refused those are not your tiles to arrange");
    white.say("arranged 0 " + info.arrange(base, 1, 3));
    CHECK(white.until("refused").find("not an arrangement of your own tiles") != std::string::npos);
    const std::string white_arranged = info.arrange(base, 0, 21);
    REQUIRE(board_field(white_arranged) != board_field(base));
    white.say("arranged 0 " + white_arranged);
    // Black hears that white has arranged, and nothing of how, not even in the whole game again.
    black.say("sync");
    std::vector<std::string> heard;
    while (auto line = black.line(500ms))
        heard.push_back(*line);
    CHECK(std::count(heard.begin(), heard.end(), "note white has arranged") == 1);
    CHECK(std::count(heard.begin(), heard.end(), "arrange 1") == 2);  // the news and the sync
    CHECK(std::count(heard.begin(), heard.end(), "start -") == 1);
    for (const std::string& line : heard)
        CHECK(line.find(board_field(white_arranged)) == std::string::npos);
    white.say("arranged 0 " + white_arranged);
    CHECK(white.until("refused") == "refused that arrangement is confirmed already");
    // Black confirms: both get the game again, from both arrangements.
    const std::string black_arranged = info.arrange(base, 1, 22);
    black.say("arranged 1 " + black_arranged);
    const std::string start =
        combined_arrangements(info, base, {white_arranged, black_arranged}).value();
    CHECK(white.until("start") == "start " + start);
    heard.clear();
    while (auto line = black.line(500ms))
        if (heard.push_back(*line); line->rfind("start", 0) == 0) break;
    CHECK(heard.back() == "start " + start);
    // Nothing else first that a terminal could not take: the news, then the whole game.
    CHECK(heard.front() == "note black has arranged");
    CHECK(std::count(heard.begin(), heard.end(), "host " + login_name(::getuid())) == 1);
    CHECK(heard.size() == 6);  // note, host, access, game, options, start
    CHECK(black.until("note every") == "note every tile is arranged: the game begins");
    const std::string move = info.new_match(info, start).value()->legal_moves().front();
    white.say("move " + move);
    CHECK(black.until("moved 1") == "moved 1 " + move);
}

TEST_CASE("table: the computer's seat arranges at once, a reopened table has people arrange again",
          "[table][arrangement]") {
    Scratch scratch;
    const GameInfo& info = *find_game("redtangle");
    const std::string white_arranged = info.arrange(info.standard_position, 0, 31);
    std::string token;
    {
        TableSetup setup = arranging_table(scratch, {0, 2});
        setup.record_path = table_record_path("abc234");
        TableRig rig(std::move(setup));
        Peer white(rig);
        white.say(hello("join"));
        const std::string welcome = white.until("welcome");
        token = welcome.substr(welcome.rfind(' ') + 1);
        CHECK(white.until("arrange") == "arrange 0");  // the computer is done
        white.until("ready");
    }
    ::setenv("BOARDGAMES_TABLES", scratch.path.c_str(), 1);
    auto reopened = reopen_setup("abc234");
    ::unsetenv("BOARDGAMES_TABLES");
    REQUIRE(reopened.ok());
    REQUIRE(reopened->arrangement);
    // Nothing arranged was written (the host reads the file): everyone arranges again.
    CHECK(reopened->arrangement->waiting() == std::vector<int>{0, 1});
    TableRig rig(std::move(reopened).value());
    Peer white(rig);
    white.say(hello("join", token));
    CHECK(white.until("arrange") == "arrange 0");
    white.until("ready");
    white.say("arranged 0 " + white_arranged);
    const std::string start = white.until("start");
    // White's own rows are as he arranged them; the computer then answers his move.
    CHECK(board_field(start.substr(6)).substr(board_field(start.substr(6)).rfind("/8/") + 3) ==
          board_field(white_arranged).substr(board_field(white_arranged).rfind("/8/") + 3));
    const std::string move = info.new_match(info, start.substr(6)).value()->legal_moves().front();
    white.until("note every");
    white.say("move " + move);
    CHECK(white.until("moved 2").rfind("moved 2 ", 0) == 0);
}

TEST_CASE("server table: a three-player ReMATCH rates the team and red, in a ladder of its own",
          "[table][server][ratings]") {
    Scratch scratch;
    Session session = Session::start(*find_game("rematch"), "", {3}).value();
    TableSetup setup = setup_for(scratch, "rematch", {});
    setup.session = std::move(session);
    setup.seats = std::vector<SeatRecord>(3);
    setup.access.host = {::getuid(), "alice"};
    setup.access.open_seats = true;
    setup.access.players_named_by = ::getuid();
    setup.access.rated = true;
    setup.seats[0] = {
        .computer_level = 0, .token = new_token(), .name = "alice", .uid = ::getuid()};
    const auto database_path = setup.database_path;
    {
        auto database = store::Database::open(database_path);
        REQUIRE(database.ok());
        for (const char* name : {"alice", "bob", "carol"})
            REQUIRE((*database)->accounts().register_player(
                name, std::string("SHA256:") + std::string(43, name[0])));
    }
    {
        TableRig rig(std::move(setup));
        Peer alice(rig), bob(rig), carol(rig);
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        carol.say(hello_as("join", "carol"));
        CHECK(carol.until("ready") == "ready");
        // Each moves once (a game nobody played is not rated), then red resigns: the team of
        // bob and carol wins.
        Session mirror = Session::start(*find_game("rematch"), "", {3}).value();
        const std::array<Peer*, 3> by_seat{&alice, &bob, &carol};  // seated as they came
        for (int moved = 1; moved <= 3; ++moved) {
            const std::string move = mirror.match().legal_moves().front();
            Peer& mover = *by_seat[std::size_t(mirror.seat_to_move())];
            REQUIRE(mirror.play(move));
            mover.say("move " + move);
            CHECK(carol.until("moved " + std::to_string(moved)) ==
                  "moved " + std::to_string(moved) + " " + move);
        }
        alice.say("resign");
        CHECK(carol.until("result").find("resigned (alice)") != std::string::npos);
    }
    const auto database = store::Database::open_existing(database_path).value();
    REQUIRE(database->archive().games({}).size() == 1);
    CHECK(database->archive().games({})[0].moves == 3);
    CHECK(
        database->ratings().ladder("rematch").empty());  // the two-player game's ladder is another
    const auto ladder = database->ratings().ladder("rematch players=3");
    REQUIRE(ladder.size() == 3);
    CHECK(ladder[2].name == "alice");
    CHECK(ladder[2].rating.rating < 1500);
    // Two newcomers of the team against a newcomer: each moves as red does, the other way.
    CHECK(ladder[0].rating.rating - 1500 == Approx(1500 - ladder[2].rating.rating));
    CHECK(ladder[1].rating.rating == Approx(ladder[0].rating.rating));
    CHECK(database->ratings().ladders() == std::vector<std::string>{"rematch players=3"});
}

TEST_CASE("server table: a rated Redtangle player away while still to arrange loses",
          "[table][server][arrangement]") {
    Scratch scratch;
    TableSetup setup = server_table(scratch);
    setup.session = Session::start(*find_game("redtangle"), "").value();
    setup.arrangement.emplace(setup.session.game(), setup.session.match().position());
    setup.access.rated = true;
    setup.abandon_limit = 300ms;
    TableRig rig(std::move(setup));
    Peer alice(rig);
    alice.say(hello_as("join", "alice"));
    CHECK(alice.until("ready") == "ready");
    {
        Peer bob(rig);
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        alice.say("arranged 0 " +
                  find_game("redtangle")
                      ->arrange(std::string(find_game("redtangle")->standard_position), 0, 9));
        CHECK(bob.until("arrange") == "arrange 1");
    }  // bob goes without arranging; alice waits
    CHECK(alice.until("result", 5s) == "result black left the game (bob): white wins");
}

TEST_CASE("table: a rematch at a Redtangle table is arranged afresh, the computer at once",
          "[table][arrangement][rematch]") {
    Scratch scratch;
    TableRig rig(arranging_table(scratch, {0, 2}));
    const GameInfo& info = *find_game("redtangle");
    Peer player(rig);
    join(player);
    player.say("arranged 0 " + info.arrange(info.standard_position, 0, 5));
    CHECK(player.until("note every") == "note every tile is arranged: the game begins");
    player.say("resign");
    CHECK(player.until("result") ==
          "result white resigned (" + login_name(::getuid()) + "): black wins");
    player.say("rematch");  // the computer accepts
    CHECK(player.until("welcome").rfind("welcome seat 1 ", 0) == 0);
    CHECK(player.until("start") == "start -");
    CHECK(player.until("arrange") == "arrange 1");  // white, now the computer's, is arranged
    player.say("arranged 1 " + info.arrange(info.standard_position, 1, 6));
    CHECK(player.until("note every") == "note every tile is arranged: the game begins");
}
