#include "board_painter.hpp"

#include <curses.h>

#include <algorithm>
#include <string>

namespace boardgames::ui {
namespace {

bool contains(const std::vector<int>& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

int token_width(const BoardView& view) {
    int width = 1;
    for (const CellView& cell : view.cells)
        width = std::max<int>(width, int(cell.token.size()));
    return width;
}

int label_width(const BoardView& view) {
    int width = 1;
    for (const std::string& label : view.row_labels)
        width = std::max<int>(width, int(label.size()));
    return width;
}

Role player_role(int owner) {
    switch (owner) {
        case 0:
            return Role::Player0;
        case 1:
            return Role::Player1;
        case 2:
            return Role::Player2;
        default:
            return Role::Normal;
    }
}

void put(int y, int x, const std::string& text, int attribute) {
    attrset(attribute);
    mvaddnstr(y, x, text.c_str(), int(text.size()));
    attrset(A_NORMAL);
}

// One cell's interior: background from its marks, the token in its player's colour.
void paint_cell(const Terminal& terminal, int y, int x, int width, const CellView& cell,
                const BoardMarks& marks) {
    int background = A_NORMAL;
    if (cell.zone >= 0) background = terminal.attribute(Role::Zone);
    if (contains(marks.last_move, cell.cell)) background = terminal.attribute(Role::LastMove);
    if (contains(marks.targets, cell.cell)) background = terminal.attribute(Role::Target);
    if (contains(marks.path, cell.cell)) background = terminal.attribute(Role::Selected);
    const bool marked = background != A_NORMAL && background != terminal.attribute(Role::Zone) &&
                        background != terminal.attribute(Role::LastMove);

    std::string text(width, ' ');
    if (cell.zone >= 0 && !terminal.has_colour()) text.front() = text.back() = '.';
    if (contains(marks.targets, cell.cell) && cell.token.empty()) text[width / 2] = '*';
    put(y, x, text, background);
    if (!cell.token.empty()) {
        const int at = x + (width - int(cell.token.size())) / 2;
        const int attribute =
            marked ? background : terminal.attribute(player_role(cell.owner)) | background;
        put(y, at, cell.token, attribute);
    }
    if (marks.cursor == cell.cell) {
        put(y, x, "[", terminal.attribute(Role::Cursor));
        put(y, x + width - 1, "]", terminal.attribute(Role::Cursor));
    }
}

std::vector<CellBox> paint_squares(const Terminal& terminal, int top, int left,
                                   const BoardView& view, const BoardMarks& marks) {
    const int cell_width = token_width(view) + 2;
    const int labels = label_width(view);
    const int board_left = left + labels + 1;
    const int board_width = view.columns * (cell_width + 1) + 1;
    std::vector<CellBox> boxes;

    for (int column = 0; column < view.columns; ++column) {
        const std::string& label = view.column_labels[column];
        const int x =
            board_left + 1 + column * (cell_width + 1) + (cell_width - int(label.size())) / 2;
        put(top, x, label, terminal.attribute(Role::Hint));
        put(top + 2 + 2 * view.rows, x, label, terminal.attribute(Role::Hint));
    }
    put(top + 1, board_left, std::string(board_width, '-'), A_NORMAL);
    for (int row = 0; row < view.rows; ++row) {
        const int y = top + 2 + 2 * row;
        const std::string& label = view.row_labels[row];
        put(y, left + labels - int(label.size()), label, terminal.attribute(Role::Hint));
        put(y, board_left + board_width + 1, label, terminal.attribute(Role::Hint));
        for (int column = 0; column <= view.columns; ++column)
            put(y, board_left + column * (cell_width + 1), "|", A_NORMAL);
        for (int column = 0; column < view.columns; ++column) {
            const CellView* cell = view.at(column, row);
            if (!cell) continue;
            const int x = board_left + 1 + column * (cell_width + 1);
            paint_cell(terminal, y, x, cell_width, *cell, marks);
            boxes.push_back({cell->cell, y, x, cell_width});
        }
        if (row + 1 < view.rows) {
            std::string separator(std::size_t(board_width), '-');
            separator.front() = separator.back() = '|';
            put(y + 1, board_left, separator, A_NORMAL);
        }
    }
    put(top + 1 + 2 * view.rows, board_left, std::string(board_width, '-'), A_NORMAL);
    return boxes;
}

// Hex boards: cells on the view's half-offset columns, each as "( O )". The full hex painter
// comes with ReMATCH; this one already draws and hit-tests any hex view.
std::vector<CellBox> paint_hexes(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks) {
    const int cell_width = token_width(view) + 2;
    std::vector<CellBox> boxes;
    for (const CellView& cell : view.cells) {
        const int y = top + 2 * cell.row;
        const int x = left + cell.column * (cell_width + 2) / 2;
        put(y, x, "(", A_NORMAL);
        paint_cell(terminal, y, x + 1, cell_width, cell, marks);
        put(y, x + 1 + cell_width, ")", A_NORMAL);
        put(y + 1, x + 1, cell.name, terminal.attribute(Role::Hint));
        boxes.push_back({cell.cell, y, x + 1, cell_width});
    }
    return boxes;
}

}  // namespace

BoardSize measure_board(const BoardView& view) {
    const int cell_width = token_width(view) + 2;
    if (view.shape == BoardView::Shape::Hexes)
        return {2 * view.rows, (view.columns + 2) * (cell_width + 2) / 2 + 2};
    const int labels = label_width(view);
    return {3 + 2 * view.rows, 2 * labels + 2 + view.columns * (cell_width + 1) + 1 + 1};
}

std::vector<CellBox> paint_board(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks) {
    return view.shape == BoardView::Shape::Squares ? paint_squares(terminal, top, left, view, marks)
                                                   : paint_hexes(terminal, top, left, view, marks);
}

}  // namespace boardgames::ui
