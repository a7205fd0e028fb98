// The scripted interface of rules/README.md: moves, show, perft, list, rules, and errors.
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "cli.hpp"
#include "cli_runner.hpp"
#include "game_record.hpp"
#include "store/database.hpp"

using namespace boardgames;
using boardgames::testing::cli;
using boardgames::testing::Run;

namespace {

// Runs the real binary through the shell: exit status and standard output.
std::pair<int, std::string> binary(const std::string& arguments) {
    const std::string command = std::string(BOARDGAMES_BINARY) + " " + arguments + " 2>/dev/null";
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    std::array<char, 4096> buffer{};
    for (std::size_t n; (n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0;)
        out.append(buffer.data(), n);
    const int status = pclose(pipe);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// The registered games' names as an unknown game's message lists them: "raps, redtangle, ...".
std::string games_named() {
    std::string names;
    for (const GameInfo& game : registered_games())
        names += (names.empty() ? "" : ", ") + std::string(game.name);
    return names;
}

}  // namespace

TEST_CASE("cli: moves prints the legal moves sorted, one per line", "[cli]") {
    const Run run = cli({"moves", "raps"});
    CHECK(run.status == 0);
    CHECK(run.out == "a1-a2\na1-b2\nb1-a2\nb1-b2\nb1-c2\nc1-b2\nc1-c2\nc1-d2\nd1-c2\nd1-d2\n");
    CHECK(run.err.empty());
}

TEST_CASE("cli: moves follows --position and --play, and prints nothing once the game is over",
          "[cli]") {
    CHECK(cli({"moves", "raps", "--position", "3O/1O1O/#3/#3 #"}).out == "a2Xc4\n");
    CHECK(cli({"moves", "raps", "--position", "3O/1O1O/#3/#3 #", "--play", "a2Xc4"}).out.empty());
    CHECK(cli({"moves", "raps", "--play", "a1-a2  d4-d3"}).out.find("a2-a3\n") !=
          std::string::npos);
}

TEST_CASE("cli: show prints the board in the seed's style, then position, side and result",
          "[cli]") {
    const Run run = cli({"show", "raps", "--play", "a1-a2"});
    CHECK(run.status == 0);
    CHECK(run.out ==
          "    a   b   c   d\n"
          "  -----------------\n"
          "4 | O | O | O | O | 4\n"
          "  |---------------|\n"
          "3 |   |   |   |   | 3\n"
          "  |---------------|\n"
          "2 | # |   |   |   | 2\n"
          "  |---------------|\n"
          "1 |   | # | # | # | 1\n"
          "  -----------------\n"
          "    a   b   c   d\n"
          "position: OOOO/4/#3/1### O\n"
          "to-move: circles\n"
          "result: ongoing\n");
}

TEST_CASE("cli: show reports a win and a draw with their reasons", "[cli]") {
    CHECK(cli({"show", "raps", "--position", "3O/#3/4/4 #", "--play", "a3-a4"})
              .out.find("result: squares wins (reached the far rank)\n") != std::string::npos);
    CHECK(cli({"show", "raps", "--play", "a1-a2 d4-d3 a2-a1 d3-d4 a1-a2 d4-d3 a2-a1 d3-d4"})
              .out.find("result: draw (threefold repetition)\n") != std::string::npos);
}

TEST_CASE("cli: perft prints a bare count", "[cli]") {
    CHECK(cli({"perft", "raps", "3"}).out == "1146\n");
    CHECK(cli({"perft", "raps", "0"}).out == "1\n");
    // Perft after each first move adds up to the rulebook's depth-3 figure.
    long total = 0;
    for (const char* first :
         {"a1-a2", "a1-b2", "b1-a2", "b1-b2", "b1-c2", "c1-b2", "c1-c2", "c1-d2", "d1-c2", "d1-d2"})
        total += std::stol(cli({"perft", "raps", "2", "--play", first}).out);
    CHECK(total == 1146);
    CHECK(cli({"perft", "raps", "2", "--position", "4/4/1#O1/4 #", "--play", "b2Xd2"}).out ==
          "0\n");
}

TEST_CASE("cli: list and rules", "[cli]") {
    // A line a game: its name, padded to the longest name's width, then its title.
    const Run list = cli({"list"});
    CHECK(list.out.rfind("raps ", 0) == 0);
    CHECK(list.out.find_first_not_of(' ', 4) == list.out.find("RAPS: "));
    // A line for every registered game, in the registry's order.
    std::istringstream lines(list.out);
    for (const GameInfo& game : registered_games()) {
        std::string line;
        INFO("boardgames list has no line for " << game.name);
        REQUIRE(std::getline(lines, line));
        CHECK(line.rfind(std::string(game.name) + " ", 0) == 0);
        CHECK(line.find(std::string(game.title) + ": ") != std::string::npos);
    }
    std::string more;
    CHECK_FALSE(std::getline(lines, more));
    const Run rules = cli({"rules", "raps"});
    CHECK(rules.status == 0);
    CHECK(rules.out.find("Taking is compulsory") != std::string::npos);
}

TEST_CASE("cli: rules prints the figures as boards, --figure one of them", "[cli][figures]") {
    const Run all = cli({"rules", "raps"});
    REQUIRE(all.status == 0);
    CHECK(all.out.find("Figure 4 (Move 3 of the original rules)") != std::string::npos);
    // The figures come after the section they illustrate.
    CHECK(all.out.find("Figure 2 (") > all.out.find("\nMoves\n"));
    CHECK(all.out.find("Figure 6 (") > all.out.find("\nEnd of the game\n"));
    const Run one = cli({"rules", "raps", "--figure", "4"});
    REQUIRE(one.status == 0);
    CHECK(one.out.rfind("  Figure 4 (Move 3 of the original rules)\n", 0) == 0);
    CHECK(one.out.find("Marked: a2, c4 (a2Xc4).") != std::string::npos);
    CHECK(one.out.find("Figure 3") == std::string::npos);
    // A figure says where it comes from: the original rules, a Ruling, or ours.
    CHECK(cli({"rules", "raps", "--figure", "1"})
              .out.rfind("  Figure 1 (a ruling of this program)\n", 0) == 0);
    CHECK(cli({"rules", "breakthrough", "--figure", "2"})
              .out.rfind("  Figure 2 (an illustration of this program)\n", 0) == 0);
    const Run missing = cli({"rules", "raps", "--figure", "99"});
    CHECK(missing.status == 2);
    CHECK(missing.err == "boardgames: --figure 99: RAPS has 6 figures\n");
    CHECK(cli({"rules", "raps", "--figure", "0"}).status == 2);
}

TEST_CASE("cli: --tutorial starts from its own positions", "[cli][errors]") {
    const Run with_position = cli({"raps", "--tutorial", "--position", "OOOO/4/4/#### #"});
    CHECK(with_position.status == 2);
    CHECK(with_position.err ==
          "boardgames: --tutorial starts from its own positions: it cannot be combined with "
          "--position\n");
    // Not at a table, nor with a command: the lessons are a game of one's own.
    const Run at_table = cli({"--tutorial", "join", "ABCD"});
    CHECK(at_table.status == 2);
    CHECK(at_table.err ==
          "boardgames: --tutorial goes with a game to learn: boardgames GAME --tutorial\n");
}

TEST_CASE("cli: bad input is refused with status 2 and one line naming it", "[cli][errors]") {
    struct Case {
        std::vector<std::string> args;
        std::string message;
    };
    const std::vector<Case> cases{
        {{"moves", "chess"}, "boardgames: unknown game 'chess' (games: " + games_named() + ")\n"},
        {{"show", "raps", "--position", "OOOO/4/4 #"},
         "boardgames: bad position 'OOOO/4/4 #': expected 4 rows separated by '/', found 3\n"},
        {{"moves", "raps", "--play", "a1-a2 a4-a3 a2-a3"},
         "boardgames: ply 3: 'a2-a3' is illegal: taking is compulsory; you must take: a2Xa4\n"},
        {{"moves", "raps", "--play", "a1-a2 a4-a3 c1-c3"},
         "boardgames: ply 3: 'c1-c3' is illegal: taking is compulsory; you must take: a2Xa4\n"},
        {{"moves", "raps", "--play", "a1-a3"},
         "boardgames: ply 1: 'a1-a3' is illegal: the moves from a1 are a1-a2, a1-b2\n"},
        {{"moves", "raps", "--play", "pass"},
         "boardgames: ply 1: 'pass' is illegal: you cannot pass while you have a move to make "
         "(a1-a2, a1-b2, b1-a2, b1-b2, b1-c2, c1-b2, c1-c2, c1-d2, d1-c2, d1-d2)\n"},
        {{"moves", "raps", "--play", "a1-a2 b9"},
         "boardgames: ply 2: cannot read 'b9' as a move\n"},
        {{"perft", "raps", "2", "--play", "b1-b2 a4-a3 b2-b3 a3-a2"},
         "boardgames: ply 4: 'a3-a2' is illegal: taking is compulsory; you must take: a3Xc3, "
         "b4Xb2, c4Xa2\n"},
        {{"rules", "go"}, "boardgames: unknown game 'go' (games: " + games_named() + ")\n"},
        {{"chess"}, "boardgames: unknown game 'chess' (games: " + games_named() + ")\n"},
        {{}, "boardgames: name a game to play, or a command (see boardgames --help)\n"},
    };
    for (const Case& c : cases) {
        const Run run = cli(c.args);
        INFO(c.message);
        CHECK(run.status == 2);
        CHECK(run.err == c.message);
        CHECK(run.out.empty());
    }
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{"perft", "raps"},
                                               {"perft", "raps", "x"},
                                               {"perft", "raps", "-3"},
                                               {"--frobnicate"},
                                               {"moves"},
                                               {"moves", "raps", "--position"}}) {
        const Run run = cli(args);
        CHECK(run.status == 2);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    }
}

