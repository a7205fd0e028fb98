#pragma once
// Toy games for tests of the shared machinery (the search, the optional hooks of core/game.hpp):
// each as small as the rule it exercises, on a row of cells a1, b1, ... so its moves read as
// notation. Variants without a hook show what goes wrong without it.

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/cell_moves.hpp"
#include "boardgames/core/game.hpp"
#include "boardgames/core/game_checks.hpp"
#include "boardgames/core/square_grid.hpp"
#include "boardgames/core/zobrist.hpp"

namespace boardgames::toys {

using Row = SquareGrid<8, 1>;

// A piece moved along the row; `capture` marks it for the search's quiescence.
struct RowMove {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    bool capture = false;
    bool operator==(const RowMove&) const = default;
};

// What the toys share: the parts of the Game interface these tests do not exercise.
template <class StateType>
struct Toy {
    using State = StateType;
    using Move = RowMove;
    using MoveList = StaticList<RowMove, 8>;
    using Grid = Row;

    static constexpr std::string_view title = "Toy";
    static constexpr std::string_view summary = "a game for tests";
    static constexpr std::string_view rules_text = "";
    static constexpr std::array<std::string_view, 2> mover_names{"first", "second"};
    static constexpr std::array<std::string_view, 2> side_tokens{"1", "2"};
    static constexpr std::array<PieceToken, 1> palette{{{"x", 0}}};

    static State start_state(int first = 0) {
        State state;
        state.to_move = first;
        return state;
    }
    static int to_move(const State& state) { return state.to_move; }
    static std::string format_move(const Move& move) {
        return format_from_to<Grid>(move.from, move.capture ? MoveType::Take : MoveType::Step,
                                    move.to);
    }
    static MoveClicks move_clicks(const State&, const Move& move) {
        return from_to_input(move.from, move.to);
    }
    static std::string format_position(const State& state) { return std::to_string(state.to_move); }
    static Result<State> parse_position(std::string_view) { return fail("toys have no positions"); }
    static BoardView board_view(const State&) { return {}; }
    static bool is_capture(const Move& move) { return move.capture; }
    static int evaluate(const State&) { return 0; }
    static constexpr GameType type{
        .hooks = {Hook::players_choose_first, Hook::is_capture, Hook::evaluate}};
};

// A race to cell d1 against a clock of three ticks. The first move to b1 either keeps the clock
// (a1-b1) or spends two ticks (a1Xb1), then every move spends one; the side that reaches d1 wins,
// an expired clock draws. So a1-b1 wins for the first player and a1Xb1 draws, though both reach
// the same position (b1, second to move) as far as repetition goes.
struct ClockState {
    int cell = 0;
    int to_move = 0;
    int clock = 0;  // ticks spent
    bool operator==(const ClockState&) const = default;
};

struct ClockRaceKeyedByPosition : Toy<ClockState> {
    static constexpr std::string_view name = "clock-race";
    static constexpr int goal = 3;
    static constexpr int ticks = 3;

    static std::uint64_t key(const State& state) {
        return std::uint64_t(state.cell) * 2 + std::uint64_t(state.to_move);
    }
    static Outcome decided(const State& state, const PositionHistory&) {
        if (state.cell >= goal) return Outcome::win(1 - state.to_move, "reached d1");
        if (state.clock >= ticks) return Outcome::draw("the clock ran out");
        return Outcome::ongoing();
    }
    // a1-b1 keeps the clock; a1Xb1 (a "capture" only so that the two moves differ) spends two.
    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        const auto from = std::uint8_t(state.cell);
        moves.push_back({from, std::uint8_t(state.cell + 1), false});
        if (state.cell == 0) moves.push_back({from, std::uint8_t(state.cell + 1), true});
    }
    static void apply(State& state, const Move& move) {
        state.clock += state.cell == 0 ? (move.capture ? 2 : 0) : 1;
        state.cell = move.to;
        state.to_move = 1 - state.to_move;
    }
};

// The same game with the search key the rules call for: the clock changes the result.
struct ClockRace : ClockRaceKeyedByPosition {
    static constexpr GameType type{
        .hooks = {Hook::players_choose_first, Hook::is_capture, Hook::evaluate, Hook::search_key}};
    static std::uint64_t search_key(const State& state) {
        return key(state) ^ counter_word(state.clock);
    }
};

// Moves along a small directed graph of cells; no move may recreate an earlier position (cell
// and side to move), as in Táctica; a side without a move loses. From a1 the first player goes
// to b1 or c1, the second from either to d1; from d1 the first player may go back to b1 unless
// that recreates a position (it does after a1-b1), or to e1, from which the second player goes
// to f1, where the first is blocked. So a1-c1 wins (d1-b1 leaves b1 with no move back to d1),
// and a1-b1 loses: d1 is the same position in both, with different moves.
struct GraphState {
    int cell = 0;
    int to_move = 0;
    bool operator==(const GraphState&) const = default;
};

