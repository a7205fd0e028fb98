#pragma once
// What a board looks like, as data: the cells, where each is drawn, and what stands on it.
// Every front end (the `show` text, the terminal UI) draws from this and knows no rules.
//
// A cell is generic: a stack of pieces from bottom to top, each in its colour; a glyph drawn on
// the top piece; four edge marks (Redtangle's tiles). Each game declares its PieceStyle once:
// its players' colours, the fixed width of a cell's content and how a position-string token
// looks. The style travels with every view, so painters and editors need no game knowledge.

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "position_string.hpp"

namespace boardgames {

// A piece as the Set Board editor offers it: its position-string token and its player.
struct PieceToken {
    std::string_view token;
    int owner;
};

// The colours pieces and edges come in. Each has a letter, which also stands for it where the
// terminal has no colour (monochrome) and in stacks drawn on one line.
enum class PieceColour : std::int8_t { None = -1, White, Black, Red, Orange };

constexpr std::string_view colour_name(PieceColour colour) {
    switch (colour) {
        case PieceColour::White:
            return "white";
        case PieceColour::Black:
            return "black";
        case PieceColour::Red:
            return "red";
        case PieceColour::Orange:
            return "orange";
        case PieceColour::None:
            break;
    }
    return "uncoloured";
}

// A colour's letter in tokens and monochrome drawings: its name's first ('w', 'b', 'r', 'o').
constexpr char colour_letter(PieceColour colour) {
    return colour == PieceColour::None ? ' ' : colour_name(colour)[0];
}

inline constexpr std::array<PieceColour, 4> no_edges{PieceColour::None, PieceColour::None,
                                                     PieceColour::None, PieceColour::None};

struct CellView {
    int cell = 0;       // the game's cell index
    int column = 0;     // drawing position: columns from the left (half cells on hex boards),
    int row = 0;        // rows from the top
    std::string name;   // "a1"
    std::string token;  // the piece as in position strings ("#", "Wwbbb", "[wro]"); empty if none
    int owner = -1;     // player index controlling the piece, -1 when empty
    int zone = -1;      // player whose zone the cell belongs to, -1 for none
    std::vector<PieceColour> layers;  // the pieces standing here, bottom to top; empty if none
    std::string glyph;  // drawn on the top piece ("#", "W"); empty: the stack shows its colours
    std::array<PieceColour, 4> edges = no_edges;  // the top piece's edges N, E, S, W
    // A piece that never moves again (Táctica's stops): drawn hatched in its own colour, so
    // it reads neither as a live piece nor as its captor's.
    bool inert = false;

    bool has_edges() const { return edges != no_edges; }
};

// How a game draws its pieces; the same for every position of the game.
struct PieceStyle {
    // Each player's colour, by player index (for the pieces' owners, panels and zones). Refers
    // to a game's static table, which outlives every view.
    std::span<const PieceColour> colours;
    // Characters a cell's content takes on one line, whatever stands there: the glyph and edge
    // marks, or the stack's top pieces and its height. Fixed, so the board never shifts.
    int cell_width = 1;
    // The pieces have edge marks: cells are drawn three lines high when there is room.
    bool edge_marks = false;
    // Fills owner, layers, glyph and edges of a cell from its (non-empty) token.
    void (*describe)(CellView& cell) = nullptr;
};

struct BoardView {
    enum class Shape { Squares, Hexes };
    Shape shape = Shape::Squares;
    int columns = 0;  // columns of the drawing (half cells on hex boards)
    int rows = 0;
    std::vector<std::string> column_labels;  // under each column (files), left to right
    std::vector<std::string> row_labels;     // beside each row (ranks), top to bottom
    std::vector<CellView> cells;
    PieceStyle style;

