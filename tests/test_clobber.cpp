// Clobber: one test per clause of docs/rules/clobber.md, each on a concrete position.
// Position strings run from rank 6 down to rank 1; 'w' white, 'b' black.
#include <algorithm>
#include <atomic>
#include <bit>
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>

#include "boardgames/ai/search.hpp"
#include "boardgames/games/clobber.hpp"
#include "cli_runner.hpp"
#include "support.hpp"

using namespace boardgames;
using boardgames::testing::cli;
using boardgames::testing::legal;
using boardgames::testing::moves_from;
using boardgames::testing::play;
using boardgames::testing::why_refused;
using Strings = std::vector<std::string>;

namespace {

constexpr const char* start = "bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw w";
// Three stones a side in the middle of the board (the rulebook's figure): white's c3 and d4
// against black's c4 and d3, white's b2 and black's b5 without a neighbour.
constexpr const char* middle_game = "5/1b3/2bw1/2wb1/1w3/5 w";

const auto parsed = &testing::parsed_as<Clobber>;

Clobber::Bits square(const char* name) {
    return Clobber::Bits{1} << *Clobber::Grid::parse(name);
}

}  // namespace

// ---- Board and stones ----

TEST_CASE("clobber: the board is 5 columns by 6 rows, a1 to e6 (Ruling)", "[clobber][ruling]") {
    const BoardView view = play("clobber", "")->board_view();
    CHECK(view.cells.size() == 30);
    Strings names;
    for (const CellView& cell : view.cells)
        names.push_back(cell.name);
    CHECK(std::count(names.begin(), names.end(), "e6") == 1);
    CHECK(std::count(names.begin(), names.end(), "a1") == 1);
    CHECK(std::count(names.begin(), names.end(), "f1") == 0);  // 5 columns
    CHECK(std::count(names.begin(), names.end(), "a7") == 0);  // 6 rows
    CHECK(Clobber::Grid::files == 5);
    CHECK(Clobber::Grid::ranks == 6);
}

TEST_CASE("clobber: every square holds a stone, the colours alternating, a1 white (Ruling)",
          "[clobber][ruling]") {
    CHECK(play("clobber", "")->position() == start);
    const Clobber::State state = Clobber::start_state();
    CHECK(std::popcount(state.stones[Clobber::White]) == 15);
    CHECK(std::popcount(state.stones[Clobber::Black]) == 15);
    CHECK((state.stones[Clobber::White] | state.stones[Clobber::Black]) == Clobber::board);
    CHECK((state.stones[Clobber::White] & square("a1")) != 0);
    CHECK((state.stones[Clobber::White] & square("c1")) != 0);
    CHECK((state.stones[Clobber::White] & square("b2")) != 0);
    CHECK((state.stones[Clobber::Black] & square("b1")) != 0);
    CHECK((state.stones[Clobber::Black] & square("a6")) != 0);
    CHECK((state.stones[Clobber::White] & square("e6")) == 0);
    // Every stone's orthogonal neighbours are of the other colour.
    CHECK((Clobber::neighbours(state.stones[Clobber::White]) & state.stones[Clobber::White]) == 0);
    CHECK((Clobber::neighbours(state.stones[Clobber::Black]) & state.stones[Clobber::Black]) == 0);
}

TEST_CASE("clobber: white moves first, and the rules leave nothing to choose (Ruling)",
          "[clobber][ruling]") {
    const auto match = play("clobber", "");
    CHECK(match->mover_name() == "white");
    match->play("a1Xa2");
    CHECK(match->mover_name() == "black");
    CHECK_FALSE(find_game("clobber")->players_choose_first);
    CHECK(why_refused(*play("clobber", ""), "b1Xb2").rfind("b1 is not yours: white to move", 0) ==
          0);
}

// ---- Moves ----

