// The table protocol and the table: a real table on a Unix socket in a scratch folder, served
// on its own thread, and peers that speak the protocol line by line, well or badly.

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/protocol.hpp"
#include "net/table.hpp"
#include "net/table_client.hpp"

using namespace boardgames;
using namespace boardgames::net;
using namespace std::chrono_literals;

namespace {

// A scratch folder for the socket and the records, gone after the test.
struct Scratch {
    std::filesystem::path path;
    Scratch() {
        char name[] = "/tmp/bg-table-test-XXXXXX";
        path = ::mkdtemp(name);
        ::setenv("XDG_DATA_HOME", (path / "data").c_str(), 1);
    }
    ~Scratch() {
        std::error_code error;
        std::filesystem::remove_all(path, error);
    }
};

TableSetup setup_for(const Scratch& scratch, const std::string& game, std::vector<int> levels,
                     std::chrono::milliseconds greeting_limit = 10s) {
    Session session = Session::start(*find_game(game), "").value();
    std::vector<SeatRecord> seats(session.seats().size());
    for (std::size_t seat = 0; seat < levels.size() && seat < seats.size(); ++seat)
        seats[seat].computer_level = levels[seat];
    return TableSetup{.code = "abc234",
                      .session = std::move(session),
                      .seats = std::move(seats),
                      .record_path = scratch.path / "data" / "abc234.txt",
                      .socket_path = scratch.path / "abc234",
                      .greeting_limit = greeting_limit};
}

// A table serving on its own thread until the test ends.
struct RunningTable {
    std::unique_ptr<Table> table;
    std::atomic<bool> stop{false};
    std::thread thread;
    explicit RunningTable(TableSetup setup) {
        auto opened = Table::open(std::move(setup));
        REQUIRE(opened.ok());
        table = std::move(opened).value();
        thread = std::thread([this] { table->serve(&stop); });
    }
    ~RunningTable() {
        stop = true;
        thread.join();
    }
};

// One end of a connection, speaking lines.
struct Peer {
    Descriptor fd;
    LineReader reader;
    explicit Peer(const std::filesystem::path& socket) {
        auto connected = connect_to(socket);
        REQUIRE(connected.ok());
        fd = std::move(connected).value();
    }
    void say(const std::string& text) const {
        const std::string line = text + "\n";
        ::send(fd.get(), line.data(), line.size(), MSG_NOSIGNAL);
    }
    void say_raw(const std::string& bytes) const {
        for (std::size_t at = 0; at < bytes.size();) {
            const ssize_t sent =
                ::send(fd.get(), bytes.data() + at, bytes.size() - at, MSG_NOSIGNAL);
            if (sent <= 0) return;  // the table hung up
            at += std::size_t(sent);
        }
    }
    // The next line, or nothing after `wait` (or once the table hung up).
    std::optional<std::string> line(std::chrono::milliseconds wait = 3s) {
        const auto deadline = std::chrono::steady_clock::now() + wait;
        for (;;) {
            if (auto next = reader.next()) return next;
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd polled{fd.get(), POLLIN, 0};
            if (::poll(&polled, 1, int(left.count())) <= 0) continue;
            char buffer[4096];
            const ssize_t got = ::recv(fd.get(), buffer, sizeof buffer, 0);
            if (got <= 0) return std::nullopt;
            reader.feed(std::string_view(buffer, std::size_t(got)));
        }
    }
    // Lines up to and including the first that begins with `start`; that line, or empty.
    std::string until(const std::string& start, std::chrono::milliseconds wait = 3s) {
        while (auto next = line(wait))
            if (next->rfind(start, 0) == 0) return *next;
        return {};
    }
    // True once the table has closed the connection.
    bool hung_up(std::chrono::milliseconds wait = 3s) {
        while (line(wait)) {
        }
        pollfd polled{fd.get(), POLLIN, 0};
        if (::poll(&polled, 1, int(wait.count())) <= 0) return false;
        char byte;
        return ::recv(fd.get(), &byte, 1, 0) <= 0;  // the end, or reset with data unread
    }
};

std::string hello(const std::string& role, const std::string& tokens = "") {
    return "hello boardgames-table 1 abc234 " + role + (tokens.empty() ? "" : " " + tokens);
}

// Joins and reads the snapshot; returns the welcome line.
std::string join(Peer& peer, const std::string& tokens = "") {
    peer.say(hello("join", tokens));
    const std::string welcome = peer.until("welcome");
    peer.until("ready");
    return welcome;
}

}  // namespace

TEST_CASE("protocol: a line is a verb and single-space fields; control characters refused",
          "[table][protocol]") {
    const auto message = parse_message("move b1-b2");
    REQUIRE(message.ok());
    CHECK(message->verb == "move");
    CHECK(message->fields == std::vector<std::string>{"b1-b2"});
    const auto start = parse_message("start rrr/r2o/w3o/w2o/wwo t o 0");
    REQUIRE(start.ok());
    CHECK(start->rest == "rrr/r2o/w3o/w2o/wwo t o 0");
    CHECK(start->rest_after(1) == "t o 0");
    CHECK(parse_message("ready")->fields.empty());
    CHECK(parse_message("").error() == "an empty line");
    CHECK(parse_message("chat \x1b[2J").error() == "a control character in the line");
    CHECK(parse_message("move  b1-b2").error() == "fields must be separated by single spaces");
    CHECK(parse_message(std::string(max_line_bytes + 1, 'x')).error() == "the line is too long");
    CHECK(format_message("moved", {"3", "b2Xb4"}) == "moved 3 b2Xb4\n");
}

