#include "board_painter.hpp"

#include <curses.h>

#include <algorithm>
#include <string>

namespace boardgames::ui {
namespace {

bool contains(const std::vector<int>& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

int label_width(const BoardView& view) {
    int width = 1;
    for (const std::string& label : view.row_labels)
        width = std::max<int>(width, int(label.size()));
    return width;
}

void put(int y, int x, const std::string& text, int attribute) {
    attrset(attribute);
    mvaddnstr(y, x, text.c_str(), int(text.size()));
    attrset(A_NORMAL);
}

struct Geometry {
    int cell_width;
    int cell_lines;
};

// One line: the content between two spaces. Three lines (tall, for edge marks): the content
// as wide as the style says, edges on the cell's own sides.
Geometry geometry(const BoardView& view, bool tall) {
    if (tall && view.style.edge_marks) return {view.style.cell_width, 3};
    return {view.style.cell_width + 2, 1};
}

// One cell's interior: background from its marks and zone, then the piece.
void paint_cell(const Terminal& terminal, int y, int x, const Geometry& shape,
                const BoardView& view, const CellView& cell, const BoardMarks& marks) {
    const int width = shape.cell_width;
    const int lines = shape.cell_lines;
    int background = cell.zone >= 0 ? terminal.attribute(Role::Zone) : A_NORMAL;
    bool marked = false;  // selected or target: the piece takes the mark's colours
    const bool captured = contains(marks.captured, cell.cell);
    if (captured) background = terminal.attribute(Role::Captured);
    if (contains(marks.last_move, cell.cell)) background = terminal.attribute(Role::LastMove);
    if (contains(marks.targets, cell.cell))
        background = terminal.attribute(Role::Target), marked = true;
    if (contains(marks.path, cell.cell))
        background = terminal.attribute(Role::Selected), marked = true;

    for (int line = 0; line < lines; ++line) {
        std::string text(std::size_t(width), ' ');
        if (!terminal.has_colour()) {  // monochrome: zones dotted, captures crossed at the corners
            if (cell.zone >= 0 && (line == 0 || line == lines - 1))
                text.front() = text.back() = '.';
            if (captured && line == 0) text.front() = text.back() = 'x';
        }
        put(y + line, x, text, background);
    }
    const int middle = y + lines / 2;
    if (contains(marks.targets, cell.cell) && cell.token.empty())
        put(middle, x + width / 2, "*", background);

    // A piece keeps its colour on any background, and takes the background's emphasis (the
    // monochrome marks); a marked piece is drawn in the mark's colours.
    const auto colour_attribute = [&](PieceColour colour) {
        if (marked || colour == PieceColour::None) return background;
        return terminal.attribute(colour_role(colour)) | (background & ~int(A_COLOR));
    };
    if (lines == 3 && cell.has_edges()) {  // N and S bars above and below, W and E beside
        const PieceColour top = cell.layers.empty() ? PieceColour::None : cell.layers.back();
        const int centre = x + (width - int(cell.glyph.size())) / 2;
        put(middle, centre, cell.glyph, colour_attribute(top));
        const auto edge = [&](int index) {
            const PieceColour colour = cell.edges[std::size_t(index)];
            return std::pair{std::string(1, colour_letter(colour)), colour_attribute(colour)};
        };
        const auto bar = [&](int line, int index) {  // the letter, the bar coloured either side
            const auto [letter, attribute] = edge(index);
            const int at = x + width / 2;
            if (terminal.has_colour() && !marked) put(line, at - 1, "   ", attribute);
            put(line, at, letter, attribute);
        };
        bar(y, 0);
        bar(y + 2, 2);
        const auto [east, east_attribute] = edge(1);
        const auto [west, west_attribute] = edge(3);
        put(middle, x + width - 1, east, east_attribute);
        put(middle, x, west, west_attribute);
    } else {
        const std::vector<CellRun> runs = one_line_content(cell, view.style.cell_width);
        int length = 0;
        for (const CellRun& run : runs)
            length += int(run.text.size());
        int at = x + (width - length) / 2;
        for (const CellRun& run : runs) {
            put(middle, at, run.text, colour_attribute(run.colour));
            at += int(run.text.size());
        }
    }
    if (marks.cursor == cell.cell) {
        put(y, x, "[", terminal.attribute(Role::Cursor));
        put(y, x + width - 1, "]", terminal.attribute(Role::Cursor));
    }
}

std::vector<CellBox> paint_squares(const Terminal& terminal, int top, int left,
                                   const BoardView& view, const BoardMarks& marks, bool tall) {
    const Geometry shape = geometry(view, tall);
    const int labels = label_width(view);
    const int board_left = left + labels + 1;
    const int board_width = view.columns * (shape.cell_width + 1) + 1;
    const int row_step = shape.cell_lines + 1;
    std::vector<CellBox> boxes;

    for (int column = 0; column < view.columns; ++column) {
        const std::string& label = view.column_labels[std::size_t(column)];
        const int x = board_left + 1 + column * (shape.cell_width + 1) +
                      (shape.cell_width - int(label.size())) / 2;
        put(top, x, label, terminal.attribute(Role::Hint));
        put(top + 2 + row_step * view.rows, x, label, terminal.attribute(Role::Hint));
    }
    put(top + 1, board_left, std::string(std::size_t(board_width), '-'), A_NORMAL);
    for (int row = 0; row < view.rows; ++row) {
        const int y = top + 2 + row_step * row;
        const std::string& label = view.row_labels[std::size_t(row)];
        const int label_y = y + shape.cell_lines / 2;
        put(label_y, left + labels - int(label.size()), label, terminal.attribute(Role::Hint));
        put(label_y, board_left + board_width + 1, label, terminal.attribute(Role::Hint));
        for (int line = 0; line < shape.cell_lines; ++line)
            for (int column = 0; column <= view.columns; ++column)
                put(y + line, board_left + column * (shape.cell_width + 1), "|", A_NORMAL);
        for (int column = 0; column < view.columns; ++column) {
            const CellView* cell = view.at(column, row);
            if (!cell) continue;
            const int x = board_left + 1 + column * (shape.cell_width + 1);
            paint_cell(terminal, y, x, shape, view, *cell, marks);
            boxes.push_back({cell->cell, y, x, shape.cell_width, shape.cell_lines});
        }
        if (row + 1 < view.rows) {
            std::string separator(std::size_t(board_width), '-');
            separator.front() = separator.back() = '|';
            put(y + shape.cell_lines, board_left, separator, A_NORMAL);
        }
    }
    put(top + 1 + row_step * view.rows, board_left, std::string(std::size_t(board_width), '-'),
        A_NORMAL);
    return boxes;
}

// Hex boards: cells on the view's half-offset columns, each as "( O )". The full hex painter
// comes with ReMATCH; this one already draws and hit-tests any hex view.
std::vector<CellBox> paint_hexes(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks) {
    const Geometry shape = geometry(view, false);
    std::vector<CellBox> boxes;
    for (const CellView& cell : view.cells) {
        const int y = top + 2 * cell.row;
        const int x = left + cell.column * (shape.cell_width + 2) / 2;
        put(y, x, "(", A_NORMAL);
        paint_cell(terminal, y, x + 1, shape, view, cell, marks);
        put(y, x + 1 + shape.cell_width, ")", A_NORMAL);
        put(y + 1, x + 1, cell.name, terminal.attribute(Role::Hint));
        boxes.push_back({cell.cell, y, x + 1, shape.cell_width, 1});
    }
    return boxes;
}

}  // namespace

Role colour_role(PieceColour colour) {
    switch (colour) {
        case PieceColour::White:
            return Role::White;
        case PieceColour::Black:
            return Role::Black;
        case PieceColour::Red:
            return Role::Red;
        case PieceColour::Orange:
            return Role::Orange;
        case PieceColour::None:
            break;
    }
    return Role::Normal;
}

BoardSize measure_board(const BoardView& view, bool tall) {
    const Geometry shape = geometry(view, tall);
    if (view.shape == BoardView::Shape::Hexes)
        return {2 * view.rows, (view.columns + 2) * (shape.cell_width + 2) / 2 + 2};
    const int labels = label_width(view);
    return {3 + (shape.cell_lines + 1) * view.rows,
            2 * labels + 2 + view.columns * (shape.cell_width + 1) + 1 + 1};
}

std::vector<CellBox> paint_board(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks, bool tall) {
    return view.shape == BoardView::Shape::Squares
               ? paint_squares(terminal, top, left, view, marks, tall)
               : paint_hexes(terminal, top, left, view, marks);
}

}  // namespace boardgames::ui
