// The terminal program's logic that needs no terminal: Set Board and arrangement editing, the
// keyboard cursor, and the move log fitted to the width of the screen.
#include <catch2/catch.hpp>

#include <set>

#include "boardgames/core/move_entry.hpp"
#include "support.hpp"
#include "ui/board_edit.hpp"
#include "ui/cursor.hpp"
#include "ui/move_log.hpp"

using namespace boardgames;
using boardgames::ui::BoardEditor;
using boardgames::ui::Cursor;
using boardgames::ui::fit_move_log;
using boardgames::ui::move_list_rows;
using boardgames::ui::MoveListRow;

namespace {

// The cell index of the square named `name` ("b2") in `view`.
int cell_named(const BoardView& view, const std::string& name) {
    for (const CellView& cell : view.cells)
        if (cell.name == name) return cell.cell;
    FAIL("no cell " << name);
    return -1;
}

std::string name_of(const BoardView& view, int cell) {
    const CellView* found = view.find(cell);
    return found ? found->name : "(none)";
}

BoardEditor editor_for(const AnyMatch& match) {
    return BoardEditor(match.game(), match.board_view(),
                       match.game().side_of_mover[std::size_t(match.to_move())]);
}

// A cell's edge marks N, E, S, W as letters ("wwbw"); empty when it has none.
std::string edge_letters(const CellView& cell) {
    std::string letters;
    if (cell.has_edges())
        for (PieceColour edge : cell.edges)
            letters += colour_letter(edge);
    return letters;
}

std::string token_at(const BoardEditor& editor, const std::string& name) {
    return editor.cell(cell_named(editor.view(), name))->token;
}

}  // namespace

// ---- Set Board and arrangement editing ----

TEST_CASE("set board: a cleared RAPS board edited square by square", "[ui]") {
    const auto match = testing::play("raps", "");
    BoardEditor editor = editor_for(*match);
    editor.clear_all();
    CHECK(editor.position(match->position()) == "4/4/4/4 #");
    const int a4 = cell_named(editor.view(), "a4");
    editor.cycle(a4);  // empty -> #
    CHECK(token_at(editor, "a4") == "#");
    CHECK(editor.cell(a4)->owner == 0);
    editor.cycle(a4);  // # -> O
    CHECK(token_at(editor, "a4") == "O");
    CHECK(editor.cell(a4)->owner == 1);
    editor.cycle(cell_named(editor.view(), "b1"));
    // The position the e2e Set Board test sets, and one the game accepts.
    const std::string position = editor.position(match->position());
    CHECK(position == "O3/4/4/1#2 #");
    CHECK(match->game().new_match(match->game(), position).ok());
}

TEST_CASE("set board: cycling goes through every piece and back to empty", "[ui]") {
    const auto match = testing::play("raps", "");
    BoardEditor editor = editor_for(*match);
    const int b1 = cell_named(editor.view(), "b1");
    REQUIRE(token_at(editor, "b1") == "#");
    editor.cycle(b1);
    CHECK(token_at(editor, "b1") == "O");
    editor.cycle(b1);
    CHECK(token_at(editor, "b1").empty());
    CHECK(editor.cell(b1)->owner == -1);
    editor.cycle(b1);
    CHECK(token_at(editor, "b1") == "#");
}

TEST_CASE("set board: clearing one square and choosing the side to move", "[ui]") {
    const auto match = testing::play("raps", "", "a1-a2");
    BoardEditor editor = editor_for(*match);
    CHECK(editor.side_to_move() == 1);
    editor.clear(cell_named(editor.view(), "d4"));
    CHECK(editor.position(match->position()) == "OOO1/4/#3/1### O");
    editor.next_side_to_move();
    CHECK(editor.side_to_move() == 0);
    CHECK(editor.position(match->position()) == "OOO1/4/#3/1### #");
    editor.next_side_to_move();
    CHECK(editor.position(match->position()) == "OOO1/4/#3/1### O");
}

