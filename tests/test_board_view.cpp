// The generic board view: what each game's cells hold, the hex layout, fixed cell widths, the
// editing helpers and the cells a move captured.

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "boardgames/core/board_view.hpp"
#include "boardgames/core/hex_grid.hpp"
#include "boardgames/games/raps.hpp"
#include "boardgames/games/redtangle.hpp"
#include "support.hpp"
#include "ui/board_painter.hpp"
#include "ui/frame.hpp"

using namespace boardgames;
using boardgames::testing::play;
using Colour = PieceColour;

namespace {

// The cell called `name` (a const one of a const view).
template <class View>
auto& cell_named(View& view, const std::string& name) {
    const auto found = std::find_if(view.cells.begin(), view.cells.end(),
                                    [&](const CellView& cell) { return cell.name == name; });
    REQUIRE(found != view.cells.end());
    return *found;
}

std::string text_of(const std::vector<CellRun>& runs) {
    std::string text;
    for (const CellRun& run : runs)
        text += run.text;
    return text;
}

// A cell holding `layers` (bottom to top) and nothing else, as a stacking game draws it.
CellView stack(std::vector<Colour> layers) {
    CellView cell;
    cell.token = "stack";
    cell.layers = std::move(layers);
    return cell;
}

// The positions of a few random games of `game`, from its start.
std::vector<std::unique_ptr<AnyMatch>> random_games(const std::string& game, int games, int plies) {
    std::vector<std::unique_ptr<AnyMatch>> matches;
    std::mt19937 random(7);
    for (int g = 0; g < games; ++g) {
        auto match = play(game, "");
        for (int ply = 0; ply < plies; ++ply) {
            const std::vector<std::string> moves = match->legal_moves();
            if (moves.empty()) break;
            match->play(moves[random() % moves.size()]);
            matches.push_back(match->clone());
        }
    }
    return matches;
}

}  // namespace

TEST_CASE("board view: a RAPS cell is one piece of its side's colour, drawn as its token",
          "[view][raps]") {
    const BoardView view = play("raps", "3O/1O1O/#3/#3 #")->board_view();
    CHECK(view.style.cell_width == 1);
    CHECK_FALSE(view.style.edge_marks);
    REQUIRE(view.style.colours.size() == 2);
    CHECK(view.style.colours[0] == Colour::White);  // squares
    CHECK(view.style.colours[1] == Colour::Black);  // circles

    const CellView& a1 = cell_named(view, "a1");
    CHECK(a1.token == "#");
    CHECK(a1.owner == 0);
    CHECK(a1.layers == std::vector<Colour>{Colour::White});
    CHECK(a1.glyph == "#");
    CHECK_FALSE(a1.has_edges());
    CHECK(one_line_content(a1, 1) == std::vector<CellRun>{{"#", Colour::White}});

    const CellView& d4 = cell_named(view, "d4");
    CHECK(d4.owner == 1);
    CHECK(d4.layers == std::vector<Colour>{Colour::Black});
    CHECK(d4.glyph == "O");

    const CellView& b1 = cell_named(view, "b1");
    CHECK(b1.token.empty());
    CHECK(b1.owner == -1);
    CHECK(b1.layers.empty());
    CHECK(b1.glyph.empty());
    CHECK(one_line_content(b1, 1).empty());
}

