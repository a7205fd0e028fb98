#pragma once
// Breakthrough (Dan Troyka, 2000): 8x8 board, sixteen pieces a side on their two back ranks.
// A piece steps one square straight or diagonally forward to an empty square, and captures
// diagonally forward only; captures are not compulsory. Reach the far rank or take every
// opposing piece. Spec: docs/rules/breakthrough.md.

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/board_view.hpp"
#include "../core/far_rank_race.hpp"
#include "../core/game.hpp"
#include "../core/mover_board.hpp"
#include "../core/notation.hpp"
#include "../core/square_grid.hpp"
#include "../core/zobrist.hpp"
#include "rules/breakthrough_figures.hpp"
#include "rules/breakthrough_rules.hpp"

namespace boardgames {

struct Breakthrough {
    using Grid = SquareGrid<8, 8>;
    enum Mover : int { White = 0, Black = 1 };

    static constexpr std::string_view name = "breakthrough";
    static constexpr std::string_view title = "Breakthrough";
    static constexpr std::string_view summary =
        "8x8: race a piece to the far rank; step forward, capture diagonally (Dan Troyka, 2000)";
    static constexpr std::array<std::string_view, 2> mover_names{"white", "black"};
    static constexpr std::array<std::string_view, 2> side_tokens{"w", "b"};
    static constexpr int pieces_per_side = 16;

    // One bit per cell (bit 0 a1, bit 7 h1, bit 63 h8), per player.
    using Bits = std::uint64_t;
    struct State {
        std::array<Bits, 2> pieces{};
        int to_move = White;
        bool operator==(const State&) const = default;
    };

    struct Move {
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        MoveType type = MoveType::Step;
        bool operator==(const Move&) const = default;
    };
    // 16 pieces x 3 forward squares.
    using MoveList = StaticList<Move, 48>;

    static constexpr Bits file_a = 0x0101'0101'0101'0101ull;
    static constexpr Bits file_h = file_a << 7;
    static constexpr Bits rank_mask(int rank) { return Bits{0xFF} << (8 * rank); }

    // A player's rank `progress` ranks from its own first rank (0: its first, 7: its far one).
    static constexpr Bits progress_rank(int mover, int progress) {
        return rank_mask(mover == White ? progress : 7 - progress);
    }
    static constexpr Bits far_rank(int mover) { return progress_rank(mover, 7); }

    // The three ways forward for a player: the bit shift from a piece to its target (up for
    // white, down for black), and the pieces that have a target that way (none off the edge).
    struct Way {
        int shift;
        Bits movers;
        bool diagonal;
    };
    static constexpr std::array<Way, 3> ways(int mover) {
        const int up = mover == White ? 1 : -1;
        return {{{8 * up, ~Bits{0}, false},
                 {8 * up + 1, ~file_h, true},  // towards file h
                 {8 * up - 1, ~file_a, true}}};
    }
    static constexpr Bits shifted(Bits bits, int shift) {
        return shift > 0 ? bits << shift : bits >> -shift;
    }

    // The squares a player's pieces attack: diagonally forward of each.
    static constexpr Bits attacks(Bits pieces, int mover) {
        Bits out = 0;
        for (const Way& way : ways(mover))
            if (way.diagonal) out |= shifted(pieces & way.movers, way.shift);
        return out;
    }

    // White moves first (docs/rules/breakthrough.md, Ruling).
    static State start_state() { return State{{0xFFFFull, 0xFFFFull << 48}, White}; }
    static int to_move(const State& state) { return state.to_move; }

    // No rule looks at earlier positions: the key only names the position for the search's
    // table. One bitboard per player into 64 bits, by the core's splitmix64 mixer.
    static std::uint64_t key(const State& state) {
        std::uint64_t white = state.pieces[White];
        std::uint64_t black = state.pieces[Black] ^ 0x426C61636Bull;
        return splitmix64(white) ^ std::rotl(splitmix64(black), 32) ^
               (state.to_move == Black ? 0x5475726Eull : 0);
    }

    static Outcome decided(const State& state, const PositionHistory&) {
        return far_rank_race_decided<Breakthrough>(state.pieces, far_rank);
    }

