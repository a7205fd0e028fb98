#pragma once
// RAPS (Alan Smith, 1990): 4x4 board, four squares against four circles. Step, jump over an own
// piece, or take by jumping an opposing one (compulsory). Reach the far rank or take them all.
// Spec: rules/raps.md.

#include <algorithm>
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
#include "../core/position_string.hpp"
#include "../core/square_grid.hpp"
#include "rules/raps_figures.hpp"
#include "rules/raps_rules.hpp"

namespace boardgames {

struct Raps {
    using Grid = SquareGrid<4, 4>;
    enum Mover : int { Squares = 0, Circles = 1 };

    static constexpr std::string_view name = "raps";
    static constexpr std::string_view title = "RAPS";
    static constexpr std::string_view summary =
        "4x4: reach the far rank or take every piece; taking is compulsory (Alan Smith, 1990)";
    static constexpr std::array<std::string_view, 2> mover_names{"squares", "circles"};
    static constexpr std::array<std::string_view, 2> side_tokens{"#", "O"};
    static constexpr int pieces_per_side = 4;

    struct State {
        std::array<std::uint16_t, 2> pieces{};  // one bit per cell, per player
        int to_move = Squares;
        bool operator==(const State&) const = default;
    };

    struct Move {
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        MoveType type = MoveType::Step;
        bool operator==(const Move&) const = default;
    };
    // 4 pieces x 8 directions, one move each way at most.
    using MoveList = StaticList<Move, 32>;

    static constexpr std::uint16_t goal_rank_mask(int mover) {
        return mover == Squares ? 0xF000 : 0x000F;
    }

    // beyond[cell][d]: the cell two steps away, where a jump lands.
    static constexpr auto beyond = [] {
        std::array<std::array<std::int8_t, 8>, Grid::cells> table{};
        for (int cell = 0; cell < Grid::cells; ++cell)
            for (int d = 0; d < 8; ++d)
                table[cell][d] = static_cast<std::int8_t>(Grid::step(cell, Direction(d), 2));
        return table;
    }();

    // Squares start unless the players choose circles (rules/raps.md, Ruling).
    static State start_state(int first_player = Squares) {
        return State{{0x000F, 0xF000}, first_player};
    }
    static int to_move(const State& state) { return state.to_move; }

    static std::uint64_t key(const State& state) {
        return std::uint64_t{state.pieces[0]} | std::uint64_t{state.pieces[1]} << 16 |
               std::uint64_t(state.to_move) << 32;
    }

    static Outcome decided(const State& state, const PositionHistory& history) {
        const Outcome race = far_rank_race_decided<Raps>(state.pieces, goal_rank_mask);
        if (race.over()) return race;
        return threefold_repetition(history, key(state));
    }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        const unsigned own = state.pieces[state.to_move];
        const unsigned opponent = state.pieces[1 - state.to_move];
        const unsigned occupied = own | opponent;
        // Taking is compulsory: look for takes first, and only without one for the rest.
        for (unsigned rest = own; rest; rest &= rest - 1) {
            const int from = std::countr_zero(rest);
            for (int d = 0; d < 8; ++d) {
                const int over = Grid::neighbour[from][d];
                const int landing = beyond[from][d];
                if (landing >= 0 && (opponent >> over & 1) && !(occupied >> landing & 1))
                    moves.push_back({std::uint8_t(from), std::uint8_t(landing), MoveType::Take});
            }
        }
        if (!moves.empty()) return;
        for (unsigned rest = own; rest; rest &= rest - 1) {
            const int from = std::countr_zero(rest);
            for (int d = 0; d < 8; ++d) {
                const int next = Grid::neighbour[from][d];
                if (next < 0) continue;
                if (!(occupied >> next & 1)) {
                    moves.push_back({std::uint8_t(from), std::uint8_t(next), MoveType::Step});
                } else if (own >> next & 1) {
                    const int landing = beyond[from][d];
                    if (landing >= 0 && !(occupied >> landing & 1))
                        moves.push_back(
                            {std::uint8_t(from), std::uint8_t(landing), MoveType::Jump});
                }
            }
        }
    }

