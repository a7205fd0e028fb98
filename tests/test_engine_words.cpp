// What the engine mode reads and says, through run_engine with the lines in hand: its name as
// managers copy it, a clock below zero, a hurried move and level 6's info line.

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "boardgames/play/registry.hpp"
#include "engine.hpp"

using namespace boardgames;

namespace {

// The engine's answer to `lines` for `game`.
std::string engine_says(const std::string& game, const std::string& lines) {
    std::istringstream in(lines);
    std::ostringstream out, err;
    REQUIRE(run_engine(*find_game(game), in, out, err) == 0);
    return out.str();
}

}  // namespace

TEST_CASE("engine: its id name is plain ASCII without quotes, a tag a manager may copy",
          "[engine]") {
    const std::string said = engine_says("tactica", "ugi\nquit\n");
    CHECK(said.find("id name boardgames Tactica S\n") != std::string::npos);
    for (const GameInfo& info : registered_games()) {
        const std::string name = engine_says(std::string(info.name), "ugi\nquit\n");
        const std::size_t at = name.find("id name ");
        REQUIRE(at != std::string::npos);
        const std::string line = name.substr(at, name.find('\n', at) - at);
        for (const char c : line) {
            CHECK(static_cast<unsigned char>(c) < 128);
            CHECK(c != '"');
        }
    }
}

TEST_CASE("engine: a clock below zero is read as no time left, not ignored", "[engine]") {
    const std::string said =
        engine_says("raps", "ugi\nisready\nposition startpos\ngo p1time -20 p2time -20\nquit\n");
    CHECK(said.find("ignored") == std::string::npos);
    CHECK(said.find("bestmove ") != std::string::npos);
    // Another word's count below zero is still no count.
    const std::string depth =
        engine_says("raps", "ugi\nisready\nposition startpos\ngo depth -3 movetime 50\nquit\n");
    CHECK(depth.find("info string go: 'depth' ignored") != std::string::npos);
}

// (No quit after the go: the end of the input lets the search finish, where quit stops it.)
TEST_CASE("engine: level 6 reports its info line like the other levels", "[engine]") {
    // RAPS's start: the first player wins in 21 plies (11 moves), the solution's move.
    const std::string said = engine_says(
        "raps", "ugi\nsetoption name level value 6\nposition startpos\ngo movetime 100\n");
    CHECK(said.find("info depth 21 score mate 11 nodes 0 ") != std::string::npos);
    CHECK(said.find("bestmove ") != std::string::npos);
}

TEST_CASE("engine: with nothing above its clock's reserve a move is searched one ply deep",
          "[engine]") {
    const std::string said =
        engine_says("tactica", "ugi\nposition startpos\ngo p1time 40 p2time 40\n");
    CHECK(said.find("info depth 1 ") != std::string::npos);
    CHECK(said.find("info depth 2 ") == std::string::npos);
    CHECK(said.find("bestmove ") != std::string::npos);
    // With time above it, deeper.
    const std::string deeper =
        engine_says("tactica", "ugi\nposition startpos\ngo p1time 60000 p2time 60000 depth 3\n");
    CHECK(deeper.find("info depth 3 ") != std::string::npos);
}
