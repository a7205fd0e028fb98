#pragma once
// Redtangle: 8x8 board, eight square tiles a side, each edge white or black. Step with any
// turn, turn in place, or jump orthogonally over a line of opposing tiles that face the jumper
// with the other colour, in optional chains or off the board. Enter the opposing red zone to
// win. Spec: rules/redtangle.md.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../core/board_view.hpp"
#include "../core/cell_moves.hpp"
#include "../core/game.hpp"
#include "../core/move_counter.hpp"
#include "../core/notation.hpp"
#include "../core/position_string.hpp"
#include "../core/square_grid.hpp"
#include "../core/zobrist.hpp"
#include "rules/redtangle_figures.hpp"
#include "rules/redtangle_rules.hpp"

namespace boardgames {

struct Redtangle {
    using Grid = SquareGrid<8, 8>;
    enum Mover : int { White = 0, Black = 1 };

    static constexpr std::string_view name = "redtangle";
    static constexpr std::string_view title = "Redtangle";
    static constexpr std::string_view summary =
        "8x8 tiles with coloured edges: jump where colours clash, enter the red zone";
    static constexpr std::array<std::string_view, 2> mover_names{"white", "black"};
    static constexpr std::array<std::string_view, 2> side_tokens{"W", "B"};
    static constexpr std::array<char, 2> side_letter{'W', 'B'};

    // A tile's edges, one bit each for north, east, south, west: set when black.
    using Edges = std::uint8_t;
    static constexpr Edges edge_bit(Direction d) { return Edges(1u << d); }
    // Turned a quarter clockwise: the north edge goes east, the west edge comes north.
    static constexpr Edges turned(Edges edges, int quarter_turns) {
        const int k = ((quarter_turns % 4) + 4) % 4;
        return Edges(((edges << k) | (edges >> (4 - k))) & 0xF);
    }
    static constexpr Edges canonical(Edges edges) {  // the smallest rotation: a pattern's name
        Edges best = edges;
        for (int k = 1; k < 4; ++k)
            best = std::min(best, turned(edges, k));
        return best;
    }

    // The set each side owns (rulebook Ruling), by canonical pattern: wwww, bbbb, wbbb x2,
    // wwwb x2, wwbb (adjacent), wbwb (opposite).
    static constexpr std::array<Edges, 8> tile_set{0b0000, 0b1111, 0b1110, 0b1110,
                                                   0b1000, 0b1000, 0b1100, 0b1010};
    static constexpr int set_count(Edges pattern) {
        int count = 0;
        for (Edges e : tile_set)
            count += canonical(e) == canonical(pattern);
        return count;
    }

    // A cell: 0 when empty, else present | side | edges.
    using Cell = std::uint8_t;
    static constexpr Cell present = 0x80;
    static constexpr Cell tile(int side, Edges edges) { return Cell(present | side << 4 | edges); }
    static constexpr int side_of(Cell cell) { return cell >> 4 & 1; }
    static constexpr Edges edges_of(Cell cell) { return cell & 0xF; }

    // Zones: White's c1-f2, Black's c7-f8.
    static constexpr std::uint64_t zone_mask(int mover) {
        std::uint64_t mask = 0;
        const int first_rank = mover == White ? 0 : 6;
        for (int rank = first_rank; rank < first_rank + 2; ++rank)
            for (int file = 2; file <= 5; ++file)
                mask |= 1ull << Grid::index(file, rank);
        return mask;
    }
    static constexpr bool in_zone(int mover, int cell) { return zone_mask(mover) >> cell & 1; }

    static constexpr int stalemate_moves = 40;

    struct State {
        std::array<Cell, Grid::cells> board{};
        int to_move = White;
        MoveCounter quiet_moves;  // consecutive moves without a capture
        std::uint64_t hash = 0;   // the position key, kept up to date by apply
        bool operator==(const State&) const = default;
    };

    enum class Kind : std::uint8_t { Step, Turn, Jump };
    static constexpr int max_hops = 8;  // each hop takes at least one of 8 opposing tiles

