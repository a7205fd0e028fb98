// What the terminal shows, as logic: the move in progress named by the entry (and the board
// after it), the size of the board's cells for a terminal, the smallest terminal of each game,
// and the status line wrapped at the screen's width.
#include <catch2/catch.hpp>

#include "boardgames/core/move_entry.hpp"
#include "support.hpp"
#include "ui/frame.hpp"

using namespace boardgames;
using boardgames::ui::CellShape;
using boardgames::ui::lay_out;
using boardgames::ui::minimum_terminal;
using boardgames::ui::ScreenLayout;
using boardgames::ui::wrap_line;

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
    SECTION("cells keep an odd number of lines, so pieces have a middle line") {
        for (int lines = 24; lines <= 70; ++lines)
            CHECK(layout_of("raps", lines, 200).cell.lines % 2 == 1);
    }
}

TEST_CASE("layout: every game's smallest terminal holds it, one line or column less does not",
          "[ui][look]") {
    CHECK(minimum_terminal(testing::play("raps", "")->board_view()).height == 16);
    CHECK(minimum_terminal(testing::play("raps", "")->board_view()).width == 44);
    CHECK(minimum_terminal(testing::play("redtangle", "")->board_view()).height == 24);
    CHECK(minimum_terminal(testing::play("redtangle", "")->board_view()).width == 74);
    for (const GameInfo& game : registered_games()) {
        INFO(game.name);
        const BoardView view = testing::play(std::string(game.name), "")->board_view();
        const auto minimum = minimum_terminal(view);
        CHECK(lay_out(view, minimum.height, minimum.width));
        CHECK_FALSE(lay_out(view, minimum.height - 1, minimum.width));
        CHECK_FALSE(lay_out(view, minimum.height, minimum.width - 1));
    }
}

TEST_CASE("status line: long text wraps between clauses, else words", "[ui][look]") {
    CHECK(wrap_line("short", 80) == std::pair<std::string, std::string>{"short", ""});
    const std::string over =
        "Game over: squares wins (reached the far rank).  n: next game of the series   p: replay";
    CHECK(wrap_line(over, 80) ==
          std::pair<std::string, std::string>{
              "Game over: squares wins (reached the far rank).  n: next game of the series",
              "p: replay"});
    // No clause break leaves a rest that fits: between words.
    CHECK(wrap_line("ab  cdefgh ijkl", 10) ==
          std::pair<std::string, std::string>{"ab  cdefgh", "ijkl"});
    CHECK(wrap_line("one two three", 9) == std::pair<std::string, std::string>{"one two", "three"});
    // One long word is cut; a character of several bytes counts once.
    CHECK(wrap_line("abcdefghij", 4) == std::pair<std::string, std::string>{"abcd", "efghij"});
    CHECK(wrap_line("½½½ x", 4) == std::pair<std::string, std::string>{"½½½", "x"});
    CHECK(wrap_line("exactly10!", 10).second.empty());
}
