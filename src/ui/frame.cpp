#include "frame.hpp"

#include <curses.h>

#include <algorithm>

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
    panel(session, shown);
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

void Frame::panel(const Session& session, const AnyMatch& shown) {
    const int left = board_left + board_.width + 4;
    if (COLS - left < 34) return;
    const GameInfo& info = session.game();
    int y = board_top;
    put(y++, left, "Players", A_BOLD);
    for (std::size_t side = 0; side < session.players.size(); ++side) {
        const bool moving = !shown.outcome().over() && shown.to_move() == int(side);
        const Role role = side == 0 ? Role::Player0 : side == 1 ? Role::Player1 : Role::Player2;
        put(y, left, moving ? ">" : " ", A_BOLD);
        put(y, left + 2, std::string(info.player_names[side]), attribute(role));
        put(y++, left + 12, session.players[side].label());
    }
    y++;
    const char* const lines[] = {"click      select, target",    "right/e    end turn",
                                 "wheel/[ ]  turn a piece",      "arrows/hjkl+Enter  cursor",
                                 ":          type a move",       "u r        undo redo",
                                 "n m        new, options",      "s o        save, load",
                                 "b p        set board, replay", "?  q       help, quit"};
    for (const char* line : lines) {
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
