#pragma once
// Clobber (Albert, Grossman, Nowakowski and Wolfe, 2001): a 5x6 board filled with alternating
// white and black stones. A move takes an orthogonally adjacent opposing stone: the mover's
// stone moves onto its square and the taken stone leaves the board. Whoever cannot move on his
// turn loses. Spec: docs/rules/clobber.md.

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/board_view.hpp"
#include "../core/game.hpp"
#include "../core/mover_board.hpp"
#include "../core/notation.hpp"
#include "../core/square_grid.hpp"
#include "../core/zobrist.hpp"
#include "rules/clobber_figures.hpp"
#include "rules/clobber_rules.hpp"

namespace boardgames {

struct Clobber {
    // 5 files (a-e) by 6 ranks (1-6), a1 at the bottom left (docs/rules/clobber.md, Ruling).
    using Grid = SquareGrid<5, 6>;
    enum Mover : int { White = 0, Black = 1 };

    static constexpr std::string_view name = "clobber";
    static constexpr std::string_view title = "Clobber";
    static constexpr std::string_view summary =
        "5x6 full of stones: take an adjacent stone; who cannot move loses (Albert, Grossman, "
        "Nowakowski and Wolfe, 2001)";
    static constexpr std::array<std::string_view, 2> mover_names{"white", "black"};
    static constexpr std::array<std::string_view, 2> side_tokens{"w", "b"};
    static constexpr std::array<PieceColour, 2> colours{PieceColour::White, PieceColour::Black};
    static constexpr int stones_per_side = Grid::cells / 2;

    // One bit per cell (bit 0 a1, bit 4 e1, bit 29 e6), per player.
    using Bits = std::uint32_t;
    struct State {
        std::array<Bits, 2> stones{};
        int to_move = White;
        bool operator==(const State&) const = default;
    };

    struct Move {
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        MoveType type = MoveType::Take;  // every move takes
        bool operator==(const Move&) const = default;
    };
    // A move for each pair of orthogonally adjacent cells at most: 5x5 across, 4x6 up.
    using MoveList = StaticList<Move, 49>;

    static constexpr Bits board = (Bits{1} << Grid::cells) - 1;
    static constexpr Bits file_a = 0b00001'00001'00001'00001'00001'00001;
    static constexpr Bits file_e = file_a << 4;

    // The four ways to an orthogonal neighbour: the bit shift from a stone to it, and the
    // stones that have a neighbour that way (none off the edge).
    struct Way {
        int shift;
        Bits movers;
    };
    static constexpr std::array<Way, 4> ways{{{Grid::files, board >> Grid::files},
                                              {-Grid::files, board},
                                              {1, board & ~file_e},
                                              {-1, board & ~file_a}}};
    static constexpr Bits shifted(Bits bits, int shift) {
        return shift > 0 ? bits << shift : bits >> -shift;
    }
    // The cells orthogonally next to any of `stones`.
    static constexpr Bits neighbours(Bits stones) {
        Bits out = 0;
        for (const Way& way : ways)
            out |= shifted(stones & way.movers, way.shift);
        return out;
    }

    // Every square filled, alternating, a1 white; White moves first (the rulebook's Rulings).
    static constexpr Bits checkerboard = [] {
        Bits white = 0;
        for (int cell = 0; cell < Grid::cells; ++cell)
            if ((Grid::file_of(cell) + Grid::rank_of(cell)) % 2 == 0) white |= Bits{1} << cell;
        return white;
    }();
    static State start_state() { return State{{checkerboard, board & ~checkerboard}, White}; }
    static int to_move(const State& state) { return state.to_move; }

    // No rule looks at earlier positions. The two bitboards and the side to move fit in one
    // word, mixed by the core's splitmix64 (a bijection: no two positions share a key).
    static std::uint64_t key(const State& state) {
        std::uint64_t word = std::uint64_t{state.stones[White]} |
                             std::uint64_t{state.stones[Black]} << Grid::cells |
                             std::uint64_t(state.to_move) << (2 * Grid::cells);
        return splitmix64(word);
    }

