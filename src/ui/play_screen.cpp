#include "play_screen.hpp"

#include <string_view>

#include "confirm_screen.hpp"
#include "frame.hpp"
#include "help_screen.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "open_screen.hpp"
#include "options_screen.hpp"
#include "people_screen.hpp"
#include "prompt_screen.hpp"
#include "replay_screen.hpp"
#include "review_screen.hpp"
#include "set_board_screen.hpp"

namespace boardgames::ui {

PlayScreen::PlayScreen(Context& context)
    : ctx_(context),
      input_(
          context, [this] { return can_human_move(); },
          [this](const std::string& move) { play(move); }) {}

void PlayScreen::handle(const Event& event) {
    // Once the game is over, what an event says lasts until the next: then the status line
    // says the result again.
    if (ctx_.game_over() && event.kind != Event::Kind::Release) ctx_.say("", false);
    const KeyPlace place = ctx_.key_place();
    const bool demo = ctx_.game().demo();
    // Keys that act before the board hears them: space pauses a demo (else it selects), and
    // a practice game's Esc goes back to the rules unless it cancels a selection.
    if (event.kind == Event::Kind::Key)
        if (const KeyBinding* early = binding_for(event.key, place, demo))
            if (early->action == PlayAction::PauseDemo ||
                (early->action == PlayAction::BackToRules &&
                 !(event.key == key_escape && ctx_.entry.active())))
                return act(early->action);
    const BoardInput input = input_.handle(event);
    if (input.kind != BoardInput::Kind::Key) return;
    if (const KeyBinding* binding = binding_for(input.key, place, demo))
        return act(binding->action);
    refuse_key(input.key, place);
}

// A key bound elsewhere but not here says why; any other is unknown.
void PlayScreen::refuse_key(int key, KeyPlace place) {
    const bool bound_in_a_game = binding_for(key, KeyPlace::Game, false) != nullptr;
    if (place == KeyPlace::Watching) {
        std::string keys;
        for (const KeyBinding& binding : play_keys())
            if (binding.works_in(KeyPlace::Watching) && !binding.hint.empty())
                keys += (keys.empty() ? "" : ", ") + binding.hint;
        return ctx_.say("You are watching: " + keys, true);
    }
    if (place == KeyPlace::Archive)
        return ctx_.say(
            "A game of the archive: p replays it with the computer's review, q goes "
            "back to the lobby",
            true);
    if (place == KeyPlace::Practice && bound_in_a_game)
        return ctx_.say("Not during a practice game: Esc goes back to the rules first", true);
    if (place == KeyPlace::Seat && bound_in_a_game)
        return ctx_.say("Not at a shared table: the table keeps one game (q leaves it)", true);
    ctx_.say("Unknown key: press ? for help", true);
}

void PlayScreen::act(PlayAction action) {
    switch (action) {
        case PlayAction::PauseDemo:
            ctx_.paused = !ctx_.paused;
            return ctx_.say(ctx_.paused ? "Demo paused: space to go on" : "", false);
        case PlayAction::TypeMove:
            if (!can_human_move()) return;
            return ctx_.navigator.show(std::make_unique<PromptScreen>(
                ctx_.navigator, "Move: ", "type a move such as a2Xc4, Enter to play, Esc to cancel",
                [this](const std::string& typed) { play_typed(typed); }));
        case PlayAction::Hint:
            return hint();
        case PlayAction::Undo:
            return undo();
        case PlayAction::Redo:
            return redo();
        case PlayAction::NewGame:
            return new_game();
        case PlayAction::Quit:
            return quit_game(ctx_);
        case PlayAction::BackToRules:
            return ctx_.end_practice();
        case PlayAction::Help:
            if (ctx_.practice && ctx_.practice->figure >= 0)  // the rules at the figure tried
                return ctx_.navigator.show(
                    std::make_unique<HelpScreen>(ctx_, ctx_.practice->figure, ctx_.practice->move));
            return ctx_.navigator.show(std::make_unique<HelpScreen>(ctx_));
        case PlayAction::Options:
            return ctx_.navigator.show(std::make_unique<OptionsScreen>(ctx_));
        case PlayAction::SetBoard:
            return ctx_.navigator.show(std::make_unique<SetBoardScreen>(ctx_));
        case PlayAction::Replay:
            return open_replay();
        case PlayAction::Save:
            return save_game(ctx_);
        case PlayAction::LookInto:
            return look_into();
        case PlayAction::TurnBoard:
            return ctx_.turn_board();
        case PlayAction::Open:
            return open_saved_game(ctx_);
        case PlayAction::AskTakeBack:
        case PlayAction::OfferDraw:
        case PlayAction::Accept:
        case PlayAction::Decline:
        case PlayAction::Resign:
        case PlayAction::Chat:
        case PlayAction::People:
        case PlayAction::LeaveTable:
        case PlayAction::StopWatching:
        case PlayAction::OfferRematch:
            return ctx_.game().act(ctx_, action);
    }
}

// After a game of a series, its next game; else a new game (asked first while one goes on).
void PlayScreen::new_game() {
    const auto& series = ctx_.session().series();
    if (series && series->winner() < 0 && ctx_.session().match().outcome().over())
        return ctx_.next_series_game();
    confirm_if_playing(ctx_, "Abandon this game for a new one?",
                       [&context = ctx_] { context.new_game(); });
}

// What stands on the cell under the cursor, on the status line.
void PlayScreen::look_into() {
    const CellView* cell =
        ctx_.pointer.cursor.shown() ? ctx_.board().find(ctx_.pointer.cursor.cell()) : nullptr;
    if (!cell) return ctx_.say("Move the cursor onto a cell (arrows), then i looks into it", true);
    ctx_.looked_into = describe_cell(*cell);
}

void PlayScreen::play_typed(const std::string& typed) {
    std::string move = typed;
    move.erase(0, move.find_first_not_of(' '));
    move.erase(move.find_last_not_of(' ') + 1);
    if (move.empty() || !can_human_move()) return;
    ctx_.entry.cancel();
    play(move);
}

bool PlayScreen::can_human_move() {
    const auto why_not = ctx_.game().why_no_move();
    if (why_not) ctx_.say(*why_not, true);
    return !why_not;
}

void PlayScreen::play(const std::string& move) {
    const auto played = ctx_.game().play(move);
    if (!played) return ctx_.say(played.error(), true);
    if (*played) return ctx_.position_changed();
    ctx_.entry.cancel();  // on its way to the table, which answers with the move or why not
    ctx_.say("", false);
}

void PlayScreen::undo() {
    Session& session = ctx_.session();
    const bool done =
        session.mode() == Mode::HumanVsComputer ? session.undo_to_human() : session.undo();
    if (!done) return ctx_.say("Nothing to undo", true);
    ctx_.position_changed();
    ctx_.say("Undone: r to redo", false);
}

void PlayScreen::redo() {
    Session& session = ctx_.session();
    if (!session.redo()) return ctx_.say("Nothing to redo", true);
    while (session.mode() == Mode::HumanVsComputer && !session.human_to_move() &&
           session.can_redo())
        session.redo();
    ctx_.position_changed();
}

void PlayScreen::hint() {
    if (!can_human_move()) return;
    if (ctx_.computer.thinking()) return ctx_.say("Thinking...", false);
    // Level 4's budget, without its noise: a hint is the best move it finds; where the game
    // is solved, the solution's.
    ai::Limits limits = ctx_.session().game().level_limits(4, ctx_.random());
    limits.noise = 0;
    limits.contempt = 0;  // the player may want the draw
    limits.perfect = ctx_.session().game().solved;
    ctx_.computer.start(ctx_.session().match(), limits, true);
    ctx_.say("Thinking of a hint...", false);
}

void PlayScreen::open_replay() {
    if (ctx_.session().match().record().empty()) return ctx_.say("No moves to replay yet", true);
    // Once the game is over, the replay comes with the computer's review of it, where the
    // computer may review it now.
    if (ctx_.game_over()) {
        const std::string why = ctx_.review_refused();
        if (why.empty()) return ctx_.navigator.show(std::make_unique<ReviewScreen>(ctx_));
        ctx_.say(why, true);
    }
    ctx_.navigator.show(std::make_unique<ReplayScreen>(ctx_));
}

bool PlayScreen::show_ply(std::size_t ply) {
    if (ctx_.session().match().record().empty()) return false;
    ctx_.entry.cancel();
    ctx_.navigator.show(std::make_unique<ReplayScreen>(ctx_, ply));
    return true;
}

void PlayScreen::draw(Frame& frame) {
    const AnyMatch& match = ctx_.session().match();
    // Pieces to move and where are marked for a person to move only, not for one watching
    // (marking the computer's pieces while it thinks also cost 2 KB a move over SSH).
    const EnteredBoard entered =
        entered_board(ctx_, ctx_.session().human_to_move() && !match.outcome().over());
    // The result stays in the title until a new game, whatever the status line says since.
    const std::string right = ctx_.practice && !ctx_.game_over()
                                  ? "practice: " + ctx_.practice->from + " "
                                  : ctx_.game().whereabouts() + " ";
    // Under the pointer, a stack or a stop says what it is (above the board: the status line
    // keeps the turn).
    const CellView* under = ctx_.board().find(ctx_.pointer.hovered);
    const bool worth_a_look = under && (under->layers.size() >= 2 || under->inert);
    frame.looked_into = worth_a_look ? describe_cell(*under) : ctx_.looked_into;
    frame.table(ctx_.session(), match, entered.view, entered.marks, right);
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(), ctx_.turn_status());
    // A request waiting for an answer has a line of its own, above the board: the chat on the
    // status line cannot hide it.
    if (const std::string request = ctx_.game().request_line(); !request.empty())
        frame.put(Frame::board_top - 1, 0, request, frame.attribute(Style::Error));
}

std::string PlayScreen::hints() const {
    return play_hints(ctx_.session().game(), ctx_.game().demo(), COLS,
                      ctx_.entry.pass_move() != nullptr, ctx_.key_place(), ctx_.game_over());
}

}  // namespace boardgames::ui
