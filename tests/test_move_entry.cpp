// Entering moves by clicks: the path collected, the targets offered, moves played at once
// when nothing extends them, and end-turn for moves that may stop early or turn a piece.
#include <catch2/catch.hpp>

#include "boardgames/core/move_entry.hpp"
#include "support.hpp"
#include "ui/context.hpp"

using namespace boardgames;
using boardgames::testing::cell_named;
using Kind = MoveEntry::Response::Kind;

namespace {

std::vector<std::string> cell_names(int count) {
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i)
        names.push_back(std::string(1, 'c').append(std::to_string(i)));
    return names;
}

// A made-up set of moves: a step 1-2, a chain 1-3 that may go on to 4, and a turn in place
// of 5 (one quarter-turn either way gives the same pattern) or a step 5-6 that may turn.
std::vector<LegalMove> sample_moves() {
    return {
        {"step", {{1, 2}, 1}},   {"hop", {{1, 3}, 1}},   {"hop-hop", {{1, 3, 4}, 1}},
        {"turn", {{5}, 0b1010}}, {"slide", {{5, 6}, 1}}, {"slide-turned", {{5, 6}, 0b0100}},
    };
}

}  // namespace

TEST_CASE("move entry: a move nothing extends is played at once", "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    CHECK(entry.select(1).kind == Kind::Wait);
    CHECK(entry.targets() == std::vector<int>{2, 3});
    const auto played = entry.select(2);
    CHECK(played.kind == Kind::Play);
    CHECK(played.move == "step");
    CHECK_FALSE(entry.active());
}

TEST_CASE("move entry: a chain waits at a stop that may go on, and end turn plays it", "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    entry.select(1);
    const auto waiting = entry.select(3);
    CHECK(waiting.kind == Kind::Wait);
    CHECK(waiting.message == "end the turn to play hop, or go on");
    CHECK(entry.targets() == std::vector<int>{4});
    const auto ended = entry.end_turn();
    CHECK(ended.kind == Kind::Play);
    CHECK(ended.move == "hop");

    entry.select(1);
    entry.select(3);
    CHECK(entry.select(4).move == "hop-hop");
}

TEST_CASE("move entry: turns are counted net and lock the piece", "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    CHECK(entry.turn(1).kind == Kind::Refused);  // nothing selected
    entry.select(5);
    CHECK(entry.end_turn().kind == Kind::Refused);  // turning nothing is no move
    CHECK(entry.turn(-1).kind == Kind::Wait);       // three quarter-turns clockwise
    CHECK(entry.select(6).kind == Kind::Refused);   // turned: locked in place
    const auto played = entry.end_turn();
    CHECK(played.kind == Kind::Play);
    CHECK(played.move == "turn");

    entry.select(5);
    entry.select(6);
    CHECK(entry.turn(1).kind == Kind::Wait);  // one quarter: not a move of 5-6 yet
    CHECK(entry.end_turn().kind == Kind::Refused);
    entry.turn(1);
    CHECK(entry.end_turn().move == "slide-turned");
}

TEST_CASE("move entry: refusals say why, clicking the piece again cancels", "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    CHECK(entry.select(7).message == "c7 has no legal move");
    entry.select(1);
    CHECK(entry.select(7).message == "c7 is not a legal target for c1");
    CHECK(entry.select(5).kind == Kind::Wait);  // another movable piece: selected instead
    CHECK(entry.path() == std::vector<int>{5});
    CHECK(entry.select(5).message == "selection cancelled");
    CHECK_FALSE(entry.active());
}

TEST_CASE("move entry: a click on another landing moves a waiting move there", "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    entry.select(5);
    CHECK(entry.select(6).message == "end the turn to play slide, or go on");
    CHECK(entry.select(6).message == "end the turn to play slide, or go on");  // the same again
    CHECK(entry.path() == std::vector<int>{5, 6});
    entry.cancel();
    entry.select(1);
    entry.select(3);                        // hop, which may go on to 4
    CHECK(entry.select(2).move == "step");  // 2 instead of 3: the step, played at once
    entry.select(1);
    entry.select(3);
    CHECK(entry.select(7).message == "c7 is not a legal target for c1");
    CHECK(entry.path() == std::vector<int>{1, 3});
}

