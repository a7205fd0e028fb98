#pragma once
// Redo: 7 files by 8 ranks, fourteen discs a side. Discs step forward (two from the first rank)
// or onto an own disc to become a tower; towers step any way and jump opposing discs. A piece
// that moves to an empty square converts the opposing pieces beside and ahead of it. The most
// pieces of one's colour at the end wins. Spec: rules/redo.md.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "../core/board_view.hpp"
#include "../core/cell_moves.hpp"
#include "../core/game.hpp"
#include "../core/move_counter.hpp"
#include "../core/notation.hpp"
#include "../core/position_string.hpp"
#include "../core/square_grid.hpp"
#include "../core/zobrist.hpp"
#include "rules/redo_figures.hpp"
#include "rules/redo_rules.hpp"

namespace boardgames {

struct Redo {
    using Grid = SquareGrid<7, 8>;
    enum Mover : int { White = 0, Red = 1 };

    static constexpr std::string_view name = "redo";
    static constexpr std::string_view title = "Redo";
    static constexpr std::string_view summary =
        "7x8 discs and towers: move beside opposing pieces to turn them your colour";
    static constexpr std::array<std::string_view, 2> mover_names{"white", "red"};
    static constexpr std::array<std::string_view, 2> side_tokens{"w", "r"};

    // A cell: 0 when empty, else present | tower << 1 | side.
    using Cell = std::uint8_t;
    static constexpr Cell present = 0x80;
    static constexpr Cell tower_bit = 0x02;
    static constexpr Cell disc(int side) { return Cell(present | side); }
    static constexpr Cell tower(int side) { return Cell(present | tower_bit | side); }
    static constexpr int side_of(Cell cell) { return cell & 1; }
    static constexpr bool is_tower(Cell cell) { return cell & tower_bit; }
    static constexpr bool is_disc_of(Cell cell, int side) {
        return cell && !is_tower(cell) && side_of(cell) == side;
    }

    static constexpr int quiet_limit = 40;  // moves without a conversion, passes included

    struct State {
        std::array<Cell, Grid::cells> board{};
        int to_move = White;
        int passes = 0;           // passes in a row just made
        MoveCounter quiet_moves;  // consecutive moves without a conversion
        std::uint64_t hash = 0;
        bool operator==(const State&) const = default;
    };

    enum class Kind : std::uint8_t { Step, DoubleStep, Promotion, TowerStep, Jump, Pass };
    struct Move {
        Kind kind = Kind::Pass;
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        std::uint64_t converted = 0;  // the opposing pieces the move turns (a jump's disc too)
        bool operator==(const Move&) const = default;
    };
    // 14 discs x (3 steps + a double step) and towers x 16 stay far below this.
    using MoveList = StaticList<Move, 160>;

    static constexpr ZobristTable<Grid::cells, 4> zobrist{0x5265646Full};
    static constexpr int zobrist_piece(Cell cell) { return cell & 3; }

    // ---- geometry ----

    static constexpr Direction forward(int side) { return side == White ? North : South; }
    // The conversion zone's directions: left, right, forward-left, forward, forward-right.
    static constexpr std::array<Direction, 5> zone_directions(int side) {
        return side == White ? std::array{West, East, NorthWest, North, NorthEast}
                             : std::array{East, West, SouthEast, South, SouthWest};
    }
    static constexpr std::array<Direction, 3> disc_directions(int side) {
        return side == White ? std::array{NorthWest, North, NorthEast}
                             : std::array{SouthEast, South, SouthWest};
    }
    static constexpr int first_rank(int side) { return side == White ? 0 : Grid::ranks - 1; }

    // ---- the start ----

    static constexpr std::string_view standard_position =
        "rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww w 0 0";
    static State start_state() { return parse_position(standard_position).value(); }

    static int to_move(const State& state) { return state.to_move; }
    static std::uint64_t key(const State& state) { return state.hash; }
    // The counters change the result: two passes end the game, and so does the quiet limit.
    // The count toward the draw, for the solution (Hook::quiet_moves).
    static MoveCounter& quiet_moves(State& state) { return state.quiet_moves; }
    static std::uint64_t search_key(const State& state) {
        return state.hash ^ counter_word(state.passes * 64 + state.quiet_moves.moves);
    }
    // ---- the end ----

