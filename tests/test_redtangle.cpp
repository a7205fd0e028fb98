// Redtangle: one test per clause and Ruling of rules/redtangle.md, each on a concrete position.
// Positions are built from a list of (square, tile) so they stay readable; a tile is its side
// (W, B) and its edges clockwise from north (w white, b black).
#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <utility>

#include "boardgames/games/redtangle.hpp"
#include "boardgames/play/arrangement.hpp"
#include "support.hpp"

using namespace boardgames;
using boardgames::testing::legal;
using boardgames::testing::play;
using Strings = std::vector<std::string>;

namespace {

using Placement = std::pair<const char*, const char*>;

std::string position(std::initializer_list<Placement> tiles, const char* side = "W",
                     int quiet = 0) {
    Redtangle::State state;
    for (const auto& [square, token] : tiles)
        state.board[*Redtangle::Grid::parse(square)] = Redtangle::read_tile(token);
    state.to_move = side[0] == 'W' ? Redtangle::White : Redtangle::Black;
    state.quiet_moves = MoveCounter{quiet};
    return Redtangle::format_position(state);
}

bool contains(const Strings& moves, const std::string& move) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

Strings starting_with(const Strings& moves, const std::string& prefix) {
    Strings found;
    for (const std::string& move : moves)
        if (move.rfind(prefix, 0) == 0) found.push_back(move);
    return found;
}

}  // namespace

TEST_CASE("redtangle: the standard setup is the default start, White to move", "[redtangle]") {
    const auto match = play("redtangle", "");
    CHECK(match->position() ==
          "2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/"
          "2WwwwbWwwwwWbbbbWwbww2 W 0");
    CHECK(match->mover_name() == "white");
    CHECK(match->legal_moves().size() == 90);
    CHECK(find_game("redtangle")
              ->start_position(Redtangle::Black, {})
              .ends_with(" B 0"));  // Black may start
}

TEST_CASE("redtangle: Black's setup is White's turned half a turn with colours swapped",
          "[redtangle]") {
    const Redtangle::State start = Redtangle::start_state();
    for (int cell = 0; cell < 64; ++cell) {
        const Redtangle::Cell white = start.board[cell];
        if (!white || Redtangle::side_of(white) != Redtangle::White) continue;
        const Redtangle::Cell black = start.board[63 - cell];
        REQUIRE(black);
        CHECK(Redtangle::side_of(black) == Redtangle::Black);
        CHECK(Redtangle::edges_of(black) ==
              (Redtangle::turned(Redtangle::edges_of(white), 2) ^ 0xF));
    }
}

TEST_CASE("redtangle: each side owns the rulebook's eight patterns", "[redtangle]") {
    const auto counts = [](const std::string& text) {
        std::array<int, 16> by_pattern{};
        const Redtangle::State state = Redtangle::parse_position(text).value();
        for (Redtangle::Cell cell : state.board)
            if (cell && Redtangle::side_of(cell) == Redtangle::White)
                ++by_pattern[Redtangle::canonical(Redtangle::edges_of(cell))];
        return by_pattern;
    };
    const auto white = counts(std::string(Redtangle::standard_position));
    CHECK(white[0b0000] == 1);  // wwww
    CHECK(white[0b1111] == 1);  // bbbb
    CHECK(white[0b0111] == 2);  // wbbb (smallest rotation bbbw)
    CHECK(white[0b0001] == 2);  // wwwb
    CHECK(white[0b0011] == 1);  // wwbb, adjacent
    CHECK(white[0b0101] == 1);  // wbwb, opposite
}

TEST_CASE("redtangle: a step goes to any adjacent empty square, turned any way",
          "[redtangle][step]") {
    const Strings moves = legal("redtangle", position({{"d4", "Wwbbb"}, {"h8", "Bwwww"}}));
    const Strings to_c5 = starting_with(moves, "d4-c5");
    CHECK(to_c5 == Strings{"d4-c5", "d4-c5=bbbw", "d4-c5=bbwb", "d4-c5=bwbb"});
    CHECK(starting_with(moves, "d4-").size() == 8 * 4);
}

