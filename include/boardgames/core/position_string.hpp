#pragma once
// Position strings shared by every game: the board rank by rank from the top, ranks split by
// '/', digit runs for empty cells, then space-separated fields (rules/README.md).

#include <array>
#include <charconv>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "result.hpp"

namespace boardgames {

// The rows of a board as written in a position string, top row first.
struct BoardRows {
    std::vector<int> lengths;        // cells in each row
    std::vector<std::string> names;  // how errors name each row ("rank 8", "row e")

    static BoardRows rectangle(int files, int ranks) {
        BoardRows rows;
        for (int rank = ranks; rank >= 1; --rank) {
            rows.lengths.push_back(files);
            rows.names.push_back("rank " + std::to_string(rank));
        }
        return rows;
    }
};

// Reads the board part. read_piece(rest, row, column) looks at the start of `rest`, stores the
// piece it finds for (row from the top, column) and returns how many characters it used, or 0
// when no piece starts there. Returns the reason when the board is malformed.
template <class ReadPiece>
std::optional<std::string> parse_board_rows(std::string_view board, const BoardRows& rows,
                                            ReadPiece&& read_piece) {
    std::size_t row = 0;
    std::size_t at = 0;
    while (true) {
        const std::size_t slash = board.find('/', at);
        const std::string_view text =
            board.substr(at, slash == std::string_view::npos ? std::string_view::npos : slash - at);
        if (row >= rows.lengths.size())
            return "too many rows: expected " + std::to_string(rows.lengths.size());
        const int length = rows.lengths[row];
        int column = 0;
        for (std::size_t i = 0; i < text.size();) {
            if (text[i] >= '1' && text[i] <= '9') {
                int run = 0;
                while (i < text.size() && text[i] >= '0' && text[i] <= '9' && run <= length)
                    run = run * 10 + (text[i++] - '0');
                column += run;
                if (column > length) break;
                continue;
            }
            if (column >= length) {
                column = length + 1;
                break;
            }
            const int used = read_piece(text.substr(i), static_cast<int>(row), column);
            if (used <= 0) {
                std::size_t end = i + 1;
                while (end < text.size() && !(text[end] >= '0' && text[end] <= '9'))
                    ++end;
                return "unknown piece '" +
                       std::string(text.substr(i, std::min<std::size_t>(end - i, 6))) + "' in " +
                       rows.names[row];
            }
            i += static_cast<std::size_t>(used);
            ++column;
        }
        if (column != length)
            return rows.names[row] + " has " + (column > length ? "more than " : "") +
                   std::to_string(std::min(column, length)) + " cells, expected " +
                   std::to_string(length);
        ++row;
        if (slash == std::string_view::npos) break;
        at = slash + 1;
    }
    if (row != rows.lengths.size())
        return "expected " + std::to_string(rows.lengths.size()) +
               " rows separated by '/', found " + std::to_string(row);
    return std::nullopt;
}

// Writes the board part. token(row, column) gives a cell's piece token, empty for an empty cell.
template <class Token>
std::string write_board_rows(const std::vector<int>& row_lengths, Token&& token) {
    std::string out;
    for (std::size_t row = 0; row < row_lengths.size(); ++row) {
        if (row > 0) out += '/';
        int empty_run = 0;
        for (int column = 0; column < row_lengths[row]; ++column) {
            const std::string_view piece = token(static_cast<int>(row), column);
            if (piece.empty()) {
                ++empty_run;
                continue;
            }
            if (empty_run > 0) out += std::to_string(empty_run);
            empty_run = 0;
            out += piece;
        }
        if (empty_run > 0) out += std::to_string(empty_run);
    }
    return out;
}

// Splits a position string at single spaces. Fails on a leading, trailing or doubled space or
// on a field count other than `expected`, or else than `other` when given (the board included:
// Táctica writes two fields more with a move limit).
inline Result<std::vector<std::string_view>> split_fields(std::string_view text,
                                                          std::size_t expected,
                                                          std::size_t other = 0) {
    std::vector<std::string_view> fields;
    std::size_t at = 0;
    while (true) {
        const std::size_t space = text.find(' ', at);
        const std::string_view field =
            text.substr(at, space == std::string_view::npos ? std::string_view::npos : space - at);
        if (field.empty()) return fail("fields must be separated by single spaces");
        fields.push_back(field);
        if (space == std::string_view::npos) break;
        at = space + 1;
    }
    if (fields.size() != expected && (other == 0 || fields.size() != other))
        return fail("expected " + std::to_string(expected) +
                    (other ? " or " + std::to_string(other) : std::string{}) +
                    " space-separated fields, found " + std::to_string(fields.size()));
    return fields;
}

// A non-negative decimal count no larger than `limit`, written without sign or leading zero.
inline std::optional<int> parse_count(std::string_view text, int limit) {
    if (text.empty() || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < 0 || value > limit)
        return std::nullopt;
    return value;
}

// A square grid's board part (ranks from the top, files left to right), by cell index:
// token(cell) gives a cell's piece token, empty for an empty cell.
template <class Grid, class Token>
std::string write_square_board(Token&& token) {
    return write_board_rows(
        BoardRows::rectangle(Grid::files, Grid::ranks).lengths,
        [&](int row, int file) { return token(Grid::index(file, Grid::ranks - 1 - row)); });
}

// Reads a square grid's board part; read_piece(rest, cell) as for parse_board_rows.
template <class Grid, class ReadPiece>
std::optional<std::string> parse_square_board(std::string_view board, ReadPiece&& read_piece) {
    return parse_board_rows(board, BoardRows::rectangle(Grid::files, Grid::ranks),
                            [&](std::string_view rest, int row, int file) {
                                return read_piece(rest, Grid::index(file, Grid::ranks - 1 - row));
                            });
}

// A hexagonal grid's rows (HexGrid: rows 'a'.. from the bottom), top row first, each from its
// lowest diagonal: "row e", "row d", ...
template <class Grid>
BoardRows hex_board_rows() {
    BoardRows rows;
    for (int row = Grid::rows - 1; row >= 0; --row) {
        rows.lengths.push_back(Grid::row_length(row));
        rows.names.push_back("row " + std::string(1, static_cast<char>('a' + row)));
    }
    return rows;
}

// A hexagonal grid's board part by cell index, as write_square_board.
template <class Grid, class Token>
std::string write_hex_board(Token&& token) {
    return write_board_rows(hex_board_rows<Grid>().lengths, [&](int row, int column) {
        return token(Grid::row_start(Grid::rows - 1 - row) + column);
    });
}

// Reads a hexagonal grid's board part; read_piece(rest, cell) as for parse_board_rows.
template <class Grid, class ReadPiece>
std::optional<std::string> parse_hex_board(std::string_view board, ReadPiece&& read_piece) {
    return parse_board_rows(
        board, hex_board_rows<Grid>(), [&](std::string_view rest, int row, int column) {
            return read_piece(rest, Grid::row_start(Grid::rows - 1 - row) + column);
        });
}

// `position` with its board field and side-to-move field replaced: every game's position string
// begins with the board, then the side to move, then its own fields (docs/rules/README.md,
// "Position strings"; the battery checks each game's). The others are kept as they are.
inline std::string with_board_and_mover(std::string_view position, std::string_view board,
                                        std::string_view mover) {
    std::string edited(board);
    std::size_t at = position.find(' ');
    if (at == std::string_view::npos) return edited;
    edited += ' ';
    edited += mover;
    at = position.find(' ', at + 1);
    if (at != std::string_view::npos) edited += position.substr(at);
    return edited;
}

// The side-to-move field: the index of the side whose token it is.
template <std::size_t Sides>
Result<int> parse_side_to_move(std::string_view field,
                               const std::array<std::string_view, Sides>& side_tokens) {
    for (std::size_t side = 0; side < Sides; ++side)
        if (field == side_tokens[side]) return int(side);
    std::string choices;
    for (std::size_t side = 0; side < Sides; ++side)
        choices += (side == 0           ? "'"
                    : side + 1 == Sides ? " or '"
                                        : ", '") +
                   std::string(side_tokens[side]) + "'";
    return fail("side to move must be " + choices + ", not '" + std::string(field) + "'");
}

}  // namespace boardgames
