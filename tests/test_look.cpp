// What the terminal shows, as logic: the move in progress named by the entry (and the board
// after it), the size of the board's cells for a terminal, the smallest terminal of each game,
// and the status line wrapped at the screen's width.
#include <catch2/catch.hpp>

#include "boardgames/core/move_entry.hpp"
#include "support.hpp"
#include "text_wrap.hpp"
#include "ui/frame.hpp"

using namespace boardgames;
using boardgames::ui::CellShape;
using boardgames::ui::lay_out;
using boardgames::ui::minimum_terminal;
using boardgames::ui::ScreenLayout;
using boardgames::ui::title_bar;

namespace {

const char* const redtangle_standard =
    "2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/"
    "2WwwwbWwwwwWbbbbWwbww2 W 0";

// A move entry on the legal moves of `match`.
MoveEntry entry_for(const AnyMatch& match) {
    const BoardView view = match.board_view();
    std::vector<std::string> names(64);
    for (const CellView& cell : view.cells)
        names[std::size_t(cell.cell)] = cell.name;
    MoveEntry entry;
    entry.reset(match.legal_inputs(), names);
    return entry;
}

int cell_named(const BoardView& view, const std::string& name) {
    for (const CellView& cell : view.cells)
        if (cell.name == name) return cell.cell;
    FAIL("no cell " << name);
    return -1;
}

std::string token_at(const BoardView& view, const std::string& name) {
    return view.find(cell_named(view, name))->token;
}

std::string pending_text(const MoveEntry& entry) {
    const LegalMove* pending = entry.pending();
    return pending ? pending->text : "(none)";
}

ScreenLayout layout_of(const std::string& game, int lines, int columns) {
    const auto layout = lay_out(testing::play(game, "")->board_view(), lines, columns);
    REQUIRE(layout);
    return *layout;
}

}  // namespace

TEST_CASE("move in progress: a step names its move once it lands, turned as turned",
          "[entry][look]") {
    const auto match = testing::play("redtangle", redtangle_standard);
    const BoardView view = match->board_view();
    MoveEntry entry = entry_for(*match);
    CHECK(entry.pending() == nullptr);
    entry.select(cell_named(view, "c2"));
    CHECK(entry.pending() == nullptr);  // a tile picked up is no move yet
    entry.select(cell_named(view, "c3"));
    CHECK(pending_text(entry) == "c2-c3");
    entry.turn(+1);
    CHECK(pending_text(entry) == "c2-c3=bwbb");
    // The board after it: the tile on c3 turned a quarter clockwise, c2 empty.
    const BoardView after = match->board_after(entry.pending()->text);
    CHECK(token_at(after, "c3") == "Wbwbb");
    CHECK(token_at(after, "c2").empty());
    entry.turn(-1);
    CHECK(pending_text(entry) == "c2-c3");
    entry.cancel();
    CHECK(entry.pending() == nullptr);
}

TEST_CASE("move in progress: a turn in place, and a chain hop by hop", "[entry][look]") {
    SECTION("turning a tile where it stands") {
        const auto match = testing::play("redtangle", redtangle_standard);
        MoveEntry entry = entry_for(*match);
        entry.select(cell_named(match->board_view(), "c2"));
        entry.turn(-1);
        CHECK(pending_text(entry) == "c2=bbbw");
        CHECK(token_at(match->board_after("c2=bbbw"), "c2") == "Wbbbw");
    }
    SECTION("each hop names the chain so far; the board shows it") {
        const auto match =
            testing::play("redtangle", "7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0");
        const BoardView view = match->board_view();
        MoveEntry entry = entry_for(*match);
        entry.select(cell_named(view, "c2"));
        entry.select(cell_named(view, "c4"));
        CHECK(pending_text(entry) == "c2Xc4");
        const BoardView hop = match->board_after("c2Xc4");
        CHECK(token_at(hop, "c4") == "Wbbbb");
        CHECK(token_at(hop, "c3").empty());
        CHECK(token_at(hop, "d4") == "Bbwww");  // still to be jumped
        entry.select(cell_named(view, "e4"));
        CHECK(pending_text(entry) == "c2Xc4Xe4");
    }
    SECTION("ReMATCH: a sequence that must go on is drawn hop by hop") {
        // c1 must take c2, c4 and d5: c1Xc3Xc5Xe5, the only move.
        const auto match = testing::play("rematch", "r2/3r/or1r1/4/ww1 t o 0");
        const BoardView view = match->board_view();
        MoveEntry entry = entry_for(*match);
        entry.select(cell_named(view, "c1"));
        entry.select(cell_named(view, "c3"));
        CHECK(entry.pending() == nullptr);  // not a whole move: it must go on
        REQUIRE(entry.candidates().size() == 1);
        const std::string move = entry.candidates().front()->text;
        CHECK(move == "c1Xc3Xc5Xe5");
        const BoardView hop = match->board_after_part(move, entry.path().size());
        CHECK(token_at(hop, "c3") == "[or]");  // the jumper, the red piece beneath it
        CHECK(token_at(hop, "c1").empty());
        CHECK(token_at(hop, "c2").empty());
        CHECK(token_at(hop, "c4") == "r");  // still to be jumped
        CHECK(captured_cells(view, hop, entry.path()) == std::vector<int>{cell_named(view, "c2")});
        entry.select(cell_named(view, "c5"));
        const BoardView second = match->board_after_part(move, entry.path().size());
        CHECK(token_at(second, "c5") == "[orr]");
        CHECK(token_at(second, "c4").empty());
        CHECK(token_at(second, "d5") == "r");
        // The whole move's board, and a game without parts: the board as it stands.
        CHECK(token_at(match->board_after_part(move, 4), "e5") == "[orrr]");
        const auto raps = testing::play("raps", "");
        CHECK(token_at(raps->board_after_part("b1-b2", 1), "b1") ==
              token_at(raps->board_view(), "b1"));
    }
    SECTION("RAPS: a piece picked up is no move until its target") {
        const auto match = testing::play("raps", "");
        MoveEntry entry = entry_for(*match);
        entry.select(cell_named(match->board_view(), "b1"));
        CHECK(entry.pending() == nullptr);
    }
}