TEST_CASE("redtangle: a step keeps the orientation unless written with =", "[redtangle][step]") {
    const auto kept = play("redtangle", position({{"d4", "Wwbbb"}, {"h8", "Bwwww"}}), "d4-e5");
    CHECK(kept->position() == position({{"e5", "Wwbbb"}, {"h8", "Bwwww"}}, "B", 1));
    const auto turned =
        play("redtangle", position({{"d4", "Wwbbb"}, {"h8", "Bwwww"}}), "d4-e5=bbwb");
    CHECK(turned->position() == position({{"e5", "Wbbwb"}, {"h8", "Bwwww"}}, "B", 1));
    // A pattern that is no rotation of the tile is no move.
    CHECK_FALSE(play("redtangle", position({{"d4", "Wwbbb"}, {"h8", "Bwwww"}}))
                    ->resolve("d4-e5=wwbb")
                    .ok());
}

TEST_CASE("redtangle: turning in place: no no-op, one move per distinct pattern",
          "[redtangle][turn]") {
    const Strings asymmetric = legal("redtangle", position({{"d4", "Wwbbb"}, {"h8", "Bwwww"}}));
    CHECK(starting_with(asymmetric, "d4=") == Strings{"d4=bbbw", "d4=bbwb", "d4=bwbb"});
    const Strings opposite = legal("redtangle", position({{"d4", "Wwbwb"}, {"h8", "Bwwww"}}));
    CHECK(starting_with(opposite, "d4=") == Strings{"d4=bwbw"});  // a half turn changes nothing
    CHECK(starting_with(opposite, "d4-c5") == Strings{"d4-c5", "d4-c5=bwbw"});
    const Strings plain = legal("redtangle", position({{"d4", "Wwwww"}, {"h8", "Bwwww"}}));
    CHECK(starting_with(plain, "d4=").empty());
    CHECK(starting_with(plain, "d4-c5") == Strings{"d4-c5"});
}

TEST_CASE("redtangle: a diagonal step never enters the opposing zone", "[redtangle][zone]") {
    const Strings moves =
        legal("redtangle", position({{"b6", "Wwwww"}, {"d6", "Wbbbb"}, {"h1", "Bwwww"}}));
    CHECK_FALSE(contains(moves, "b6-c7"));  // diagonally into c7-f8
    CHECK(contains(moves, "b6-b7"));
    CHECK(contains(moves, "d6-d7"));  // straight forward: allowed, and wins
    CHECK_FALSE(contains(moves, "d6-c7"));
    CHECK_FALSE(contains(moves, "d6-e7"));
    CHECK(play("redtangle", position({{"b7", "Wwwww"}, {"h1", "Bwwww"}}), "b7-c7")->result_text() ==
          "white wins (entered the opposing zone)");  // sideways
    CHECK(play("redtangle", position({{"d6", "Wwwww"}, {"h1", "Bwwww"}}), "d6-d7")->result_text() ==
          "white wins (entered the opposing zone)");
}

TEST_CASE("redtangle: moving in and out of one's own zone is free, diagonals too",
          "[redtangle][zone]") {
    const Strings moves =
        legal("redtangle", position({{"b3", "Wwwww"}, {"d2", "Wbbbb"}, {"h8", "Bwwww"}}));
    CHECK(contains(moves, "b3-c2"));
    CHECK(contains(moves, "d2-e3"));
}

TEST_CASE("redtangle: the facing-colour rule, both ways", "[redtangle][jump]") {
    // The jumper's north edge against the jumped tile's south edge.
    CHECK(contains(legal("redtangle", position({{"d4", "Wbwww"}, {"d5", "Bwwww"}})), "d4Xd6"));
    CHECK(contains(legal("redtangle", position({{"d4", "Wwwww"}, {"d5", "Bwwbw"}})), "d4Xd6"));
    CHECK_FALSE(
        contains(legal("redtangle", position({{"d4", "Wbwww"}, {"d5", "Bwwbw"}})), "d4Xd6"));
    CHECK_FALSE(
        contains(legal("redtangle", position({{"d4", "Wwwww"}, {"d5", "Bwwww"}, {"h8", "Bbbbb"}})),
                 "d4Xd6"));
    // Facing the other way: Black jumps south with its south edge.
    CHECK(contains(legal("redtangle", position({{"d5", "Bwwbw"}, {"d4", "Wwwww"}}, "B")), "d5Xd3"));
}

