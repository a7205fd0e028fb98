// Táctica "S": one test per clause of docs/rules/tactica.md, each on a concrete position.
// Position strings run from rank 8 (White's back rank) down to rank 1 (Black's), files a to h
// left to right; Black's pieces are C H S, White's c h s; a stop is `*` and the letter of the
// piece it was (`*c`, a white cross captured, is Black's); then the side to move (b or w) and,
// under a move limit, the moves played and the limit.
//
//     a b c d e f g h
//   8 c h s c c s h c   8   White
//   7 . . . . . . . .   7
//   ...
//   2 . . . . . . . .   2
//   1 C H S C C S H C   1   Black (moves first)
//     a b c d e f g h
//
// North is towards rank 8, east towards file h.
#include <algorithm>
#include <catch2/catch.hpp>

#include "boardgames/games/tactica.hpp"
#include "support.hpp"

using namespace boardgames;
using boardgames::testing::check_perft;
using boardgames::testing::contains;
using boardgames::testing::legal;
using boardgames::testing::moves_from;
using boardgames::testing::play;
using boardgames::testing::result_of;
using Strings = std::vector<std::string>;

namespace {
// The position after `moves` from `position`.
std::string after(const std::string& position, const std::string& moves) {
    return play("tactica", position, moves)->position();
}
}  // namespace

// ---- the start ----

TEST_CASE("tactica: the start of the rulebook, Black to move", "[tactica][position]") {
    const auto match = play("tactica", "");
    CHECK(match->position() == "chsccshc/8/8/8/8/8/8/CHSCCSHC b");
    CHECK(match->start_position() == "chsccshc/8/8/8/8/8/8/CHSCCSHC b");
    CHECK(match->mover_name() == "black");
    CHECK(result_of(*match) == "ongoing");
    // The string round-trips through a match started from it.
    CHECK(play("tactica", "chsccshc/8/8/8/8/8/8/CHSCCSHC b")->position() ==
          "chsccshc/8/8/8/8/8/8/CHSCCSHC b");
    CHECK(match->legal_moves().size() == 64);
}

// ---- capturing: a. enclosing ----

TEST_CASE("tactica: enclosing captures northward", "[tactica][capture]") {
    // e1 slides to e4: e5 (white) is enclosed against e6 (black).
    const auto match = play("tactica", "8/8/4C3/4c3/8/8/8/4C2c b");
    CHECK(moves_from(match->legal_moves(), "e1") ==
          Strings{"e1-a1", "e1-b1", "e1-c1", "e1-d1", "e1-e2", "e1-e3", "e1-f1", "e1-g1", "e1Xe4"});
    match->play("e1Xe4");
    CHECK(match->position() == "8/8/4C3/4*c3/4C3/8/8/7c w");
}

TEST_CASE("tactica: enclosing captures eastward", "[tactica][capture]") {
    // a4 slides to e4: f4 (white) is enclosed against g4 (black).
    CHECK(contains(legal("tactica", "7c/8/8/8/C4cC1/8/8/8 b"), "a4Xe4"));
    CHECK(after("7c/8/8/8/C4cC1/8/8/8 b", "a4Xe4") == "7c/8/8/8/4C*cC1/8/8/8 w");
}

TEST_CASE("tactica: enclosing captures southward", "[tactica][capture]") {
    // e5 steps to e4: e3 (white) is enclosed against e2 (black).
    CHECK(contains(legal("tactica", "7c/8/8/4C3/8/4c3/4C3/8 b"), "e5Xe4"));
    CHECK(after("7c/8/8/4C3/8/4c3/4C3/8 b", "e5Xe4") == "7c/8/8/8/4C3/4*c3/4C3/8 w");
}

TEST_CASE("tactica: enclosing captures westward", "[tactica][capture]") {
    // h4 slides to d4: c4 (white) is enclosed against b4 (black).
    CHECK(contains(legal("tactica", "7c/8/8/8/1Cc4C/8/8/8 b"), "h4Xd4"));
    CHECK(after("7c/8/8/8/1Cc4C/8/8/8 b", "h4Xd4") == "7c/8/8/8/1C*cC4/8/8/8 w");
}