TEST_CASE("protocol: lines split from a stream; an overlong one stops the reader",
          "[table][protocol]") {
    LineReader reader;
    reader.feed("hello boardgames");
    CHECK_FALSE(reader.next());
    reader.feed("-table 1 abc234 join\r\nmove b1");
    CHECK(reader.next() == std::optional<std::string>("hello boardgames-table 1 abc234 join"));
    CHECK_FALSE(reader.next());
    reader.feed("-b2\n");
    CHECK(reader.next() == std::optional<std::string>("move b1-b2"));
    // Ten megabytes without a newline, fed in pieces: the reader gives up at once and keeps
    // nothing of it.
    LineReader flooded;
    const std::string piece(64 * 1024, 'x');
    for (int i = 0; i < 160 && !flooded.overlong(); ++i)
        flooded.feed(piece);
    CHECK(flooded.overlong());
    CHECK(flooded.buffered() < 2 * piece.size());
    CHECK_FALSE(flooded.next());
}

TEST_CASE("protocol: text from peers is cleaned; codes and tokens have one form",
          "[table][protocol]") {
    CHECK(clean_text("hi\x1b[31m  there\t") == "hi [31m there");
    CHECK(clean_text(std::string(300, 'a')).size() == 200);
    CHECK(clean_text("ééé", 5) == "éé");  // never half a character
    const std::string code = new_table_code();
    CHECK(is_table_code(code));
    CHECK_FALSE(is_table_code("abc23"));
    CHECK_FALSE(is_table_code("abc10l"));  // look-alikes are not in the alphabet
    CHECK(new_table_code() != new_table_code());
    CHECK(is_token(new_token()));
    CHECK_FALSE(is_token("0123456789abcdeg"));
}

TEST_CASE("table: the seats file keeps who sat where, and refuses what it cannot read", "[table]") {
    std::vector<SeatRecord> seats(2);
    seats[0] = {.computer_level = 0, .token = "0123456789abcdef", .name = "alice", .uid = 1000};
    seats[1] = {.computer_level = 4, .token = "", .name = "", .uid = uid_t(-1)};
    const std::string text = write_seats(seats, "squares resigned (alice): circles win");
    std::string ended;
    const auto read = read_seats(text, 2, ended);
    REQUIRE(read.ok());
    CHECK((*read)[0].token == "0123456789abcdef");
    CHECK((*read)[0].name == "alice");
    CHECK((*read)[0].uid == 1000);
    CHECK((*read)[1].computer_level == 4);
    CHECK(ended == "squares resigned (alice): circles win");
    CHECK_FALSE(read_seats("boardgames seats 1\nseat 5 0 - - -\n", 2, ended).ok());
    CHECK_FALSE(read_seats("seat 0 0 - - -\n", 2, ended).ok());
    CHECK_FALSE(read_seats("boardgames seats 1\nseat 0 0 nottoken - -\n", 2, ended).ok());
}

TEST_CASE(
    "table: two players at two connections play RAPS to its end; only legal moves of the "
    "seat to move are played",
    "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket), circles(socket);
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

TEST_CASE("table: a watcher sees every move and cannot play; a full table sends people to watch",
          "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket), circles(socket), watcher(socket), late(socket);
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
    CHECK(late.until("error") == "error every seat is taken; watch with: boardgames watch abc234");
    CHECK(late.hung_up());
    circles.say("move d4-d3");
    CHECK(watcher.until("moved") == "moved 2 d4-d3");
}

TEST_CASE("table: a player whose connection drops gets the same seat and the whole game back",
          "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    Peer circles(socket);
    std::string token;
    {
        Peer squares(socket);
        const std::string welcome = join(squares);
        token = welcome.substr(welcome.rfind(' ') + 1);
        join(circles);
        squares.say("move c1-c2");
        circles.until("moved");
    }  // squares' connection drops
    CHECK(circles.until("seat 0") == "seat 0 squares away " + login_name(::getuid()));
    CHECK(circles.until("note") == "note " + login_name(::getuid()) + " left the table");
    Peer back(socket);
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
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket), circles(socket);
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
}

TEST_CASE("table: the computer takes its seat and answers a person's move", "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {0, 1}));
    Peer squares(scratch.path / "abc234");
    join(squares);
    squares.say("move b1-b2");
    CHECK(squares.until("moved 1") == "moved 1 b1-b2");
    CHECK(squares.until("moved 2", 5s).rfind("moved 2 ", 0) == 0);
    squares.say("draw");
    CHECK(squares.until("answered") == "answered 1 declined draw");
}