TEST_CASE("redtangle: a jump goes over a whole line of opposing tiles, each facing right",
          "[redtangle][jump]") {
    CHECK(
        contains(legal("redtangle", position({{"d3", "Wbwww"}, {"d4", "Bwwww"}, {"d5", "Bbwww"}})),
                 "d3Xd6"));
    // One tile of the line facing with the same colour stops the whole jump.
    const Strings blocked =
        legal("redtangle", position({{"d3", "Wbwww"}, {"d4", "Bwwww"}, {"d5", "Bbwbw"}}));
    CHECK_FALSE(contains(blocked, "d3Xd6"));
    CHECK(starting_with(blocked, "d3X").empty());
    // An own tile in or after the line: no jump.
    CHECK(starting_with(
              legal("redtangle",
                    position({{"d3", "Wbwww"}, {"d4", "Bwwww"}, {"d5", "Wwwww"}, {"h8", "Bbbbb"}})),
              "d3X")
              .empty());
    // Jumps are orthogonal only.
    CHECK_FALSE(
        contains(legal("redtangle", position({{"d4", "Wbbbb"}, {"e5", "Bwwww"}})), "d4Xf6"));
}

TEST_CASE("redtangle: a jump takes the jumped tiles and keeps the jumper's orientation",
          "[redtangle][jump]") {
    const auto match =
        play("redtangle",
             position({{"d3", "Wbwww"}, {"d4", "Bwwww"}, {"d5", "Bbwww"}, {"a8", "Bbbbb"}}, "W", 7),
             "d3Xd6");
    CHECK(match->position() == position({{"d6", "Wbwww"}, {"a8", "Bbbbb"}}, "B", 0));
}

TEST_CASE("redtangle: a three-tile chain, which may stop after any jump", "[redtangle][chain]") {
    // c2 (black all round) jumps c3 north, d4 east, e5 north: each shows it a white edge.
    const std::string start = position(
        {{"c2", "Wbbbb"}, {"c3", "Bwwww"}, {"d4", "Bbwww"}, {"e5", "Bwbww"}, {"h8", "Bbbbb"}});
    const Strings moves = legal("redtangle", start);
    const std::string chain = "c2Xc4Xe4Xe6";
    CHECK(contains(moves, "c2Xc4"));
    CHECK(contains(moves, "c2Xc4Xe4"));
    CHECK(contains(moves, chain));
    const auto match = play("redtangle", start, chain);
    CHECK(match->position() == position({{"e6", "Wbbbb"}, {"h8", "Bbbbb"}}, "B", 0));
}

TEST_CASE("redtangle: jumped tiles stay until the move ends, and are never jumped twice",
          "[redtangle][chain]") {
    // After c2Xc4 (over c3) the tile could only come back over c3 again: not allowed, and c3
    // still stands, so c2 cannot be reached through it.
    const Strings moves =
        legal("redtangle", position({{"c2", "Wbbbb"}, {"c3", "Bwwww"}, {"h8", "Bbbbb"}}));
    CHECK(contains(moves, "c2Xc4"));
    CHECK_FALSE(contains(moves, "c2Xc4Xc2"));
}

TEST_CASE("redtangle: a chain may come back to its start square", "[redtangle][chain]") {
    // North over c5, east over d6, south over e5, west over d4: back on c4.
    const std::string start = position(
        {{"c4", "Wbbbb"}, {"c5", "Bwwww"}, {"d6", "Bbwww"}, {"e5", "Bwbww"}, {"d4", "Bbwbb"}});
    CHECK(contains(legal("redtangle", start), "c4Xc6Xe6Xe4Xc4"));
    const auto match = play("redtangle", start, "c4Xc6Xe6Xe4Xc4");
    CHECK(match->result_text() == "white wins (took every tile)");
}

TEST_CASE("redtangle: jumping off the board removes the jumped tiles and the jumper",
          "[redtangle][off]") {
    const std::string start = position(
        {{"a6", "Wbwww"}, {"a7", "Bwwww"}, {"a8", "Bbwww"}, {"h1", "Wwwww"}, {"h8", "Bbbbb"}});
    const Strings moves = legal("redtangle", start);
    CHECK(contains(moves, "a6XoffN"));
    const auto match = play("redtangle", start, "a6Xoff");  // the one off-board jump from a6
    CHECK(match->record() == Strings{"a6XoffN"});
    CHECK(match->position() == position({{"h1", "Wwwww"}, {"h8", "Bbbbb"}}, "B", 0));
}

