#pragma once
// A game in progress with its type erased (AnyMatch), and what the command line and the UI
// know of a game without knowing its type (GameInfo). They speak in move and position strings
// only, and include neither a game nor the search: a file that only looks a game up by name
// compiles none of them.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../ai/limits.hpp"
#include "../core/board_view.hpp"
#include "../core/figure.hpp"
#include "../core/game.hpp"
#include "../core/result.hpp"
#include "../core/seats.hpp"

namespace boardgames {

struct GameInfo;

// What a search keeps from one move to the next (an engine's hash): its transposition table,
// allocated once at the size asked for, so no move's time goes into allocating it, and the
// endgame it solved at the board (ai::Limits::endgame_millis).
class SearchMemory {
  public:
    virtual ~SearchMemory() = default;
    // A new game: nothing of the last one is kept.
    virtual void clear() = 0;
    // The table's positions forgotten, the endgame solved kept: for a search that starts from
    // an empty table each move (as the levels do at the terminal) but need not solve it again.
    virtual void forget_positions() = 0;
    virtual std::size_t bytes() const = 0;
};

class AnyMatch {
  public:
    virtual ~AnyMatch() = default;
    virtual const GameInfo& game() const = 0;
    virtual std::unique_ptr<AnyMatch> clone() const = 0;

    // Canonical strings of the legal moves, sorted in byte order; none once the game is over.
    virtual std::vector<std::string> legal_moves() const = 0;
    // The same moves with how each is entered by clicks, in the same order.
    virtual std::vector<LegalMove> legal_inputs() const = 0;
    // The canonical string of the legal move `typed` names, or why it names none.
    virtual Result<std::string> resolve(std::string_view typed) const = 0;
    // Plays the move `typed` names; returns its canonical string, or why it cannot.
    virtual Result<std::string> play(std::string_view typed) = 0;
    virtual bool undo() = 0;

    virtual std::size_t ply() const = 0;
    virtual std::vector<std::string> record() const = 0;  // canonical strings of moves played
    virtual std::string position() const = 0;
    virtual std::string start_position() const = 0;
    virtual int to_move() const = 0;
    virtual std::string mover_name() const = 0;
    virtual Outcome outcome() const = 0;
    virtual BoardView board_view() const = 0;
    // The board the match started from.
    virtual BoardView start_board_view() const = 0;
    // The board as it stands after the legal move `move` (canonical), for drawing a move in
    // progress; the current board when `move` is not legal.
    virtual BoardView board_after(std::string_view move) const = 0;
    // The board after the part of the legal move `move` its first `cells` input cells name (a
    // capture sequence entered hop by hop), where the game draws parts of moves; else the
    // current board.
    virtual BoardView board_after_part(std::string_view move, std::size_t cells) const = 0;
    virtual std::uint64_t perft(int depth) const = 0;
    // A rule that narrows the moves now, to tell the player ("you must take: a2Xc4"); or empty.
    virtual std::string constraint_note() const = 0;
    // What the game is won on, as it stands, where the rules count it ("white 14, red 14"
    // pieces in Redo, the stops in Táctica); empty in games that count nothing.
    virtual std::string standing() const = 0;
    // A warning for the side to move before it plays a move that ends the game other than in
    // its favour: a draw by repetition or a limit, or a count that loses ("careful: b2-b3 ends
    // the game: draw (threefold repetition)"); empty when no legal move does.
    virtual std::string ending_warning() const = 0;
    // The game's own reason why the well-formed move `typed` is illegal here ("that move
    // repeats an earlier position"), or empty when its rules give none.
    virtual std::string rule_against(std::string_view typed) const = 0;
    // Why clicking `cell` after the cells `path` already clicked starts or extends no legal
    // move, in the rules' words ("there is no piece on b2", "b2 is not yours: red to move",
    // "that move repeats an earlier position"); empty when the game names no rule.
    virtual std::string why_not_clicked(const std::vector<int>& path, int cell) const = 0;

    // The computer's move for the side to move (empty when the game is over). `stop` ends the
    // search early with the best move found so far.
    // `progress` hears each completed iteration with its principal variation in notation.
    // `memory` (new_search_memory of this game) is the search's table, kept from move to move;
    // without it each search allocates its own (limits.table_entries).
    using Progress = std::function<void(const ai::Iteration&, const std::vector<std::string>&)>;
    virtual std::string choose_move(const ai::Limits& limits,
                                    const std::atomic<bool>* stop = nullptr,
                                    ai::Report* report = nullptr, const Progress& progress = {},
                                    SearchMemory* memory = nullptr) const = 0;
    // Where the game is solved (GameType::solved_within: RAPS) or an endgame was solved
    // (solve_endgame), this position's exact value:
    // plies to the end with best play, positive when the side to move wins, negative when it
    // loses, 0 drawn. Nothing for other games or positions the solution does not hold. The
    // first call makes the solution (RAPS: about a second).
    virtual std::optional<int> solved_value() const = 0;
    // The solution's best move here (the quickest win, a draw kept, the longest defence); empty
    // where solved_value() is nothing or the game is over.
    virtual std::string perfect_move() const = 0;
    // Solves the endgame from this position, where the game allows it
    // (GameType::endgames_within): then solved_value() and perfect_move() answer here and in
    // every position reachable from here, in this match and its clones. The number of
    // positions solved; nothing when more are reachable, the game allows none, or `stop` is
    // set meanwhile.
    virtual std::optional<std::size_t> solve_endgame(const std::atomic<bool>* stop = nullptr) = 0;
    // Takes the endgame `solved` holds, where it holds this position: every position reachable
    // from here is then in it too. The number of its positions; nothing where it does not.
    virtual std::optional<std::size_t> share_endgame(const AnyMatch& solved) = 0;
    // A search table for this game of at most `most_bytes` (an engine's hash), allocated now.
    virtual std::unique_ptr<SearchMemory> new_search_memory(std::size_t most_bytes) const = 0;

