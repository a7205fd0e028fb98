#pragma once
// The computer opponent for every game: negamax alpha-beta with iterative deepening, a
// transposition table keyed by the game's search key (its position key plus the counters that
// change the result), principal-variation search with late-move reductions, move ordering (the
// table's move, captures, killer moves, a history table), a quiescence search over captures,
// and limits in nodes (for reproducible play) and milliseconds (a safety net). Scores are for
// the side to move (a side may have several movers: a child's score is negated only when the
// side changes). A game's evaluate hook scores a position for the side to move, in hundredths
// of a piece; its captures (is_capture, or a from-to move's type) are ordered first and
// searched past the horizon where they are the exception (captures_are_exceptions), listed alone
// where it fills generate_captures (game_type.hpp).

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <vector>

#include "../core/game.hpp"
#include "limits.hpp"

namespace boardgames::ai {

inline constexpr int win_score = 1'000'000;
inline constexpr int infinity = 2'000'000;

// Games whose moves name a start and an end cell of the game's grid: the history heuristic
// counts cutoffs by that pair.
template <class G>
concept IndexedFromTo = requires(const typename G::Move& move) {
    { move.from } -> std::convertible_to<std::size_t>;
    { move.to } -> std::convertible_to<std::size_t>;
    { G::Grid::cells } -> std::convertible_to<std::size_t>;
};

// Nodes a millisecond the search reaches in game G on the 2-core reference machine.
template <class G>
constexpr std::uint64_t nodes_per_ms() {
    return G::type.search_nodes_per_ms;
}

// Whether the search treats game G's captures apart: ordered first, never killers nor reduced
// as late moves, and followed past the horizon (quiescence). That is for games whose captures
// are the exception, as in chess: at the horizon the side to move may stand pat on its static
// score, on the premise that it has a quiet move that keeps it, and the captures that could
// change the score are few. In a game where every move takes (Clobber) neither holds: the
// extension is the full-width search again past the horizon, without the table, the ordering
// or the reductions of the search proper, and no move is ever reduced or kept as a killer.
// From Clobber's start level 5's budget (3 million nodes) reached depth 5 so, and depth 10 with
// its captures searched as the ordinary moves they are there, as programs written for such a
// game search them. The captures of a game are the exception when they are at most half the
// legal moves of its start position. A rule at each node would not do: taking is compulsory in
// RAPS and ReMATCH, and most of Redo's moves convert, so their searches meet positions of
// captures alone, where the extension is what sees the exchange through (up to 36 captures
// wide in Redo); none of them has a capture at the start, so their search is what it was.
template <Game G>
bool captures_are_exceptions() {
    static const bool exceptions = [] {
        if constexpr (!marks_captures<G>()) {
            return false;
        } else {
            const typename G::State start = G::start_state();
            PositionHistory history;
            history.push(G::key(start));
            typename G::MoveList moves;
            legal_moves<G>(start, history, moves);
            const auto captures = std::count_if(
                moves.begin(), moves.end(), [](const auto& move) { return is_capture<G>(move); });
            return 2 * std::size_t(captures) <= moves.size();
        }
    }();
    return exceptions;
}

// Whether the search treats `move` apart as a capture (captures_are_exceptions).
template <Game G>
bool searched_as_capture(const typename G::Move& move) {
    return captures_are_exceptions<G>() && is_capture<G>(move);
}

// A score that is a forced win or loss rather than an evaluation.
inline bool is_forced(int score) {
    return std::abs(score) >= win_score - 1000;
}

// The node budget `limits` sets for game G: the fewer of nominal milliseconds at the game's
// rate and max_nodes (0: none).
template <class G>
std::uint64_t node_budget(const Limits& limits) {
    if (limits.nominal_millis <= 0) return limits.max_nodes;
    const std::uint64_t nominal = std::uint64_t(limits.nominal_millis) * nodes_per_ms<G>();
    return limits.max_nodes > 0 ? std::min(nominal, limits.max_nodes) : nominal;
}

template <Game G>
class Searcher {
  public:
    using State = typename G::State;
    using Move = typename G::Move;

    explicit Searcher(std::size_t table_entries = std::size_t{1} << 18)
        : table_(std::bit_ceil(std::max<std::size_t>(table_entries, 1024))) {}

    // The most entries (a power of two) a table of at most `bytes` holds.
    static std::size_t entries_within(std::size_t bytes) {
        return std::bit_floor(std::max<std::size_t>(bytes / sizeof(Entry), 1024));
    }
    std::size_t table_bytes() const { return table_.size() * sizeof(Entry); }
    // Forgets every position (a new game), at once: each entry keeps its position's key mixed
    // with the table's salt, and a new salt leaves no stored key that matches (filling a table
    // of 1 GB with empty entries took 116-466 ms, which an engine's uginewgame made the next
    // move wait for).
    void clear() { salt_ = next_salt(salt_); }