TEST_CASE("redtangle: a chain may end by leaving the board", "[redtangle][off]") {
    // North over c3, then east over the whole rank to the edge: every west edge white.
    const std::string start = position({{"c2", "Wbbbb"},
                                        {"c3", "Bwwww"},
                                        {"d4", "Bbwww"},
                                        {"e4", "Bwbww"},
                                        {"f4", "Bbbww"},
                                        {"g4", "Bbwbw"},
                                        {"h4", "Bbbbw"}});
    CHECK(contains(legal("redtangle", start), "c2Xc4XoffE"));
    const auto match = play("redtangle", start, "c2Xc4XoffE");
    CHECK(match->result_text() == "draw (no tiles left)");
}

TEST_CASE("redtangle: an off-board jump is entered by clicking the edge tile", "[redtangle][off]") {
    const auto match =
        play("redtangle",
             position({{"a6", "Wbwww"}, {"a7", "Bwwww"}, {"a8", "Bbwww"}, {"h1", "Wwwww"}}));
    for (const LegalMove& move : match->legal_inputs())
        if (move.text == "a6XoffN")
            CHECK(move.input.cells ==
                  std::vector<int>{*Redtangle::Grid::parse("a6"), *Redtangle::Grid::parse("a8")});
}

TEST_CASE("redtangle: a jump that lands in the opposing zone wins and ends the chain",
          "[redtangle][zone]") {
    // From c5 over c6 into c7 (Black's zone); a further jump over d7 would be possible.
    const std::string start =
        position({{"c5", "Wbbbb"}, {"c6", "Bwwww"}, {"d7", "Bbwww"}, {"h1", "Bbbbb"}});
    const Strings moves = legal("redtangle", start);
    CHECK(contains(moves, "c5Xc7"));
    CHECK(starting_with(moves, "c5Xc7X").empty());
    CHECK(play("redtangle", start, "c5Xc7")->result_text() ==
          "white wins (entered the opposing zone)");
}

TEST_CASE("redtangle: a side with no tiles left loses, none left at all is a draw",
          "[redtangle][end]") {
    CHECK(play("redtangle", position({{"d4", "Wbwww"}, {"d5", "Bwwww"}}), "d4Xd6")->result_text() ==
          "white wins (took every tile)");
    CHECK(
        play("redtangle", position({{"a7", "Wbwww"}, {"a8", "Bwwww"}}), "a7XoffN")->result_text() ==
        "draw (no tiles left)");
    // The jumper's own last tile leaves the board while the opponent keeps one: a loss.
    CHECK(
        play("redtangle", position({{"a7", "Wbwww"}, {"a8", "Bwwww"}, {"h1", "Bbbbb"}}), "a7XoffN")
            ->result_text() == "black wins (took every tile)");
}

TEST_CASE("redtangle: a side to move with no legal move loses", "[redtangle][end]") {
    // White's plain tile in the corner: every square around it full, every facing edge white.
    const std::string start =
        position({{"a1", "Wwwww"}, {"a2", "Bbbwb"}, {"b1", "Bbbbw"}, {"b2", "Bbbbb"}});
    CHECK(legal("redtangle", start).empty());
    CHECK(play("redtangle", start)->result_text() == "black wins (blocked: no legal move)");
}

TEST_CASE("redtangle: stalemate: one tile each and 40 moves without a capture",
          "[redtangle][draw]") {
    const std::string start = position({{"a1", "Wwwww"}, {"h8", "Bwwww"}}, "W", 39);
    CHECK(play("redtangle", start)->result_text() == "ongoing");
    CHECK(play("redtangle", start, "a1-a2")->result_text() ==
          "draw (stalemate: one tile each and 40 moves without a capture)");
    // With two tiles on a side the count alone draws nothing.
    CHECK(play("redtangle", position({{"a1", "Wwwww"}, {"b1", "Wbbbb"}, {"h8", "Bwwww"}}, "W", 60))
              ->result_text() == "ongoing");
}

