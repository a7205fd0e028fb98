// The shared core: geometry, position strings, notation, position keys and history, and the
// optional hooks of the Game interface with their defaults.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <unordered_map>

#include "boardgames/core/cell_moves.hpp"
#include "boardgames/core/game.hpp"
#include "boardgames/core/hex_grid.hpp"
#include "boardgames/core/move_counter.hpp"
#include "boardgames/core/notation.hpp"
#include "boardgames/core/position_string.hpp"
#include "boardgames/core/square_grid.hpp"
#include "boardgames/core/zobrist.hpp"
#include "boardgames/games/raps.hpp"
#include "boardgames/play/match_model.hpp"
#include "support.hpp"
#include "toy_games.hpp"

using namespace boardgames;

TEST_CASE("square grid: cells are named file letter then rank number from a1", "[core][geometry]") {
    using Grid = SquareGrid<7, 8>;
    CHECK(Grid::name(0) == "a1");
    CHECK(Grid::name(Grid::index(6, 7)) == "g8");
    CHECK(Grid::parse("c3") == Grid::index(2, 2));
    CHECK_FALSE(Grid::parse("h1"));  // beyond file g
    CHECK_FALSE(Grid::parse("a9"));
    CHECK_FALSE(Grid::parse("a0"));
    CHECK_FALSE(Grid::parse("a01"));
    CHECK_FALSE(Grid::parse("A1"));
    CHECK_FALSE(Grid::parse(""));
}

TEST_CASE("square grid: neighbour tables stop at the edges", "[core][geometry]") {
    using Grid = SquareGrid<4, 4>;
    const int a1 = *Grid::parse("a1");
    CHECK(Grid::neighbour[a1][North] == *Grid::parse("a2"));
    CHECK(Grid::neighbour[a1][NorthEast] == *Grid::parse("b2"));
    CHECK(Grid::neighbour[a1][West] == no_cell);
    CHECK(Grid::neighbour[a1][South] == no_cell);
    CHECK(Grid::neighbour[a1][SouthWest] == no_cell);
    const int c3 = *Grid::parse("c3");
    int on_board = 0;
    for (int d = 0; d < all_directions; ++d)
        on_board += Grid::neighbour[c3][d] != no_cell;
    CHECK(on_board == 8);
    CHECK(Grid::step(a1, NorthEast, 3) == *Grid::parse("d4"));
    CHECK(Grid::step(a1, NorthEast, 4) == no_cell);
    for (int d = 0; d < all_directions; ++d)
        CHECK(opposite(opposite(Direction(d))) == Direction(d));
}

TEST_CASE("hex grid: the 19-tile board of ReMATCH in Abalone coordinates", "[core][geometry]") {
    using Hex = HexGrid<3>;
    CHECK(Hex::cells == 19);
    CHECK(Hex::name(0) == "a1");
    CHECK(Hex::name(2) == "a3");
    CHECK(Hex::name(3) == "b1");
    CHECK(Hex::name(18) == "e5");
    CHECK(Hex::parse("d2"));
    CHECK_FALSE(Hex::parse("d1"));  // |i - j| > 2
    CHECK_FALSE(Hex::parse("a4"));
    const int c3 = *Hex::parse("c3");
    for (int d = 0; d < hex_directions; ++d)
        CHECK(Hex::neighbour[c3][d] != no_cell);
    const int a1 = *Hex::parse("a1");
    int corner_neighbours = 0;
    for (int d = 0; d < hex_directions; ++d)
        corner_neighbours += Hex::neighbour[a1][d] != no_cell;
    CHECK(corner_neighbours == 3);  // a2, b1, b2
    CHECK(Hex::neighbour[a1][HexNorthEast] == *Hex::parse("b2"));
    for (int cell = 0; cell < Hex::cells; ++cell)
        CHECK(Hex::parse(Hex::name(cell)) == cell);
}

TEST_CASE("position strings: digit runs, ranks from the top, round trip", "[core][position]") {
    const BoardRows rows = BoardRows::rectangle(4, 4);
    std::vector<std::string> cells(16);
    const auto error =
        parse_board_rows("O2O/4/1#2/####", rows, [&](std::string_view rest, int row, int column) {
            if (rest[0] != '#' && rest[0] != 'O') return 0;
            cells[row * 4 + column] = std::string(1, rest[0]);
            return 1;
        });
    REQUIRE_FALSE(error);
    CHECK(cells[0] == "O");
    CHECK(cells[3] == "O");
    CHECK(cells[9] == "#");
    const std::string written = write_board_rows(rows.lengths, [&](int row, int column) {
        return std::string_view(cells[row * 4 + column]);
    });
    CHECK(written == "O2O/4/1#2/####");
}

