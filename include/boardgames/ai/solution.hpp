#pragma once
// A game solved: every position reachable from its starts (or from an endgame's position),
// valued by retrograde analysis, for games small enough (RAPS: about 560,000 positions).
// Positions are told apart by their search keys, so a count that changes the result is part of
// the position where it matters. Where the game names its count of moves toward a draw
// (Hook::quiet_moves), each board is kept once with a value for every count, 0 to the limit:
// a count only grows by one a move or starts again at 0, so a board's moves are the same at
// every count, and one list of them serves all.
//
// A position's value is the number of plies to the end with best play: positive, the side to
// move wins; negative, it loses; zero, neither side can force a result. Repetition is left
// out: a forced result never repeats a position (each move brings it one ply nearer), so wins
// and losses are exact, and a position nobody can force is drawn however often it comes again.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../core/game.hpp"
#include "search.hpp"

namespace boardgames::ai {

template <Game G>
class Solution {
  public:
    using State = typename G::State;
    using Move = typename G::Move;

    // Counts a board is valued at: 0 to the limit (counts past it mean the same), else one.
    static constexpr int counts = [] {
        if constexpr (fills<G>(Hook::quiet_moves))
            return G::type.quiet_limit + 1;
        else
            return 1;
    }();

    // Solves the game from `starts`; nothing when more than `most_positions` (boards times
    // counts) are reachable, when a side ever moves twice in a row (the analysis counts plies
    // of alternating sides), or when `stop` is set meanwhile.
    // Nothing too when `deadline` passes first (an engine solving within its clock).
    static std::optional<Solution> solve(const std::vector<State>& starts,
                                         std::size_t most_positions,
                                         const std::atomic<bool>* stop = nullptr,
                                         std::chrono::steady_clock::time_point deadline =
                                             std::chrono::steady_clock::time_point::max()) {
        const Halt halt{stop, deadline};
        auto graph = explore(starts, most_positions, halt);
        if (!graph) return std::nullopt;
        auto ends = find_ends(*graph, halt);
        if (!ends) return std::nullopt;
        std::vector<State>().swap(graph->boards);
        if (!link_parents(*graph, halt)) return std::nullopt;
        auto values = retrograde(*graph, std::move(*ends), halt);
        if (!values) return std::nullopt;
        Solution solution;
        solution.boards_.reserve(graph->index.size());
        for (const auto& [key, b] : graph->index)
            solution.boards_.push_back({key, b});
        std::sort(solution.boards_.begin(), solution.boards_.end(),
                  [](const BoardEntry& a, const BoardEntry& b) { return a.key < b.key; });
        solution.values_ = std::move(*values);
        return solution;
    }

    // The position's value (plies to the end with best play, by sign who wins), or nothing
    // when the position was not reached from the starts (Set Board).
    std::optional<int> value(const State& state) const {
        const std::uint64_t key = search_key<G>(at_count(state, 0));
        const auto at = std::lower_bound(
            boards_.begin(), boards_.end(), key,
            [](const BoardEntry& entry, std::uint64_t k) { return entry.key < k; });
        if (at == boards_.end() || at->key != key) return std::nullopt;
        return values_[std::size_t(at->board) * counts + std::size_t(count_of(state))];
    }

    // The best move: the quickest win, else a move that keeps the draw, else the longest
    // defence; nothing when the game is over or the position is not in the solution. The
    // game's history counts here: a move that repeats a position into a draw by the rules is
    // a draw, whatever the solution says of the position.
    std::optional<Move> best_move(const State& state, const PositionHistory& history) const {
        typename G::MoveList moves;
        legal_moves<G>(state, history, moves);
        std::optional<Move> best;
        int best_rank = 0;
        for (const Move& move : moves) {
            State next = state;
            G::apply(next, move);
            PositionHistory after = history;
            after.push(G::key(next));
            const Outcome decided = G::decided(next, after);
            std::optional<int> reply = value(next);
            if (!reply) return std::nullopt;
            if (decided.status == Outcome::Status::Draw) reply = 0;
            // For the mover: a win now ranks highest (an ended position stores -1, as does one
            // lost in a ply), then a reply position lost for the opponent in few plies.
            const bool wins_now =
                decided.status == Outcome::Status::Win && decided.winner == side_to_move<G>(state);
            const int rank = wins_now      ? 3'000'000
                             : *reply < 0  ? 2'000'000 + *reply
                             : *reply == 0 ? 1'000'000
                                           : *reply;
            if (!best || rank > best_rank) best = move, best_rank = rank;
        }
        return best;
    }