TEST_CASE("tactica: lots in a row: a line of enemies ended by a friend is taken whole",
          "[tactica][capture]") {
    // a4 slides to d4: e4, f4, g4 (white) lie between it and h4 (black): all three are taken.
    CHECK(contains(legal("tactica", "7c/8/8/8/C3ccsC/8/8/8 b"), "a4Xd4"));
    CHECK(after("7c/8/8/8/C3ccsC/8/8/8 b", "a4Xd4") == "7c/8/8/8/3C*c*c*sC/8/8/8 w");
}

TEST_CASE("tactica: a line ended by a stop the mover owns captures", "[tactica][capture]") {
    // f4 is a white horse Black captured earlier: a friend of Black's, it ends the line e4.
    CHECK(contains(legal("tactica", "7c/8/8/8/C3c*h2/8/8/8 b"), "a4Xd4"));
    CHECK(after("7c/8/8/8/C3c*h2/8/8/8 b", "a4Xd4") == "7c/8/8/8/3C*c*h2/8/8/8 w");
}

TEST_CASE("tactica: a line ended by an opponent's stop captures nothing", "[tactica][capture]") {
    // h4 is a black horse White captured: an enemy of Black's, not a friend; the line g4 h4
    // then meets the edge.
    const Strings moves = legal("tactica", "7c/8/8/8/C5c*H/8/8/8 b");
    CHECK(contains(moves, "a4-f4"));
    CHECK_FALSE(contains(moves, "a4Xf4"));
    CHECK(after("7c/8/8/8/C5c*H/8/8/8 b", "a4-f4") == "7c/8/8/8/5Cc*H/8/8/8 w");
    // The same with an empty square after the stop.
    CHECK(after("7c/8/8/8/C4c*H1/8/8/8 b", "a4-e4") == "7c/8/8/8/4Cc*H1/8/8/8 w");
}

TEST_CASE("tactica: a line ended by the edge or an empty square captures nothing",
          "[tactica][capture]") {
    // The edge: a4 to g4, h4 (white) has the edge behind it.
    CHECK(moves_from(legal("tactica", "7c/8/8/8/C6c/8/8/8 b"), "a4") ==
          Strings{"a4-a1", "a4-a2", "a4-a3", "a4-a5", "a4-a6", "a4-a7", "a4-a8", "a4-b4", "a4-c4",
                  "a4-d4", "a4-e4", "a4-f4", "a4-g4"});
    CHECK(after("7c/8/8/8/C6c/8/8/8 b", "a4-g4") == "7c/8/8/8/6Cc/8/8/8 w");
    // An empty square: a4 to e4, f4 (white) has g4 empty behind it.
    CHECK(after("7c/8/8/8/C4c2/8/8/8 b", "a4-e4") == "7c/8/8/8/4Cc2/8/8/8 w");
}

// ---- capturing: b. intervention ----

TEST_CASE("tactica: intervention captures on the north-south axis", "[tactica][capture]") {
    // a4 slides to e4 between e5 and e3 (white; nothing behind either): both are taken.
    CHECK(contains(legal("tactica", "7c/8/8/4c3/C7/4c3/8/8 b"), "a4Xe4"));
    CHECK(after("7c/8/8/4c3/C7/4c3/8/8 b", "a4Xe4") == "7c/8/8/4*c3/4C3/4*c3/8/8 w");
}

TEST_CASE("tactica: intervention captures on the east-west axis", "[tactica][capture]") {
    // e1 slides to e4 between d4 and f4 (white): both are taken.
    CHECK(legal("tactica", "7c/8/8/8/3c1c2/8/8/4C3 b") ==
          Strings{"e1-a1", "e1-b1", "e1-c1", "e1-d1", "e1-e2", "e1-e3", "e1-e5", "e1-e6", "e1-e7",
                  "e1-e8", "e1-f1", "e1-g1", "e1-h1", "e1Xe4"});
    CHECK(after("7c/8/8/8/3c1c2/8/8/4C3 b", "e1Xe4") == "7c/8/8/8/3*cC*c2/8/8/8 w");
}

