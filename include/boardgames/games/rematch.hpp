#pragma once
// ReMATCH (Mind Fitness Games): 19 hexagonal tiles, Red's four pieces against a team of four
// white and four orange. Stacks step to an empty tile or capture by jumping: the jumped stack's
// top piece goes under the jumper, sequences go on while they can, White and Orange capture
// each other, and Red alone may capture from afar (the Flying King). The team alternates its
// colours. Capture every opposing colour or block the opponent. Spec: rules/rematch.md.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../ai/limits.hpp"
#include "../core/board_view.hpp"
#include "../core/cell_moves.hpp"
#include "../core/game.hpp"
#include "../core/hex_grid.hpp"
#include "../core/move_counter.hpp"
#include "../core/notation.hpp"
#include "../core/position_string.hpp"
#include "../core/seats.hpp"
#include "../core/zobrist.hpp"
#include "rules/rematch_figures.hpp"
#include "rules/rematch_rules.hpp"

namespace boardgames {

struct Rematch {
    using Grid = HexGrid<3>;
    enum Mover : int { Red = 0, White = 1, Orange = 2 };
    enum Side : int { RedSide = 0, Team = 1 };

    static constexpr std::string_view name = "rematch";
    static constexpr std::string_view title = "ReMATCH";
    static constexpr std::string_view summary =
        "19 hexagons, red v a team of white and orange: jump to capture, stacks keep the "
        "captured, red captures from afar";
    static constexpr std::string_view rules_text = rematch_rules_text;
    static const std::vector<Figure>& figures() { return rematch_figures(); }
    static constexpr std::array<std::string_view, 3> mover_names{"red", "white", "orange"};
    static constexpr std::array<std::string_view, 3> side_tokens{"r", "w", "o"};
    static constexpr std::array<PieceToken, 3> palette{{{"r", Red}, {"w", White}, {"o", Orange}}};

    static constexpr std::array<std::string_view, 2> side_names{"red", "team"};
    static constexpr std::array<std::string_view, 2> side_to_move_tokens{"r", "t"};
    static constexpr int side_of_mover(int mover) { return mover == Red ? RedSide : Team; }

    // Two players (red; the team of white and orange) or three (red, white, orange).
    static constexpr std::array<GameOption, 1> options{
        {{"players", "players at the table: 2 (red v the team) or 3", 2, 3, 2}}};
    static std::vector<Seat> seats(std::span<const int> option_values) {
        if (!option_values.empty() && option_values[0] == 3)
            return {{"red", {Red}}, {"white", {White}}, {"orange", {Orange}}};
        return {{"red", {Red}}, {"team", {White, Orange}}};
    }

    static constexpr int pieces_per_colour = 4;
    static constexpr int quiet_limit = 40;  // moves without a capture: a draw
    // A sequence jumps each tile once, and every tile it jumps holds one of the 11 pieces
    // outside the jumper.
    static constexpr int max_hops = 11;

    // ---- stacks ----

    // A tile: 0 when empty, else its height (bits 24-27) and its pieces, two bits each (a
    // mover's index), the top piece in bits 0-1.
    using Stack = std::uint32_t;
    static constexpr int height(Stack stack) { return int(stack >> 24); }
    static constexpr int top(Stack stack) { return int(stack & 3); }
    static constexpr int piece_at(Stack stack, int depth) {  // depth 0: the top
        return int(stack >> (2 * depth) & 3);
    }
    static constexpr Stack single(int colour) { return Stack(colour) | Stack(1) << 24; }
    static constexpr Stack without_top(Stack stack) {
        const Stack rest = Stack(height(stack) - 1);
        return rest == 0 ? 0 : ((stack & 0xFFFFFF) >> 2) | rest << 24;
    }
    static constexpr Stack with_bottom(Stack stack, int colour) {
        const Stack pieces = Stack(height(stack));
        return (stack & 0xFFFFFF) | Stack(colour) << (2 * pieces) | (pieces + 1) << 24;
    }
    static constexpr int other_colour(int colour) { return colour == White ? Orange : White; }

    using Board = std::array<Stack, Grid::cells>;

