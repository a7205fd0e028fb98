#pragma once
// Hexagonal boards shaped as one hexagon, in Abalone-style coordinates: rows 'a'.. from the
// bottom, diagonals numbered from 1. Cell (row i, diagonal j), 1-based, exists when both lie in
// 1..2*Side-1 and |i - j| < Side. Cells are numbered row by row from a1.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "square_grid.hpp"

namespace boardgames {

// The six hex directions as (row, diagonal) steps.
enum HexDirection : std::uint8_t {
    HexEast,
    HexWest,
    HexNorth,
    HexSouth,
    HexNorthEast,
    HexSouthWest
};
inline constexpr int hex_directions = 6;
inline constexpr std::array<int, 6> hex_row_delta{0, 0, 1, -1, 1, -1};
inline constexpr std::array<int, 6> hex_diagonal_delta{1, -1, 0, 0, 1, -1};

template <int Side>
struct HexGrid {
    static_assert(Side >= 2 && Side <= 13);
    static constexpr int rows = 2 * Side - 1;

    static constexpr bool on_board(int row, int diagonal) {
        const int difference = row - diagonal;
        return row >= 0 && row < rows && diagonal >= 0 && diagonal < rows && difference < Side &&
               difference > -Side;
    }
    static constexpr int row_length(int row) {
        return rows - (row < Side ? Side - 1 - row : row - Side + 1);
    }
    static constexpr int first_diagonal(int row) { return row < Side ? 0 : row - Side + 1; }

    static constexpr int cells = [] {
        int count = 0;
        for (int row = 0; row < rows; ++row)
            count += row_length(row);
        return count;
    }();

    static constexpr int row_start(int row) {
        int start = 0;
        for (int r = 0; r < row; ++r)
            start += row_length(r);
        return start;
    }
    static constexpr int index(int row, int diagonal) {
        return on_board(row, diagonal) ? row_start(row) + diagonal - first_diagonal(row) : no_cell;
    }
    static constexpr int row_of(int cell) {
        int row = 0;
        while (cell >= row_start(row + 1) && row + 1 < rows)
            ++row;
        return row;
    }
    static constexpr int diagonal_of(int cell) {
        const int row = row_of(cell);
        return cell - row_start(row) + first_diagonal(row);
    }

    static constexpr int step(int cell, HexDirection d, int distance = 1) {
        return index(row_of(cell) + hex_row_delta[d] * distance,
                     diagonal_of(cell) + hex_diagonal_delta[d] * distance);
    }

    static constexpr auto neighbour = [] {
        std::array<std::array<std::int8_t, hex_directions>, cells> table{};
        for (int cell = 0; cell < cells; ++cell)
            for (int d = 0; d < hex_directions; ++d)
                table[cell][d] = static_cast<std::int8_t>(step(cell, HexDirection(d), 1));
        return table;
    }();

    static std::string name(int cell) { return cell_name(row_of(cell), diagonal_of(cell)); }

    static std::optional<int> parse(std::string_view text) {
        const auto coords = parse_cell_name(text);
        if (!coords || !on_board(coords->first, coords->second)) return std::nullopt;
        return index(coords->first, coords->second);
    }
};

}  // namespace boardgames
