#pragma once
// Rectangular boards: cells numbered rank by rank from a1, names like "c3", and
// constexpr neighbour tables so move generators never test the board's edges by hand.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace boardgames {

// Compass directions as seen by the player at the bottom ("north" is up the board).
// The four orthogonal ones come first so a game can loop over them alone.
enum Direction : std::uint8_t {
    North,
    East,
    South,
    West,
    NorthEast,
    SouthEast,
    SouthWest,
    NorthWest
};
inline constexpr int orthogonal_directions = 4;
inline constexpr int all_directions = 8;
inline constexpr std::array<int, 8> direction_file_delta{0, 1, 0, -1, 1, 1, -1, -1};
inline constexpr std::array<int, 8> direction_rank_delta{1, 0, -1, 0, 1, -1, -1, 1};
inline constexpr std::array<char, 4> orthogonal_direction_letter{'N', 'E', 'S', 'W'};

constexpr Direction opposite(Direction d) {
    constexpr std::array<Direction, 8> table{South,     West,      North,     East,
                                             SouthWest, NorthWest, NorthEast, SouthEast};
    return table[d];
}

inline constexpr int no_cell = -1;

// Writes a cell name such as "a1" or "h8": file letter from 'a', rank number from 1.
inline std::string cell_name(int file, int rank) {
    std::string name(1, static_cast<char>('a' + file));
    name += std::to_string(rank + 1);
    return name;
}

// Reads the whole of text as a cell name; nullopt unless it is a letter followed by a number
// with no leading zero. Bounds are the caller's business.
inline std::optional<std::pair<int, int>> parse_cell_name(std::string_view text) {
    if (text.size() < 2 || text[0] < 'a' || text[0] > 'z' || text[1] < '1' || text[1] > '9')
        return std::nullopt;
    int number = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9' || number > 99) return std::nullopt;
        number = number * 10 + (c - '0');
    }
    return std::pair{text[0] - 'a', number - 1};
}

template <int Files, int Ranks>
struct SquareGrid {
    static_assert(Files > 0 && Files <= 26 && Ranks > 0 && Ranks <= 99);
    static constexpr int files = Files;
    static constexpr int ranks = Ranks;
    static constexpr int cells = Files * Ranks;

    static constexpr int index(int file, int rank) { return rank * Files + file; }
    static constexpr int file_of(int cell) { return cell % Files; }
    static constexpr int rank_of(int cell) { return cell / Files; }
    static constexpr bool on_board(int file, int rank) {
        return file >= 0 && file < Files && rank >= 0 && rank < Ranks;
    }

    // The cell `distance` steps away in direction d, or no_cell past the edge.
    static constexpr int step(int cell, Direction d, int distance = 1) {
        const int file = file_of(cell) + direction_file_delta[d] * distance;
        const int rank = rank_of(cell) + direction_rank_delta[d] * distance;
        return on_board(file, rank) ? index(file, rank) : no_cell;
    }

    // neighbour[cell][d]: the adjacent cell in direction d, or no_cell.
    static constexpr auto neighbour = [] {
        std::array<std::array<std::int8_t, 8>, cells> table{};
        for (int cell = 0; cell < cells; ++cell)
            for (int d = 0; d < 8; ++d)
                table[cell][d] = static_cast<std::int8_t>(step(cell, Direction(d), 1));
        return table;
    }();

    // The direction from `from` towards `to` along a rank, a file or a diagonal, or -1 when
    // they share none (or are the same cell).
    static constexpr int direction_towards(int from, int to) {
        const int files_apart = file_of(to) - file_of(from);
        const int ranks_apart = rank_of(to) - rank_of(from);
        const auto sign = [](int v) { return (v > 0) - (v < 0); };
        const bool straight = files_apart == 0 || ranks_apart == 0 || files_apart == ranks_apart ||
                              files_apart == -ranks_apart;
        if (from == to || !straight) return -1;
        for (int d = 0; d < 8; ++d)
            if (direction_file_delta[std::size_t(d)] == sign(files_apart) &&
                direction_rank_delta[std::size_t(d)] == sign(ranks_apart))
                return d;
        return -1;
    }
    // Whether two cells touch, by a side or a corner.
    static constexpr bool adjacent(int a, int b) {
        const int files_apart = file_of(a) - file_of(b), ranks_apart = rank_of(a) - rank_of(b);
        return a != b && files_apart >= -1 && files_apart <= 1 && ranks_apart >= -1 &&
               ranks_apart <= 1;
    }

    static std::string name(int cell) { return cell_name(file_of(cell), rank_of(cell)); }

    static std::optional<int> parse(std::string_view text) {
        const auto coords = parse_cell_name(text);
        if (!coords || !on_board(coords->first, coords->second)) return std::nullopt;
        return index(coords->first, coords->second);
    }
};

}  // namespace boardgames