    static std::array<int, 2> scores(const State& state) {
        std::array<int, 2> count{};
        for (Cell cell : state.board)
            if (cell) ++count[std::size_t(side_of(cell))];
        return count;
    }

    // The score as it stands: each side's pieces.
    static std::string standing(const State& state) {
        const auto count = scores(state);
        return "white " + std::to_string(count[White]) + ", red " + std::to_string(count[Red]) +
               "; " + counter_text(state.quiet_moves, quiet_limit, "moves without a conversion");
    }

    static Outcome scored(const State& state, std::string_view why) {
        const auto count = scores(state);
        if (count[White] == count[Red]) return Outcome::draw(why);
        return Outcome::win(count[White] > count[Red] ? White : Red, why);
    }

    static Outcome decided(const State& state, const PositionHistory& history) {
        const auto count = scores(state);
        if (count[White] == 0 || count[Red] == 0) return scored(state, "a side has no piece left");
        if (state.passes >= 2) return scored(state, "two passes in a row");
        if (!conversion_possible(state)) return scored(state, "no conversion is possible any more");
        if (state.quiet_moves.reached(quiet_limit))
            return scored(state, "40 moves without a conversion");
        if (threefold_repetition(history, key(state)).over())
            return scored(state, "threefold repetition");
        if (!can_move(state, White) && !can_move(state, Red))
            return scored(state, "neither side can move");
        return Outcome::ongoing();
    }

    // A disc's reach: the squares strictly ahead of it inside its forward cone (file difference
    // at most rank difference), other pieces ignored.
    static constexpr bool in_reach(int side, int disc_cell, int cell) {
        const int ahead = side == White ? Grid::rank_of(cell) - Grid::rank_of(disc_cell)
                                        : Grid::rank_of(disc_cell) - Grid::rank_of(cell);
        const int across = Grid::file_of(cell) - Grid::file_of(disc_cell);
        return ahead > 0 && across <= ahead && -across <= ahead;
    }
    // Whether two discs of `side` could ever meet: one's reach holds the other's square or
    // shares a square with the other's reach. Reaches only widen towards the far rank, so two
    // that share a square share one there.
    static bool could_promote(int side, int a, int b) {
        if (in_reach(side, a, b) || in_reach(side, b, a)) return true;
        const int far_rank = first_rank(1 - side);
        for (int file = 0; file < Grid::files; ++file) {
            const int cell = Grid::index(file, far_rank);
            if (in_reach(side, a, cell) && in_reach(side, b, cell)) return true;
        }
        return false;
    }
    // The rulebook's test: conversion stays possible while there is a tower, two discs of a
    // colour could still make one, or some red disc stands above some white disc's rank.
    static bool conversion_possible(const State& state) {
        int lowest_white = Grid::ranks, highest_red = -1;
        std::array<std::array<int, Grid::cells>, 2> discs{};
        std::array<int, 2> disc_count{};
        for (int cell = 0; cell < Grid::cells; ++cell) {
            const Cell here = state.board[std::size_t(cell)];
            if (!here) continue;
            if (is_tower(here)) return true;
            const int side = side_of(here);
            if (side == White)
                lowest_white = std::min(lowest_white, Grid::rank_of(cell));
            else
                highest_red = std::max(highest_red, Grid::rank_of(cell));
            discs[std::size_t(side)][std::size_t(disc_count[std::size_t(side)]++)] = cell;
        }
        if (lowest_white < highest_red) return true;
        for (int side : {White, Red})
            for (int i = 0; i < disc_count[std::size_t(side)]; ++i)
                for (int j = i + 1; j < disc_count[std::size_t(side)]; ++j)
                    if (could_promote(side, discs[std::size_t(side)][std::size_t(i)],
                                      discs[std::size_t(side)][std::size_t(j)]))
                        return true;
        return false;
    }

    // ---- moves ----

    // Whether `side` has any move (a pass aside): the first one found ends the walk.
    static bool can_move(const State& state, int side) {
        return !each_move(state, side, [](const Move&) { return false; });
    }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        each_move(state, state.to_move, [&](const Move& move) {
            moves.push_back(move);
            return true;
        });
        const bool only_promotions = std::all_of(
            moves.begin(), moves.end(), [](const Move& m) { return m.kind == Kind::Promotion; });
        if (only_promotions) moves.push_back(Move{});  // a chosen pass, or the automatic one
    }