    // The moves of the side to move; with captures_only, the captures alone.
    static void add_moves(const State& state, MoveList& moves, bool captures_only) {
        const int me = state.to_move;
        const Bits own = state.pieces[std::size_t(me)];
        const Bits opponent = state.pieces[std::size_t(1 - me)];
        for (const Way& way : ways(me)) {
            if (captures_only && !way.diagonal) continue;
            // Straight forward only to an empty square; diagonally also onto an opposing piece.
            const Bits open = way.diagonal ? (captures_only ? opponent : ~own) : ~(own | opponent);
            for (Bits targets = shifted(own & way.movers, way.shift) & open; targets;
                 targets &= targets - 1) {
                const int to = std::countr_zero(targets);
                const MoveType type = opponent >> to & 1 ? MoveType::Take : MoveType::Step;
                moves.push_back({std::uint8_t(to - way.shift), std::uint8_t(to), type});
            }
        }
    }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        add_moves(state, moves, false);
    }
    static void generate_captures(const State& state, const PositionHistory&, MoveList& moves) {
        add_moves(state, moves, true);
    }

    static void apply(State& state, const Move& move) {
        const Bits from = Bits{1} << move.from, to = Bits{1} << move.to;
        state.pieces[std::size_t(state.to_move)] ^= from | to;
        state.pieces[std::size_t(1 - state.to_move)] &= ~to;
        state.to_move = 1 - state.to_move;
    }

    // ---- for the computer ----

    // Hundredths of a piece for the side to move. A side to move with a piece on its seventh
    // rank wins next move (that piece has a square diagonally ahead, empty or opposing); a
    // side facing two such opposing pieces, or one it cannot take at once, loses next move.
    // Otherwise: pieces, how far they have come, the first rank still guarded, and pieces an
    // own piece would retake for. (The search's horizon would miss the first two.)
    static constexpr int near_win = 20000;
    static int evaluate(const State& state) {
        const int me = state.to_move, other = 1 - me;
        const Bits mine = state.pieces[std::size_t(me)];
        const Bits theirs = state.pieces[std::size_t(other)];
        if (mine & progress_rank(me, 6)) return near_win;
        const Bits threats = theirs & progress_rank(other, 6);
        if (std::popcount(threats) > 1 || (threats & ~attacks(mine, me))) return -near_win;
        static constexpr std::array<int, 7> progress_bonus{0, 0, 6, 14, 26, 44, 70};
        const auto side_score = [](Bits pieces, int mover) {
            int score = 100 * std::popcount(pieces);
            for (int progress = 1; progress < 7; ++progress)
                score += progress_bonus[std::size_t(progress)] *
                         std::popcount(pieces & progress_rank(mover, progress));
            score += 10 * std::popcount(pieces & progress_rank(mover, 0));
            score += 5 * std::popcount(pieces & attacks(pieces, mover));
            return score;
        };
        return side_score(mine, me) - side_score(theirs, other) + 5;
    }

    // ---- position strings and the board's look (core/mover_board.hpp) ----

    using Board = MoverBoard<Breakthrough>;
    static constexpr std::array<PieceColour, 2> colours{PieceColour::White, PieceColour::Black};

    static std::string format_position(const State& state) {
        return Board::format([&](int cell) { return bitboard_owner(state.pieces, cell); },
                             state.to_move);
    }

    static Result<State> parse_position(std::string_view text) {
        State state;
        const auto to_move = Board::parse(text, [&](int cell, int mover) {
            state.pieces[std::size_t(mover)] |= Bits{1} << cell;
        });
        if (!to_move) return fail(to_move.error());
        state.to_move = *to_move;
        const auto fault =
            far_rank_race_fault<Breakthrough>(state.pieces, *to_move, pieces_per_side, far_rank);
        if (fault) return fail(*fault);
        return state;
    }

    static BoardView board_view(const State& state) {
        return Board::view([&](int cell) { return bitboard_owner(state.pieces, cell); });
    }

    static constexpr std::string_view rules_text = breakthrough_rules_text;
    static const std::vector<Figure>& figures() { return breakthrough_figures(); }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    static constexpr GameType type{
        // Measured: 5.7 M nodes a second (3 M-node searches after random openings, on the
        // 2-core machine, where the same searches in Redo ran at its nominal 1.6 M).
        .search_nodes_per_ms = 5500,
        .endgames_within = 300000,  // sizes: bench/endgame_solve
        .hooks = {Hook::figures, Hook::evaluate, Hook::generate_captures},
    };
};

static_assert(Game<Breakthrough>);

}  // namespace boardgames
