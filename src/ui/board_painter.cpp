#include "board_painter.hpp"

#include <curses.h>

#include <algorithm>
#include <optional>
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

void fill(int y, int x, int width, int attribute) {
    if (width > 0) put(y, x, std::string(std::size_t(width), ' '), attribute);
}

// The line of a cell that holds its piece's glyph and the row's labels.
int middle_line(CellShape shape) {
    return (shape.lines - 1) / 2;
}

// A block of a piece's colour inside a space `width` x `lines`: about half of it each way,
// centred (one line below five lines).
CellShape block_within(int width, int lines, int glyph_width) {
    int block_width = std::max(1, width / 2);
    if ((width - block_width) % 2) ++block_width;
    const int block_lines = lines >= 5 ? ((lines - 1) / 2) | 1 : 1;
    return {std::max(block_width, glyph_width), block_lines};
}

class Painter {
  public:
    Painter(const Terminal& terminal, const BoardView& view, const BoardMarks& marks,
            CellShape shape)
        : terminal_(terminal),
          view_(view),
          marks_(marks),
          shape_(shape),
          colour_(terminal.has_colour()),
          half_blocks_(colour_ && terminal.has_unicode() && view.style.edge_marks &&
                       shape.lines == 1),
          names_inside_(view.shape == BoardView::Shape::Hexes && shape.lines >= 2) {}

    // One cell's inside at (y, x): its ground, then its piece.
    void cell(int y, int x, const CellView& cell) const {
        const bool target = contains(marks_.targets, cell.cell);
        const bool on_path = contains(marks_.path, cell.cell);
        if (!colour_) return monochrome_cell(y, x, cell, target, on_path);
        // The pieces that can move are framed (frame), so that zones stay in view; the other
        // marks are inside the cell, where no neighbour's frame can hide them.
        const bool capture =
            target && !marks_.path.empty() && contains(marks_.capture_targets, cell.cell);
        const std::optional<Ink> mark = inside_mark(cell, target, on_path);
        // An empty cell's mark is a patch where a piece would stand (a capture's landing a band
        // across the cell, `x` at its ends); a piece's cell is marked by its ground, but for a
        // tile on the path, which leaves only its corners of ground: its frame marks it.
        // (Filling every landing's cell, then clearing it, cost more than the move itself over
        // SSH.)
        const bool patch = mark && cell.token.empty();
        const bool framed_tile =
            mark == Ink::Selected && cell.has_edges() && shape_.lines >= 3 && !cell.token.empty();
        const Ink base = cell.zone >= 0 ? Ink::Zone : Ink::Board;
        const Ink ground = mark && !patch && !framed_tile ? *mark : base;
        // Around a piece a landing's or a capture's ground is its cell's first and last lines
        // (the lines between hold the piece, every one of them sent again when its ground
        // changes); the piece selected keeps the whole of its ground.
        const bool barred = ground != base && ground != Ink::Selected && shape_.lines >= 3;
        for (int line = 0; line < shape_.lines; ++line) {
            const bool bar = line == 0 || line == shape_.lines - 1;
            fill(y + line, x, shape_.width,
                 terminal_.ink(Ink::Black, barred && !bar ? base : ground));
        }
        if (patch) mark_patch(y, x, *mark, capture);
        if (target_star(cell))
            put(y + piece_line(), x + shape_.width / 2, "*",
                terminal_.ink(Ink::Black, patch ? *mark : ground));
        // A capture's target says so in its corners too, for eyes that do not tell the
        // colours apart, where the cell has a line above its piece's (on one line they crowd
        // the piece).
        if (capture && !patch && shape_.lines >= 2)
            capture_corners(y, x, terminal_.ink(Ink::Black, ground) | A_BOLD);
        if (names_inside_) name(y, x, cell, terminal_.ink(Ink::OnBlack, ground));
        if (cell.has_edges() && shape_.lines >= 3) return tile(y, x, cell);
        if (cell.has_edges() && half_blocks_) return flat_tile(y, x, cell);
        if (!cell.glyph.empty() && !cell.layers.empty()) return piece(y, x, cell);
        stack(y, x, cell, [&](PieceColour colour) {
            return colour == PieceColour::None ? terminal_.ink(Ink::Black, ground) : block(colour);
        });
    }