    const CellView* at(int column, int row) const {
        for (const CellView& cell : cells)
            if (cell.column == column && cell.row == row) return &cell;
        return nullptr;
    }
    const CellView* find(int cell_index) const {
        for (const CellView& cell : cells)
            if (cell.cell == cell_index) return &cell;
        return nullptr;
    }
};

// ---- the board from the other side ----

// The drawing turned half around, as the player across the board sees it: each cell's row
// and column counted from the other end (on hex boards the half cells too, which keeps the
// rows' offsets), the labels in reverse, and a tile's edges as drawn (its north edge now
// drawn at the bottom). Names, owners and zones are the board's own, so clicks on a painted
// cell still name that cell; only the edges change, so describe cells of the view unturned.
inline BoardView turned_around(BoardView view) {
    for (CellView& cell : view.cells) {
        cell.column = view.columns - 1 - cell.column;
        cell.row = view.rows - 1 - cell.row;
        if (cell.has_edges())
            std::swap_ranges(cell.edges.begin(), cell.edges.begin() + 2, cell.edges.begin() + 2);
    }
    std::reverse(view.cells.begin(), view.cells.end());  // still top row first, left to right
    std::reverse(view.column_labels.begin(), view.column_labels.end());
    std::reverse(view.row_labels.begin(), view.row_labels.end());
    return view;
}

// Whether `movers`' pieces stand mostly in the top half of `view` (in the first rows drawn),
// at least twice as many there as in the bottom half: the player of those pieces sits on the
// far side of the board as drawn. Pieces spread over the whole board (Clobber's) are nobody's
// side. Where they have no piece (a game whose pieces are placed first), their zone tells.
inline bool stands_at_top(const BoardView& view, std::span<const int> movers) {
    for (const bool zones : {false, true}) {
        int top = 0, bottom = 0;  // a middle row counts to neither
        for (const CellView& cell : view.cells) {
            const int whose = zones ? cell.zone : cell.owner;
            if (std::find(movers.begin(), movers.end(), whose) == movers.end()) continue;
            if (2 * cell.row + 1 < view.rows) ++top;
            if (2 * cell.row + 1 > view.rows) ++bottom;
        }
        if (top + bottom > 0) return top >= 2 * bottom && top > 0;
    }
    return false;
}

// What stands on a cell, for a player looking into it: "c5 is empty", "a1: a white piece",
// "c2: a white tile, its edges north white, east black, south black, west white", "b3: a
// stack of 6, top to bottom: red, white, white, orange, red, red".
inline std::string describe_cell(const CellView& cell) {
    if (cell.token.empty()) return cell.name + " is empty";
    const PieceColour top = cell.layers.empty() ? PieceColour::None : cell.layers.back();
    if (cell.has_edges()) {
        static constexpr std::array<std::string_view, 4> sides{"north", "east", "south", "west"};
        std::string text = cell.name + ": a " + std::string(colour_name(top)) + " tile, its edges";
        for (std::size_t side = 0; side < sides.size(); ++side)
            text += (side ? ", " : " ") + std::string(sides[side]) + " " +
                    std::string(colour_name(cell.edges[side]));
        return text;
    }
    if (cell.inert)
        return cell.name + ": a stop (a captured " + std::string(colour_name(top)) +
               " piece, which never moves again)";
    if (cell.layers.size() <= 1)
        return cell.name + ": a " + std::string(colour_name(top)) + " piece";
    std::string text =
        cell.name + ": a stack of " + std::to_string(cell.layers.size()) + ", top to bottom:";
    for (auto layer = cell.layers.rbegin(); layer != cell.layers.rend(); ++layer)
        text += (layer == cell.layers.rbegin() ? " " : ", ") + std::string(colour_name(*layer));
    return text;
}

// "squares 4, circles 3": the cells each mover holds (its pieces; in stacking games, the stacks
// it tops), in the order of `movers`' names.
inline std::string pieces_by_owner(const BoardView& view,
                                   std::span<const std::string_view> movers) {
    std::string text;
    for (std::size_t mover = 0; mover < movers.size(); ++mover) {
        const auto held = std::count_if(view.cells.begin(), view.cells.end(),
                                        [&](const CellView& c) { return c.owner == int(mover); });
        if (!text.empty()) text += ", ";
        text += std::string(movers[mover]) + " " + std::to_string(held);
    }
    return text;
}

// ---- editing a view (Set Board, arranging): every field of a cell's content kept in step ----

inline void clear_cell_content(CellView& cell) {
    cell.token.clear();
    cell.owner = -1;
    cell.layers.clear();
    cell.glyph.clear();
    cell.edges = no_edges;
}

// Puts the piece written `token` on the cell (clears it when empty), drawn in the view's style.
inline void set_cell_token(const BoardView& view, CellView& cell, std::string token) {
    clear_cell_content(cell);
    cell.token = std::move(token);
    if (cell.token.empty()) return;
    if (view.style.describe)
        view.style.describe(cell);
    else
        cell.glyph = cell.token;
}

// Exchanges what stands on two cells; where they are and their zones stay.
inline void swap_cell_content(CellView& a, CellView& b) {
    std::swap(a.token, b.token);
    std::swap(a.owner, b.owner);
    std::swap(a.layers, b.layers);
    std::swap(a.glyph, b.glyph);
    std::swap(a.edges, b.edges);
}

// The board field of a position string written from the view's cells, row by row (Set Board,
// arrangements): the view is the board as edited, the rules then check the position.
inline std::string written_board(const BoardView& view) {
    std::vector<std::vector<const CellView*>> rows(std::size_t(view.rows));
    for (const CellView& cell : view.cells)
        rows[std::size_t(cell.row)].push_back(&cell);
    std::vector<int> lengths;
    for (auto& row : rows) {
        std::sort(row.begin(), row.end(), [](auto* a, auto* b) { return a->column < b->column; });
        lengths.push_back(int(row.size()));
    }
    return write_board_rows(lengths, [&](int row, int column) {
        return std::string_view(rows[std::size_t(row)][std::size_t(column)]->token);
    });
}

// ---- what the last move did ----

// The cells a move changed without naming them: pieces captured, converted or turned by it.
// `before` and `after` are the views of the positions around the move, `move_cells` the cells
// its input names (start, landings); those changed too, but they are the move's own path.
inline std::vector<int> captured_cells(const BoardView& before, const BoardView& after,
                                       const std::vector<int>& move_cells) {
    std::vector<int> changed;
    for (const CellView& cell : after.cells) {
        if (std::find(move_cells.begin(), move_cells.end(), cell.cell) != move_cells.end())
            continue;
        const CellView* earlier = before.find(cell.cell);
        if (earlier && (earlier->token != cell.token || earlier->owner != cell.owner))
            changed.push_back(cell.cell);
    }
    return changed;
}

// ---- a cell's content on one line ----

// A run of characters drawn in one colour (None: the cell's own colours).
struct CellRun {
    std::string text;
    PieceColour colour = PieceColour::None;
    bool operator==(const CellRun&) const = default;
};

// What a cell shows on one line, at most `width` characters (the style's cell_width): the
// glyph in the top piece's colour, or else the stack top first as in position strings, each
// piece its colour's letter; a stack taller than the room shows its top pieces and then its
// height. Edge marks follow, clockwise from north, each its colour's letter: `Wwbbb`.
inline std::vector<CellRun> one_line_content(const CellView& cell, int width) {
    std::vector<CellRun> runs;
    const int room = width - (cell.has_edges() ? 4 : 0);
    if (!cell.glyph.empty()) {
        runs.push_back({cell.glyph, cell.layers.empty() ? PieceColour::None : cell.layers.back()});
    } else if (!cell.layers.empty()) {
        const int height = int(cell.layers.size());
        const std::string count = std::to_string(height);
        const int shown = height <= room ? height : std::max(0, room - int(count.size()));
        for (int i = 0; i < shown; ++i) {
            const PieceColour colour = cell.layers[std::size_t(height - 1 - i)];
            runs.push_back({std::string(1, colour_letter(colour)), colour});
        }
        if (shown < height) runs.push_back({count, PieceColour::None});
    }
    if (cell.has_edges())
        for (PieceColour edge : cell.edges)
            runs.push_back({std::string(1, colour_letter(edge)), edge});
    return runs;
}

// ---- views of whole boards ----

// A cell at its place, its content from the token in the style.
inline CellView placed_cell(const PieceStyle& style, int cell, int column, int row,
                            std::string name, std::string token) {
    CellView view;
    view.cell = cell;
    view.column = column;
    view.row = row;
    view.name = std::move(name);
    view.token = std::move(token);
    if (!view.token.empty() && style.describe) style.describe(view);
    return view;
}

// The view of a rectangular board, ranks from the top, whose token(cell) the game supplies.
template <class Grid, class Token>
BoardView square_board_view(Token&& token, const PieceStyle& style) {
    BoardView view;
    view.shape = BoardView::Shape::Squares;
    view.columns = Grid::files;
    view.rows = Grid::ranks;
    view.style = style;
    for (int file = 0; file < Grid::files; ++file)
        view.column_labels.push_back(std::string(1, static_cast<char>('a' + file)));
    for (int rank = Grid::ranks; rank >= 1; --rank)
        view.row_labels.push_back(std::to_string(rank));
    for (int rank = Grid::ranks - 1; rank >= 0; --rank)
        for (int file = 0; file < Grid::files; ++file) {
            const int cell = Grid::index(file, rank);
            view.cells.push_back(placed_cell(style, cell, file, Grid::ranks - 1 - rank,
                                             Grid::name(cell), std::string(token(cell))));
        }
    return view;
}

// The view of a hexagonal board (HexGrid) as ReMATCH's rulebook draws it: its top row first,
// each row half a cell to the side of the next, so a cell's column counts half cells. With
// rows and diagonals counted from 0, cell (row, diagonal) of a board of side S stands in column
// 2 * diagonal - row + S - 1: on side 3, c1 in column 0, b1 in 1, a1 and e3 in 2, c5 in 8.
template <class Grid, class Token>
BoardView hex_board_view(Token&& token, const PieceStyle& style) {
    const int side_minus_one = (Grid::rows - 1) / 2;
    BoardView view;
    view.shape = BoardView::Shape::Hexes;
    view.columns = 2 * Grid::rows - 1;
    view.rows = Grid::rows;
    view.style = style;
    for (int row = Grid::rows - 1; row >= 0; --row)
        view.row_labels.push_back(std::string(1, static_cast<char>('a' + row)));
    for (int row = Grid::rows - 1; row >= 0; --row)
        for (int cell = Grid::row_start(row); cell < Grid::row_start(row) + Grid::row_length(row);
             ++cell)
            view.cells.push_back(
                placed_cell(style, cell, 2 * Grid::diagonal_of(cell) - row + side_minus_one,
                            Grid::rows - 1 - row, Grid::name(cell), std::string(token(cell))));
    return view;
}

}  // namespace boardgames
