#pragma once
// Táctica "S": 8x8 board, eight pieces a side (crosses slide like rooks, horses like bishops,
// stars like queens). The piece just moved captures orthogonally, by enclosing lines of enemies
// against a friend or by standing between two enemies; a captured piece turns into a stop
// owned by the capturer, and a stop captured again is released to its first owner. A side
// that cannot move loses; recreating an earlier position is illegal. Spec: rules/tactica.md.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../core/board_view.hpp"
#include "../core/cell_moves.hpp"
#include "../core/game.hpp"
#include "../core/notation.hpp"
#include "../core/position_string.hpp"
#include "../core/seats.hpp"
#include "../core/square_grid.hpp"
#include "../core/zobrist.hpp"
#include "rules/tactica_figures.hpp"
#include "rules/tactica_rules.hpp"

namespace boardgames {

struct Tactica {
    using Grid = SquareGrid<8, 8>;
    enum Mover : int { Black = 0, White = 1 };
    enum Kind : int { Cross = 0, Horse = 1, Star = 2 };

    static constexpr std::string_view name = "tactica";
    static constexpr std::string_view title = "Táctica \"S\"";
    static constexpr std::string_view summary =
        "crosses, horses and stars: enclose or flank to turn pieces into stops, block to win";
    static constexpr std::array<std::string_view, 2> mover_names{"black", "white"};
    static constexpr std::array<std::string_view, 2> side_tokens{"b", "w"};
    static constexpr std::array<char, 3> kind_letter{'C', 'H', 'S'};

    // The agreed move limit: plies of both sides from the game's start; 0 for none.
    static constexpr int most_moves = 9999;
    static constexpr std::array<GameOption, 1> options{
        {{"limit", "move limit (moves of both sides; 0: none)", 0, most_moves, 0, 10}}};
    static void configure(auto& state, std::span<const int> option_values) {
        if (!option_values.empty()) state.limit = option_values[0];
        state.moves = 0;
    }

    // A cell: 0 when empty, else present | stop | kind << 1 | the piece's own side. A stop
    // belongs to the other side than the piece it was (its capturer).
    using Cell = std::uint8_t;
    static constexpr Cell present = 0x80;
    static constexpr Cell stop_bit = 0x08;
    static constexpr Cell piece(int side, int kind) { return Cell(present | kind << 1 | side); }
    static constexpr int side_of(Cell cell) { return cell & 1; }
    static constexpr int kind_of(Cell cell) { return cell >> 1 & 3; }
    static constexpr bool is_stop(Cell cell) { return cell & stop_bit; }
    // Whose friend a cell is: a piece's side, or a stop's capturer; -1 when empty.
    static constexpr int owner_of(Cell cell) {
        return cell ? side_of(cell) ^ int(is_stop(cell) != 0) : -1;
    }

    struct State {
        std::array<Cell, Grid::cells> board{};
        int to_move = Black;
        int limit = 0;  // the agreed move limit, 0 for none
        int moves = 0;  // moves played since the start, counted only under a limit
        std::uint64_t hash = 0;
        bool operator==(const State&) const = default;
    };

    struct Move {
        std::uint8_t from = 0;
        std::uint8_t to = 0;
        std::uint64_t captured = 0;  // the cells the move flips: pieces taken, stops released
        bool operator==(const Move&) const = default;
    };
    // At most 8 active pieces a side: 2 stars x 27 + 4 crosses x 14 + 2 horses x 13 = 136.
    using MoveList = StaticList<Move, 136>;

    static constexpr ZobristTable<Grid::cells, 16> zobrist{0x546163746963ull};
    static constexpr int zobrist_piece(Cell cell) { return cell & 0xF; }

    // ---- the start ----

    static constexpr std::string_view standard_position = "chsccshc/8/8/8/8/8/8/CHSCCSHC b";

    static State start_state() { return parse_position(standard_position).value(); }

    static int to_move(const State& state) { return state.to_move; }
    static std::uint64_t key(const State& state) { return state.hash; }
    // Under a limit the moves left change the result.
    static std::uint64_t search_key(const State& state) {
        return state.limit ? state.hash ^ counter_word(state.limit - state.moves) : state.hash;
    }
    // The stops each side owns: the opposing pieces it has captured.
    static std::array<int, 2> stops_owned(const State& state) {
        std::array<int, 2> stops{};
        for (Cell cell : state.board)
            if (cell && is_stop(cell)) ++stops[std::size_t(owner_of(cell))];
        return stops;
    }