    struct State {
        Board board{};
        int side = Team;          // the side to move (Side)
        int team_due = Orange;    // the team colour due by alternation, before any fallback
        MoveCounter quiet_moves;  // consecutive moves without a capture
        // Derived from the rest (see settle), kept for speed:
        int mover = Orange;                   // red, or the team colour due or its fallback
        std::uint64_t hash = 0;               // the position key (board, side, colour due)
        std::uint32_t occupied = 0;           // one bit per non-empty tile
        std::array<std::uint32_t, 3> tops{};  // the tiles each colour tops
        bool operator==(const State&) const = default;
    };

    struct Move {
        std::uint8_t from = 0;
        std::uint8_t to = 0;    // the step's tile, or the sequence's last landing
        std::uint8_t hops = 0;  // 0: a step
        std::array<std::uint8_t, max_hops> landings{};
        bool operator==(const Move&) const = default;
    };
    // Steps: 4 stacks x 6 directions; sequences: far fewer than the capacity (a sequence jumps
    // distinct stacks of the 12 pieces on 19 tiles).
    using MoveList = StaticList<Move, 1024>;

    // direction_to[from][to]: the direction of the line from one tile to another, else -1.
    static constexpr auto direction_to = [] {
        std::array<std::array<std::int8_t, Grid::cells>, Grid::cells> table{};
        for (auto& row : table)
            row.fill(-1);
        for (int from = 0; from < Grid::cells; ++from)
            for (int d = 0; d < hex_directions; ++d)
                for (int at = Grid::neighbour[from][d]; at >= 0; at = Grid::neighbour[at][d])
                    table[from][at] = std::int8_t(d);
        return table;
    }();
    static constexpr int opposite(int direction) { return direction ^ 1; }  // E/W, N/S, NE/SW

    // adjacent[cell]: its neighbours, one bit each; beyond[cell][d]: two steps away, or -1.
    static constexpr auto adjacent = [] {
        std::array<std::uint32_t, Grid::cells> table{};
        for (int cell = 0; cell < Grid::cells; ++cell)
            for (int d = 0; d < hex_directions; ++d)
                if (Grid::neighbour[cell][d] >= 0) table[cell] |= 1u << Grid::neighbour[cell][d];
        return table;
    }();
    static constexpr auto beyond = [] {
        std::array<std::array<std::int8_t, hex_directions>, Grid::cells> table{};
        for (int cell = 0; cell < Grid::cells; ++cell)
            for (int d = 0; d < hex_directions; ++d) {
                const int next = Grid::neighbour[cell][d];
                table[cell][d] = next < 0 ? std::int8_t(-1) : Grid::neighbour[next][d];
            }
        return table;
    }();

    // ---- the start, the mover and the key ----

    static constexpr std::string_view standard_position = "rrr/r2o/w3o/w2o/wwo t o 0";
    static State start_state() { return parse_position(standard_position).value(); }

    static int to_move(const State& state) { return state.mover; }

    static std::uint64_t key(const State& state) { return state.hash; }
    // The no-capture count can always reach its limit.
    // The count toward the draw, for the solution (Hook::quiet_moves).
    static MoveCounter& quiet_moves(State& state) { return state.quiet_moves; }
    static std::uint64_t search_key(const State& state) {
        return state.hash ^ counter_word(state.quiet_moves.moves);
    }

    static std::uint64_t stack_word(int cell, Stack stack) {
        return stack ? cell_word(cell, stack) : 0;
    }
    static std::uint64_t turn_word(const State& state) {
        return cell_word(Grid::cells, std::uint64_t(state.side)) ^
               cell_word(Grid::cells + 1, std::uint64_t(state.team_due));
    }
    static std::uint64_t board_key(const Board& board) {
        std::uint64_t key = 0;
        for (int cell = 0; cell < Grid::cells; ++cell)
            key ^= stack_word(cell, board[cell]);
        return key;
    }

    // Sets the tiles occupied and topped from the board.
    static void index_board(State& state) {
        state.occupied = 0;
        state.tops = {};
        for (int cell = 0; cell < Grid::cells; ++cell)
            if (const Stack stack = state.board[cell]) {
                state.occupied |= 1u << cell;
                state.tops[std::size_t(top(stack))] |= 1u << cell;
            }
    }

