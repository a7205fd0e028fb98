#include "frame.hpp"

#include "series_table.hpp"

#include <curses.h>

#include <algorithm>

#include "key_help.hpp"
#include "move_log.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

std::optional<ScreenLayout> lay_out(const BoardView& view, int lines, int columns) {
    if (columns < Frame::narrowest) return std::nullopt;
    const int height = lines - Frame::board_top - Frame::lines_below;
    const int beside_panel = columns - Frame::board_left - Frame::panel_gap - Frame::panel_width;
    if (const auto cell = choose_cell_shape(view, {height, beside_panel}))
        return ScreenLayout{*cell, measure_board(view, *cell), true};
    if (const auto cell = choose_cell_shape(view, {height, columns - 2 * Frame::board_left}))
        return ScreenLayout{*cell, measure_board(view, *cell), false};
    return std::nullopt;
}

BoardSize minimum_terminal(const BoardView& view) {
    const BoardSize board = measure_board(view, compact_shape(view));
    return {board.height + Frame::board_top + Frame::lines_below,
            std::max(board.width + 2 * Frame::board_left, int(Frame::narrowest))};
}

Frame::Frame(const Terminal& terminal, const ScreenLayout& layout, std::vector<CellBox>& boxes)
    : terminal_(&terminal), layout_(layout), boxes_(&boxes) {}

int Frame::lines() const {
    return LINES;
}

int Frame::columns() const {
    return COLS;
}

void Frame::put(int y, int x, const std::string& text, int attribute) {
    if (y < 0 || y >= LINES || x >= COLS) return;
    attrset(attribute);
    // Cut by columns, not bytes: a wide character or a long line never wraps onto the next.
    mvaddstr(y, x, cut_to_width(text, COLS - x).c_str());
    attrset(A_NORMAL);
}

void Frame::table(const Session& session, const AnyMatch& shown, const BoardView& view,
                  const BoardMarks& marks, const std::string& title_right, int acting_seat) {
    // The standing goes beside the board, a part a line. A game won on its count shows it in
    // the title too: its first part (the score) beside a panel, all of it without one.
    std::string standing;
    if (session.game().won_on_count) {
        standing = shown.standing();
        if (layout_.panel) standing = standing.substr(0, standing.find("; "));
    }
    title(session.game(), title_right, standing);
    move_log(shown.record());
    board(view, marks);
    panel(session, shown, view, acting_seat);
}

std::string title_bar(std::string_view title, const std::string& standing, const std::string& right,
                      int columns) {
    const std::string left = std::string(title) + (standing.empty() ? "" : "   " + standing);
    std::string bar = " boardgames: " + left;
    if (display_width(bar) + 1 + display_width(right) > columns) bar = " " + left;
    const int gap = columns - display_width(bar) - display_width(right);
    if (gap >= 1) return bar + std::string(std::size_t(gap), ' ') + right;
    const int room = columns - display_width(bar);
    return room > 0 ? bar + std::string(std::size_t(room), ' ') : bar;
}

void Frame::title(const GameInfo& game, const std::string& right, const std::string& standing) {
    put(0, 0, title_bar(game.title, standing, right, COLS), attribute(Role::Title));
}

void Frame::move_log(const std::vector<std::string>& moves) {
    const std::string label = "Moves: ";
    put(1, 0, label, A_BOLD);
    put(1, int(label.size()), fit_move_log(moves, COLS - 1 - int(label.size())));
}

void Frame::board(const BoardView& view, const BoardMarks& marks) {
    *boxes_ = paint_board(*terminal_, board_top, board_left, view, marks, layout_.cell);
}

