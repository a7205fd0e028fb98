#pragma once
// The ends and the impossible positions of a race to the far rank on two bitboards, one per
// player (RAPS, Breakthrough): a player wins by reaching the far rank or taking every opposing
// piece, so no position has the player to move already there, nor the player who moved last
// without pieces. G names the players (mover_names; type.plural_side_names for the verbs);
// far_rank(player) is the player's far rank as a bitboard.

#include <array>
#include <bit>
#include <cstddef>
#include <optional>
#include <string>

#include "game.hpp"

namespace boardgames {

template <class G, class Bits, class FarRank>
Outcome far_rank_race_decided(const std::array<Bits, 2>& pieces, FarRank&& far_rank) {
    for (int mover : {0, 1})
        if (pieces[std::size_t(mover)] & far_rank(mover))
            return Outcome::win(mover, "reached the far rank");
    for (int mover : {0, 1})
        if (pieces[std::size_t(mover)] == 0) return Outcome::win(1 - mover, "took every piece");
    return Outcome::ongoing();
}

// Why the position could not arise in play, if it could not.
template <class G, class Bits, class FarRank>
std::optional<std::string> far_rank_race_fault(const std::array<Bits, 2>& pieces, int to_move,
                                               int pieces_per_side, FarRank&& far_rank) {
    const bool plural = G::type.plural_side_names;
    const auto named = [](int mover) { return std::string(G::mover_names[std::size_t(mover)]); };
    for (int mover : {0, 1})
        if (std::popcount(pieces[std::size_t(mover)]) > pieces_per_side)
            return named(mover) + (plural ? " have" : " has") + " more than " +
                   std::to_string(pieces_per_side) + " pieces";
    const int last = 1 - to_move;
    if (pieces[std::size_t(last)] == 0)
        return named(last) + " moved last but " + (plural ? "have" : "has") +
               " no pieces on the board";
    if (pieces[std::size_t(to_move)] & far_rank(to_move))
        return named(to_move) + (plural ? " are to move but already stand on their far rank"
                                        : " is to move but already stands on its far rank");
    return std::nullopt;
}

}  // namespace boardgames
