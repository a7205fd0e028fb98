#include "review_screen.hpp"

#include <algorithm>
#include <chrono>
#include <new>

#include "boardgames/play/registry.hpp"
#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {

ReviewScreen::ReviewScreen(Context& context, std::optional<std::size_t> ply,
                           std::shared_ptr<const Review> ready, std::optional<GameRecord> record)
    : ctx_(context),
      record_(record ? std::move(*record) : context.session().record()),
      shown_(context.session().game(), record_.start, record_.moves),
      review_(std::move(ready)) {
    show_move(ply.value_or(record_.moves.size()));
    if (review_) return;
    // The review works on its own copy of the record, on a thread of its own; the search
    // checks stop_ as it goes, so leaving the screen ends it at once.
    worker_ = std::thread([this, record = record_, outcome = outcome_] {
        const GameInfo* game = find_game(record.game);
        Result<Review> review = fail("");
        try {
            review = review_game(record, review_limits(*game, 4), &stop_,
                                 [this](std::size_t done, std::size_t all) {
                                     done_ = done;
                                     all_ = all;
                                 });
        } catch (const std::bad_alloc&) {  // the game goes on without its review
            review = fail("out of memory");
        }
        const std::lock_guard lock(outcome->mutex);
        if (review)
            outcome->review = std::move(review).value();
        else
            outcome->error = review.error();
        finished_ = true;
    });
}

ReviewScreen::~ReviewScreen() {
    stop_ = true;
    if (worker_.joinable()) worker_.join();
}

bool ReviewScreen::show_ply(std::size_t ply) {
    show_move(ply);
    return true;
}

void ReviewScreen::show_move(std::size_t index) {
    ctx_.say("", false);  // the status line describes the move shown
    shown_.show(index);
}

const ScreenKeys<ReviewScreen::Action>& ReviewScreen::keys() {
    static const ScreenKeys<Action> table{{Action::Back, {KEY_LEFT, 'h'}, "left back"},
                                          {Action::Forward, {KEY_RIGHT, 'l'}, "right next"},
                                          {Action::First, {KEY_HOME, 'g'}, "Home first"},
                                          {Action::Last, {KEY_END, 'G'}, "End last"},
                                          {Action::NextMistake, {'m', ' '}, "m next mistake"},
                                          {Action::Try, {'t'}, "t try it"},
                                          {Action::Leave, {key_escape, 'q', 'p'}, "Esc back"}};
    return table;
}

void ReviewScreen::handle(const Event& event) {
    if (event.kind == Event::Kind::WheelDown && !shown_.at_end())
        return show_move(shown_.ply() + 1);
    if (event.kind == Event::Kind::WheelUp && shown_.ply() > 0) return show_move(shown_.ply() - 1);
    if (event.kind == Event::Kind::Click && ctx_.pointer.cell_at(event.y, event.x) >= 0)
        return leave();
    // A click on the graph: the move its column stands for.
    if (event.kind == Event::Kind::Click && review_ && event.y == graph_row_ &&
        event.x >= graph_left_ && event.x < graph_left_ + graph_columns_) {
        const std::size_t plies = review_->positions.size();
        return show_move(std::size_t(event.x - graph_left_) * plies / std::size_t(graph_columns_));
    }
    if (event.kind != Event::Kind::Key) return;
    if (asking_) {  // try it against whom?
        asking_ = false;
        ctx_.say("", false);
        if (event.key == 'c' || event.key == 'f') try_position(event.key == 'c');
        return;
    }
    const std::optional<Action> action = action_for(keys(), event.key);
    if (!action) return;
    switch (*action) {
        case Action::Try:
            if (shown_.match().outcome().over())
                return ctx_.say("The game is over here: go back a move to try it", true);
            if (const std::string why = ctx_.screens->practice_refused(); !why.empty())
                return ctx_.say(why, true);
            if (const std::string why = ctx_.game().practice_refused(); !why.empty())
                return ctx_.say(why, true);  // a game of the server's archive, say
            asking_ = true;
            return ctx_.say(
                "Try this position: c against the computer, f with a friend, "
                "another key not",
                false);
        case Action::Forward:
            if (!shown_.at_end()) show_move(shown_.ply() + 1);
            return;
        case Action::Back:
            if (shown_.ply() > 0) show_move(shown_.ply() - 1);
            return;
        case Action::First:
            return show_move(0);
        case Action::Last:
            return show_move(record_.moves.size());
        case Action::NextMistake:
            if (const auto next = next_mistake()) return show_move(*next);
            return ctx_.say(review_ ? "No inaccuracy, mistake or blunder after this move"
                                    : "The computer is still reviewing the game",
                            false);
        case Action::Leave:
            return leave();
    }
}

void ReviewScreen::try_position(bool against_computer) {
    const GameInfo& game = ctx_.session().game();
    auto started = Session::start(game, shown_.match().position(), ctx_.session().options());
    if (!started) return ctx_.say(started.error(), true);
    const std::size_t ply = shown_.ply();
    if (ctx_.start_practice(std::move(started).value(), against_computer,
                            "move " + std::to_string(ply),
                            [ply, review = review_, record = record_](Context& context) {
                                return std::make_unique<ReviewScreen>(context, ply, review, record);
                            }))
        ctx_.navigator.begin_play();
}