TEST_CASE("set board: the fields after the side to move are kept", "[ui]") {
    const std::string start = "7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 7";
    const auto match = testing::play("redtangle", start);
    BoardEditor editor = editor_for(*match);
    editor.clear(cell_named(editor.view(), "h8"));
    editor.next_side_to_move();
    CHECK(editor.position(match->position()) == "8/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 B 7");
}

TEST_CASE("set board: ReMATCH's side to move is red or the team, written r or t", "[ui]") {
    // The team (orange) starts, written `t`; the colour due is kept whoever is to move.
    const auto match = testing::play("rematch", "");
    BoardEditor editor = editor_for(*match);
    CHECK(editor.side_to_move() == 1);
    const std::string team = editor.position(match->position());
    CHECK(team == match->position());
    editor.next_side_to_move();
    const std::string red = editor.position(match->position());
    CHECK(red.substr(red.find(' '), 3) == " r ");
    CHECK(match->game().new_match(match->game(), red).ok());
    editor.next_side_to_move();
    CHECK(editor.position(match->position()) == team);
}

TEST_CASE("set board: a Redtangle tile put by cycling shows its edges", "[ui]") {
    const auto match = testing::play("redtangle", "");
    BoardEditor editor = editor_for(*match);
    const int a1 = cell_named(editor.view(), "a1");
    REQUIRE(token_at(editor, "a1").empty());
    editor.cycle(a1);
    CHECK(editor.cell(a1)->token == "Wwwww");
    CHECK(edge_letters(*editor.cell(a1)) == "wwww");
    CHECK(editor.cell(a1)->owner == 0);
    editor.cycle(a1);
    CHECK(editor.cell(a1)->token == "Wbbbb");
    CHECK(edge_letters(*editor.cell(a1)) == "bbbb");
    editor.clear(a1);
    CHECK(edge_letters(*editor.cell(a1)).empty());
}

TEST_CASE("arrange: swapping two tiles and turning one", "[ui]") {
    // The steps of the e2e arrangement test: swap c2 and d2, turn f1 a quarter clockwise.
    const auto match = testing::play("redtangle", "");
    BoardEditor editor = editor_for(*match);
    REQUIRE(token_at(editor, "c2") == "Wwbbb");
    REQUIRE(token_at(editor, "d2") == "Wwwbb");
    editor.swap(cell_named(editor.view(), "c2"), cell_named(editor.view(), "d2"));
    CHECK(token_at(editor, "c2") == "Wwwbb");
    CHECK(edge_letters(*editor.cell(cell_named(editor.view(), "c2"))) == "wwbb");
    CHECK(token_at(editor, "d2") == "Wwbbb");
    CHECK_FALSE(editor.turn(cell_named(editor.view(), "f1"), 1));
    CHECK(token_at(editor, "f1") == "Wwwbw");
    CHECK(edge_letters(*editor.cell(cell_named(editor.view(), "f1"))) == "wwbw");
    CHECK(editor.position(match->position()) ==
          "2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/"
          "2WwwbbWwbbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwwbw2 W 0");
}

TEST_CASE("arrange: turning is refused where there is no tile or pieces do not turn", "[ui]") {
    const auto redtangle = testing::play("redtangle", "");
    BoardEditor tiles = editor_for(*redtangle);
    CHECK(tiles.turn(cell_named(tiles.view(), "a1"), 1) == "Select a tile to turn");
    CHECK(tiles.turn(-1, 1) == "Select a tile to turn");
    const auto raps = testing::play("raps", "");
    BoardEditor pieces = editor_for(*raps);
    CHECK(pieces.turn(cell_named(pieces.view(), "a1"), 1) == "The pieces of this game do not turn");
    CHECK(token_at(pieces, "a1") == "#");
}

// ---- the keyboard cursor ----

namespace {

struct CursorOnRaps {
    std::unique_ptr<AnyMatch> match;
    BoardView view;
    MoveEntry entry;
    Cursor cursor;

