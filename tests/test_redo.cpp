// Redo: one test per clause of docs/rules/redo.md, each on a concrete position.
// Position strings run from rank 8 (Red's back rank) down to rank 1 (White's), files a to g
// left to right; a White disc is w, a White tower W, a Red disc r, a Red tower R; then the side
// to move (w or r), the passes just made in a row (0..2) and the moves without a conversion
// (0..40).
//
//     a b c d e f g
//   8 r r r r r r r   8   Red (moves down, towards rank 1)
//   7 r r r r r r r   7
//   6 . . . . . . .   6
//   ...
//   2 w w w w w w w   2
//   1 w w w w w w w   1   White (moves up, towards rank 8; moves first)
//     a b c d e f g
//
// North is towards rank 8, east towards file g. White's forward is north, its left west; Red's
// forward is south, its left east. A conversion zone: left, right, forward-left, forward,
// forward-right of the square a piece lands on.
#include <algorithm>
#include <catch2/catch.hpp>

#include "boardgames/games/redo.hpp"
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
    return play("redo", position, moves)->position();
}

// The result of the match from `position` after `moves`.
std::string result_after(const std::string& position, const std::string& moves = "") {
    return result_of(*play("redo", position, moves));
}

// Why `move` is refused from `position` (empty when it is played).
std::string refusal(const std::string& position, const std::string& move) {
    const auto match = play("redo", position);
    const auto played = match->play(move);
    return played.ok() ? std::string{} : played.error();
}
}  // namespace

// ---- the start ----

TEST_CASE("redo: the start: fourteen discs a side on the two back ranks, White to move",
          "[redo][position]") {
    const auto match = play("redo", "");
    CHECK(match->position() == "rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww w 0 0");
    CHECK(match->start_position() == "rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww w 0 0");
    CHECK(match->mover_name() == "white");
    CHECK_THAT(match->standing(), Catch::StartsWith("white 14, red 14;"));
    CHECK(result_of(*match) == "ongoing");
    // Rank 2's discs step, rank 1's promote onto them (the double step is blocked).
    CHECK(match->legal_moves() ==
          Strings{"a1+a2", "a1+b2", "a2-a3", "a2-b3", "b1+a2", "b1+b2", "b1+c2", "b2-a3",
                  "b2-b3", "b2-c3", "c1+b2", "c1+c2", "c1+d2", "c2-b3", "c2-c3", "c2-d3",
                  "d1+c2", "d1+d2", "d1+e2", "d2-c3", "d2-d3", "d2-e3", "e1+d2", "e1+e2",
                  "e1+f2", "e2-d3", "e2-e3", "e2-f3", "f1+e2", "f1+f2", "f1+g2", "f2-e3",
                  "f2-f3", "f2-g3", "g1+f2", "g1+g2", "g2-f3", "g2-g3"});
    // Red's first moves mirror White's.
    const Strings red = legal("redo", "", "d2-d3");
    CHECK(red.size() == 38);
    CHECK(contains(red, "d7-d6"));
    CHECK(contains(red, "d8+d7"));
    CHECK_FALSE(contains(red, "d7-d8"));
}

// ---- conversion: the five squares of the zone, White (forward is north) ----

TEST_CASE("redo: conversion: White's left (west) turns", "[redo][conversion]") {
    // d3-d4: c4 (red) is left of d4. g8 (red) looks on.
    const std::string position = "6r/7/7/7/2r4/3w3/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3-e4", "d3Xd4"});
    const auto match = play("redo", position, "d3Xd4");
    CHECK(match->position() == "6r/7/7/7/2ww3/7/7/7 r 0 0");
    CHECK_THAT(match->standing(), Catch::StartsWith("white 2, red 1;"));
}

TEST_CASE("redo: conversion: White's right (east) turns", "[redo][conversion]") {
    // d3-d4: e4 (red) is right of d4; d3-c4 lands beyond its reach.
    const std::string position = "6r/7/7/7/4r2/3w3/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3-c4", "d3Xd4"});
    CHECK(after(position, "d3Xd4") == "6r/7/7/7/3ww2/7/7/7 r 0 0");
}

TEST_CASE("redo: conversion: White's forward-left (north-west) turns", "[redo][conversion]") {
    // c5 (red) is forward-left of d4, forward of c4; not in e4's zone.
    const std::string position = "6r/7/7/2r4/7/3w3/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3-e4", "d3Xc4", "d3Xd4"});
    CHECK(after(position, "d3Xd4") == "6r/7/7/2w4/3w3/7/7/7 r 0 0");
}

TEST_CASE("redo: conversion: White's forward (north) turns", "[redo][conversion]") {
    // d5 (red) is forward of d4, forward-right of c4, forward-left of e4.
    const std::string position = "6r/7/7/3r3/7/3w3/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3Xc4", "d3Xd4", "d3Xe4"});
    CHECK(after(position, "d3Xd4") == "6r/7/7/3w3/3w3/7/7/7 r 0 0");
}