TEST_CASE("board view: a Redtangle tile is its side's letter with four coloured edges",
          "[view][redtangle]") {
    const BoardView view =
        play("redtangle", "7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0")->board_view();
    CHECK(view.style.cell_width == 5);
    CHECK(view.style.edge_marks);
    CHECK(view.style.colours[0] == Colour::White);
    CHECK(view.style.colours[1] == Colour::Black);

    const CellView& a1 = cell_named(view, "a1");  // Wwbbb
    CHECK(a1.owner == 0);
    CHECK(a1.layers == std::vector<Colour>{Colour::White});
    CHECK(a1.glyph == "W");
    CHECK(a1.edges ==
          std::array<Colour, 4>{Colour::White, Colour::Black, Colour::Black, Colour::Black});
    CHECK(a1.zone == -1);
    CHECK(one_line_content(a1, 5) == std::vector<CellRun>{{"W", Colour::White},
                                                          {"w", Colour::White},
                                                          {"b", Colour::Black},
                                                          {"b", Colour::Black},
                                                          {"b", Colour::Black}});

    const CellView& e5 = cell_named(view, "e5");  // Bwbww: a black tile, one black edge (east)
    CHECK(e5.owner == 1);
    CHECK(e5.layers == std::vector<Colour>{Colour::Black});
    CHECK(e5.glyph == "B");
    CHECK(e5.edges ==
          std::array<Colour, 4>{Colour::White, Colour::Black, Colour::White, Colour::White});

    const CellView& c2 = cell_named(view, "c2");  // Wbbbb in White's zone
    CHECK(c2.zone == 0);
    CHECK(c2.edges ==
          std::array<Colour, 4>{Colour::Black, Colour::Black, Colour::Black, Colour::Black});
    const CellView& d8 = cell_named(view, "d8");  // empty, in Black's zone
    CHECK(d8.zone == 1);
    CHECK(d8.owner == -1);
    CHECK_FALSE(d8.has_edges());
}

TEST_CASE("board view: a stack shows its top pieces first, and its height when too tall",
          "[view]") {
    const Colour r = Colour::Red, w = Colour::White, o = Colour::Orange;
    CHECK(text_of(one_line_content(stack({r}), 4)) == "r");
    CHECK(text_of(one_line_content(stack({r, o, w}), 4)) == "wor");  // "[wor]": white on top
    CHECK(one_line_content(stack({r, o, w}), 4).front() == CellRun{"w", w});
    CHECK(text_of(one_line_content(stack({r, o, w, r}), 4)) == "rwor");
    CHECK(text_of(one_line_content(stack({r, o, w, r, o}), 4)) == "orw5");
    const std::vector<Colour> twelve{r, r, r, r, r, r, o, o, o, o, w, o};
    CHECK(text_of(one_line_content(stack(twelve), 4)) == "ow12");
    CHECK(one_line_content(stack(twelve), 4).back() == CellRun{"12", Colour::None});
    CHECK(text_of(one_line_content(stack(twelve), 2)) == "12");
    for (int height = 1; height <= 12; ++height)
        for (int width = 2; width <= 5; ++width)
            CHECK(int(text_of(one_line_content(stack(std::vector<Colour>(std::size_t(height), r)),
                                               width))
                          .size()) <= width);
}

TEST_CASE("board view: every game's cells fit its fixed width, so the board never shifts",
          "[view]") {
    for (const GameInfo& info : registered_games()) {
        INFO(info.name);
        const BoardView start = play(std::string(info.name), "")->board_view();
        const int width = start.style.cell_width;
        const auto size = ui::measure_board(start, ui::compact_shape(start));
        const ui::CellShape grown = ui::lay_out(start, 40, 100)->cell;
        const auto tall = ui::measure_board(start, grown);
        for (const auto& match : random_games(std::string(info.name), 4, 40)) {
            const BoardView view = match->board_view();
            CHECK(view.style.cell_width == width);
            CHECK(ui::measure_board(view, ui::compact_shape(view)).width == size.width);
            CHECK(ui::lay_out(view, 40, 100)->cell == grown);
            CHECK(ui::measure_board(view, grown).width == tall.width);
            CHECK(ui::measure_board(view, grown).height == tall.height);
            for (const CellView& cell : view.cells)
                CHECK(int(text_of(one_line_content(cell, width)).size()) <= width);
        }
    }
    // An empty board measures as a full one.
    const BoardView empty = play("redtangle", "8/8/8/8/8/8/8/8 W 0")->board_view();
    const BoardView full = play("redtangle", "")->board_view();
    const ui::CellShape compact = ui::compact_shape(full);
    CHECK(ui::measure_board(empty, compact).width == ui::measure_board(full, compact).width);
    CHECK(ui::measure_board(full, compact).width == 2 * 1 + 2 + 8 * (5 + 2 + 1) + 1 + 1);
    CHECK(ui::measure_board(full, {5, 3}).width == 2 * 1 + 2 + 8 * (5 + 1) + 1 + 1);
}