TEST_CASE("redtangle: the search key counts moves without a capture only with one tile each",
          "[redtangle][search-key]") {
    const auto state = [](std::initializer_list<Placement> tiles, int quiet) {
        return Redtangle::parse_position(position(tiles, "W", quiet)).value();
    };
    // One tile each: 39 quiet moves draw at the next, 0 do not; repetition tells them not apart.
    const Redtangle::State near_limit = state({{"a1", "Wwwww"}, {"h8", "Bwwww"}}, 39);
    const Redtangle::State fresh = state({{"a1", "Wwwww"}, {"h8", "Bwwww"}}, 0);
    CHECK(Redtangle::key(near_limit) == Redtangle::key(fresh));
    CHECK(Redtangle::search_key(near_limit) != Redtangle::search_key(fresh));
    CHECK(Redtangle::search_key(near_limit) != Redtangle::key(near_limit));
    // Past the limit the game is drawn whatever the count.
    CHECK(Redtangle::search_key(state({{"a1", "Wwwww"}, {"h8", "Bwwww"}}, 40)) ==
          Redtangle::search_key(state({{"a1", "Wwwww"}, {"h8", "Bwwww"}}, 55)));
    // With more tiles the capture that leaves one each resets the count: it changes nothing.
    const auto three = {Placement{"a1", "Wwwww"}, Placement{"b1", "Wbbbb"}, {"h8", "Bwwww"}};
    CHECK(Redtangle::search_key(state(three, 39)) == Redtangle::key(state(three, 0)));
}

TEST_CASE("redtangle: the third occurrence of a position is a draw", "[redtangle][draw]") {
    const std::string start = position({{"a1", "Wwbbb"}, {"h8", "Bwbbb"}, {"h7", "Bwwww"}});
    const std::string there_and_back = "a1=bwbb h8=bwbb a1=wbbb h8=wbbb ";
    CHECK(play("redtangle", start, there_and_back)->result_text() == "ongoing");
    CHECK(play("redtangle", start, there_and_back + there_and_back)->result_text() ==
          "draw (threefold repetition)");
}

TEST_CASE("redtangle: position strings round trip and refuse the impossible",
          "[redtangle][position]") {
    CHECK(play("redtangle", position({{"d4", "Wwbbb"}}, "B", 12))->position() ==
          "8/8/8/8/3Wwbbb4/8/8/8 B 12");
    const GameInfo& info = *find_game("redtangle");
    const auto refused = [&](const std::string& text) {
        return info.new_match(info, text).error();
    };
    CHECK(refused("8/8/8/8/3Wwbbb4/8/8/8 X 0") == "side to move must be 'W' or 'B', not 'X'");
    CHECK(refused("8/8/8/8/3Wwbbb4/8/8/8 W x") ==
          "moves without a capture must be a count, not 'x'");
    CHECK(refused("8/8/8/8/3Wwbbx4/8/8/8 W 0") == "unknown piece 'Wwbbx' in rank 4");
    CHECK(refused(position({{"a1", "Wwwww"}, {"a2", "Wwwww"}})) ==
          "white has 2 tiles of pattern wwww, the set has 1");
    CHECK(refused(position({{"c7", "Wwwww"}}, "W")) ==
          "white is to move but already stands in the opposing zone");
    CHECK(play("redtangle", position({{"c7", "Wwwww"}, {"a1", "Bwwww"}}, "B"))->result_text() ==
          "white wins (entered the opposing zone)");
}

TEST_CASE("redtangle: notation: jumps with X, turns with =, typed moves matched by squares",
          "[redtangle][notation]") {
    const auto match = play("redtangle", position({{"d4", "Wbwww"}, {"d5", "Bwwww"}}));
    CHECK(match->resolve("d4-d6").value() == "d4Xd6");
    CHECK(match->resolve("d4-d5").error().find("is illegal") != std::string::npos);
    // b7 can leave the board north over b8 or west over a7.
    const auto two_ways =
        play("redtangle", position({{"b7", "Wbwwb"}, {"b8", "Bwwww"}, {"a7", "Bbwww"}}));
    CHECK(two_ways->resolve("b7Xoff").error() == "'b7Xoff' could be any of b7XoffN, b7XoffW");
}

TEST_CASE("redtangle: perft from the start matches the rulebook", "[redtangle][perft]") {
    const auto match = play("redtangle", "");
    CHECK(match->perft(1) == 90);
    CHECK(match->perft(2) == 8100);
    CHECK(match->perft(3) == 820800);
}