    // Positions valued: boards times counts.
    std::size_t positions() const { return values_.size(); }
    std::size_t bytes() const {
        return boards_.capacity() * sizeof(BoardEntry) + values_.capacity() * sizeof(std::int16_t);
    }

  private:
    struct Edge {
        std::uint32_t board;
        bool resets;  // the move starts the count again (a capture)
    };
    struct BoardEntry {
        std::uint64_t key;
        std::uint32_t board;
    };
    // What ends a solve early, looked at every `every` steps: the flag, or the deadline.
    struct Halt {
        const std::atomic<bool>* stop = nullptr;
        std::chrono::steady_clock::time_point deadline;
        bool now(std::size_t step, std::size_t every) const {
            if (step % every != 0) return false;
            return (stop && stop->load()) || std::chrono::steady_clock::now() > deadline;
        }
    };

    // Every board reachable (its count at 0), each with its successors in one array (the
    // board, and whether the move starts the count again), then its predecessors.
    struct Graph {
        std::vector<State> boards;
        std::unordered_map<std::uint64_t, std::uint32_t> index;
        std::vector<std::uint32_t> first_child{0};
        std::vector<Edge> children;
        std::vector<std::uint32_t> first_parent;
        std::vector<Edge> parents;
        std::size_t board_count = 0;
        std::uint32_t add(const State& state) {
            const State board = at_count(state, 0);
            const auto [where, added] =
                index.try_emplace(search_key<G>(board), std::uint32_t(boards.size()));
            if (added) boards.push_back(board);
            return where->second;
        }
    };
    static std::optional<Graph> explore(const std::vector<State>& starts,
                                        std::size_t most_positions, const Halt& halt) {
        const PositionHistory no_history;
        Graph graph;
        for (const State& start : starts)
            graph.add(start);
        for (std::size_t b = 0; b < graph.boards.size(); ++b) {
            if (halt.now(b, 4096)) return std::nullopt;
            if (graph.boards.size() * counts > most_positions) return std::nullopt;
            // Moves at count 0, so that a move that starts the count again is told by its 0
            // (the game may be over at the limit, never at 0 for the count's sake).
            const State board = graph.boards[b];
            if (!G::decided(board, no_history).over()) {
                typename G::MoveList moves;
                G::generate(board, no_history, moves);
                for (const Move& move : moves) {
                    State next = board;
                    G::apply(next, move);
                    if (side_to_move<G>(next) == side_to_move<G>(board)) return std::nullopt;
                    const bool resets = count_of(next) == 0;
                    graph.children.push_back({graph.add(next), resets});
                }
            }
            graph.first_child.push_back(std::uint32_t(graph.children.size()));
        }
        if (graph.boards.size() * counts > most_positions) return std::nullopt;
        graph.board_count = graph.boards.size();
        return graph;
    }

    // Each position's result once over, for the side to move: 1 won, -1 lost, 0 drawn; and
    // how many of its successors are not yet found won. A position is board * counts + its
    // count.
    struct Ends {
        std::vector<std::int8_t> over, over_value;
        std::vector<std::uint16_t> unresolved;
    };
    static std::optional<Ends> find_ends(const Graph& graph, const Halt& halt) {
        const PositionHistory no_history;
        const std::size_t count = graph.board_count * counts;
        Ends ends{std::vector<std::int8_t>(count, 0), std::vector<std::int8_t>(count, 0),
                  std::vector<std::uint16_t>(count, 0)};
        static_assert(G::MoveList::capacity() <= 65535, "a position's moves count in 16 bits");
        for (std::size_t b = 0; b < graph.board_count; ++b) {
            if (halt.now(b, 4096)) return std::nullopt;
            const std::uint32_t moves = graph.first_child[b + 1] - graph.first_child[b];
            for (int c = 0; c < counts; ++c) {
                const State state = at_count(graph.boards[b], c);
                Outcome outcome = G::decided(state, no_history);
                if (!outcome.over() && moves == 0) outcome = no_legal_move<G>(state, no_history);
                const std::size_t i = b * counts + std::size_t(c);
                ends.over[i] = outcome.over();
                ends.over_value[i] = outcome.status != Outcome::Status::Win     ? 0
                                     : outcome.winner == side_to_move<G>(state) ? 1
                                                                                : -1;
                ends.unresolved[i] = std::uint16_t(moves);
            }
        }
        return ends;
    }