    struct Move {
        Kind kind = Kind::Step;
        std::uint8_t from = 0;
        std::uint8_t to = 0;  // the step's square, or the jump's last landing (from if none)
        Edges edges = 0;      // the tile's edges after a step or a turn
        bool turned = false;  // a step or turn that changes the edges (written `=edges`)
        std::uint8_t hops = 0;
        std::int8_t off = -1;  // with a jump: the direction it leaves the board, else -1
        std::array<std::uint8_t, max_hops> landings{};
        std::uint64_t jumped = 0;  // the tiles a jump takes
        bool operator==(const Move&) const = default;
    };
    // Steps: 8 tiles x 8 squares x 4 turns at most; turns: 8 x 3; chains: far fewer than the rest.
    using MoveList = StaticList<Move, 1024>;

    static constexpr ZobristTable<Grid::cells, 32> zobrist{0x5265647461ull};

    // ---- the start ----

    static State standard_state(int first_player = White) {
        State state = parse_position(standard_position).value();
        state.to_move = first_player;
        zobrist.rehash(state, zobrist_piece);
        return state;
    }
    static State start_state(int first_player = White) { return standard_state(first_player); }

    static constexpr std::string_view standard_position =
        "2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/2WwbbbWwwbbWwbwbWwbbb2/"
        "2WwwwbWwwwwWbbbbWwbww2 W 0";

    static int to_move(const State& state) { return state.to_move; }

    static std::uint64_t key(const State& state) { return state.hash; }

    // The moves without a capture change the result only with one tile each (the stalemate
    // rule): with more, the capture that would leave one each resets the count.
    // The count toward the draw, for the solution (Hook::quiet_moves).
    static MoveCounter& quiet_moves(State& state) { return state.quiet_moves; }
    static std::uint64_t search_key(const State& state) {
        const auto counts = tile_counts(state);
        if (counts[White] != 1 || counts[Black] != 1) return state.hash;
        return state.hash ^ counter_word(std::min(state.quiet_moves.moves, stalemate_moves));
    }

    // A tile's row in the Zobrist table: its side and edges.
    static constexpr int zobrist_piece(Cell tile_here) { return tile_here & 0x1F; }

    // The tiles each side has.
    static std::array<int, 2> tile_counts(const State& state) {
        std::array<int, 2> counts{};
        for (Cell cell : state.board)
            if (cell) ++counts[side_of(cell)];
        return counts;
    }

    static int side_in_opposing_zone(const State& state) {
        for (int mover : {White, Black}) {
            std::uint64_t zone = zone_mask(1 - mover);
            for (; zone; zone &= zone - 1) {
                const Cell cell = state.board[std::countr_zero(zone)];
                if (cell && side_of(cell) == mover) return mover;
            }
        }
        return -1;
    }

    // The tiles each side has; with one each, the count toward the stalemate.
    static std::string standing(const State& state) {
        const auto counts = tile_counts(state);
        std::string text = "tiles: white " + std::to_string(counts[White]) + ", black " +
                           std::to_string(counts[Black]);
        if (counts[White] == 1 && counts[Black] == 1)
            text +=
                "; " + counter_text(state.quiet_moves, stalemate_moves, "moves without a capture");
        return text;
    }

    static Outcome decided(const State& state, const PositionHistory& history) {
        if (const int entered = side_in_opposing_zone(state); entered >= 0)
            return Outcome::win(entered, "entered the opposing zone");
        const auto counts = tile_counts(state);
        if (counts[White] == 0 && counts[Black] == 0) return Outcome::draw("no tiles left");
        for (int mover : {White, Black})
            if (counts[mover] == 0) return Outcome::win(1 - mover, "took every tile");
        if (counts[White] == 1 && counts[Black] == 1 && state.quiet_moves.reached(stalemate_moves))
            return Outcome::draw("stalemate: one tile each and 40 moves without a capture");
        return threefold_repetition(history, key(state));
    }

    // ---- moves ----

