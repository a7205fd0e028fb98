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

#include "boardgames/play/arrangement.hpp"
#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/protocol.hpp"
#include "net/table.hpp"
#include "net/table_client.hpp"
#include "store/database.hpp"

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
    // The test's own user hosts the table (so it may take every free seat); tests of strangers
    // name another host.
    TableAccess access;
    access.host = {::getuid(), login_name(::getuid())};
    return TableSetup{.code = "abc234",
                      .session = std::move(session),
                      .seats = std::move(seats),
                      .access = std::move(access),
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
        for (bool open = true;;) {
            if (auto next = reader.next()) return next;
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (!open || left.count() <= 0) return std::nullopt;
            pollfd polled{fd.get(), POLLIN, 0};
            if (::poll(&polled, 1, int(left.count())) <= 0) continue;
            open = receive_into(fd.get(), reader, 1);
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

std::string hello(const std::string& role, const std::string& token = "") {
    return "hello boardgames-table 4 abc234 " + role + (token.empty() ? "" : " " + token);
}

// Joins and reads the snapshot; returns the welcome line.
std::string join(Peer& peer, const std::string& tokens = "") {
    peer.say(hello("join", tokens));
    const std::string welcome = peer.until("welcome");
    peer.until("ready");
    return welcome;
}

}  // namespace

TEST_CASE("protocol: a line is a verb and single-space fields, control characters refused",
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

TEST_CASE("protocol: lines split from a stream, an overlong one stops the reader",
          "[table][protocol]") {
    LineReader reader;
    reader.feed("hello boardgames");
    CHECK_FALSE(reader.next());
    reader.feed("-table 4 abc234 join\r\nmove b1");
    CHECK(reader.next() == std::optional<std::string>("hello boardgames-table 4 abc234 join"));
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

TEST_CASE("protocol: text from peers is cleaned, codes and tokens have one form",
          "[table][protocol]") {
    CHECK(clean_text("hi\x1b[31m  there\t") == "hi [31m there");
    CHECK(clean_text(std::string(300, 'a')).size() == 200);
    CHECK(clean_text("ééé", 5) == "éé");  // never half a character
    const std::string code = new_table_code();
    CHECK(is_table_code(code));
    CHECK(is_table_code("ABC234"));  // codes are read whatever their case
    CHECK(normal_code("AbC234") == "abc234");
    CHECK(is_login_name("alice"));
    CHECK_FALSE(is_login_name("al ice"));
    CHECK_FALSE(is_login_name("-rf"));
    CHECK_FALSE(is_login_name(std::string(33, 'a')));
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
    TableAccess access;
    access.host = Person{1000, "alice"};
    access.invited.push_back(Person{1001, "bob"});
    access.watchers = WatchPolicy::Nobody;
    const std::string text = write_seats(seats, access, "squares resigned (alice): circles win");
    std::string ended;
    TableAccess read_access;
    const auto read = read_seats(text, 2, read_access, ended);
    REQUIRE(read.ok());
    CHECK(read_access.host.name == "alice");
    CHECK(read_access.invited.size() == 1);
    CHECK(read_access.invited[0].uid == 1001);
    CHECK(read_access.watchers == WatchPolicy::Nobody);
    CHECK_FALSE(read_access.open_seats);
    CHECK((*read)[0].token == "0123456789abcdef");
    CHECK((*read)[0].name == "alice");
    CHECK((*read)[0].uid == 1000);
    CHECK((*read)[1].computer_level == 4);
    CHECK(ended == "squares resigned (alice): circles win");
    CHECK_FALSE(read_seats("boardgames seats 2\nseat 5 0 - - -\n", 2, read_access, ended).ok());
    CHECK_FALSE(read_seats("seat 0 0 - - -\n", 2, read_access, ended).ok());
    CHECK_FALSE(
        read_seats("boardgames seats 2\nseat 0 0 nottoken - -\n", 2, read_access, ended).ok());
    CHECK_FALSE(read_seats("boardgames seats 2\naccess open anyone\n", 2, read_access, ended).ok());
    CHECK_FALSE(
        read_seats("boardgames seats 2\nseat 0 0 - 5 bad\x1bname\n", 2, read_access, ended).ok());
}

TEST_CASE("table: a server table's seats file keeps its players apart from users, and its database",
          "[table][server]") {
    std::vector<SeatRecord> seats(2);
    seats[0] = {.computer_level = 0, .token = "0123456789abcdef", .name = "alice", .uid = 900};
    TableAccess access;
    access.host = Person{900, "alice"};
    access.invited.push_back(Person{900, "bob"});
    access.sent_away.push_back(Person{900, "mallory"});
    access.players_named_by = 900;
    access.server_database = "/var/lib/boardgames/server.db";
    std::string ended;
    TableAccess read_access;
    REQUIRE(read_seats(write_seats(seats, access, ""), 2, read_access, ended));
    CHECK(read_access.players_named_by == 900);
    CHECK(read_access.server_database == "/var/lib/boardgames/server.db");
    REQUIRE(read_access.sent_away.size() == 1);
    CHECK(read_access.sent_away[0].name == "mallory");
    // A seats file from before: "sent-away UID" is that user.
    REQUIRE(read_seats("boardgames seats 2\nsent-away 0\n", 2, read_access, ended));
    CHECK(read_access.sent_away.back().uid == 0);
    CHECK_FALSE(
        read_seats("boardgames seats 2\nserver-database relative.db\n", 2, read_access, ended));
}

TEST_CASE(
    "table: two players at two connections play RAPS to its end, only legal moves of the "
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

TEST_CASE("table: a watcher sees every move and cannot play, a full table sends people to watch",
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
    CHECK(late.until("error") ==
          "error full every seat is taken; watch with: boardgames watch abc234");
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
    // The finished game is in the archive (the server's database), once, with who played it.
    const auto archive = store::Database::open(scratch.path / "data" / "boardgames" / "server.db");
    REQUIRE(archive);
    std::vector<store::ArchivedGame> games;
    for (int wait = 0; wait < 100 && games.empty(); ++wait) {
        games = (*archive)->games({});
        if (games.empty()) std::this_thread::sleep_for(20ms);
    }
    REQUIRE(games.size() == 1);
    CHECK(games[0].table_code == "abc234");
    CHECK(games[0].result == "circles resigned (" + login_name(::getuid()) + "): squares win");
    CHECK(games[0].seats[0].second == login_name(::getuid()));
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
    CHECK(garbage.until("error").rfind("error protocol expected: hello boardgames-table 4", 0) ==
          0);
    CHECK(garbage.hung_up());

    Peer flood(socket);  // ten megabytes without a newline
    flood.say_raw(std::string(10 * 1024 * 1024, 'x'));
    CHECK(flood.hung_up());

    Peer silent(socket);  // half a line, then nothing
    silent.say_raw("hello boardg");
    CHECK(silent.until("error", 3s) == "error refused no hello in time");

    for (int i = 0; i < 200; ++i) {  // connects and goes, again and again
        Peer flicker(socket);
    }
    std::this_thread::sleep_for(500ms);

    Peer wrong(socket);
    wrong.say("hello boardgames-table 4 zzzzzz join");
    CHECK(wrong.until("error") == "error refused wrong code for this table");
    Peer old(socket);
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
    auto first = TableClient::connect("abc234", {socket}, TableClient::Role::Join, 3s);
    REQUIRE(first.ok());
    std::unique_ptr<TableClient> squares = std::move(first).value();
    Session squares_game = squares->take_session();
    auto second = TableClient::connect("ABC234", {socket}, TableClient::Role::Join, 3s);
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
    CHECK(asked.notes.back() == login_name(::getuid()) + " (squares) asks to take back a move");
    CHECK(circles->asked() == "undo");
    // The request has a line of its own, apart from the chat.
    CHECK(circles->request_line() ==
          login_name(::getuid()) + " (squares) asks to take back a move: a accept, x decline");
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

namespace {

// A table hosted by someone else: the test's own user is a stranger there, unless invited or
// the seats are open to all.
TableSetup strangers_table(const Scratch& scratch, bool open_seats = false,
                           WatchPolicy watchers = WatchPolicy::Invited, bool invited = false) {
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.access.host = {uid_t(::getuid() + 4242), "ghost"};
    setup.access.open_seats = open_seats;
    setup.access.watchers = watchers;
    if (invited) setup.access.invited = {{::getuid(), login_name(::getuid())}};
    return setup;
}

}  // namespace

TEST_CASE("table access: knowing the code grants nothing, a stranger knocks and cannot watch",
          "[table][access]") {
    Scratch scratch;
    RunningTable running(strangers_table(scratch));
    const auto socket = scratch.path / "abc234";
    Peer stranger(socket);
    stranger.say(hello("join"));
    CHECK(stranger.line() == "wait knocking: ghost is asked to let you sit");
    stranger.say("move b1-b2");  // nothing but waiting while knocking
    CHECK(stranger.until("refused") == "refused wait for ghost's answer");
    Peer second_knock(socket);
    second_knock.say(hello("join"));
    CHECK(second_knock.until("error") ==
          "error refused you are knocking at this table already, from another terminal");
    Peer watcher(socket);
    watcher.say(hello("watch"));
    CHECK(watcher.until("error") ==
          "error refused only the people ghost invited may watch this table");
    CHECK(watcher.hung_up());
}

TEST_CASE("table access: a knock the host does not answer lapses", "[table][access]") {
    Scratch scratch;
    TableSetup setup = strangers_table(scratch);
    setup.knock_limit = 300ms;
    RunningTable running(std::move(setup));
    Peer stranger(scratch.path / "abc234");
    stranger.say(hello("join"));
    CHECK(stranger.until("error", 3s) == "error refused ghost did not answer your knock");
}

TEST_CASE("table access: the invited sit, only the host decides who else does", "[table][access]") {
    Scratch scratch;
    RunningTable running(strangers_table(scratch, false, WatchPolicy::Invited, true));
    const auto socket = scratch.path / "abc234";
    Peer invited(socket);
    CHECK(join(invited).rfind("welcome seat 0 ", 0) == 0);
    for (const std::string line : {"admit bob", "turn-away bob", "send-away bob", "close"}) {
        invited.say(line);
        CHECK(invited.until("refused") == "refused only the host (ghost) decides that");
    }
    Peer watcher(socket);  // the invited may watch too
    watcher.say(hello("watch"));
    CHECK(watcher.until("welcome") == "welcome watch");
    CHECK(watcher.until("host") == "host ghost");
    CHECK(watcher.until("access") == "access private invited");
}

TEST_CASE("table access: a public table seats anyone, nobody may watch when the host says so",
          "[table][access]") {
    Scratch scratch;
    RunningTable running(strangers_table(scratch, true, WatchPolicy::Nobody));
    const auto socket = scratch.path / "abc234";
    Peer anyone(socket);
    CHECK(join(anyone).rfind("welcome seat 0 ", 0) == 0);
    Peer other(socket);  // one seat a person (only the host may play several)
    other.say(hello("join"));
    CHECK(other.until("error") ==
          "error full you are at this table already, from another terminal");
    Peer watcher(socket);  // a player may watch their own table; nobody else
    watcher.say(hello("watch"));
    CHECK(watcher.until("welcome") == "welcome watch");
}

TEST_CASE("table floods: one person's connections are capped, strangers never crowd out players",
          "[table][flood]") {
    Scratch scratch;
    RunningTable running(strangers_table(scratch));
    const auto socket = scratch.path / "abc234";
    std::vector<std::unique_ptr<Peer>> flood;
    for (std::size_t i = 0; i < Table::connections_per_person; ++i) {
        flood.push_back(std::make_unique<Peer>(socket));
        flood.back()->say("ping");  // no hello: they wait in the greeting
    }
    Peer one_more(socket);
    CHECK(one_more.until("error") == "error busy you have " +
                                         std::to_string(Table::connections_per_person) +
                                         " connections to this table already: try again");
    CHECK(one_more.hung_up());
}

TEST_CASE(
    "table chat: each person has a chat allowance, text is cleaned of controls, bidi "
    "and invisible characters",
    "[table][chat]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket), circles(socket);
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
    CHECK(said <= int(Table::chat_burst) + 1);
    squares.say("undo");  // a request still reaches the other side whatever the chat did
    squares.say("move a1-a2");
    CHECK(circles.until("moved") == "moved 1 a1-a2");
}

namespace {

// A client reading what a (fake) table sends, with no socket behind it.
struct FakeTable {
    std::unique_ptr<TableClient> client =
        TableClient::on_connection(Descriptor{}, "abc234", TableClient::Role::Join);
    TableClient::Update say(const std::string& lines) { return client->receive(lines, nullptr); }
};

const std::string good_snapshot =
    "host alice"
    "\naccess private invited\ngame raps\noptions -\nstart -\nmoves b1-b2\n"
    "seat 0 squares here alice\nseat 1 circles here bob\nwatchers 0\nready\n";

}  // namespace

TEST_CASE("table client: a table's every line is checked, a bad one breaks the connection",
          "[table][client]") {
    SECTION("a good welcome and snapshot give the game") {
        FakeTable table;
        const auto update = table.say("welcome seat 1 0123456789abcdef\n" + good_snapshot);
        CHECK(update.broken.empty());
        CHECK(table.client->seat() == 1);
        CHECK(table.client->take_session().match().record() == std::vector<std::string>{"b1-b2"});
    }
    SECTION("a clock is counted down for the seat whose time runs") {
        FakeTable table;
        const auto update =
            table.say("welcome seat 1 0123456789abcdef\nclock 1 60000 5000\n" + good_snapshot);
        REQUIRE(update.broken.empty());
        REQUIRE(table.client->has_clock());
        CHECK(table.client->clock_running() == 1);
        const auto later = std::chrono::steady_clock::now() + 1s;
        CHECK(table.client->clock_left(0, later) == 60000ms);
        CHECK(table.client->clock_left(1, later) <= 4000ms);
        CHECK(table.say("clock - 59000 3000\n").broken.empty());
        CHECK(table.client->clock_running() == -1);
        CHECK(table.client->clock_left(1, later) == 3000ms);
    }
    const std::vector<std::pair<std::string, std::string>> bad{
        {"welcome seat 2 0123456789abcdef\n" + good_snapshot, "not this terminal's"},
        {"welcome seat 5 0123456789abcdef\n" + good_snapshot, "not this terminal's"},
        {"welcome seat -2 0123456789abcdef\n", "not 'welcome seat N TOKEN'"},
        {"welcome seat 99999999999 0123456789abcdef\n", "not 'welcome seat N TOKEN'"},
        {"welcome seat 0 nottoken\n", "not 'welcome seat N TOKEN'"},
        {"welcome watch\n", "not 'welcome seat N TOKEN'"},
        {"moved 1 b1-b2\n", "before its welcome"},
        {"welcome seat 1 0123456789abcdef\nmoved 1 b1-b2\n", "in the middle of describing"},
        {"welcome seat 1 0123456789abcdef\ngame chess\n", "a game this program does not know"},
        {"welcome seat 1 0123456789abcdef\nseat 0 squares here \xe2\x80\xae"
         "alice\n",
         "not 'seat N NAME STATE [WHO]'"},
        {"welcome seat 1 0123456789abcdef\nseat 0 squares wizard alice\n",
         "not 'seat N NAME STATE [WHO]'"},
        {"welcome seat 1 0123456789abcdef\nseat 0 squares computer 9\n",
         "not 'seat N NAME STATE [WHO]'"},
        {"welcome seat 1 0123456789abcdef\nmoves b1-b4\nhost x\ngame raps\nseat 0 squares free\n"
         "seat 1 circles here bob\nready\n",
         "illegal"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "moved 5 b4-b3\n",
         "not the next legal move"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "moved 2 a1-a4\n",
         "not the next legal move"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "undone 9\n", "take-back past"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "asks 7 undo\n", "request"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "said \xe2\x80\x8b hi\n",
         "chat without a login name"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "launch missiles\n",
         "no part of the protocol"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "error whatever\n", "no known kind"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + std::string(5000, 'x') + "\n",
         "longer than"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "clock 0 1000\n", "a clock line"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "clock 2 1000 1000\n",
         "a clock line"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "clock 0 1000 -5\n", "a clock line"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "clock - 1000 99999999999\n",
         "a clock line"},
        {"welcome seat 1 0123456789abcdef\nclock 0 1 2 3\n" + good_snapshot,
         "a clock for another number of seats"},
    };
    for (const auto& [lines, reason] : bad) {
        FakeTable table;
        const auto update = table.say(lines);
        INFO(lines.substr(0, 200));
        CHECK(update.broken.find(reason) != std::string::npos);
        CHECK(update.broken.rfind("the table broke the protocol: ", 0) == 0);
        CHECK(table.client->final_word() == update.broken);
        // Nothing more is taken from it.
        CHECK(table.say("welcome seat 0 0123456789abcdef\n").broken.empty());
        CHECK_FALSE(table.client->connected());
    }
}

TEST_CASE("table client: a busy table is tried again after a growing pause, a final word is final",
          "[table][client]") {
    FakeTable table;
    CHECK(table.say("error busy the table is busy: try again\n").broken.empty());
    CHECK(table.client->final_word().empty());
    FakeTable closed;
    closed.say("error closed alice closed the table\n");
    CHECK(closed.client->final_word() == "alice closed the table");
    CHECK_FALSE(closed.client->retry_in());
}

TEST_CASE("table: a side left with nothing but a pass passes, played by the table", "[table]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "redo", {});
    // White's disc a2 is walled in by red discs: white's only move is a pass.
    setup.session = Session::start(*find_game("redo"), "7/7/7/7/7/rr5/w6/7 w 0 0").value();
    RunningTable running(std::move(setup));
    Peer white(scratch.path / "abc234");
    white.say(hello("join"));
    CHECK(white.until("moves") == "moves pass");  // played as the table opened
    white.until("ready");
    white.say("move pass");  // red is to move now
    CHECK(white.until("refused").rfind("refused it is not your turn", 0) == 0);
}

namespace {

// A table of the game server: run by its account (this test's user), whose connections are
// the lobby's players, named in their hello. alice hosts it and invited bob.
TableSetup server_table(const Scratch& scratch, uid_t players_named_by = ::getuid()) {
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.access.host = {::getuid(), "alice"};
    setup.access.invited = {{::getuid(), "bob"}};
    setup.access.players_named_by = players_named_by;
    setup.seats[0] = {
        .computer_level = 0, .token = new_token(), .name = "alice", .uid = ::getuid()};
    return setup;
}

std::string hello_as(const std::string& role, const std::string& player) {
    return hello(role) + " player " + player;
}

}  // namespace

TEST_CASE("server table: the lobby's connections are the players their hello names",
          "[table][server]") {
    Scratch scratch;
    RunningTable running(server_table(scratch));
    const auto socket = scratch.path / "abc234";
    Peer alice(socket);
    alice.say(hello_as("join", "alice"));
    CHECK(alice.until("welcome").rfind("welcome seat 0 ", 0) == 0);  // the host's own seat
    CHECK(alice.until("host") == "host alice");
    Peer nameless(socket);  // the server's account, naming nobody
    nameless.say(hello("join"));
    CHECK(nameless.until("error") ==
          "error refused the server's lobby names its player: player NAME");
    Peer bad_name(socket);
    bad_name.say(hello_as("join", "computer"));
    CHECK(bad_name.until("error") ==
          "error refused the server's lobby names its player: player NAME");
    Peer carol(socket);  // not invited to this private table: she knocks, as any stranger
    carol.say(hello_as("join", "carol"));
    CHECK(carol.line() == "wait knocking: alice is asked to let you sit");
    Peer bob(socket);
    bob.say(hello_as("join", "bob"));
    CHECK(bob.until("welcome").rfind("welcome seat 1 ", 0) == 0);
    CHECK(alice.until("seat 1 circles here") == "seat 1 circles here bob");
    Peer bob_again(socket);  // one seat a person, the player as his name says
    bob_again.say(hello_as("join", "bob"));
    CHECK(bob_again.until("error") ==
          "error full you are at this table already, from another terminal");
    Peer carol_watching(socket);  // only the invited watch this table
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
        RunningTable running(server_table(scratch, ::getuid() + 1));
        for (const std::string& line : {hello_as("join", "alice"), hello("join"), hello("watch")}) {
            Peer outsider(scratch.path / "abc234");
            outsider.say(line);
            CHECK(outsider.until("error") ==
                  "error refused this table is the game server's: its players come through its "
                  "lobby (ssh to its account)");
        }
    }
    // At a table of users, a claim is nobody's: the user is who the kernel says.
    RunningTable running(setup_for(scratch, "raps", {}));
    Peer claimer(scratch.path / "abc234");
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
        REQUIRE((*database)->register_player("bob", std::string("SHA256:") + std::string(43, 'b')));
    }
    {
        RunningTable running(std::move(setup));
        const auto socket = scratch.path / "abc234";
        Peer bob(socket);
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        std::vector<store::OpenTable> listed;
        for (int tries = 0; tries < 40; ++tries) {  // a change is listed within a second or so
            listed = store::Database::open_existing(database_path).value()->open_tables(60s);
            if (!listed.empty() && listed[0].seats.size() == 2 &&
                listed[0].seats[1].state == "here")
                break;
            std::this_thread::sleep_for(100ms);
        }
        REQUIRE(listed.size() == 1);
        CHECK(listed[0].code == "abc234");
        CHECK(listed[0].game == "raps");
        CHECK(listed[0].host == "alice");
        CHECK(listed[0].invited == std::vector<std::string>{"bob"});
        CHECK(listed[0].seats[0].who == "alice");
        CHECK(listed[0].seats[0].state == "away");
        CHECK(listed[0].seats[1].who == "bob");
        CHECK(listed[0].seats[1].state == "here");
        CHECK(listed[0].result.empty());
        bob.say("resign");
        CHECK(bob.until("result") == "result circles resigned (bob): squares win");
    }
    const auto database = store::Database::open_existing(database_path).value();
    CHECK(database->open_tables(60s).empty());  // a table closing takes its row away
    const auto bobs = database->player_named("bob");
    REQUIRE(bobs);
    const auto games = database->games({.player_id = bobs->id});
    REQUIRE(games.size() == 1);  // bob's seat is the player bob's
    CHECK(games[0].result == "circles resigned (bob): squares win");
    // alice never registered: her seat is named, and nobody's.
    CHECK(database->games({.player = "alice"}).size() == 1);
}

TEST_CASE("server table: a rated game's end moves both players' ratings",
          "[table][server][ratings]") {
    Scratch scratch;
    auto setup = server_table(scratch);
    setup.access.rated = true;
    const auto database_path = setup.database_path;
    {
        auto database = store::Database::open(database_path);
        REQUIRE(database.ok());
        REQUIRE(
            (*database)->register_player("alice", std::string("SHA256:") + std::string(43, 'a')));
        REQUIRE((*database)->register_player("bob", std::string("SHA256:") + std::string(43, 'b')));
    }
    {
        RunningTable running(std::move(setup));
        const auto socket = scratch.path / "abc234";
        Peer alice(socket), bob(socket);
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        bob.say("resign");
        CHECK(alice.until("result") == "result circles resigned (bob): squares win");
        // Both leave at once: the table has rated the game already, with the archive.
    }
    const auto database = store::Database::open_existing(database_path).value();
    const auto ladder = database->ladder("raps");
    REQUIRE(ladder.size() == 2);
    CHECK(ladder[0].name == "alice");
    CHECK(ladder[0].rating.rating > 1500);
    CHECK(ladder[1].name == "bob");
    CHECK(ladder[1].games == 1);
}

TEST_CASE("table clock: what a clock is written as, and what is refused", "[table][clock]") {
    const auto fischer = ClockSpec::parse("10+5");
    REQUIRE(fischer);
    CHECK(fischer->initial == 600s);
    CHECK(fischer->increment == 5s);
    CHECK_FALSE(fischer->per_move);
    CHECK(fischer->text() == "10+5");
    CHECK(ClockSpec::parse("3")->initial == 180s);
    const auto per_move = ClockSpec::parse("30s");
    REQUIRE(per_move);
    CHECK(per_move->per_move);
    CHECK(per_move->text() == "30s");
    CHECK(ClockSpec::parse("0+5")->initial == 5s);  // the first move has its five seconds
    for (const char* bad : {"", "x", "10+", "+5", "-1", "0", "0s", "0+0", "601", "1.5+2", "10+5s"})
        CHECK_FALSE(ClockSpec::parse(bad));
}

TEST_CASE("table clock: the seat to move runs, a move adds its increment, a fixed time is afresh",
          "[table][clock]") {
    using Steady = std::chrono::steady_clock;
    const auto start = Steady::now();
    TableClock clock(*ClockSpec::parse("1+2"), 2);
    CHECK(clock.running() == -1);
    CHECK(clock.left(0, start + 10s) == 60s);  // nothing runs before the start
    clock.start(0, start);
    CHECK(clock.left(0, start + 10s) == 50s);
    clock.moved(start + 10s, 1);  // 50 s left, and 2 added
    CHECK(clock.left(0, start + 30s) == 52s);
    CHECK(clock.left(1, start + 30s) == 40s);
    CHECK(clock.flagged(start + 69s) == -1);
    CHECK(clock.flagged(start + 70s) == 1);
    // Saved and restored: the times left as at the moment saved.
    const std::string saved = clock.saved(start + 20s);
    CHECK(saved == "clock 1+2 52000 50000");
    const auto fields = parse_message(saved)->fields;
    const auto restored = TableClock::restore(fields, 2);
    REQUIRE(restored);
    CHECK(restored->running() == -1);
    CHECK(restored->left(1, start) == 50s);
    CHECK_FALSE(TableClock::restore({"1+2", "5"}, 2));
    CHECK_FALSE(TableClock::restore({"1+2", "5", "x"}, 2));
    TableClock fixed(*ClockSpec::parse("30s"), 2);
    fixed.start(0, start);
    fixed.moved(start + 25s, 1);
    CHECK(fixed.left(0, start + 25s) == 30s);  // not 5 s left plus anything: 30 s again
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
        RunningTable running(std::move(setup));
        std::vector<std::unique_ptr<Peer>> players;
        for (std::size_t seat = 0; seat < seats; ++seat) {
            players.push_back(std::make_unique<Peer>(scratch.path / "abc234"));
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
        RunningTable running(std::move(setup));
        Peer squares(scratch.path / "abc234"), circles(scratch.path / "abc234");
        const std::string welcome = join(squares);
        token = welcome.substr(welcome.rfind(' ') + 1);
        join(circles);
        CHECK(squares.until("clock 0 ") != "");  // both seated: squares' time runs
        std::this_thread::sleep_for(300ms);
        squares.say("move a1-a2");
        const std::string after_move = circles.until("clock 1 ");
        REQUIRE(!after_move.empty());
        const long squares_left = std::stol(after_move.substr(std::string("clock 1 ").size()));
        CHECK(squares_left <= 59700);
        CHECK(squares_left > 50000);
        // circles drops and comes back: the table kept running circles' time.
        { Peer gone(scratch.path / "abc234"); }
        std::this_thread::sleep_for(200ms);
        Peer back(scratch.path / "abc234");
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

TEST_CASE("table clock: two screens show the same time within 100 ms", "[table][clock]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.clock = TableClock(*ClockSpec::parse("1+0"), 2);
    RunningTable running(std::move(setup));
    const auto socket = scratch.path / "abc234";
    auto first = TableClient::connect("abc234", {socket}, TableClient::Role::Join, 3s);
    REQUIRE(first.ok());
    Session squares_game = (*first)->take_session();
    auto second = TableClient::connect("abc234", {socket}, TableClient::Role::Join, 3s);
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
    (*first)->send("move", {"a1-a2"});
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

TEST_CASE("table: after the game, a rematch agreed swaps the sides at the same table",
          "[table][rematch]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.clock = TableClock(*ClockSpec::parse("1+0"), 2);
    RunningTable running(std::move(setup));
    const auto socket = scratch.path / "abc234";
    Peer squares(socket), circles(socket);
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

TEST_CASE("table client: a rematch gives the terminal its new seat and the new game",
          "[table][rematch][client]") {
    Scratch scratch;
    RunningTable running(setup_for(scratch, "raps", {}));
    const auto socket = scratch.path / "abc234";
    auto first = TableClient::connect("abc234", {socket}, TableClient::Role::Join, 3s);
    REQUIRE(first.ok());
    Session first_game = (*first)->take_session();
    Peer other(socket);
    join(other);
    const auto hear_until = [](TableClient& client, Session& game, auto done) {
        for (int i = 0; i < 300 && !done(); ++i) {
            const auto update = client.poll(game);
            REQUIRE(update.broken.empty());
            std::this_thread::sleep_for(5ms);
        }
        return done();
    };
    (*first)->send("move", {"a1-a2"});
    other.until("moved 1");
    other.say("move a4-a3");
    REQUIRE(hear_until(**first, first_game, [&] { return first_game.match().ply() == 2; }));
    (*first)->send("move", {"a2Xa4"});
    other.until("moved 3");
    REQUIRE(hear_until(**first, first_game, [&] { return first_game.match().outcome().over(); }));
    (*first)->send("rematch");
    CHECK(other.until("asks") == "asks 0 rematch");
    other.say("accept");
    REQUIRE(hear_until(**first, first_game, [&] { return (*first)->seat() == 1; }));
    CHECK(first_game.match().ply() == 0);
    CHECK_FALSE(first_game.match().outcome().over());
    CHECK((*first)->ended().empty());
    CHECK(first_game.players[1].label() == "you");
}

TEST_CASE("server table: a rated game left on one's turn while the other waits is lost",
          "[table][server][ratings]") {
    Scratch scratch;
    auto setup = server_table(scratch);
    setup.access.rated = true;
    setup.abandon_limit = 300ms;
    RunningTable running(std::move(setup));
    const auto socket = scratch.path / "abc234";
    Peer bob(socket);
    bob.say(hello_as("join", "bob"));
    CHECK(bob.until("ready") == "ready");
    {
        Peer alice(socket);  // alice sits, then leaves on her turn (squares move first)
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
    }
    CHECK(bob.until("result", 3s) == "result squares left the game (alice): circles win");
}

TEST_CASE("table: a series at a table goes on game after game to its target", "[table][series]") {
    Scratch scratch;
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.session.start_series(2);
    RunningTable running(std::move(setup));
    const auto socket = scratch.path / "abc234";
    Peer first(socket), second(socket);  // first sits at squares, second at circles
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

namespace {

// A Redtangle table whose players arrange their tiles before play, as the lobby opens one.
TableSetup arranging_table(const Scratch& scratch, std::vector<int> levels = {}) {
    TableSetup setup = setup_for(scratch, "redtangle", std::move(levels));
    setup.arrangement.emplace(setup.session.game(), setup.session.match().position());
    return setup;
}

std::string board_field(const std::string& position) {
    return position.substr(0, position.find(' '));
}

}  // namespace

TEST_CASE("table: Redtangle's two arrangements are hidden until both players have confirmed",
          "[table][arrangement]") {
    Scratch scratch;
    RunningTable running(arranging_table(scratch));
    const auto socket = scratch.path / "abc234";
    const GameInfo& info = *find_game("redtangle");
    const std::string base = info.standard_position;
    Peer white(socket), black(socket);
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
        RunningTable running(std::move(setup));
        Peer white(scratch.path / "abc234");
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
    RunningTable running(std::move(reopened).value());
    Peer white(scratch.path / "abc234");
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

TEST_CASE("table: an arrangement in a seats file is checked as a player's is",
          "[table][arrangement]") {
    const GameInfo& info = *find_game("redtangle");
    const std::string base = info.standard_position;
    TableArrangement arrangement(info, base);
    CHECK_FALSE(arrangement.confirm(1, info.arrange(base, 1, 4)));
    // Saved while arranging, nobody's arrangement is written.
    CHECK(arrangement.saved() == std::vector<std::string>{"arrange " + base});
    CHECK(TableArrangement::restore(info, arrangement.saved())->waiting() ==
          std::vector<int>{0, 1});
    const auto restored = TableArrangement::restore(
        info, {"arrange " + base, "arranged 1 " + info.arrange(base, 1, 4)});
    REQUIRE(restored.ok());
    CHECK(restored->waiting() == std::vector<int>{0});
    REQUIRE(arrangement.confirm(0, base) == std::nullopt);
    REQUIRE(arrangement.finish().ok());
    CHECK(TableArrangement::restore(info, arrangement.saved())->done());
    // A seats file that gives white black's tiles is refused.
    const std::vector<std::string> forged{"arrange " + base,
                                          "arranged 0 " + info.arrange(base, 1, 4)};
    CHECK_FALSE(TableArrangement::restore(info, forged).ok());
    CHECK_FALSE(TableArrangement::restore(info, {"arranged 0 " + base}).ok());
    CHECK_FALSE(TableArrangement::restore(*find_game("raps"), {"arrange -"}).ok());
}

TEST_CASE("table client: a table's arranging is checked: its game, its players, no move meanwhile",
          "[table][client][arrangement]") {
    const std::string arranging_snapshot =
        "welcome seat 1 0123456789abcdef\nhost alice\naccess private invited\ngame redtangle\n"
        "options -\nstart -\nmoves\nseat 0 white here alice\nseat 1 black here bob\nwatchers 0\n"
        "arrange 0 1\nready\n";
    SECTION("the players arranging, fewer as each confirms") {
        FakeTable table;
        REQUIRE(table.say(arranging_snapshot).broken.empty());
        CHECK(table.client->arranging() == std::vector<int>{0, 1});
        CHECK(table.say("arrange 1\n").broken.empty());
        CHECK(table.client->arranging() == std::vector<int>{1});
    }
    const std::vector<std::pair<std::string, std::string>> bad{
        {"welcome seat 1 0123456789abcdef\narrange 0\n" + good_snapshot, "cannot be arranged now"},
        {arranging_snapshot.substr(0, arranging_snapshot.find("arrange 0 1")) +
             "arrange 0 5\nready\n",
         "whom the game does not have"},
        {arranging_snapshot.substr(0, arranging_snapshot.find("arrange 0 1")) +
             "arrange 0 0\nready\n",
         "not 'arrange N...'"},
        {arranging_snapshot + "arrange 0 1 1\n", "not arranging"},
        {arranging_snapshot + "arrange 1\narrange 0\n", "not arranging"},
        {arranging_snapshot + "moved 1 c2-c3\n", "a move while the players arrange"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "arrange 0\n", "not arranging"},
    };
    for (const auto& [lines, reason] : bad) {
        FakeTable table;
        const auto update = table.say(lines);
        INFO(lines);
        CHECK(update.broken.find(reason) != std::string::npos);
    }
}

TEST_CASE("table client: two terminals arrange, then both play the game of both arrangements",
          "[table][client][arrangement]") {
    Scratch scratch;
    RunningTable running(arranging_table(scratch));
    const auto socket = scratch.path / "abc234";
    const GameInfo& info = *find_game("redtangle");
    auto white = TableClient::connect("abc234", {socket}, TableClient::Role::Join, 3s);
    auto black = TableClient::connect("abc234", {socket}, TableClient::Role::Join, 3s);
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
            REQUIRE((*database)->register_player(
                name, std::string("SHA256:") + std::string(43, name[0])));
    }
    {
        RunningTable running(std::move(setup));
        const auto socket = scratch.path / "abc234";
        Peer alice(socket), bob(socket), carol(socket);
        alice.say(hello_as("join", "alice"));
        CHECK(alice.until("ready") == "ready");
        bob.say(hello_as("join", "bob"));
        CHECK(bob.until("ready") == "ready");
        carol.say(hello_as("join", "carol"));
        CHECK(carol.until("ready") == "ready");
        alice.say("resign");  // red resigns: the team of bob and carol wins
        CHECK(carol.until("result").find("resigned (alice)") != std::string::npos);
    }
    const auto database = store::Database::open_existing(database_path).value();
    CHECK(database->ladder("rematch").empty());  // the two-player game's ladder is another
    const auto ladder = database->ladder("rematch players=3");
    REQUIRE(ladder.size() == 3);
    CHECK(ladder[2].name == "alice");
    CHECK(ladder[2].rating.rating < 1500);
    // Two newcomers of the team against a newcomer: each moves as red does, the other way.
    CHECK(ladder[0].rating.rating - 1500 == Approx(1500 - ladder[2].rating.rating));
    CHECK(ladder[1].rating.rating == Approx(ladder[0].rating.rating));
    CHECK(database->ladders() == std::vector<std::string>{"rematch players=3"});
}

TEST_CASE("server table: a rated Redtangle player away while still to arrange loses",
          "[table][server][arrangement]") {
    Scratch scratch;
    TableSetup setup = server_table(scratch);
    setup.session = Session::start(*find_game("redtangle"), "").value();
    setup.arrangement.emplace(setup.session.game(), setup.session.match().position());
    setup.access.rated = true;
    setup.abandon_limit = 300ms;
    RunningTable running(std::move(setup));
    const auto socket = scratch.path / "abc234";
    Peer alice(socket);
    alice.say(hello_as("join", "alice"));
    CHECK(alice.until("ready") == "ready");
    {
        Peer bob(socket);
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
    RunningTable running(arranging_table(scratch, {0, 2}));
    const GameInfo& info = *find_game("redtangle");
    Peer player(scratch.path / "abc234");
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