TEST_CASE("cli: --help and --version succeed", "[cli]") {
    const Run help = cli({"--help"});
    CHECK(help.status == 0);
    CHECK(help.out.find("perft") != std::string::npos);
    for (const GameInfo& game : registered_games()) {
        INFO("--help does not name " << game.title);
        CHECK(help.out.find(std::string(game.title)) != std::string::npos);
    }
    const Run version = cli({"--version"});
    CHECK(version.status == 0);
    CHECK(version.out == std::string("boardgames ") + BOARDGAMES_VERSION + "\n");
}

TEST_CASE("cli: the real binary answers and exits as specified", "[cli][binary]") {
    const auto [status, out] = binary("moves raps");
    CHECK(status == 0);
    CHECK(std::count(out.begin(), out.end(), '\n') == 10);
    CHECK(binary("perft raps 4").second == "9196\n");
    CHECK(binary("moves raps --play a1-a4").first == 2);
    CHECK(binary("moves nosuchgame").first == 2);
}

TEST_CASE("cli: contest plays computers against each other, the same for the same seed",
          "[cli][contest]") {
    const Run first = cli({"contest", "raps", "--first", "ai:2", "--second", "random", "--games",
                           "6", "--seed", "3"});
    const Run again = cli({"contest", "raps", "--first", "ai:2", "--second", "random", "--games",
                           "6", "--seed", "3"});
    CHECK(first.status == 0);
    const auto head = [](const std::string& text) {  // the lines before the timings
        const std::size_t second_line = text.find('\n', text.find('\n') + 1);
        return text.substr(0, second_line);
    };
    CHECK(head(first.out).rfind("raps: ai:2 v random, 6 games, seed 3\nai:2: ", 0) == 0);
    CHECK(head(first.out) == head(again.out));
    const Run verbose = cli({"contest", "raps", "--first", "random", "--second", "random",
                             "--games", "2", "--verbose"});
    CHECK(verbose.out.find("game 2: second (random) as squares, first (random) as circles; ") !=
          std::string::npos);
}