    // A side that cannot move loses: the core's default for a side without a legal move.
    static Outcome decided(const State&, const PositionHistory&) { return Outcome::ongoing(); }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        const Bits own = state.stones[std::size_t(state.to_move)];
        const Bits opponent = state.stones[std::size_t(1 - state.to_move)];
        for (const Way& way : ways)
            for (Bits targets = shifted(own & way.movers, way.shift) & opponent; targets;
                 targets &= targets - 1) {
                const int to = std::countr_zero(targets);
                moves.push_back({std::uint8_t(to - way.shift), std::uint8_t(to)});
            }
    }

    static void apply(State& state, const Move& move) {
        const Bits from = Bits{1} << move.from, to = Bits{1} << move.to;
        state.stones[std::size_t(state.to_move)] ^= from | to;
        state.stones[std::size_t(1 - state.to_move)] &= ~to;
        state.to_move = 1 - state.to_move;
    }

    // ---- for the computer ----

    // Hundredths of a stone for the side to move: mobility, the classic measure of Clobber.
    // Every adjacent pair of opposing stones is a move for each side, so the moves themselves
    // are always as many for both: what tells the sides apart is how many of each side's stones
    // can still move (have an opposing neighbour). A stone with no neighbour at all is out of
    // the game for good, since no stone ever moves to an empty square.
    static int evaluate(const State& state) {
        const Bits mine = state.stones[std::size_t(state.to_move)];
        const Bits theirs = state.stones[std::size_t(1 - state.to_move)];
        const int my_movers = std::popcount(mine & neighbours(theirs));
        const int their_movers = std::popcount(theirs & neighbours(mine));
        return 100 * (my_movers - their_movers);
    }

    // ---- position strings and the board's look (core/mover_board.hpp) ----

    using Board = MoverBoard<Clobber>;

    static std::string format_position(const State& state) {
        return Board::format([&](int cell) { return bitboard_owner(state.stones, cell); },
                             state.to_move);
    }

    static Result<State> parse_position(std::string_view text) {
        State state;
        const auto to_move = Board::parse(text, [&](int cell, int mover) {
            state.stones[std::size_t(mover)] |= Bits{1} << cell;
        });
        if (!to_move) return fail(to_move.error());
        state.to_move = *to_move;
        if (const std::string fault = position_fault(state); !fault.empty()) return fail(fault);
        return state;
    }

    // Why the position could not arise in play, or empty. Each move takes one opposing stone
    // and White moves first, so with White to move both sides have made as many moves and hold
    // as many stones, and with Black to move White holds one more.
    static std::string position_fault(const State& state) {
        const int white = std::popcount(state.stones[White]);
        const int black = std::popcount(state.stones[Black]);
        const std::string counts =
            " (white " + std::to_string(white) + ", black " + std::to_string(black) + ")";
        for (int mover : {White, Black})
            if (std::popcount(state.stones[std::size_t(mover)]) > stones_per_side)
                return std::string(mover_names[std::size_t(mover)]) + " has more than " +
                       std::to_string(stones_per_side) + " stones";
        if (state.to_move == White && white != black)
            return "with white to move both sides have made as many moves, each taking a "
                   "stone, so they hold as many stones" +
                   counts;
        if (state.to_move == Black && white != black + 1)
            return "with black to move white has made one move more, each taking a stone, so "
                   "white holds one stone more" +
                   counts;
        if (state.to_move == White && black == 0)
            return "black moved last but has no stones on the board";
        return {};
    }

    static BoardView board_view(const State& state) {
        return Board::view([&](int cell) { return bitboard_owner(state.stones, cell); });
    }

    static constexpr std::string_view rules_text = clobber_rules_text;
    static const std::vector<Figure>& figures() { return clobber_figures(); }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    static constexpr GameType type{
        // Measured by bench/ai_bench.sh: 3.7 to 4.7 M nodes a second with other builds
        // sharing the 2-core machine, 8.3 to 8.8 M with less of them. At 5,000 level 5's
        // budget is 3 M nodes: depth 10 from the start.
        .search_nodes_per_ms = 5000,
        .hooks = {Hook::figures, Hook::evaluate},
    };
};

static_assert(Game<Clobber>);

}  // namespace boardgames