TEST_CASE("redo: conversion: White's forward-right (north-east) turns", "[redo][conversion]") {
    // e5 (red) is forward-right of d4, forward of e4; not in c4's zone.
    const std::string position = "6r/7/7/4r2/7/3w3/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3-c4", "d3Xd4", "d3Xe4"});
    CHECK(after(position, "d3Xd4") == "6r/7/7/4w2/3w3/7/7/7 r 0 0");
}

// ---- conversion: Red (forward is south, its left east) ----

TEST_CASE("redo: conversion: Red's left (east) turns", "[redo][conversion]") {
    // d6-d5: e5 (white) is Red's left of d5. a1 (white) looks on.
    const std::string position = "7/7/3r3/4w2/7/7/7/w6 r 0 0";
    CHECK(legal("redo", position) == Strings{"d6-c5", "d6Xd5"});
    CHECK(after(position, "d6Xd5") == "7/7/7/3rr2/7/7/7/w6 w 0 0");
}

TEST_CASE("redo: conversion: Red's right (west) turns", "[redo][conversion]") {
    const std::string position = "7/7/3r3/2w4/7/7/7/w6 r 0 0";
    CHECK(legal("redo", position) == Strings{"d6-e5", "d6Xd5"});
    CHECK(after(position, "d6Xd5") == "7/7/7/2rr3/7/7/7/w6 w 0 0");
}

TEST_CASE("redo: conversion: Red's forward-left (south-east) turns", "[redo][conversion]") {
    // e4 (white) is forward-left of d5 and forward of e5; not in c5's zone.
    const std::string position = "7/7/3r3/7/4w2/7/7/w6 r 0 0";
    CHECK(legal("redo", position) == Strings{"d6-c5", "d6Xd5", "d6Xe5"});
    CHECK(after(position, "d6Xd5") == "7/7/7/3r3/4r2/7/7/w6 w 0 0");
}

TEST_CASE("redo: conversion: Red's forward (south) turns", "[redo][conversion]") {
    const std::string position = "7/7/3r3/7/3w3/7/7/w6 r 0 0";
    CHECK(legal("redo", position) == Strings{"d6Xc5", "d6Xd5", "d6Xe5"});
    CHECK(after(position, "d6Xd5") == "7/7/7/3r3/3r3/7/7/w6 w 0 0");
}

TEST_CASE("redo: conversion: Red's forward-right (south-west) turns", "[redo][conversion]") {
    // c4 (white) is forward-right of d5 and forward of c5; not in e5's zone.
    const std::string position = "7/7/3r3/7/2w4/7/7/w6 r 0 0";
    CHECK(legal("redo", position) == Strings{"d6-e5", "d6Xc5", "d6Xd5"});
    CHECK(after(position, "d6Xd5") == "7/7/7/3r3/2r4/7/7/w6 w 0 0");
}

TEST_CASE("redo: conversion: pieces behind and diagonally behind are untouched",
          "[redo][conversion]") {
    // White c3-d4: d3 (red) is behind d4, e3 (red) diagonally behind: neither turns.
    const std::string white = "6r/7/7/7/7/2wrr2/7/7 w 0 0";
    CHECK(legal("redo", white) == Strings{"c3-b4", "c3-c4", "c3-d4"});
    CHECK(after(white, "c3-d4") == "6r/7/7/7/3w3/3rr2/7/7 r 0 1");
    // Red e6-d5: d6 (white) is behind d5 for Red, c6 (white) diagonally behind.
    const std::string red = "7/7/2wwr2/7/7/7/7/w6 r 0 0";
    CHECK(legal("redo", red) == Strings{"e6-d5", "e6-e5", "e6-f5"});
    CHECK(after(red, "e6-d5") == "7/7/2ww3/3r3/7/7/7/w6 w 0 1");
}

TEST_CASE("redo: conversion: a tower is converted whole", "[redo][conversion]") {
    // White d3-d4: the red tower c4 becomes a white tower.
    const auto match = play("redo", "6r/7/7/7/2R4/3w3/7/7 w 0 0", "d3Xd4");
    CHECK(match->position() == "6r/7/7/7/2Ww3/7/7/7 r 0 0");
    CHECK_THAT(match->standing(), Catch::StartsWith("white 2, red 1;"));
    // Red d6-d5: the white tower e5 becomes a red tower.
    CHECK(after("7/7/3r3/4W2/7/7/7/w6 r 0 0", "d6Xd5") == "7/7/7/3rR2/7/7/7/w6 w 0 0");
}

TEST_CASE("redo: conversion: converted pieces do not convert others", "[redo][conversion]") {
    // d3-d4 turns c4; b4 (left of c4) and b5 (forward-left of c4) stay red.
    CHECK(after("6r/7/7/1r5/1rr4/3w3/7/7 w 0 0", "d3Xd4") == "6r/7/7/1r5/1rww3/7/7/7 r 0 0");
}

TEST_CASE("redo: conversion: only opposing pieces turn, own ones stay", "[redo][conversion]") {
    // d3-d4 beside a white disc (c4), a white tower (e4) and a red disc (d5): only d5 turns.
    CHECK(after("6r/7/7/3r3/2w1W2/3w3/7/7 w 0 0", "d3Xd4") == "6r/7/7/3w3/2wwW2/7/7/7 r 0 0");
}

// ---- a disc's moves ----

