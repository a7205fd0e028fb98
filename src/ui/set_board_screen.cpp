#include "set_board_screen.hpp"

#include "frame.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "screen_keys.hpp"

namespace boardgames::ui {
namespace {

enum class Action { Cycle, Turn, Empty, ClearAll, SideToMove, Done, Cancel, TurnBoard };

const ScreenKeys<Action>& set_board_keys() {
    static const ScreenKeys<Action> table{{Action::Cycle, {}, "click/Enter cycle"},
                                          {Action::Turn, {}, "[ ] turn"},
                                          {Action::Empty, {'x', KEY_DC}, "x empty"},
                                          {Action::ClearAll, {'c'}, "c clear"},
                                          {Action::SideToMove, {'t'}, "t side"},
                                          {Action::Done, {}, "e done"},
                                          {Action::Cancel, {'q'}, "Esc cancel"},
                                          {Action::TurnBoard, {turn_board_key}, "f turn board"}};
    return table;
}

// Turning only in games whose pieces turn.
LiveActions<Action> live_in(const GameInfo& game) {
    const bool turning = Controls::of(game).turning;
    return [turning](Action action) { return action != Action::Turn || turning; };
}

}  // namespace

std::string set_board_hints(const GameInfo& game) {
    return hint_line(set_board_keys(), live_in(game));
}

SetBoardScreen::SetBoardScreen(Context& context)
    : ctx_(context),
      editor_(context.session().game(), context.session().match().board_view(),
              context.session()
                  .game()
                  .side_of_mover[std::size_t(context.session().match().to_move())]) {
    ctx_.pointer.cursor.place_if_unset(editor_.view());
    ctx_.say("Set Board: click a square to change its piece; e or right click to play from here",
             false);
}

void SetBoardScreen::handle(const Event& event) {
    const BoardInput input = ctx_.board_input(event, editor_.view());
    switch (input.kind) {
        case BoardInput::Kind::Select:
            return editor_.cycle(input.cell);
        case BoardInput::Kind::Turn:
            if (const auto refused = editor_.turn(ctx_.pointer.cursor.cell(), input.quarter_turns))
                ctx_.say(*refused, true);
            return;
        case BoardInput::Kind::EndTurn:
            return finish();
        case BoardInput::Kind::Cancel:
            return cancel();
        case BoardInput::Kind::Outside:
            return ctx_.say("Click on a square to change it", true);
        case BoardInput::Kind::Key:
            break;
        case BoardInput::Kind::None:
            return;
    }
    const std::optional<Action> action =
        action_for(set_board_keys(), input.key, live_in(ctx_.session().game()));
    if (!action) return;
    switch (*action) {
        case Action::Empty:
            return editor_.clear(ctx_.pointer.cursor.cell());
        case Action::ClearAll:
            return editor_.clear_all();
        case Action::SideToMove:
            editor_.next_side_to_move();
            return ctx_.say(
                ctx_.session().game().side_names[std::size_t(editor_.side_to_move())] + " to move",
                false);
        case Action::Cancel:
            return cancel();
        case Action::TurnBoard:
            return ctx_.turn_board();
        case Action::Cycle:  // read by the board input
        case Action::Turn:
        case Action::Done:
            return;
    }
}

void SetBoardScreen::finish() {
    const std::string position = editor_.position(ctx_.session().match().position());
    if (!ctx_.restart_from(position)) return;
    ctx_.navigator.show_play();
    ctx_.say("Board set: " + position, false);
}

void SetBoardScreen::cancel() {
    ctx_.navigator.show_play();
    ctx_.say("Set Board cancelled", false);
}

void SetBoardScreen::draw(Frame& frame) {
    BoardMarks marks;
    marks.cursor = ctx_.pointer.cursor.marked();
    frame.screen_key_lines = panel_lines(set_board_keys(), live_in(ctx_.session().game()));
    frame.table(ctx_.session(), ctx_.session().match(), editor_.view(), marks, "Set Board ");
    const int side = editor_.side_to_move();
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(),
                    ctx_.session().game().side_names[std::size_t(side)] + " to move");
}

std::string SetBoardScreen::hints() const {
    return set_board_hints(ctx_.session().game());
}

}  // namespace boardgames::ui
