#pragma once
// Position keys for repetition and transposition tables: one random 64-bit word per
// (cell, piece), mixed by exclusive or. splitmix64 fills the table at compile time.

#include <array>
#include <cstdint>

namespace boardgames {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

template <int Cells, int Pieces>
struct ZobristTable {
    std::array<std::array<std::uint64_t, Pieces>, Cells> piece{};
    std::array<std::uint64_t, 4> side{};  // the side to move (up to four players)

    constexpr explicit ZobristTable(std::uint64_t seed) {
        for (auto& cell : piece)
            for (auto& word : cell)
                word = splitmix64(seed);
        for (auto& word : side)
            word = splitmix64(seed);
    }
};

}  // namespace boardgames