    // A hex cell's name in the rule above it (one-line cells), quiet.
    void name_above(int y, int x, const CellView& cell) const {
        put(y - 1, x, cell.name,
            colour_ ? terminal_.ink(Ink::OnBlack, Ink::Board) : terminal_.attribute(Style::Hint));
    }

    // The frame of a marked cell: the rules around it in the mark's colour (or bold, with
    // `=` rules for the last move and `~` for the hint, in monochrome); the keyboard cursor's
    // sides are brackets.
    void frame(int y, int x, Ink mark) const {
        // Monochrome marks the path's inside instead.
        if (mark == Ink::Selected && !colour_) return;
        const bool cursor = mark == Ink::Cursor;
        const bool hint = mark == Ink::Hint;
        // Pieces that can move get a quiet frame, the rules drawn in the colour (bold without
        // colour); the last move and its captures a strong one, the rules on a band of the
        // colour.
        const bool quiet = mark == Ink::Target;
        const int attribute = !colour_ ? (cursor ? A_REVERSE : A_BOLD)
                              : quiet  ? terminal_.ink(mark, Ink::Board) | terminal_.bright()
                                       : terminal_.ink(Ink::Black, mark) | terminal_.bright();
        const auto recolour = [&](int at_y, int at_x, chtype replacement) {
            const chtype old = mvinch(at_y, at_x) & A_CHARTEXT;
            // A rule a frame drawn before changed ('=', '~') is this frame's now: the one over.
            const bool rule = old == '-' || old == '=' || old == '~';
            mvaddch(at_y, at_x, (replacement && rule ? replacement : old) | chtype(attribute));
        };
        const chtype rule = colour_ || cursor || quiet ? 0 : hint ? '~' : '=';
        for (int column = x - 1; column <= x + shape_.width; ++column) {
            recolour(y - 1, column, rule);
            recolour(y + shape_.lines, column, rule);
        }
        // Cells of two lines or more are framed by the rules above and below them alone: a
        // side in another colour makes the terminal be sent each line of the cell again (most
        // of a move's 9 KB over SSH), and the cell's own marks are inside it. The cursor, moved
        // by the keys, keeps its brackets.
        if (shape_.lines >= 2 && !cursor && !marks_.four_sided) return;
        for (int line = 0; line < shape_.lines; ++line) {
            attrset(attribute);
            mvaddch(y + line, x - 1, cursor ? '[' : '|');
            mvaddch(y + line, x + shape_.width, cursor ? ']' : '|');
            attrset(A_NORMAL);
        }
    }

    // On one-line cells, the north and south edges of tiles as half blocks in the rule at
    // `y` between the row above and the row below (either may be missing), over the body.
    void edge_rule(int y, int x, const CellView* above, const CellView* below) const {
        if (!half_blocks_) return;
        const bool upper = above && above->has_edges(), lower = below && below->has_edges();
        if (!upper && !lower) return;
        const Ink south = upper ? ink_of(above->edges[2]) : Ink::Board;
        const Ink north = lower ? ink_of(below->edges[0]) : Ink::Board;
        // A half block in the bar's colour on the rule's own colour (the ground, or a marked
        // cell's frame): fonts whose block does not reach the line's edge then leave no
        // sliver of another colour.
        const Ink rule = band(above, below);
        std::string bar;
        for (int i = 2; i < shape_.width - 2; ++i)
            bar += upper ? "\u2580" : "\u2584";
        put(y, x + 2, bar,
            upper ? terminal_.ink(south, lower ? north : rule) : terminal_.ink(north, rule));
    }

    // The band the frames of the cells above and below draw in the rule between them, or the
    // ground: the path's frame is drawn last, then the last move's, then captures' (frame).
    Ink band(const CellView* above, const CellView* below) const {
        const auto marked = [&](const std::vector<int>& cells) {
            return (above && contains(cells, above->cell)) ||
                   (below && contains(cells, below->cell));
        };
        if (marked(marks_.path)) return Ink::Selected;
        if (marks_.path.empty() && marked(marks_.hint)) return Ink::Hint;
        if (marked(marks_.last_move)) return Ink::LastMove;
        return Ink::Board;
    }

    // The rules between the cells: on the board's ground in colour, so that edges drawn in
    // them show on any terminal background.
    int rule_attribute() const {
        return colour_ ? terminal_.ink(Ink::Black, Ink::Board) : A_NORMAL;
    }

