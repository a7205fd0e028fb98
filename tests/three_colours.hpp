#pragma once
// Three Colours, a game for the tests: three movers, two sides (red; the team), seats by
// option, passes and a search key with a counter, so the optional hooks the five games fill
// stay exercised by the battery, the session tests and the program built with it registered
// (tests/template_registry.cpp). A 3x3 board; red, white and orange move in turn (red, white,
// red, orange, ...: red against the team, as in ReMATCH). A move puts a piece of the mover's
// colour on an empty square, written `b2-b2` (the shared grammar wants a type character), or
// passes (`pass`); red may never take the centre b2, so red with only b2 left must pass. The
// game ends when the board is full or after two passes in a row: the side with more pieces
// wins, else a draw.

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/board_view.hpp"
#include "boardgames/core/game.hpp"
#include "boardgames/core/game_checks.hpp"
#include "boardgames/core/notation.hpp"
#include "boardgames/core/position_string.hpp"
#include "boardgames/core/seats.hpp"
#include "boardgames/core/square_grid.hpp"

namespace boardgames {

struct ThreeColours {
    using Grid = SquareGrid<3, 3>;
    enum Mover : int { Red = 0, White = 1, Orange = 2 };
    enum Side : int { RedSide = 0, Team = 1 };

    // names and texts.
    static constexpr std::string_view name = "colours";
    static constexpr std::string_view title = "Three Colours";
    static constexpr std::string_view summary =
        "a game for the tests: fill a 3x3 board, red v team";
    static constexpr std::string_view rules_text = "Three Colours: a game for the tests.\n";
    // The movers (G::to_move's index; `show` prints them) and their position tokens.
    static constexpr std::array<std::string_view, 3> mover_names{"red", "white", "orange"};
    static constexpr std::array<std::string_view, 3> side_tokens{"r", "w", "o"};

    // sides apart from movers (default: one side per mover).
    static constexpr std::array<std::string_view, 2> side_names{"red", "team"};
    // A position names the side to move, red or the team (`r`, `t`), then the team colour due.
    static constexpr std::array<std::string_view, 2> side_to_move_tokens{"r", "t"};
    static constexpr int side_of_mover(int mover) { return mover == Red ? RedSide : Team; }

    // options agreed before a game, and the seats they give (default: a seat per
    // mover). Here, as in ReMATCH: two players (red; the team) or three.
    static constexpr std::array<GameOption, 1> options{
        {{"players", "players at the table: 2 (red v the team) or 3", 2, 3, 2}}};
    static std::vector<Seat> seats(std::span<const int> option_values) {
        if (!option_values.empty() && option_values[0] == 3)
            return {{"red", {Red}}, {"white", {White}}, {"orange", {Orange}}};
        return {{"red", {Red}}, {"team", {White, Orange}}};
    }

    struct State {
        std::array<std::int8_t, Grid::cells> board{-1, -1, -1, -1, -1, -1, -1, -1, -1};
        int to_move = Red;
        int team_due = White;  // the team colour that moves at the team's next turn
        int passes = 0;        // passes in a row
        bool operator==(const State&) const = default;
    };
    struct Move {
        std::int8_t cell = -1;  // -1: pass
        bool operator==(const Move&) const = default;
    };
    using MoveList = StaticList<Move, Grid::cells + 1>;

    // the start, the mover, keys and the end.
    static State start_state() { return State{}; }
    static int to_move(const State& state) { return state.to_move; }
    static std::uint64_t key(const State& state) {
        std::uint64_t key = std::uint64_t(state.to_move) | std::uint64_t(state.team_due) << 2;
        for (int cell = 0; cell < Grid::cells; ++cell)
            key = key * 4 + std::uint64_t(state.board[cell] + 1);
        return key;
    }
    // the search's own key where counters change the result (the pass count here).
    static std::uint64_t search_key(const State& state) {
        return key(state) * 3 + std::uint64_t(state.passes);
    }
    static Outcome decided(const State& state, const PositionHistory&) {
        int empty = 0;
        std::array<int, 2> pieces{};
        for (std::int8_t piece : state.board) {
            if (piece < 0)
                ++empty;
            else
                ++pieces[std::size_t(side_of_mover(piece))];
        }
        if (empty > 0 && state.passes < 2) return Outcome::ongoing();
        const char* why = empty == 0 ? "the board is full" : "two passes";
        if (pieces[0] == pieces[1]) return Outcome::draw(why);
        return Outcome::win(pieces[0] > pieces[1] ? RedSide : Team, why);
    }