    explicit CursorOnRaps(const std::string& position) : match(testing::play("raps", position)) {
        view = match->board_view();
        std::vector<std::string> names(16);
        for (const CellView& cell : view.cells)
            names[std::size_t(cell.cell)] = cell.name;
        entry.reset(match->legal_inputs(), names);
    }
    std::string move(int dx, int dy) {
        cursor.move(view, dx, dy, [this](int cell) { return entry.can_start_at(cell); });
        return name_of(view, cursor.cell());
    }
};

}  // namespace

TEST_CASE("cursor: hidden until a key, then on the first piece that can move", "[ui]") {
    CursorOnRaps board("");
    CHECK_FALSE(board.cursor.shown());
    CHECK(board.cursor.marked() == -1);
    CHECK(board.move(1, 0) == "a1");  // the first key only places it
    CHECK(board.cursor.shown());
    CHECK(board.cursor.marked() == board.cursor.cell());
}

TEST_CASE("cursor: on a compulsory take it starts on the piece that must take", "[ui]") {
    CursorOnRaps board("3O/1O1O/#3/#3 #");
    CHECK(board.move(0, 0) == "a2");
}

TEST_CASE("cursor: arrows step to the neighbour and stop at the edge", "[ui]") {
    CursorOnRaps board("");
    board.move(0, 0);
    CHECK(board.move(1, 0) == "b1");
    CHECK(board.move(0, -1) == "b2");
    CHECK(board.move(0, -1) == "b3");
    CHECK(board.move(-1, 0) == "a3");
    CHECK(board.move(-1, 0) == "a3");
    CHECK(board.move(0, 1) == "a2");
    CHECK(board.move(0, 1) == "a1");
    CHECK(board.move(0, 1) == "a1");
    for (int step = 0; step < 5; ++step)
        board.move(1, 0);
    CHECK(name_of(board.view, board.cursor.cell()) == "d1");
}

TEST_CASE("cursor: a click moves it but hides it, (0, 0) shows it where it is", "[ui]") {
    CursorOnRaps board("");
    board.move(0, 0);
    board.cursor.place(cell_named(board.view, "c3"));
    CHECK_FALSE(board.cursor.shown());
    CHECK(board.cursor.marked() == -1);
    CHECK(board.move(0, 0) == "c3");
    CHECK(board.cursor.shown());
    CHECK(board.move(0, 1) == "c2");
}

TEST_CASE("cursor: set board places it on the first cell unless it has one", "[ui]") {
    CursorOnRaps board("");
    board.cursor.place_if_unset(board.view);
    CHECK(name_of(board.view, board.cursor.cell()) == "a4");
    board.cursor.place(cell_named(board.view, "b2"));
    board.cursor.place_if_unset(board.view);
    CHECK(name_of(board.view, board.cursor.cell()) == "b2");
}

TEST_CASE("cursor: on staggered rows it steps to the nearest cell ahead", "[ui]") {
    // Two rows drawn half a cell apart, as hex boards are: columns 0 2 4 over 1 3 5.
    BoardView view;
    for (int index = 0; index < 6; ++index) {
        CellView cell;
        cell.cell = index;
        cell.column = index < 3 ? 2 * index : 2 * (index - 3) + 1;
        cell.row = index < 3 ? 0 : 1;
        view.cells.push_back(cell);
    }
    // A step along counts 4, a step across 3: the nearest cell ahead wins, on either row.
    Cursor cursor;
    cursor.place(1);  // column 2 of the top row
    cursor.move(view, 0, 1, [](int) { return false; });
    CHECK(cursor.cell() == 3);  // down to column 1, the first of the two as near
    cursor.move(view, 1, 0, [](int) { return false; });
    CHECK(cursor.cell() == 1);  // column 2 on the top row (7) is nearer than column 3 (8)
    cursor.move(view, 1, 0, [](int) { return false; });
    CHECK(cursor.cell() == 4);
    cursor.move(view, 0, 1, [](int) { return false; });
    CHECK(cursor.cell() == 4);  // nothing below
}

