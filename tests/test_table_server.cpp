// A table on its real socket, served on its own thread, and terminals' clients (TableClient)
// connected to it: the whole way a game between terminals goes, bytes included.

#include <thread>

#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "boardgames/play/arrangement.hpp"
#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/protocol.hpp"
#include "net/table_client.hpp"
#include "store/database.hpp"
#include "table_support.hpp"

using namespace boardgames;
using namespace boardgames::net;
using namespace boardgames::net::testing;
using namespace std::chrono_literals;

TEST_CASE("table client: a terminal's game follows the table: moves, requests, chat, the end",
          "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    auto first = TableClient::connect("abc234", {socket}, Attendance::Join, 3s);
    REQUIRE(first.ok());
    std::unique_ptr<TableClient> squares = std::move(first).value();
    Session squares_game = squares->take_session();
    auto second = TableClient::connect("ABC234", {socket}, Attendance::Join, 3s);
    REQUIRE(second.ok());
    std::unique_ptr<TableClient> circles = std::move(second).value();
    Session circles_game = circles->take_session();
    CHECK(squares->seat() == 0);
    CHECK(circles->seat() == 1);
    CHECK(circles_game.occupants[1].label() == "you");
    CHECK(circles_game.occupants[0].label() == login_name(::getuid()));
    CHECK_FALSE(circles_game.human_to_move());
    // Waits for what the table says next, applied to `game`.
    const auto hear = [](TableClient& client, Session& game) {
        TableClient::Update update;
        for (int i = 0; i < 300 && update.notes.empty() && !update.position_changed; ++i) {
            update = client.poll(game);
            std::this_thread::sleep_for(10ms);
        }
        return update;
    };
    squares->play("c1-c2");
    CHECK(hear(*circles, circles_game).position_changed);
    CHECK(circles_game.match().record() == std::vector<std::string>{"c1-c2"});
    CHECK(circles_game.human_to_move());
    hear(*squares, squares_game);
    CHECK(squares_game.match().ply() == 1);
    squares->ask(RequestKind::Undo);
    const auto asked = hear(*circles, circles_game);
    REQUIRE_FALSE(asked.notes.empty());
    CHECK(asked.notes.back() ==
          login_name(::getuid()) + " (squares) asks to take back a move: a accept, x decline");
    CHECK(circles->asked() == RequestKind::Undo);
    // The request has a line of its own, apart from the chat.
    CHECK(circles->request_line() ==
          login_name(::getuid()) + " (squares) asks to take back a move: a accept, x decline");
    circles->chat("sure");
    auto said = hear(*squares, squares_game);
    for (int i = 0;
         i < 10 && (said.notes.empty() || said.notes.back().find("sure") == std::string::npos); ++i)
        said = hear(*squares, squares_game);
    CHECK(said.notes.back() == login_name(::getuid()) + ": sure");
    CHECK(circles->answer_request(true));
    for (int i = 0; i < 10 && squares_game.match().ply() != 0; ++i)
        hear(*squares, squares_game);
    CHECK(squares_game.match().ply() == 0);
    circles->resign();
    for (int i = 0; i < 100 && squares->ended().empty(); ++i)
        hear(*squares, squares_game);
    CHECK(squares->ended() == "circles resigned (" + login_name(::getuid()) + "): squares win");
}

TEST_CASE("table clock: two screens show the same time within 100 ms", "[table][clock]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.clock = TableClock(*ClockSpec::parse("1+0"), 2);
    RunningTable running(std::move(setup));
    const auto socket = scratch.path / "abc234";
    auto first = TableClient::connect("abc234", {socket}, Attendance::Join, 3s);
    REQUIRE(first.ok());
    Session squares_game = (*first)->take_session();
    auto second = TableClient::connect("abc234", {socket}, Attendance::Join, 3s);
    REQUIRE(second.ok());
    Session circles_game = (*second)->take_session();
    // The clock starts once both sit: both screens hear it, then a move, then compare.
    const auto hear_clock = [](TableClient& client, Session& game, int running) {
        for (int i = 0; i < 300; ++i) {
            client.poll(game);
            if (client.has_clock() && client.clock_running() == running) return true;
            std::this_thread::sleep_for(5ms);
        }
        return false;
    };
    REQUIRE(hear_clock(**first, squares_game, 0));
    REQUIRE(hear_clock(**second, circles_game, 0));
    std::this_thread::sleep_for(400ms);
    (*first)->play("a1-a2");
    REQUIRE(hear_clock(**first, squares_game, 1));
    REQUIRE(hear_clock(**second, circles_game, 1));
    std::this_thread::sleep_for(300ms);
    const auto now = std::chrono::steady_clock::now();
    for (int seat = 0; seat < 2; ++seat) {
        const auto difference = (*first)->clock_left(seat, now) - (*second)->clock_left(seat, now);
        CHECK(std::abs(difference.count()) <= 100);
    }
    CHECK((*first)->clock_left(0, now) < 59700ms);  // squares' 400 ms and more were spent
    CHECK((*first)->clock_left(1, now) < 59800ms);  // circles' time runs
}