TEST_CASE("tactica: four at once: intervention on both axes", "[tactica][capture]") {
    // The star slides a8 to e4, into the middle of e5, f4, e3, d4 (white): all four are taken.
    CHECK(contains(legal("tactica", "S6c/8/8/4c3/3h1s2/4c3/8/8 b"), "a8Xe4"));
    CHECK(after("S6c/8/8/4c3/3h1s2/4c3/8/8 b", "a8Xe4") == "7c/8/8/4*c3/3*hS*s2/4*c3/8/8 w");
}

// ---- captures are orthogonal, and only by the piece moved ----

TEST_CASE("tactica: a diagonal enclosure or intervention captures nothing", "[tactica][capture]") {
    // The horse slides b1 to e4: f5 (white) lies diagonally between it and g6 (black), and d5
    // and f3 (white) flank it diagonally. Nothing is taken.
    const Strings moves = legal("tactica", "7c/8/6C1/3c1c2/8/5c2/8/1H6 b");
    CHECK(contains(moves, "b1-e4"));
    CHECK_FALSE(contains(moves, "b1Xe4"));
    CHECK(after("7c/8/6C1/3c1c2/8/5c2/8/1H6 b", "b1-e4") == "7c/8/6C1/3c1c2/4H3/5c2/8/8 w");
}

TEST_CASE("tactica: a horse that moved diagonally captures orthogonally where it lands",
          "[tactica][capture]") {
    // The horse slides b1 to e4: e5 (white) is enclosed against e6 (black).
    CHECK(moves_from(legal("tactica", "7c/8/4C3/4c3/8/8/8/1H6 b"), "b1") ==
          Strings{"b1-a2", "b1-c2", "b1-d3", "b1-f5", "b1-g6", "b1-h7", "b1Xe4"});
    CHECK(after("7c/8/4C3/4c3/8/8/8/1H6 b", "b1Xe4") == "7c/8/4C3/4*c3/4H3/8/8/8 w");
}

TEST_CASE("tactica: only the piece just moved captures", "[tactica][capture]") {
    // e1 to e4 takes d4 and f4 by intervention. The new stop on d4 is Black's, so d5 (white)
    // now lies between d4 and d6 (black): an enclosure the move formed, but not one of the
    // piece moved, so d5 stays.
    CHECK(after("7c/8/3C4/3c4/3c1c2/8/8/4C3 b", "e1Xe4") == "7c/8/3C4/3c4/3*cC*c2/8/8/8 w");
    // b2 (white) already stands between b1 and b3 (black): another black move leaves it.
    CHECK(after("7c/8/8/8/8/1C6/1c6/1C5C b", "h1-h2") == "7c/8/8/8/8/1C6/1c5C/1C6 w");
}

// ---- what a capture does ----

TEST_CASE("tactica: a captured piece becomes a stop of the capturer, which cannot move",
          "[tactica][capture][stop]") {
    // White's a4 slides to d4: e4 (black) is enclosed against f4 (white) and becomes *C, a
    // stop of White's.
    const auto match = play("tactica", "C7/8/8/8/c3Cc2/8/8/8 w");
    CHECK(contains(match->legal_moves(), "a4Xd4"));
    match->play("a4Xd4");
    CHECK(match->position() == "C7/8/8/8/3c*Cc2/8/8/8 b");
    // The stop cannot move: Black's only moves are a8's.
    CHECK(match->legal_moves() == Strings{"a8-a1", "a8-a2", "a8-a3", "a8-a4", "a8-a5", "a8-a6",
                                          "a8-a7", "a8-b8", "a8-c8", "a8-d8", "a8-e8", "a8-f8",
                                          "a8-g8", "a8-h8"});
}

