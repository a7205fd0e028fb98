#include "text_board.hpp"

#include <algorithm>

namespace boardgames {
namespace {

std::string centred(const std::string& text, std::size_t width) {
    const std::size_t left = (width - std::min(width, text.size())) / 2;
    std::string out(left, ' ');
    out += text;
    out.resize(std::max(out.size(), width), ' ');
    return out;
}

bool is_marked(const std::vector<int>& marked, int cell) {
    return std::find(marked.begin(), marked.end(), cell) != marked.end();
}

// A cell's content centred in `width`, between brackets when marked.
std::string cell_text(const std::string& token, std::size_t width, bool marked) {
    if (!marked) return centred(token, width);
    return '[' + centred(token, width - 2) + ']';
}

std::string render_squares(const BoardView& view, const std::vector<int>& marked) {
    std::size_t token_width = 1;
    for (const CellView& cell : view.cells)
        token_width = std::max(token_width, cell.token.size());
    std::size_t label_width = 1;
    for (const std::string& label : view.row_labels)
        label_width = std::max(label_width, label.size());
    const std::size_t cell_width = token_width + 2;
    const std::size_t board_width = view.columns * (cell_width + 1) + 1;
    const std::string margin(label_width + 1, ' ');

    std::string files = margin + ' ';
    for (const std::string& label : view.column_labels)
        files += centred(label, cell_width) + ' ';
    while (!files.empty() && files.back() == ' ')
        files.pop_back();
    files += '\n';

    std::string out = files;
    out += margin + std::string(board_width, '-') + '\n';
    for (int row = 0; row < view.rows; ++row) {
        if (row > 0) out += margin + '|' + std::string(board_width - 2, '-') + "|\n";
        const std::string& label = view.row_labels[row];
        out += std::string(label_width - label.size(), ' ') + label + " |";
        for (int column = 0; column < view.columns; ++column) {
            const CellView* cell = view.at(column, row);
            out += cell_text(cell ? cell->token : std::string{}, cell_width,
                             cell && is_marked(marked, cell->cell)) +
                   '|';
        }
        out += ' ' + label + '\n';
    }
    out += margin + std::string(board_width, '-') + '\n';
    out += files;
    return out;
}

// Hex boards: each row on its own line, cells on the columns the view gives (half-cell offsets),
// each drawn as its name and its piece.
std::string render_hexes(const BoardView& view, const std::vector<int>& marked) {
    std::size_t token_width = 1;
    for (const CellView& cell : view.cells)
        token_width = std::max(token_width, cell.token.size());
    // "a1:" + token + a gap per half column pair; two more for the brackets of marked cells.
    const std::size_t slot = token_width + (marked.empty() ? 5 : 7);
    std::string out;
    for (int row = 0; row < view.rows; ++row) {
        std::string line;
        for (const CellView& cell : view.cells) {
            if (cell.row != row) continue;
            const std::size_t at = static_cast<std::size_t>(cell.column) * slot / 2;
            if (line.size() < at) line.resize(at, ' ');
            const std::string token = cell.token.empty() ? std::string(".") : cell.token;
            // Braces: a stack's token has brackets already.
            line +=
                cell.name + ':' + (is_marked(marked, cell.cell) ? '{' + token + '}' : token) + ' ';
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + '\n';
    }
    return out;
}

}  // namespace

std::string render_text_board(const BoardView& view, const std::vector<int>& marked) {
    return view.shape == BoardView::Shape::Squares ? render_squares(view, marked)
                                                   : render_hexes(view, marked);
}

}  // namespace boardgames