TEST_CASE("board view: a token set by an editor is drawn as the game draws it", "[view]") {
    for (const GameInfo& info : registered_games()) {
        INFO(info.name);
        for (const auto& match : random_games(std::string(info.name), 2, 30)) {
            const BoardView view = match->board_view();
            for (const CellView& cell : view.cells) {
                CellView edited = cell;
                set_cell_token(view, edited, "");
                CHECK(edited.owner == -1);
                CHECK(edited.layers.empty());
                set_cell_token(view, edited, cell.token);
                CHECK(edited.owner == cell.owner);
                CHECK(edited.layers == cell.layers);
                CHECK(edited.glyph == cell.glyph);
                CHECK(edited.edges == cell.edges);
            }
        }
    }
}

TEST_CASE("board view: Set Board's helpers keep a cell's content consistent", "[view][redtangle]") {
    BoardView view = play("redtangle", "")->board_view();
    CellView& c1 = cell_named(view, "c1");
    CellView& a4 = cell_named(view, "a4");
    REQUIRE(c1.token == "Wwwwb");
    set_cell_token(view, a4, "Bwbwb");
    CHECK(a4.owner == 1);
    CHECK(a4.glyph == "B");
    CHECK(a4.layers == std::vector<Colour>{Colour::Black});
    CHECK(a4.edges ==
          std::array<Colour, 4>{Colour::White, Colour::Black, Colour::White, Colour::Black});

    swap_cell_content(c1, a4);
    CHECK(c1.name == "c1");
    CHECK(c1.zone == 0);
    CHECK(c1.token == "Bwbwb");
    CHECK(c1.owner == 1);
    CHECK(c1.glyph == "B");
    CHECK(a4.name == "a4");
    CHECK(a4.zone == -1);
    CHECK(a4.token == "Wwwwb");
    CHECK(a4.owner == 0);
    CHECK(a4.edges[3] == Colour::Black);

    clear_cell_content(a4);
    CHECK(a4.token.empty());
    CHECK(a4.owner == -1);
    CHECK(a4.layers.empty());
    CHECK(a4.glyph.empty());
    CHECK_FALSE(a4.has_edges());
    CHECK(a4.name == "a4");
}

TEST_CASE("board view: a hex board drawn as ReMATCH's rulebook draws it", "[view][hex]") {
    using Hex = HexGrid<3>;
    static constexpr std::array<Colour, 3> colours{Colour::Red, Colour::White, Colour::Orange};
    const BoardView view = hex_board_view<Hex>([](int cell) { return cell == 0 ? "w" : ""; },
                                               PieceStyle{colours, 4, false, [](CellView& cell) {
                                                              cell.owner = 1;
                                                              cell.layers = {Colour::White};
                                                          }});
    CHECK(view.shape == BoardView::Shape::Hexes);
    CHECK(view.rows == 5);
    CHECK(view.columns == 9);
    CHECK(view.row_labels == std::vector<std::string>{"e", "d", "c", "b", "a"});
    REQUIRE(view.cells.size() == 19);
    CHECK(view.cells.front().name == "e3");  // the top row first, left to right
    CHECK(view.cells.back().name == "a3");

    const auto place = [&](const std::string& name) {
        const CellView& cell = cell_named(view, name);
        CHECK(cell.cell == *Hex::parse(name));
        return std::pair{cell.column, cell.row};
    };
    CHECK(place("e3") == std::pair{2, 0});
    CHECK(place("e5") == std::pair{6, 0});
    CHECK(place("d2") == std::pair{1, 1});
    CHECK(place("c1") == std::pair{0, 2});
    CHECK(place("c3") == std::pair{4, 2});
    CHECK(place("c5") == std::pair{8, 2});
    CHECK(place("b1") == std::pair{1, 3});
    CHECK(place("a1") == std::pair{2, 4});
    CHECK(place("a3") == std::pair{6, 4});
    CHECK(view.at(4, 2)->name == "c3");
    CHECK(view.at(3, 2) == nullptr);  // half columns between a row's cells are free

    // Names at two characters a half column reproduce the rulebook's figure.
    std::vector<std::string> lines(5);
    for (const CellView& cell : view.cells) {
        std::string& line = lines[std::size_t(cell.row)];
        line.resize(std::size_t(2 * cell.column), ' ');
        line += cell.name;
    }
    CHECK(lines == std::vector<std::string>{"    e3  e4  e5", "  d2  d3  d4  d5",
                                            "c1  c2  c3  c4  c5", "  b1  b2  b3  b4",
                                            "    a1  a2  a3"});

    const CellView& a1 = cell_named(view, "a1");
    CHECK(a1.token == "w");
    CHECK(a1.owner == 1);
    CHECK(a1.layers == std::vector<Colour>{Colour::White});
    CHECK(cell_named(view, "a2").layers.empty());
}