    // The stops each side owns, and under a limit the moves played of it.
    static std::string standing(const State& state) {
        const auto stops = stops_owned(state);
        std::string text = "stops: black " + std::to_string(stops[Black]) + ", white " +
                           std::to_string(stops[White]);
        if (state.limit)
            text += "; move " + std::to_string(state.moves) + " of " + std::to_string(state.limit);
        return text;
    }

    // Only the move limit ends a game before a side is left without a move; a block on the
    // last move still wins.
    static Outcome decided(const State& state, const PositionHistory& history) {
        if (!state.limit || state.moves < state.limit) return Outcome::ongoing();
        MoveList moves;
        generate(state, history, moves);
        if (moves.empty()) return no_legal_move(state, history);
        const auto stops = stops_owned(state);
        if (stops[Black] == stops[White]) return Outcome::draw("move limit: equal stops");
        return Outcome::win(stops[Black] > stops[White] ? Black : White, "move limit: more stops");
    }

    static Outcome no_legal_move(const State& state, const PositionHistory&) {
        MoveList unrestricted;
        generate(state, PositionHistory{}, unrestricted);
        return Outcome::win(1 - state.to_move, unrestricted.empty()
                                                   ? "blocked: no legal move"
                                                   : "every move would repeat a position");
    }

    // ---- moves ----

    static constexpr int first_direction(int kind) { return kind == Horse ? 4 : 0; }
    static constexpr int last_direction(int kind) { return kind == Cross ? 4 : 8; }

    static void generate(const State& state, const PositionHistory& history, MoveList& moves) {
        add_moves<false>(state, history, moves);
    }
    // The captures alone, in generate's order: the search's horizon.
    static void generate_captures(const State& state, const PositionHistory& history,
                                  MoveList& moves) {
        add_moves<true>(state, history, moves);
    }

    template <bool captures_only>
    static void add_moves(const State& state, const PositionHistory& history, MoveList& moves) {
        const int me = state.to_move;
        for (int from = 0; from < Grid::cells; ++from) {
            const Cell mover = state.board[from];
            if (!mover || is_stop(mover) || side_of(mover) != me) continue;
            each_slide(state, from, [&](int to) {
                const Move move{std::uint8_t(from), std::uint8_t(to), captures(state, from, to)};
                if (captures_only && !move.captured) return;
                if (history.size() && history.occurrences(key_after(state, move)) > 0)
                    return;  // it would recreate an earlier position
                moves.push_back(move);
            });
        }
    }

    // Each empty square the piece on `from` can slide to, in its kind's directions, up to the
    // first piece or stop.
    template <class Visit>
    static void each_slide(const State& state, int from, Visit&& visit) {
        const int kind = kind_of(state.board[std::size_t(from)]);
        for (int d = first_direction(kind); d < last_direction(kind); ++d)
            for (int to = Grid::neighbour[from][d]; to >= 0 && !state.board[std::size_t(to)];
                 to = Grid::neighbour[to][d])
                visit(to);
    }

    // What the piece moving from `from` to `to` captures, found on the board right after the
    // move: orthogonal lines of enemies ended by a friend, and enemies on both sides on an axis.
    static std::uint64_t captures(const State& state, int from, int to) {
        const int me = state.to_move;
        const auto owner_after = [&](int cell) {
            return cell == to ? me : cell == from ? -1 : owner_of(state.board[cell]);
        };
        std::uint64_t taken = 0;
        for (int d = 0; d < orthogonal_directions; ++d) {
            std::uint64_t line = 0;
            int at = Grid::neighbour[to][d];
            for (; at >= 0 && owner_after(at) == 1 - me; at = Grid::neighbour[at][d])
                line |= 1ull << at;
            if (line && at >= 0 && owner_after(at) == me) taken |= line;
        }
        for (const auto& [one, other] : {std::pair{North, South}, std::pair{East, West}}) {
            const int a = Grid::neighbour[to][one], b = Grid::neighbour[to][other];
            if (a >= 0 && b >= 0 && owner_after(a) == 1 - me && owner_after(b) == 1 - me)
                taken |= 1ull << a | 1ull << b;
        }
        return taken;
    }