  private:
    // An empty cell that is a target has a star, as has one where a piece can be placed
    // while nothing is selected.
    bool target_star(const CellView& cell) const {
        const bool placeable = marks_.path.empty() && contains(marks_.movable, cell.cell);
        return cell.token.empty() && (placeable || contains(marks_.targets, cell.cell));
    }

    // The mark inside a cell: the piece being moved and its path, else a landing of it (a
    // capture's or not), else what the last moves took or turned over.
    std::optional<Ink> inside_mark(const CellView& cell, bool target, bool on_path) const {
        if (on_path) return Ink::Selected;
        if (target && !marks_.path.empty())
            return contains(marks_.capture_targets, cell.cell) ? Ink::CaptureTarget : Ink::Target;
        if (contains(marks_.captured, cell.cell)) return Ink::Captured;
        return std::nullopt;
    }

    // A block of the mark's colour where a piece would stand in the cell at (y, x); a
    // capture's landing as high, across the cell, an `x` at both ends of its first line.
    void mark_patch(int y, int x, Ink mark, bool capture) const {
        const CellShape size = block_within(shape_.width, content_lines(), 1);
        const int width = capture ? shape_.width : size.width;
        const int top =
            std::clamp(y + piece_line() - size.lines / 2, y, y + content_lines() - size.lines);
        for (int line = 0; line < size.lines; ++line) {
            std::string band(std::size_t(width), ' ');
            if (capture && line == 0) band.front() = band.back() = 'x';
            put(top + line, x + (shape_.width - width) / 2, band, terminal_.ink(Ink::Black, mark));
        }
    }

    // An `x` in the first and last column of the cell's first line: a capture's target.
    void capture_corners(int y, int x, int attribute) const {
        put(y, x, "x", attribute);
        put(y, x + shape_.width - 1, "x", attribute);
    }

    // The lines that hold the cell's piece: all but the last when it holds the cell's name.
    int content_lines() const { return names_inside_ ? shape_.lines - 1 : shape_.lines; }
    int middle_of_content() const { return (content_lines() - 1) / 2; }
    // Stacks drawn a layer a line stand on the content's last line; else in its middle.
    bool layered() const { return content_lines() >= 3 && names_inside_; }
    int piece_line() const { return layered() ? content_lines() - 1 : middle_of_content(); }

    // The cell's name on its last line, centred.
    void name(int y, int x, const CellView& cell, int attribute) const {
        put(y + shape_.lines - 1, x + (shape_.width - int(cell.name.size())) / 2, cell.name,
            attribute);
    }

    // A stack without a glyph: on one line (top first, as in position strings), or on a hex
    // cell with three lines for it besides its name, one layer a line, each a block of its
    // colour with its letter, the top piece highest and the stack standing on the bottom
    // line, its height beside the top layer. A stack taller than the lines shows its top
    // pieces and, on the bottom line, how many more stand beneath.
    template <class Attribute>
    void stack(int y, int x, const CellView& cell, Attribute&& attribute) const {
        const int lines = content_lines();
        const int height = int(cell.layers.size());
        if (!layered() || !cell.glyph.empty() || cell.has_edges() || height == 0)
            return one_line(y + middle_of_content(), x, cell, attribute);
        const int width = block_within(shape_.width, 1, 1).width;
        const int left = x + (shape_.width - width) / 2;
        const int shown = height <= lines ? height : lines - 1;
        const int first = y + (height <= lines ? lines - height : 0);
        for (int depth = 0; depth < shown; ++depth) {
            const PieceColour colour = cell.layers[std::size_t(height - 1 - depth)];
            std::string band(std::size_t(width), ' ');
            band[std::size_t(width / 2)] = colour_letter(colour);
            put(first + depth, left, band, attribute(colour));
        }
        if (shown < height) {
            std::string more = std::to_string(height - shown);
            more.insert(more.begin(), '+');
            put(y + lines - 1, x + (shape_.width - int(more.size())) / 2, more,
                attribute(PieceColour::None));
        }
        if (height >= 2) {  // a space after the top layer, where the height still fits
            const std::string count = std::to_string(height);
            const int after = left + width + 1 + int(count.size()) <= x + shape_.width ? 1 : 0;
            put(first, left + width + after, count, attribute(PieceColour::None));
        }
    }