    // Whether `colour` has a legal move: a step or a simple capture. (Red's flying captures
    // add none: a red stack with no empty neighbour has no empty tile to fly over.)
    static bool has_move(const State& state, int colour) {
        const std::uint32_t own = state.tops[std::size_t(colour)];
        for (std::uint32_t rest = own; rest; rest &= rest - 1) {
            const int from = std::countr_zero(rest);
            if (adjacent[from] & ~state.occupied) return true;
            // Every neighbour is full: a capture over one of another colour to an empty tile?
            for (int d = 0; d < hex_directions; ++d) {
                const int next = Grid::neighbour[from][d];
                const int landing = beyond[from][d];
                if (landing >= 0 && !(state.occupied >> landing & 1) && !(own >> next & 1))
                    return true;
            }
        }
        return false;
    }

    // Who moves: red on red's turn; on the team's, the colour due unless it is captured or has
    // no legal move and the other colour has one (a blocked team keeps the colour due).
    static int mover_of(const State& state) {
        if (state.side == RedSide) return Red;
        const int due = state.team_due;
        if (has_move(state, due) || !has_move(state, other_colour(due))) return due;
        return other_colour(due);
    }

    // Sets what derives from the board, the side and the colour due: the tiles occupied and
    // topped, the mover and the key (after the board was set by hand).
    static void settle(State& state) {
        index_board(state);
        state.mover = mover_of(state);
        state.hash = board_key(state.board) ^ turn_word(state);
    }

    // The stacks each colour tops (a colour topping none is captured) and the count toward the
    // draw.
    static std::string standing(const State& state) {
        return "on top: " + pieces_by_owner(board_view(state), mover_names) + "; " +
               counter_text(state.quiet_moves, quiet_limit, "moves without a capture");
    }

    static Outcome decided(const State& state, const PositionHistory& history) {
        if (!state.tops[Red]) return Outcome::win(Team, "red captured");
        if (!(state.tops[White] | state.tops[Orange]))
            return Outcome::win(RedSide, "white and orange captured");
        const Outcome draw = state.quiet_moves.reached(quiet_limit)
                                 ? Outcome::draw("40 moves without a capture")
                                 : threefold_repetition(history, key(state));
        if (!draw.over()) return draw;
        // A win takes precedence over both draws (rules/rematch.md, Ruling): a side to move
        // with no legal move has lost, even at the 40th quiet move or a third occurrence.
        if (!has_move(state, state.mover))
            return Outcome::win(1 - state.side, "blocked: no legal move");
        return draw;
    }

    // ---- moves ----

    // A capture sequence under way. Pieces move at once: the board loses each captured top
    // piece as it is taken, and the jumper's start tile is empty once it has left.
    struct Sequence {
        Board board;
        std::uint32_t occupied = 0;
        std::uint32_t jumped = 0;  // tiles jumped so far: none is jumped twice
        int colour = Red;          // the jumper's top colour, which captures never change
        Move move;
    };

    // The tile a capture from `at` along `d` jumps, or -1: the adjacent stack or, for red, the
    // first stack past empty tiles (`flying` then); not of the jumper's colour, not jumped
    // already (a jumped tile that still holds pieces blocks the line), and with the tile
    // directly beyond it empty.
    static int capture_target(const Sequence& seq, int at, int d, bool& flying) {
        int over = Grid::neighbour[at][d];
        flying = false;
        if (seq.colour == Red)
            while (over >= 0 && !(seq.occupied >> over & 1)) {
                over = Grid::neighbour[over][d];
                flying = true;
            }
        if (over < 0 || !(seq.occupied >> over & 1) || (seq.jumped >> over & 1) ||
            top(seq.board[over]) == seq.colour)
            return -1;
        const int landing = Grid::neighbour[over][d];
        if (landing < 0 || (seq.occupied >> landing & 1)) return -1;
        return over;
    }

    // Jumps `over` to `landing`, then goes on from there while it can; each sequence that can
    // go no further is a move.
    static void jump(Sequence& seq, int over, int landing, MoveList& moves) {
        const Stack jumped_stack = seq.board[over];
        const std::uint32_t occupied = seq.occupied;
        const std::uint32_t jumped = seq.jumped;
        seq.board[over] = without_top(jumped_stack);
        if (!seq.board[over]) seq.occupied &= ~(1u << over);
        seq.jumped |= 1u << over;
        seq.move.landings[seq.move.hops++] = std::uint8_t(landing);

        bool went_on = false;
        for (int d = 0; d < hex_directions; ++d) {
            bool flying = false;
            const int next = capture_target(seq, landing, d, flying);
            if (next < 0) continue;
            went_on = true;
            jump(seq, next, Grid::neighbour[next][d], moves);
        }
        if (!went_on) {
            seq.move.to = std::uint8_t(landing);
            moves.push_back(seq.move);
        }

        seq.move.landings[--seq.move.hops] = 0;
        seq.board[over] = jumped_stack;
        seq.occupied = occupied;
        seq.jumped = jumped;
    }