    // The position key after `move`, without playing it.
    static std::uint64_t key_after(const State& state, const Move& move) {
        const Cell mover = state.board[move.from];
        std::uint64_t hash = state.hash ^
                             zobrist.piece[move.from][std::size_t(zobrist_piece(mover))] ^
                             zobrist.piece[move.to][std::size_t(zobrist_piece(mover))];
        for (std::uint64_t rest = move.captured; rest; rest &= rest - 1) {
            const int cell = std::countr_zero(rest);
            const Cell before = state.board[std::size_t(cell)];
            hash ^= zobrist.piece[std::size_t(cell)][std::size_t(zobrist_piece(before))] ^
                    zobrist.piece[std::size_t(cell)][std::size_t(zobrist_piece(before ^ stop_bit))];
        }
        zobrist.pass_turn(hash, state.to_move, 1 - state.to_move);
        return hash;
    }

    static void apply(State& state, const Move& move) {
        const auto put = [&](int cell, Cell value) {
            zobrist.put(state.board, state.hash, cell, value, zobrist_piece);
        };
        const Cell mover = state.board[move.from];
        put(move.from, 0);
        put(move.to, mover);
        // A piece taken turns into a stop of the mover; a stop of the opponent's is released.
        for (std::uint64_t rest = move.captured; rest; rest &= rest - 1) {
            const int cell = std::countr_zero(rest);
            put(cell, Cell(state.board[std::size_t(cell)] ^ stop_bit));
        }
        if (state.limit) ++state.moves;
        zobrist.pass_turn(state.hash, state.to_move, 1 - state.to_move);
        state.to_move = 1 - state.to_move;
    }

    // Why a well-formed move is refused: it would recreate an earlier position.
    static std::string explain_illegal(const State& state, const PositionHistory& history,
                                       std::string_view typed, const std::vector<std::string>&) {
        MoveList unrestricted;
        generate(state, PositionHistory{}, unrestricted);
        std::vector<std::string> texts;
        for (const Move& move : unrestricted)
            texts.push_back(format_move(move));
        if (typed.empty()) {  // the barred moves by name: a player looks for them on the board
            MoveList legal;
            generate(state, history, legal);
            std::vector<std::string> barred;
            for (const Move& move : unrestricted)
                if (std::find(legal.begin(), legal.end(), move) == legal.end())
                    barred.push_back(format_move(move));
            if (barred.empty()) return {};
            std::sort(barred.begin(), barred.end());
            return join_moves(barred) +
                   (barred.size() == 1 ? " is barred: it would" : " are barred: each would") +
                   " repeat an earlier position";
        }
        if (look_up_move(typed, texts).index) return "that move repeats an earlier position";
        return slide_fault(state, split_move(typed));
    }

    // What keeps the typed slide from being one: a stop, a blocked piece, a line its piece
    // cannot take, a piece in the way, a square taken; or empty.
    static std::string slide_fault(const State& state, const MoveParts& parts) {
        const auto from = Grid::parse(parts.squares.front());
        if (!from) return {};
        // A stop: it has no moves, whoever owns it.
        if (is_stop(state.board[*from]))
            return Grid::name(*from) + " is a stop: a captured piece never moves";
        const auto to = parts.squares.size() == 2 ? Grid::parse(parts.squares[1]) : std::nullopt;
        if (!to) return {};
        const Cell mover = state.board[*from];
        if (!mover || side_of(mover) != state.to_move) return {};  // said generically
        int slides = 0;
        each_slide(state, *from, [&](int) { ++slides; });
        if (slides == 0)
            return Grid::name(*from) + " is blocked: every line it may slide along is closed";
        const int kind = kind_of(mover);
        const int direction = Grid::direction_towards(*from, *to);
        if (direction < 0)
            return Grid::name(*from) + " to " + Grid::name(*to) +
                   " is not a straight line: pieces slide along ranks, files and diagonals";
        if (direction < first_direction(kind) || direction >= last_direction(kind))
            return kind == Cross ? "a cross slides along ranks and files, never diagonally"
                                 : "a horse slides along diagonals only";
        for (int at = Grid::neighbour[*from][direction]; at != *to;
             at = Grid::neighbour[at][direction])
            if (state.board[at])
                return Grid::name(at) + " is in the way: a piece never passes over another";
        if (state.board[*to])
            return Grid::name(*to) + " is taken: a piece slides to an empty square";
        return {};
    }