    // Each board's predecessors, from the successor lists (which then go).
    static bool link_parents(Graph& graph, const Halt& halt) {
        const std::size_t board_count = graph.board_count;
        graph.first_parent.assign(board_count + 1, 0);
        graph.parents.resize(graph.children.size());
        for (const Edge& child : graph.children)
            ++graph.first_parent[child.board + 1];
        for (std::size_t b = 0; b < board_count; ++b)
            graph.first_parent[b + 1] += graph.first_parent[b];
        std::vector<std::uint32_t> filled(graph.first_parent.begin(), graph.first_parent.end() - 1);
        for (std::uint32_t b = 0; b < board_count; ++b) {
            if (halt.now(b, 4096)) return false;
            for (std::uint32_t c = graph.first_child[b]; c < graph.first_child[b + 1]; ++c)
                graph.parents[filled[graph.children[c].board]++] = {b, graph.children[c].resets};
        }
        std::vector<std::uint32_t>().swap(graph.first_child);
        std::vector<Edge>().swap(graph.children);
        return true;
    }

    // Retrograde analysis, outward from the positions over, in order of plies to the end: a
    // position is won one ply after its first lost successor, and lost one ply after its last
    // successor is found won (the one that lasts longest). Never reached: drawn. Nothing when
    // stopped, or when a value goes past what a position stores.
    static std::optional<std::vector<std::int16_t>> retrograde(const Graph& graph, Ends ends,
                                                               const Halt& halt) {
        const std::size_t count = graph.board_count * counts;
        std::vector<std::int16_t> value(count, 0);
        std::vector<std::uint32_t> queue;
        for (std::size_t i = 0; i < count; ++i) {
            if (!ends.over[i]) continue;
            value[i] = ends.over_value[i];  // over now: 0 plies, written 1 or -1
            if (value[i] != 0) queue.push_back(std::uint32_t(i));
        }
        bool too_long = false;
        const auto reached = [&](std::size_t parent, int plies, bool child_lost) {
            if (value[parent] != 0 || ends.over[parent]) return;
            if (plies + 1 > std::numeric_limits<std::int16_t>::max()) {
                too_long = true;
            } else if (child_lost) {
                value[parent] = std::int16_t(plies + 1);
                queue.push_back(std::uint32_t(parent));
            } else if (--ends.unresolved[parent] == 0) {
                value[parent] = std::int16_t(-(plies + 1));
                queue.push_back(std::uint32_t(parent));
            }
        };
        for (std::size_t next = 0; next < queue.size(); ++next) {
            if (halt.now(next, 65536)) return std::nullopt;
            const std::uint32_t known = queue[next];
            const std::size_t board = known / counts;
            const int at = int(known % counts);
            const int plies = ends.over[known] ? 0 : std::abs(int(value[known]));
            const bool lost = value[known] < 0;
            for (std::uint32_t p = graph.first_parent[board]; p < graph.first_parent[board + 1];
                 ++p) {
                const std::size_t parent = std::size_t(graph.parents[p].board) * counts;
                if (graph.parents[p].resets) {
                    // Every count of the parent leads here, at 0.
                    if (at == 0)
                        for (int c = 0; c < counts; ++c)
                            reached(parent + std::size_t(c), plies, lost);
                } else {
                    // One count less leads here; at the limit, the limit too (counts past it
                    // mean the same).
                    if (at > 0) reached(parent + std::size_t(at - 1), plies, lost);
                    if (at == counts - 1) reached(parent + std::size_t(at), plies, lost);
                }
            }
        }
        if (too_long) return std::nullopt;
        return value;
    }

    // The count, held at the limit (counts past it mean the same); 0 without one.
    static int count_of(const State& state) {
        if constexpr (fills<G>(Hook::quiet_moves)) {
            State copy = state;
            return std::min(G::quiet_moves(copy).moves, counts - 1);
        } else {
            return 0;
        }
    }
    static State at_count(State state, int count) {
        if constexpr (fills<G>(Hook::quiet_moves)) G::quiet_moves(state).moves = count;
        return state;
    }

    std::vector<BoardEntry> boards_;    // by key
    std::vector<std::int16_t> values_;  // board * counts + count
};

}  // namespace boardgames::ai
