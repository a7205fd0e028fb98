#include "replay_screen.hpp"

#include "frame.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "review_panel.hpp"
#include "review_screen.hpp"

namespace boardgames::ui {

ReplayScreen::ReplayScreen(Context& context, std::optional<std::size_t> ply)
    : ctx_(context),
      shown_(context.session().game(), context.session().start_position(),
             context.session().match().record()),
      due_(next_due()) {
    playing_ = !ply;
    show_move(ply.value_or(0));
}

bool ReplayScreen::show_ply(std::size_t ply) {
    playing_ = false;
    show_move(ply);
    return true;
}

Screen::Clock::time_point ReplayScreen::next_due() const {
    return Clock::now() + std::chrono::milliseconds(ctx_.options.demo_delay_ms);
}

void ReplayScreen::show_move(std::size_t index) {
    ctx_.say("", false);  // the status line describes the position shown
    shown_.show(index);
}

const ScreenKeys<ReplayScreen::Action>& ReplayScreen::keys() {
    static const ScreenKeys<Action> table{{Action::Back, {KEY_LEFT, 'h'}, "left back"},
                                          {Action::Forward, {KEY_RIGHT, 'l'}, "right next"},
                                          {Action::First, {KEY_HOME, 'g'}, "Home first"},
                                          {Action::Last, {KEY_END, 'G'}, "End last"},
                                          {Action::PlayOrPause, {' '}, "space play/pause"},
                                          {Action::Review, {'v'}, "v review"},
                                          {Action::Leave, {key_escape, 'q', 'p'}, "Esc back"},
                                          {Action::TurnBoard, {turn_board_key}, "f turn board"}};
    return table;
}

void ReplayScreen::handle(const Event& event) {
    if (event.kind == Event::Kind::WheelDown) step(1);
    if (event.kind == Event::Kind::WheelUp) step(-1);
    if (event.kind == Event::Kind::Click && ctx_.pointer.cell_at(event.y, event.x) >= 0)
        return ctx_.navigator.show_play();
    if (event.kind != Event::Kind::Key) return;
    const std::optional<Action> action = action_for(keys(), event.key);
    if (!action) return;
    switch (*action) {
        case Action::Forward:
            return step(1);
        case Action::Back:
            return step(-1);
        case Action::First:
            playing_ = false;
            return show_move(0);
        case Action::Last:
            playing_ = false;
            return show_move(shown_.moves().size());
        case Action::PlayOrPause:
            playing_ = !playing_;
            if (shown_.at_end()) show_move(0);
            due_ = next_due();
            return;
        case Action::Review:
            // At a table, only once the game is over: a review is the computer's help.
            if (const std::string why = ctx_.review_refused(); !why.empty())
                return ctx_.say(why, true);
            return ctx_.navigator.show(std::make_unique<ReviewScreen>(ctx_, shown_.ply()));
        case Action::Leave:
            return ctx_.navigator.show_play();
        case Action::TurnBoard:
            return ctx_.turn_board();
    }
}

void ReplayScreen::step(int delta) {
    playing_ = false;
    if (delta < 0 && shown_.ply() > 0) show_move(shown_.ply() - 1);
    if (delta > 0 && !shown_.at_end()) show_move(shown_.ply() + 1);
}

void ReplayScreen::tick(Clock::time_point now) {
    if (!playing_ || now < due_) return;
    if (!shown_.at_end()) show_move(shown_.ply() + 1);
    if (shown_.at_end()) playing_ = false;
    due_ = now + std::chrono::milliseconds(ctx_.options.demo_delay_ms);
}

std::optional<Screen::Clock::time_point> ReplayScreen::next_tick() const {
    if (!playing_) return std::nullopt;
    return due_;
}

void ReplayScreen::draw(Frame& frame) {
    // Numbered as the move list numbers the moves, as the review does.
    const GameInfo& game = ctx_.session().game();
    const std::string shown =
        shown_.ply() == 0 ? "the start" : move_name(game, shown_.ply(), shown_.last_mover());
    const std::string right =
        "Replay: " + shown + " of " +
        std::to_string(numbered_move_count(shown_.moves().size(), game.side_names.size())) +
        (playing_ ? " (playing)" : "") + " ";
    frame.screen_key_lines = panel_lines(keys());
    frame.game_moves = &shown_.moves();
    BoardMarks marks;
    marks.last_move = shown_.last_move_cells();  // the move that led here
    frame.table(ctx_.session(), shown_.match(), shown_.view(), marks, right);
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(),
                    shown_.match().outcome().over() ? "Result: " + shown_.match().result_sentence()
                                                    : shown_.match().mover_name() + " to move");
}

std::string ReplayScreen::hints() const {
    return hint_line(keys()) + "  click board: back";
}

}  // namespace boardgames::ui