TEST_CASE("tactica: a captured stop of the opponent's is released to the mover, its kind again",
          "[tactica][capture][stop]") {
    // a4 slides to c4: d4 (white) and e4 (a black horse White captured) lie between it and f4.
    // d4 becomes Black's stop, e4 a black horse again, free to move.
    const auto match = play("tactica", "7c/8/8/8/C2c*HC2/8/8/8 b");
    CHECK(contains(match->legal_moves(), "a4Xc4"));
    match->play("a4Xc4");
    CHECK(match->position() == "7c/8/8/8/2C*cHC2/8/8/8 w");
    match->play("h8-h7");
    CHECK(moves_from(match->legal_moves(), "e4") == Strings{"e4-a8", "e4-b1", "e4-b7", "e4-c2",
                                                            "e4-c6", "e4-d3", "e4-d5", "e4-f3",
                                                            "e4-f5", "e4-g2", "e4-g6", "e4-h1"});
}

TEST_CASE("tactica: a stop released by a move does not help capture in the same move",
          "[tactica][capture][stop]") {
    // d1 to d4 releases c4 (a black cross, between d4 and b4). Released, c4 would enclose c5
    // (white) against c6, but captures are found on the board as it stood right after the
    // move: c5 stays.
    CHECK(after("7c/8/2C5/2c5/1C*C5/8/8/3C4 b", "d1Xd4") == "7c/8/2C5/2c5/1CCC4/8/8/8 w");
    // And the stop counts as the enemy it still was: c4 (White's stop) and e4 (white) flank
    // d4, so e4 is taken by intervention while c4 is released.
    CHECK(after("7c/8/8/8/1C*C1c3/8/8/3C4 b", "d1Xd4") == "7c/8/8/8/1CCC*c3/8/8/8 w");
}

TEST_CASE("tactica: a piece that moves between enemies is not captured", "[tactica][capture]") {
    // d1 to d4: the black pair d4 e4 stands between c4 and f4 (white). Black captures nothing
    // (c4 has b4 empty behind it) and is not captured: only the piece moved captures.
    const auto match = play("tactica", "7c/8/8/8/2c1Cc2/8/8/3C4 b");
    CHECK(contains(match->legal_moves(), "d1-d4"));
    match->play("d1-d4");
    CHECK(match->position() == "7c/8/8/8/2cCCc2/8/8/8 w");
    // Flanked on one axis by enemies, the mover takes them (intervention) and stays.
    CHECK(after("7c/8/8/8/3c1c2/8/8/4C3 b", "e1Xe4") == "7c/8/8/8/3*cC*c2/8/8/8 w");
}

// ---- moving ----

TEST_CASE("tactica: a cross slides orthogonally", "[tactica][move]") {
    CHECK(legal("tactica", "7c/8/8/8/3C4/8/8/8 b") ==
          Strings{"d4-a4", "d4-b4", "d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-d6", "d4-d7",
                  "d4-d8", "d4-e4", "d4-f4", "d4-g4", "d4-h4"});
}

TEST_CASE("tactica: a horse slides diagonally", "[tactica][move]") {
    // h8 (white) stops the north-east diagonal at g7.
    CHECK(legal("tactica", "7c/8/8/8/3H4/8/8/8 b") == Strings{"d4-a1", "d4-a7", "d4-b2", "d4-b6",
                                                              "d4-c3", "d4-c5", "d4-e3", "d4-e5",
                                                              "d4-f2", "d4-f6", "d4-g1", "d4-g7"});
}

TEST_CASE("tactica: a star slides in all eight directions", "[tactica][move]") {
    CHECK(legal("tactica", "7c/8/8/8/3S4/8/8/8 b") ==
          Strings{"d4-a1", "d4-a4", "d4-a7", "d4-b2", "d4-b4", "d4-b6", "d4-c3", "d4-c4", "d4-c5",
                  "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-d6", "d4-d7", "d4-d8", "d4-e3", "d4-e4",
                  "d4-e5", "d4-f2", "d4-f4", "d4-f6", "d4-g1", "d4-g4", "d4-g7", "d4-h4"});
}