TEST_CASE("redo: a disc steps straight or diagonally forward only", "[redo][move]") {
    // White's d4 (forward north): never back to c3 d3 e3 nor sideways to c4 e4.
    CHECK(legal("redo", "r6/7/7/7/3w3/7/7/7 w 0 0") == Strings{"d4-c5", "d4-d5", "d4-e5"});
    // Red's d5 (forward south).
    CHECK(legal("redo", "7/7/7/3r3/7/7/7/6w r 0 0") == Strings{"d5-c4", "d5-d4", "d5-e4"});
    for (const char* move : {"d4-c4", "d4-e4", "d4-d3", "d4-c3", "d4-e3", "d4-d6", "d4-b6"}) {
        INFO(move);
        CHECK_THAT(refusal("r6/7/7/7/3w3/7/7/7 w 0 0", move), Catch::Contains("illegal"));
    }
    // A disc on the far rank has no move.
    CHECK(legal("redo", "3w3/7/7/7/7/7/7/R6 w 0 0") == Strings{"pass"});
}

TEST_CASE("redo: a disc never moves onto a tower or an opposing disc", "[redo][move]") {
    // d4's forward squares: c5 a red disc, d5 a red tower, e5 a white tower.
    const std::string position = "6r/7/7/2rRW2/3w3/7/7/7 w 0 0";
    CHECK(moves_from(legal("redo", position), "d4").empty());
    for (const char* move : {"d4-c5", "d4Xc5", "d4-d5", "d4+d5", "d4-e5", "d4+e5"}) {
        INFO(move);
        CHECK_THAT(refusal(position, move), Catch::Contains("illegal"));
    }
}

// ---- the double step ----

TEST_CASE("redo: a disc on the first rank may step two squares straight forward",
          "[redo][move][double]") {
    CHECK(legal("redo", "r6/7/7/7/7/7/7/3w3 w 0 0") == Strings{"d1-c2", "d1-d2", "d1-d3", "d1-e2"});
    CHECK(after("r6/7/7/7/7/7/7/3w3 w 0 0", "d1-d3") == "r6/7/7/7/7/3w3/7/7 r 0 1");
    // Red's first rank is rank 8.
    CHECK(legal("redo", "3r3/7/7/7/7/7/7/w6 r 0 0") == Strings{"d8-c7", "d8-d6", "d8-d7", "d8-e7"});
    // Straight only: no b3, f3 from d1 (the list above), no diagonal two from a corner.
    CHECK(legal("redo", "6r/7/7/7/7/7/7/w6 w 0 0") == Strings{"a1-a2", "a1-a3", "a1-b2"});
}

TEST_CASE("redo: a double step converts from where it lands", "[redo][move][double]") {
    // d1-d3: c3 (red) is left of d3.
    const std::string position = "r6/7/7/7/7/2r4/7/3w3 w 0 0";
    CHECK(legal("redo", position) == Strings{"d1-e2", "d1Xc2", "d1Xd2", "d1Xd3"});
    CHECK(after(position, "d1Xd3") == "r6/7/7/7/7/2ww3/7/7 r 0 0");
}

TEST_CASE("redo: the double step is blocked when either square is occupied",
          "[redo][move][double]") {
    // d2 occupied (a red disc): no double step, whatever d3.
    CHECK(legal("redo", "r6/7/7/7/7/7/3r3/3w3 w 0 0") == Strings{"d1Xc2", "d1Xe2"});
    // d2 an own disc: the promotion only.
    CHECK(legal("redo", "r6/7/7/7/7/7/3w3/3w3 w 0 0") ==
          Strings{"d1+d2", "d1-c2", "d1-e2", "d2-c3", "d2-d3", "d2-e3"});
    // d3 occupied (an own disc): the single steps only, and no promotion two squares away.
    CHECK(legal("redo", "r6/7/7/7/7/3w3/7/3w3 w 0 0") ==
          Strings{"d1-c2", "d1-d2", "d1-e2", "d3-c4", "d3-d4", "d3-e4"});
    CHECK_THAT(refusal("r6/7/7/7/7/3w3/7/3w3 w 0 0", "d1+d3"), Catch::Contains("illegal"));
    // d3 a red disc: no double step onto it.
    CHECK(legal("redo", "r6/7/7/7/7/3r3/7/3w3 w 0 0") == Strings{"d1Xc2", "d1Xd2", "d1Xe2"});
}

TEST_CASE("redo: no double step from other ranks", "[redo][move][double]") {
    // White on rank 2, Red on rank 7: one square only.
    CHECK(legal("redo", "r6/7/7/7/7/7/3w3/7 w 0 0") == Strings{"d2-c3", "d2-d3", "d2-e3"});
    CHECK(legal("redo", "7/3r3/7/7/7/7/7/6w r 0 0") == Strings{"d7-c6", "d7-d6", "d7-e6"});
    // A white disc on rank 8 (Red's first rank) has no move at all.
    CHECK(legal("redo", "3w3/7/7/7/7/7/7/R6 w 0 0") == Strings{"pass"});
}

// ---- promotion ----

