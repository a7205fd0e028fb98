#pragma once
// The template game (after the Puzzles' nullgame.c): the simplest complete game, compiled and
// tested (tests/test_template.cpp) but not registered for players. A new game starts as a copy
// of this file; docs/adding_a_game.md gives the steps.
//
// The game is noughts and crosses: a 3x3 board; X moves first; a move puts the mover's mark on
// an empty square, written `b2-b2` (the shared notation wants a source, a type and a
// destination); three in a row, a column or a diagonal wins; a full board without one draws.
//
// What a game must write is below, nothing more. What else it may declare (sides apart from
// movers, options, passes, an evaluation for the computer, figures, ...) is listed with each
// default in core/game_type.hpp: write the hook and name it in `type.hooks`, and the compiler
// checks that the two agree (core/game_checks.hpp). A game whose moves go from one cell to
// another (Move with from, to and a MoveType `type`: `a2-a3`, `b4Xc5`) need not write
// format_move nor move_clicks: the core derives them, and is_capture, from the move's type.

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/game.hpp"
#include "../core/mover_board.hpp"
#include "../core/notation.hpp"
#include "../core/square_grid.hpp"

namespace boardgames {

struct TemplateGame {
    using Grid = SquareGrid<3, 3>;
    enum Mover : int { Crosses = 0, Noughts = 1 };

    // Names and texts: the command line's name, the title, `list`'s line and `rules` (a real
    // game keeps its rules text in games/rules/NAME_rules.hpp, from docs/rules/NAME.md).
    static constexpr std::string_view name = "template";
    static constexpr std::string_view title = "Noughts and Crosses";
    static constexpr std::string_view summary = "the template game: three in a row on 3x3";
    static constexpr std::string_view rules_text =
        "Noughts and Crosses: X moves first; put your mark on an empty square; three in a row\n"
        "wins; a full board without one is a draw.\n";
    // The movers (to_move's index), their position-string tokens and their colours.
    static constexpr std::array<std::string_view, 2> mover_names{"crosses", "noughts"};
    static constexpr std::array<std::string_view, 2> side_tokens{"X", "O"};
    static constexpr std::array<PieceColour, 2> colours{PieceColour::White, PieceColour::Black};

    struct State {
        std::array<std::uint16_t, 2> marks{};  // a bit per cell, per mover
        int to_move = Crosses;
        bool operator==(const State&) const = default;
    };
    struct Move {
        std::uint8_t cell = 0;
        bool operator==(const Move&) const = default;
    };
    using MoveList = StaticList<Move, Grid::cells>;

    static State start_state() { return State{}; }
    static int to_move(const State& state) { return state.to_move; }
    static std::uint64_t key(const State& state) {
        return std::uint64_t{state.marks[0]} | std::uint64_t{state.marks[1]} << 9 |
               std::uint64_t(state.to_move) << 18;
    }

    static constexpr std::array<std::uint16_t, 8> lines{0007, 0070, 0700, 0111,
                                                        0222, 0444, 0421, 0124};
    static Outcome decided(const State& state, const PositionHistory&) {
        for (int mover : {Crosses, Noughts})
            for (std::uint16_t line : lines)
                if ((state.marks[std::size_t(mover)] & line) == line)
                    return Outcome::win(mover, "three in a row");
        if ((state.marks[0] | state.marks[1]) == 0777) return Outcome::draw("the board is full");
        return Outcome::ongoing();
    }

    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        const unsigned taken = state.marks[0] | state.marks[1];
        for (int cell = 0; cell < Grid::cells; ++cell)
            if (!(taken >> cell & 1)) moves.push_back({std::uint8_t(cell)});
    }
    static void apply(State& state, const Move& move) {
        state.marks[std::size_t(state.to_move)] |= std::uint16_t(1u << move.cell);
        state.to_move = 1 - state.to_move;
    }

    // A placement is written `b2-b2` and entered by one click on its square.
    static std::string format_move(const Move& move) {
        std::string text = Grid::name(move.cell);
        append_hop(text, MoveType::Step, Grid::name(move.cell));
        return text;
    }
    static MoveClicks move_clicks(const State&, const Move& move) {
        return MoveClicks{{move.cell}, 1};
    }

    // Position strings (`X2/1O1/3 X`) and the board's look: one mark per cell, so the core's
    // MoverBoard writes, reads and draws them.
    using Board = MoverBoard<TemplateGame>;
    static std::string format_position(const State& state) {
        return Board::format([&](int cell) { return bitboard_owner(state.marks, cell); },
                             state.to_move);
    }
    static Result<State> parse_position(std::string_view text) {
        State state;
        const auto mover = Board::parse(text, [&](int cell, int mark) {
            state.marks[std::size_t(mark)] |= std::uint16_t(1u << cell);
        });
        if (!mover) return fail(mover.error());
        state.to_move = *mover;
        const int crosses = std::popcount(state.marks[Crosses]);
        const int noughts = std::popcount(state.marks[Noughts]);
        if (crosses - noughts != (*mover == Crosses ? 0 : 1))
            return fail(
                "X moves first and the players alternate: this count of marks cannot "
                "have the side to move it names");
        return state;
    }
    static BoardView board_view(const State& state) {
        return Board::view([&](int cell) { return bitboard_owner(state.marks, cell); });
    }

    // Nothing optional: every default of core/game_type.hpp fits.
    static constexpr GameType type{};
};

}  // namespace boardgames
