// The table protocol's lines (both ends' verbs, read and written), what a terminal's client
// accepts from a table (every line checked, against a fake table with no socket), and the
// files a table keeps (seats, clock, arrangements).

#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "boardgames/play/arrangement.hpp"
#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/protocol.hpp"
#include "net/seat_store.hpp"
#include "net/table_client.hpp"
#include "net/table_clock.hpp"
#include "net/wire.hpp"
#include "store/database.hpp"
#include "table_support.hpp"

using namespace boardgames;
using namespace boardgames::net;
using namespace boardgames::net::testing;
using namespace std::chrono_literals;

namespace {

// The verbs of every alternative of a protocol's variant.
template <class Line, std::size_t... I>
std::set<std::string_view> verbs_of(std::index_sequence<I...>) {
    std::set<std::string_view> verbs;
    (verbs.insert(std::variant_alternative_t<I, Line>::verbs.begin(),
                  std::variant_alternative_t<I, Line>::verbs.end()),
     ...);
    return verbs;
}

template <class Line, class Reader>
void check_reads_back(const std::vector<Line>& said, Reader read) {
    std::set<std::string_view> heard;
    for (const Line& message : said) {
        const std::string line = line_of(message);
        INFO(line);
        REQUIRE(line.back() == '\n');
        const auto again = read(std::string_view(line).substr(0, line.size() - 1));
        REQUIRE(std::holds_alternative<Line>(again));
        CHECK(std::get<Line>(again).index() == message.index());
        CHECK(line_of(std::get<Line>(again)) == line);
        heard.insert(verb_of(message));
    }
    // Every verb the protocol declares was said and read.
    CHECK(heard == verbs_of<Line>(std::make_index_sequence<std::variant_size_v<Line>>()));
}

}  // namespace

TEST_CASE("protocol: every verb of both ends is written as it is read", "[table][protocol]") {
    using namespace client_says;
    using Kind = HostDecision::Kind;
    check_reads_back<ClientLine>(
        {Hello{"boardgames-table", "4", "abc234", "join", "0123456789abcdef", true, "alice"},
         Move{"b1-b2"}, Arranged{1, "rrr/r2o/w3o/w2o/wwo t o 0"}, Ask{RequestKind::Undo},
         Ask{RequestKind::Draw}, Ask{RequestKind::Rematch}, Answer{true}, Answer{false}, Resign{},
         Chat{"good game"}, Sync{}, Ping{}, HostDecision{Kind::Admit, "bob"},
         HostDecision{Kind::TurnAway, "bob"}, HostDecision{Kind::SendAway, "bob"}, Close{}},
        read_client_line);
    using namespace table_says;
    check_reads_back<TableLine>(
        {Welcome{2, "0123456789abcdef"},
         Welcome{std::nullopt},
         Wait{"knocking: alice is asked"},
         Host{"alice"},
         Access{true, 1},
         table_says::Game{"raps"},
         Options{"players=3"},
         Start{""},
         Moves{{"b1-b2", "b4-b3"}},
         table_says::Seat{0, "squares", SeatState::Here, "alice"},
         table_says::Seat{1, "circles", SeatState::Computer, "3"},
         table_says::Seat{1, "circles", SeatState::Free},
         Watchers{3, {"bob", "carol"}},
         Knocks{{"dave"}},
         table_says::Clock{1, {std::chrono::milliseconds(5000), std::chrono::milliseconds(7)}},
         SeriesScore{"first to 2; after 0 games: 0 0"},
         Arrange{{0, 1}},
         Ready{},
         Moved{3, "b2Xb4"},
         Undone{0},
         Asks{1, RequestKind::Draw},
         Answered{0, false, RequestKind::Rematch},
         Said{"bob", "hi there"},
         Note{"bob left"},
         Refused{"not your turn"},
         Ended{"squares resigned"},
         Pong{},
         Error{HangUp::Busy, "try again"}},
        read_table_line);
}