TEST_CASE("table client: a rematch gives the terminal its new seat and the new game",
          "[table][rematch][client]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    auto first = TableClient::connect("abc234", {socket}, Attendance::Join, 3s);
    REQUIRE(first.ok());
    Session first_game = (*first)->take_session();
    SocketPeer other(socket);
    join(other);
    const auto hear_until = [](TableClient& client, Session& game, auto done) {
        for (int i = 0; i < 300 && !done(); ++i) {
            const auto update = client.poll(game);
            REQUIRE(update.broken.empty());
            std::this_thread::sleep_for(5ms);
        }
        return done();
    };
    (*first)->play("a1-a2");
    other.until("moved 1");
    other.say("move a4-a3");
    REQUIRE(hear_until(**first, first_game, [&] { return first_game.match().ply() == 2; }));
    (*first)->play("a2Xa4");
    other.until("moved 3");
    REQUIRE(hear_until(**first, first_game, [&] { return first_game.match().outcome().over(); }));
    (*first)->ask(RequestKind::Rematch);
    CHECK(other.until("asks") == "asks 0 rematch");
    other.say("accept");
    REQUIRE(hear_until(**first, first_game, [&] { return (*first)->seat() == 1; }));
    CHECK(first_game.match().ply() == 0);
    CHECK_FALSE(first_game.match().outcome().over());
    CHECK((*first)->ended().empty());
    CHECK(first_game.occupants[1].label() == "you");
}

TEST_CASE("table client: two terminals arrange, then both play the game of both arrangements",
          "[table][client][arrangement]") {
    Scratch scratch;
    RunningTable running(arranging_table(scratch));
    const auto socket = scratch.path / "abc234";
    const GameInfo& info = *find_game("redtangle");
    auto white = TableClient::connect("abc234", {socket}, Attendance::Join, 3s);
    auto black = TableClient::connect("abc234", {socket}, Attendance::Join, 3s);
    REQUIRE(white.ok());
    REQUIRE(black.ok());
    Session white_game = (*white)->take_session(), black_game = (*black)->take_session();
    const auto hear_until = [&](auto done) {
        for (int i = 0; i < 300 && !done(); ++i) {
            REQUIRE((*white)->poll(white_game).broken.empty());
            REQUIRE((*black)->poll(black_game).broken.empty());
            std::this_thread::sleep_for(5ms);
        }
        return done();
    };
    REQUIRE(hear_until([&] { return (*black)->arranging().size() == 2; }));
    const std::string white_arranged = info.arrange(info.standard_position, 0, 41);
    (*white)->send_arrangement(0, white_arranged);
    REQUIRE(hear_until([&] { return (*black)->arranging() == std::vector<int>{1}; }));
    CHECK(black_game.match().position() == info.standard_position);  // nothing of white's shown
    const std::string black_arranged = info.arrange(info.standard_position, 1, 42);
    (*black)->send_arrangement(1, black_arranged);
    REQUIRE(hear_until([&] {
        return (*white)->arranging().empty() && (*black)->arranging().empty() &&
               white_game.match().position() != info.standard_position &&
               black_game.match().position() != info.standard_position;
    }));
    const std::string start =
        combined_arrangements(info, info.standard_position, {white_arranged, black_arranged})
            .value();
    CHECK(white_game.match().position() == start);
    CHECK(black_game.match().position() == start);
    CHECK(white_game.record().start == start);  // a save or the archive replays it
}
