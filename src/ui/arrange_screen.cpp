#include "arrange_screen.hpp"

#include <algorithm>

#include "boardgames/play/arrangement.hpp"
#include "confirm_screen.hpp"
#include "frame.hpp"
#include "help_screen.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "open_screen.hpp"
#include "options_screen.hpp"

namespace boardgames::ui {
namespace {

// Arranges the pieces of each mover from `first` on, by whoever sits at its seat: computers at
// once, the first human on screen.
void arrange_from(Context& context, int first) {
    Session& session = context.session();
    const GameInfo& info = session.game();
    for (int mover = first; mover < int(info.mover_names.size()); ++mover) {
        const Occupant& who = session.occupants[std::size_t(session.seat_of_mover(mover))];
        if (who.human()) {
            context.navigator.show(std::make_unique<ArrangeScreen>(context, mover, mover + 1));
            return;
        }
        context.restart_from(ai::choose_arrangement(info, session.match().position(), mover,
                                                    who.level, context.random()));
    }
    context.navigator.begin_play();
    context.position_changed();
}

// A piece face down: its owner's colour, nothing else of it (a tile's edges) shown.
void hide_piece(const PieceStyle& style, CellView& cell) {
    const int owner = cell.owner;
    clear_cell_content(cell);
    cell.owner = owner;
    if (owner >= 0 && owner < int(style.colours.size()))
        cell.layers = {style.colours[std::size_t(owner)]};
    // (Moved in, not assigned from "?": GCC 12 warns falsely of an overlapping copy.)
    cell.glyph = std::string(1, '?');
    cell.token = cell.glyph;
}

}  // namespace

void begin_arrangement(Context& context) {
    if (!context.session().game().arrange || context.session().match().ply() != 0) return;
    arrange_from(context, 0);
}

void begin_shared_arrangement(Context& context) {
    const std::vector<int>* waiting = context.game().shared_arrangement();
    if (!waiting || context.game_over()) return;
    int mine = -1;  // a watcher's is nobody's
    for (const int mover : *waiting)
        if (context.session().seat_of_mover(mover) == context.game().own_seat()) mine = mover;
    context.navigator.show(std::make_unique<ArrangeScreen>(context, mine, -1));
}

ArrangeScreen::ArrangeScreen(Context& context, int mover, int next_mover)
    : ctx_(context),
      shared_(context.game().shared_arrangement() != nullptr),
      mover_(mover),
      next_mover_(next_mover),
      editor_(context.session().game(), context.session().match().board_view(),
              context.session()
                  .game()
                  .side_of_mover[std::size_t(context.session().match().to_move())]) {
    ctx_.say("", false);  // the status line gives the instructions
}

std::string ArrangeScreen::instructions() const {
    if (shared_ && !waits_for_me())
        return "Waiting for " + still_arranging() + " to arrange: every tile shows once all are in";
    return capitalised(std::string(ctx_.session().game().mover_names[std::size_t(mover_)])) +
           ": arrange your tiles in your zone, then e or right click" +
           (shared_ ? " (unseen till all are in)" : "");
}

bool ArrangeScreen::waits_for_me() const {
    const std::vector<int>* waiting = ctx_.game().shared_arrangement();
    return waiting && mover_ >= 0 &&
           std::find(waiting->begin(), waiting->end(), mover_) != waiting->end();
}

std::optional<std::string> ArrangeScreen::edit_refused() const {
    if (!shared_) return std::nullopt;
    if (ctx_.key_place() == KeyPlace::Watching)
        return "You are watching: the players arrange their own tiles";
    if (!waits_for_me()) return "Your tiles are arranged: waiting for " + still_arranging();
    if (sent_) return "Sent: waiting for the table";
    return std::nullopt;
}

std::string ArrangeScreen::still_arranging() const {
    std::string names;
    const std::vector<int>* arranging = ctx_.game().shared_arrangement();
    const std::vector<int> waiting = arranging ? *arranging : std::vector<int>{};
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (i > 0) names += i + 1 == waiting.size() ? " and " : ", ";
        names += ctx_.session().game().mover_names[std::size_t(waiting[i])];
    }
    return names.empty() ? "the table" : names;
}

bool ArrangeScreen::live(Action action) const {
    const KeyPlace place = ctx_.key_place();
    switch (action) {
        case Action::Chat:
        case Action::People:
        case Action::Resign:
        case Action::Accept:
        case Action::Decline:
            return place == KeyPlace::Seat ||
                   (place == KeyPlace::Watching &&
                    (action == Action::Chat || action == Action::People));
        case Action::Open:  // a game of this terminal's own: not at a table
        case Action::Options:
            return place == KeyPlace::Game || place == KeyPlace::Practice;
        case Action::Swap:
        case Action::Turn:
        case Action::Standard:
        case Action::Random:
        case Action::Done:
        case Action::Undo:
        case Action::Redo:
            return !edit_refused();
        default:
            return true;
    }
}