TEST_CASE("board view: the cells a move captured are those it changed off its path", "[view]") {
    SECTION("RAPS: the circle taken on b3") {
        const auto before = play("raps", "", "b1-b2 b4-b3");
        const auto after = play("raps", "", "b1-b2 b4-b3 b2Xb4");
        const int b2 = *Raps::Grid::parse("b2"), b3 = *Raps::Grid::parse("b3"),
                  b4 = *Raps::Grid::parse("b4");
        CHECK(captured_cells(before->board_view(), after->board_view(), {b2, b4}) ==
              std::vector<int>{b3});
        // A step captures nothing.
        CHECK(captured_cells(play("raps", "")->board_view(),
                             play("raps", "", "b1-b2")->board_view(),
                             {*Raps::Grid::parse("b1"), b2})
                  .empty());
    }
    SECTION("Redtangle: the tiles jumped in a chain, not a tile turned in place") {
        const std::string position = "7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0";
        const auto start = play("redtangle", position);
        const auto turned = play("redtangle", position, "a1=bwbb");
        const auto cell = [](const char* name) { return *Redtangle::Grid::parse(name); };
        CHECK(captured_cells(start->board_view(), turned->board_view(), {cell("a1")}).empty());
        const auto before = play("redtangle", position, "a1=bwbb h8-h7");
        const auto after = play("redtangle", position, "a1=bwbb h8-h7 c2Xc4Xe4");
        CHECK(captured_cells(before->board_view(), after->board_view(),
                             {cell("c2"), cell("c4"), cell("e4")}) ==
              std::vector<int>{cell("d4"), cell("c3")});  // in view order: top row first
    }
}

TEST_CASE("view: the board after a legal move shows it played, an illegal one changes nothing",
          "[view]") {
    const auto match = testing::play("redtangle", "");
    const BoardView after = match->board_after("c2-c3=bbbw");
    const CellView* from = after.find(*Redtangle::Grid::parse("c2"));
    const CellView* to = after.find(*Redtangle::Grid::parse("c3"));
    REQUIRE(from);
    REQUIRE(to);
    CHECK(from->token.empty());
    CHECK(to->token == "Wbbbw");
    CHECK(match->board_after("c2-c5").cells.size() == match->board_view().cells.size());
    CHECK(match->board_after("c2-c5").find(*Redtangle::Grid::parse("c2"))->token ==
          match->board_view().find(*Redtangle::Grid::parse("c2"))->token);
}