TEST_CASE("layout: the board takes the largest cells the terminal holds beside the panel",
          "[ui][look]") {
    SECTION("RAPS grows from 7x3 cells at 80x24 to 11x5 at 100x40 and 19x9 at 160x50") {
        CHECK(layout_of("raps", 24, 80).cell == CellShape{7, 3});
        CHECK(layout_of("raps", 40, 100).cell == CellShape{11, 5});
        CHECK(layout_of("raps", 50, 160).cell == CellShape{19, 9});
        CHECK(layout_of("raps", 40, 100).panel);
        CHECK(layout_of("raps", 40, 100).board.width == 54);
    }
    SECTION("Redtangle: tiles on one line at 80x24, on three from 40 lines") {
        const ScreenLayout compact = layout_of("redtangle", 24, 80);
        CHECK(compact.cell == CellShape{7, 1});
        CHECK_FALSE(compact.panel);  // 80 columns hold the board only
        CHECK(layout_of("redtangle", 40, 100).cell == CellShape{5, 3});
        CHECK(layout_of("redtangle", 40, 100).panel);
        CHECK(layout_of("redtangle", 60, 200).cell == CellShape{11, 5});
    }
    SECTION("ReMATCH: tiles 5x2 beside the panel at 80x24, 9x5 at 100x40, 15x7 at 160x50") {
        CHECK(layout_of("rematch", 24, 80).cell == CellShape{5, 2});
        CHECK(layout_of("rematch", 24, 80).panel);
        CHECK(layout_of("rematch", 40, 100).cell == CellShape{9, 5});
        CHECK(layout_of("rematch", 40, 100).panel);
        CHECK(layout_of("rematch", 50, 160).cell == CellShape{15, 7});
        // Rows of 3, 4, 5, 4, 3 tiles, a tile and its rule 10 columns at 100x40: the widest
        // row 51 columns with its rules, a row letter and a space on each side; five rows of
        // five lines and six rules.
        CHECK(layout_of("rematch", 40, 100).board.height == 5 * 6 + 1);
        CHECK(layout_of("rematch", 40, 100).board.width == 55);
    }
    SECTION("hex tiles have an odd width, so each row shifts by half a tile in whole columns") {
        for (int lines = 16; lines <= 70; lines += 3)
            for (int columns = 44; columns <= 200; columns += 13)
                if (const auto layout =
                        lay_out(testing::play("rematch", "")->board_view(), lines, columns))
                    CHECK(layout->cell.width % 2 == 1);
    }
    SECTION("cells keep an odd number of lines, so pieces have a middle line") {
        for (int lines = 24; lines <= 70; ++lines)
            CHECK(layout_of("raps", lines, 200).cell.lines % 2 == 1);
    }
}

TEST_CASE("layout: at 80x24 every game keeps its panel, compact where the full one leaves no room",
          "[ui][look]") {
    // RAPS, ReMATCH and Breakthrough keep the full panel; Táctica and Redo a compact one beside the
    // same cells; Redtangle's tiles leave no column for one: its players and standing go above it.
    for (const char* game : {"raps", "rematch", "breakthrough"}) {
        INFO(game);
        CHECK(layout_of(game, 24, 80).panel);
        CHECK_FALSE(layout_of(game, 24, 80).compact_panel);
    }
    for (const char* game : {"tactica", "redo"}) {
        INFO(game);
        CHECK(layout_of(game, 24, 80).panel);
        CHECK(layout_of(game, 24, 80).compact_panel);
    }
    CHECK_FALSE(layout_of("redtangle", 24, 80).panel);
    // A narrow, tall terminal keeps RAPS's tall cells rather than shrink them for a panel.
    CHECK_FALSE(layout_of("raps", 40, 50).panel);
    CHECK(layout_of("raps", 40, 50).cell.lines >= 3);
}