TEST_CASE("position strings: malformed boards are refused with the reason", "[core][position]") {
    const BoardRows rows = BoardRows::rectangle(4, 4);
    const auto read = [](std::string_view rest, int, int) { return rest[0] == '#' ? 1 : 0; };
    CHECK(*parse_board_rows("4/4/4", rows, read) == "expected 4 rows separated by '/', found 3");
    CHECK(*parse_board_rows("4/4/4/4/4", rows, read) == "too many rows: expected 4");
    CHECK(*parse_board_rows("5/4/4/4", rows, read) == "rank 4 has more than 4 cells, expected 4");
    CHECK(*parse_board_rows("4/3/4/4", rows, read) == "rank 3 has 3 cells, expected 4");
    CHECK(*parse_board_rows("4/4/##x#/4", rows, read) == "unknown piece 'x#' in rank 2");
    CHECK(*parse_board_rows("4/4/4/####2", rows, read) ==
          "rank 1 has more than 4 cells, expected 4");
    CHECK(parse_board_rows("4/4/4/99999999999", rows, read).has_value());
}

TEST_CASE("position strings: fields and counters", "[core][position]") {
    CHECK(split_fields("a b c", 3).ok());
    CHECK(split_fields("a  b c", 3).error() == "fields must be separated by single spaces");
    CHECK(split_fields("a b", 3).error() == "expected 3 space-separated fields, found 2");
    CHECK_FALSE(split_fields(" a b", 2).ok());
    CHECK(parse_count("40", 100) == 40);
    CHECK(parse_count("0", 100) == 0);
    CHECK_FALSE(parse_count("07", 100));
    CHECK_FALSE(parse_count("-1", 100));
    CHECK_FALSE(parse_count("101", 100));
    CHECK_FALSE(parse_count("4x", 100));
}

TEST_CASE("position strings: square boards by cell index, and the side to move",
          "[core][position]") {
    using Grid = SquareGrid<3, 2>;  // a1..c2; the string starts with rank 2
    std::array<char, Grid::cells> cells{};
    const auto error = parse_square_board<Grid>("x2/1yz", [&](std::string_view rest, int cell) {
        cells[std::size_t(cell)] = rest[0];
        return 1;
    });
    REQUIRE_FALSE(error);
    CHECK(cells[std::size_t(*Grid::parse("a2"))] == 'x');
    CHECK(cells[std::size_t(*Grid::parse("b1"))] == 'y');
    CHECK(cells[std::size_t(*Grid::parse("c1"))] == 'z');
    CHECK(write_square_board<Grid>([&](int cell) {
              return cells[std::size_t(cell)] ? std::string_view(&cells[std::size_t(cell)], 1)
                                              : std::string_view{};
          }) == "x2/1yz");

    constexpr std::array<std::string_view, 3> three{"R", "G", "B"};
    CHECK(*parse_side_to_move("G", three) == 1);
    CHECK(parse_side_to_move("g", three).error() ==
          "side to move must be 'R', 'G' or 'B', not 'g'");
    constexpr std::array<std::string_view, 2> two{"#", "O"};
    CHECK(parse_side_to_move("", two).error() == "side to move must be '#' or 'O', not ''");
}

TEST_CASE("notation: the shared grammar of moves", "[core][notation]") {
    for (const char* good : {"b1-b2", "a1^a3", "a2Xc4", "b2+b3", "c3Xe5Xc7", "c2=bwwb",
                             "c2-d3=wwbb", "f7XoffN", "c2Xc4XoffE", "f7Xoff", "pass", "e5Xa1"})
        CHECK(is_well_formed_move(good));
    for (const char* bad : {"", "b1", "b1-", "-b2", "b1-b2-", "B1-b2", "b1~b2", "b0-b1", "passs",
                            "c2=", "f7XoffN-a1", "b1 -b2", "b1-b2 "})
        CHECK_FALSE(is_well_formed_move(bad));
}

TEST_CASE("notation: a typed move names a legal move by its squares", "[core][notation]") {
    const std::vector<std::string> legal{"a1-a2",   "a1^a3",   "b1Xd3",
                                         "f7XoffN", "g7XoffN", "g7XoffE"};
    CHECK(look_up_move("a1^a3", legal).index == 1u);  // canonical
    CHECK(look_up_move("a1-a3", legal).index == 1u);  // another type character
    CHECK(look_up_move("b1-d3", legal).index == 2u);
    CHECK(look_up_move("f7Xoff", legal).index == 3u);  // the only off-board jump from f7
    const MoveLookup ambiguous = look_up_move("g7Xoff", legal);
    CHECK_FALSE(ambiguous.index);
    CHECK(ambiguous.alternatives.size() == 2);
    CHECK_FALSE(look_up_move("f7XoffE", legal).index);  // a wrong direction is not loosened
    CHECK_FALSE(look_up_move("a1-b2", legal).index);
    CHECK(join_moves({"a", "b", "c"}) == "a, b, c");
}