TEST_CASE("protocol: a line out of the protocol is refused in one place, with what it should be",
          "[table][protocol]") {
    const auto refusal = [](std::string_view line) {
        const auto read = read_client_line(line);
        REQUIRE(std::holds_alternative<LineRefusal>(read));
        return std::get<LineRefusal>(read);
    };
    CHECK(refusal("frobnicate now").kind == LineRefusal::Kind::UnknownVerb);
    CHECK(refusal("frobnicate now").reason == "frobnicate");
    CHECK(refusal("move").kind == LineRefusal::Kind::BadFields);
    CHECK(refusal("move a1-a2 a2-a3").reason == "move: one move in notation");
    CHECK(refusal("admit not_a_name!").reason == client_says::HostDecision::form);
    CHECK(refusal("undo please").kind == LineRefusal::Kind::BadFields);
    CHECK(refusal("chat \x1b[2J").kind == LineRefusal::Kind::Unreadable);
    CHECK(client_verbs().find("move, arranged, undo, draw, rematch, accept, decline") !=
          std::string::npos);
    // The table's lines are checked field by field too.
    const auto table_refusal = [](std::string_view line) {
        return std::holds_alternative<LineRefusal>(read_table_line(line));
    };
    CHECK(table_refusal("seat 99 squares free"));
    CHECK(table_refusal("seat 0 squares computer 0"));
    CHECK(table_refusal("clock 2 100 100"));  // a seat past the times given
    CHECK(table_refusal("arrange 1 1"));
    CHECK(table_refusal("watchers 1 bob carol"));             // more names than watchers
    CHECK_FALSE(table_refusal("seat 0 squares computer 6"));  // the perfect level
}

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
    SeatsFile file;
    file.seats.resize(2);
    file.seats[0] = {
        .computer_level = 0, .token = "0123456789abcdef", .name = "alice", .uid = 1000};
    file.seats[1] = {.computer_level = 4, .token = "", .name = "", .uid = uid_t(-1)};
    file.access.host = Person{1000, "alice"};
    file.access.invited.push_back(Person{1001, "bob"});
    file.access.watchers = WatchPolicy::Nobody;
    file.ended = "squares resigned (alice): circles win";
    const auto read = read_seats(write_seats(file), 2);
    REQUIRE(read.ok());
    CHECK(read->access.host.name == "alice");
    CHECK(read->access.invited.size() == 1);
    CHECK(read->access.invited[0].uid == 1001);
    CHECK(read->access.watchers == WatchPolicy::Nobody);
    CHECK_FALSE(read->access.open_seats);
    CHECK(read->seats[0].token == "0123456789abcdef");
    CHECK(read->seats[0].name == "alice");
    CHECK(read->seats[0].uid == 1000);
    CHECK(read->seats[1].computer_level == 4);
    CHECK(read->ended == "squares resigned (alice): circles win");
    CHECK_FALSE(read_seats("boardgames seats 2\nseat 5 0 - - -\n", 2).ok());
    CHECK_FALSE(read_seats("seat 0 0 - - -\n", 2).ok());
    CHECK_FALSE(read_seats("boardgames seats 2\nseat 0 0 nottoken - -\n", 2).ok());
    CHECK(read_seats("boardgames seats 2\naccess open anyone\n", 2).error() ==
          "'access open anyone' is not 'access private|public WATCHERS'");
    CHECK_FALSE(read_seats("boardgames seats 2\nseat 0 0 - 5 bad\x1bname\n", 2).ok());
}

TEST_CASE("table: a server table's seats file keeps its players apart from users, and its database",
          "[table][server]") {
    SeatsFile file;
    file.seats.resize(2);
    file.seats[0] = {.computer_level = 0, .token = "0123456789abcdef", .name = "alice", .uid = 900};
    file.access.host = Person{900, "alice"};
    file.access.invited.push_back(Person{900, "bob"});
    file.access.sent_away.push_back(Person{900, "mallory"});
    file.access.players_named_by = 900;
    file.access.server_database = "/var/lib/boardgames/server.db";
    file.clock_fields = {"5+3", "300000", "299000"};
    const auto read = read_seats(write_seats(file), 2);
    REQUIRE(read);
    CHECK(read->access.players_named_by == 900);
    CHECK(read->access.server_database == "/var/lib/boardgames/server.db");
    REQUIRE(read->access.sent_away.size() == 1);
    CHECK(read->access.sent_away[0].name == "mallory");
    CHECK(read->clock_fields == file.clock_fields);
    // A seats file from before: "sent-away UID" is that user.
    const auto older = read_seats("boardgames seats 2\nsent-away 0\n", 2);
    REQUIRE(older);
    CHECK(older->access.sent_away.back().uid == 0);
    CHECK_FALSE(read_seats("boardgames seats 2\nserver-database relative.db\n", 2));
}

namespace {

// A client reading what a (fake) table sends, with no socket behind it.
struct FakeTable {
    std::unique_ptr<TableClient> client =
        TableClient::on_connection(Descriptor{}, "abc234", Attendance::Join);
    TableClient::Update say(const std::string& lines) { return client->receive(lines, nullptr); }
};

const std::string good_snapshot =
    "host alice"
    "\naccess private invited\ngame raps\noptions -\nstart -\nmoves b1-b2\n"
    "seat 0 squares here alice\nseat 1 circles here bob\nwatchers 0\nready\n";

using BadLines = std::vector<std::pair<std::string, std::string>>;

// Each of `bad`'s texts, said by a table, breaks the connection with a message that names the
// fault (its reason) and is the client's final word; nothing more is taken from that table.
void check_each_breaks_the_connection(const BadLines& bad) {
    for (const auto& [lines, reason] : bad) {
        FakeTable table;
        const auto update = table.say(lines);
        INFO(lines.substr(0, 200));
        CHECK_THAT(update.broken, Catch::Contains(reason));
        CHECK(update.broken.rfind("the table broke the protocol: ", 0) == 0);
        CHECK(table.client->final_word() == update.broken);
        // Nothing more is taken from it.
        CHECK(table.say("welcome seat 0 0123456789abcdef\n").broken.empty());
        CHECK_FALSE(table.client->connected());
    }
}

}  // namespace