TEST_CASE("tactica: pieces and stops end a slide, and stops never move", "[tactica][move]") {
    // The star on d4: c5 (white) shuts the north-west, b4 (Black's stop) and f4 (White's stop)
    // end the west and east after one square, b2 and d2 (black) the south-west and south.
    // Neither stop has a move.
    CHECK(legal("tactica", "7c/8/8/2c5/1*c1S1*C2/8/1H1C4/8 b") ==
          Strings{"b2-a1", "b2-a3", "b2-c1", "b2-c3", "d2-c2", "d2-d1", "d2-d3", "d2-e2", "d2-f2",
                  "d2-g2", "d2-h2", "d4-c3", "d4-c4", "d4-d3", "d4-d5", "d4-d6", "d4-d7", "d4-d8",
                  "d4-e3", "d4-e4", "d4-e5", "d4-f2", "d4-f6", "d4-g1", "d4-g7"});
}

// ---- the end ----

TEST_CASE("tactica: a side to move with no legal move loses: blocked", "[tactica][end]") {
    // a1 (black) is walled in by a2 and b1 (white).
    const auto walled = play("tactica", "7c/8/8/8/8/8/c7/Cc6 b");
    CHECK(walled->legal_moves().empty());
    CHECK(result_of(*walled) == "white wins (blocked: no legal move)");
    // White's g1-b1 closes the wall.
    const auto closing = play("tactica", "8/8/8/8/8/8/c7/C5c1 w");
    CHECK(result_of(*closing) == "ongoing");
    closing->play("g1-b1");
    CHECK(closing->position() == "8/8/8/8/8/8/c7/Cc6 b");
    CHECK(result_of(*closing) == "white wins (blocked: no legal move)");
    // Stops alone cannot move: every black piece captured.
    CHECK(result_of(*play("tactica", "7c/8/8/8/8/8/8/*c7 b")) ==
          "white wins (blocked: no legal move)");
}

TEST_CASE("tactica: a move that recreates an earlier position is illegal", "[tactica][end]") {
    // After a1-a2 h8-h7 a2-a1, White's h7-h8 would bring back the start, Black to move.
    const auto match = play("tactica", "", "a1-a2 h8-h7 a2-a1");
    CHECK(match->position() == "chsccsh1/7c/8/8/8/8/8/CHSCCSHC w");
    CHECK(moves_from(match->legal_moves(), "h7") == Strings{"h7-a7", "h7-b7", "h7-c7", "h7-d7",
                                                            "h7-e7", "h7-f7", "h7-g7", "h7-h2",
                                                            "h7-h3", "h7-h4", "h7-h5", "h7-h6"});
    CHECK(match->constraint_note() == "h7-h8 is barred: it would repeat an earlier position");
    const auto refused = match->play("h7-h8");
    REQUIRE_FALSE(refused.ok());
    CHECK_THAT(refused.error(), Catch::Contains("repeats an earlier position"));
    CHECK(refused.error() == "'h7-h8' is illegal: that move repeats an earlier position");
    // From the same board without that history, h7-h8 is legal.
    CHECK(contains(legal("tactica", "chsccsh1/7c/8/8/8/8/8/CHSCCSHC w"), "h7-h8"));
}

TEST_CASE("tactica: a side whose every move would repeat a position loses", "[tactica][end]") {
    // Black's cross shuttles on a1 a2 a3 (walled by its stops a4 b1 b2 b3), White's on h8 h7
    // h6 (walled by its stops g8 g7 g6 h5). After twelve moves Black is on a3 and White back
    // on h8: a3-a1 would recreate the position after move 7, a3-a2 the one after move 1.
    const std::string start = "6*Cc/6*H1/6*S1/7*C/*c7/1*c6/1*h6/C*s6 b";
    const std::string moves = "a1-a2 h8-h7 a2-a3 h7-h6 a3-a2 h6-h8 a2-a1 h8-h7 a1-a2 h7-h6 a2-a3";
    const auto match = play("tactica", start, moves);
    CHECK(match->legal_moves() == Strings{"h6-h7", "h6-h8"});
    match->play("h6-h8");
    CHECK(match->position() == "6*Cc/6*H1/6*S1/7*C/*c7/C*c6/1*h6/1*s6 b");
    CHECK(match->legal_moves().empty());
    CHECK(result_of(*match) == "white wins (every move would repeat a position)");
    // Without the history the same board has both moves.
    CHECK(legal("tactica", "6*Cc/6*H1/6*S1/7*C/*c7/C*c6/1*h6/1*s6 b") == Strings{"a3-a1", "a3-a2"});
}

