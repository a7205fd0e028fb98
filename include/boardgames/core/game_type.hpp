#pragma once
// What a game is, declared in one place (after OpenSpiel's GameType): every game has
// `static constexpr GameType type{...}` naming its optional data and the optional hooks it
// fills. A misspelled field is a compile error; so is a hook listed in `hooks` that the game
// does not write with the right signature, and a hook the game writes but does not list
// (core/game_checks.hpp checks both ways, naming the hook). Anything not declared takes the
// default below, so a simple game declares `type{}` and nothing more.
//
// The optional hooks (a game writes the function and lists it in `hooks`):
//
//   hook                 signature (static)                                    default / effect
//   side_of_mover        int side_of_mover(int mover)                          the mover's index
//       sides apart from movers (ReMATCH: white and orange are one team); type.side_names
//       names the sides.
//   no_legal_move        Outcome no_legal_move(const State&, const PositionHistory&)
//       what a side to move without a legal move means. Default: it loses ("blocked"). It must
//       end the game: where a side without moves passes, the game lists `pass` as its move.
//   search_key           uint64_t search_key(const State&)                     key(state)
//       the transposition table's key: key(state) plus every counter that can still change
//       the result (a pass count, a no-capture count that can reach its limit).
//   explain_illegal      std::string explain_illegal(const State&, const PositionHistory&,
//                            std::string_view typed, const std::vector<std::string>& legal)
//       why the well-formed `typed` is not among the sorted canonical `legal` moves, or empty to
//       let the generic explanation speak; with `typed` empty, the rule that narrows the moves
//       now ("taking is compulsory"). Default: the generic explanation only.
//   standing             std::string standing(const State&)                    pieces
//       what the game is won on as it stands, and each count toward a limit that ends it,
//       parts apart by "; " ("white 14, red 14; 12 of 40 moves without a conversion"), for the
//       panel beside the board. Default: the pieces each mover holds ("pieces: squares 4,
//       circles 3", core's pieces_by_owner).
//   figures              const std::vector<Figure>& figures()                  none
//       the rules' figures (core/figure.hpp), beside the rules text in games/rules/.
//   apply_part           void apply_part(State&, const Move&, int cells)       none
//       the board after the part of a move its first `cells` input cells name (a capture
//       sequence that must go on), for drawing a move being entered. Without it a move in
//       progress shows once it is whole.
//   evaluate             int evaluate(const State&)                            0
//       the computer's score for the side to move, hundredths of a piece. Without it the
//       computer sees only wins, losses and draws within its horizon.
//   is_capture           bool is_capture(const Move&)         move.type == MoveType::Take
//       (where Move has a MoveType `type`; else no move is a capture): captures are searched
//       first and past the horizon (quiescence).
//   generate_captures    void generate_captures(const State&, const PositionHistory&,
//                                               MoveList&)                     none
//       the captures alone, so the search's horizon need not list every move. With it the
//       horizon stands pat without learning whether the side to move has a legal move at all;
//       without it the horizon lists every move and scores a side without one by
//       no_legal_move. Write it where listing captures alone is much cheaper.
//   seats                std::vector<Seat> seats(std::span<const int> options) one per mover
//       the people at a table, each moving one or more movers, by the options' values.
//   configure            void configure(State&, std::span<const int> options)  none
//       applies the options' values to a start (Táctica's move limit).
//   players_choose_first State start_state(int first_mover)                    rules decide
//       the rules let the players choose who starts (`--first`).
//   turn_token           std::string turn_token(std::string_view token, int quarter_turns)
//       pieces turn (Redtangle's tiles): the board editor turns a token with it. Set
//       type.moves_may_wait too, as a stepped piece may still turn.
//   arrangement          std::vector<int> arrangement_cells(int mover),
//                        void arrange(State&, int mover, std::uint64_t seed)   none
//       the players arrange their own pieces before play (Redtangle).
//   quiet_moves          MoveCounter& quiet_moves(State&)                       none
//       the count of moves toward a draw at type.quiet_limit (moves without a capture), which
//       every move adds one to or resets. Counts at or past the limit must mean the same
//       (MoveCounter::reached). A solution (ai/solution.hpp) then keeps each board once and
//       its values for every count, where it would otherwise hold each count as a position.
//
// Derived by the core for every game (core/game.hpp): the mover's name, the palette of a game
// with one token per mover, a from-to move's text and clicks (Move with from, to, type).

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

#include "board_view.hpp"
#include "levels.hpp"
#include "seats.hpp"

namespace boardgames {

enum class Hook : unsigned {
    side_of_mover,
    no_legal_move,
    search_key,
    explain_illegal,
    standing,
    figures,
    apply_part,
    evaluate,
    is_capture,
    generate_captures,
    seats,
    configure,
    players_choose_first,
    turn_token,
    arrangement,
    quiet_moves,
};

// The optional hooks a game fills.
class Hooks {
  public:
    constexpr Hooks() = default;
    constexpr Hooks(std::initializer_list<Hook> hooks) {
        for (Hook hook : hooks)
            bits_ |= bit(hook);
    }
    constexpr bool has(Hook hook) const { return (bits_ & bit(hook)) != 0; }

  private:
    static constexpr std::uint32_t bit(Hook hook) { return std::uint32_t{1} << unsigned(hook); }
    std::uint32_t bits_ = 0;
};

struct GameType {
    // The pieces Set Board offers; empty: each mover's token (side_tokens).
    std::span<const PieceToken> palette{};
    // Who wins or loses, when not one side per mover (with Hook::side_of_mover).
    std::span<const std::string_view> side_names{};
    // The tokens of a position string's side-to-move field (its second), by side, when not
    // the movers' side_tokens: ReMATCH writes "r" or "t" (the team). Set Board writes them.
    std::span<const std::string_view> position_side_tokens{};
    // The side names are plural ("squares", "circles"): "circles win", not "circles wins".
    bool plural_side_names = false;
    // Options the players agree on before a game (ReMATCH's players, Táctica's move limit).
    std::span<const GameOption> options{};
    // `pass` is a move: the UI offers "pass" (and "end turn" where there is no other).
    bool has_passes = false;
    // A move may wait for "end turn" (a stepped piece that may still turn).
    bool moves_may_wait = false;
    // The game is won on the count its standing gives (Redo's pieces, Táctica's stops): the
    // title bar shows the standing too, not only the panel beside the board.
    bool won_on_count = false;
    // Legal moves depend on earlier positions (Táctica forbids recreating one): the search's
    // table then orders moves but never returns a stored score.
    bool moves_depend_on_history = false;
    // Nodes a millisecond the search reaches on the 2-core reference machine (bench/ai_bench.sh
    // measures it): levels are budgets in nominal milliseconds, converted at this rate.
    std::uint64_t search_nodes_per_ms = 1000;
    // The computer's five levels, where the standard five do not grade the play.
    Levels levels = standard_levels;
    // Small enough to solve: at most this many positions are reachable from the start (RAPS,
    // about 560,000); the solution, made once on first use, values each exactly (ai/solution.hpp).
    // 0: the game is searched, never solved.
    std::size_t solved_within = 0;
    // Endgames small enough to solve: a position from which at most this many positions are
    // reachable (told apart by their search keys; with Hook::quiet_moves, boards times the
    // counts 0 to quiet_limit) is solved exactly on request, for the review. 0: never (and
    // always where legal moves depend on earlier positions).
    std::size_t endgames_within = 0;
    // With Hook::quiet_moves: the count of moves at which the game is drawn.
    int quiet_limit = 0;
    Hooks hooks{};
};

}  // namespace boardgames