TEST_CASE("layout: every game's smallest terminal holds it, one line or column less does not",
          "[ui][look]") {
    CHECK(minimum_terminal(testing::play("raps", "")->board_view()).height == 16);
    CHECK(minimum_terminal(testing::play("raps", "")->board_view()).width == 44);
    CHECK(minimum_terminal(testing::play("redtangle", "")->board_view()).height == 24);
    CHECK(minimum_terminal(testing::play("redtangle", "")->board_view()).width == 74);
    CHECK(minimum_terminal(testing::play("rematch", "")->board_view()).height == 16);
    CHECK(minimum_terminal(testing::play("rematch", "")->board_view()).width == 44);
    for (const GameInfo& game : registered_games()) {
        INFO(game.name);
        const BoardView view = testing::play(std::string(game.name), "")->board_view();
        const auto minimum = minimum_terminal(view);
        CHECK(lay_out(view, minimum.height, minimum.width));
        CHECK_FALSE(lay_out(view, minimum.height - 1, minimum.width));
        CHECK_FALSE(lay_out(view, minimum.height, minimum.width - 1));
    }
}

TEST_CASE("title bar: the standing stays whole at 80 columns, the program's name goes first",
          "[ui][look]") {
    const std::string standing = "stops: black 0, white 0; move 4 of 4";
    // 100 columns: everything, the mode at the right edge.
    const std::string wide = title_bar("Táctica \"S\"", standing, "Human v Computer ", 100);
    CHECK(wide.rfind(" boardgames: Táctica \"S\"   " + standing, 0) == 0);
    CHECK(wide.size() == 100 + 1);  // the accent takes two bytes and one column
    CHECK(wide.substr(wide.size() - 17) == "Human v Computer ");
    // 80 columns: the program's name gives way; the limit and the mode both stay.
    const std::string narrow = title_bar("Táctica \"S\"", standing, "Human v Computer ", 80);
    CHECK(narrow.rfind(" Táctica \"S\"   " + standing + " ", 0) == 0);
    CHECK(narrow.find("move 4 of 4") != std::string::npos);
    CHECK(narrow.substr(narrow.size() - 17) == "Human v Computer ");
    // Too narrow for the mode as well: the standing is kept, the mode left out.
    const std::string tight = title_bar("Redo", "white 14, red 14", "Human v Computer ", 30);
    CHECK(tight == " Redo   white 14, red 14      ");
}

TEST_CASE("status line: long text wraps between clauses, else words", "[ui][look]") {
    using Lines = std::vector<std::string>;
    CHECK(wrap_text("short", 80) == Lines{"short"});
    const std::string over =
        "Game over: squares wins (reached the far rank).  n: next game of the series   p: review";
    CHECK(wrap_text(over, 80) ==
          Lines{"Game over: squares wins (reached the far rank).  n: next game of the series",
                "p: review"});
    // No clause break leaves a rest that fits: between words.
    CHECK(wrap_text("ab  cdefgh ijkl", 10) == Lines{"ab  cdefgh", "ijkl"});
    CHECK(wrap_text("one two three", 9) == Lines{"one two", "three"});
    // One long word is cut; a character of several bytes counts once.
    CHECK(wrap_text("abcdefghij", 4) == Lines{"abcd", "efgh", "ij"});
    CHECK(wrap_text("½½½ x", 4) == Lines{"½½½", "x"});
    CHECK(wrap_text("exactly10!", 10).size() == 1);
}

TEST_CASE("clock: a time reads as players read it, with tenths when low", "[look][clock]") {
    using boardgames::ui::clock_low;
    using boardgames::ui::clock_text;
    using std::chrono::milliseconds;
    CHECK(clock_text(milliseconds(3725000)) == "1:02:05");
    CHECK(clock_text(milliseconds(272000)) == "4:32");
    CHECK(clock_text(milliseconds(20000)) == "0:20");
    CHECK(clock_text(milliseconds(19999)) == "19.9");
    CHECK(clock_text(milliseconds(9450)) == "9.4");
    CHECK(clock_text(milliseconds(-5)) == "0.0");
    CHECK(clock_low(milliseconds(19999)));
    CHECK_FALSE(clock_low(milliseconds(20000)));
}