TEST_CASE("table: hostile peers lose their connection, and nobody else notices", "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}, 300ms));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket), circles(socket);
    join(squares);
    join(circles);

    Peer garbage(socket);
    garbage.say("\x01\x02 GET / HTTP/1.1");
    CHECK(garbage.until("error").rfind("error expected: hello boardgames-table 1", 0) == 0);
    CHECK(garbage.hung_up());

    Peer flood(socket);  // ten megabytes without a newline
    flood.say_raw(std::string(10 * 1024 * 1024, 'x'));
    CHECK(flood.hung_up());

    Peer silent(socket);  // half a line, then nothing
    silent.say_raw("hello boardg");
    CHECK(silent.until("error", 3s) == "error no hello in time");

    for (int i = 0; i < 200; ++i) {  // connects and goes, again and again
        Peer flicker(socket);
    }
    std::this_thread::sleep_for(500ms);  // a flood of connections meanwhile is told "busy"

    Peer wrong(socket);
    wrong.say("hello boardgames-table 1 zzzzzz join");
    CHECK(wrong.until("error") == "error wrong code for this table");

    // The game goes on for the players, and a seated peer's garbage is only refused.
    squares.say("frobnicate");
    CHECK(squares.until("refused").rfind("refused unknown command 'frobnicate'", 0) == 0);
    squares.say("move a1-a2");
    CHECK(circles.until("moved") == "moved 1 a1-a2");
}

TEST_CASE("table: two people racing for the last seat: one sits, one is told it is taken",
          "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket);
    join(squares);
    // Another login could not take squares' seat back; these two are new people to the table.
    Peer first(socket), second(socket);
    first.say(hello("join", "0000000000000000"));
    second.say(hello("join", "0000000000000000"));
    const std::string a = first.line().value_or("");
    const std::string b = second.line().value_or("");
    const bool first_sat = a.rfind("welcome seat 1 ", 0) == 0;
    const bool second_sat = b.rfind("welcome seat 1 ", 0) == 0;
    CHECK(first_sat != second_sat);
    CHECK((first_sat ? b : a) == "error every seat is taken; watch with: boardgames watch abc234");
}

TEST_CASE("table: a table that stopped reopens from its record with the moves and the seats",
          "[table]") {
    Scratch scratch;
    std::string token;
    {
        TableSetup setup = setup_for(scratch, "raps", {});
        setup.record_path = table_record_path("abc234");
        RunningTable running(std::move(setup));
        Peer squares(scratch.path / "abc234"), circles(scratch.path / "abc234");
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
    RunningTable running(std::move(reopened).value());
    Peer squares(scratch.path / "abc234");
    squares.say(hello("join", token));
    CHECK(squares.until("welcome") == "welcome seat 0 " + token);
    CHECK(squares.until("moves") == "moves a1-a2 d4-d3");
}

TEST_CASE("table client: a terminal's game follows the table: moves, requests, chat, the end",
          "[table]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    auto first = TableClient::connect("abc234", socket, TableClient::Role::Join, 3s);
    REQUIRE(first.ok());
    std::unique_ptr<TableClient> squares = std::move(first).value();
    Session squares_game = squares->take_session();
    auto second = TableClient::connect("abc234", socket, TableClient::Role::Join, 3s);
    REQUIRE(second.ok());
    std::unique_ptr<TableClient> circles = std::move(second).value();
    Session circles_game = circles->take_session();
    CHECK(squares->seat() == 0);
    CHECK(circles->seat() == 1);
    CHECK(circles_game.players[1].label() == "you");
    CHECK(circles_game.players[0].label() == login_name(::getuid()));
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
    squares->send("move", {"c1-c2"});
    CHECK(hear(*circles, circles_game).position_changed);
    CHECK(circles_game.match().record() == std::vector<std::string>{"c1-c2"});
    CHECK(circles_game.human_to_move());
    hear(*squares, squares_game);
    CHECK(squares_game.match().ply() == 1);
    squares->send("undo");
    const auto asked = hear(*circles, circles_game);
    REQUIRE_FALSE(asked.notes.empty());
    CHECK(asked.notes.back() ==
          login_name(::getuid()) +
              " (squares) asks to take back a move: a to accept, x to decline");
    CHECK(circles->asked() == "undo");
    circles->send("chat", {"sure"});
    auto said = hear(*squares, squares_game);
    for (int i = 0;
         i < 10 && (said.notes.empty() || said.notes.back().find("sure") == std::string::npos); ++i)
        said = hear(*squares, squares_game);
    CHECK(said.notes.back() == login_name(::getuid()) + ": sure");
    circles->send("accept");
    for (int i = 0; i < 10 && squares_game.match().ply() != 0; ++i)
        hear(*squares, squares_game);
    CHECK(squares_game.match().ply() == 0);
    circles->send("resign");
    for (int i = 0; i < 100 && squares->ended().empty(); ++i)
        hear(*squares, squares_game);
    CHECK(squares->ended() == "circles resigned (" + login_name(::getuid()) + "): squares win");
}