TEST_CASE("redo: promotion: a disc steps onto an own disc, converting nothing",
          "[redo][move][promotion]") {
    // d3 (white) among red pieces on every side: d3+d4 makes a tower and turns none of them.
    const std::string position = "7/7/7/2rrr2/2rwr2/2rwr2/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3+d4", "pass"});
    const auto match = play("redo", position, "d3+d4");
    CHECK(match->position() == "7/7/7/2rrr2/2rWr2/2r1r2/7/7 r 0 1");
    CHECK(match->record() == Strings{"d3+d4"});
    CHECK_THAT(match->standing(), Catch::StartsWith("white 1, red 7;"));
    // Diagonally forward too.
    CHECK(after("7/7/7/7/4w2/3w3/7/6r w 0 0", "d3+e4") == "7/7/7/7/4W2/7/7/6r r 0 1");
    // Red promotes downwards.
    CHECK(after("7/7/7/3r3/2r4/7/7/6w r 0 0", "d5+c4") == "7/7/7/7/2R4/7/7/6w w 0 1");
}

TEST_CASE("redo: promotion: a disc never steps onto an own tower", "[redo][move][promotion]") {
    const std::string position = "7/7/7/7/3W3/3w3/7/6r w 0 0";
    CHECK(moves_from(legal("redo", position), "d3") == Strings{"d3-c4", "d3-e4"});
    CHECK_THAT(refusal(position, "d3+d4"), Catch::Contains("illegal"));
}

// ---- towers ----

TEST_CASE("redo: a tower steps one square in all eight directions", "[redo][move][tower]") {
    CHECK(legal("redo", "r6/7/7/7/3W3/7/7/7 w 0 0") ==
          Strings{"d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"});
    CHECK(legal("redo", "7/7/7/3R3/7/7/7/6w r 0 0") ==
          Strings{"d5-c4", "d5-c5", "d5-c6", "d5-d4", "d5-d6", "d5-e4", "d5-e5", "d5-e6"});
    // The step stays a tower (never split nor demoted).
    CHECK(after("r6/7/7/7/3W3/7/7/7 w 0 0", "d4-c3") == "r6/7/7/7/7/2W4/7/7 r 0 1");
}

TEST_CASE("redo: a tower's step converts its zone from where it lands, backwards too",
          "[redo][move][tower]") {
    // c4 (red) beside the tower d4: forward of c3, forward-left of d3 (steps backwards), not in
    // the zones of c5, d5, e3, e4, e5; d4Xb4 jumps it.
    const std::string position = "r6/7/7/7/2rW3/7/7/7 w 0 0";
    CHECK(legal("redo", position) ==
          Strings{"d4-c5", "d4-d5", "d4-e3", "d4-e4", "d4-e5", "d4Xb4", "d4Xc3", "d4Xd3"});
    CHECK(after(position, "d4Xd3") == "r6/7/7/7/2w4/3W3/7/7 r 0 0");
}

TEST_CASE("redo: a tower jumps an adjacent opposing disc in all eight directions",
          "[redo][move][tower][jump]") {
    // d4 (white tower) ringed by red discs, every square beyond empty.
    CHECK(legal("redo", "7/7/7/2rrr2/2rWr2/2rrr2/7/7 w 0 0") ==
          Strings{"d4Xb2", "d4Xb4", "d4Xb6", "d4Xd2", "d4Xd6", "d4Xf2", "d4Xf4", "d4Xf6"});
    // Red's tower too.
    CHECK(legal("redo", "7/7/2www2/2wRw2/2www2/7/7/7 r 0 0") ==
          Strings{"d5Xb3", "d5Xb5", "d5Xb7", "d5Xd3", "d5Xd7", "d5Xf3", "d5Xf5", "d5Xf7"});
}

TEST_CASE("redo: a tower jump converts the jumped disc and the zone of the landing square",
          "[redo][move][tower][jump]") {
    // d4Xd6: d5 (jumped, behind d6) turns, and c6 (left of d6) and e7 (forward-right); c5 and
    // e5, diagonally behind d6, stay red.
    const std::string position = "7/4r2/2r4/2rrr2/2rWr2/2rrr2/7/7 w 0 0";
    const auto match = play("redo", position, "d4Xd6");
    CHECK(match->position() == "7/4w2/2wW3/2rwr2/2r1r2/2rrr2/7/7 r 0 0");
    CHECK_THAT(match->standing(), Catch::StartsWith("white 4, red 7;"));
    // Jumping backwards: d4Xd2 turns d3 (jumped) and c2 (left of d2) and e3 (forward-right).
    CHECK(after("6r/7/7/7/3W3/3rr2/2r4/7 w 0 0", "d4Xd2") == "6r/7/7/7/7/3ww2/2wW3/7 r 0 0");
}