    // The distinct patterns a tile can show, its own first.
    static int distinct_turns(Edges edges, std::array<Edges, 4>& out) {
        int count = 0;
        for (int k = 0; k < 4; ++k) {
            const Edges e = turned(edges, k);
            if (std::find(out.begin(), out.begin() + count, e) == out.begin() + count)
                out[count++] = e;
        }
        return count;
    }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        const int me = state.to_move;
        for (int from = 0; from < Grid::cells; ++from) {
            const Cell cell = state.board[from];
            if (!cell || side_of(cell) != me) continue;
            std::array<Edges, 4> patterns{};
            const int pattern_count = distinct_turns(edges_of(cell), patterns);
            for (int d = 0; d < all_directions; ++d) {
                const int to = Grid::neighbour[from][d];
                if (to < 0 || state.board[to]) continue;
                if (d >= orthogonal_directions && in_zone(1 - me, to))
                    continue;  // no diagonal entry
                for (int p = 0; p < pattern_count; ++p) {
                    Move step;
                    step.kind = Kind::Step;
                    step.from = std::uint8_t(from);
                    step.to = std::uint8_t(to);
                    step.edges = patterns[p];
                    step.turned = p > 0;
                    moves.push_back(step);
                }
            }
            for (int p = 1; p < pattern_count; ++p) {
                Move turn;
                turn.kind = Kind::Turn;
                turn.from = turn.to = std::uint8_t(from);
                turn.edges = patterns[p];
                turn.turned = true;
                moves.push_back(turn);
            }
            add_jumps(state, from, jump_start(from, cell), moves);
        }
    }

    // The jumps alone: the search's horizon looks at captures only.
    static void generate_captures(const State& state, const PositionHistory&, MoveList& moves) {
        for (int from = 0; from < Grid::cells; ++from) {
            const Cell cell = state.board[from];
            if (cell && side_of(cell) == state.to_move)
                add_jumps(state, from, jump_start(from, cell), moves);
        }
    }

    // A chain not yet begun, from the tile `cell` on `from`.
    static Move jump_start(int from, Cell cell) {
        Move jump;
        jump.kind = Kind::Jump;
        jump.from = jump.to = std::uint8_t(from);
        jump.edges = edges_of(cell);
        return jump;
    }

    // Every continuation of the chain `so_far` (standing on so_far.to), each stop a move.
    static void add_jumps(const State& state, int origin, const Move& so_far, MoveList& moves) {
        const int me = state.to_move;
        const Edges mine = so_far.edges;
        for (int d = 0; d < orthogonal_directions; ++d) {
            const Direction direction = Direction(d);
            const bool my_edge_black = mine & edge_bit(direction);
            std::uint64_t line = 0;
            int at = Grid::neighbour[so_far.to][d];
            bool jumpable = true;
            while (at >= 0 && at != origin && state.board[at] && side_of(state.board[at]) != me) {
                const bool facing_black = edges_of(state.board[at]) & edge_bit(opposite(direction));
                if ((so_far.jumped >> at & 1) || facing_black == my_edge_black) {
                    jumpable = false;  // jumped already, or the facing edges share a colour
                    break;
                }
                line |= 1ull << at;
                at = Grid::neighbour[at][d];
            }
            if (!jumpable || line == 0) continue;
            Move next = so_far;
            next.jumped |= line;
            if (at < 0) {  // the line runs to the edge: off the board, which ends the move
                next.off = std::int8_t(d);
                moves.push_back(next);
                continue;
            }
            if (state.board[at] && at != origin) continue;  // an own tile ends the line
            next.landings[next.hops++] = std::uint8_t(at);
            next.to = std::uint8_t(at);
            moves.push_back(next);
            if (!in_zone(1 - me, at)) add_jumps(state, origin, next, moves);  // a win ends it
        }
    }

    static void apply(State& state, const Move& move) {
        const Cell mover = state.board[move.from];
        const auto put = [&](int cell, Cell value) {
            zobrist.put(state.board, state.hash, cell, value, zobrist_piece);
        };
        switch (move.kind) {
            case Kind::Step:
                put(move.from, 0);
                put(move.to, tile(side_of(mover), move.edges));
                break;
            case Kind::Turn:
                put(move.from, tile(side_of(mover), move.edges));
                break;
            case Kind::Jump:
                for (std::uint64_t rest = move.jumped; rest; rest &= rest - 1)
                    put(std::countr_zero(rest), 0);
                put(move.from, 0);
                if (move.off < 0) put(move.to, mover);
                break;
        }
        state.quiet_moves.count(move.kind == Kind::Jump);
        zobrist.pass_turn(state.hash, state.to_move, 1 - state.to_move);
        state.to_move = 1 - state.to_move;
    }

