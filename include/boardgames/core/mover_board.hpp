#pragma once
// Square boards whose cells hold nothing or one piece of a mover, written and drawn as that
// mover's token (RAPS's `#` and `O`, Breakthrough's `w` and `b`): the position string
// `BOARD MOVER` (rulebooks: "Position strings"), its parsing, and the board's look. G is the
// game: its Grid, side_tokens (one character each) and colours (a PieceColour per mover).

#include <array>
#include <bit>
#include <cstddef>
#include <string>
#include <string_view>

#include "board_view.hpp"
#include "position_string.hpp"
#include "result.hpp"

namespace boardgames {

// The mover whose bit is set at `cell` in one bitboard per mover, or -1.
template <class Bits, std::size_t Movers>
int bitboard_owner(const std::array<Bits, Movers>& pieces, int cell) {
    for (std::size_t mover = 0; mover < Movers; ++mover)
        if (pieces[mover] >> cell & 1) return int(mover);
    return -1;
}

template <class G>
struct MoverBoard {
    using Grid = typename G::Grid;

    // `BOARD MOVER`; owner(cell) is the mover whose piece stands there, or -1.
    template <class Owner>
    static std::string format(Owner&& owner, int to_move) {
        return write_square_board<Grid>([&](int cell) { return token(owner(cell)); }) + ' ' +
               std::string(G::side_tokens[std::size_t(to_move)]);
    }

    // Reads `BOARD MOVER`, calling place(cell, mover) for each piece; the mover to move.
    template <class Place>
    static Result<int> parse(std::string_view text, Place&& place) {
        const auto fields = split_fields(text, 2);
        if (!fields) return fail(fields.error());
        const auto board_error =
            parse_square_board<Grid>((*fields)[0], [&](std::string_view rest, int cell) {
                for (std::size_t mover = 0; mover < G::side_tokens.size(); ++mover)
                    if (rest[0] == G::side_tokens[mover][0]) {
                        place(cell, int(mover));
                        return 1;
                    }
                return 0;
            });
        if (board_error) return fail(*board_error);
        return parse_side_to_move((*fields)[1], G::side_tokens);
    }

    // A piece drawn in its mover's colour, its token on it.
    static void describe(CellView& cell) {
        for (std::size_t mover = 0; mover < G::side_tokens.size(); ++mover)
            if (cell.token == G::side_tokens[mover]) {
                cell.owner = int(mover);
                cell.layers = {G::colours[mover]};
                cell.glyph = cell.token;
            }
    }
    static constexpr PieceStyle style() { return {G::colours, 1, false, &describe}; }

    template <class Owner>
    static BoardView view(Owner&& owner) {
        return square_board_view<Grid>([&](int cell) { return token(owner(cell)); }, style());
    }

  private:
    static std::string_view token(int mover) {
        return mover < 0 ? std::string_view{} : G::side_tokens[std::size_t(mover)];
    }
};

}  // namespace boardgames
