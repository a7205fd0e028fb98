// The shared core: geometry, position strings and notation.
#include <catch2/catch.hpp>

#include "boardgames/core/hex_grid.hpp"
#include "boardgames/core/notation.hpp"
#include "boardgames/core/position_string.hpp"
#include "boardgames/core/square_grid.hpp"

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