void ReviewScreen::leave() {
    ctx_.say("", false);  // the play screen's own line (the result) again
    ctx_.navigator.show_play();
}

std::optional<std::size_t> ReviewScreen::next_mistake() const {
    if (!review_) return std::nullopt;
    for (const ReviewedMove& move : review_->moves)
        if (move.ply > shown_.ply() && move.mark >= Mark::Inaccuracy) return move.ply;
    return std::nullopt;
}

void ReviewScreen::tick(Clock::time_point) {
    if (review_ || !error_.empty() || !finished_) return;
    const std::lock_guard lock(outcome_->mutex);
    if (outcome_->review) review_ = std::make_shared<const Review>(std::move(*outcome_->review));
    error_ = outcome_->error;
}

std::optional<Screen::Clock::time_point> ReviewScreen::next_tick() const {
    if (review_ || !error_.empty()) return std::nullopt;
    return Clock::now() + std::chrono::milliseconds(200);  // the progress, then the review
}

std::string ReviewScreen::status_text() const {
    if (!error_.empty()) return "The review stopped: " + error_;
    if (!review_)
        return "The computer reviews the game: " + std::to_string(done_.load()) + " of " +
               std::to_string(std::max<std::size_t>(all_.load(), 1)) +
               " positions (the keys work meanwhile)";
    const GameInfo& game = ctx_.session().game();
    if (shown_.ply() == 0 || shown_.ply() > review_->moves.size()) {
        const Evaluation& start = review_->positions.front();
        return "The start: " + game.side_names[0] + " " + start.text() +
               (review_->moves.empty() ? "" : "; m goes to the first mistake");
    }
    const ReviewedMove& move = review_->moves[shown_.ply() - 1];
    std::string text = std::to_string(move.ply) + ". " +
                       std::string(game.mover_names[std::size_t(move.mover)]) + " " + move.played +
                       ": " + std::string(mark_name(move.mark)) + ", " +
                       game.side_names[std::size_t(move.side)] + " " + move.before.text() + " -> " +
                       move.after.text();
    return text + better_move_text(move);
}

std::vector<std::string> ReviewScreen::graph_lines(int width) const {
    if (!review_ || review_->positions.empty() || width < 4) return {};
    const bool unicode = ctx_.terminal.has_unicode();
    // Eight heights of a block, or ASCII where the terminal has no UTF-8.
    static const char* const blocks[] = {"\u2581", "\u2582", "\u2583", "\u2584",
                                         "\u2585", "\u2586", "\u2587", "\u2588"};
    static const char ascii[] = "_.-:=+*#";
    const std::size_t plies = review_->positions.size();
    const int columns = std::min<int>(width, int(plies));
    std::string graph, marker;
    int marked = -1;
    for (int column = 0; column < columns; ++column) {
        // Each column the positions of its share of the game; its height, their mean.
        const std::size_t first = std::size_t(column) * plies / std::size_t(columns);
        const std::size_t last =
            std::max(first + 1, std::size_t(column + 1) * plies / std::size_t(columns));
        double sum = 0;
        for (std::size_t ply = first; ply < last; ++ply)
            sum += review_->positions[ply].chance;
        const int height = std::clamp(int(sum / double(last - first) * 8), 0, 7);
        graph += unicode ? blocks[height] : std::string(1, ascii[height]);
        if (shown_.ply() >= first && shown_.ply() < last) marked = column;
    }
    marker = std::string(std::size_t(std::max(marked, 0)), ' ') + "^";
    const GameInfo& game = ctx_.session().game();
    return {"Evaluation (" + game.side_names[0] + " up):", graph, marker};
}

void ReviewScreen::draw(Frame& frame) {
    const std::string right = "Review: move " + std::to_string(shown_.ply()) + " of " +
                              std::to_string(record_.moves.size()) + " ";
    std::vector<std::string> panel = graph_lines(Frame::panel_width - 2);
    if (!panel.empty()) panel.push_back("The path: the computer's move here");
    if (review_ && review_->endgame_from)
        panel.push_back("Exact from move " + std::to_string(*review_->endgame_from) +
                        ": endgame solved");
    if (!panel.empty()) panel.emplace_back();
    for (const std::string& line : panel_lines(keys()))
        panel.push_back(line);
    frame.screen_key_lines = panel;
    frame.game_moves = &record_.moves;
    BoardMarks marks;
    marks.last_move = shown_.last_move_cells();
    // The computer's move from here, drawn as a path, once the review has it.
    if (review_ && shown_.ply() < review_->moves.size())
        marks.hint = clicked_cells(shown_.match(), review_->moves[shown_.ply()].best);
    frame.table(ctx_.session(), shown_.match(), shown_.view(), marks, right);
    // The graph is the second of the panel's lines (under its caption), when it was drawn.
    graph_row_ = review_ && frame.screen_key_top >= 0 ? frame.screen_key_top + 1 : -1;
    graph_left_ = frame.screen_key_left;
    graph_columns_ =
        review_ ? std::min<int>(Frame::panel_width - 2, int(review_->positions.size())) : 0;
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(), status_text());
}

std::string ReviewScreen::hints() const {
    return hint_line(keys()) + "  click board: back";
}

}  // namespace boardgames::ui
