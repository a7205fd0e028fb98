#include "arrange_screen.hpp"

#include <algorithm>

#include "boardgames/play/arrangement.hpp"
#include "frame.hpp"

namespace boardgames::ui {
namespace {

// Arranges the pieces of each mover from `first` on, by whoever sits at its seat: computers at
// once, the first human on screen.
void arrange_from(Context& context, int first) {
    Session& session = context.session;
    const GameInfo& info = session.game();
    for (int player = first; player < int(info.player_names.size()); ++player) {
        const Player& who = session.players[std::size_t(session.seat_of_mover(player))];
        if (who.human()) {
            context.show(std::make_unique<ArrangeScreen>(context, player, player + 1));
            return;
        }
        context.restart_from(ai::choose_arrangement(info, session.match().position(), player,
                                                    who.level, context.random()));
    }
    context.show_play();
    context.position_changed();
}

}  // namespace

void begin_arrangement(Context& context) {
    if (!context.session.game().arrange || context.session.match().ply() != 0) return;
    arrange_from(context, 0);
}

ArrangeScreen::ArrangeScreen(Context& context, int player, int next_player)
    : ctx_(context),
      player_(player),
      next_player_(next_player),
      editor_(context.session.game(), context.session.match().board_view(),
              context.session.match().to_move()) {
    ctx_.say(capitalised(std::string(ctx_.session.game().player_names[std::size_t(player)])) +
                 ": arrange your tiles in your zone, then e or right click",
             false);
}

void ArrangeScreen::handle(const Event& event) {
    const BoardInput input = ctx_.board_input(event, editor_.view());
    switch (input.kind) {
        case BoardInput::Kind::Select:
            return click(input.cell);
        case BoardInput::Kind::Turn:
            if (const auto refused = editor_.turn(selected_, input.quarter_turns))
                ctx_.say(*refused, true);
            return;
        case BoardInput::Kind::EndTurn:
            return finish();
        case BoardInput::Kind::Cancel:
            selected_ = -1;
            return ctx_.say("", false);
        case BoardInput::Kind::Outside:
            return ctx_.say("Click on a square of your zone", true);
        case BoardInput::Kind::Key:
            break;
        case BoardInput::Kind::None:
            return;
    }
    switch (input.key) {
        case '1':
            return preset(0);
        case '2':
            return preset(ctx_.random() | 1);
        case 'q':
            return ctx_.quit();
        default:
            return;
    }
}

bool ArrangeScreen::in_zone(int cell) const {
    const auto cells = ctx_.session.game().arrangement_cells(player_);
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

void ArrangeScreen::click(int cell) {
    const CellView* clicked = editor_.cell(cell);
    if (!clicked || !in_zone(cell))
        return ctx_.say("Arrange your tiles inside your own zone", true);
    if (selected_ < 0) {
        if (clicked->owner != player_) return ctx_.say("Select one of your tiles", true);
        selected_ = cell;
        return ctx_.say("Click another square of your zone to swap, or turn the tile", false);
    }
    editor_.swap(selected_, cell);
    selected_ = -1;
    ctx_.say("", false);
}

void ArrangeScreen::preset(std::uint64_t seed) {
    const GameInfo& info = ctx_.session.game();
    const std::string arranged =
        info.arrange(editor_.position(ctx_.session.match().position()), player_, seed);
    const auto match = info.new_match(info, arranged);
    if (!match) return ctx_.say(match.error(), true);
    editor_ = BoardEditor(info, match.value()->board_view(), editor_.side_to_move());
    selected_ = -1;
    ctx_.say(seed == 0 ? "Standard setup" : "Random setup", false);
}

void ArrangeScreen::finish() {
    if (!ctx_.restart_from(editor_.position(ctx_.session.match().position()))) return;
    arrange_from(ctx_, next_player_);
}

void ArrangeScreen::draw(Frame& frame) {
    BoardMarks marks;
    if (selected_ >= 0) marks.path = {selected_};
    marks.cursor = ctx_.cursor.marked();
    const std::string right =
        "Arrange: " + std::string(ctx_.session.game().player_names[std::size_t(player_)]) + " ";
    frame.table(ctx_.session, ctx_.session.match(), editor_.view(), marks, right);
    frame.status_or(ctx_.message(), ctx_.message_is_error(), ctx_.turn_status());
}

std::string ArrangeScreen::hints() const {
    return "click two: swap  wheel/[ ]: turn  1 standard  2 random  e/right click: done";
}

}  // namespace boardgames::ui