    // The move to play, or nothing when the game is over. `stop` may end the search early
    // (the best move found so far is returned).
    // `on_iteration` hears each completed iteration with its principal variation.
    using Progress = std::function<void(const Iteration&, const std::vector<Move>&)>;
    std::optional<Move> choose(const State& state, const PositionHistory& history,
                               const Limits& limits, const std::atomic<bool>* stop = nullptr,
                               Report* report = nullptr, const Progress& on_iteration = {}) {
        start(history, limits, stop);
        root_side_ = side_to_move<G>(state);
        std::mt19937_64 random(limits.seed);
        typename G::MoveList root;
        legal_moves<G>(state, history_, root);
        if (root.empty()) return std::nullopt;
        RootMoves ranked{{root.begin(), root.end()}, {}};
        // A fixed shuffle first, so that among equal moves the seed decides.
        std::shuffle(ranked.moves.begin(), ranked.moves.end(), random);

        int completed_depth = 0;
        for (int depth = 1; depth <= limits.max_depth; ++depth) {
            std::vector<int> scores = score_root_moves(state, ranked.moves, depth);
            // An iteration cut short is dropped whole: the last completed one decides.
            if (aborted_) break;
            completed_depth = depth;
            ranked.sort_by(scores);
            if (on_iteration)
                on_iteration({depth, ranked.scores.front(), nodes_, seconds_so_far()},
                             principal_variation(state, ranked.moves.front(), depth));
            if (is_forced(ranked.scores.front())) break;  // a forced result is known
            if (ranked.moves.size() == 1) break;          // nothing to choose
        }
        const std::size_t pick = pick_with_noise(ranked, random);
        if (report) {
            report->depth = completed_depth;
            report->nodes = nodes_;
            report->score = ranked.scores.empty() ? -infinity : ranked.scores[pick];
            report->seconds = seconds_so_far();
        }
        return ranked.moves[pick];
    }

    std::uint64_t nodes() const { return nodes_; }

    // The line the search expects after `first`: the table's move in each position, while it
    // is legal there, up to `depth` moves.
    std::vector<Move> principal_variation(const State& state, const Move& first, int depth) {
        std::vector<Move> line{first};
        State at = state;
        G::apply(at, first);
        PositionHistory seen = history_;
        seen.push(G::key(at));
        while (int(line.size()) < depth) {
            const Entry& entry = table_[search_key<G>(at) & (table_.size() - 1)];
            if (entry.key != salted(search_key<G>(at)) || !entry.has_move) break;
            typename G::MoveList moves;
            legal_moves<G>(at, seen, moves);
            if (std::find(moves.begin(), moves.end(), entry.move) == moves.end()) break;
            line.push_back(entry.move);
            G::apply(at, entry.move);
            seen.push(G::key(at));
        }
        return line;
    }

  private:
    // The root's moves, best first once an iteration completes, with that iteration's scores.
    struct RootMoves {
        std::vector<Move> moves;
        std::vector<int> scores;  // empty until an iteration completes

