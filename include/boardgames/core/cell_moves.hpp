#pragma once
// The two move shapes most games share, written and entered by clicks the same way everywhere:
// a piece moved from one cell to another (`a1-b2`, `a2Xc4`), and a piece that lands on one cell
// after another (`b1Xb3Xd5`). Grid is the game's SquareGrid or HexGrid (for cell names).

#include <string>

#include "game.hpp"
#include "notation.hpp"

namespace boardgames {

// "a1-b2": the source, the move type, the destination.
template <class Grid>
std::string format_from_to(int from, MoveType type, int to) {
    std::string text = Grid::name(from);
    append_hop(text, type, Grid::name(to));
    return text;
}

// Clicked as the piece, then its destination.
inline MoveClicks from_to_input(int from, int to) {
    return MoveClicks{{from, to}, 1};
}

// "b1Xb3Xd5": the source, then each landing cell after the same move type.
template <class Grid, class Landings>
std::string format_landings(int from, MoveType type, const Landings& landings) {
    std::string text = Grid::name(from);
    for (const auto landing : landings)
        append_hop(text, type, Grid::name(int(landing)));
    return text;
}

// Clicked as the piece, then each landing in turn.
template <class Landings>
MoveClicks landings_input(int from, const Landings& landings) {
    MoveClicks input{{from}, 1};
    for (const auto landing : landings)
        input.cells.push_back(int(landing));
    return input;
}

}  // namespace boardgames