TEST_CASE("cli: contest seats one contestant per seat and refuses a wrong count",
          "[cli][contest]") {
    const Run three = cli({"contest", "raps", "--contestants", "random", "random", "random"});
    CHECK(three.status == 2);
    CHECK(three.err == "boardgames: --contestants: raps has 2 seats with these options, not 3\n");
    const Run two = cli({"contest", "raps", "--contestants", "ai:1", "random", "--games", "2"});
    CHECK(two.status == 0);
    CHECK(two.out.rfind("raps: ai:1 v random, 2 games, seed 1\n", 0) == 0);
    const Run option = cli({"contest", "raps", "--option", "players=3"});
    CHECK(option.status == 2);
    CHECK(option.err == "boardgames: --option: 'players' is not an option of raps (it has none)\n");
}

TEST_CASE("cli: --first and --player name a mover, a seat and a player", "[cli][errors]") {
    const Run side = cli({"raps", "--first", "nobody"});
    CHECK(side.status == 2);
    CHECK(side.err ==
          "boardgames: --first: 'nobody' is not who may move first (squares, circles)\n");
    const Run seat = cli({"raps", "--player", "triangles=ai:3"});
    CHECK(seat.status == 2);
    CHECK(seat.err == "boardgames: --player: 'triangles' is not a seat (squares, circles)\n");
    const Run who = cli({"raps", "--player", "circles=ai:7"});
    CHECK(who.status == 2);
    CHECK(who.err ==
          "boardgames: --player: unknown player 'ai:7' (human, or ai:1 to ai:5; ai:6 "
          "plays perfectly where the game is solved)\n");
}

TEST_CASE("cli: contest and level refuse unknown contestants and levels",
          "[cli][contest][errors]") {
    const Run contestant = cli({"contest", "raps", "--first", "ai:9"});
    CHECK(contestant.status == 2);
    CHECK(contestant.err ==
          "boardgames: --first: unknown contestant 'ai:9' (contestants: ai:1 to ai:5, ai:6 where "
          "the game is solved, mcts:1 to mcts:5, random)\n");
    const Run level = cli({"raps", "--level", "7"});
    CHECK(level.status == 2);
    CHECK(std::count(level.err.begin(), level.err.end(), '\n') == 1);
}