TEST_CASE("redo: a tower never jumps a tower, an own disc, or onto an occupied square",
          "[redo][move][tower][jump]") {
    // d5 a red tower: no jump to d6 (and no step onto it); c4, c5, e4, e5 convert it whole.
    const std::string over_tower = "7/7/7/3R3/3W3/7/7/7 w 0 0";
    const Strings moves = legal("redo", over_tower);
    CHECK(moves_from(moves, "d4") ==
          Strings{"d4-c3", "d4-d3", "d4-e3", "d4Xc4", "d4Xc5", "d4Xe4", "d4Xe5"});
    CHECK_THAT(refusal(over_tower, "d4Xd6"), Catch::Contains("illegal"));
    // d5 an own disc: no jump (and no stacking: a tower is never split or grown).
    const Strings own = legal("redo", "r6/7/7/3w3/3W3/7/7/7 w 0 0");
    CHECK(moves_from(own, "d4") ==
          Strings{"d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-e3", "d4-e4", "d4-e5"});
    CHECK_FALSE(contains(own, "d4Xd6"));
    CHECK_FALSE(contains(own, "d4-d6"));
    // d5 red, d6 occupied: no jump; a7 red at the edge: nothing beyond it.
    const Strings blocked = legal("redo", "7/r6/3r3/3r3/3W3/7/7/7 w 0 0");
    CHECK_FALSE(contains(blocked, "d4Xd6"));
    const Strings edge = legal("redo", "7/rW5/7/7/7/7/7/6r w 0 0");
    CHECK(moves_from(edge, "b7") ==
          Strings{"b7-a8", "b7-b8", "b7-c6", "b7-c7", "b7-c8", "b7Xa6", "b7Xb6"});
}

// ---- passing ----

TEST_CASE("redo: pass is allowed when every legal move is a promotion", "[redo][pass]") {
    // White's only moves promote: pass is listed with them.
    const std::string position = "7/7/7/2rrr2/2rwr2/2rwr2/7/7 w 0 0";
    CHECK(legal("redo", position) == Strings{"d3+d4", "pass"});
    const auto match = play("redo", position, "pass");
    CHECK(play("redo", position)->constraint_note() ==
          "every move would promote a disc to a tower: you may pass instead");
    CHECK(match->position() == "7/7/7/2rrr2/2rwr2/2rwr2/7/7 r 1 1");
    CHECK(match->record() == Strings{"pass"});
    CHECK(result_of(*match) == "ongoing");
    // Every move of the start's rank 1 promotes, but rank 2 steps: no pass, and nothing said.
    CHECK_FALSE(contains(legal("redo", ""), "pass"));
    CHECK(play("redo", "")->constraint_note().empty());
}

TEST_CASE("redo: pass is refused while a move other than a promotion exists", "[redo][pass]") {
    const auto match = play("redo", "");
    const auto refused = match->play("pass");
    REQUIRE_FALSE(refused.ok());
    CHECK_THAT(refused.error(), Catch::Contains("promot"));
    CHECK(refused.error() ==
          "'pass' is illegal: passing is allowed only when every move would promote a disc to a "
          "tower");
    // One step beside promotions is enough to forbid the pass.
    const std::string one_step = "6r/7/7/7/2rwr2/3w3/7/7 w 0 0";
    CHECK(legal("redo", one_step) == Strings{"d3+d4", "d4-c5", "d4-d5", "d4-e5"});
    CHECK_THAT(refusal(one_step, "pass"), Catch::Contains("promot"));
}

TEST_CASE("redo: a side with no move passes automatically, and the pass is recorded",
          "[redo][pass]") {
    // d4 (white) faces c5 d5 e5 (red discs): no move; Red still has some.
    const auto match = play("redo", "7/7/7/2rrr2/3w3/7/7/7 w 0 0");
    CHECK(match->legal_moves() == Strings{"pass"});
    CHECK(match->constraint_note() == "white has no move and must pass");
    CHECK(result_of(*match) == "ongoing");
    match->play("pass");
    CHECK(match->position() == "7/7/7/2rrr2/3w3/7/7/7 r 1 1");
    CHECK(match->record() == Strings{"pass"});
    CHECK(result_of(*match) == "ongoing");
    // Red's move ends the run of passes.
    match->play("c5-b4");
    CHECK(match->position() == "7/7/7/3rr2/1r1w3/7/7/7 w 0 2");
    CHECK(match->legal_moves() == Strings{"d4Xc5"});
}

TEST_CASE("redo: the automatic pass counts towards two passes in a row", "[redo][pass][end]") {
    // d8 (white) cannot move; Red's a2 can only promote, its rank 1 cannot move.
    const std::string position = "3w3/7/7/7/7/7/r6/rrrrrrr w 0 0";
    const auto match = play("redo", position);
    CHECK(match->legal_moves() == Strings{"pass"});
    match->play("pass");
    CHECK(match->position() == "3w3/7/7/7/7/7/r6/rrrrrrr r 1 1");
    CHECK(match->legal_moves() == Strings{"a2+a1", "a2+b1", "pass"});
    match->play("pass");
    CHECK(match->position() == "3w3/7/7/7/7/7/r6/rrrrrrr w 2 2");
    CHECK(match->record() == Strings{"pass", "pass"});
    CHECK(result_of(*match) == "red wins (two passes in a row)");
    CHECK(match->legal_moves().empty());
}

// ---- the end ----

