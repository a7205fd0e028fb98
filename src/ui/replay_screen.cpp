#include "replay_screen.hpp"

#include "frame.hpp"
#include "keys.hpp"
#include "review_screen.hpp"

namespace boardgames::ui {

ReplayScreen::ReplayScreen(Context& context, std::optional<std::size_t> ply)
    : ctx_(context), moves_(context.session().match().record()), due_(next_due()) {
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
    index_ = std::min(index, moves_.size());
    const GameInfo& info = ctx_.session().game();
    match_ = std::move(info.new_match(info, ctx_.session().start_position())).value();
    shown_move_cells_.clear();
    for (std::size_t i = 0; i < index_; ++i) {
        if (i + 1 == index_) shown_move_cells_ = clicked_cells(*match_, moves_[i]);
        match_->play(moves_[i]);
    }
    view_ = match_->board_view();
}

const ScreenKeys<ReplayScreen::Action>& ReplayScreen::keys() {
    static const ScreenKeys<Action> table{{Action::Back, {KEY_LEFT, 'h'}, "left back"},
                                          {Action::Forward, {KEY_RIGHT, 'l'}, "right next"},
                                          {Action::First, {KEY_HOME, 'g'}, "Home first"},
                                          {Action::Last, {KEY_END, 'G'}, "End last"},
                                          {Action::PlayOrPause, {' '}, "space play/pause"},
                                          {Action::Review, {'v'}, "v review"},
                                          {Action::Leave, {key_escape, 'q', 'p'}, "Esc back"}};
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
            return show_move(moves_.size());
        case Action::PlayOrPause:
            playing_ = !playing_;
            if (index_ >= moves_.size()) show_move(0);
            due_ = next_due();
            return;
        case Action::Review:
            // At a table, only once the game is over: a review is the computer's help.
            if (const std::string why = ctx_.game().review_refused(); !why.empty())
                return ctx_.say(why, true);
            return ctx_.navigator.show(std::make_unique<ReviewScreen>(ctx_, index_));
        case Action::Leave:
            return ctx_.navigator.show_play();
    }
}

void ReplayScreen::step(int delta) {
    playing_ = false;
    if (delta < 0 && index_ > 0) show_move(index_ - 1);
    if (delta > 0 && index_ < moves_.size()) show_move(index_ + 1);
}

void ReplayScreen::tick(Clock::time_point now) {
    if (!playing_ || now < due_) return;
    if (index_ < moves_.size()) show_move(index_ + 1);
    if (index_ >= moves_.size()) playing_ = false;
    due_ = now + std::chrono::milliseconds(ctx_.options.demo_delay_ms);
}

std::optional<Screen::Clock::time_point> ReplayScreen::next_tick() const {
    if (!playing_) return std::nullopt;
    return due_;
}

void ReplayScreen::draw(Frame& frame) {
    const std::string right = "Replay: move " + std::to_string(index_) + " of " +
                              std::to_string(moves_.size()) + (playing_ ? " (playing)" : "") + " ";
    frame.screen_key_lines = panel_lines(keys());
    frame.game_moves = &moves_;
    BoardMarks marks;
    marks.last_move = shown_move_cells_;  // the move that led here
    frame.table(ctx_.session(), *match_, view_, marks, right);
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(),
                    match_->outcome().over() ? "Result: " + match_->result_sentence()
                                             : match_->mover_name() + " to move");
}

std::string ReplayScreen::hints() const {
    return hint_line(keys()) + "  click board: back";
}

}  // namespace boardgames::ui