    // the moves and their effect.
    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        constexpr int centre = Grid::index(1, 1);
        for (int cell = 0; cell < Grid::cells; ++cell)
            if (state.board[cell] < 0 && !(cell == centre && state.to_move == Red))
                moves.push_back({std::int8_t(cell)});
        moves.push_back({});  // passing is always allowed
    }
    static void apply(State& state, const Move& move) {
        if (move.cell >= 0) state.board[move.cell] = std::int8_t(state.to_move);
        state.passes = move.cell < 0 ? state.passes + 1 : 0;
        if (state.to_move == Red) {
            state.to_move = state.team_due;
        } else {
            state.team_due = state.to_move == White ? Orange : White;
            state.to_move = Red;
        }
    }

    // notation, clicks, position strings and the board's look.
    static std::string format_move(const Move& move) {
        if (move.cell < 0) return "pass";
        std::string text = Grid::name(move.cell);
        append_hop(text, MoveType::Step, Grid::name(move.cell));
        return text;
    }
    // A placement is one click on its square; a pass has no cells (the UI's "end turn").
    static MoveClicks move_clicks(const State&, const Move& move) {
        if (move.cell < 0) return MoveClicks{{}, 1};
        return MoveClicks{{move.cell}, 1};
    }
    static std::string format_position(const State& state) {
        return write_square_board<Grid>([&](int cell) {
                   return state.board[cell] < 0 ? std::string_view{}
                                                : side_tokens[std::size_t(state.board[cell])];
               }) +
               ' ' + std::string(side_to_move_tokens[std::size_t(side_of_mover(state.to_move))]) +
               ' ' + std::string(side_tokens[state.team_due]) + ' ' + std::to_string(state.passes);
    }
    static Result<State> parse_position(std::string_view text) {
        const auto fields = split_fields(text, 4);
        if (!fields) return fail(fields.error());
        State state;
        const auto board_error =
            parse_square_board<Grid>((*fields)[0], [&](std::string_view rest, int cell) {
                for (int mover : {Red, White, Orange})
                    if (rest[0] == side_tokens[std::size_t(mover)][0]) {
                        state.board[cell] = std::int8_t(mover);
                        return 1;
                    }
                return 0;
            });
        if (board_error) return fail(*board_error);
        const auto side = parse_side_to_move((*fields)[1], side_to_move_tokens);
        if (!side) return fail(side.error());
        const auto due = parse_side_to_move((*fields)[2], side_tokens);
        if (!due || *due == Red) return fail("the team colour due must be 'w' or 'o'");
        const auto passes = parse_count((*fields)[3], 2);
        if (!passes) return fail("passes must be 0, 1 or 2");
        state.to_move = *side == RedSide ? Red : *due;  // the team's colour due moves
        state.team_due = *due;
        state.passes = *passes;
        return state;
    }
    // Each mover's colour, and how a cell with a token looks (owner, layers, glyph, edges).
    static constexpr std::array<PieceColour, 3> colours{PieceColour::Red, PieceColour::White,
                                                        PieceColour::Orange};
    static void describe_piece(CellView& cell) {
        for (int mover : {Red, White, Orange})
            if (cell.token == side_tokens[std::size_t(mover)]) {
                cell.owner = mover;
                cell.layers = {colours[std::size_t(mover)]};
            }
    }
    static constexpr PieceStyle piece_style{colours, 1, false, &describe_piece};
    static BoardView board_view(const State& state) {
        return square_board_view<Grid>(
            [&](int cell) {
                return state.board[cell] < 0 ? std::string_view{}
                                             : side_tokens[std::size_t(state.board[cell])];
            },
            piece_style);
    }

    static constexpr GameType type{
        .side_names = side_names,
        .position_side_tokens = side_to_move_tokens,
        .options = options,
        .has_passes = true,
        .hooks = {Hook::side_of_mover, Hook::search_key, Hook::seats},
    };
};

static_assert(declares_its_hooks<ThreeColours>());

}  // namespace boardgames