    // ---- why a move is illegal ----

    // The rule a well-formed move breaks, in the rules' words (a step onto a tile, a diagonal
    // entry into the zone, a jump over a tile that faces the jumper with the same colour...),
    // or empty to let the generic explanation name the legal moves of its square.
    static std::string explain_illegal(const State& state, const PositionHistory&,
                                       std::string_view typed, const std::vector<std::string>&) {
        const MoveParts parts = split_move(typed);
        const std::vector<std::string_view>& squares = parts.squares;
        std::optional<Edges> pattern;
        if (!parts.orientation.empty() || typed.find('=') != std::string_view::npos) {
            pattern = read_pattern(parts.orientation);
            if (!pattern) return {};
        }
        const bool jumps = parts.jumps;
        const auto from = squares.empty() ? std::nullopt : Grid::parse(squares[0]);
        if (!from) return {};
        const Cell mover = state.board[*from];
        if (!mover || side_of(mover) != state.to_move) return {};  // said generically
        const std::string name = Grid::name(*from);
        const Edges edges = edges_of(mover);
        if (pattern && canonical(*pattern) != canonical(edges))
            return pattern_text(*pattern) + " is not a turn of " + name + "'s tile (" +
                   pattern_text(edges) + ")";
        if (squares.size() == 1) {
            if (pattern && *pattern == edges)
                return name + "'s tile already shows " + pattern_text(edges) +
                       ": a turn must change its pattern";
            return {};
        }
        const auto first = Grid::parse(squares[1]);
        if (squares.size() == 2 && first && !jumps && Grid::adjacent(*from, *first)) {
            const int direction = Grid::direction_towards(*from, *first);
            if (state.board[*first])
                return Grid::name(*first) + " is taken: a tile steps onto an empty square";
            if (direction >= orthogonal_directions && in_zone(1 - state.to_move, *first))
                return "a tile enters the opposing zone straight forward or sideways, never "
                       "diagonally";
            return {};
        }
        return chain_fault(state, *from, edges, squares, pattern.has_value());
    }

    // What breaks a chain of jumps from `from`: each hop over a line of opposing tiles, none
    // of them jumped before, landing on the board or off it at the end; or empty.
    static std::string chain_fault(const State& state, int from, Edges edges,
                                   const std::vector<std::string_view>& squares, bool turns) {
        std::uint64_t jumped = 0;
        int at = from;
        for (std::size_t hop = 1; hop < squares.size(); ++hop) {
            if (in_zone(1 - state.to_move, at) && at != from)
                return "a jump that lands in the opposing zone wins at once and ends the move";
            const std::string_view target = squares[hop];
            int direction = -1;
            std::optional<int> landing;
            if (target.substr(0, 3) == "off") {
                if (target.size() != 4) return {};
                for (int d = 0; d < orthogonal_directions; ++d)
                    if (orthogonal_direction_letter[std::size_t(d)] == target[3]) direction = d;
                if (direction < 0) return {};
            } else {
                landing = Grid::parse(target);
                if (!landing || *landing == at) return {};
                direction = Grid::direction_towards(at, *landing);
                if (direction < 0 || direction >= orthogonal_directions)
                    return Grid::name(at) + " to " + Grid::name(*landing) +
                           " is no jump: a tile jumps north, east, south or west";
            }
            const std::string why =
                hop_fault(state, from, edges, at, Direction(direction), landing, jumped);
            if (!why.empty()) return why;
            if (!landing) {
                if (hop + 1 < squares.size()) return "a jump off the board ends the move";
                break;
            }
            at = *landing;
        }
        if (turns) return "a tile cannot turn while it jumps";
        return {};
    }

