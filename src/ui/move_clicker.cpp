#include "move_clicker.hpp"

#include <algorithm>

namespace boardgames::ui {

BoardInput MoveClicker::handle(const Event& event) {
    if (event.kind == Event::Kind::Release) {  // the end of a click or a drag
        if (const auto dragged = ctx_.drag(event)) drop(dragged->first, dragged->second);
        return {};
    }
    const BoardInput input = ctx_.board_input(event, ctx_.board());
    if (input.kind != BoardInput::Kind::None && input.kind != BoardInput::Kind::Key)
        ctx_.looked_into.clear();
    switch (input.kind) {
        case BoardInput::Kind::Select:
            select(input.cell);
            break;
        case BoardInput::Kind::Turn:
            turn(input.quarter_turns);
            break;
        case BoardInput::Kind::EndTurn:
            // A right click on a piece with nothing selected and no pass to make looks into it.
            if (input.cell >= 0 && !ctx_.entry.active() && !ctx_.entry.pass_move())
                if (const CellView* cell = ctx_.board().find(input.cell);
                    cell && !cell->token.empty()) {
                    ctx_.looked_into = describe_cell(*cell);
                    break;
                }
            end_turn();
            break;
        case BoardInput::Kind::Cancel:
            ctx_.entry.cancel();
            ctx_.say("", false);
            break;
        case BoardInput::Kind::Outside:
            ctx_.say("Click on a square of the board", true);
            break;
        case BoardInput::Kind::Key:
        case BoardInput::Kind::None:
            break;
    }
    return input;
}

void MoveClicker::select(int cell) {
    if (!may_move_()) return;
    // A cell no move starts from, or a target a rule refuses (a repetition, a tile facing the
    // jumper with the same colour): the match says why, in the rules' words.
    if (!ctx_.entry.active() && !ctx_.entry.can_start_at(cell)) {
        const std::string why = ctx_.session().match().why_not_clicked({}, cell);
        if (!why.empty()) return ctx_.say(capitalised(why), true);
    }
    const std::vector<int> path = ctx_.entry.path();
    const MoveEntry::Response response = ctx_.entry.select(cell);
    if (response.kind == MoveEntry::Response::Kind::Refused &&
        after_refusal_ == AfterRefusal::LetGo)
        ctx_.entry.cancel();
    if (response.kind == MoveEntry::Response::Kind::Refused && !path.empty()) {
        const std::string rule = ctx_.session().match().why_not_clicked(path, cell);
        if (!rule.empty()) return ctx_.say(capitalised(response.message) + ": " + rule, true);
    }
    respond(response);
}

void MoveClicker::drop(int from, int to) {
    const auto holds = [this](int cell) {
        return ctx_.entry.active() && ctx_.entry.path().back() == cell;
    };
    if (!holds(from)) {  // the press let go of the piece it had selected: take it again
        select(from);
        if (!holds(from)) return;
    }
    select(to);
}

void MoveClicker::end_turn() {
    if (!may_move_()) return;
    const MoveEntry::Response response = ctx_.entry.end_turn();
    // With nothing selected, end turn is a pass: where the game has passes, say why not now.
    if (response.kind == MoveEntry::Response::Kind::Refused && ctx_.entry.path().empty() &&
        ctx_.session().game().has_passes) {
        const std::string why = ctx_.session().match().rule_against("pass");
        if (!why.empty()) return ctx_.say(capitalised(why), true);
    }
    respond(response);
}

void MoveClicker::turn(int quarter_turns) {
    if (!may_move_()) return;
    respond(ctx_.entry.turn(quarter_turns));
}

void MoveClicker::respond(const MoveEntry::Response& response) {
    switch (response.kind) {
        case MoveEntry::Response::Kind::Play:
            return play_(response.move);
        case MoveEntry::Response::Kind::Wait:
            return ctx_.say(capitalised(response.message), false);
        case MoveEntry::Response::Kind::Refused: {
            const std::string note = ctx_.session().match().constraint_note();
            return ctx_.say(capitalised(response.message) + (note.empty() ? "" : " (" + note + ")"),
                            true);
        }
    }
}

EnteredBoard entered_board(const Context& ctx, bool moving) {
    const AnyMatch& match = ctx.session().match();
    const LegalMove* pending = ctx.entry.pending();
    const std::vector<int>& path = ctx.entry.path();
    const std::vector<const LegalMove*> going_on =
        pending || path.size() < 2 ? std::vector<const LegalMove*>{} : ctx.entry.candidates();
    EnteredBoard entered{pending ? match.board_after(pending->text)
                         : !going_on.empty()
                             ? match.board_after_part(going_on.front()->text, path.size())
                             : ctx.board(),
                         {}};
    BoardMarks& marks = entered.marks;
    marks.last_move = ctx.marks.last_move;
    // The person's pieces that can move: on his turn, and kept through the others'.
    marks.movable = ctx.marks.movable;
    if (moving) {
        marks.path = ctx.entry.path();
        if (!marks.path.empty()) marks.targets = ctx.entry.targets();
        if (!ctx.entry.active()) marks.hint = ctx.marks.hint;
        marks.cursor = ctx.pointer.cursor.marked();
    }
    // While a move is entered, what it would take so far (the last move's marks give way);
    // else what the last move took.
    marks.captured = pending || !going_on.empty()
                         ? captured_cells(ctx.board(), entered.view, marks.path)
                         : ctx.marks.captured;
    if (!moving || marks.path.empty()) return entered;
    // The targets whose moves capture or convert, and what the move through the target
    // pointed at (under the pointer or the cursor) would take.
    const std::size_t next = marks.path.size();
    const int pointed = ctx.pointer.pointed();
    const LegalMove* pointed_move = nullptr;
    for (const LegalMove* move : ctx.entry.candidates()) {
        if (move->input.cells.size() <= next) continue;
        const int target = move->input.cells[next];
        if (move->capture && std::find(marks.capture_targets.begin(), marks.capture_targets.end(),
                                       target) == marks.capture_targets.end())
            marks.capture_targets.push_back(target);
        if (target == pointed && !pointed_move) pointed_move = move;
    }
    if (pointed_move && pointed_move->capture) {
        // What the move pointed at would take replaces what the last move took.
        if (marks.path.size() == 1) marks.captured.clear();
        std::vector<int> cells = marks.path;
        cells.push_back(pointed);
        // The whole move when the target ends it; else its part so far (a capture going on).
        const BoardView after = pointed_move->input.cells.size() == next + 1
                                    ? match.board_after(pointed_move->text)
                                    : match.board_after_part(pointed_move->text, next + 1);
        for (const int cell : captured_cells(ctx.board(), after, cells))
            if (std::find(marks.captured.begin(), marks.captured.end(), cell) ==
                marks.captured.end())
                marks.captured.push_back(cell);
    }
    return entered;
}

}  // namespace boardgames::ui
