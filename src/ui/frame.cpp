#include "frame.hpp"

#include <curses.h>

#include <algorithm>

#include "key_help.hpp"
#include "move_log.hpp"

namespace boardgames::ui {

Frame::Frame(const Terminal& terminal, bool tall, BoardSize board, std::vector<CellBox>& boxes)
    : terminal_(&terminal), tall_(tall), board_(board), boxes_(&boxes) {}

int Frame::lines() const {
    return LINES;
}

int Frame::columns() const {
    return COLS;
}

void Frame::put(int y, int x, const std::string& text, int attribute) {
    if (y < 0 || y >= LINES || x >= COLS) return;
    attrset(attribute);
    mvaddnstr(y, x, text.c_str(), std::max(0, COLS - x));
    attrset(A_NORMAL);
}

void Frame::table(const Session& session, const AnyMatch& shown, const BoardView& view,
                  const BoardMarks& marks, const std::string& title_right) {
    title(session.game(), title_right);
    move_log(shown.record());
    board(view, marks);
    panel(session, shown, view);
}

void Frame::title(const GameInfo& game, const std::string& right) {
    std::string bar = " boardgames: " + std::string(game.title);
    bar.resize(std::size_t(std::max(0, COLS - int(right.size()))), ' ');
    bar += right;
    put(0, 0, bar, attribute(Role::Title));
}

void Frame::move_log(const std::vector<std::string>& moves) {
    const std::string label = "Moves: ";
    put(1, 0, label, A_BOLD);
    put(1, int(label.size()), fit_move_log(moves, COLS - 1 - int(label.size())));
}

void Frame::board(const BoardView& view, const BoardMarks& marks) {
    *boxes_ = paint_board(*terminal_, board_top, board_left, view, marks, tall_);
}

void Frame::panel(const Session& session, const AnyMatch& shown, const BoardView& view) {
    const int left = board_left + board_.width + 4;
    if (COLS - left < 34) return;
    int y = board_top;
    put(y++, left, "Players", A_BOLD);
    const int seat_moving = shown.outcome().over() ? -1 : session.seat_of_mover(shown.to_move());
    const auto& series = session.series();
    for (std::size_t seat = 0; seat < session.seats().size(); ++seat) {
        // The seat's name in the colour of the pieces it moves (its first colour).
        const int mover = session.seats()[seat].movers.front();
        const auto& colours = view.style.colours;
        const int attribute = mover < int(colours.size())
                                  ? this->attribute(colour_role(colours[std::size_t(mover)]))
                                  : A_NORMAL;
        put(y, left, int(seat) == seat_moving ? ">" : " ", A_BOLD);
        put(y, left + 2, session.seat_name(int(seat)), attribute);
        std::string who = session.players[seat].label();
        if (series) who += "  " + points_text(series->points(series->person_at(int(seat))));
        put(y++, left + 12, who);
    }
    if (series)
        put(y++, left,
            "Series: first to " + std::to_string(series->target()) + ", game " +
                std::to_string(series->games_played() + 1),
            attribute(Role::Hint));
    y++;
    for (const std::string& line : panel_keys(session.game())) {
        if (y >= LINES - 3) break;
        put(y++, left, line, attribute(Role::Hint));
    }
}

void Frame::status(const std::string& text, int attribute) {
    move(LINES - 2, 0);
    clrtoeol();
    put(LINES - 2, 0, text, attribute);
}

void Frame::status_or(const std::string& message, bool error, const std::string& otherwise) {
    if (message.empty()) return status(otherwise, A_BOLD);
    status(message, error ? attribute(Role::Error) : A_BOLD);
}

void Frame::hints(const std::string& text) {
    put(LINES - 1, 0, text, attribute(Role::Hint));
}

void Frame::box(int top, int left, int height, int width, const std::string& title) {
    for (int y = top; y < top + height; ++y)
        put(y, left, std::string(std::size_t(width), ' '), A_REVERSE);
    put(top, left + 2, " " + title + " ", A_REVERSE | A_BOLD);
}

}  // namespace boardgames::ui