    // Every capture sequence of the mover, then (unless a simple capture makes capturing
    // compulsory, and when `with_steps`) every step.
    static void generate_moves(const State& state, MoveList& moves, bool with_steps) {
        const std::uint32_t own = state.tops[std::size_t(state.mover)];
        Sequence seq{state.board, 0, 0, state.mover, {}};
        bool simple_capture = false;
        for (std::uint32_t rest = own; rest; rest &= rest - 1) {
            const int from = std::countr_zero(rest);
            seq.occupied = state.occupied & ~(1u << from);
            seq.move = Move{std::uint8_t(from), 0, 0, {}};
            for (int d = 0; d < hex_directions; ++d) {
                bool flying = false;
                const int over = capture_target(seq, from, d, flying);
                if (over < 0) continue;
                simple_capture |= !flying;
                jump(seq, over, Grid::neighbour[over][d], moves);
            }
        }
        if (simple_capture || !with_steps) return;
        for (std::uint32_t rest = own; rest; rest &= rest - 1) {
            const int from = std::countr_zero(rest);
            for (std::uint32_t to = adjacent[from] & ~state.occupied; to; to &= to - 1)
                moves.push_back(
                    Move{std::uint8_t(from), std::uint8_t(std::countr_zero(to)), 0, {}});
        }
    }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        generate_moves(state, moves, true);
    }

    // The captures alone, in generate's order: the search's horizon looks at them only.
    static void generate_captures(const State& state, const PositionHistory&, MoveList& moves) {
        generate_moves(state, moves, false);
    }

    static void apply(State& state, const Move& move) {
        const auto put = [&](int cell, Stack stack) {
            state.hash ^= stack_word(cell, state.board[cell]) ^ stack_word(cell, stack);
            state.board[cell] = stack;
        };
        Stack jumper = state.board[move.from];
        put(move.from, 0);
        int at = move.from;
        for (int hop = 0; hop < move.hops; ++hop) {
            const int landing = move.landings[hop];
            const int over = Grid::neighbour[landing][opposite(direction_to[at][landing])];
            const Stack jumped = state.board[over];
            jumper = with_bottom(jumper, top(jumped));
            put(over, without_top(jumped));
            at = landing;
        }
        put(move.to, jumper);
        state.quiet_moves.count(move.hops > 0);
        state.hash ^= turn_word(state);
        if (state.side == RedSide) {
            state.side = Team;
        } else {
            state.team_due = other_colour(state.mover);  // alternation goes on from the mover
            state.side = RedSide;
        }
        state.hash ^= turn_word(state);
        index_board(state);
        state.mover = mover_of(state);
    }

    // The board after the first `cells` - 1 hops of a sequence (`cells` counts the start tile
    // and the landings, as clicked): the jumper on its last landing so far, each piece it took
    // beneath it. Only the board changes; it is for drawing a sequence being entered.
    static void apply_part(State& state, const Move& move, int cells) {
        const int hops = std::min(int(move.hops), cells - 1);
        if (hops <= 0) return;
        Stack jumper = state.board[move.from];
        state.board[move.from] = 0;
        int at = move.from;
        for (int hop = 0; hop < hops; ++hop) {
            const int landing = move.landings[hop];
            const int over = Grid::neighbour[landing][opposite(direction_to[at][landing])];
            jumper = with_bottom(jumper, top(state.board[over]));
            state.board[over] = without_top(state.board[over]);
            at = landing;
        }
        state.board[at] = jumper;
    }

    // ---- for the computer ----

    // Red is easy to play well. With the standard levels every level from 3 up played Red
    // well enough to win whoever played the team (level 5 v 4: Red won 39 of 40, 52.5%). Here
    // the middle levels stray further from the best (by up to 1.2 and 0.4 of a team piece)
    // and each searches far fewer nodes than the next (15 K, 150 K, 2.4 M), so a stronger
    // team beats a weaker Red (bench/ai_bench.sh, 40 games: 4 v 3 76-78%, 3 v 2 94%).
    static constexpr ai::Levels levels{{
        ai::standard_levels[0],
        ai::standard_levels[1],
        {.nominal_millis = 5, .noise = 120},
        {.nominal_millis = 50, .noise = 40, .contempt = ai::standard_levels[3].contempt},
        {.nominal_millis = 800, .contempt = ai::standard_levels[4].contempt},
    }};
    static bool is_capture(const Move& move) { return move.hops > 0; }

