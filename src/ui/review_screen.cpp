#include "review_screen.hpp"

#include <algorithm>
#include <chrono>
#include <new>

#include "boardgames/play/registry.hpp"
#include "frame.hpp"
#include "game_record.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "review_panel.hpp"

namespace boardgames::ui {

ReviewScreen::ReviewScreen(Context& context, std::optional<std::size_t> ply,
                           std::shared_ptr<const Review> ready, std::optional<GameRecord> record)
    : ctx_(context),
      record_(record ? std::move(*record) : context.session().record()),
      shown_(context.session().game(), record_.start, record_.moves),
      review_(nullptr) {
    show_move(ply.value_or(record_.moves.size()));
    if (ready) {
        take_review(std::move(ready));
        return;
    }
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
    find_better_cells();
}

void ReviewScreen::take_review(std::shared_ptr<const Review> review) {
    review_ = std::move(review);
    marked_moves_ = moves_with_marks(record_.moves, *review_);
    find_better_cells();
}

void ReviewScreen::find_better_cells() {
    better_cells_.clear();
    const std::size_t ply = shown_.ply();
    if (!review_ || ply == 0 || ply > review_->moves.size()) return;
    const ReviewedMove& move = review_->moves[ply - 1];
    if (move.mark == Mark::Best || move.best.empty()) return;
    better_cells_ = clicked_cells(*shown_.match_at(ply - 1), move.best);
}

const ScreenKeys<ReviewScreen::Action>& ReviewScreen::keys() {
    static const ScreenKeys<Action> table{{Action::Back, {KEY_LEFT, 'h'}, "left back"},
                                          {Action::Forward, {KEY_RIGHT, 'l'}, "right next"},
                                          {Action::First, {KEY_HOME, 'g'}, "Home first"},
                                          {Action::Last, {KEY_END, 'G'}, "End last"},
                                          {Action::NextMistake, {'m', ' '}, "m next mistake"},
                                          {Action::Try, {'t'}, "t try it again"},
                                          {Action::Leave, {key_escape, 'q', 'p'}, "Esc back"},
                                          {Action::TurnBoard, {turn_board_key}, "f turn board"}};
    return table;
}

void ReviewScreen::handle(const Event& event) {
    if (event.kind == Event::Kind::WheelDown && !shown_.at_end())
        return show_move(shown_.ply() + 1);
    if (event.kind == Event::Kind::WheelUp && shown_.ply() > 0) return show_move(shown_.ply() - 1);
    // A click on the graph or its marks: the move its column stands for.
    if (event.kind == Event::Kind::Click && event.y >= graph_top_ &&
        event.y < graph_top_ + graph_rows_ && event.x >= graph_left_ &&
        event.x < graph_left_ + int(graph_plies_.size()))
        return show_move(graph_plies_[std::size_t(event.x - graph_left_)]);
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
            if (const std::string why = ctx_.screens->practice_refused(); !why.empty())
                return ctx_.say(why, true);
            if (const std::string why = ctx_.game().practice_refused(); !why.empty())
                return ctx_.say(why, true);  // a game of the server's archive, say
            asking_ = true;
            return ctx_.say(
                (shown_.ply() == 0 ? "Try the start" : "Try " + shown_name() + " again") +
                    ": c against the computer, f a friend, Esc not",
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
            return ctx_.say(review_ ? "No inaccuracy, mistake or blunder in this game"
                                    : "The computer is still reviewing the game",
                            false);
        case Action::Leave:
            return leave();
        case Action::TurnBoard:
            return ctx_.turn_board();
    }
}

void ReviewScreen::try_position(bool against_computer) {
    const GameInfo& game = ctx_.session().game();
    // The position before the move shown, its mover to move: his choice is the one tried.
    const std::size_t ply = shown_.ply();
    const std::unique_ptr<AnyMatch> before = shown_.match_at(ply > 0 ? ply - 1 : 0);
    if (before->outcome().over()) return ctx_.say("The game is over here: nothing to try", true);
    auto started = Session::start(game, before->position(), ctx_.session().options());
    if (!started) return ctx_.say(started.error(), true);
    if (ctx_.start_practice(std::move(started).value(), against_computer, shown_name(),
                            [ply, review = review_, record = record_](Context& context) {
                                return std::make_unique<ReviewScreen>(context, ply, review, record);
                            }))
        ctx_.navigator.begin_play();
}

std::string ReviewScreen::shown_name() const {
    if (shown_.ply() == 0) return "the start";
    return move_name(ctx_.session().game(), shown_.ply(), shown_.last_mover());
}

void ReviewScreen::leave() {
    ctx_.say("", false);  // the play screen's own line (the result) again
    ctx_.navigator.show_play();
}

std::optional<std::size_t> ReviewScreen::next_mistake() const {
    if (!review_) return std::nullopt;
    // After the last one, the first again: the review opens at the game's end.
    std::optional<std::size_t> first;
    for (const ReviewedMove& move : review_->moves) {
        if (move.mark < Mark::Inaccuracy) continue;
        if (move.ply > shown_.ply()) return move.ply;
        if (!first) first = move.ply;
    }
    return first;
}

void ReviewScreen::tick(Clock::time_point) {
    if (review_ || !error_.empty() || !finished_) return;
    const std::lock_guard lock(outcome_->mutex);
    if (outcome_->review) take_review(std::make_shared<const Review>(std::move(*outcome_->review)));
    error_ = outcome_->error;
}

std::optional<Screen::Clock::time_point> ReviewScreen::next_tick() const {
    if (review_ || !error_.empty()) return std::nullopt;
    return Clock::now() + std::chrono::milliseconds(200);  // the progress, then the review
}

std::string ReviewScreen::status_text(int width) const {
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
    return verdict_text(*review_, review_->moves[shown_.ply() - 1], width);
}

void ReviewScreen::draw(Frame& frame) {
    const std::size_t moves =
        numbered_move_count(record_.moves.size(), ctx_.session().game().side_names.size());
    const std::string right = "Review: " + shown_name() + " of " + std::to_string(moves) + " ";
    std::vector<std::string> panel;
    if (review_ && review_->endgame_from)
        panel.push_back("Exact from " +
                        move_name(ctx_.session().game(), *review_->endgame_from + 1) +
                        ": endgame solved");
    for (const std::string& line : panel_lines(keys()))
        panel.push_back(line);
    frame.screen_key_lines = panel;
    frame.game_moves = review_ ? &marked_moves_ : &record_.moves;
    // The graph (its caption, five lines, its marks), the summary (three) and the legend; at
    // the least a graph of three lines.
    frame.screen_area.wanted = review_ ? 11 : 0;
    frame.screen_area.least = 8;
    BoardMarks marks;
    marks.four_sided = true;  // the move played and the better one often share a rule
    marks.last_move = shown_.last_move_cells();
    marks.hint = better_cells_;
    frame.table(ctx_.session(), shown_.match(), shown_.view(), marks, right);
    draw_review_area(frame);
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(), status_text(frame.columns()));
}

