#include "board_pointer.hpp"

#include "keys.hpp"

namespace boardgames::ui {

BoardInput BoardPointer::input(const Event& event, const BoardView& view,
                               const std::function<bool(int)>& start_here, std::size_t ply) {
    using Kind = BoardInput::Kind;
    switch (event.kind) {
        case Event::Kind::Click: {
            const int cell = cell_at(event.y, event.x);
            pressed_cell_ = cell;
            pressed_ply_ = ply;
            if (cell < 0) return {Kind::Outside};
            cursor.place(cell);
            return {Kind::Select, cell};
        }
        case Event::Kind::RightClick:  // where: a right click on a piece may look into it
            return {Kind::EndTurn, cell_at(event.y, event.x)};
        case Event::Kind::WheelUp:
            return {Kind::Turn, -1, +1};
        case Event::Kind::WheelDown:
            return {Kind::Turn, -1, -1};
        case Event::Kind::Key:
            break;
        default:
            return {};
    }
    const auto move_cursor = [&](int dx, int dy) {
        hovered = -1;  // the keys point now
        cursor.move(view, dx, dy, start_here);
        return BoardInput{};
    };
    switch (event.key) {
        case KEY_UP:
        case 'k':
            return move_cursor(0, -1);
        case KEY_DOWN:
        case 'j':
            return move_cursor(0, 1);
        case KEY_LEFT:
        case 'h':
            return move_cursor(-1, 0);
        case KEY_RIGHT:
        case 'l':
            return move_cursor(1, 0);
        case '\n':
        case '\r':
        case KEY_ENTER:
        case ' ':
            if (!cursor.shown()) return move_cursor(0, 0);
            return {Kind::Select, cursor.cell()};
        case ']':
            return {Kind::Turn, -1, +1};
        case '[':
            return {Kind::Turn, -1, -1};
        case 'e':
            return {Kind::EndTurn};
        case key_escape:
            return {Kind::Cancel};
        default:
            return {Kind::Key, -1, 0, event.key};
    }
}

std::optional<std::pair<int, int>> BoardPointer::drag(const Event& event, std::size_t ply) {
    // A press and a release on two cells of one position; on the same cell the press was the
    // click.
    const int from = std::exchange(pressed_cell_, -1);
    const int cell = cell_at(event.y, event.x);
    if (event.kind != Event::Kind::Release || from < 0 || cell < 0 || cell == from ||
        pressed_ply_ != ply)
        return std::nullopt;
    cursor.place(cell);
    return std::pair{from, cell};
}

int BoardPointer::cell_at(int y, int x) const {
    for (const CellBox& box : boxes)
        if (y >= box.y && y < box.y + box.height && x >= box.x && x < box.x + box.width)
            return box.cell;
    return -1;
}

}  // namespace boardgames::ui
