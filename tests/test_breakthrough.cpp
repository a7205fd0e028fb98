// Breakthrough: one test per clause of docs/rules/breakthrough.md, each on a concrete position.
// Position strings run from rank 8 down to rank 1; 'w' white, 'b' black.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <sstream>

#include "boardgames/games/breakthrough.hpp"
#include "cli.hpp"
#include "support.hpp"

using namespace boardgames;
using boardgames::testing::contains;
using boardgames::testing::legal;
using boardgames::testing::moves_from;
using boardgames::testing::play;
using boardgames::testing::why_refused;
using Strings = std::vector<std::string>;

namespace {

constexpr const char* start = "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w";
// White's c4 and d4 against black's d5 (the rulebook's figures): every kind of move at once.
constexpr const char* middle_game = "bb1bb1bb/b1b2bb1/1b2b3/3b4/2ww4/w4w2/1ww1w1ww/ww1www1w w";

const auto parsed = &testing::parsed_as<Breakthrough>;

std::uint64_t square(const char* name) {
    return std::uint64_t{1} << *Breakthrough::Grid::parse(name);
}

// How far a side's pieces have come in all, in ranks from its own first rank.
int advancement(const Breakthrough::State& state, int side) {
    int total = 0;
    for (std::uint64_t rest = state.pieces[std::size_t(side)]; rest; rest &= rest - 1) {
        const int rank = std::countr_zero(rest) / 8;
        total += side == Breakthrough::White ? rank : 7 - rank;
    }
    return total;
}

std::string cli_out(std::vector<std::string> args) {
    args.insert(args.begin(), "boardgames");
    std::vector<const char*> argv;
    for (const std::string& arg : args)
        argv.push_back(arg.c_str());
    std::ostringstream out, err;
    REQUIRE(run_cli(int(argv.size()), argv.data(), out, err) == 0);
    return out.str();
}

}  // namespace

// ---- Board and pieces ----