        // Best first (stable: the shuffle breaks ties).
        void sort_by(const std::vector<int>& by_move) {
            std::vector<std::size_t> order(moves.size());
            for (std::size_t i = 0; i < order.size(); ++i)
                order[i] = i;
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return by_move[a] > by_move[b]; });
            std::vector<Move> sorted;
            scores.clear();
            for (std::size_t i : order)
                sorted.push_back(moves[i]), scores.push_back(by_move[i]);
            moves = std::move(sorted);
        }
    };

    void start(const PositionHistory& history, const Limits& limits,
               const std::atomic<bool>* stop) {
        started_ = std::chrono::steady_clock::now();
        limits_ = limits;
        limits_.max_nodes = node_budget<G>(limits);
        stop_ = stop;
        nodes_ = 0;
        aborted_ = false;
        history_ = history;
        game_repeats_ = std::ranges::any_of(
            history.keys(), [&](std::uint64_t key) { return history.occurrences(key) >= 2; });
        killers_.assign(128, {});
        if constexpr (IndexedFromTo<G>) history_scores_.assign(G::Grid::cells * G::Grid::cells, 0);
    }

    double seconds_so_far() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    }

    // One iteration at the root: each move's score at `depth` (meaningless once aborted_).
    std::vector<int> score_root_moves(const State& state, const std::vector<Move>& moves,
                                      int depth) {
        const int side = side_to_move<G>(state);
        std::vector<int> scores(moves.size(), -infinity);
        int alpha = -infinity;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            State next = state;
            G::apply(next, moves[i]);
            history_.push(G::key(next));
            // After the first move a null window shows whether a move beats the best so far,
            // and only then is it searched in full. With noise every move within `noise` of the
            // best needs its true score: the window opens that far below the best so far, and a
            // move that fails low there is out of the choice anyway.
            int score;
            if (i == 0) {
                score = search_child(next, side, depth - 1, -infinity, infinity, 1);
            } else if (limits_.noise > 0) {
                score = search_child(next, side, depth - 1, alpha - limits_.noise - 1, infinity, 1);
            } else {
                score = search_child(next, side, depth - 1, alpha, alpha + 1, 1);
                if (score > alpha && !aborted_)
                    score = search_child(next, side, depth - 1, alpha, infinity, 1);
            }
            history_.pop();
            if (aborted_) break;
            scores[i] = score;
            alpha = std::max(alpha, score);
        }
        return scores;
    }

    // Noise picks among the moves the last completed iteration scored within `noise` of the
    // best, whichever limit (depth, nodes or time) ended the search; never when the best is a
    // forced result (it would trade a win, or the longest defence, for a quicker loss), unless
    // a beginner overlooks the win (`overlook_win_percent`): then among the moves that do not
    // win by force, as if those were not there. The index of the move chosen.
    std::size_t pick_with_noise(const RootMoves& ranked, std::mt19937_64& random) const {
        if (limits_.noise <= 0 || ranked.scores.empty()) return 0;
        const std::size_t count = ranked.scores.size();
        std::size_t first = 0;  // the best move noise may stray from
        if (is_forced(ranked.scores.front())) {
            const bool overlooked =
                ranked.scores.front() > 0 && limits_.overlook_win_percent > 0 &&
                std::uniform_int_distribution<int>(0, 99)(random) < limits_.overlook_win_percent;
            if (!overlooked) return 0;
            while (first < count && ranked.scores[first] > 0 && is_forced(ranked.scores[first]))
                ++first;
            // Every move wins, or the others lose by force: the win is not overlooked.
            if (first == count || is_forced(ranked.scores[first])) return 0;
        }
        std::size_t within = first + 1;
        while (within < count && ranked.scores[within] >= ranked.scores[first] - limits_.noise)
            ++within;
        return std::uniform_int_distribution<std::size_t>(first, within - 1)(random);
    }

    enum class Bound : std::uint8_t { Exact, Lower, Upper };
    struct Entry {
        std::uint64_t key = 0;
        Move move{};
        int score = 0;
        std::int16_t depth = -1;
        Bound bound = Bound::Exact;
        bool has_move = false;
    };

    // A forced result is kept in the table counted from its position, not from the root, so
    // that it stays true wherever the position comes again (at another ply, in a later search).
    static int to_table(int score, int ply) {
        return !is_forced(score) ? score : score > 0 ? score + ply : score - ply;
    }
    static int from_table(int score, int ply) {
        return !is_forced(score) ? score : score > 0 ? score - ply : score + ply;
    }

    bool out_of_budget() {
        if (stop_ && stop_->load(std::memory_order_relaxed)) return true;
        if (limits_.max_nodes && nodes_ >= limits_.max_nodes) return true;
        if (limits_.max_millis && (nodes_ & 1023) == 0) {
            const auto elapsed = std::chrono::steady_clock::now() - started_;
            if (elapsed > std::chrono::milliseconds(limits_.max_millis)) return true;
        }
        return false;
    }

    // The score of a finished game for `side`. A draw costs the side that searches its
    // contempt (and gains the other as much): from a better position it plays on rather than
    // repeat (level 5 drew 25 of 56 Redtangle games by repetition against level 3 without).
    int outcome_score(const Outcome& outcome, int side, int ply) const {
        if (outcome.status == Outcome::Status::Draw)
            return side == root_side_ ? -limits_.contempt : limits_.contempt;
        return outcome.winner == side ? win_score - ply : -(win_score - ply);
    }

    // The score of the position `next` for `side` (who moved into it) in the window
    // (alpha, beta) of that side: negated when the other side moves at `next`, as for two
    // sides taking turns; kept when the same side moves again (ReMATCH's team).
    int search_child(const State& next, int side, int depth, int alpha, int beta, int ply) {
        const bool same_side = side_to_move<G>(next) == side;
        const int score =
            negamax(next, depth, same_side ? alpha : -beta, same_side ? beta : -alpha, ply);
        return same_side ? score : -score;
    }

    int quiescence_child(const State& next, int side, int alpha, int beta, int ply, int taken) {
        const bool same_side = side_to_move<G>(next) == side;
        const int score =
            quiescence(next, same_side ? alpha : -beta, same_side ? beta : -alpha, ply, taken);
        return same_side ? score : -score;
    }

    int negamax(const State& state, int depth, int alpha, int beta, int ply) {
        if ((aborted_ = aborted_ || out_of_budget())) return 0;
        ++nodes_;
        const int side = side_to_move<G>(state);
        const Outcome decided = G::decided(state, history_);
        if (decided.over()) return outcome_score(decided, side, ply);
        // Repetitions count by the rules alone (G::decided): scoring every cycle in the search
        // as a draw made deeper searches play worse in RAPS (measured: level 5 lost 20 of 20
        // games to level 4 with it, and broke even without it).
        if (depth <= 0) {
            if constexpr (generates_captures<G>()) return quiescence(state, alpha, beta, ply, 0);
        }
        typename G::MoveList moves;
        G::generate(state, history_, moves);
        if (moves.empty()) return outcome_score(no_legal_move<G>(state, history_), side, ply);
        if (depth <= 0) return quiescence(state, alpha, beta, ply, 0, &moves);

        const std::uint64_t key = search_key<G>(state);
        Entry& entry = table_[key & (table_.size() - 1)];
        const int original_alpha = alpha;
        if (const std::optional<int> stored = probe(entry, key, depth, ply, alpha, beta, state))
            return *stored;
        const std::size_t quiet_from =
            order(moves, entry.key == salted(key) && entry.has_move ? &entry.move : nullptr, ply);

        int best = -infinity;
        Move best_move = moves[0];
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move& move = moves[i];
            State next = state;
            G::apply(next, move);
            history_.push(G::key(next));
            const int score =
                i == 0 ? search_child(next, side, depth - 1, alpha, beta, ply + 1)
                       : search_later_child(next, side, depth, alpha, beta, ply, i, quiet_from);
            history_.pop();
            if (aborted_) return 0;
            if (score > best) best = score, best_move = move;
            alpha = std::max(alpha, score);
            if (alpha >= beta) {
                if (!searched_as_capture<G>(move)) remember_cutoff(move, depth, ply);
                break;
            }
        }
        entry.key = salted(key);
        entry.move = best_move;
        entry.has_move = true;
        entry.score = to_table(best, ply);
        entry.depth = std::int16_t(depth);
        entry.bound = best <= original_alpha ? Bound::Upper
                      : best >= beta         ? Bound::Lower
                                             : Bound::Exact;
        return best;
    }

    // The stored score of this position when the entry settles it within (alpha, beta), which
    // it narrows otherwise. Where earlier positions change the legal moves, a stored score may
    // belong to another history: the entry then only orders the moves.
    // Nor does a stored score settle a position where a draw by repetition may be at hand that
    // the score, stored from another path or an earlier search, knew nothing of: within two
    // plies of the root once a position of the game stands twice (a reply may repeat it a third
    // time: a level 5 kept its table from move to move and walked into such a draw from four
    // pieces up), and where the position stands for the second time (one cycle from the third).
    std::optional<int> probe(const Entry& entry, std::uint64_t key, int depth, int ply, int& alpha,
                             int& beta, const State& state) const {
        if (moves_depend_on_history<G>() || entry.key != salted(key) || entry.depth < depth)
            return std::nullopt;
        if ((ply <= 2 && game_repeats_) || history_.occurrences(G::key(state)) >= 2)
            return std::nullopt;
        const int stored = from_table(entry.score, ply);
        if (entry.bound == Bound::Exact) return stored;
        if (entry.bound == Bound::Lower) alpha = std::max(alpha, stored);
        if (entry.bound == Bound::Upper) beta = std::min(beta, stored);
        if (alpha >= beta) return stored;
        return std::nullopt;
    }

    // The move at `index` (after the first) of moves ordered with the quiet ones from
    // `quiet_from`, searched with a null window: a late quiet move one ply shallower (two from
    // the 13th move on); a move that beats alpha there is searched again at full depth, then
    // with the full window.
    int search_later_child(const State& next, int side, int depth, int alpha, int beta, int ply,
                           std::size_t index, std::size_t quiet_from) {
        const int reduction = depth >= 3 && index >= quiet_from + 2 ? 1 + (index >= 12) : 0;
        int score = search_child(next, side, depth - 1 - reduction, alpha, alpha + 1, ply + 1);
        if (score > alpha && reduction > 0 && !aborted_)
            score = search_child(next, side, depth - 1, alpha, alpha + 1, ply + 1);
        if (score > alpha && score < beta && !aborted_)
            score = search_child(next, side, depth - 1, alpha, beta, ply + 1);
        return score;
    }

    static std::size_t history_index(const Move& move) {
        return std::size_t(move.from) * G::Grid::cells + std::size_t(move.to);
    }

    void remember_cutoff(const Move& move, int depth, int ply) {
        if (ply < int(killers_.size())) {
            auto& slots = killers_[std::size_t(ply)];
            if (!(slots[0] == move)) slots[1] = slots[0], slots[0] = move;
        }
        if constexpr (IndexedFromTo<G>) history_scores_[history_index(move)] += depth * depth;
    }

    // At the horizon: the static score, unless a capture changes it. `all_moves` is the
    // position's full move list when the caller has it (games that cannot list captures alone).
    // An empty list of captures is no loss; an empty list of all moves is what no legal move
    // means in the game, known before standing pat.
    int quiescence(const State& state, int alpha, int beta, int ply, int taken,
                   typename G::MoveList* all_moves = nullptr) {
        const int stand = evaluate<G>(state);
        if (taken >= limits_.quiescence_depth || !captures_are_exceptions<G>()) return stand;
        const int side = side_to_move<G>(state);
        typename G::MoveList own_list;
        typename G::MoveList& moves = all_moves ? *all_moves : own_list;
        if constexpr (!generates_captures<G>()) {
            if (!all_moves) {
                G::generate(state, history_, moves);
                if (moves.empty())
                    return outcome_score(no_legal_move<G>(state, history_), side, ply);
            }
        }
        if (stand >= beta) return stand;
        alpha = std::max(alpha, stand);
        if constexpr (generates_captures<G>())
            if (!all_moves) G::generate_captures(state, history_, moves);
        int best = stand;
        for (const Move& move : moves) {
            if (!searched_as_capture<G>(move)) continue;
            State next = state;
            G::apply(next, move);
            history_.push(G::key(next));
            if ((aborted_ = aborted_ || out_of_budget())) {
                history_.pop();
                return 0;
            }
            ++nodes_;
            int score;
            const Outcome decided = G::decided(next, history_);
            if (decided.over())
                score = outcome_score(decided, side, ply + 1);
            else
                score = quiescence_child(next, side, alpha, beta, ply + 1, taken + 1);
            history_.pop();
            if (score > best) best = score;
            alpha = std::max(alpha, score);
            if (alpha >= beta) break;
        }
        return best;
    }

    // The table's move first, then captures, then the killers, then the other quiet moves by
    // how often they caused cutoffs. Returns where the quiet moves begin (after the killers).
    std::size_t order(typename G::MoveList& moves, const Move* table_move, int ply) {
        Move* front = moves.begin();
        Move* const end = moves.end();
        const auto bring_forward = [&](const Move& wanted) {
            Move* found = std::find(front, end, wanted);
            if (found == end) return;
            std::rotate(front, found, found + 1);
            ++front;
        };
        if (table_move) bring_forward(*table_move);
        if constexpr (marks_captures<G>())
            front =
                std::partition(front, end, [](const Move& m) { return searched_as_capture<G>(m); });
        if (ply < int(killers_.size()))
            for (const Move& killer : killers_[std::size_t(ply)])
                bring_forward(killer);
        if constexpr (IndexedFromTo<G>)
            std::stable_sort(front, end, [&](const Move& a, const Move& b) {
                return history_scores_[history_index(a)] > history_scores_[history_index(b)];
            });
        return std::size_t(front - moves.begin());
    }

    // The key an entry keeps for the position `key`: the salt changes with every clear, so an
    // entry written before one matches no position after it (but with the odds of two keys
    // colliding, as for any two positions). An entry never written holds 0.
    std::uint64_t salted(std::uint64_t key) const { return key ^ salt_; }
    // The next salt: a step of splitmix64.
    static std::uint64_t next_salt(std::uint64_t salt) {
        std::uint64_t z = salt + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    std::vector<Entry> table_;
    std::uint64_t salt_ = next_salt(0);
    std::vector<std::array<Move, 2>> killers_;
    std::vector<int> history_scores_;  // by history_index
    PositionHistory history_;
    Limits limits_;
    const std::atomic<bool>* stop_ = nullptr;
    std::chrono::steady_clock::time_point started_;
    std::uint64_t nodes_ = 0;
    int root_side_ = 0;          // the side the search chooses a move for (its contempt)
    bool game_repeats_ = false;  // a position of the game before the search stands twice

    bool aborted_ = false;
};

}  // namespace boardgames::ai