TEST_CASE("redo: the end: two passes in a row", "[redo][end]") {
    // White's d7 can only promote onto c8 d8 e8, Red's a2 onto a1 b1: each passes by choice.
    const std::string position = "2www2/3w3/7/7/7/7/r6/rrrrrrr w 0 0";
    const auto match = play("redo", position);
    CHECK(match->legal_moves() == Strings{"d7+c8", "d7+d8", "d7+e8", "pass"});
    match->play("pass");
    CHECK(result_of(*match) == "ongoing");
    CHECK(match->legal_moves() == Strings{"a2+a1", "a2+b1", "pass"});
    match->play("pass");
    CHECK(match->position() == "2www2/3w3/7/7/7/7/r6/rrrrrrr w 2 2");
    CHECK(result_of(*match) == "red wins (two passes in a row)");
    CHECK(match->legal_moves().empty());
    // A promotion between the passes breaks the run.
    const auto broken = play("redo", position, "pass a2+a1");
    CHECK(broken->position() == "2www2/3w3/7/7/7/7/7/Rrrrrrr w 0 2");
    CHECK(result_of(*broken) == "ongoing");
    // A position string with two passes made is over.
    CHECK(result_after("2www2/3w3/7/7/7/7/r6/rrrrrrr w 2 2") == "red wins (two passes in a row)");
}

TEST_CASE("redo: the end: neither side can move", "[redo][end]") {
    // Rank 4 white, rank 5 red: every disc faces opposing discs.
    const auto match = play("redo", "7/7/7/rrrrrrr/wwwwwww/7/7/7 w 0 0");
    CHECK(result_of(*match) == "draw (neither side can move)");
    CHECK(match->legal_moves().empty());
}

TEST_CASE("redo: the end: a side with no piece left", "[redo][end]") {
    // d3Xd4 turns Red's last piece.
    const auto match = play("redo", "7/7/7/7/2r4/3w3/7/7 w 0 0");
    CHECK(result_of(*match) == "ongoing");
    match->play("d3Xd4");
    CHECK(match->position() == "7/7/7/7/2ww3/7/7/7 r 0 0");
    CHECK(result_of(*match) == "white wins (a side has no piece left)");
    CHECK(match->legal_moves().empty());
    // From a position string, too.
    CHECK(result_after("7/7/7/7/7/7/7/6R w 0 0") == "red wins (a side has no piece left)");
}

TEST_CASE("redo: the end: no conversion possible any more", "[redo][end][conversion-possible]") {
    // No tower, single discs, the white disc above the red one.
    CHECK(result_after("7/7/7/3w3/3r3/7/7/7 w 0 0") == "draw (no conversion is possible any more)");
    // Equal ranks count as "at least as high".
    CHECK(result_after("7/7/7/7/w5r/7/7/7 w 0 0") == "draw (no conversion is possible any more)");
    // a6 and f6 (white) can never meet: their reaches on rank 8 are a-c and d-g.
    CHECK(result_after("7/7/w4w1/7/7/7/7/3r3 w 0 0") ==
          "white wins (no conversion is possible any more)");
    // Red's b3 and g3 neither: a-d and e-g on rank 1.
    CHECK(result_after("3w3/7/7/7/7/1r4r/7/7 w 0 0") ==
          "red wins (no conversion is possible any more)");
    // A move can bring it about: c3-c4 puts the white disc level with the red one.
    const auto match = play("redo", "7/7/7/7/4r2/2w4/7/7 w 0 0");
    CHECK(result_of(*match) == "ongoing");
    match->play("c3-c4");
    CHECK(match->position() == "7/7/7/7/2w1r2/7/7/7 r 0 1");
    CHECK(result_of(*match) == "draw (no conversion is possible any more)");
}

TEST_CASE("redo: conversion stays possible while there is a tower (part 1)",
          "[redo][end][conversion-possible]") {
    // The no-conversion board above, with a white tower on a8 or a red one on g1.
    CHECK(result_after("W6/7/7/3w3/3r3/7/7/7 w 0 0") == "ongoing");
    CHECK(result_after("7/7/7/3w3/3r3/7/7/6R w 0 0") == "ongoing");
}

TEST_CASE("redo: conversion stays possible while two discs could promote (part 2)",
          "[redo][end][conversion-possible]") {
    // a6 and e6 (white): reaches a-c and c-g on rank 8 share c8.
    CHECK(result_after("7/7/w3w2/7/7/7/7/3r3 w 0 0") == "ongoing");
    // d4's reach holds f6 (two ahead, two across).
    CHECK(result_after("7/7/5w1/7/3w3/7/7/3r3 w 0 0") == "ongoing");
    // Red's b3 and f3: a-d and d-g on rank 1 share d1.
    CHECK(result_after("3w3/7/7/7/7/1r3r1/7/7 w 0 0") == "ongoing");
}

TEST_CASE("redo: conversion stays possible while a red disc stands above a white one (part 3)",
          "[redo][end][conversion-possible]") {
    // White d4, Red a5 (one rank higher, far across).
    CHECK(result_after("7/7/7/r6/3w3/7/7/7 w 0 0") == "ongoing");
    CHECK(result_after("7/7/7/r6/3w3/7/7/7 r 0 0") == "ongoing");
}