    // Hands every move of `side` but a pass to `visit`, while it returns true; false when
    // `visit` stopped the walk.
    template <class Visit>
    static bool each_move(const State& state, int side, Visit&& visit) {
        // A move to an empty square converts the opposing pieces of the zone seen from `to`.
        const auto landing = [&](Kind kind, int from, int to, std::uint64_t jumped) {
            std::uint64_t converted = jumped;
            for (Direction d : zone_directions(side)) {
                const int cell = Grid::neighbour[to][d];
                if (cell < 0 || cell == from) continue;
                const Cell there = state.board[std::size_t(cell)];
                if (there && side_of(there) != side) converted |= 1ull << cell;
            }
            return visit(Move{kind, std::uint8_t(from), std::uint8_t(to), converted});
        };
        for (int from = 0; from < Grid::cells; ++from) {
            const Cell piece = state.board[std::size_t(from)];
            if (!piece || side_of(piece) != side) continue;
            if (is_tower(piece)) {
                for (int d = 0; d < all_directions; ++d) {
                    const int next = Grid::neighbour[from][d];
                    if (next < 0) continue;
                    const Cell there = state.board[std::size_t(next)];
                    const int beyond = Grid::neighbour[next][d];
                    if (!there) {
                        if (!landing(Kind::TowerStep, from, next, 0)) return false;
                    } else if (is_disc_of(there, 1 - side) && beyond >= 0 &&
                               !state.board[std::size_t(beyond)]) {
                        if (!landing(Kind::Jump, from, beyond, 1ull << next)) return false;
                    }
                }
                continue;
            }
            for (Direction d : disc_directions(side)) {
                const int to = Grid::neighbour[from][d];
                if (to < 0) continue;
                const Cell target = state.board[std::size_t(to)];
                if (!target) {
                    if (!landing(Kind::Step, from, to, 0)) return false;
                } else if (is_disc_of(target, side)) {
                    if (!visit(Move{Kind::Promotion, std::uint8_t(from), std::uint8_t(to), 0}))
                        return false;
                }
            }
            const int one = Grid::neighbour[from][forward(side)];
            if (Grid::rank_of(from) == first_rank(side) && one >= 0 &&
                !state.board[std::size_t(one)]) {
                const int two = Grid::neighbour[one][forward(side)];
                if (two >= 0 && !state.board[std::size_t(two)] &&
                    !landing(Kind::DoubleStep, from, two, 0))
                    return false;
            }
        }
        return true;
    }

    static void apply(State& state, const Move& move) {
        const auto put = [&](int cell, Cell value) {
            zobrist.put(state.board, state.hash, cell, value, zobrist_piece);
        };
        const int me = state.to_move;
        if (move.kind == Kind::Pass) {
            ++state.passes;
        } else {
            state.passes = 0;
            const Cell piece = state.board[move.from];
            put(move.from, 0);
            put(move.to, move.kind == Kind::Promotion ? tower(me) : piece);
            for (std::uint64_t rest = move.converted; rest; rest &= rest - 1) {
                const int cell = std::countr_zero(rest);
                put(cell, Cell(state.board[std::size_t(cell)] ^ 1));
            }
        }
        state.quiet_moves.count(move.converted != 0);
        zobrist.pass_turn(state.hash, me, 1 - me);
        state.to_move = 1 - me;
    }

    // Why a move is refused where passing is the question.
    static std::string explain_illegal(const State& state, const PositionHistory&,
                                       std::string_view typed,
                                       const std::vector<std::string>& legal) {
        const bool may_pass = std::find(legal.begin(), legal.end(), "pass") != legal.end();
        if (typed.empty()) {
            if (!may_pass) return {};
            if (legal.size() == 1)
                return std::string(mover_names[std::size_t(state.to_move)]) +
                       " has no move and must pass";
            return "every move would promote a disc to a tower: you may pass instead";
        }
        if (typed == "pass")
            return "passing is allowed only when every move would promote a disc to a tower";
        return piece_fault(state, typed);
    }