void Frame::panel(const Session& session, const AnyMatch& shown, const BoardView& view,
                  int acting_seat) {
    if (!layout_.panel) return;
    const int left = board_left + layout_.board.width + panel_gap;
    int y = board_top;
    put(y++, left, "Players", A_BOLD);
    const int seat_moving = acting_seat != -2        ? acting_seat
                            : shown.outcome().over() ? -1
                                                     : session.seat_of_mover(shown.to_move());
    const BoardView played = shown.board_view();
    for (std::size_t seat = 0; seat < session.seats().size(); ++seat) {
        // The seat's name in the colour of the pieces it moves (its first colour).
        const int mover = session.seats()[seat].movers.front();
        const auto& colours = view.style.colours;
        const int attribute = mover < int(colours.size())
                                  ? this->attribute(colour_role(colours[std::size_t(mover)]))
                                  : A_NORMAL;
        put(y, left, int(seat) == seat_moving ? ">" : " ", A_BOLD);
        put(y, left + 2, session.seat_name(int(seat)), attribute);
        // A seat whose colours hold nothing any more (ReMATCH's orange, captured) is out.
        const auto& movers = session.seats()[seat].movers;
        const bool holds =
            std::any_of(played.cells.begin(), played.cells.end(), [&](const CellView& c) {
                return std::find(movers.begin(), movers.end(), c.owner) != movers.end();
            });
        put(y++, left + 12, session.players[seat].label() + (holds ? "" : "  (captured)"),
            holds ? 0 : this->attribute(Role::Hint));
    }
    for (const std::string& line : series_table(session, COLS - left - 1))
        put(y++, left, line, line.rfind("Series", 0) == 0 ? attribute(Role::Hint) : 0);
    if (const std::string standing = shown.standing(); !standing.empty()) {
        y++;
        for (std::size_t from = 0; from < standing.size();) {
            const std::size_t end = std::min(standing.find("; ", from), standing.size());
            put(y++, left, standing.substr(from, end - from));
            from = end + 2;
        }
    }
    y++;
    const std::vector<std::string> legal = shown.legal_moves();
    const bool pass_legal = std::find(legal.begin(), legal.end(), "pass") != legal.end();
    const std::vector<std::string> key_lines =
        screen_key_lines ? *screen_key_lines : panel_keys(session.game(), pass_legal, key_place);
    for (const std::string& line : key_lines) {
        if (y >= LINES - 3) break;
        put(y++, left, line, attribute(Role::Hint));
    }
}

void Frame::status(const std::string& text, int attribute) {
    int y = LINES - lines_below;
    move(y, 0);
    clrtoeol();
    const std::vector<std::string> lines = wrap_text(text, COLS);
    if (lines.size() == 1) return put(y, 0, text, attribute);
    // All the rest goes on the second line, cut there: the line below is the hints'.
    std::string_view rest = std::string_view(text).substr(lines.front().size());
    rest.remove_prefix(std::min(rest.find_first_not_of(' '), rest.size()));
    const bool line_above_free = board_top + layout_.board.height <= y - 1;
    if (line_above_free)
        --y;
    else
        hints_taken_ = true;
    for (int line = y; line <= y + 1; ++line) {
        move(line, 0);
        clrtoeol();
    }
    put(y, 0, lines.front(), attribute);
    put(y + 1, 0, cut_to_width(rest, COLS), attribute);
}

void Frame::status_or(const std::string& message, bool error, const std::string& otherwise) {
    if (message.empty()) return status(otherwise, A_BOLD);
    status(message, error ? attribute(Role::Error) : A_BOLD);
}

void Frame::hints(const std::string& text) {
    if (hints_taken_) return;
    put(LINES - 1, 0, text, attribute(Role::Hint));
}

void Frame::box(int top, int left, int height, int width, const std::string& title) {
    for (int y = top; y < top + height; ++y)
        put(y, left, std::string(std::size_t(width), ' '), A_REVERSE);
    put(top, left + 2, " " + title + " ", A_REVERSE | A_BOLD);
}

void Frame::text_box(int top, int left, int width, const std::string& title,
                     const std::vector<std::string>& lines) {
    box(top, left, int(lines.size()) + 3, width, title);
    for (std::size_t row = 0; row < lines.size(); ++row)
        put(top + 2 + int(row), left + 2, lines[row], A_REVERSE);
}

}  // namespace boardgames::ui