TEST_CASE("tactica: the move limit: the side owning more stops wins", "[tactica][end][limit]") {
    // The 10th move of 10 takes e4: Black owns one stop, White none.
    const auto match = play("tactica", "7c/8/8/8/C3cC2/8/8/8 b 9 10");
    CHECK(result_of(*match) == "ongoing");
    match->play("a4Xd4");
    CHECK(match->position() == "7c/8/8/8/3C*cC2/8/8/8 w 10 10");
    CHECK(result_of(*match) == "black wins (move limit: more stops)");
    CHECK(match->legal_moves().empty());
}

TEST_CASE("tactica: the move limit: a last move leaving only repetitions wins as a block",
          "[tactica][end][limit][repetition]") {
    // The shuttle of "every move would repeat a position" with a limit of 12: White's 12th
    // move leaves Black only moves that repeat, which the rules count as no legal move, so it
    // wins like a block although the stops are equal (4 each).
    const std::string start = "6*Cc/6*H1/6*S1/7*C/*c7/1*c6/1*h6/C*s6 b 0 12";
    const std::string moves =
        "a1-a2 h8-h7 a2-a3 h7-h6 a3-a2 h6-h8 a2-a1 h8-h7 a1-a2 h7-h6 a2-a3 h6-h8";
    const auto match = play("tactica", start, moves);
    CHECK(match->position() == "6*Cc/6*H1/6*S1/7*C/*c7/C*c6/1*h6/1*s6 b 12 12");
    CHECK(result_of(*match) == "white wins (every move would repeat a position)");
    // Without the history the same last position is scored on stops: equal, a draw.
    CHECK(result_of(*play("tactica", "6*Cc/6*H1/6*S1/7*C/*c7/C*c6/1*h6/1*s6 b 12 12")) ==
          "draw (move limit: equal stops)");
}

TEST_CASE("tactica: the move limit: equal stops draw", "[tactica][end][limit]") {
    // One stop each (a8 White's, a1 Black's) after the 10th move.
    const auto match = play("tactica", "*C6c/8/8/8/C7/8/8/*c7 b 9 10");
    match->play("a4-b4");
    CHECK(match->position() == "*C6c/8/8/8/1C6/8/8/*c7 w 10 10");
    CHECK(result_of(*match) == "draw (move limit: equal stops)");
    CHECK(match->legal_moves().empty());
}

TEST_CASE("tactica: the move limit: a block on the last move still wins as a block",
          "[tactica][end][limit]") {
    // Black owns two stops, White none, but White's 10th move blocks a1: White wins.
    const auto match = play("tactica", "*c*s6/8/8/8/8/8/c7/C5c1 w 9 10");
    match->play("g1-b1");
    CHECK(match->position() == "*c*s6/8/8/8/8/8/c7/Cc6 b 10 10");
    CHECK(result_of(*match) == "white wins (blocked: no legal move)");
}

// ---- position strings ----

TEST_CASE("tactica: a limit position string round trips and counts the moves",
          "[tactica][position][limit]") {
    const auto match = play("tactica", "chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 200");
    CHECK(match->position() == "chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 200");
    match->play("a1-a2");
    CHECK(match->position() == "chsccshc/8/8/8/8/8/C7/1HSCCSHC w 1 200");
    match->play("h8-h7");
    CHECK(match->position() == "chsccsh1/7c/8/8/8/8/C7/1HSCCSHC b 2 200");
    // The option `limit` puts the count and the limit in the start; without it there is none.
    const GameInfo* info = find_game("tactica");
    REQUIRE(info != nullptr);
    const std::vector<int> limit{200};
    CHECK(info->start_position(-1, limit) == "chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 200");
    CHECK(info->start_position(-1, info->default_options()) == "chsccshc/8/8/8/8/8/8/CHSCCSHC b");
    // Stops of both colours round-trip too.
    for (const char* position : {"7c/8/8/4*c3/3*hS*s2/4*c3/8/8 w", "C7/8/8/8/3c*Cc2/8/8/8 b",
                                 "6*Cc/6*H1/6*S1/7*C/*c7/1*c6/1*h6/C*s6 b 12 9999"}) {
        INFO(position);
        const auto parsed = Tactica::parse_position(position);
        REQUIRE(parsed.ok());
        CHECK(Tactica::format_position(*parsed) == position);
    }
}

