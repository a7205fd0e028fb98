#pragma once
// The compile-time check that a game's declared hooks (GameType::hooks) are the hooks it
// writes: a hook listed but missing, misspelled or of the wrong signature is an error naming
// it, and so is a hook written with the right signature but not listed (which the core would
// otherwise ignore). game_info<G>() runs it for every registered game.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "figure.hpp"
#include "game.hpp"
#include "move_counter.hpp"
#include "seats.hpp"

namespace boardgames {

template <class G>
concept WritesSideOfMover = requires(int mover) {
    { G::side_of_mover(mover) } -> std::same_as<int>;
};
template <class G>
concept WritesNoLegalMove = requires(const typename G::State& state,
                                     const PositionHistory& history) {
    { G::no_legal_move(state, history) } -> std::same_as<Outcome>;
};
template <class G>
concept WritesSearchKey = requires(const typename G::State& state) {
    { G::search_key(state) } -> std::same_as<std::uint64_t>;
};
template <class G>
concept WritesExplainIllegal = requires(const typename G::State& state,
                                        const PositionHistory& history, std::string_view typed,
                                        const std::vector<std::string>& legal) {
    { G::explain_illegal(state, history, typed, legal) } -> std::same_as<std::string>;
};
template <class G>
concept WritesStanding = requires(const typename G::State& state) {
    { G::standing(state) } -> std::same_as<std::string>;
};
template <class G>
concept WritesFigures = requires {
    { G::figures() } -> std::same_as<const std::vector<Figure>&>;
};
template <class G>
concept WritesApplyPart = requires(typename G::State& state, const typename G::Move& move) {
    { G::apply_part(state, move, 1) } -> std::same_as<void>;
};
template <class G>
concept WritesEvaluate = requires(const typename G::State& state) {
    { G::evaluate(state) } -> std::same_as<int>;
};
template <class G>
concept WritesIsCapture = requires(const typename G::Move& move) {
    { G::is_capture(move) } -> std::same_as<bool>;
};
template <class G>
concept WritesGenerateCaptures = requires(const typename G::State& state,
                                          const PositionHistory& history,
                                          typename G::MoveList& moves) {
    { G::generate_captures(state, history, moves) } -> std::same_as<void>;
};
template <class G>
concept WritesSeats = requires(std::span<const int> options) {
    { G::seats(options) } -> std::same_as<std::vector<Seat>>;
};
template <class G>
concept WritesConfigure = requires(typename G::State& state, std::span<const int> options) {
    { G::configure(state, options) } -> std::same_as<void>;
};
template <class G>
concept WritesChosenStart = requires(int first_mover) {
    { G::start_state(first_mover) } -> std::same_as<typename G::State>;
};
template <class G>
concept WritesTurnToken = requires(std::string_view token) {
    { G::turn_token(token, 1) } -> std::same_as<std::string>;
};
template <class G>
concept WritesQuietMoves = requires(typename G::State& state) {
    { G::quiet_moves(state) } -> std::same_as<MoveCounter&>;
};
template <class G>
concept WritesArrangement = requires(typename G::State& state) {
    { G::arrangement_cells(0) } -> std::same_as<std::vector<int>>;
    { G::arrange(state, 0, std::uint64_t{0}) } -> std::same_as<void>;
};

// What a declared hook needs beside it, in the GameType or another hook.
template <class G>
consteval bool hooks_have_what_they_need() {
    static_assert(!fills<G>(Hook::generate_captures) || marks_captures<G>(),
                  "Hook::generate_captures needs captures marked: Hook::is_capture");
    static_assert(!fills<G>(Hook::quiet_moves) || G::type.quiet_limit > 0,
                  "Hook::quiet_moves: GameType::quiet_limit gives the count that draws");
    static_assert(position_side_tokens<G>().size() == std::size_t(side_count<G>()),
                  "a side-to-move token per side: GameType::position_side_tokens");
    static_assert(G::type.side_names.empty() || fills<G>(Hook::side_of_mover),
                  "GameType::side_names needs Hook::side_of_mover");
    static_assert(!G::type.options.empty() || !fills<G>(Hook::configure),
                  "Hook::configure needs GameType::options");
    return true;
}

// A hook is declared exactly when it is written.
template <class G>
consteval bool declares_its_hooks() {
    static_assert(Game<G>, "not a Game: see the concept in core/game.hpp");
    static_assert(side_count<G>() == 2,
                  "two sides win or lose (results, series and tables count on it): group the "
                  "movers with GameType::side_names and Hook::side_of_mover");
    static_assert(fills<G>(Hook::side_of_mover) == WritesSideOfMover<G>,
                  "Hook::side_of_mover: declare it and write static int side_of_mover(int)");
    static_assert(fills<G>(Hook::no_legal_move) == WritesNoLegalMove<G>,
                  "Hook::no_legal_move: declare it and write static Outcome "
                  "no_legal_move(const State&, const PositionHistory&)");
    static_assert(fills<G>(Hook::search_key) == WritesSearchKey<G>,
                  "Hook::search_key: declare it and write static std::uint64_t "
                  "search_key(const State&)");
    static_assert(fills<G>(Hook::explain_illegal) == WritesExplainIllegal<G>,
                  "Hook::explain_illegal: declare it and write static std::string "
                  "explain_illegal(const State&, const PositionHistory&, std::string_view, "
                  "const std::vector<std::string>&)");
    static_assert(fills<G>(Hook::standing) == WritesStanding<G>,
                  "Hook::standing: declare it and write static std::string standing(const State&)");
    static_assert(
        fills<G>(Hook::figures) == WritesFigures<G>,
        "Hook::figures: declare it and write static const std::vector<Figure>& figures()");
    static_assert(fills<G>(Hook::apply_part) == WritesApplyPart<G>,
                  "Hook::apply_part: declare it and write static void apply_part(State&, "
                  "const Move&, int)");
    static_assert(fills<G>(Hook::evaluate) == WritesEvaluate<G>,
                  "Hook::evaluate: declare it and write static int evaluate(const State&)");
    static_assert(fills<G>(Hook::is_capture) == WritesIsCapture<G>,
                  "Hook::is_capture: declare it and write static bool is_capture(const Move&)");
    static_assert(fills<G>(Hook::generate_captures) == WritesGenerateCaptures<G>,
                  "Hook::generate_captures: declare it and write static void "
                  "generate_captures(const State&, const PositionHistory&, MoveList&)");
    static_assert(fills<G>(Hook::seats) == WritesSeats<G>,
                  "Hook::seats: declare it and write static std::vector<Seat> "
                  "seats(std::span<const int>)");
    static_assert(fills<G>(Hook::configure) == WritesConfigure<G>,
                  "Hook::configure: declare it and write static void configure(State&, "
                  "std::span<const int>)");
    static_assert(fills<G>(Hook::players_choose_first) == WritesChosenStart<G>,
                  "Hook::players_choose_first: declare it and write static State "
                  "start_state(int first_mover)");
    static_assert(fills<G>(Hook::turn_token) == WritesTurnToken<G>,
                  "Hook::turn_token: declare it and write static std::string "
                  "turn_token(std::string_view, int)");
    static_assert(fills<G>(Hook::arrangement) == WritesArrangement<G>,
                  "Hook::arrangement: declare it and write arrangement_cells(int) and "
                  "arrange(State&, int, std::uint64_t)");
    static_assert(fills<G>(Hook::quiet_moves) == WritesQuietMoves<G>,
                  "Hook::quiet_moves: declare it and write static MoveCounter& "
                  "quiet_moves(State&)");
    return hooks_have_what_they_need<G>();
}

}  // namespace boardgames