    int block(PieceColour colour) const {
        return terminal_.ink(letter_on(colour), ink_of(colour)) |
               (colour == PieceColour::White || colour == PieceColour::Orange ? 0
                                                                              : terminal_.bright());
    }
    // An edge: a block of its colour, its letter quiet in it.
    int edge(PieceColour colour) const {
        return terminal_.ink(colour == PieceColour::White ? Ink::OnWhite : Ink::OnBlack,
                             ink_of(colour));
    }
    static std::string letter(PieceColour colour) { return std::string(1, colour_letter(colour)); }

    // A piece with a glyph: a block of its colour, the glyph in its middle.
    void piece(int y, int x, const CellView& cell) const {
        const PieceColour colour = cell.layers.back();
        const int glyph_width = int(cell.glyph.size());
        const CellShape size = block_within(shape_.width, shape_.lines, glyph_width);
        const int left = x + (shape_.width - size.width) / 2;
        const int top = y + middle_line(shape_) - size.lines / 2;
        // A live piece is a block of its colour; an inert one (a stop) has no block: its glyph
        // in the piece's own colour on a grey patch, neither a live piece nor its captor's. The
        // grey keeps a white and a black letter both readable, on any ground around it.
        if (cell.inert) {
            const int line = y + middle_line(shape_);
            const int patch = std::min(shape_.width, glyph_width + 2);
            const int stop = terminal_.ink(ink_of(colour), Ink::Stop) | A_BOLD;
            fill(line, x + (shape_.width - patch) / 2, patch, stop);
            return put(line, x + (shape_.width - glyph_width) / 2, cell.glyph, stop);
        }
        for (int line = 0; line < size.lines; ++line)
            fill(top + line, left, size.width, block(colour));
        put(y + middle_line(shape_), x + (shape_.width - glyph_width) / 2, cell.glyph,
            block(colour));
    }

    // A tile on three lines or more: each edge a bar on its side, the body between them,
    // the owner's glyph a block in its middle.
    void tile(int y, int x, const CellView& cell) const {
        const int width = shape_.width, lines = shape_.lines;
        const auto& edges = cell.edges;
        for (int line = 1; line < lines - 1; ++line) {
            fill(y + line, x, 1, edge(edges[3]));
            fill(y + line, x + 1, width - 2, terminal_.ink(Ink::Black, Ink::Tile));
            fill(y + line, x + width - 1, 1, edge(edges[1]));
        }
        fill(y, x + 1, width - 2, edge(edges[0]));
        fill(y + lines - 1, x + 1, width - 2, edge(edges[2]));
        const int middle = y + middle_line(shape_);
        put(y, x + width / 2, letter(edges[0]), edge(edges[0]));
        put(y + lines - 1, x + width / 2, letter(edges[2]), edge(edges[2]));
        put(middle, x, letter(edges[3]), edge(edges[3]));
        put(middle, x + width - 1, letter(edges[1]), edge(edges[1]));
        owner(middle, x + 1, width - 2, cell);
    }

    // A tile on one line, inside a margin of ground that keeps zones in view: west and east
    // edges at its sides, north and south in the rules (edge_rule), the owner's glyph between.
    void flat_tile(int y, int x, const CellView& cell) const {
        const int width = shape_.width;
        fill(y, x + 2, width - 4, terminal_.ink(Ink::Black, Ink::Tile));
        put(y, x + 1, letter(cell.edges[3]), edge(cell.edges[3]));
        put(y, x + width - 2, letter(cell.edges[1]), edge(cell.edges[1]));
        owner(y, x + 2, width - 4, cell);
    }

    void owner(int y, int x, int width, const CellView& cell) const {
        if (cell.layers.empty()) return;
        const int glyph_width = int(cell.glyph.size());
        const int block_width = block_within(width, 1, glyph_width).width;
        const int left = x + (width - block_width) / 2;
        fill(y, left, block_width, block(cell.layers.back()));
        put(y, x + (width - glyph_width) / 2, cell.glyph, block(cell.layers.back()));
    }

    // The cell's content on one line, centred, each run in `attribute(colour)`.
    template <class Attribute>
    void one_line(int y, int x, const CellView& cell, Attribute&& attribute) const {
        const std::vector<CellRun> runs = one_line_content(cell, view_.style.cell_width);
        int length = 0;
        for (const CellRun& run : runs)
            length += int(run.text.size());
        int at = x + (shape_.width - length) / 2;
        for (const CellRun& run : runs) {
            put(y, at, run.text, attribute(run.colour));
            at += int(run.text.size());
        }
    }