    // The stacks the mover could jump now, first hops only (simple captures, and red's flying
    // ones): the captures at hand the evaluation counts.
    static std::uint32_t capturable(const State& state) {
        const Sequence seq{state.board, state.occupied, 0, state.mover, {}};
        std::uint32_t targets = 0;
        for (std::uint32_t rest = state.tops[std::size_t(state.mover)]; rest; rest &= rest - 1)
            for (int d = 0; d < hex_directions; ++d) {
                bool flying = false;
                const int over = capture_target(seq, std::countr_zero(rest), d, flying);
                if (over >= 0) targets |= 1u << over;
            }
        return targets;
    }

    // Hundredths of a piece for the side to move. Each stack a side tops is a piece in play
    // (red's worth two of the team's, four against eight), each piece held beneath it a
    // capture kept, each empty tile beside it room to move. The mover's captures at hand count
    // too, and taking the opponent's last stack is a win at hand: without this a shallow
    // search walks into a capture it cannot see.
    static int evaluate(const State& state) {
        std::array<int, 2> score{};
        for (int cell = 0; cell < Grid::cells; ++cell) {
            const Stack stack = state.board[cell];
            if (!stack) continue;
            const int side = side_of_mover(top(stack));
            int value = (side == RedSide ? 200 : 100) + 30 * (height(stack) - 1);
            for (int d = 0; d < hex_directions; ++d) {
                const int next = Grid::neighbour[cell][d];
                if (next >= 0 && !state.board[next]) value += 4;
            }
            score[std::size_t(side)] += value;
        }
        const std::uint32_t opponent =
            state.side == RedSide ? state.tops[White] | state.tops[Orange] : state.tops[Red];
        const std::uint32_t at_hand = capturable(state) & opponent;
        if (std::popcount(opponent) == 1 && at_hand) {
            const Stack last = state.board[std::size_t(std::countr_zero(opponent))];
            if (height(last) == 1 || side_of_mover(piece_at(last, 1)) == state.side) return 900;
        }
        score[std::size_t(state.side)] += 40 * std::popcount(at_hand);
        return score[std::size_t(state.side)] - score[std::size_t(1 - state.side)];
    }

    // ---- notation ----

    static std::span<const std::uint8_t> landing_cells(const Move& move) {
        return {move.landings.data(), move.hops};
    }

    static std::string format_move(const Move& move) {
        if (move.hops == 0) return format_from_to<Grid>(move.from, MoveType::Step, move.to);
        return format_landings<Grid>(move.from, MoveType::Take, landing_cells(move));
    }

    // Clicked as the stack, then each landing.
    static MoveClicks move_clicks(const State&, const Move& move) {
        if (move.hops == 0) return from_to_input(move.from, move.to);
        return landings_input(move.from, landing_cells(move));
    }

    // Why a typed move is refused, or (typed empty) the rules that narrow the moves now: the
    // team colour that moves instead of the one due, compulsory capture, a sequence stopped
    // short.
    static std::string explain_illegal(const State& state, const PositionHistory&,
                                       std::string_view typed,
                                       const std::vector<std::string>& legal) {
        std::string fallback;
        if (state.side == Team && state.mover != state.team_due)
            fallback =
                std::string(mover_names[std::size_t(state.team_due)]) +
                (state.tops[std::size_t(state.team_due)] ? " has no legal move" : " is captured") +
                ", so " + std::string(mover_names[std::size_t(state.mover)]) +
                " moves for the team";
        const std::string compulsory = explain_compulsory_capture(legal, "capturing", "capture");
        const auto both = [&] {
            return fallback.empty() || compulsory.empty() ? fallback + compulsory
                                                          : fallback + "; " + compulsory;
        };
        if (typed.empty()) return both();
        // A move of the colour due when the other one moves instead.
        const auto source = Grid::parse(typed.substr(0, 2));
        if (!fallback.empty() && source && (state.tops[std::size_t(state.team_due)] >> *source & 1))
            return both();
        // A sequence that jumps a tile a second time.
        if (const std::string twice = jumped_twice(state, typed); !twice.empty())
            return twice + " was jumped already: a stack is jumped only once in a sequence";
        // A capture stopped short: the sequence must go on while it can.
        std::vector<std::string> longer;
        const std::string typed_key = loose_move_key(typed);
        for (const std::string& move : legal) {
            const std::string key = loose_move_key(move);
            if (key.size() > typed_key.size() && key.compare(0, typed_key.size(), typed_key) == 0 &&
                key[typed_key.size()] == '.')
                longer.push_back(move);
        }
        if (!longer.empty())
            return "a capture must go on while it can; you may play: " + join_moves(longer);
        return compulsory;
    }