    // What stops the hop from `at` in `direction` over opposing tiles to `landing` (off the
    // board when none), or empty.
    static std::string hop_fault(const State& state, int origin, Edges jumper, int at,
                                 Direction direction, std::optional<int> landing,
                                 std::uint64_t& jumped) {
        const bool jumper_black = jumper & edge_bit(direction);
        int over = 0;
        for (int cell = Grid::neighbour[at][direction];; cell = Grid::neighbour[cell][direction]) {
            if (cell < 0) {
                if (landing) return {};  // past the landing: not this hop
                return over == 0 ? "there is no tile to jump off the board over" : std::string{};
            }
            if (landing && cell == *landing) {
                if (over == 0)  // a hop to the next square: a jump lands beyond what it jumps
                    return state.board[cell] && cell != origin
                               ? Grid::name(cell) + " is next to " + Grid::name(at) +
                                     ": a jump lands on the empty square beyond the tiles it "
                                     "jumps"
                               : std::string{};
                if (state.board[cell] && cell != origin)
                    return Grid::name(cell) +
                           " is taken: a jump lands on the empty square just beyond the line";
                return {};
            }
            const std::string name = Grid::name(cell);
            const Cell here = cell == origin ? Cell(0) : state.board[cell];
            if (!here)
                return over == 0 ? "there is no tile next to " + Grid::name(at) + " to jump"
                                 : name + " is empty: a jump goes over an unbroken line of tiles";
            if (side_of(here) == state.to_move)
                return name + " is your own tile: a tile jumps only opposing tiles";
            if (jumped >> cell & 1) return name + " was jumped already: a tile is jumped once";
            const bool facing_black = edges_of(here) & edge_bit(opposite(direction));
            if (facing_black == jumper_black)
                return name + " faces the jumper with the same colour (" +
                       (jumper_black ? "black" : "white") + "): it cannot be jumped";
            jumped |= 1ull << cell;
            ++over;
        }
    }

    // Four edge letters (w or b) as a pattern.
    static std::optional<Edges> read_pattern(std::string_view text) {
        if (text.size() != 4) return std::nullopt;
        Edges edges = 0;
        for (int d = 0; d < 4; ++d) {
            if (text[std::size_t(d)] == 'b')
                edges |= edge_bit(Direction(d));
            else if (text[std::size_t(d)] != 'w')
                return std::nullopt;
        }
        return edges;
    }

    // ---- for the computer ----

    static bool is_capture(const Move& move) { return move.kind == Kind::Jump; }

    // Hundredths of a tile for the side to move: tiles and how far each has come towards the
    // opposing zone. A tile that can step into the zone now (straight or sideways onto an empty
    // zone square) wins if it is its side's move, and is a threat to parry otherwise.
    static int evaluate(const State& state) {
        int score = 8;
        for (int cell = 0; cell < Grid::cells; ++cell) {
            const Cell tile_here = state.board[cell];
            if (!tile_here) continue;
            const int mover = side_of(tile_here);
            const int rank = Grid::rank_of(cell);
            const int progress = mover == White ? rank : Grid::ranks - 1 - rank;
            int value = 100 + progress * progress * 3;
            for (Direction d : {mover == White ? North : South, East, West}) {
                const int next = Grid::neighbour[cell][d];
                if (next < 0 || state.board[next] || !in_zone(1 - mover, next)) continue;
                if (mover == state.to_move) return 900;
                value += 80;
            }
            score += mover == state.to_move ? value : -value;
        }
        return score;
    }

    // ---- notation ----

    static std::string pattern_text(Edges edges) {
        std::string text;
        for (int d = 0; d < 4; ++d)
            text += (edges >> d & 1) ? 'b' : 'w';
        return text;
    }

    static std::span<const std::uint8_t> landing_cells(const Move& move) {
        return {move.landings.data(), move.hops};
    }

    static std::string format_move(const Move& move) {
        if (move.kind == Kind::Jump) {
            std::string text =
                format_landings<Grid>(move.from, MoveType::Take, landing_cells(move));
            if (move.off >= 0) {
                append_hop(text, MoveType::Take, "off");
                text += orthogonal_direction_letter[move.off];
            }
            return text;
        }
        std::string text = move.kind == Kind::Step
                               ? format_from_to<Grid>(move.from, MoveType::Step, move.to)
                               : Grid::name(move.from);
        if (move.turned) text += "=" + pattern_text(move.edges);
        return text;
    }