TEST_CASE("notation: from-to moves and landing lists, written and clicked", "[core][notation]") {
    using Grid = SquareGrid<8, 8>;
    const int a1 = *Grid::parse("a1"), b2 = *Grid::parse("b2"), c4 = *Grid::parse("c4");
    CHECK(format_from_to<Grid>(a1, MoveType::Step, b2) == "a1-b2");
    CHECK(format_from_to<Grid>(a1, MoveType::Take, c4) == "a1Xc4");
    CHECK(from_to_input(a1, c4).cells == std::vector<int>{a1, c4});
    CHECK(from_to_input(a1, c4).turn_mask == 1u);
    const std::array<std::uint8_t, 2> landings{std::uint8_t(*Grid::parse("b3")),
                                               std::uint8_t(*Grid::parse("d5"))};
    CHECK(format_landings<Grid>(*Grid::parse("b1"), MoveType::Take, landings) == "b1Xb3Xd5");
    CHECK(landings_input(*Grid::parse("b1"), landings).cells ==
          std::vector<int>{*Grid::parse("b1"), landings[0], landings[1]});
    using Hex = HexGrid<3>;  // ReMATCH's board names its cells the same way
    CHECK(format_landings<Hex>(*Hex::parse("a1"), MoveType::Take,
                               std::vector<int>{*Hex::parse("c3"), *Hex::parse("e5")}) ==
          "a1Xc3Xe5");
}

TEST_CASE("notation: a refused move where taking is compulsory names the takes",
          "[core][notation]") {
    CHECK(explain_compulsory_capture({"a2Xc4", "b1Xb3"}) ==
          "taking is compulsory; you must take: a2Xc4, b1Xb3");
    CHECK(explain_compulsory_capture({"a2Xc4"}, "capturing", "capture") ==
          "capturing is compulsory; you must capture: a2Xc4");
    CHECK(explain_compulsory_capture({"a2Xc4", "a1-a2"}).empty());  // a take is not forced
    CHECK(explain_compulsory_capture({}).empty());
}

TEST_CASE("move counters: reset by their event, with a position-string field", "[core][position]") {
    MoveCounter counter;
    counter.count(false);
    counter.count(false);
    CHECK(counter.moves == 2);
    CHECK(counter.reached(2));
    CHECK_FALSE(counter.reached(3));
    counter.count(true);
    CHECK(counter == MoveCounter{0});
    CHECK(counter_field(MoveCounter{39}) == "39");
    CHECK(parse_counter_field("39", "moves without a capture")->moves == 39);
    CHECK(parse_counter_field("x", "moves without a capture").error() ==
          "moves without a capture must be a count, not 'x'");
    CHECK(parse_counter_field("07", "moves without a conversion").error() ==
          "moves without a conversion must be a count, not '07'");
    CHECK_FALSE(parse_counter_field("11", "moves", 10).ok());
}

TEST_CASE("zobrist: put and pass_turn keep the key that board_key computes", "[core][zobrist]") {
    constexpr ZobristTable<9, 4> table{42};
    const auto piece_of = [](std::uint8_t value) { return value - 1; };  // pieces 1..4, 0 empty
    std::array<std::uint8_t, 9> board{};
    std::uint64_t key = table.board_key(board, 0, piece_of);
    std::mt19937_64 random(7);
    for (int step = 0; step < 200; ++step) {
        const int cell = int(random() % 9);
        table.put(board, key, cell, std::uint8_t(random() % 5), piece_of);
        REQUIRE(key == table.board_key(board, 0, piece_of));
    }
    table.pass_turn(key, 0, 1);
    CHECK(key == table.board_key(board, 1, piece_of));
    CHECK(key != table.board_key(board, 0, piece_of));
    CHECK(counter_word(39) != counter_word(40));
}

TEST_CASE("position history: occurrences count under push and pop, however long the game",
          "[core][history]") {
    // Keys from a small set recur often; 300 plies run well past the recent keys scanned
    // directly into the hash table, and searches pop back down through it.
    PositionHistory history;
    std::vector<std::uint64_t> pushed;
    std::mt19937_64 random(11);
    const std::array<std::uint64_t, 6> keys{
        0, 1, 17, 0x8000000000000000ull, 0x9E3779B97F4A7C15ull, 12345};
    int mismatches = 0;
    const auto compare = [&] {
        for (std::uint64_t key : keys)
            mismatches +=
                history.occurrences(key) != int(std::count(pushed.begin(), pushed.end(), key));
        mismatches += history.size() != pushed.size();
    };
    for (int step = 0; step < 3000; ++step) {
        // Mostly pushes, so the history grows to a few hundred keys, with bursts of pops.
        if (!pushed.empty() && random() % 5 < 2) {
            history.pop();
            pushed.pop_back();
        } else {
            const std::uint64_t key = keys[random() % keys.size()];
            history.push(key);
            pushed.push_back(key);
        }
        compare();
    }
    CHECK(pushed.size() > 2 * PositionHistory::recent);
    while (!pushed.empty()) {
        history.pop();
        pushed.pop_back();
        compare();
    }
    CHECK(mismatches == 0);
    CHECK(history.occurrences(17) == 0);
}