TEST_CASE("redo: the end: 40 moves without a conversion, passes included", "[redo][end][quiet]") {
    // A quiet 40th move.
    const auto match = play("redo", "W6/7/7/7/7/7/7/6r w 0 39");
    CHECK(result_of(*match) == "ongoing");
    match->play("a8-a7");
    CHECK(match->position() == "7/W6/7/7/7/7/7/6r r 0 40");
    CHECK(result_of(*match) == "draw (40 moves without a conversion)");
    CHECK(match->legal_moves().empty());
    // A pass as the 40th.
    const auto passed = play("redo", "3w3/7/7/7/7/7/r6/rrrrrrr w 0 39", "pass");
    CHECK(passed->position() == "3w3/7/7/7/7/7/r6/rrrrrrr r 1 40");
    CHECK(result_of(*passed) == "red wins (40 moves without a conversion)");
    // A promotion counts as a move without a conversion.
    const auto promoted = play("redo", "7/7/7/2rrr2/2rwr2/2rwr2/7/7 w 0 39", "d3+d4");
    CHECK(promoted->position() == "7/7/7/2rrr2/2rWr2/2r1r2/7/7 r 0 40");
    CHECK(result_of(*promoted) == "red wins (40 moves without a conversion)");
    // A conversion resets the count.
    CHECK(after("6r/7/7/7/2r4/3w3/7/7 w 0 39", "d3Xd4") == "6r/7/7/7/2ww3/7/7/7 r 0 0");
    CHECK(after("6r/7/7/7/2r4/3w3/7/7 w 0 38", "d3-e4") == "6r/7/7/7/2r1w2/7/7/7 r 0 39");
}

TEST_CASE("redo: the end: the third occurrence of a position", "[redo][end][repetition]") {
    // The towers shuttle; the start recurs after 4 and 8 moves (counters differ: not compared).
    const std::string start = "6R/7/7/7/7/7/7/W6 w 0 0";
    const auto match = play("redo", start, "a1-a2 g8-g7 a2-a1 g7-g8 a1-a2 g8-g7 a2-a1");
    CHECK(result_of(*match) == "ongoing");
    match->play("g7-g8");
    CHECK(match->position() == "6R/7/7/7/7/7/7/W6 w 0 8");
    CHECK(result_of(*match) == "draw (threefold repetition)");
    CHECK(match->legal_moves().empty());
    // The same board with the other side to move is another position: White's tower goes
    // round a1 a2 b1, so the start's board comes back once with White to move, twice with Red.
    const auto other = play("redo", start, "a1-a2 g8-g7 a2-b1 g7-g8 b1-a1 g8-g7 a1-a2 g7-g8 a2-a1");
    CHECK(other->position() == "6R/7/7/7/7/7/7/W6 r 0 9");
    CHECK(result_of(*other) == "ongoing");
}

// ---- scoring ----

TEST_CASE("redo: scoring: more pieces wins, a tower counting one like a disc",
          "[redo][end][score]") {
    // White's tower holds two discs, but is one piece against Red's two discs.
    const auto match = play("redo", "W6/7/7/7/7/7/7/5rr w 0 39", "a8-a7");
    CHECK_THAT(match->standing(), Catch::StartsWith("white 1, red 2;"));
    CHECK(result_of(*match) == "red wins (40 moves without a conversion)");
    // Three white pieces (a tower and two discs) against two red towers.
    const auto white = play("redo", "W5w/6w/7/7/7/7/7/5RR w 0 39", "a8-b8");
    CHECK_THAT(white->standing(), Catch::StartsWith("white 3, red 2;"));
    CHECK(result_of(*white) == "white wins (40 moves without a conversion)");
}

TEST_CASE("redo: scoring: equal pieces draw", "[redo][end][score]") {
    // A tower against a disc: one piece each.
    const auto match = play("redo", "W6/7/7/7/7/7/7/6r w 0 39", "a8-a7");
    CHECK_THAT(match->standing(), Catch::StartsWith("white 1, red 1;"));
    CHECK(result_of(*match) == "draw (40 moves without a conversion)");
}

TEST_CASE("redo: standing gives each side's pieces", "[redo][score]") {
    CHECK_THAT(play("redo", "")->standing(), Catch::StartsWith("white 14, red 14;"));
    CHECK_THAT(play("redo", "6r/7/7/7/2r4/3w3/7/7 w 0 0")->standing(),
               Catch::StartsWith("white 1, red 2;"));
    CHECK_THAT(play("redo", "6r/7/7/7/2r4/3w3/7/7 w 0 0", "d3Xd4")->standing(),
               Catch::StartsWith("white 2, red 1;"));
    CHECK_THAT(play("redo", "RRRRRRR/RRRRRRR/7/7/7/7/7/7 w 0 0")->standing(),
               Catch::StartsWith("white 0, red 14;"));
    // The count toward the 40-move limit, beside the score.
    CHECK(play("redo", "6r/7/7/7/2r4/3w3/7/7 w 0 12")->standing() ==
          "white 1, red 2; 12 of 40 moves without a conversion");
}

// ---- position strings ----