    // Without colour: marks as attributes, zones dotted, captures crossed at the corners,
    // every colour by its letter.
    void monochrome_cell(int y, int x, const CellView& cell, bool target, bool on_path) const {
        const int width = shape_.width, lines = shape_.lines;
        // The last move is its frame's `=` rules alone, and what it took its `x` corners:
        // underlining them too made them look like targets.
        int background = cell.zone >= 0 ? terminal_.attribute(Style::Zone) : A_NORMAL;
        const bool captured = contains(marks_.captured, cell.cell);
        if (target) background = terminal_.attribute(Style::Target);
        if (on_path) background = terminal_.attribute(Style::Selected);
        const bool capture =
            target && !marks_.path.empty() && contains(marks_.capture_targets, cell.cell);
        for (int line = 0; line < lines; ++line) {
            std::string text(std::size_t(width), ' ');
            if (cell.zone >= 0 && (line == 0 || line == lines - 1))
                text.front() = text.back() = '.';
            // What was (or would be) taken: x in its corners; a capture's target: > and <
            // pointing in.
            if (captured && line == 0) text.front() = text.back() = 'x';
            if (capture && line == 0) {
                text.front() = '>';
                text.back() = '<';
            }
            put(y + line, x, text, background);
        }
        const int middle = y + middle_of_content();
        if (target_star(cell)) put(y + piece_line(), x + width / 2, "*", background);
        if (names_inside_) name(y, x, cell, background);
        const auto piece_attribute = [&](PieceColour colour) {
            if (colour == PieceColour::None) return background;
            // An inert piece (a stop) is dim, and drawn with its own letter.
            return terminal_.piece(colour) | background | (cell.inert ? int(A_DIM) : 0);
        };
        if (lines >= 3 && cell.has_edges()) {
            const PieceColour top = cell.layers.empty() ? PieceColour::None : cell.layers.back();
            put(middle, x + (width - int(cell.glyph.size())) / 2, cell.glyph, piece_attribute(top));
            const auto bar = [&](int line, int index) {
                const PieceColour colour = cell.edges[std::size_t(index)];
                put(line, x + width / 2, letter(colour), piece_attribute(colour));
            };
            bar(y, 0);
            bar(y + lines - 1, 2);
            put(middle, x + width - 1, letter(cell.edges[1]), piece_attribute(cell.edges[1]));
            put(middle, x, letter(cell.edges[3]), piece_attribute(cell.edges[3]));
            return;
        }
        stack(y, x, cell, piece_attribute);
    }

    const Terminal& terminal_;
    const BoardView& view_;
    const BoardMarks& marks_;
    CellShape shape_;
    bool colour_;
    bool half_blocks_;
    bool names_inside_;  // hex cells of two lines or more: the name on the last line
};

// The marked cells' frames: the pieces that can move (quiet), the last moves, the hint (a band
// of its own colour, `~` rules without colour), the piece being moved and its path, and the
// keyboard cursor, each over the one before. What a move captured is marked inside its cells
// (the painter's ground), never on a frame a neighbour shares.
template <class CellY, class CellX>
void paint_frames(const Painter& painter, const BoardView& view, const BoardMarks& marks,
                  CellY&& cell_y, CellX&& cell_x) {
    const std::vector<int> no_cells;
    // The pieces that can move and the last moves stay framed while a piece is selected and
    // moved (the path's frames go over them), so that selecting changes only what it marks.
    const bool selected = !marks.path.empty();
    const std::vector<int>& hint = selected ? no_cells : marks.hint;
    for (const auto& [cells, mark] :
         {std::pair{&marks.movable, Ink::Target}, std::pair{&marks.last_move, Ink::LastMove},
          std::pair{&hint, Ink::Hint}, std::pair{&marks.path, Ink::Selected}})
        for (const CellView& cell : view.cells)
            if (contains(*cells, cell.cell))
                painter.frame(cell_y(cell.row), cell_x(cell.column), mark);
    if (const CellView* cursor = view.find(marks.cursor))
        painter.frame(cell_y(cursor->row), cell_x(cursor->column), Ink::Cursor);
}