TEST_CASE("position history: the hash table counts many distinct keys and forgets them",
          "[core][history]") {
    // Thousands of distinct keys make the table grow and its probe runs collide; removing them
    // in random order must leave every other count intact.
    KeyCounts counts;
    std::unordered_map<std::uint64_t, int> expected;
    std::vector<std::uint64_t> added;
    std::mt19937_64 random(5);
    for (int i = 0; i < 5000; ++i) {
        const std::uint64_t key = random() % 3000;  // some added twice or more
        counts.add(key);
        ++expected[key];
        added.push_back(key);
    }
    std::shuffle(added.begin(), added.end(), random);
    int mismatches = 0;
    for (std::size_t i = 0; i < added.size(); ++i) {
        counts.remove(added[i]);
        --expected[added[i]];
        if (i % 100 == 0)
            for (const auto& [key, count] : expected)
                mismatches += counts.count(key) != count;
    }
    CHECK(mismatches == 0);
    CHECK(counts.count(added.front()) == 0);
}

TEST_CASE("repetition: the third occurrence of a position draws", "[core][history]") {
    PositionHistory history;
    for (std::uint64_t key : {5, 6, 5, 6})
        history.push(key);
    CHECK_FALSE(threefold_repetition(history, 5).over());
    history.push(5);
    CHECK(threefold_repetition(history, 5) == Outcome::draw("threefold repetition"));
}

TEST_CASE("sides: by default each mover is its own side and a blocked side loses",
          "[core][sides]") {
    CHECK(side_count<Raps>() == 2);
    CHECK(side_names<Raps>()[1] == "circles");
    CHECK(side_of_mover<Raps>(1) == 1);
    const Raps::State circles_to_move{{0x000F, 0xF000}, Raps::Circles};
    CHECK(side_to_move<Raps>(circles_to_move) == Raps::Circles);
    CHECK(no_legal_move<Raps>(circles_to_move, PositionHistory{}) ==
          Outcome::win(Raps::Squares, "blocked: no legal move"));
    CHECK(search_key<Raps>(circles_to_move) == Raps::key(circles_to_move));
    CHECK_FALSE(moves_depend_on_history<Raps>());
}

TEST_CASE("sides: a game of three movers in two sides", "[core][sides]") {
    using toys::TeamPlay;
    CHECK(side_count<TeamPlay>() == 2);
    CHECK(side_names<TeamPlay>()[1] == "the team");
    const TeamPlay::State orange_to_move{2, 1, 1};
    CHECK(side_to_move<TeamPlay>(orange_to_move) == 1);
    CHECK(side_to_move<TeamPlay>(TeamPlay::State{0, 0, 0}) == 0);
    CHECK(no_legal_move<TeamPlay>(orange_to_move, PositionHistory{}) ==
          Outcome::win(0, "blocked: no legal move"));
    // White plays well, orange badly: the winner is the side, red.
    TeamPlay::State state{1, 0, 0};
    TeamPlay::apply(state, {0, 1, false});
    TeamPlay::apply(state, {0, 2, false});
    CHECK(outcome<TeamPlay>(state, PositionHistory{}) == Outcome::win(0, "the team slipped"));
}

TEST_CASE("explain_illegal: a game may refuse a move because it repeats an earlier position",
          "[core][history]") {
    using toys::NoRepeatWalk;
    const GameInfo info = game_info<NoRepeatWalk>();
    MatchModel<NoRepeatWalk> match(info, NoRepeatWalk::start_state());
    REQUIRE(match.play("a1-b1").ok());
    REQUIRE(match.play("b1-d1").ok());
    CHECK(match.legal_moves() == std::vector<std::string>{"d1-e1"});
    CHECK(match.resolve("d1-b1").error() == "'d1-b1' is illegal: repeats an earlier position");
    // Other refusals keep the generic explanation.
    CHECK(match.resolve("d1-c1").error() == "'d1-c1' is illegal: the moves from d1 are d1-e1");
    CHECK(explain_illegal<Raps>(Raps::start_state(), PositionHistory{}, "a1-a3", {"a2Xa4"}) ==
          "taking is compulsory; you must take: a2Xa4");
    CHECK(explain_illegal<toys::Horizon>(toys::Horizon::start_state(), PositionHistory{}, "a1-b1",
                                         {"a1Xc1"})
              .empty());  // a game without the hook has no explanation of its own
}