TEST_CASE("redo: position strings round-trip", "[redo][position]") {
    for (const char* position :
         {"rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww w 0 0", "3W3/2r1R2/7/7/1w5/7/7/6r r 1 17",
          "7/7/7/7/7/7/7/W5R w 2 40", "RRRRRRR/RRRRRRR/7/7/7/7/7/7 r 0 0",
          "7/7/7/2rrr2/2rWr2/2r1r2/7/7 r 0 1"}) {
        INFO(position);
        const auto parsed = Redo::parse_position(position);
        REQUIRE(parsed.ok());
        CHECK(Redo::format_position(*parsed) == position);
        CHECK(play("redo", position)->position() == position);
    }
}

TEST_CASE("redo: malformed position strings are refused with the reason", "[redo][position]") {
    const auto refused = [](const char* text) { return Redo::parse_position(text).error(); };
    const std::string board = "rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww";
    CHECK(refused((board + " w 3 0").c_str()) == "passes must be 0, 1 or 2, not '3'");
    // A pass converts nothing: the passes just made are among the moves without a conversion.
    CHECK(refused((board + " w 1 0").c_str()) ==
          "the passes just made (1) cannot outnumber the moves without a conversion (0): a pass "
          "converts nothing");
    CHECK(refused((board + " w 2 1").c_str()) ==
          "the passes just made (2) cannot outnumber the moves without a conversion (1): a pass "
          "converts nothing");
    CHECK(Redo::parse_position(board + " w 2 2").ok());
    CHECK(refused((board + " w -1 0").c_str()) == "passes must be 0, 1 or 2, not '-1'");
    CHECK(refused((board + " w 0 41").c_str()) ==
          "moves without a conversion must be a count from 0 to 40, not '41'");
    CHECK(refused((board + " w 0 -1").c_str()) ==
          "moves without a conversion must be a count from 0 to 40, not '-1'");
    CHECK(refused((board + " w 0 01").c_str()) ==
          "moves without a conversion must be a count from 0 to 40, not '01'");
    CHECK(refused((board + " w 0").c_str()) == "expected 4 space-separated fields, found 3");
    CHECK(refused((board + " w 0 0 0").c_str()) == "expected 4 space-separated fields, found 5");
    CHECK(refused((board + " x 0 0").c_str()) == "side to move must be 'w' or 'r', not 'x'");
    CHECK(refused("rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwwx w 0 0") ==
          "unknown piece 'x' in rank 1");
    CHECK(refused("rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww w 0 0") ==
          "expected 8 rows separated by '/', found 7");
    // 29 discs: one tower for a disc on a1 (28 pieces, but a tower is two discs).
    CHECK(refused("rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/Wwwwwww w 0 0") ==
          "the board holds 29 discs (a tower is two), the game has 28");
    // Fifteen towers: 30 discs.
    CHECK(refused("RRRRRRR/RRRRRRR/7/7/7/7/7/W6 w 0 0") ==
          "the board holds 30 discs (a tower is two), the game has 28");
    // Through the registry the match is not created.
    const GameInfo* info = find_game("redo");
    REQUIRE(info != nullptr);
    CHECK_FALSE(info->new_match(*info, board + " w 0 41").ok());
    CHECK_FALSE(info->new_match(*info, "rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/Wwwwwww w 0 0").ok());
    // Fewer discs are allowed, for studies.
    CHECK(Redo::parse_position("7/7/7/7/3W3/7/7/6r w 0 0").ok());
}

// ---- notation ----

TEST_CASE("redo: notation: X converts, - does not, + promotes", "[redo][notation]") {
    const auto match = play("redo", "6r/7/7/7/2r4/3w3/3w3/7 w 0 0");
    const Strings moves = match->legal_moves();
    CHECK(moves == Strings{"d2+d3", "d2-e3", "d2Xc3", "d3-e4", "d3Xd4"});
    CHECK_FALSE(contains(moves, "d3-d4"));
    CHECK(match->resolve("d3Xd4").value() == "d3Xd4");
    CHECK(match->resolve("d2+d3").value() == "d2+d3");
    match->play("d3Xd4");
    CHECK(match->record() == Strings{"d3Xd4"});
}

// ---- reference figures ----

TEST_CASE("redo: perft from the start matches the rulebook", "[redo][perft]") {
    check_perft("redo", {38, 1444, 52744, 1926544});
}

TEST_CASE("redo: an illegal move is refused with the rule of its piece", "[redo][notation]") {
    // White: a disc on d4 with a red disc ahead on d5 and a red tower on c5, a tower on e3
    // beside a white disc on f3; a disc on its first rank on b1 behind a disc on b2.
    const auto match = play("redo", "r6/7/7/2Rr3/3w3/4Ww1/1w5/1w5 w 0 0");
    const auto reason = [&](const std::string& move) { return testing::why_refused(*match, move); };
    CHECK(reason("d4-d3") == "a disc moves forward only, straight or diagonally");
    CHECK(reason("d4-d5") == "a disc never moves onto an opposing disc");
    CHECK(reason("d4-c5") == "a disc never moves onto a tower");
    CHECK(reason("d4-d6") == "d5 is in the way: a disc never jumps");
    CHECK(reason("b1-b3") == "b2 is in the way: a disc never jumps");
    CHECK(reason("e3-g3") == "f3 is your own disc: a tower jumps only opposing discs");
    CHECK(reason("e3-e5") == "e4 is empty: a tower jumps over a disc next to it");
}