    static MoveClicks move_clicks(const State& state, const Move& move) {
        if (move.kind == Kind::Jump) {
            MoveClicks input = landings_input(move.from, landing_cells(move));
            // Leaving the board is clicked on the last opposing tile before the edge.
            if (move.off >= 0) input.cells.push_back(last_jumped_before_edge(move));
            return input;
        }
        MoveClicks input = move.kind == Kind::Step ? from_to_input(move.from, move.to)
                                                   : MoveClicks{{move.from}, 1};
        const Edges original = edges_of(state.board[move.from]);
        input.turn_mask = 0;
        for (int k = 0; k < 4; ++k)
            if (turned(original, k) == move.edges && !(move.kind == Kind::Turn && k == 0))
                input.turn_mask |= 1u << k;
        return input;
    }

    static int last_jumped_before_edge(const Move& move) {
        int at = move.to;
        int last = at;
        while ((at = Grid::neighbour[at][move.off]) >= 0)
            last = at;
        return last;
    }

    // ---- position strings ----

    static std::string token(Cell cell) {
        if (!cell) return {};
        return std::string(1, side_letter[side_of(cell)]) + pattern_text(edges_of(cell));
    }

    static std::string format_position(const State& state) {
        std::array<std::string, Grid::cells> tokens;
        for (int cell = 0; cell < Grid::cells; ++cell)
            tokens[cell] = token(state.board[cell]);
        std::string text =
            write_square_board<Grid>([&](int cell) { return std::string_view(tokens[cell]); });
        return text + ' ' + std::string(side_tokens[state.to_move]) + ' ' +
               counter_field(state.quiet_moves);
    }

    // A tile token at the start of text ("Wwbbb"): its cell value, or 0.
    static Cell read_tile(std::string_view text) {
        if (text.size() < 5 || (text[0] != 'W' && text[0] != 'B')) return 0;
        Edges edges = 0;
        for (int d = 0; d < 4; ++d) {
            if (text[1 + d] == 'b')
                edges |= Edges(1u << d);
            else if (text[1 + d] != 'w')
                return 0;
        }
        return tile(text[0] == 'W' ? White : Black, edges);
    }

    static Result<State> parse_position(std::string_view text) {
        const auto fields = split_fields(text, 3);
        if (!fields) return fail(fields.error());
        State state;
        const auto board_error =
            parse_square_board<Grid>((*fields)[0], [&](std::string_view rest, int cell) {
                state.board[cell] = read_tile(rest);
                return state.board[cell] ? 5 : 0;
            });
        if (board_error) return fail(*board_error);
        const auto side = parse_side_to_move((*fields)[1], side_tokens);
        if (!side) return fail(side.error());
        state.to_move = *side;
        const auto quiet = parse_counter_field((*fields)[2], "moves without a capture");
        if (!quiet) return fail(quiet.error());
        state.quiet_moves = *quiet;
        if (const auto why = impossible(state)) return fail(*why);
        zobrist.rehash(state, zobrist_piece);
        return state;
    }

    // Why a position could not arise in play, if it could not.
    static std::optional<std::string> impossible(const State& state) {
        for (int mover : {White, Black}) {
            std::array<int, 16> counts{};
            for (Cell cell : state.board)
                if (cell && side_of(cell) == mover) ++counts[canonical(edges_of(cell))];
            for (Edges pattern = 0; pattern < 16; ++pattern)
                if (counts[pattern] > set_count(pattern))
                    return std::string(mover_names[mover]) + " has " +
                           std::to_string(counts[pattern]) + " tiles of pattern " +
                           pattern_text(pattern) + ", the set has " +
                           std::to_string(set_count(pattern));
        }
        const int mover = state.to_move;
        std::uint64_t zone = zone_mask(1 - mover);
        for (; zone; zone &= zone - 1) {
            const Cell cell = state.board[std::countr_zero(zone)];
            if (cell && side_of(cell) == mover)
                return std::string(mover_names[mover]) +
                       " is to move but already stands in the opposing zone";
        }
        return std::nullopt;
    }

    // ---- drawing and set-up ----