TEST_CASE("clobber: a take moves a stone onto an adjacent opposing stone, which leaves the board",
          "[clobber][take]") {
    const auto match = play("clobber", middle_game, "c3Xc4");
    CHECK(match->position() == "5/1b3/2ww1/3b1/1w3/5 b");
    const Clobber::State state = parsed(match->position());
    CHECK(std::popcount(state.stones[Clobber::Black]) == 2);
    CHECK(std::popcount(state.stones[Clobber::White]) == 3);
}

TEST_CASE("clobber: a stone takes up, down, left or right", "[clobber][take]") {
    // White's d3 in the middle of four black stones (a6, e6 and a1 apart).
    CHECK(moves_from(legal("clobber", "w3w/5/3b1/2bwb/3b1/w4 w"), "d3") ==
          Strings{"d3Xc3", "d3Xd2", "d3Xd4", "d3Xe3"});
}

TEST_CASE("clobber: never diagonally, never to an empty square, never onto an own stone",
          "[clobber][take]") {
    // c3 has black stones on its diagonals only (b2, d2, b4), an own stone above and empty
    // squares beside; c4 beside b4 is white's only stone that can move.
    const auto match = play("clobber", "4w/5/1bw2/2w2/1b1b1/5 w");
    CHECK(moves_from(match->legal_moves(), "c3").empty());
    for (const char* never : {"c3Xb2", "c3Xd2", "c3Xb4", "c3-b3", "c3-d3", "c3-c2", "c3+c4"})
        CHECK(why_refused(*match, never) == "c3 has no legal move; legal moves: c4Xb4");
    CHECK(match->legal_moves() == Strings{"c4Xb4"});
}

TEST_CASE("clobber: every move takes, and there is no passing", "[clobber][take]") {
    for (const char* position : {start, middle_game}) {
        const auto match = play("clobber", position);
        REQUIRE_FALSE(match->legal_moves().empty());
        for (const LegalMove& move : match->legal_inputs())
            CHECK(move.capture);
        CHECK_FALSE(match->resolve("pass").ok());
    }
    CHECK_FALSE(find_game("clobber")->has_passes);
}

TEST_CASE("clobber: moves are written source, X, destination", "[clobber][notation]") {
    CHECK(legal("clobber", middle_game) == Strings{"c3Xc4", "c3Xd3", "d4Xc4", "d4Xd3"});
    // A take typed with another type character names the same move.
    const auto match = play("clobber", middle_game);
    CHECK(match->resolve("c3-c4").value() == "c3Xc4");
}

// ---- End of the game ----

TEST_CASE("clobber: a player who cannot move on his turn loses", "[clobber][end]") {
    // Black's a2 and e1 after white's a1Xa2: e1 has no white stone beside it.
    const auto match = play("clobber", "4w/5/5/5/b4/w3b w", "a1Xa2");
    CHECK(match->result_text() == "white wins (blocked: no legal move)");
    CHECK(match->legal_moves().empty());
    // Stones on the board do not help: neither of black's has a white neighbour.
    CHECK(play("clobber", "4w/5/5/b3b/5/w1w2 b")->result_text() ==
          "white wins (blocked: no legal move)");
}

TEST_CASE("clobber: a player with no stones left cannot move and loses", "[clobber][end]") {
    const auto match = play("clobber", "5/5/5/5/5/wb3 w", "a1Xb1");
    CHECK(match->position() == "5/5/5/5/5/1w3 b");
    CHECK(match->result_text() == "white wins (blocked: no legal move)");
}

TEST_CASE("clobber: every move takes a stone, so a game ends within 29 moves", "[clobber][end]") {
    std::mt19937_64 random(2026);
    std::size_t longest = 0;
    for (int game = 0; game < 200; ++game) {
        auto match = play("clobber", "");
        std::size_t stones = 30;
        while (!match->outcome().over()) {
            const Strings moves = match->legal_moves();
            REQUIRE(match->play(moves[random() % moves.size()]).ok());
            const Clobber::State state = parsed(match->position());
            CHECK(std::size_t(std::popcount(state.stones[0] | state.stones[1])) == --stones);
        }
        longest = std::max(longest, match->ply());
    }
    CHECK(longest <= 29);
    CHECK(longest > 0);
}