TEST_CASE("redtangle: an illegal move is refused with the rule it breaks",
          "[redtangle][notation]") {
    const auto reason = [](const std::string& position_text, const std::string& move) {
        const auto refused = play("redtangle", position_text)->resolve(move);
        REQUIRE_FALSE(refused.ok());
        return refused.error();
    };
    const std::string line = "8/8/8/8/Bwwwb7/8/Bwwww7/Wbwww7 W 0";  // a1 may jump a2 to a3
    // A jump typed to the next square: a jump lands beyond what it jumps.
    CHECK(reason(line, "a1Xa2") ==
          "'a1Xa2' is illegal: a2 is next to a1: a jump lands on the empty square beyond the tiles "
          "it jumps");
    // The second hop of a chain to the next square, the same.
    CHECK(reason(line, "a1Xa3Xa4") ==
          "'a1Xa3Xa4' is illegal: a4 is next to a3: a jump lands on the empty square beyond the "
          "tiles it jumps");
    // A turn typed with a "jump" over nothing: the missing tile is the reason, not the turn.
    CHECK(reason("7Bbbbb/8/8/8/3Wwbbb4/8/8/8 W 0", "d4-d6=bwbb") ==
          "'d4-d6=bwbb' is illegal: there is no tile next to d4 to jump");
    CHECK(reason("7Bbbbb/8/8/3Bbwbb4/3Wwbbb4/8/8/8 W 0", "d4Xd6=bwbb")
              .find("a tile cannot turn while it jumps") != std::string::npos);
}

// ---- arranging at a table: each player's own tiles, unseen (rules Ruling: "at a table") ----

TEST_CASE("redtangle arrangement: a player may move and turn his own tiles in his own zone only",
          "[redtangle][arrangement]") {
    const GameInfo& info = *find_game("redtangle");
    const std::string base = info.standard_position;
    // Swapped, turned, random: all his own tiles, in his own zone.
    const std::string random_white = info.arrange(base, 0, 77);
    CHECK_FALSE(arrangement_refused(info, base, random_white, 0));
    const std::string f2_turned = position({{"c1", "Wwwwb"},
                                            {"d1", "Wwwww"},
                                            {"e1", "Wbbbb"},
                                            {"f1", "Wwbww"},
                                            {"c2", "Wwbbb"},
                                            {"d2", "Wwwbb"},
                                            {"e2", "Wwbwb"},
                                            {"f2", "Wbbbw"},  // f2: Wwbbb turned
                                            {"c7", "Bwwbw"},
                                            {"d7", "Bbwbw"},
                                            {"e7", "Bwwbb"},
                                            {"f7", "Bwwbw"},
                                            {"c8", "Bbbbw"},
                                            {"d8", "Bwwww"},
                                            {"e8", "Bbbbb"},
                                            {"f8", "Bbwbb"}});
    REQUIRE(play("redtangle", f2_turned));
    CHECK_FALSE(arrangement_refused(info, base, f2_turned, 0));
    // The other player's arrangement is not his to send.
    CHECK(arrangement_refused(info, base, info.arrange(base, 1, 5), 0).value() ==
          "it changes more than the player's own cells");
    // A tile swapped for one he does not have: two all-white tiles, no all-black.
    std::string forged = f2_turned;
    forged.replace(forged.find("Wbbbb"), 5, "Wwwww");
    CHECK(arrangement_refused(info, base, forged, 0).has_value());
    // A tile moved out of the zone, and the side to move changed.
    std::string outside = base;
    outside.replace(outside.find("/8/8/2Ww"), 8, "/8/1Wwbbb6/2Ww");
    outside.replace(outside.find("2WwbbbWww"), 9, "3Www");
    CHECK(arrangement_refused(info, base, outside, 0).has_value());
    CHECK(arrangement_refused(info, base, base.substr(0, base.size() - 3) + "B 0", 0).has_value());
    CHECK(arrangement_refused(info, base, "nonsense", 0).has_value());
}

TEST_CASE("redtangle arrangement: the start is every player's arrangement together",
          "[redtangle][arrangement]") {
    const GameInfo& info = *find_game("redtangle");
    const std::string base = info.standard_position;
    const std::string white = info.arrange(base, 0, 11), black = info.arrange(base, 1, 12);
    const auto start = combined_arrangements(info, base, {white, black});
    REQUIRE(start.ok());
    const BoardView view = play("redtangle", *start)->board_view();
    const BoardView white_view = play("redtangle", white)->board_view();
    const BoardView black_view = play("redtangle", black)->board_view();
    for (const CellView& cell : view.cells) {
        const BoardView& from =
            Redtangle::in_zone(Redtangle::Black, cell.cell) ? black_view : white_view;
        CHECK(cell.token == from.find(cell.cell)->token);
    }
    CHECK(play("redtangle", *start)->mover_name() == "white");
}
