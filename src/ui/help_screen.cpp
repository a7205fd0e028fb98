#include "help_screen.hpp"

#include <algorithm>

#include "frame.hpp"
#include "key_help.hpp"
#include "keys.hpp"

namespace boardgames::ui {
namespace {

constexpr int text_top = 2;         // below the title bar and a blank line
constexpr int narrowest_text = 28;  // a figure's caption beside its board, at least

}  // namespace

HelpScreen::HelpScreen(Context& context, int figure, int move) : ctx_(context) {
    const GameInfo& game = ctx_.session().game();
    std::vector<std::string> keys = help_keys(game, ctx_.game().demo(), ctx_.key_place());
    keys.push_back("");
    keys.push_back("Saved games: " + ctx_.saves.folder().string());
    pages_ = help_pages(game, keys);
    page_ = page_of_figure(pages_, figure);
    set_up_figure();
    if (scene_ && move > 0 && move < int(scene_->moves.size())) move_ = move;
}

void HelpScreen::set_up_figure() {
    scroll_ = 0;
    move_ = 0;
    text_instead_ = false;
    scene_.reset();
    scene_error_.clear();
    if (page().figure < 0) return;
    auto scene = figure_scene(ctx_.session().game(), std::size_t(page().figure));
    if (scene)
        scene_.emplace(std::move(scene).value());
    else
        scene_error_ = scene.error();
}

void HelpScreen::turn_page(int step) {
    const int turned = std::clamp(page_ + step, 0, int(pages_.size()) - 1);
    if (turned == page_) return ctx_.say(step > 0 ? "The last page" : "The first page", false);
    page_ = turned;
    ctx_.say("", false);
    set_up_figure();
}

void HelpScreen::next_figure() {
    for (int step = 1; step <= int(pages_.size()); ++step) {
        const int at = (page_ + step) % int(pages_.size());
        if (pages_[std::size_t(at)].figure >= 0) return turn_page(at - page_);
    }
    ctx_.say("This game has no figures", true);
}

void HelpScreen::choose_move(int step) {
    if (!scene_ || scene_->moves.empty()) return;
    const int count = int(scene_->moves.size());
    move_ = ((move_ + step) % count + count) % count;
}

void HelpScreen::try_it() {
    if (!scene_) return ctx_.say("t tries a figure's position: f turns to the next figure", true);
    if (const std::string why = ctx_.game().practice_refused(); !why.empty())
        return ctx_.say(why, true);
    if (const std::string why = ctx_.screens->practice_refused(); !why.empty())
        return ctx_.say(why, true);
    asking_ = true;
}

void HelpScreen::handle(const Event& event) {
    if (asking_) return answer(event);
    if (event.kind == Event::Kind::Key) return handle_key(event.key);
    const bool scrolls = page().figure < 0 && text_height_ > room_;
    if (event.kind == Event::Kind::Click) {
        if (event.y == 0 && previous_x_ >= 0 && event.x >= previous_x_ && event.x < previous_x_ + 8)
            return turn_page(-1);
        if (event.y == 0 && next_x_ >= 0 && event.x >= next_x_ && event.x < next_x_ + 8)
            return turn_page(+1);
        const auto row = std::find(move_rows_.begin(), move_rows_.end(), event.y);
        if (row != move_rows_.end()) move_ = int(row - move_rows_.begin());
        return;
    }
    if (event.kind == Event::Kind::WheelUp)
        return scrolls ? void(scroll_ = std::max(0, scroll_ - 1)) : turn_page(-1);
    if (event.kind == Event::Kind::WheelDown)
        return scrolls ? void(scroll_ = std::min(scroll_ + 1, text_height_ - room_))
                       : turn_page(+1);
}

// Try it against whom: c the computer, f a friend; any other key gives it up.
void HelpScreen::answer(const Event& event) {
    if (event.kind != Event::Kind::Key) return;
    asking_ = false;
    if ((event.key == 'c' || event.key == 'f') &&
        ctx_.start_practice(page().figure, move_, event.key == 'c'))
        ctx_.navigator.begin_play();
}

const ScreenKeys<HelpScreen::Action>& HelpScreen::keys() {
    static const ScreenKeys<Action> table{
        {Action::NextPage, {'n', ' ', KEY_RIGHT, KEY_NPAGE}, "n/p pages"},
        {Action::PreviousPage, {'p', KEY_LEFT, KEY_PPAGE}, ""},
        {Action::FirstPage, {KEY_HOME}, ""},
        {Action::LastPage, {KEY_END}, ""},
        {Action::NextFigure, {'f'}, "f figures"},
        {Action::NextMove, {'\t'}, "Tab next move"},
        {Action::Up, {KEY_UP, 'k'}, ""},
        {Action::Down, {KEY_DOWN, 'j'}, "up/down scroll"},
        {Action::TryIt, {'t'}, "t try it"},
        {Action::BoardOrText, {'\n', '\r', KEY_ENTER}, ""},
        {Action::Close, {'q', '?', KEY_F(1), key_escape}, "q close"}};
    return table;
}

// What the bottom line offers: on a figure's page its moves and trying it, on a text page
// scrolling. Every key still acts on every page (t on a text page says what it is for; up and
// down step through a figure's moves).
LiveActions<HelpScreen::Action> HelpScreen::live() const {
    const bool figure = page().figure >= 0;
    return [figure](Action action) {
        switch (action) {
            case Action::NextMove:
            case Action::TryIt:
                return figure;
            case Action::Down:  // its words: "up/down scroll"
                return !figure;
            default:
                return true;
        }
    };
}

void HelpScreen::handle_key(int key) {
    const std::optional<Action> action = action_for(keys(), key);
    if (!action) return ctx_.say("n and p turn the pages, q closes the help", true);
    switch (*action) {
        case Action::NextPage:
            return turn_page(+1);
        case Action::PreviousPage:
            return turn_page(-1);
        case Action::FirstPage:
            return turn_page(-page_);
        case Action::LastPage:
            return turn_page(int(pages_.size()));
        case Action::NextFigure:
            return next_figure();
        case Action::NextMove:
            return choose_move(+1);
        case Action::TryIt:
            return try_it();
        case Action::BoardOrText:
            if (scene_ && cramped_) text_instead_ = !text_instead_;
            return;
        case Action::Close:
            ctx_.say("", false);
            return ctx_.navigator.show_play();
        case Action::Up:
            if (scene_) return choose_move(-1);
            scroll_ = std::max(0, scroll_ - 1);
            return;
        case Action::Down:
            if (scene_) return choose_move(+1);
            scroll_ = std::min(scroll_ + 1, std::max(0, text_height_ - room_));
            return;
    }
}

void HelpScreen::draw_text(Frame& frame, const std::vector<std::string>& lines, int top, int left,
                           int width, int height) {
    for (int row = 0; row < height && row < int(lines.size()); ++row)
        frame.put(top + row, left, cut_to_width(lines[std::size_t(row)], width));
}

// The figure's move marked: its path, and what it takes (a legal move) or what the rules object
// to (an illegal one).
BoardMarks HelpScreen::figure_marks() const {
    BoardMarks marks;
    if (scene_->moves.empty()) return marks;
    const ShownMove& shown = scene_->moves[std::size_t(move_)];
    marks.path = shown.cells;
    marks.captured =
        shown.legal
            ? captured_cells(scene_->view, scene_->match->board_after(shown.move), shown.cells)
            : shown.objection;
    return marks;
}

void HelpScreen::draw_figure(Frame& frame) {
    move_rows_.clear();
    if (!scene_) {
        frame.put(text_top, 1, "This figure disagrees with the rules: " + scene_error_,
                  frame.attribute(Style::Error));
        return;
    }
    const BoardView& view = scene_->view;
    const int height = frame.lines() - text_top - Frame::lines_below;
    // Beside the board where the caption has room, else below it; else (a large board in a
    // small terminal) the board and the text take turns, Enter switching.
    // The text takes two fifths of a wide terminal: a board grown past that reads no better.
    const int text_width = std::max(narrowest_text, frame.columns() * 2 / 5);
    const int beside = frame.columns() - Frame::board_left - 3 - text_width;
    std::optional<CellShape> shape = choose_cell_shape(view, {height, beside});
    bool below = false;
    if (!shape) {
        shape = choose_cell_shape(view, {height - 6, frame.columns() - 2 * Frame::board_left});
        below = shape.has_value();
    }
    cramped_ = !shape;
    if (!shape) shape = compact_shape(view);
    const BoardSize size = measure_board(view, *shape);

    if (!cramped_ || !text_instead_)
        paint_board(ctx_.terminal, text_top, Frame::board_left,
                    frame.board_turned ? turned_around(view) : view, figure_marks(), *shape);
    if (cramped_ && !text_instead_) return;
    const int left = below || cramped_ ? 1 : Frame::board_left + size.width + 3;
    draw_caption(frame, below ? text_top + size.height + 1 : text_top, left);
}

// The figure's title, caption and situation, its moves (the marked one reversed) and what the
// board's colours say, from line `top` at column `left`.
void HelpScreen::draw_caption(Frame& frame, int top, int left) {
    const int width = std::max(8, frame.columns() - left - 1);
    const int bottom = frame.lines() - Frame::lines_below;
    int row = top;
    const auto put_lines = [&](const std::string& text, int attribute, int hanging) {
        for (const std::string& line : wrap_lines({text}, width, hanging))
            if (row < bottom) frame.put(row++, left, line, attribute);
    };
    put_lines(scene_->title, A_BOLD, 0);
    put_lines(std::string(scene_->figure->caption), 0, 0);
    ++row;
    if (!scene_->figure->prelude.empty())
        put_lines("After " + std::string(scene_->figure->prelude), frame.attribute(Style::Hint), 2);
    put_lines(figure_situation(*scene_), 0, 2);
    for (std::size_t i = 0; i < scene_->moves.size(); ++i) {
        const ShownMove& shown = scene_->moves[i];
        const bool marked = int(i) == move_;
        move_rows_.push_back(row);
        int attribute = shown.legal ? 0 : frame.attribute(Style::Error);
        if (marked) attribute |= A_REVERSE;
        put_lines((marked ? "> " : "  ") + shown.move + "  " + shown.verdict, attribute, 4);
    }
    if (scene_->moves.empty()) return;
    // What the colours on the board say, said as such.
    ++row;
    if (row < bottom) frame.put(row++, left, "On the board:", frame.attribute(Style::Hint));
    const auto legend = [&](Style style, const std::string& text) {
        const std::vector<std::string> lines = wrap_lines({text}, width - 4, 0);
        if (row + int(lines.size()) > bottom) return;
        frame.put(row, left, "   ", frame.attribute(style));
        for (const std::string& line : lines)
            frame.put(row++, left + 4, line);
    };
    legend(Style::Selected, "the move marked above: the piece that moves and where it lands");
    legend(Style::Captured,
           "what that move takes or turns over; for an illegal move, what the rules object to");
}

void HelpScreen::draw(Frame& frame) {
    const GameInfo& game = ctx_.session().game();
    // The title bar: where we are, and buttons to turn the pages.
    std::string left = " Help: " + std::string(game.title) + " - " + page().heading;
    const std::string count =
        "  " + std::to_string(page_ + 1) + "/" + std::to_string(pages_.size()) + "  ";
    const std::string previous = "[< prev]", next = "[next >]";
    const int right_width = int(previous.size() + count.size() + next.size()) + 1;
    std::string bar = left;
    bar.append(std::size_t(std::max(0, frame.columns() - display_width(left))), ' ');
    frame.put(0, 0, bar, frame.attribute(Style::Title));
    previous_x_ = next_x_ = -1;
    if (frame.columns() >= display_width(left) + right_width + 1) {
        previous_x_ = frame.columns() - right_width;
        next_x_ = previous_x_ + int(previous.size() + count.size());
        frame.put(0, previous_x_, previous + count + next, frame.attribute(Style::Title) | A_BOLD);
    }

    move_rows_.clear();
    if (page().figure >= 0) {
        draw_figure(frame);
    } else {
        const int width = frame.columns() - 2;
        const std::vector<std::string> lines = wrap_lines(page().lines, width);
        // A text page starts right below the title bar: its first line is its heading.
        room_ = frame.lines() - 1 - Frame::lines_below;
        text_height_ = int(lines.size());
        scroll_ = std::clamp(scroll_, 0, std::max(0, text_height_ - room_));
        const std::vector<std::string> shown(lines.begin() + scroll_, lines.end());
        draw_text(frame, shown, 1, 1, width, room_);
    }
    std::string otherwise;
    if (asking_)
        otherwise = "Try figure " + std::to_string(page().figure + 1) +
                    ": c against the computer, f with a friend, any other key stays here";
    else if (scene_ && cramped_ && !text_instead_)
        otherwise =
            (scene_->moves.empty()
                 ? std::string{}
                 : scene_->moves[std::size_t(move_)].move +
                       (scene_->moves[std::size_t(move_)].legal ? " legal;  " : " illegal;  ")) +
            "Enter: read the caption   t: try it";
    else if (scene_ && cramped_)
        otherwise = "Enter: back to the board   t: try it";
    else if (scene_)
        otherwise =
            "t: try this position" +
            std::string(scene_->moves.size() > 1 ? "; Tab or up/down: the next move shown" : "");
    else if (text_height_ > room_)
        otherwise = "up/down scroll the page";
    frame.status_or(asking_ ? "" : ctx_.status.text(), ctx_.status.is_error(), otherwise);
}

std::string HelpScreen::hints() const {
    return hint_line(keys(), live());
}

}  // namespace boardgames::ui