    // The rule of its piece that a typed move breaks: a disc stepping back or onto a tower, a
    // tower jumping a tower...; or empty.
    static std::string piece_fault(const State& state, std::string_view typed) {
        const MoveParts parts = split_move(typed);
        if (parts.squares.size() != 2) return {};
        const auto from = Grid::parse(parts.squares[0]);
        const auto to = Grid::parse(parts.squares[1]);
        if (!from || !to) return {};
        const int side = state.to_move;
        const Cell piece = state.board[std::size_t(*from)];
        if (!piece || side_of(piece) != side) return {};  // said generically
        const int direction = Grid::direction_towards(*from, *to);
        const int distance = std::max(std::abs(Grid::file_of(*to) - Grid::file_of(*from)),
                                      std::abs(Grid::rank_of(*to) - Grid::rank_of(*from)));
        const Cell target = state.board[std::size_t(*to)];
        const std::string there = Grid::name(*to);
        if (is_tower(piece)) {
            if (direction < 0 || distance > 2)
                return "a tower steps one square or jumps over the disc next to it";
            if (distance == 1)
                return target ? there + " is taken: a tower steps onto an empty square"
                              : std::string{};
            const int middle = Grid::neighbour[*from][direction];
            const Cell over = state.board[std::size_t(middle)];
            const std::string name = Grid::name(middle);
            if (!over) return name + " is empty: a tower jumps over a disc next to it";
            if (is_tower(over)) return name + " is a tower: a tower jumps discs only";
            if (side_of(over) == side)
                return name + " is your own disc: a tower jumps only opposing discs";
            return target ? there + " is taken: a jump lands on an empty square" : std::string{};
        }
        const auto forwards = disc_directions(side);
        if (direction < 0 ||
            std::find(forwards.begin(), forwards.end(), direction) == forwards.end())
            return "a disc moves forward only, straight or diagonally";
        if (distance == 2) {
            if (direction != forward(side))
                return "a disc's double step goes straight forward only";
            const int middle = Grid::neighbour[*from][direction];
            if (state.board[std::size_t(middle)])
                return Grid::name(middle) + " is in the way: a disc never jumps";
            if (Grid::rank_of(*from) != first_rank(side))
                return "a disc steps two squares only from its side's first rank";
            return target ? there +
                                " is taken: a double step lands on an empty square and "
                                "never promotes"
                          : std::string{};
        }
        if (distance > 2) return "a disc moves one square (two, straight, from its first rank)";
        if (target && is_tower(target)) return "a disc never moves onto a tower";
        if (target && side_of(target) != side) return "a disc never moves onto an opposing disc";
        return {};
    }

    // ---- for the computer ----

    static bool is_capture(const Move& move) { return move.converted != 0; }

    // Hundredths of a piece for the side to move: pieces of each colour, towers' reach (they
    // can still convert from any side), and discs' progress (a disc left behind the opposing
    // discs converts nothing more).
    static int evaluate(const State& state) {
        const int me = state.to_move;
        int score = 0;
        for (int cell = 0; cell < Grid::cells; ++cell) {
            const Cell piece = state.board[std::size_t(cell)];
            if (!piece) continue;
            const int side = side_of(piece);
            const int rank = Grid::rank_of(cell);
            const int progress = side == White ? rank : Grid::ranks - 1 - rank;
            int value = 100 + (is_tower(piece) ? 30 : 2 * progress);
            // A piece standing among opposing pieces that could be turned next.
            score += side == me ? value : -value;
        }
        return score;
    }

    // ---- notation ----

    static std::string format_move(const Move& move) {
        if (move.kind == Kind::Pass) return "pass";
        const MoveType type = move.kind == Kind::Promotion ? MoveType::Stack
                              : move.converted             ? MoveType::Take
                                                           : MoveType::Step;
        return format_from_to<Grid>(move.from, type, move.to);
    }
    static MoveClicks move_clicks(const State&, const Move& move) {
        if (move.kind == Kind::Pass) return MoveClicks{{}, 1};
        return from_to_input(move.from, move.to);
    }

    // ---- position strings ----

    static std::string_view token(Cell cell) {
        if (!cell) return {};
        static constexpr std::array<std::string_view, 4> tokens{"w", "r", "W", "R"};
        return tokens[std::size_t(cell & 3)];
    }
    static Cell read_token(char c) {
        switch (c) {
            case 'w':
                return disc(White);
            case 'r':
                return disc(Red);
            case 'W':
                return tower(White);
            case 'R':
                return tower(Red);
            default:
                return 0;
        }
    }