void ReviewScreen::draw_review_area(Frame& frame) {
    graph_rows_ = 0;
    graph_plies_.clear();
    const Frame::ScreenArea& area = frame.screen_area;
    if (!review_ || area.rows <= 0) return;
    const std::vector<std::string> summary = summary_lines(*review_, area.width);
    // Below the graph: its marks, the summary, the legend.
    const int below = 1 + int(summary.size()) + 1;
    const bool caption = area.rows - below >= 6;
    int lines = area.rows - below - (caption ? 1 : 0);
    if (lines % 2 == 0) --lines;  // an odd height puts the middle line at a line's half
    if (lines < 1) return;
    int y = area.top;
    if (caption)
        frame.put(y++, area.left, "Evaluation (" + ctx_.session().game().side_names[0] + " up)",
                  A_BOLD);
    draw_graph(frame, y, std::min(lines, 5));
    y += std::min(lines, 5) + 1;
    for (const std::string& line : summary)
        frame.put(y++, area.left, line);
    draw_legend(frame, y);
}

namespace {

// Text drawn in runs of one attribute: a line of the graph at a put a run.
class Runs {
  public:
    Runs(Frame& frame, int y, int x) : frame_(frame), y_(y), x_(x) {}
    Runs(const Runs&) = delete;
    Runs& operator=(const Runs&) = delete;
    ~Runs() { flush(); }
    void add(const std::string& cell, int attribute) {
        if (attribute != attribute_) flush();
        attribute_ = attribute;
        text_ += cell;
        ++cells_;
    }