struct NoRepeatWalkUndeclared : Toy<GraphState> {
    static constexpr std::string_view name = "no-repeat-walk";
    static constexpr std::array<std::array<int, 2>, 6> edges{{
        {1, 2},   // a1: b1, c1
        {3, -1},  // b1: d1
        {3, -1},  // c1: d1
        {1, 4},   // d1: b1, e1
        {5, -1},  // e1: f1
        {-1, -1}  // f1: none
    }};

    static std::uint64_t key(const State& state) {
        return std::uint64_t(state.cell) * 2 + std::uint64_t(state.to_move);
    }
    static std::uint64_t key_after(const State& state, int to) {
        return key(State{to, 1 - state.to_move});
    }
    static Outcome decided(const State&, const PositionHistory&) { return Outcome::ongoing(); }
    static void generate(const State& state, const PositionHistory& history, MoveList& moves) {
        for (int to : edges[std::size_t(state.cell)])
            if (to >= 0 && history.occurrences(key_after(state, to)) == 0)
                moves.push_back({std::uint8_t(state.cell), std::uint8_t(to), false});
    }
    static void apply(State& state, const Move& move) {
        state.cell = move.to;
        state.to_move = 1 - state.to_move;
    }
};

struct NoRepeatWalk : NoRepeatWalkUndeclared {
    static constexpr GameType type{.moves_depend_on_history = true,
                                   .hooks = {Hook::players_choose_first, Hook::is_capture,
                                             Hook::evaluate, Hook::explain_illegal}};

    // A move along an edge that recreates an earlier position is refused for that reason.
    static std::string explain_illegal(const State& state, const PositionHistory& history,
                                       std::string_view typed, const std::vector<std::string>&) {
        const std::string_view target = typed.substr(typed.size() >= 2 ? typed.size() - 2 : 0);
        const auto to = Grid::parse(target);
        if (!to) return {};
        for (int edge : edges[std::size_t(state.cell)])
            if (edge == *to && history.occurrences(key_after(state, *to)) > 0)
                return "repeats an earlier position";
        return {};
    }
};

// Red against a team of White and Orange, who move in turn (red, white, orange, red, ...): two
// sides, three movers. Each mover plays a1-b1 (good) or a1-c1 (bad); the team wins when both of
// its colours play good in their first turns, else red wins once both have moved.
struct TeamState {
    int to_move = 1;
    int team_moves = 0;
    int team_good = 0;
    bool operator==(const TeamState&) const = default;
};

struct TeamPlay : Toy<TeamState> {
    static constexpr std::string_view name = "team-play";
    static constexpr std::array<std::string_view, 3> mover_names{"red", "white", "orange"};
    static constexpr std::array<std::string_view, 3> side_tokens{"r", "w", "o"};
    static constexpr std::array<std::string_view, 2> side_names{"red", "the team"};
    static constexpr int side_of_mover(int mover) { return mover == 0 ? 0 : 1; }
    static constexpr std::array<std::string_view, 2> side_to_move_tokens{"r", "t"};
    static constexpr GameType type{.side_names = side_names,
                                   .position_side_tokens = side_to_move_tokens,
                                   .hooks = {Hook::players_choose_first, Hook::is_capture,
                                             Hook::evaluate, Hook::side_of_mover}};

    static std::uint64_t key(const State& state) {
        return std::uint64_t(state.to_move) | std::uint64_t(state.team_moves) << 8 |
               std::uint64_t(state.team_good) << 16;
    }
    static Outcome decided(const State& state, const PositionHistory&) {
        if (state.team_good == 2) return Outcome::win(1, "both team colours played well");
        if (state.team_moves == 2) return Outcome::win(0, "the team slipped");
        return Outcome::ongoing();
    }
    static void generate(const State&, const PositionHistory&, MoveList& moves) {
        moves.push_back({0, 1, false});
        moves.push_back({0, 2, false});
    }
    static void apply(State& state, const Move& move) {
        if (state.to_move != 0) {
            ++state.team_moves;
            state.team_good += move.to == 1;
        }
        state.to_move = (state.to_move + 1) % 3;
    }
};

// The search's horizon. From a1 the first player goes quietly to b1, where the second player
// stands well (+30) with a quiet move, or takes on c1, where the second player takes back to d1
// and the first is blocked: a loss that only the full move list of d1 shows. With captures listed
// alone (HorizonListingCaptures), neither b1's nor d1's empty list of captures is a loss.
struct HorizonState {
    int cell = 0;
    int to_move = 0;
    bool operator==(const HorizonState&) const = default;
};

struct Horizon : Toy<HorizonState> {
    static constexpr std::string_view name = "horizon";
    static constexpr std::array<RowMove, 4> all_moves{{{0, 1, false},   // a1-b1
                                                       {0, 2, true},    // a1Xc1
                                                       {1, 4, false},   // b1-e1
                                                       {2, 3, true}}};  // c1Xd1