    // A tile: its side's letter on a piece of its side's colour, each edge white or black.
    static constexpr std::array<PieceColour, 2> colours{PieceColour::White, PieceColour::Black};
    static constexpr PieceColour edge_colour(Edges edges, int d) {
        return edges >> d & 1 ? PieceColour::Black : PieceColour::White;
    }
    static void describe_piece(CellView& view) {
        const Cell cell = read_tile(view.token);
        if (!cell) return;
        view.owner = side_of(cell);
        view.layers = {colours[std::size_t(view.owner)]};
        view.glyph = std::string(1, side_letter[std::size_t(view.owner)]);
        for (int d = 0; d < 4; ++d)
            view.edges[std::size_t(d)] = edge_colour(edges_of(cell), d);
    }
    // One line: the side letter and the four edges ("Wwbbb").
    static constexpr PieceStyle piece_style{colours, 5, true, &describe_piece};

    static BoardView board_view(const State& state) {
        BoardView view = square_board_view<Grid>([&](int cell) { return token(state.board[cell]); },
                                                 piece_style);
        for (CellView& cell : view.cells)
            for (int mover : {White, Black})
                if (in_zone(mover, cell.cell)) cell.zone = mover;
        return view;
    }

    // Each side's six patterns, as Set Board offers them.
    // clang-format off
    static constexpr std::array<PieceToken, 12> palette{{
        {"Wwwww", White}, {"Wbbbb", White}, {"Wwbbb", White}, {"Wwwwb", White}, {"Wwwbb", White},
        {"Wwbwb", White}, {"Bwwww", Black}, {"Bbbbb", Black}, {"Bwbbb", Black}, {"Bwwwb", Black},
        {"Bwwbb", Black}, {"Bwbwb", Black}}};
    // clang-format on

    // The piece token turned a quarter clockwise per turn (Set Board and the arrangement).
    static std::string turn_token(std::string_view token, int quarter_turns) {
        const Cell cell = read_tile(token);
        if (!cell) return std::string(token);
        return Redtangle::token(tile(side_of(cell), turned(edges_of(cell), quarter_turns)));
    }

    // Before the first move each player arranges its tiles inside its own zone.
    static std::vector<int> arrangement_cells(int mover) {
        std::vector<int> cells;
        for (std::uint64_t zone = zone_mask(mover); zone; zone &= zone - 1)
            cells.push_back(std::countr_zero(zone));
        return cells;
    }
    // The arrangement for `mover`: standard when seed is 0, else random from the seed.
    static void arrange(State& state, int mover, std::uint64_t seed) {
        if (seed == 0) {
            const State standard = standard_state();
            for (int cell : arrangement_cells(mover))
                state.board[cell] = standard.board[cell];
        } else {
            std::mt19937_64 random(seed);
            arrange_random(state, mover, random);
        }
        zobrist.rehash(state, zobrist_piece);
    }
    static void arrange_random(State& state, int mover, std::mt19937_64& random) {
        std::vector<Cell> tiles;
        for (Edges edges : tile_set)
            tiles.push_back(tile(mover, edges));
        std::shuffle(tiles.begin(), tiles.end(), random);
        const std::vector<int> cells = arrangement_cells(mover);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int quarter_turns = int(random() % 4);
            state.board[cells[i]] = tile(mover, turned(edges_of(tiles[i]), quarter_turns));
        }
    }

    static constexpr std::string_view rules_text = redtangle_rules_text;
    static const std::vector<Figure>& figures() { return redtangle_figures(); }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    static constexpr GameType type{
        .palette = palette,
        .moves_may_wait = true,       // a stepped tile may still turn
        .search_nodes_per_ms = 2200,  // measured: bench/ai_bench.sh
        .endgames_within = 6000000,   // boards times counts; sizes: bench/endgame_solve
        .quiet_limit = stalemate_moves,
        .hooks = {Hook::quiet_moves, Hook::search_key, Hook::explain_illegal, Hook::figures,
                  Hook::evaluate, Hook::standing, Hook::is_capture, Hook::generate_captures,
                  Hook::players_choose_first,  // "unless the players choose Black"
                  Hook::turn_token, Hook::arrangement},
    };
};

static_assert(Game<Redtangle>);

}  // namespace boardgames