  private:
    void flush() {
        if (!text_.empty()) frame_.put(y_, x_, text_, attribute_);
        x_ += cells_;
        text_.clear();
        cells_ = 0;
    }
    Frame& frame_;
    int y_, x_;
    std::string text_;
    int cells_ = 0, attribute_ = 0;
};

// A mark under the graph, in the colour lichess gives it: yellow, orange, red.
int mark_attribute(const Frame& frame, Mark mark) {
    if (mark == Mark::Blunder) return frame.attribute(Style::Error);
    return frame.ink(mark == Mark::Mistake ? Ink::Orange : Ink::Selected, Ink::Default) | A_BOLD;
}

}  // namespace

void ReviewScreen::draw_graph(Frame& frame, int top, int lines) {
    const Frame::ScreenArea& area = frame.screen_area;
    const std::vector<GraphColumn> columns = graph_columns(*review_, area.width);
    const bool unicode = frame.has_unicode();
    // The area in the board's brown, the move shown in the last move's blue, the middle line
    // quiet where nothing covers it.
    const int filled = frame.ink(Ink::Board, Ink::Default);
    const int shown = frame.ink(Ink::LastMove, Ink::Default) | A_BOLD;
    const int middle = frame.attribute(Style::Hint);
    const auto is_shown = [&](const GraphColumn& column) {
        return shown_.ply() >= column.first && shown_.ply() < column.last;
    };
    for (int line = 0; line < lines; ++line) {
        Runs runs(frame, top + line, area.left);
        for (const GraphColumn& column : columns) {
            const int eighths = graph_fill(column.chance, line, lines);
            if (eighths == 0 && line == graph_middle(lines))
                runs.add(unicode ? "\u2500" : "-", middle);
            else
                runs.add(graph_cell(eighths, unicode), is_shown(column) ? shown : filled);
        }
    }
    Runs marks(frame, top + lines, area.left);
    for (const GraphColumn& column : columns) {
        const int reverse = is_shown(column) ? A_REVERSE : 0;
        if (column.mark)
            marks.add(*column.mark == Mark::Inaccuracy ? "!" : "?",
                      mark_attribute(frame, *column.mark) | reverse);
        else
            marks.add(is_shown(column) ? "^" : " ", A_BOLD);
    }
    graph_top_ = top;
    graph_rows_ = lines + 1;
    graph_left_ = area.left;
    for (const GraphColumn& column : columns)
        graph_plies_.push_back(column.ply);
}

void ReviewScreen::draw_legend(Frame& frame, int y) const {
    const int left = frame.screen_area.left;
    frame.put(y, left, "Board:");
    if (!frame.has_colour()) {  // the frames' rules: = the last move's, ~ the hint's
        frame.put(y, left + 7, "= played  ~ better");
        return;
    }
    frame.put(y, left + 7, " played ", frame.attribute(Style::LastMove));
    frame.put(y, left + 16, " better ", frame.ink(Ink::Black, Ink::Hint) | A_BOLD);
}

std::string ReviewScreen::hints() const {
    return hint_line(keys());
}

}  // namespace boardgames::ui