// The marks' frames, then every cell within them (frames first, so that the edges drawn in the
// rules stay whole); where each cell went.
template <class CellY, class CellX>
std::vector<CellBox> paint_cells(const Painter& painter, const BoardView& view,
                                 const BoardMarks& marks, CellShape shape, CellY&& cell_y,
                                 CellX&& cell_x) {
    paint_frames(painter, view, marks, cell_y, cell_x);
    std::vector<CellBox> boxes;
    for (const CellView& cell : view.cells) {
        const int y = cell_y(cell.row), x = cell_x(cell.column);
        painter.cell(y, x, cell);
        boxes.push_back({cell.cell, y, x, shape.width, shape.lines});
    }
    return boxes;
}

std::vector<CellBox> paint_squares(const Terminal& terminal, int top, int left,
                                   const BoardView& view, const BoardMarks& marks,
                                   CellShape shape) {
    const Painter painter(terminal, view, marks, shape);
    const int labels = label_width(view);
    const int board_left = left + labels + 1;
    const int board_width = view.columns * (shape.width + 1) + 1;
    const int row_step = shape.lines + 1;
    const auto cell_x = [&](int column) { return board_left + 1 + column * (shape.width + 1); };
    const auto cell_y = [&](int row) { return top + 2 + row_step * row; };

    for (int column = 0; column < view.columns; ++column) {
        const std::string& label = view.column_labels[std::size_t(column)];
        const int x = cell_x(column) + (shape.width - int(label.size())) / 2;
        put(top, x, label, terminal.attribute(Style::Hint));
        put(top + 2 + row_step * view.rows, x, label, terminal.attribute(Style::Hint));
    }
    const int rules = painter.rule_attribute();
    put(top + 1, board_left, std::string(std::size_t(board_width), '-'), rules);
    for (int row = 0; row < view.rows; ++row) {
        const int y = cell_y(row);
        const std::string& label = view.row_labels[std::size_t(row)];
        const int label_y = y + middle_line(shape);
        put(label_y, left + labels - int(label.size()), label, terminal.attribute(Style::Hint));
        put(label_y, board_left + board_width + 1, label, terminal.attribute(Style::Hint));
        for (int line = 0; line < shape.lines; ++line)
            for (int column = 0; column <= view.columns; ++column)
                put(y + line, board_left + column * (shape.width + 1), "|", rules);
        std::string separator(std::size_t(board_width), '-');
        if (row + 1 < view.rows) separator.front() = separator.back() = '|';
        put(y + shape.lines, board_left, separator, rules);
    }

    const std::vector<CellBox> boxes = paint_cells(painter, view, marks, shape, cell_y, cell_x);
    for (int row = 0; row <= view.rows; ++row)
        for (int column = 0; column < view.columns; ++column)
            painter.edge_rule(cell_y(row) - 1, cell_x(column), view.at(column, row - 1),
                              view.at(column, row));
    return boxes;
}

// Where a hex board's cells go: rows of framed cells like a brick wall, each row half a cell
// to the side of the next (the view's columns count half cells), rules between the rows.
struct HexGeometry {
    int labels;  // the row letters' width
    int pitch;   // from one cell's left rule to the next's
    int half;    // half a cell: the view's column unit
    int lines;

    HexGeometry(const BoardView& view, CellShape shape)
        : labels(label_width(view)), pitch(shape.width + 1), half(pitch / 2), lines(shape.lines) {}

    // The board's rules and cells, without the labels.
    int board_width(const BoardView& view) const {
        return std::max(0, view.columns - 1) * half + pitch + 1;
    }
    BoardSize size(const BoardView& view) const {
        return {view.rows * (lines + 1) + 1, 2 * (labels + 1) + board_width(view)};
    }
    // The left rule of a cell in `column`, and the first line of a cell in `row`.
    int rule_x(int left, int column) const { return left + labels + 1 + column * half; }
    int cell_y(int top, int row) const { return top + 1 + row * (lines + 1); }
};

