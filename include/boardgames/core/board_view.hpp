#pragma once
// What a board looks like, as data: the cells, where each is drawn, and what stands on it.
// Every front end (the `show` text, the terminal UI) draws from this and knows no rules.

#include <string>
#include <string_view>
#include <vector>

namespace boardgames {

// A piece as the Set Board editor offers it: its position-string token and its player.
struct PieceToken {
    std::string_view token;
    int owner;
};

struct CellView {
    int cell = 0;       // the game's cell index
    int column = 0;     // drawing position: columns from the left,
    int row = 0;        // rows from the top
    std::string name;   // "a1"
    std::string token;  // the piece as in position strings ("#", "Wwbbb", "[wro]"); empty if none
    int owner = -1;     // player index of the piece, -1 when empty
    int zone = -1;      // player whose zone the cell belongs to, -1 for none
    std::string edges;  // a tile's edge colours N, E, S, W as 'w'/'b'; empty for other pieces
};

struct BoardView {
    enum class Shape { Squares, Hexes };
    Shape shape = Shape::Squares;
    bool tiles = false;  // the pieces are tiles with coloured edges (CellView::edges)
    int columns = 0;
    int rows = 0;
    std::vector<std::string> column_labels;  // under each column (files), left to right
    std::vector<std::string> row_labels;     // beside each row (ranks), top to bottom
    std::vector<CellView> cells;

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

// The view of a rectangular board whose token(cell) and owner(cell) the game supplies.
template <class Grid, class Token, class Owner>
BoardView square_board_view(Token&& token, Owner&& owner) {
    BoardView view;
    view.shape = BoardView::Shape::Squares;
    view.columns = Grid::files;
    view.rows = Grid::ranks;
    for (int file = 0; file < Grid::files; ++file)
        view.column_labels.push_back(std::string(1, static_cast<char>('a' + file)));
    for (int rank = Grid::ranks; rank >= 1; --rank)
        view.row_labels.push_back(std::to_string(rank));
    for (int rank = Grid::ranks - 1; rank >= 0; --rank)
        for (int file = 0; file < Grid::files; ++file) {
            const int cell = Grid::index(file, rank);
            view.cells.push_back(CellView{cell,
                                          file,
                                          Grid::ranks - 1 - rank,
                                          Grid::name(cell),
                                          std::string(token(cell)),
                                          owner(cell),
                                          -1,
                                          {}});
        }
    return view;
}

}  // namespace boardgames
