#pragma once
// Position keys for repetition and transposition tables: one random 64-bit word per
// (cell, piece) and per mover, mixed by exclusive or. splitmix64 fills the table at compile
// time; a game keeps its key up to date move by move with put and pass_turn, and computes it
// whole with board_key after setting a board by hand.

#include <array>
#include <cstddef>
#include <cstdint>

namespace boardgames {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A word for a counter's value, for search keys that must tell counts apart (see search_key).
constexpr std::uint64_t counter_word(int value) {
    std::uint64_t state = 0x636F756E746572ull ^ std::uint64_t(value);
    return splitmix64(state);
}

// A word for any value of a cell, for boards whose cells take too many values for a table (a
// ReMATCH stack is an ordered pile of up to 12 pieces): a board's key is then the exclusive or
// of the words of its non-empty cells, updated cell by cell as a table's would be. `value`
// must fit in 40 bits.
constexpr std::uint64_t cell_word(int cell, std::uint64_t value) {
    std::uint64_t state = 0x63656C6Cull ^ (std::uint64_t(cell) << 40) ^ value;
    return splitmix64(state);
}

template <int Cells, int Pieces>
struct ZobristTable {
    std::array<std::array<std::uint64_t, Pieces>, Cells> piece{};
    std::array<std::uint64_t, 4> side{};  // the mover (up to four)

    constexpr explicit ZobristTable(std::uint64_t seed) {
        for (auto& cell : piece)
            for (auto& word : cell)
                word = splitmix64(seed);
        for (auto& word : side)
            word = splitmix64(seed);
    }

    // Sets board[cell] to `value` (a value-initialised one is an empty cell) and updates `key`:
    // the old piece's word out, the new one's in. piece_of(value) is a piece's row (< Pieces).
    template <class Board, class PieceOf>
    constexpr void put(Board& board, std::uint64_t& key, int cell, typename Board::value_type value,
                       PieceOf&& piece_of) const {
        using Value = typename Board::value_type;
        Value& here = board[std::size_t(cell)];
        if (here != Value{}) key ^= piece[std::size_t(cell)][std::size_t(piece_of(here))];
        here = value;
        if (value != Value{}) key ^= piece[std::size_t(cell)][std::size_t(piece_of(value))];
    }

    // The key of a whole board with `mover` to move, as put and pass_turn keep it.
    template <class Board, class PieceOf>
    constexpr std::uint64_t board_key(const Board& board, int mover, PieceOf&& piece_of) const {
        using Value = typename Board::value_type;
        std::uint64_t key = side[std::size_t(mover)];
        for (std::size_t cell = 0; cell < board.size(); ++cell)
            if (board[cell] != Value{}) key ^= piece[cell][std::size_t(piece_of(board[cell]))];
        return key;
    }

    // Sets a state's `hash` from its `board` and `to_move` (after a board set by hand).
    template <class State, class PieceOf>
    constexpr void rehash(State& state, PieceOf&& piece_of) const {
        state.hash = board_key(state.board, state.to_move, piece_of);
    }

    // The turn passes from one mover to another.
    constexpr void pass_turn(std::uint64_t& key, int from, int to) const {
        key ^= side[std::size_t(from)] ^ side[std::size_t(to)];
    }
};

}  // namespace boardgames