// ---- Position string ----

TEST_CASE("clobber: position strings round trip", "[clobber][position]") {
    for (const char* text : {start, middle_game, "4w/5/5/b3b/5/w1w2 b", "5/5/5/5/5/1w3 b",
                             "bwbwb/wbwbw/bwbwb/wbwbw/wwbwb/1bwbw b"}) {
        CHECK(play("clobber", text)->position() == text);
        CHECK(Clobber::format_position(parsed(text)) == text);
    }
}

TEST_CASE("clobber: the board reads rank 6 first, file a leftmost", "[clobber][position]") {
    const Clobber::State two = parsed("b4/5/5/5/5/3ww b");
    CHECK(two.stones[Clobber::White] == (square("d1") | square("e1")));
    CHECK(two.stones[Clobber::Black] == square("a6"));
}

TEST_CASE("clobber: impossible or malformed positions are refused with the reason",
          "[clobber][position]") {
    const GameInfo& info = *find_game("clobber");
    const auto refused = [&](const char* text) { return info.new_match(info, text).error(); };
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw x") ==
          "side to move must be 'w' or 'b', not 'x'");
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw b") ==
          "with black to move white has made one move more, each taking a stone, so white holds "
          "one stone more (white 15, black 15)");
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/1bwbw w") ==
          "with white to move both sides have made as many moves, each taking a stone, so they "
          "hold as many stones (white 14, black 15)");
    CHECK(refused("wwwww/wwwww/wwwww/wwwb1/5/5 b") == "white has more than 15 stones");
    CHECK(refused("5/5/5/5/5/5 w") == "black moved last but has no stones on the board");
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbW w") == "unknown piece 'W' in rank 1");
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb w") ==
          "expected 6 rows separated by '/', found 5");
    CHECK(refused("bwbwb/wbwbw/bwbwbw/wbwbw/bwbwb/wbwbw w") ==
          "rank 4 has more than 5 cells, expected 5");
    CHECK(refused("bwbwb/wbwbw/bwbw/wbwbw/bwbwb/wbwbw w") == "rank 4 has 4 cells, expected 5");
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw") ==
          "expected 2 space-separated fields, found 1");
    CHECK(refused("bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw  w") ==
          "fields must be separated by single spaces");
    CHECK(info.new_match(info, "").ok());  // empty means the standard start
}

// ---- The rules core, directly ----

TEST_CASE("clobber: the rules core generates, formats and applies moves", "[clobber]") {
    Clobber::State state = parsed(middle_game);
    PositionHistory history;
    history.push(Clobber::key(state));
    Clobber::MoveList moves;
    Clobber::generate(state, history, moves);
    CHECK(moves.size() == 4);
    const Clobber::Move* take = nullptr;
    for (const Clobber::Move& move : moves)
        if (format_move<Clobber>(move) == "d4Xd3") take = &move;
    REQUIRE(take != nullptr);
    CHECK(take->type == MoveType::Take);
    Clobber::apply(state, *take);
    CHECK(state.to_move == Clobber::Black);
    CHECK(state.stones[Clobber::White] == (square("b2") | square("c3") | square("d3")));
    CHECK(state.stones[Clobber::Black] == (square("b5") | square("c4")));
    CHECK(Clobber::decided(state, history) == Outcome::ongoing());
}

TEST_CASE("clobber: no two positions share a key", "[clobber]") {
    const Clobber::State state = parsed(middle_game);
    Clobber::State other = state;
    other.to_move = Clobber::Black;
    CHECK(Clobber::key(state) != Clobber::key(other));
    Clobber::State swapped{{state.stones[1], state.stones[0]}, state.to_move};
    CHECK(Clobber::key(state) != Clobber::key(swapped));
}