namespace {

// The entry for `match`, with its cells' names.
MoveEntry entry_for(const AnyMatch& match) {
    std::vector<std::string> names;
    for (const CellView& cell : match.board_view().cells) {
        if (cell.cell >= int(names.size())) names.resize(std::size_t(cell.cell) + 1);
        names[std::size_t(cell.cell)] = cell.name;
    }
    MoveEntry entry;
    entry.reset(match.legal_inputs(), names);
    return entry;
}

}  // namespace

TEST_CASE("move entry: Redtangle c2, c3 then d3 steps to d3, keeping the turn",
          "[entry][redtangle]") {
    const auto match = boardgames::testing::play("redtangle", "");  // c2 is Wwbbb
    const auto at = [&](const char* name) { return cell_named(*match, name); };
    MoveEntry entry = entry_for(*match);
    entry.select(at("c2"));
    CHECK(entry.select(at("c3")).message == "end the turn to play c2-c3, or go on");
    const auto moved = entry.select(at("d3"));
    CHECK(moved.kind == Kind::Wait);
    CHECK(moved.message == "end the turn to play c2-d3, or go on");
    CHECK(entry.path() == std::vector<int>{at("c2"), at("d3")});
    CHECK(entry.end_turn().move == "c2-d3");

    entry.select(at("c2"));
    entry.select(at("c3"));
    entry.turn(1);  // a quarter-turn clockwise: bwbb
    CHECK(entry.select(at("b3")).message == "end the turn to play c2-b3=bwbb, or go on");
    CHECK(entry.select(at("e4")).kind == Kind::Refused);  // no step reaches e4
    CHECK(entry.end_turn().move == "c2-b3=bwbb");
}

TEST_CASE("move entry: messages that start with a square keep it lower case", "[entry]") {
    // The UI starts its status line with a capital, except on a square or a move, which keep
    // the notation's case.
    CHECK(capitalised("c4 is not a legal target for c2") == "c4 is not a legal target for c2");
    CHECK(capitalised("a2Xc4 must be played") == "a2Xc4 must be played");
    CHECK(capitalised("aa12 is off the board") == "aa12 is off the board");
    CHECK(capitalised("circles to move") == "Circles to move");
    CHECK(capitalised("taking is compulsory") == "Taking is compulsory");
    CHECK(capitalised("") == "");
}

TEST_CASE("move entry: RAPS moves are two clicks, played at once", "[entry][raps]") {
    const auto match = boardgames::testing::play("raps", "3O/1O1O/#3/#3 #");
    MoveEntry entry = entry_for(*match);
    CHECK(entry.select(0).message == "a1 has no legal move");  // a take is compulsory elsewhere
    entry.select(4);                                           // a2
    CHECK(entry.targets() == std::vector<int>{14});            // c4
    CHECK(entry.select(14).move == "a2Xc4");
}

TEST_CASE("move entry: a pass has no cells, end turn with nothing selected plays it", "[entry]") {
    MoveEntry entry;
    std::vector<LegalMove> moves = sample_moves();
    moves.push_back({"pass", {{}, 1}});
    entry.reset(moves, cell_names(8));
    CHECK_FALSE(entry.can_start_at(-1));
    CHECK(entry.select(7).kind == Kind::Refused);  // a cell no move starts at: no crash
    const auto passed = entry.end_turn();
    CHECK(passed.kind == Kind::Play);
    CHECK(passed.move == "pass");
    CHECK_FALSE(entry.only_pass());
    // With a piece selected, ending the turn finishes that move instead.
    CHECK(entry.select(1).kind == Kind::Wait);
    CHECK(entry.select(3).kind == Kind::Wait);
    CHECK(entry.end_turn().move == "hop");
}

TEST_CASE("move entry: without a pass, end turn asks for a piece, a lone pass is known",
          "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    CHECK(entry.end_turn().kind == Kind::Refused);
    CHECK(entry.pass_move() == nullptr);
    entry.reset({{"pass", {{}, 1}}}, cell_names(8));
    CHECK(entry.only_pass());
    CHECK(entry.select(2).kind == Kind::Refused);
    CHECK(entry.targets().empty());
}

TEST_CASE("move entry: the starts are the cells a legal move begins at, each once", "[entry]") {
    MoveEntry entry;
    entry.reset(sample_moves(), cell_names(8));
    CHECK(entry.starts() == std::vector<int>{1, 5});
    // A selection does not change them: they are the pieces that can move.
    CHECK(entry.select(1).kind == Kind::Wait);
    CHECK(entry.starts() == std::vector<int>{1, 5});
    entry.reset({{"pass", {{}, 1}}}, cell_names(8));
    CHECK(entry.starts().empty());
}