TEST_CASE("cursor: on a hex board left and right keep to the row, up and down zigzag back",
          "[ui][hex]") {
    const auto match = testing::play("rematch", "");
    const BoardView view = match->board_view();
    Cursor cursor;
    const auto at = [&](const std::string& name) { cursor.place(cell_named(view, name)); };
    const auto move = [&](int dx, int dy) {
        cursor.move(view, dx, dy, [](int) { return false; });
        return name_of(view, cursor.cell());
    };
    at("c3");
    CHECK(move(1, 0) == "c4");  // not d4, half a cell nearer but a row up
    CHECK(move(1, 0) == "c5");
    CHECK(move(1, 0) == "c5");  // the row's end
    at("d5");
    CHECK(move(1, 0) == "d5");
    // Up goes half a cell right, down half a cell left: up then down comes back.
    at("a1");
    CHECK(move(0, -1) == "b2");
    CHECK(move(0, -1) == "c3");
    CHECK(move(0, -1) == "d4");
    CHECK(move(0, -1) == "e5");
    CHECK(move(0, -1) == "e5");
    CHECK(move(0, 1) == "d4");
    CHECK(move(0, 1) == "c3");
    at("c5");
    CHECK(move(0, -1) == "d5");  // the only tile above
    CHECK(move(0, -1) == "e5");
    CHECK(move(-1, 0) == "e4");
    // Every tile is reached by arrows: each row swept from its left end, then down.
    std::set<std::string> reached;
    at("e3");
    for (int row = 0; row < 5; ++row) {
        for (int step = 0; step < 5; ++step)
            move(-1, 0);
        reached.insert(move(0, 0));
        for (int step = 0; step < 5; ++step)
            reached.insert(move(1, 0));
        move(0, 1);
    }
    CHECK(reached.size() == 19);
}

TEST_CASE("cursor: an empty board only shows it", "[ui]") {
    Cursor cursor;
    cursor.move(BoardView{}, 1, 0, [](int) { return true; });
    CHECK(cursor.shown());
    CHECK(cursor.cell() == -1);
}

// ---- the move log ----

namespace {

std::vector<std::string> moves_of_length(int count) {
    const std::vector<std::string> kinds = {"a1-a2", "c2Xc4Xe4", "d4-d3", "a1=bwbb"};
    std::vector<std::string> moves;
    for (int i = 0; i < count; ++i)
        moves.push_back(kinds[std::size_t(i) % kinds.size()]);
    return moves;
}

}  // namespace

TEST_CASE("move log: no moves, and moves that fit", "[ui]") {
    CHECK(fit_move_log({}, 40) == "(none yet)");
    CHECK(fit_move_log({"b1-b2", "b4-b3", "b2Xb4"}, 40) == "1. b1-b2 b4-b3 2. b2Xb4");
    CHECK(fit_move_log({"b1-b2", "b4-b3", "b2Xb4"}, 23) == "1. b1-b2 b4-b3 2. b2Xb4");
}

TEST_CASE("move list: a round a row, numbers aligned, each move's place and position", "[ui]") {
    const std::vector<std::string> moves = {"a1-a2", "d4-d3", "b1-b2", "c4-c3", "a2-a3", "d3-d2",
                                            "c1-c2", "b4-b3", "a3Xb4", "pass",  "b2-b3"};
    const std::vector<MoveListRow> rows = move_list_rows(moves, 2, 30);
    REQUIRE(rows.size() == 6);
    CHECK(rows[0].text == "1. a1-a2  d4-d3");
    CHECK(rows[5].text == "6. b2-b3");
    CHECK(rows[4].text == "5. a3Xb4  pass");
    // Each move knows where it stands and the position after it, for a click.
    CHECK(rows[4].entries[1].column == 10);
    CHECK(rows[4].entries[1].ply == 10);
    CHECK(rows[4].entries[1].length == 4);
    CHECK(move_list_rows({}, 2, 30).empty());
    // From round 10 the numbers take two digits, and the first nine stand aligned under them.
    std::vector<std::string> longer(20, "a1-a2");
    CHECK(move_list_rows(longer, 2, 30)[0].text == " 1. a1-a2  a1-a2");
    CHECK(move_list_rows(longer, 2, 30)[9].text == "10. a1-a2  a1-a2");
}