TEST_CASE("board view: turned around, a square board shows rank 1 at the top, file h at the left",
          "[view][turned]") {
    // Redtangle's tiles: a1 Wwbbb (edges north w, east b, south b, west b), e5 Bwbww.
    const BoardView view =
        play("redtangle", "7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0")->board_view();
    const BoardView turned = turned_around(view);
    CHECK(turned.columns == 8);
    CHECK(turned.rows == 8);
    CHECK(turned.row_labels == std::vector<std::string>{"1", "2", "3", "4", "5", "6", "7", "8"});
    CHECK(turned.column_labels == std::vector<std::string>{"h", "g", "f", "e", "d", "c", "b", "a"});
    REQUIRE(turned.cells.size() == 64);
    CHECK(turned.cells.front().name == "h1");  // still drawn top row first, left to right
    CHECK(turned.cells.back().name == "a8");

    const CellView& a1 = cell_named(turned, "a1");  // the bottom left corner now the top right
    CHECK(a1.column == 7);
    CHECK(a1.row == 0);
    CHECK(a1.cell == cell_named(view, "a1").cell);  // a click on it still names a1
    CHECK(a1.token == "Wwbbb");
    CHECK(a1.owner == 0);
    // Its north edge (white) is drawn at the bottom now: the edges as drawn turn with it.
    CHECK(a1.edges ==
          std::array<Colour, 4>{Colour::Black, Colour::Black, Colour::White, Colour::Black});
    const CellView& e5 = cell_named(turned, "e5");  // its one black edge drawn west, not east
    CHECK(std::pair{e5.column, e5.row} == std::pair{3, 4});
    CHECK(e5.edges ==
          std::array<Colour, 4>{Colour::White, Colour::White, Colour::White, Colour::Black});
    CHECK(turned.at(0, 7)->name == "h8");
    CHECK(cell_named(turned, "c2").zone == 0);  // zones stay the board's

    // Turned twice, the board is as the game draws it.
    const BoardView back = turned_around(turned);
    CHECK(back.row_labels == view.row_labels);
    CHECK(back.column_labels == view.column_labels);
    for (std::size_t i = 0; i < view.cells.size(); ++i) {
        CHECK(back.cells[i].name == view.cells[i].name);
        CHECK(std::pair{back.cells[i].column, back.cells[i].row} ==
              std::pair{view.cells[i].column, view.cells[i].row});
        CHECK(back.cells[i].edges == view.cells[i].edges);
    }
}

TEST_CASE("board view: turned around, ReMATCH's hexes keep their half-cell offsets",
          "[view][hex][turned]") {
    const BoardView turned = turned_around(play("rematch", "")->board_view());
    CHECK(turned.shape == BoardView::Shape::Hexes);
    CHECK(turned.columns == 9);
    CHECK(turned.row_labels == std::vector<std::string>{"a", "b", "c", "d", "e"});
    // Names at two characters a half column: the rulebook's figure upside down.
    std::vector<std::string> lines(5);
    for (const CellView& cell : turned.cells) {
        std::string& line = lines[std::size_t(cell.row)];
        REQUIRE(int(line.size()) <= 2 * cell.column);  // each row left to right
        line.resize(std::size_t(2 * cell.column), ' ');
        line += cell.name;
    }
    CHECK(lines == std::vector<std::string>{"    a3  a2  a1", "  b4  b3  b2  b1",
                                            "c5  c4  c3  c2  c1", "  d5  d4  d3  d2",
                                            "    e5  e4  e3"});
    // The pieces stay on their cells: what a1 holds at the start, it holds turned.
    const BoardView view = play("rematch", "")->board_view();
    for (const CellView& cell : view.cells) {
        CHECK(cell_named(turned, cell.name).token == cell.token);
        CHECK(cell_named(turned, cell.name).cell == cell.cell);
    }
}

TEST_CASE("board view: whose pieces start at the top, so his board is shown turned",
          "[view][turned]") {
    const auto starts_at_top = [](const std::string& game, std::vector<int> movers) {
        return stands_at_top(play(game, "")->board_view(), movers);
    };
    // Breakthrough: White on ranks 1 and 2 (the bottom), Black on 7 and 8.
    CHECK_FALSE(starts_at_top("breakthrough", {0}));
    CHECK(starts_at_top("breakthrough", {1}));
    CHECK_FALSE(starts_at_top("raps", {0}));  // squares on rank 1
    CHECK(starts_at_top("raps", {1}));        // circles on rank 4
    CHECK_FALSE(starts_at_top("redtangle", {0}));
    CHECK(starts_at_top("redtangle", {1}));
    // ReMATCH: red starts on the top rows e and d, the team (white, orange) below.
    CHECK(starts_at_top("rematch", {0}));
    CHECK_FALSE(starts_at_top("rematch", {1, 2}));
    // Clobber's stones fill the board in a checkerboard: neither side is at the top.
    CHECK_FALSE(starts_at_top("clobber", {0}));
    CHECK_FALSE(starts_at_top("clobber", {1}));
    // Without pieces, the mover's zone tells: an empty Redtangle board, Black's zone on top.
    const BoardView empty = play("redtangle", "8/8/8/8/8/8/8/8 W 0")->board_view();
    CHECK(stands_at_top(empty, std::vector<int>{1}));
    CHECK_FALSE(stands_at_top(empty, std::vector<int>{0}));
}