    // "ongoing", "squares wins (reached the far rank)" or "draw (threefold repetition)": the
    // fixed form of scripts and saved games.
    std::string result_text() const;
    // The same for people, the verb agreeing with the side: "squares win (...)", "white wins".
    std::string result_sentence() const;
    // The side to move has no move but a pass (Redo): the rules make it, nobody chooses it.
    bool pass_forced() const {
        if (outcome().over()) return false;
        const std::vector<std::string> moves = legal_moves();
        return moves.size() == 1 && moves.front() == "pass";
    }
};

// The cells the legal move `move` (canonical) is clicked through in `match`; none when it is
// not legal there.
inline std::vector<int> clicked_cells(const AnyMatch& match, std::string_view move) {
    for (const LegalMove& legal : match.legal_inputs())
        if (legal.text == move) return legal.input.cells;
    return {};
}

// One entry of the registry: what the CLI and UI know of a game without knowing its type.
struct GameInfo {
    std::string_view name;
    std::string_view title;
    std::string_view summary;
    std::string_view rules_text;
    // The rules' figures (games/rules/GAME_figures.hpp), in the order of the rules text.
    std::span<const Figure> figures;
    std::span<const std::string_view> mover_names;  // the movers, by G::to_move's index
    std::vector<std::string> side_names;            // who wins or loses: Outcome::winner
    std::vector<int> side_of_mover;                 // by mover
    bool plural_side_names = false;                 // "squares" win, "white" wins
    std::span<const std::string_view> side_tokens;
    std::span<const std::string_view> position_side_tokens;  // by side: field 2 of a position
    std::vector<PieceToken> palette;
    std::string standard_position;
    std::span<const GameOption> options;
    // The people at the table for these option values, each moving one or more movers.
    std::vector<Seat> (*seats)(std::span<const int> option_values) = nullptr;
    // Whether the rules let the players choose who moves first (else --first is refused).
    bool players_choose_first = false;
    // The standard start configured by the option values, with `first_mover` to move where
    // the players may choose (-1: as the rules say).
    std::string (*start_position)(int first_mover, std::span<const int> option_values) = nullptr;
    // A match from the standard start or from a position string (or why that string is bad).
    Result<std::unique_ptr<AnyMatch>> (*new_match)(const GameInfo& info, std::string_view position);

    // Games whose pieces turn (Redtangle) give a piece token turned by quarter-turns clockwise.
    std::string (*turn_token)(std::string_view token, int quarter_turns) = nullptr;
    // Games whose players arrange their pieces before play give each player's cells, and the
    // position with a player's pieces arranged (standard for seed 0, else random).
    std::vector<int> (*arrangement_cells)(int mover) = nullptr;
    std::string (*arrange)(const std::string& position, int mover, std::uint64_t seed) = nullptr;
    // The controls the game needs beyond clicks, so the UI offers no other: a move may wait
    // for "end turn" (a chain that may go on, a piece that may still turn after its step), and
    // `pass` is a move in some positions.
    bool moves_may_wait = false;
    bool has_passes = false;
    // Won on the count the standing gives: the title bar shows it (GameType::won_on_count).
    bool won_on_count = false;
    // The computer's five levels in this game.
    ai::Levels levels = ai::standard_levels;
    // The game is solved (GameType::solved_within): the perfect level plays it.
    bool solved = false;
    // Its endgames can be solved exactly (GameType::endgames_within): AnyMatch::solve_endgame.
    bool solves_endgames = false;
    // The computer's highest level here: perfect where the game is solved, else 5.
    int most_level() const { return solved ? perfect_level : 5; }

    ai::Limits level_limits(int level, std::uint64_t seed) const {
        return ai::level_limits(level, seed, levels);
    }

    std::vector<int> default_options() const {
        std::vector<int> values;
        for (const GameOption& option : options)
            values.push_back(option.default_value);
        return values;
    }
    // The index of the option named `name` in `options`, or -1.
    int option_index(std::string_view option_name) const {
        for (std::size_t i = 0; i < options.size(); ++i)
            if (options[i].name == option_name) return int(i);
        return -1;
    }
    // "circles win", "white wins": the side named with its verb, for people.
    std::string side_wins(int side) const {
        return side_names[std::size_t(side)] + (plural_side_names ? " win" : " wins");
    }
};

inline std::string AnyMatch::result_text() const {
    const Outcome result = outcome();
    switch (result.status) {
        case Outcome::Status::Ongoing:
            return "ongoing";
        case Outcome::Status::Win:
            return game().side_names[std::size_t(result.winner)] + " wins (" +
                   std::string(result.reason) + ")";
        case Outcome::Status::Draw:
            return "draw (" + std::string(result.reason) + ")";
    }
    return "ongoing";
}

inline std::string AnyMatch::result_sentence() const {
    const Outcome result = outcome();
    if (result.status != Outcome::Status::Win) return result_text();
    return game().side_wins(result.winner) + " (" + std::string(result.reason) + ")";
}

}  // namespace boardgames