TEST_CASE("move list: each player's moves stand in a column, however long the moves", "[ui]") {
    const std::vector<MoveListRow> rows =
        move_list_rows({"c2-c3=bwbb", "d7-d6", "e2-e3", "f7-f6"}, 2, 40);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].text == "1. c2-c3=bwbb  d7-d6");
    CHECK(rows[1].text == "2. e2-e3       f7-f6");
    CHECK(rows[1].entries[1].column == rows[0].entries[1].column);
}

TEST_CASE("move list: three players' rounds, and a round too wide goes on indented", "[ui]") {
    const std::vector<std::string> moves = {"a1-b2", "c3-d4", "e5-e6", "b2Xd4Xf6"};
    const std::vector<MoveListRow> three = move_list_rows(moves, 3, 40);
    REQUIRE(three.size() == 2);
    CHECK(three[0].text == "1. a1-b2     c3-d4  e5-e6");  // the first column fits b2Xd4Xf6
    CHECK(three[1].text == "2. b2Xd4Xf6");
    const std::vector<MoveListRow> narrow = move_list_rows(moves, 3, 12);
    REQUIRE(narrow.size() == 4);
    CHECK(narrow[0].text == "1. a1-b2");
    CHECK(narrow[1].text == "   c3-d4");
    CHECK(narrow[1].entries[0].ply == 2);
    CHECK(narrow[2].text == "   e5-e6");
}

TEST_CASE("move log: a long game keeps its latest moves from a round number", "[ui]") {
    const std::vector<std::string> moves = {"a1-a2", "d4-d3", "b1-b2", "c4-c3", "a2-a3",
                                            "d3-d2", "c1-c2", "b4-b3", "a3Xb4"};
    // In full: "1. a1-a2 d4-d3 2. b1-b2 c4-c3 3. a2-a3 d3-d2 4. c1-c2 b4-b3 5. a3Xb4"
    CHECK(fit_move_log(moves, 40) == "... 4. c1-c2 b4-b3 5. a3Xb4");
    CHECK(fit_move_log(moves, 42) == "... 3. a2-a3 d3-d2 4. c1-c2 b4-b3 5. a3Xb4");
}

TEST_CASE("move log: a cut inside a round number moves on to the next round", "[ui]") {
    const std::vector<std::string> moves = moves_of_length(10);
    REQUIRE(fit_move_log(moves, 1000) ==
            "1. a1-a2 c2Xc4Xe4 2. d4-d3 a1=bwbb 3. a1-a2 c2Xc4Xe4 4. d4-d3 a1=bwbb 5. a1-a2 "
            "c2Xc4Xe4");
    // 37 columns: "... " and the last 33 characters, which begin just after the 4 of "4. ".
    // Starting at "4." would need 38.
    CHECK(fit_move_log(moves, 38) == "... 4. d4-d3 a1=bwbb 5. a1-a2 c2Xc4Xe4");
    CHECK(fit_move_log(moves, 37) == "... 5. a1-a2 c2Xc4Xe4");
}

TEST_CASE("move log: always within its width, ending on the last move", "[ui]") {
    for (int count = 1; count < 90; ++count) {
        const std::vector<std::string> moves = moves_of_length(count);
        const std::string full = fit_move_log(moves, 10000);
        for (int width = 20; width < 120; ++width) {
            const std::string text = fit_move_log(moves, width);
            INFO("moves " << count << ", width " << width << ": " << text);
            REQUIRE(int(text.size()) <= width);
            REQUIRE(full.ends_with(text.substr(text.size() < full.size() ? 4 : 0)));
            if (text.size() < full.size()) {
                REQUIRE(text.starts_with("... "));
                REQUIRE(text.ends_with(moves.back()));
            }
        }
    }
}