    // ---- for the computer ----

    static bool is_capture(const Move& move) { return move.captured != 0; }

    // The squares a side's active pieces can slide to: its freedom, and the opponent's hope of
    // blocking it.
    static int mobility(const State& state, int side, int& blocked_pieces) {
        int squares = 0;
        blocked_pieces = 0;
        for (int from = 0; from < Grid::cells; ++from) {
            const Cell cell = state.board[from];
            if (!cell || is_stop(cell) || side_of(cell) != side) continue;
            int own = 0;
            each_slide(state, from, [&](int) { ++own; });
            squares += own;
            blocked_pieces += own == 0;
        }
        return squares;
    }

    // Hundredths of a piece for the side to move: stops owned (each capture counts twice, a
    // piece less for one side and a stop more for the other), freedom to move, and pieces that
    // cannot move at all (the blocking win's first step).
    static int evaluate(const State& state) {
        const int me = state.to_move;
        const auto stops = stops_owned(state);
        std::array<int, 2> squares{}, blocked{};
        for (int side : {Black, White})
            squares[std::size_t(side)] = mobility(state, side, blocked[std::size_t(side)]);
        // The search's horizon stops without listing moves: a side without a square to go to
        // is blocked (lost, if it is to move), the repetition bar aside.
        if (squares[std::size_t(me)] == 0) return -900;
        if (squares[std::size_t(1 - me)] == 0) return 900;  // the opponent is all but blocked
        const int you = 1 - me;
        return 10 + 100 * (stops[std::size_t(me)] - stops[std::size_t(you)]) +
               3 * (squares[std::size_t(me)] - squares[std::size_t(you)]) -
               25 * (blocked[std::size_t(me)] - blocked[std::size_t(you)]);
    }

    // ---- notation ----

    static std::string format_move(const Move& move) {
        return format_from_to<Grid>(move.from, move.captured ? MoveType::Take : MoveType::Step,
                                    move.to);
    }
    static MoveClicks move_clicks(const State&, const Move& move) {
        return from_to_input(move.from, move.to);
    }

    // ---- position strings ----

    // A piece's letter: upper case for Black, lower case for White.
    static constexpr char letter_of(int side, int kind) {
        const char letter = kind_letter[std::size_t(kind)];
        return side == Black ? letter : char(letter - 'A' + 'a');
    }

    // "C" a black cross, "s" a white star, "*c" a captured white cross (a stop of Black's).
    static std::string token(Cell cell) {
        if (!cell) return {};
        const char letter = letter_of(side_of(cell), kind_of(cell));
        return is_stop(cell) ? std::string{'*', letter} : std::string(1, letter);
    }

    // The cell a token at the start of text stands for, and its length (0 when none).
    static std::pair<Cell, int> read_token(std::string_view text) {
        const bool stop = !text.empty() && text[0] == '*';
        const std::size_t at = stop ? 1 : 0;
        if (text.size() <= at) return {0, 0};
        for (int kind : {Cross, Horse, Star})
            for (int side : {Black, White}) {
                if (text[at] == letter_of(side, kind))
                    return {Cell(piece(side, kind) | (stop ? stop_bit : 0)), int(at) + 1};
            }
        return {0, 0};
    }

    static std::string format_position(const State& state) {
        std::array<std::string, Grid::cells> tokens;
        for (int cell = 0; cell < Grid::cells; ++cell)
            tokens[std::size_t(cell)] = token(state.board[std::size_t(cell)]);
        std::string text = write_square_board<Grid>(
            [&](int cell) { return std::string_view(tokens[std::size_t(cell)]); });
        text += ' ';
        text += side_tokens[std::size_t(state.to_move)];
        if (state.limit)
            text += ' ' + std::to_string(state.moves) + ' ' + std::to_string(state.limit);
        return text;
    }