TEST_CASE("clobber: undo returns to the position before", "[clobber]") {
    const auto match = play("clobber", "", "a1Xa2 b1Xc1");
    CHECK(match->undo());
    CHECK(match->position() == "bwbwb/wbwbw/bwbwb/wbwbw/wwbwb/1bwbw b");
    CHECK(match->record() == Strings{"a1Xa2"});
}

// ---- For the computer ----

TEST_CASE("clobber: the evaluation counts the stones each side can still move", "[clobber][ai]") {
    // White: c3 and d4 can move, b2 cannot; black: c4 and d3 can, b5 cannot.
    CHECK(Clobber::evaluate(parsed(middle_game)) == 0);
    // White's c3 between black's c4 and c2 (a1 apart): one white stone that can move against
    // two black ones, for white to move and, the other way, for black.
    CHECK(Clobber::evaluate(parsed("5/5/2b2/2w2/2b2/w4 w")) == -100);
    CHECK(Clobber::evaluate(parsed("5/5/2b2/2w2/2b2/ww3 b")) == 100);
    CHECK(Clobber::evaluate(Clobber::start_state()) == 0);
}

TEST_CASE("clobber: the computer takes a win in one and parries a loss in one", "[clobber][ai]") {
    const GameInfo& info = *find_game("clobber");
    // c3Xb3 leaves black's c4 without a white neighbour: black cannot move. c3Xc4 leaves b3
    // to take a3, and a3Xb3 leaves c4 to take c3: both let black move on.
    const std::string win = "5/5/2b2/wbw2/5/5 w";
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        const std::string winning = play("clobber", win)->choose_move(info.level_limits(level, 1));
        CHECK(play("clobber", win, winning)->result_text() ==
              "white wins (blocked: no legal move)");
    }
}

TEST_CASE("clobber: level 5 searches 8 plies from the start within its budget", "[clobber][ai]") {
    // Its every move takes, so the search treats its captures as ordinary moves: with the
    // capture extension it reached 5 plies at this budget. Stopped as soon as depth 8 is done.
    const GameInfo& info = *find_game("clobber");
    CHECK_FALSE(ai::captures_are_exceptions<Clobber>());
    ai::Limits limits = info.level_limits(5, 1);
    limits.max_millis = 0;  // the node budget alone, however slow the machine
    std::atomic<bool> stop{false};
    int deepest = 0;
    ai::Report report;
    const std::string move = play("clobber", "")
                                 ->choose_move(limits, &stop, &report,
                                               [&](const ai::Iteration& iteration, const Strings&) {
                                                   deepest = iteration.depth;
                                                   if (iteration.depth >= 8) stop = true;
                                               });
    CHECK(!move.empty());
    INFO("nodes " << report.nodes << " of a budget of " << ai::node_budget<Clobber>(limits));
    CHECK(deepest >= 8);
    CHECK(report.nodes <= ai::node_budget<Clobber>(limits));
}

// ---- Reference figures ----

TEST_CASE("clobber: perft from the start matches the rulebook", "[clobber][perft]") {
    boardgames::testing::check_perft("clobber", {49, 2116, 80063, 2630382});
    PositionHistory history;
    const Clobber::State state = Clobber::start_state();
    history.push(Clobber::key(state));
    CHECK(perft<Clobber>(state, history, 3) == 80063);
}

TEST_CASE("clobber: the rulebook's command lines", "[clobber][cli]") {
    CHECK(cli({"perft", "clobber", "3"}).out == "80063\n");
    const std::string moves = cli({"moves", "clobber"}).out;
    CHECK(std::count(moves.begin(), moves.end(), '\n') == 49);
    CHECK(moves.rfind("a1Xa2\na1Xb1\n", 0) == 0);
    const std::string shown = cli({"show", "clobber", "--play", "a1Xa2"}).out;
    CHECK(shown.find("position: bwbwb/wbwbw/bwbwb/wbwbw/wwbwb/1bwbw b\n") != std::string::npos);
    CHECK(shown.find("to-move: black\nresult: ongoing\n") != std::string::npos);
}