TEST_CASE("table client: a table's welcome is checked, a bad one breaks the connection",
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
    SECTION("a welcome to a seat not its own, or not a welcome, breaks the connection") {
        check_each_breaks_the_connection({
            {"welcome seat 2 0123456789abcdef\n" + good_snapshot, "not this terminal's"},
            {"welcome seat 5 0123456789abcdef\n" + good_snapshot, "not this terminal's"},
            {"welcome seat -2 0123456789abcdef\n", "'welcome seat N TOKEN"},
            {"welcome seat 99999999999 0123456789abcdef\n", "'welcome seat N TOKEN"},
            {"welcome seat 0 nottoken\n", "'welcome seat N TOKEN"},
            {"welcome watch\n", "'welcome seat N TOKEN"},
            {"moved 1 b1-b2\n", "before its welcome"},
        });
    }
}

TEST_CASE("table client: a table's snapshot is checked, a bad one breaks the connection",
          "[table][client]") {
    check_each_breaks_the_connection({
        {"welcome seat 1 0123456789abcdef\nmoved 1 b1-b2\n", "in the middle of describing"},
        {"welcome seat 1 0123456789abcdef\ngame chess\n",
         "'game NAME (a game this program knows)'"},
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
        {"welcome seat 1 0123456789abcdef\nclock 0 1 2 3\n" + good_snapshot,
         "a clock for another number of seats"},
    });
}

TEST_CASE("table client: a table's lines after its snapshot are checked, a bad one breaks it",
          "[table][client]") {
    const std::string described = "welcome seat 1 0123456789abcdef\n" + good_snapshot;
    check_each_breaks_the_connection({
        {described + "moved 5 b4-b3\n", "not the next legal move"},
        {described + "moved 2 a1-a4\n", "not the next legal move"},
        {described + "undone 9\n", "take-back past"},
        {described + "asks 7 undo\n", "request"},
        {described + "said \xe2\x80\x8b hi\n", "not 'said NAME TEXT'"},
        {described + "launch missiles\n", "no part of the protocol"},
        {described + "error whatever\n", "not 'error KIND TEXT'"},
        {described + std::string(5000, 'x') + "\n", "longer than"},
        {described + "clock 0 1000\n", "'clock SEAT|- LEFT...'"},
        {described + "clock 2 1000 1000\n", "'clock SEAT|- LEFT...'"},
        {described + "clock 0 1000 -5\n", "'clock SEAT|- LEFT...'"},
        {described + "clock - 1000 99999999999\n", "'clock SEAT|- LEFT...'"},
    });
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

TEST_CASE("table client: a table closed by its host ends this terminal's place at once",
          "[table][client]") {
    int ends[2];
    REQUIRE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) == 0);
    auto client = TableClient::on_connection(Descriptor{ends[0]}, "abc234", Attendance::Join);
    const std::string said = "error closed alice closed the table\n";
    REQUIRE(::write(ends[1], said.data(), said.size()) == ssize_t(said.size()));
    ::close(ends[1]);
    Session session = Session::start(*find_game("raps"), "").value();
    TableClient::Update update;
    for (int round = 0; round < 50 && update.ended.empty(); ++round) {
        update = client->poll(session);
        ::usleep(2000);
    }
    CHECK(update.ended == "alice closed the table");  // the screen leaves the board with it
    CHECK_FALSE(update.dropped);                      // no countdown to another try
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
    const std::vector<std::string> saved = clock.saved(start + 20s);
    CHECK(saved == std::vector<std::string>{"1+2", "52000", "50000"});
    const auto restored = TableClock::restore(saved, 2);
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
        {arranging_snapshot + "arrange 0 1 1\n", "not 'arrange N...'"},
        {arranging_snapshot + "arrange 1\narrange 0\n", "not arranging"},
        {arranging_snapshot + "moved 1 c2-c3\n", "a move while the players arrange"},
        {"welcome seat 1 0123456789abcdef\n" + good_snapshot + "arrange 0\n", "not arranging"},
    };
    for (const auto& [lines, reason] : bad) {
        FakeTable table;
        const auto update = table.say(lines);
        INFO(lines);
        CHECK_THAT(update.broken, Catch::Contains(reason));
    }
}