    static void apply(State& state, const Move& move) {
        state.pieces[state.to_move] ^= std::uint16_t(1u << move.from | 1u << move.to);
        if (move.type == MoveType::Take)
            state.pieces[1 - state.to_move] &= std::uint16_t(~(1u << (move.from + move.to) / 2));
        state.to_move = 1 - state.to_move;
    }

    // ---- for the computer ----

    // Hundredths of a piece for the side to move: pieces and how far they have come; a side
    // to move that can reach the far rank now has all but won, and each opposing piece that
    // could reach it next is a threat to parry. (The search's horizon would miss both.)
    static int evaluate(const State& state) {
        const int me = state.to_move;
        MoveList moves;
        generate(state, PositionHistory{}, moves);
        for (const Move& move : moves)
            if (goal_rank_mask(me) >> move.to & 1) return 900;
        constexpr std::array<int, 3> progress_bonus{0, 12, 40};
        const unsigned occupied = state.pieces[0] | state.pieces[1];
        const auto side_score = [&](int mover) {
            int score = 0;
            for (unsigned rest = state.pieces[mover]; rest; rest &= rest - 1) {
                const int cell = std::countr_zero(rest);
                const int rank = Grid::rank_of(cell);
                const int progress = mover == Squares ? rank : Grid::ranks - 1 - rank;
                score += 100 + progress_bonus[std::size_t(std::min(progress, 2))];
                if (progress == 2 && mover != me) {
                    const Direction forward = mover == Squares ? North : South;
                    for (Direction d :
                         {forward, Direction(forward == North ? NorthEast : SouthEast),
                          Direction(forward == North ? NorthWest : SouthWest)}) {
                        const int ahead = Grid::neighbour[cell][d];
                        if (ahead >= 0 && !(occupied >> ahead & 1)) score += 60;
                    }
                }
            }
            return score;
        };
        return side_score(me) - side_score(1 - me) + 8;
    }

    static std::string explain_illegal(const State&, const PositionHistory&, std::string_view,
                                       const std::vector<std::string>& legal) {
        return explain_compulsory_capture(legal);
    }

    // ---- position strings and the board's look (core/mover_board.hpp) ----

    using Board = MoverBoard<Raps>;
    static constexpr std::array<PieceColour, 2> colours{PieceColour::White, PieceColour::Black};

    static std::string format_position(const State& state) {
        return Board::format([&](int cell) { return bitboard_owner(state.pieces, cell); },
                             state.to_move);
    }

    static Result<State> parse_position(std::string_view text) {
        State state;
        const auto to_move = Board::parse(text, [&](int cell, int mover) {
            state.pieces[std::size_t(mover)] |= std::uint16_t(1u << cell);
        });
        if (!to_move) return fail(to_move.error());
        state.to_move = *to_move;
        const auto fault =
            far_rank_race_fault<Raps>(state.pieces, *to_move, pieces_per_side, goal_rank_mask);
        if (fault) return fail(*fault);
        return state;
    }

    static BoardView board_view(const State& state) {
        return Board::view([&](int cell) { return bitboard_owner(state.pieces, cell); });
    }

    static constexpr std::string_view rules_text = raps_rules_text;
    static const std::vector<Figure>& figures() { return raps_figures(); }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    // On 4x4 a piece reaches the far rank in two or three moves, jumps included: level 1 saw
    // every win of one move and beat a first-time player in two moves, twice in a row. Its
    // beginner overlooks half the wins it could take at once.
    static constexpr Levels levels{{
        {.max_depth = 1, .noise = 250, .quiescence_depth = 0, .overlook_win_percent = 50},
        standard_levels[1],
        standard_levels[2],
        standard_levels[3],
        standard_levels[4],
    }};

    static constexpr GameType type{
        .plural_side_names = true,    // "circles win"
        .search_nodes_per_ms = 9000,  // measured: bench/ai_bench.sh
        .levels = levels,
        .solved_within = 700000,  // 560,000 reachable (bench/raps_solve)
        .hooks = {Hook::explain_illegal, Hook::figures, Hook::evaluate,
                  Hook::players_choose_first},  // rules/raps.md, Ruling: who starts
    };
};

static_assert(Game<Raps>);

}  // namespace boardgames