TEST_CASE("cli: --players seats the table in games that offer a choice", "[cli][errors]") {
    const Run raps = cli({"raps", "--players", "3"});
    CHECK(raps.status == 2);
    CHECK(raps.err == "boardgames: --players: RAPS is always played by 2 players\n");
    const Run four = cli({"rematch", "--players", "4"});
    CHECK(four.status == 2);
    CHECK(four.err == "boardgames: --option: option players takes a number from 2 to 3, not '4'\n");
    // With three players the team's seat is gone: White and Orange sit apart.
    const Run three = cli({"rematch", "--players", "3", "--player", "team=ai:1"});
    CHECK(three.status == 2);
    CHECK(three.err == "boardgames: --player: 'team' is not a seat (red, white, orange)\n");
    const Run two = cli({"rematch", "--players", "2", "--player", "white=ai:1"});
    CHECK(two.status == 2);
    CHECK(two.err == "boardgames: --player: 'white' is not a seat (red, team)\n");
}

TEST_CASE("cli: the game may come before its command: boardgames tactica rules", "[cli]") {
    for (const std::string command : {"rules", "show", "moves"}) {
        const Run game_first = cli({"tactica", command});
        const Run command_first = cli({command, "tactica"});
        INFO(command << ": " << game_first.err);
        CHECK(game_first.status == 0);
        CHECK(game_first.out == command_first.out);
        CHECK_FALSE(game_first.out.empty());
    }
    const Run perft = cli({"raps", "perft", "2"});
    CHECK(perft.status == 0);
    CHECK(perft.out == cli({"perft", "raps", "2"}).out);
    // A game and then no command: still a game to play (and here no terminal to play it on).
    CHECK(cli({"raps", "tactica"}).status == 2);
}

TEST_CASE("cli: archive lists the finished table games newest first, filtered, and shows one",
          "[cli][store]") {
    char name[] = "/tmp/bg-cli-archive-XXXXXX";
    const std::filesystem::path folder = ::mkdtemp(name);
    const std::string path = (folder / "server.db").string();
    {
        auto database = store::Database::open(path);
        REQUIRE(database);
        GameRecord record;
        record.game = "raps";
        record.date = "2026-11-26 04:00 UTC";
        record.players = {{"squares", "alice"}, {"circles", "bob"}};
        record.result = "squares win (reached the far rank)";
        record.moves = {"b1-b2", "a4-a3", "b2-b3"};  // two moves as the move list numbers them
        REQUIRE((*database)->archive().add(record, "abc234"));
        record.game = "redo";
        record.players = {{"white", "carol"}, {"red", "bob"}};
        REQUIRE((*database)->archive().add(record, "xyz789"));
    }
    const Run all = cli({"archive", "--data", path});
    CHECK(all.status == 0);
    CHECK(all.out.find("\traps\t2 moves\tsquares alice, circles bob\tsquares win (reached the far "
                       "rank)\n") != std::string::npos);
    CHECK(all.out.find("\tredo\t") < all.out.find("\traps\t"));  // newest first
    const Run carol = cli({"archive", "--data", path, "--player", "carol"});
    CHECK(carol.out.find("redo") != std::string::npos);
    CHECK(carol.out.find("raps") == std::string::npos);
    CHECK(cli({"archive", "--data", path, "--game", "raps"}).out.find("redo") == std::string::npos);
    const Run shown = cli({"archive", "--data", path, "--show", "1"});
    CHECK(shown.status == 0);
    CHECK(shown.out.find("1. b1-b2 a4-a3") != std::string::npos);
    const Run missing = cli({"archive", "--data", path, "--show", "9"});
    CHECK(missing.status == 2);
    CHECK(missing.err.find("no game 9 in the archive") != std::string::npos);
    CHECK(cli({"archive", "--data", path, "--game", "chess"}).status == 2);
    // Not a database: refused with the reason, status 2.
    std::ofstream(folder / "text.db") << "some text that is not a database, long enough to tell";
    const Run garbage = cli({"archive", "--data", (folder / "text.db").string()});
    CHECK(garbage.status == 2);
    CHECK(garbage.err.find("not a boardgames database") != std::string::npos);
    std::filesystem::remove_all(folder);
}

TEST_CASE("cli: a table's clock that is no clock is refused with status 2", "[cli][clock]") {
    const Run empty = cli({"raps", "--host", "--clock", ""});
    CHECK(empty.status == 2);
    CHECK(empty.err.find("--clock: a clock is MINUTES+SECONDS or SECONDSs") != std::string::npos);
}
