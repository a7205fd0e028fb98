#pragma once
// The template game (after the Puzzles' nullgame.c): a complete, compiling game that shows
// every hook a game fills, required and optional, so a new game starts as a copy of this file.
// It is not registered for players; the test battery and the session tests play it, so the
// optional hooks below stay exercised.
//
// The game, "Three Colours": a 3x3 board. Red, White and Orange move in turn (red, white,
// red, orange, ...: red against the team, as in ReMATCH). A move puts a piece of the mover's
// colour on an empty square, written `b2-b2` (the shared grammar wants a type character), or
// passes (`pass`); red may never take the centre b2, so red with only b2 left must pass. The
// game ends when the board is full or after two passes in a row: the side with more pieces
// wins, else a draw.
//
// Adding a game, step by step (README's "Adding a game" says the same):
//  1. Write the rulebook docs/rules/NAME.md, each Ruling marked.
//  2. Copy this file to games/NAME.hpp; fill the required hooks (marked REQUIRED) from the
//     rulebook, and the optional ones the rules need (core/game.hpp lists the rules hooks:
//     sides, no_legal_move, search_key, moves_depend_on_history, explain_illegal and
//     apply_part (to draw a capture sequence that must go on); seats.hpp the table's:
//     options, seats, players_choose_first; ai/search.hpp the computer's: evaluate,
//     is_capture, generate_captures, search_nodes_per_ms, and ai/limits.hpp its own levels
//     where the standard five do not grade the play). Geometry (square_grid, hex_grid), notation
//     and move formatting (notation, cell_moves), position strings, counters (move_counter),
//     Zobrist keys and the threefold rule have helpers in core/: use them, never copy
//     between games. The look: each mover's PieceColour, describe_piece and piece_style.
//  3. Put the rulebook in plain text in games/rules/NAME_rules.hpp as rules_text, and its
//     figures (core/figure.hpp: every figure of the original rules and one per Ruling a board
//     can show, some with a tutorial task) in games/rules/NAME_figures.hpp, returned by a
//     `static const std::vector<Figure>& figures()` hook (games/raps.hpp shows it);
//     tests/test_figures.cpp plays them through the rules.
//  4. Add the type to AllGames in play/game_list.hpp (a forward declaration and the tuple)
//     and its header to all_games.hpp.
//  5. Add src/registry/NAME.cpp: the three lines of src/registry/raps.cpp with its name.
//  6. Write tests/test_NAME.cpp: one named test per rule clause on a concrete position, and
//     the rulebook's perft figures. The battery (tests/test_battery.cpp) already runs over it,
//     and tests/test_docs.cpp checks the rules text against the rulebook.

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../core/board_view.hpp"
#include "../core/game.hpp"
#include "../core/notation.hpp"
#include "../core/position_string.hpp"
#include "../core/seats.hpp"
#include "../core/square_grid.hpp"

namespace boardgames {

struct TemplateGame {
    using Grid = SquareGrid<3, 3>;
    enum Mover : int { Red = 0, White = 1, Orange = 2 };
    enum Side : int { RedSide = 0, Team = 1 };

    // REQUIRED: names and texts.
    static constexpr std::string_view name = "template";
    static constexpr std::string_view title = "Three Colours";
    static constexpr std::string_view summary = "the template game: fill a 3x3 board, red v team";
    static constexpr std::string_view rules_text = "Three Colours: the template game.\n";
    // REQUIRED: the movers (G::to_move's index; `show` prints them), their position tokens,
    // and the pieces Set Board offers.
    static constexpr std::array<std::string_view, 3> player_names{"red", "white", "orange"};
    static constexpr std::array<std::string_view, 3> side_tokens{"r", "w", "o"};
    static constexpr std::array<PieceToken, 3> palette{{{"r", Red}, {"w", White}, {"o", Orange}}};

    // OPTIONAL: sides apart from movers (default: one side per mover).
    static constexpr std::array<std::string_view, 2> side_names{"red", "team"};
    static constexpr int side_of_mover(int mover) { return mover == Red ? RedSide : Team; }
    // OPTIONAL: `static constexpr bool plural_side_names = true;` where the side names are
    // plural ("squares", "circles"), so the screen says "circles win", not "circles wins".

    // OPTIONAL: options agreed before a game, and the seats they give (default: a seat per
    // mover). Here, as in ReMATCH: two players (red; the team) or three.
    static constexpr std::array<GameOption, 1> options{
        {{"players", "players at the table: 2 (red v the team) or 3", 2, 3, 2}}};
    static std::vector<Seat> seats(std::span<const int> option_values) {
        if (!option_values.empty() && option_values[0] == 3)
            return {{"red", {Red}}, {"white", {White}}, {"orange", {Orange}}};
        return {{"red", {Red}}, {"team", {White, Orange}}};
    }
    // OPTIONAL: `static constexpr bool players_choose_first = true;` with start_state(mover)
    // where the rules let the players choose who starts (RAPS, Redtangle); not here.
    // OPTIONAL: the controls the UI offers beyond clicks. `pass` is a move here; a game whose
    // moves may wait for "end turn" (jump chains) says `moves_may_wait = true` (games whose
    // pieces turn wait by default).
    static constexpr bool has_passes = true;

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

    // REQUIRED: the start, the mover, keys and the end.
    static State start_state() { return State{}; }
    static int to_move(const State& state) { return state.to_move; }
    static std::string_view mover_name(const State& state) { return player_names[state.to_move]; }
    static std::uint64_t key(const State& state) {
        std::uint64_t key = std::uint64_t(state.to_move) | std::uint64_t(state.team_due) << 2;
        for (int cell = 0; cell < Grid::cells; ++cell)
            key = key * 4 + std::uint64_t(state.board[cell] + 1);
        return key;
    }
    // OPTIONAL: the search's own key where counters change the result (the pass count here).
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

    // REQUIRED: the moves and their effect.
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

    // REQUIRED: notation, clicks, position strings and the board's look.
    static std::string format_move(const Move& move) {
        if (move.cell < 0) return "pass";
        std::string text = Grid::name(move.cell);
        append_hop(text, MoveType::Step, Grid::name(move.cell));
        return text;
    }
    // A placement is one click on its square; a pass has no cells (the UI's "end turn").
    static MoveInput move_input(const State&, const Move& move) {
        if (move.cell < 0) return MoveInput{{}, 1};
        return MoveInput{{move.cell}, 1};
    }
    static std::string format_position(const State& state) {
        return write_square_board<Grid>([&](int cell) {
                   return state.board[cell] < 0 ? std::string_view{}
                                                : side_tokens[std::size_t(state.board[cell])];
               }) +
               ' ' + std::string(side_tokens[state.to_move]) + ' ' +
               std::string(side_tokens[state.team_due]) + ' ' + std::to_string(state.passes);
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
        const auto mover = parse_side_to_move((*fields)[1], side_tokens);
        if (!mover) return fail(mover.error());
        const auto due = parse_side_to_move((*fields)[2], side_tokens);
        if (!due || *due == Red) return fail("the team colour due must be 'w' or 'o'");
        const auto passes = parse_count((*fields)[3], 2);
        if (!passes) return fail("passes must be 0, 1 or 2");
        state.to_move = *mover;
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
};

static_assert(Game<TemplateGame>);

}  // namespace boardgames
