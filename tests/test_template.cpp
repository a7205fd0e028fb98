// The template game (games/template_game.hpp), noughts and crosses: a new game starts as a copy
// of it, so it must stay a complete, correct game with every hook left at its default.
#include <catch2/catch.hpp>

#include "boardgames/games/template_game.hpp"
#include "boardgames/play/match_model.hpp"

using namespace boardgames;

namespace {

TemplateGame::State position(std::string_view text) {
    auto state = TemplateGame::parse_position(text);
    INFO(text);
    REQUIRE(state);
    return *state;
}

std::vector<std::string> moves_of(const TemplateGame::State& state) {
    const GameInfo info = game_info<TemplateGame>();
    auto match = info.new_match(info, TemplateGame::format_position(state));
    REQUIRE(match);
    return (*match)->legal_moves();
}

}  // namespace

TEST_CASE("template: declares every hook it writes, and no more", "[template]") {
    STATIC_REQUIRE(declares_its_hooks<TemplateGame>());
}

TEST_CASE("template: perft from the empty board is 9, 72, 504, 3024, 15120", "[template]") {
    PositionHistory history;
    const auto start = TemplateGame::start_state();
    history.push(TemplateGame::key(start));
    CHECK(perft<TemplateGame>(start, history, 1) == 9);
    CHECK(perft<TemplateGame>(start, history, 2) == 72);
    CHECK(perft<TemplateGame>(start, history, 3) == 504);
    CHECK(perft<TemplateGame>(start, history, 4) == 3024);
    // Some games end at the fifth mark (three in a row by X): 15120 sequences all the same.
    CHECK(perft<TemplateGame>(start, history, 5) == 15120);
}

TEST_CASE("template: a move marks an empty square, written b2-b2", "[template]") {
    const auto moves = moves_of(position("X2/1O1/3 X"));
    CHECK(moves.size() == 7);
    CHECK(std::count(moves.begin(), moves.end(), "b2-b2") == 0);
    CHECK(std::count(moves.begin(), moves.end(), "c3-c3") == 1);
}

TEST_CASE("template: three in a row wins, a full board without one draws", "[template]") {
    const Outcome row = outcome<TemplateGame>(position("XXX/OO1/3 O"), PositionHistory{});
    CHECK(row == Outcome::win(TemplateGame::Crosses, "three in a row"));
    const Outcome diagonal = outcome<TemplateGame>(position("O1X/1XO/X2 O"), PositionHistory{});
    CHECK(diagonal.winner == TemplateGame::Crosses);
    const Outcome full = outcome<TemplateGame>(position("XOX/XOO/OXX O"), PositionHistory{});
    CHECK(full == Outcome::draw("the board is full"));
}

TEST_CASE("template: a position whose marks the turns cannot give is refused", "[template]") {
    CHECK_FALSE(TemplateGame::parse_position("XX1/3/3 O"));
    CHECK_FALSE(TemplateGame::parse_position("X2/3/3 X"));
    CHECK_FALSE(TemplateGame::parse_position("3/3/3 Z"));
    CHECK_FALSE(TemplateGame::parse_position("3/3/3"));
    CHECK(TemplateGame::parse_position("X2/3/3 O"));
}

TEST_CASE("template: the computer, with no evaluation, still takes a win and blocks a loss",
          "[template]") {
    const GameInfo info = game_info<TemplateGame>();
    auto win = info.new_match(info, "XX1/OO1/3 X");
    REQUIRE(win);
    CHECK((*win)->choose_move(info.level_limits(5, 1), nullptr, nullptr, {}) == "c3-c3");
    auto block = info.new_match(info, "XX1/O2/3 O");
    REQUIRE(block);
    CHECK((*block)->choose_move(info.level_limits(5, 1), nullptr, nullptr, {}) == "c3-c3");
}