    static std::uint64_t key(const State& state) {
        return std::uint64_t(state.cell) * 2 + std::uint64_t(state.to_move);
    }
    static Outcome decided(const State&, const PositionHistory&) { return Outcome::ongoing(); }
    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        for (const RowMove& move : all_moves)
            if (move.from == state.cell) moves.push_back(move);
    }
    static void apply(State& state, const Move& move) {
        state.cell = move.to;
        state.to_move = 1 - state.to_move;
    }
    static int evaluate(const State& state) { return state.cell == 1 ? 30 : 0; }
};

struct HorizonListingCaptures : Horizon {
    static constexpr GameType type{.hooks = {Hook::players_choose_first, Hook::is_capture,
                                             Hook::evaluate, Hook::generate_captures}};
    static void generate_captures(const State& state, const PositionHistory&, MoveList& moves) {
        for (const RowMove& move : all_moves)
            if (move.from == state.cell && move.capture) moves.push_back(move);
    }
};

// A repetition offered. The first player at a1 may go to b1, from where the second player's only
// move is back to a1: after a1-b1 b1-a1 that repeats a1 a third time, a draw. Or he plays on to
// c1, a long walk (a tick a move, so nothing repeats) that the evaluation puts a little below
// level for him (-10). A search that values the draw at 0 takes it; one with a contempt above
// 10 plays on.
struct RepetitionState {
    int cell = 0;
    int to_move = 0;
    int ticks = 0;
    bool operator==(const RepetitionState&) const = default;
};

struct RepetitionOffered : Toy<RepetitionState> {
    static constexpr std::string_view name = "repetition-offered";
    static constexpr int walk_end = 60;

    static std::uint64_t key(const State& state) {
        return std::uint64_t(state.cell) * 2 + std::uint64_t(state.to_move) +
               16 * std::uint64_t(state.ticks);
    }
    static Outcome decided(const State& state, const PositionHistory& history) {
        if (state.ticks >= walk_end) return Outcome::win(0, "walked to the end");
        return threefold_repetition(history, key(state));
    }
    static void generate(const State& state, const PositionHistory&, MoveList& moves) {
        const auto from = std::uint8_t(state.cell);
        if (state.cell == 0) {
            moves.push_back({0, 1, false});  // a1-b1
            moves.push_back({0, 2, false});  // a1-c1
        } else if (state.cell == 1) {
            moves.push_back({1, 0, false});  // b1-a1
        } else {
            moves.push_back({from, std::uint8_t(state.cell == 2 ? 3 : 2), false});  // c1-d1, d1-c1
        }
    }
    static void apply(State& state, const Move& move) {
        if (move.to >= 2) ++state.ticks;
        state.cell = move.to;
        state.to_move = 1 - state.to_move;
    }
    static int evaluate(const State& state) {
        if (state.cell < 2) return 0;
        return state.to_move == 0 ? -10 : 10;
    }
};

// A game whose every move takes, as in Clobber: three takes from any position, twelve plies,
// then a draw; the evaluation varies from position to position. The capture extension would
// search it full width past the horizon.
struct TakesState {
    std::uint64_t path = 0;  // the moves played, mixed
    int ply = 0;
    int to_move = 0;
    bool operator==(const TakesState&) const = default;
};

struct EveryMoveTakes : Toy<TakesState> {
    static constexpr std::string_view name = "every-move-takes";
    static std::uint64_t key(const State& state) { return state.path ^ std::uint64_t(state.ply); }
    static Outcome decided(const State& state, const PositionHistory&) {
        return state.ply >= 12 ? Outcome::draw("twelve plies") : Outcome::ongoing();
    }
    static void generate(const State&, const PositionHistory&, MoveList& moves) {
        for (std::uint8_t to = 1; to <= 3; ++to)
            moves.push_back({0, to, true});
    }
    static void apply(State& state, const Move& move) {
        std::uint64_t mixed = state.path * 4 + move.to;
        state.path = splitmix64(mixed);
        ++state.ply;
        state.to_move = 1 - state.to_move;
    }
    static int evaluate(const State& state) { return int(state.path % 201) - 100; }
};

static_assert(declares_its_hooks<ClockRaceKeyedByPosition>());
static_assert(declares_its_hooks<ClockRace>());
static_assert(declares_its_hooks<NoRepeatWalkUndeclared>());
static_assert(declares_its_hooks<NoRepeatWalk>());
static_assert(declares_its_hooks<TeamPlay>());
static_assert(declares_its_hooks<Horizon>());
static_assert(declares_its_hooks<HorizonListingCaptures>());
static_assert(declares_its_hooks<EveryMoveTakes>());

}  // namespace boardgames::toys