    // The first tile the typed sequence of the mover's stack jumps twice (each hop jumps the
    // stack just before its landing, along the line it flies), or empty.
    static std::string jumped_twice(const State& state, std::string_view typed) {
        std::vector<int> landings;
        for (const std::string_view square : split_move(typed).squares) {
            const auto cell = Grid::parse(square);
            if (!cell) return {};
            landings.push_back(*cell);
        }
        if (landings.empty() || !(state.tops[std::size_t(state.mover)] >> landings[0] & 1))
            return {};
        std::vector<int> jumped;
        for (std::size_t hop = 1; hop < landings.size(); ++hop) {
            int over = -1;
            for (int d = 0; d < hex_directions && over < 0; ++d)
                for (int at = landings[hop - 1], before = -1; at >= 0;
                     before = at, at = Grid::neighbour[std::size_t(at)][std::size_t(d)])
                    if (at == landings[hop] && before != landings[hop - 1]) {
                        over = before;
                        break;
                    }
            if (over < 0 || !(state.occupied >> over & 1)) return {};
            if (std::find(jumped.begin(), jumped.end(), over) != jumped.end())
                return Grid::name(over);
            jumped.push_back(over);
        }
        return {};
    }

    // ---- position strings ----

    // A stack's token: its piece's letter, or its pieces in brackets, top first ("[wro]").
    static std::string token(Stack stack) {
        if (!stack) return {};
        if (height(stack) == 1) return std::string(side_tokens[std::size_t(top(stack))]);
        std::string text = "[";
        for (int depth = 0; depth < height(stack); ++depth)
            text += side_tokens[std::size_t(piece_at(stack, depth))];
        return text + ']';
    }

    static int colour_of_letter(char letter) {
        for (int colour : {Red, White, Orange})
            if (letter == side_tokens[std::size_t(colour)][0]) return colour;
        return -1;
    }

    static std::string format_position(const State& state) {
        std::array<std::string, Grid::cells> tokens;
        for (int cell = 0; cell < Grid::cells; ++cell)
            tokens[std::size_t(cell)] = token(state.board[std::size_t(cell)]);
        return write_hex_board<Grid>(
                   [&](int cell) { return std::string_view(tokens[std::size_t(cell)]); }) +
               ' ' + (state.side == RedSide ? 'r' : 't') + ' ' +
               std::string(side_tokens[std::size_t(state.team_due)]) + ' ' +
               counter_field(state.quiet_moves);
    }

    // Reads the token at the start of `text` into `stack`: how many characters it used, or 0
    // with `why` set when a bracketed stack is malformed (0 and no reason: no piece there).
    static int read_token(std::string_view text, int cell, Stack& stack, std::string& why) {
        if (text[0] != '[') {
            const int colour = colour_of_letter(text[0]);
            if (colour < 0) return 0;
            stack = single(colour);
            return 1;
        }
        const std::size_t close = text.find(']');
        const std::string where = " at " + Grid::name(cell);
        if (close == std::string_view::npos) {
            why = "the stack '" + std::string(text) + "'" + where + " has no closing ']'";
            return 0;
        }
        const std::string_view pieces = text.substr(1, close - 1);
        const std::string written = "the stack '" + std::string(text.substr(0, close + 1)) + "'";
        if (pieces.size() < 2) {
            why = written + where + " must hold 2 to 12 pieces (a single piece has no brackets)";
            return 0;
        }
        if (pieces.size() > 12) {
            why = written + where + " holds more than 12 pieces";
            return 0;
        }
        stack = 0;
        for (char letter : pieces) {
            const int colour = colour_of_letter(letter);
            if (colour < 0) {
                why = written + where + " holds an unknown piece '" + std::string(1, letter) +
                      "' (pieces are r, w and o)";
                return 0;
            }
            stack = stack ? with_bottom(stack, colour) : single(colour);
        }
        return int(close + 1);
    }