TEST_CASE("breakthrough: the start has 16 pieces a side on their two back ranks",
          "[breakthrough]") {
    CHECK(play("breakthrough", "")->position() == start);
    const Breakthrough::State state = Breakthrough::start_state();
    CHECK(state.pieces[Breakthrough::White] == 0x0000'0000'0000'FFFFull);
    CHECK(state.pieces[Breakthrough::Black] == 0xFFFF'0000'0000'0000ull);
    CHECK(Breakthrough::format_position(state) == start);
}

TEST_CASE("breakthrough: the start has the 22 steps of the rulebook", "[breakthrough]") {
    CHECK(legal("breakthrough", "") == Strings{"a2-a3", "a2-b3", "b2-a3", "b2-b3", "b2-c3", "c2-b3",
                                               "c2-c3", "c2-d3", "d2-c3", "d2-d3", "d2-e3", "e2-d3",
                                               "e2-e3", "e2-f3", "f2-e3", "f2-f3", "f2-g3", "g2-f3",
                                               "g2-g3", "g2-h3", "h2-g3", "h2-h3"});
}

TEST_CASE("breakthrough: white moves first, and the rules leave nothing to choose (Ruling)",
          "[breakthrough][ruling]") {
    const auto match = play("breakthrough", "");
    CHECK(match->mover_name() == "white");
    match->play("d2-d3");
    CHECK(match->mover_name() == "black");
    const GameInfo& info = *find_game("breakthrough");
    CHECK_FALSE(info.players_choose_first);
    CHECK(why_refused(*play("breakthrough", ""), "b7-b6")
              .rfind("b7 is not yours: white to move;", 0) == 0);
}

// ---- Moves ----

TEST_CASE("breakthrough: a straight step goes one square straight forward to an empty square",
          "[breakthrough][step]") {
    const auto match = play("breakthrough", "7b/8/8/8/3w4/8/8/8 w", "d4-d5");
    CHECK(match->position() == "7b/8/8/3w4/8/8/8/8 b");
}

TEST_CASE("breakthrough: a diagonal step goes one square diagonally forward to an empty square",
          "[breakthrough][step]") {
    CHECK(moves_from(legal("breakthrough", "7b/8/8/8/3w4/8/8/8 w"), "d4") ==
          Strings{"d4-c5", "d4-d5", "d4-e5"});
    CHECK(play("breakthrough", "7b/8/8/8/3w4/8/8/8 w", "d4-e5")->position() ==
          "7b/8/8/4w3/8/8/8/8 b");
}

TEST_CASE("breakthrough: forward is down the board for black", "[breakthrough][step]") {
    CHECK(moves_from(legal("breakthrough", "3b4/8/8/8/8/8/8/7w b"), "d8") ==
          Strings{"d8-c7", "d8-d7", "d8-e7"});
}

TEST_CASE("breakthrough: a piece on the edge has one diagonal", "[breakthrough][step]") {
    CHECK(moves_from(legal("breakthrough", "7b/8/8/8/w7/8/8/8 w"), "a4") ==
          Strings{"a4-a5", "a4-b5"});
    CHECK(moves_from(legal("breakthrough", "7b/8/8/8/7w/8/8/8 w"), "h4") ==
          Strings{"h4-g5", "h4-h5"});
}

TEST_CASE("breakthrough: a piece never moves sideways, backwards or two squares",
          "[breakthrough][step]") {
    const auto match = play("breakthrough", "7b/8/8/8/3w4/8/8/8 w");
    for (const char* never : {"d4-c4", "d4-e4", "d4-d3", "d4-c3", "d4-e3", "d4-d6", "d4-f6"})
        CHECK(why_refused(*match, never) == "the moves from d4 are d4-c5, d4-d5, d4-e5");
}

TEST_CASE("breakthrough: straight forward never captures: an opposing piece ahead blocks",
          "[breakthrough][step]") {
    const auto match = play("breakthrough", "7b/8/8/3b4/3w4/8/8/8 w");
    CHECK(moves_from(match->legal_moves(), "d4") == Strings{"d4-c5", "d4-e5"});
    CHECK(why_refused(*match, "d4-d5") == "the moves from d4 are d4-c5, d4-e5");
    CHECK(why_refused(*match, "d4Xd5") == "the moves from d4 are d4-c5, d4-e5");
}

TEST_CASE("breakthrough: an own piece ahead blocks too, straight or diagonal",
          "[breakthrough][step]") {
    CHECK(moves_from(legal("breakthrough", "7b/8/8/3w4/3w4/8/8/8 w"), "d4") ==
          Strings{"d4-c5", "d4-e5"});
    CHECK(moves_from(legal("breakthrough", "7b/8/8/2w1w3/3w4/8/8/8 w"), "d4") == Strings{"d4-d5"});
}

TEST_CASE("breakthrough: a capture goes diagonally forward onto an opposing piece, removing it",
          "[breakthrough][capture]") {
    CHECK(contains(legal("breakthrough", middle_game), "c4Xd5"));
    const auto match = play("breakthrough", middle_game, "c4Xd5");
    CHECK(match->position() == "bb1bb1bb/b1b2bb1/1b2b3/3w4/3w4/w4w2/1ww1w1ww/ww1www1w b");
    // Black takes back the same way, down the board.
    CHECK(contains(match->legal_moves(), "e6Xd5"));
    CHECK(play("breakthrough", "7b/8/8/3b4/2w5/8/8/7w b", "d5Xc4")->position() ==
          "7b/8/8/8/2b5/8/8/7w w");
}

TEST_CASE("breakthrough: captures are not compulsory", "[breakthrough][capture]") {
    const auto match = play("breakthrough", middle_game);
    const Strings moves = match->legal_moves();
    CHECK(moves.size() == 27);
    CHECK(contains(moves, "c4Xd5"));
    CHECK(contains(moves, "f3-f4"));
    CHECK(match->constraint_note().empty());
    REQUIRE(match->play("f3-f4").ok());
    CHECK(match->position() == "bb1bb1bb/b1b2bb1/1b2b3/3b4/2ww1w2/w7/1ww1w1ww/ww1www1w b");
}

TEST_CASE("breakthrough: moves are written source, type, destination", "[breakthrough][notation]") {
    const auto match = play("breakthrough", middle_game);
    CHECK(match->resolve("c4Xd5").value() == "c4Xd5");
    CHECK(match->resolve("c4-d5").value() == "c4Xd5");  // another type character, one move
    CHECK(match->resolve("d4Xe5").value() == "d4-e5");
    CHECK(match->resolve("d4-d5").error() ==
          "'d4-d5' is illegal: the moves from d4 are d4-c5, d4-e5");
    CHECK(match->resolve("d4d5").error() == "cannot read 'd4d5' as a move");
    CHECK(match->resolve("e6-e5").error().rfind(
              "'e6-e5' is illegal: e6 is not yours: white to move; legal moves: a1-a2, ", 0) == 0);
    CHECK(match->resolve("e5-e6").error().find("there is no piece on e5") != std::string::npos);
}

// ---- End of the game ----

TEST_CASE("breakthrough: reaching the far rank wins at once, by a step", "[breakthrough][win]") {
    const auto straight = play("breakthrough", "7b/w7/8/8/8/8/8/8 w", "a7-a8");
    CHECK(straight->result_text() == "white wins (reached the far rank)");
    CHECK(straight->legal_moves().empty());
    CHECK(play("breakthrough", "7b/w7/8/8/8/8/8/8 w", "a7-b8")->result_text() ==
          "white wins (reached the far rank)");
    CHECK(play("breakthrough", "7b/8/8/8/8/8/b7/7w b", "a2-a1")->result_text() ==
          "black wins (reached the far rank)");
}

TEST_CASE("breakthrough: reaching the far rank by a capture wins too", "[breakthrough][win]") {
    const auto match = play("breakthrough", "1b5b/w7/8/8/8/8/8/8 w", "a7Xb8");
    CHECK(match->result_text() == "white wins (reached the far rank)");
    CHECK(match->position() == "1w5b/8/8/8/8/8/8/8 b");
}

TEST_CASE("breakthrough: a piece one rank short of the goal has not won yet",
          "[breakthrough][win]") {
    const auto match = play("breakthrough", "7b/8/w7/8/8/8/8/8 w", "a6-a7");
    CHECK(match->result_text() == "ongoing");
}

TEST_CASE("breakthrough: taking the last opposing piece wins", "[breakthrough][win]") {
    const auto white = play("breakthrough", "8/8/8/8/3b4/2w5/w4w2/1ww5 w", "c3Xd4");
    CHECK(white->result_text() == "white wins (took every piece)");
    CHECK(white->legal_moves().empty());
    CHECK(play("breakthrough", "8/8/8/3b4/2w5/8/8/8 b", "d5Xc4")->result_text() ==
          "black wins (took every piece)");
}

TEST_CASE("breakthrough: reaching the far rank with the last capture names the far rank",
          "[breakthrough][win]") {
    CHECK(play("breakthrough", "7b/8/8/8/8/8/b7/1w6 b", "a2Xb1")->result_text() ==
          "black wins (reached the far rank)");
}

TEST_CASE("breakthrough: a side with a piece is never blocked (Ruling)", "[breakthrough][ruling]") {
    // a4 is stuck (a5 black, b5 its own), but the most advanced piece, b5, has a move.
    const auto match = play("breakthrough", "6b1/5b2/1bb5/bw6/w7/8/8/8 w");
    CHECK(match->legal_moves() == Strings{"b5-a6", "b5Xc6"});
    CHECK(why_refused(*match, "a4-a5") == "a4 has no legal move; legal moves: b5-a6, b5Xc6");
    // Random undecided positions of up to 16 pieces a side, some packed, some sparse: none
    // without a move.
    std::mt19937_64 random(2026);
    const std::uint64_t white_goal = 0xFF00'0000'0000'0000ull, black_goal = 0xFFull;
    long positions = 0, blocked = 0, not_ongoing = 0;
    for (int i = 0; i < 100000; ++i) {
        std::uint64_t white = 0, black = 0;
        const auto place = [&](std::uint64_t& pieces, std::uint64_t goal, int count) {
            for (int placed = 0; placed < count;) {
                const std::uint64_t bit = std::uint64_t{1} << (random() % 64);
                if ((white | black | goal) & bit) continue;
                pieces |= bit;
                ++placed;
            }
        };
        place(white, white_goal, 1 + int(random() % 16));
        place(black, black_goal, 1 + int(random() % 16));
        const Breakthrough::State state{{white, black}, int(i % 2)};
        PositionHistory history;
        history.push(Breakthrough::key(state));
        if (Breakthrough::decided(state, history).over()) continue;
        ++positions;
        Breakthrough::MoveList moves;
        Breakthrough::generate(state, history, moves);
        blocked += moves.empty();
        not_ongoing += outcome<Breakthrough>(state, history) != Outcome::ongoing();
    }
    CHECK(positions == 100000);
    CHECK(blocked == 0);
    CHECK(not_ongoing == 0);
}

TEST_CASE("breakthrough: every move advances, so a game ends within 177 moves (Ruling)",
          "[breakthrough][ruling]") {
    std::mt19937_64 random(7);
    std::size_t longest = 0;
    for (int game = 0; game < 300; ++game) {
        Breakthrough::State state = Breakthrough::start_state();
        PositionHistory history;
        history.push(Breakthrough::key(state));
        std::size_t plies = 0;
        while (!outcome<Breakthrough>(state, history).over()) {
            Breakthrough::MoveList moves;
            Breakthrough::generate(state, history, moves);
            REQUIRE(!moves.empty());
            const Breakthrough::Move move = moves[random() % moves.size()];
            const int mover = state.to_move;
            const int before = advancement(state, mover);
            Breakthrough::apply(state, move);
            history.push(Breakthrough::key(state));
            CHECK(advancement(state, mover) == before + 1);  // one piece, one rank forward
            ++plies;
        }
        longest = std::max(longest, plies);
        CHECK(plies <= 177);
        CHECK(outcome<Breakthrough>(state, history).status == Outcome::Status::Win);
    }
    CHECK(longest > 40);
}

TEST_CASE("breakthrough: the computer takes a win in one and parries a loss in one",
          "[breakthrough][ai]") {
    const GameInfo& info = *find_game("breakthrough");
    // f7 reaches rank 8 on e8 or g8, while black's e3 could take on d2 or f2.
    const std::string win = "bb1b1b1b/1b3w2/2b5/8/8/1w2b3/ww1w1www/w2ww3 w";
    // Black's d2 reaches rank 1 next move unless c1 takes it: every other move loses.
    const std::string parry = "4b3/8/8/8/8/8/3b4/2w2w2 w";
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        const std::string winning =
            play("breakthrough", win)->choose_move(info.level_limits(level, 1));
        CHECK(play("breakthrough", win, winning)->result_text() ==
              "white wins (reached the far rank)");
        CHECK(play("breakthrough", parry)->choose_move(info.level_limits(level, 1)) == "c1Xd2");
    }
}

// ---- Position string ----

TEST_CASE("breakthrough: position strings round trip", "[breakthrough][position]") {
    for (const char* text : {start, "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww b", middle_game,
                             "6b1/5b2/1bb5/bw6/w7/8/8/8 w", "8/8/8/8/8/8/8/w7 b"}) {
        CHECK(play("breakthrough", text)->position() == text);
        CHECK(Breakthrough::format_position(parsed(text)) == text);
    }
}

TEST_CASE("breakthrough: the board reads rank 8 first, file a leftmost",
          "[breakthrough][position]") {
    const Breakthrough::State state = parsed("b7/8/8/8/8/8/8/7w b");
    CHECK(state.pieces[Breakthrough::White] == square("h1"));
    CHECK(state.pieces[Breakthrough::Black] == square("a8"));
    CHECK(state.to_move == Breakthrough::Black);
}

TEST_CASE("breakthrough: impossible or malformed positions are refused with the reason",
          "[breakthrough][position]") {
    const GameInfo& info = *find_game("breakthrough");
    const auto refused = [&](const char* text) { return info.new_match(info, text).error(); };
    CHECK(refused("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww x") ==
          "side to move must be 'w' or 'b', not 'x'");
    CHECK(refused("bbbbbbbb/bbbbbbbb/b7/8/8/8/wwwwwwww/wwwwwwww w") ==
          "black has more than 16 pieces");
    CHECK(refused("bbbbbbbb/bbbbbbbb/8/8/8/w7/wwwwwwww/wwwwwwww b") ==
          "white has more than 16 pieces");
    CHECK(refused("8/8/8/8/8/8/wwwwwwww/wwwwwwww w") ==
          "black moved last but has no pieces on the board");
    CHECK(refused("w7/8/8/8/8/8/b7/8 w") == "white is to move but already stands on its far rank");
    CHECK(refused("8/w7/8/8/8/8/8/b7 b") == "black is to move but already stands on its far rank");
    CHECK(refused("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwwW w") ==
          "unknown piece 'W' in rank 1");
    CHECK(refused("bbbbbbbb/bbbbbbbb/8/8/8/wwwwwwww/wwwwwwww w") ==
          "expected 8 rows separated by '/', found 7");
    CHECK(refused("bbbbbbbb/bbbbbbbb/9/8/8/8/wwwwwwww/wwwwwwww w") ==
          "rank 6 has more than 8 cells, expected 8");
    CHECK(refused("bbbbbbbb/bbbbbbbb/7/8/8/8/wwwwwwww/wwwwwwww w") ==
          "rank 6 has 7 cells, expected 8");
    CHECK(refused("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww") ==
          "expected 2 space-separated fields, found 1");
    CHECK(refused("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww  w") ==
          "fields must be separated by single spaces");
    CHECK(info.new_match(info, "").ok());  // empty means the standard start
}

TEST_CASE("breakthrough: a finished position is shown finished", "[breakthrough][position]") {
    CHECK(play("breakthrough", "w7/8/8/8/8/8/b7/8 b")->result_text() ==
          "white wins (reached the far rank)");
    CHECK(play("breakthrough", "8/8/8/8/8/8/w7/b7 w")->result_text() ==
          "black wins (reached the far rank)");
    CHECK(play("breakthrough", "8/8/8/8/8/8/8/w7 b")->result_text() ==
          "white wins (took every piece)");
    CHECK(play("breakthrough", "8/8/8/8/8/8/8/w7 b")->legal_moves().empty());
}

// ---- The rules core, directly ----

TEST_CASE("breakthrough: the rules core generates, formats and applies moves", "[breakthrough]") {
    Breakthrough::State state = parsed(middle_game);
    PositionHistory history;
    history.push(Breakthrough::key(state));
    Breakthrough::MoveList moves;
    Breakthrough::generate(state, history, moves);
    CHECK(moves.size() == 27);
    const Breakthrough::Move* capture = nullptr;
    for (const Breakthrough::Move& move : moves)
        if (format_move<Breakthrough>(move) == "c4Xd5") capture = &move;
    REQUIRE(capture != nullptr);
    Breakthrough::apply(state, *capture);
    CHECK(state.to_move == Breakthrough::Black);
    CHECK((state.pieces[Breakthrough::White] & square("d5")) != 0);
    CHECK((state.pieces[Breakthrough::White] & square("c4")) == 0);
    CHECK((state.pieces[Breakthrough::Black] & square("d5")) == 0);
    CHECK(std::popcount(state.pieces[Breakthrough::Black]) == 12);
    CHECK(Breakthrough::decided(state, history) == Outcome::ongoing());
}

TEST_CASE("breakthrough: decided names the winner and the reason", "[breakthrough]") {
    PositionHistory history;
    CHECK(Breakthrough::decided(parsed("w7/8/8/8/8/8/b7/8 b"), history) ==
          Outcome::win(Breakthrough::White, "reached the far rank"));
    CHECK(Breakthrough::decided(parsed("8/8/8/8/8/8/8/w7 b"), history) ==
          Outcome::win(Breakthrough::White, "took every piece"));
    CHECK(Breakthrough::decided(parsed(start), history) == Outcome::ongoing());
}

TEST_CASE("breakthrough: undo returns to the position before", "[breakthrough]") {
    const auto match = play("breakthrough", "", "d2-d3 e7-e6");
    CHECK(match->undo());
    CHECK(match->position() == "bbbbbbbb/bbbbbbbb/8/8/8/3w4/www1wwww/wwwwwwww b");
    CHECK(match->record() == Strings{"d2-d3"});
}

// ---- Reference figures ----

TEST_CASE("breakthrough: perft from the start matches the rulebook", "[breakthrough][perft]") {
    boardgames::testing::check_perft("breakthrough", {22, 484, 11132, 256036});
    PositionHistory history;
    const Breakthrough::State state = Breakthrough::start_state();
    history.push(Breakthrough::key(state));
    CHECK(perft<Breakthrough>(state, history, 3) == 11132);
}

TEST_CASE("breakthrough: the rulebook's command lines", "[breakthrough][cli]") {
    CHECK(cli_out({"perft", "breakthrough", "3"}) == "11132\n");
    const std::string moves = cli_out({"moves", "breakthrough"});
    CHECK(std::count(moves.begin(), moves.end(), '\n') == 22);
    CHECK(moves.rfind("a2-a3\na2-b3\n", 0) == 0);
    const std::string shown = cli_out({"show", "breakthrough", "--play", "d2-d3"});
    CHECK(shown.find("position: bbbbbbbb/bbbbbbbb/8/8/8/3w4/www1wwww/wwwwwwww b\n") !=
          std::string::npos);
    CHECK(shown.find("to-move: black\nresult: ongoing\n") != std::string::npos);
}