    static Result<State> parse_position(std::string_view text) {
        const auto fields = split_fields(text, 2, 4);
        if (!fields) return fail(fields.error());
        State state;
        const auto board_error =
            parse_square_board<Grid>((*fields)[0], [&](std::string_view rest, int cell) {
                const auto [value, length] = read_token(rest);
                state.board[std::size_t(cell)] = value;
                return length;
            });
        if (board_error) return fail(*board_error);
        const auto side = parse_side_to_move((*fields)[1], side_tokens);
        if (!side) return fail(side.error());
        state.to_move = *side;
        if (fields->size() == 4) {
            const auto limit = parse_count((*fields)[3], most_moves);
            if (!limit || *limit < 1)
                return fail("the move limit must be a count from 1 to " +
                            std::to_string(most_moves) + ", not '" + std::string((*fields)[3]) +
                            "'");
            const auto moves = parse_count((*fields)[2], *limit);
            if (!moves)
                return fail("the moves played must be a count no larger than the limit, not '" +
                            std::string((*fields)[2]) + "'");
            state.limit = *limit;
            state.moves = *moves;
        }
        if (const auto why = impossible(state)) return fail(*why);
        zobrist.rehash(state, zobrist_piece);
        return state;
    }

    // Why a board could not come from the pieces of the game, if it could not.
    static std::optional<std::string> impossible(const State& state) {
        constexpr std::array<int, 3> set{4, 2, 2};
        constexpr std::array<std::string_view, 3> kinds{"crosses", "horses", "stars"};
        for (int side : {Black, White}) {
            std::array<int, 3> counts{};
            for (Cell cell : state.board)
                if (cell && side_of(cell) == side) ++counts[std::size_t(kind_of(cell))];
            for (int kind : {Cross, Horse, Star})
                if (counts[std::size_t(kind)] > set[std::size_t(kind)])
                    return std::string(mover_names[std::size_t(side)]) + " has " +
                           std::to_string(counts[std::size_t(kind)]) + " " +
                           std::string(kinds[std::size_t(kind)]) +
                           " (stops included); a side has " +
                           std::to_string(set[std::size_t(kind)]);
        }
        return std::nullopt;
    }

    // ---- drawing and set-up ----

    // A piece: its letter on a block of its side's colour. A stop: `*` and the letter of the
    // piece it was, hatched in that piece's own colour (inert); it counts for its capturer,
    // whose friend it now is (its owner).
    static constexpr std::array<PieceColour, 2> colours{PieceColour::Black, PieceColour::White};
    static void describe_piece(CellView& view) {
        const auto [cell, length] = read_token(view.token);
        if (!cell) return;
        view.owner = owner_of(cell);
        view.inert = is_stop(cell) != 0;
        view.layers = {colours[std::size_t(side_of(cell))]};
        view.glyph = view.token;
    }
    static constexpr PieceStyle piece_style{colours, 2, false, &describe_piece};

    static BoardView board_view(const State& state) {
        return square_board_view<Grid>(
            [&](int cell) { return token(state.board[std::size_t(cell)]); }, piece_style);
    }

    static constexpr std::array<PieceToken, 12> palette{{{"C", Black},
                                                         {"H", Black},
                                                         {"S", Black},
                                                         {"*c", Black},
                                                         {"*h", Black},
                                                         {"*s", Black},
                                                         {"c", White},
                                                         {"h", White},
                                                         {"s", White},
                                                         {"*C", White},
                                                         {"*H", White},
                                                         {"*S", White}}};

    static constexpr std::string_view rules_text = tactica_rules_text;
    static const std::vector<Figure>& figures() { return tactica_figures(); }

    // What the game is beyond its rules: its optional data and hooks (core/game_type.hpp).
    static constexpr GameType type{
        .palette = palette,
        .options = options,
        .won_on_count = true,             // the stops, at the move limit
        .moves_depend_on_history = true,  // no move may recreate an earlier position
        .hooks = {Hook::no_legal_move, Hook::search_key, Hook::explain_illegal, Hook::standing,
                  Hook::figures, Hook::evaluate, Hook::is_capture, Hook::generate_captures,
                  Hook::configure},
    };
};

static_assert(Game<Tactica>);

}  // namespace boardgames