void ArrangeScreen::tick(Clock::time_point now) {
    if (!shared_) return;
    // Shared, the game itself comes once everyone has arranged (or it ended first).
    if (!ctx_.game().shared_arrangement() || ctx_.game_over()) return ctx_.navigator.begin_play();
    // Sent and not taken (the table said why on the status line): this terminal may try again.
    if (sent_ && waits_for_me() && now - *sent_ > std::chrono::seconds(3)) sent_.reset();
}

void ArrangeScreen::handle(const Event& event) {
    const BoardInput input = ctx_.board_input(event, editor_.view());
    switch (input.kind) {
        case BoardInput::Kind::Select:
            if (const auto refused = edit_refused()) return ctx_.say(*refused, true);
            return click(input.cell);
        case BoardInput::Kind::Turn: {
            if (const auto refused = edit_refused()) return ctx_.say(*refused, true);
            BoardEditor before = editor_;
            if (const auto refused = editor_.turn(selected_, input.quarter_turns))
                return ctx_.say(*refused, true);
            return remember(std::move(before));
        }
        case BoardInput::Kind::EndTurn:
            return finish();
        case BoardInput::Kind::Cancel:
            selected_ = -1;
            return ctx_.say("", false);
        case BoardInput::Kind::Outside:
            return ctx_.say("Click on a square of your zone", true);
        case BoardInput::Kind::Key:
            return key(input.key);
        case BoardInput::Kind::None:
            return;
    }
}

const ScreenKeys<ArrangeScreen::Action>& ArrangeScreen::keys() {
    static const ScreenKeys<Action> table{{Action::Swap, {}, "click two: swap"},
                                          {Action::Turn, {}, "wheel/[ ]: turn"},
                                          {Action::Standard, {'1'}, "1/2: standard/random"},
                                          {Action::Random, {'2'}, ""},
                                          {Action::Done, {}, "e done"},
                                          {Action::Undo, {'u'}, ""},
                                          {Action::Redo, {'r'}, ""},
                                          {Action::Help, {'?', KEY_F(1)}, "? help"},
                                          {Action::Options, {'m'}, ""},
                                          {Action::Open, {'o', 'L'}, ""},
                                          {Action::Quit, {'q'}, "q quit"},
                                          {Action::Save, {'s'}, ""},
                                          {Action::TurnBoard, {turn_board_key}, ""},
                                          {Action::PlayOnly, {'n', 'p', 'b', 't', ':'}, ""},
                                          {Action::Chat, {'c'}, "c chat"},
                                          {Action::People, {'w'}, ""},
                                          {Action::Resign, {'R'}, ""},
                                          {Action::Accept, {'a'}, ""},
                                          {Action::Decline, {'x'}, ""}};
    return table;
}

void ArrangeScreen::key(int key) {
    const std::optional<Action> action = action_for(keys(), key);
    if (!action || !live(*action)) {
        if (const auto refused = edit_refused(); refused && action) return ctx_.say(*refused, true);
        return ctx_.say("Unknown key: press ? for help", true);
    }
    switch (*action) {
        case Action::Standard:
            return preset(0);
        case Action::Random:
            return preset(ctx_.random() | 1);
        case Action::Undo:
            return undo();
        case Action::Redo:
            return redo();
        case Action::Help:
            return ctx_.navigator.show(std::make_unique<HelpScreen>(ctx_));
        case Action::Options:
            return ctx_.navigator.show(std::make_unique<OptionsScreen>(ctx_));
        case Action::Open:
            return open_saved_game(ctx_);
        case Action::Chat:
            return ctx_.game().act(ctx_, PlayAction::Chat);
        case Action::People:
            return ctx_.game().act(ctx_, PlayAction::People);
        case Action::Resign:
            return ctx_.game().act(ctx_, PlayAction::Resign);
        case Action::Accept:
            return ctx_.game().act(ctx_, PlayAction::Accept);
        case Action::Decline:
            return ctx_.game().act(ctx_, PlayAction::Decline);
        case Action::Quit:
            if (ctx_.key_place() == KeyPlace::Watching)
                return ctx_.game().act(ctx_, PlayAction::StopWatching);
            if (ctx_.key_place() == KeyPlace::Seat)
                return ctx_.game().act(ctx_, PlayAction::LeaveTable);
            return ctx_.navigator.show(std::make_unique<ConfirmScreen>(
                ctx_, "Quit without playing?", [&context = ctx_] { context.navigator.quit(); }));
        case Action::TurnBoard:
            return ctx_.turn_board();
        case Action::Save:
            return ctx_.say("Nothing to save before the first move: e when your tiles are arranged",
                            true);
        case Action::PlayOnly:
            return ctx_.say("Not while arranging: e when your tiles are arranged, ? for help",
                            true);
        case Action::Swap:  // read by the board input
        case Action::Turn:
        case Action::Done:
            return;
    }
}