    static std::string format_position(const State& state) {
        return write_square_board<Grid>(
                   [&](int cell) { return token(state.board[std::size_t(cell)]); }) +
               ' ' + std::string(side_tokens[std::size_t(state.to_move)]) + ' ' +
               std::to_string(state.passes) + ' ' + counter_field(state.quiet_moves);
    }

    static Result<State> parse_position(std::string_view text) {
        const auto fields = split_fields(text, 4);
        if (!fields) return fail(fields.error());
        State state;
        const auto board_error =
            parse_square_board<Grid>((*fields)[0], [&](std::string_view rest, int cell) {
                state.board[std::size_t(cell)] = read_token(rest[0]);
                return state.board[std::size_t(cell)] ? 1 : 0;
            });
        if (board_error) return fail(*board_error);
        const auto side = parse_side_to_move((*fields)[1], side_tokens);
        if (!side) return fail(side.error());
        state.to_move = *side;
        const auto passes = parse_count((*fields)[2], 2);
        if (!passes)
            return fail("passes must be 0, 1 or 2, not '" + std::string((*fields)[2]) + "'");
        state.passes = *passes;
        const auto quiet =
            parse_counter_field((*fields)[3], "moves without a conversion", quiet_limit);
        if (!quiet)
            return fail("moves without a conversion must be a count from 0 to 40, not '" +
                        std::string((*fields)[3]) + "'");
        state.quiet_moves = *quiet;
        // A pass converts nothing, so the passes just made are among the quiet moves.
        if (state.passes > state.quiet_moves.moves)
            return fail("the passes just made (" + std::to_string(state.passes) +
                        ") cannot outnumber the moves without a conversion (" +
                        std::to_string(state.quiet_moves.moves) + "): a pass converts nothing");
        if (const auto why = impossible(state)) return fail(*why);
        zobrist.rehash(state, zobrist_piece);
        return state;
    }

    // Why a board could not come from the game's 28 discs, if it could not.
    static std::optional<std::string> impossible(const State& state) {
        int discs = 0;
        for (Cell cell : state.board)
            discs += cell ? (is_tower(cell) ? 2 : 1) : 0;
        if (discs > 28)
            return "the board holds " + std::to_string(discs) +
                   " discs (a tower is two), the game has 28";
        return std::nullopt;
    }

    // ---- drawing and set-up ----

    // A disc is one piece of its colour, a tower two, each on a block of its side's colour.
    static constexpr std::array<PieceColour, 2> colours{PieceColour::White, PieceColour::Red};
    static void describe_piece(CellView& view) {
        if (view.token.empty()) return;
        const Cell cell = read_token(view.token[0]);
        if (!cell) return;
        view.owner = side_of(cell);
        const PieceColour colour = colours[std::size_t(view.owner)];
        view.layers = is_tower(cell) ? std::vector{colour, colour} : std::vector{colour};
        // The token's letter, doubled for a tower: its two discs ("r", "RR").
        view.glyph = is_tower(cell) ? std::string(2, view.token[0]) : view.token;
    }
    static constexpr PieceStyle piece_style{colours, 2, false, &describe_piece};

    static BoardView board_view(const State& state) {
        return square_board_view<Grid>(
            [&](int cell) { return token(state.board[std::size_t(cell)]); }, piece_style);
    }

    static constexpr std::array<PieceToken, 4> palette{
        {{"w", White}, {"W", White}, {"r", Red}, {"R", Red}}};

    static constexpr std::string_view rules_text = redo_rules_text;
    static const std::vector<Figure>& figures() { return redo_figures(); }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    static constexpr GameType type{
        .palette = palette,
        .has_passes = true,
        .won_on_count = true,         // the pieces on the board at the end
        .search_nodes_per_ms = 1600,  // measured: bench/ai_bench.sh
        .endgames_within = 6000000,   // boards times counts; sizes: bench/endgame_solve
        .quiet_limit = quiet_limit,
        .hooks = {Hook::quiet_moves, Hook::search_key, Hook::explain_illegal, Hook::standing,
                  Hook::figures, Hook::evaluate, Hook::is_capture},
    };
};

static_assert(Game<Redo>);

}  // namespace boardgames