    static Result<State> parse_position(std::string_view text) {
        const auto fields = split_fields(text, 4);
        if (!fields) return fail(fields.error());
        State state;
        std::string piece_error;
        const auto board_error =
            parse_hex_board<Grid>((*fields)[0], [&](std::string_view rest, int cell) {
                if (!piece_error.empty()) return 0;
                return read_token(rest, cell, state.board[std::size_t(cell)], piece_error);
            });
        if (!piece_error.empty()) return fail(piece_error);
        if (board_error) return fail(*board_error);
        const std::string_view side = (*fields)[1];
        if (side != "r" && side != "t")
            return fail("side to move must be 'r' (red) or 't' (the team), not '" +
                        std::string(side) + "'");
        state.side = side == "r" ? RedSide : Team;
        const std::string_view due = (*fields)[2];
        if (due != "w" && due != "o")
            return fail("the team colour due must be 'w' or 'o', not '" + std::string(due) + "'");
        state.team_due = due == "w" ? White : Orange;
        const auto quiet =
            parse_counter_field((*fields)[3], "moves without a capture (0 to 40)", quiet_limit);
        if (!quiet) return fail(quiet.error());
        state.quiet_moves = *quiet;
        settle(state);
        if (const auto why = impossible(state)) return fail(*why);
        return state;
    }

    // Why a position could not arise in play, if it could not (its board indexed).
    static std::optional<std::string> impossible(const State& state) {
        std::array<int, 3> pieces{};
        for (Stack stack : state.board)
            for (int depth = 0; depth < height(stack); ++depth)
                ++pieces[std::size_t(piece_at(stack, depth))];
        for (int colour : {Red, White, Orange})
            if (pieces[std::size_t(colour)] > pieces_per_colour)
                return "more than 4 " + std::string(mover_names[std::size_t(colour)]) +
                       " pieces (" + std::to_string(pieces[std::size_t(colour)]) + ")";
        // The side that moved last tops the stack it moved.
        if (state.side == Team && !state.tops[Red])
            return std::string("red moved last but tops no stack");
        if (state.side == RedSide && !(state.tops[White] | state.tops[Orange]))
            return std::string("the team moved last but tops no stack");
        return std::nullopt;
    }

    // ---- the look ----

    // A stack drawn as its layers, bottom to top, each its colour; its owner is the top's.
    static constexpr std::array<PieceColour, 3> colours{PieceColour::Red, PieceColour::White,
                                                        PieceColour::Orange};
    static void describe_piece(CellView& cell) {
        const std::string_view text = cell.token;
        const std::string_view letters =
            text.size() >= 2 && text.front() == '[' ? text.substr(1, text.size() - 2) : text;
        cell.layers.clear();
        for (auto letter = letters.rbegin(); letter != letters.rend(); ++letter) {
            const int colour = colour_of_letter(*letter);
            if (colour < 0) continue;
            cell.layers.push_back(colours[std::size_t(colour)]);
            cell.owner = colour;
        }
    }
    // One line: the top three pieces, or the top two and the height.
    static constexpr PieceStyle piece_style{colours, 3, false, &describe_piece};

    static BoardView board_view(const State& state) {
        return hex_board_view<Grid>([&](int cell) { return token(state.board[std::size_t(cell)]); },
                                    piece_style);
    }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    static constexpr GameType type{
        .side_names = side_names,
        .position_side_tokens = side_to_move_tokens,
        .options = options,
        .search_nodes_per_ms = 3000,  // measured: bench/ai_bench.sh
        .levels = levels,
        .endgames_within = 6000000,  // boards times counts; sizes: bench/endgame_solve
        .quiet_limit = quiet_limit,
        .hooks = {Hook::quiet_moves, Hook::side_of_mover, Hook::search_key, Hook::explain_illegal,
                  Hook::figures, Hook::standing, Hook::apply_part, Hook::evaluate, Hook::is_capture,
                  Hook::generate_captures, Hook::seats},
    };
};

static_assert(Game<Rematch>);

}  // namespace boardgames