void ArrangeScreen::remember(BoardEditor before) {
    undone_.push_back(std::move(before));
    redone_.clear();
}

void ArrangeScreen::undo() {
    if (const auto refused = edit_refused()) return ctx_.say(*refused, true);
    if (undone_.empty()) return ctx_.say("Nothing to undo: no tile moved yet", true);
    redone_.push_back(std::move(editor_));
    editor_ = std::move(undone_.back());
    undone_.pop_back();
    selected_ = -1;
    ctx_.say("Undone: r to redo", false);
}

void ArrangeScreen::redo() {
    if (const auto refused = edit_refused()) return ctx_.say(*refused, true);
    if (redone_.empty()) return ctx_.say("Nothing to redo", true);
    undone_.push_back(std::move(editor_));
    editor_ = std::move(redone_.back());
    redone_.pop_back();
    selected_ = -1;
    ctx_.say("", false);
}

bool ArrangeScreen::in_zone(int cell) const {
    const auto cells = ctx_.session().game().arrangement_cells(mover_);
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

void ArrangeScreen::click(int cell) {
    const CellView* clicked = editor_.cell(cell);
    if (!clicked || !in_zone(cell))
        return ctx_.say("Arrange your tiles inside your own zone", true);
    if (selected_ < 0) {
        if (clicked->owner != mover_) return ctx_.say("Select one of your tiles", true);
        selected_ = cell;
        return ctx_.say("Click another square of your zone to swap, or turn the tile", false);
    }
    if (cell != selected_) {
        remember(editor_);
        editor_.swap(selected_, cell);
    }
    selected_ = -1;
    ctx_.say("", false);
}

void ArrangeScreen::preset(std::uint64_t seed) {
    if (const auto refused = edit_refused()) return ctx_.say(*refused, true);
    const GameInfo& info = ctx_.session().game();
    const std::string arranged =
        info.arrange(editor_.position(ctx_.session().match().position()), mover_, seed);
    const auto match = info.new_match(info, arranged);
    if (!match) return ctx_.say(match.error(), true);
    remember(editor_);
    editor_ = BoardEditor(info, match.value()->board_view(), editor_.side_to_move());
    selected_ = -1;
    ctx_.say(seed == 0 ? "Standard setup" : "Random setup", false);
}

void ArrangeScreen::finish() {
    if (const auto refused = edit_refused()) return ctx_.say(*refused, true);
    if (shared_) {  // the table keeps it unseen till everyone's is in
        selected_ = -1;
        ctx_.game().send_arrangement(mover_, editor_.position(ctx_.session().match().position()));
        sent_ = Clock::now();
        return ctx_.say("Sent to the table", false);
    }
    if (!ctx_.restart_from(editor_.position(ctx_.session().match().position()))) return;
    arrange_from(ctx_, next_mover_);
}

void ArrangeScreen::draw(Frame& frame) {
    BoardMarks marks;
    if (selected_ >= 0) marks.path = {selected_};
    marks.cursor = ctx_.pointer.cursor.marked();
    const std::string right =
        mover_ < 0
            ? "Arranging "
            : "Arrange: " + std::string(ctx_.session().game().mover_names[std::size_t(mover_)]) +
                  " ";
    const LiveActions<Action> live_here = [this](Action action) { return live(action); };
    frame.screen_key_lines = panel_lines(keys(), live_here);
    frame.table(ctx_.session(), ctx_.session().match(), seen(), marks, right,
                mover_ < 0 ? -1 : ctx_.session().seat_of_mover(mover_));
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(), instructions());
}

BoardView ArrangeScreen::seen() const {
    BoardView view = editor_.view();
    const GameInfo& game = ctx_.session().game();
    for (int other = 0; other < int(game.mover_names.size()); ++other) {
        if (other == mover_) continue;
        for (const int cell : game.arrangement_cells(other))
            for (CellView& shown : view.cells)
                if (shown.cell == cell && !shown.token.empty()) hide_piece(view.style, shown);
    }
    return view;
}

std::string ArrangeScreen::hints() const {
    return hint_line(keys(), LiveActions<Action>([this](Action action) { return live(action); }));
}

}  // namespace boardgames::ui