// Hex boards: framed cells as the squares are, each row half a cell to the side of the next,
// as the rulebook's diagram stands; the row letters at both ends of each row and every cell's
// name quiet in it (in the rule above a one-line cell).
std::vector<CellBox> paint_hexes(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks, CellShape shape) {
    const Painter painter(terminal, view, marks, shape);
    const HexGeometry geometry(view, shape);
    const auto cell_x = [&](int column) { return geometry.rule_x(left, column) + 1; };
    const auto cell_y = [&](int row) { return geometry.cell_y(top, row); };

    // Each row's first and last column.
    std::vector<std::pair<int, int>> extent(std::size_t(view.rows), {view.columns, -1});
    for (const CellView& cell : view.cells) {
        auto& [first, last] = extent[std::size_t(cell.row)];
        first = std::min(first, cell.column);
        last = std::max(last, cell.column);
    }
    const int rules = painter.rule_attribute();
    // The rule above each row and below the last spans the cells on both sides of it.
    for (int row = 0; row <= view.rows; ++row) {
        int first = view.columns, last = -1;
        for (int side : {row - 1, row})
            if (side >= 0 && side < view.rows && extent[std::size_t(side)].second >= 0) {
                first = std::min(first, extent[std::size_t(side)].first);
                last = std::max(last, extent[std::size_t(side)].second);
            }
        if (last < 0) continue;
        const int from = geometry.rule_x(left, first);
        const int to = geometry.rule_x(left, last) + geometry.pitch;
        put(cell_y(row) - 1, from, std::string(std::size_t(to - from + 1), '-'), rules);
    }
    for (int row = 0; row < view.rows; ++row) {
        const auto [first, last] = extent[std::size_t(row)];
        if (last < 0) continue;
        const std::string& label = view.row_labels[std::size_t(row)];
        const int y = cell_y(row) + middle_line(shape);
        put(y, geometry.rule_x(left, first) - 1 - int(label.size()), label,
            terminal.attribute(Style::Hint));
        put(y, geometry.rule_x(left, last) + geometry.pitch + 2, label,
            terminal.attribute(Style::Hint));
    }
    for (const CellView& cell : view.cells)
        for (int line = 0; line < shape.lines; ++line)
            for (int x : {cell_x(cell.column) - 1, cell_x(cell.column) + shape.width})
                put(cell_y(cell.row) + line, x, "|", rules);
    if (shape.lines == 1)
        for (const CellView& cell : view.cells)
            painter.name_above(cell_y(cell.row), cell_x(cell.column), cell);

    return paint_cells(painter, view, marks, shape, cell_y, cell_x);
}

}  // namespace

CellShape compact_shape(const BoardView& view) {
    return {view.style.cell_width + 2, 1};
}

BoardSize measure_board(const BoardView& view, CellShape shape) {
    if (view.shape == BoardView::Shape::Hexes) return HexGeometry(view, shape).size(view);
    const int labels = label_width(view);
    return {3 + (shape.lines + 1) * view.rows,
            2 * labels + 2 + view.columns * (shape.width + 1) + 1 + 1};
}

std::optional<CellShape> choose_cell_shape(const BoardView& view, BoardSize room) {
    const auto fits = [&](CellShape shape) {
        const BoardSize size = measure_board(view, shape);
        return size.height <= room.height && size.width <= room.width;
    };
    if (view.shape == BoardView::Shape::Squares && view.rows > 0) {
        // A square cell is about twice as wide as high; narrower ones are still squarish,
        // and the content (the glyph and edge marks) always fits. An odd number of lines
        // gives the piece a middle line.
        const int content = view.style.cell_width;
        for (int lines = ((room.height - 3) / view.rows - 2) | 1; lines >= 3; lines -= 2)
            for (int width = std::max(content, 2 * lines + 1);
                 width >= std::max(content, 2 * lines - 1); --width)
                if (fits({width, lines})) return CellShape{width, lines};
    }
    if (view.shape == BoardView::Shape::Hexes && view.rows > 0) {
        // The same for hex cells, with an odd width so that half a cell is whole columns.
        const int content = compact_shape(view).width | 1;
        for (int lines = (room.height - 1) / view.rows - 1; lines >= 2; --lines)
            for (int width = std::max(content, (2 * lines + 1) | 1);
                 width >= std::max(content, 2 * lines - 1); width -= 2)
                if (fits({width, lines})) return CellShape{width, lines};
    }
    if (fits(compact_shape(view))) return compact_shape(view);
    return std::nullopt;
}

std::vector<CellBox> paint_board(const Terminal& terminal, int top, int left, const BoardView& view,
                                 const BoardMarks& marks, CellShape shape) {
    return view.shape == BoardView::Shape::Squares
               ? paint_squares(terminal, top, left, view, marks, shape)
               : paint_hexes(terminal, top, left, view, marks, shape);
}

}  // namespace boardgames::ui