TEST_CASE("tactica: malformed position strings are refused with the reason",
          "[tactica][position]") {
    const auto refused = [](const char* text) { return Tactica::parse_position(text).error(); };
    CHECK(refused("chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 0") ==
          "the move limit must be a count from 1 to 9999, not '0'");
    CHECK(refused("chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 10000") ==
          "the move limit must be a count from 1 to 9999, not '10000'");
    CHECK(refused("chsccshc/8/8/8/8/8/8/CHSCCSHC b 201 200") ==
          "the moves played must be a count no larger than the limit, not '201'");
    CHECK(refused("chsccshc/8/8/8/8/8/8/CHSCCSHC b 0") ==
          "expected 2 or 4 space-separated fields, found 3");
    CHECK(refused("chsccshc/8/8/8/8/8/C7/CHSCCSHC b") ==
          "black has 5 crosses (stops included); a side has 4");
    // A captured black cross is still one of Black's four.
    CHECK(refused("chsccshc/8/8/8/8/8/*C7/CHSCCSHC b") ==
          "black has 5 crosses (stops included); a side has 4");
    CHECK(refused("chsccshc/8/8/8/8/8/8/CHSCCSHC x") == "side to move must be 'b' or 'w', not 'x'");
    CHECK(refused("chsccshc/8/8/8/8/8/8/CHSCCSH* b") == "unknown piece '*' in rank 1");
    // Through the registry the match is not created.
    const GameInfo* info = find_game("tactica");
    REQUIRE(info != nullptr);
    CHECK_FALSE(info->new_match(*info, "chsccshc/8/8/8/8/8/8/CHSCCSHC b 0 0").ok());
}

// ---- notation ----

TEST_CASE("tactica: notation: X for a capture, - for a quiet move", "[tactica][notation]") {
    const auto match = play("tactica", "7c/8/8/8/3c1c2/8/8/4C3 b");
    const Strings moves = match->legal_moves();
    CHECK(contains(moves, "e1Xe4"));
    CHECK_FALSE(contains(moves, "e1-e4"));
    CHECK(contains(moves, "e1-e3"));
    CHECK_FALSE(contains(moves, "e1Xe3"));
    CHECK(match->resolve("e1Xe4").value() == "e1Xe4");
    CHECK(match->resolve("e1-e3").value() == "e1-e3");
    match->play("e1Xe4");
    CHECK(match->record() == Strings{"e1Xe4"});
}

// ---- reference figures ----

TEST_CASE("tactica: perft from the start matches the rulebook", "[tactica][perft]") {
    check_perft("tactica", {64, 3836, 246026, 15070258});
}

TEST_CASE("tactica: an illegal slide is refused with the rule it breaks", "[tactica][notation]") {
    // Black: a cross on d4, a horse on f4, a stop (a captured white cross) on b2; White: h8.
    const auto match = play("tactica", "7c/8/8/8/3C1H2/8/1*c6/8 b");
    const auto reason = [&](const std::string& move) { return testing::why_refused(*match, move); };
    CHECK(reason("d4-e5") == "a cross slides along ranks and files, never diagonally");
    CHECK(reason("f4-f6") == "a horse slides along diagonals only");
    CHECK(reason("d4-g4") == "f4 is in the way: a piece never passes over another");
    CHECK(reason("d4-e6") ==
          "d4 to e6 is not a straight line: pieces slide along ranks, files and diagonals");
    CHECK(reason("b2-b5") == "b2 is a stop: a captured piece never moves");
}
