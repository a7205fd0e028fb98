#pragma once
// A game solved: every position reachable from its starts (or from an endgame's position),
// valued by retrograde analysis, for games small enough (RAPS: about 560,000 positions).
// Positions are told apart by their search keys, so a count that changes the result (moves
// without a capture) is part of the position where it matters. A position's value is the number of
// plies to the end with best play: positive, the side to move wins; negative, it loses; zero,
// neither side can force a result. Repetition is left out: a forced result never repeats a
// position (each move brings it one ply nearer), so wins and losses are exact, and a position
// nobody can force is drawn however often it comes again.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
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

    // Solves the game from `starts`; nothing when more than `most_positions` are reachable,
    // when a side ever moves twice in a row (the analysis counts plies of alternating sides),
    // or when `stop` is set meanwhile.
    static std::optional<Solution> solve(const std::vector<State>& starts,
                                         std::size_t most_positions,
                                         const std::atomic<bool>* stop = nullptr) {
        const PositionHistory no_history;
        // Every position reachable, each with its successors (one array for all) and, once
        // over, its result for the side to move: 1 won, -1 lost, 0 drawn for good.
        std::vector<State> states;
        std::unordered_map<std::uint64_t, std::uint32_t> index;
        std::vector<std::uint32_t> first_child{0}, children;
        std::vector<std::int8_t> over_value;
        std::vector<bool> over;
        for (const State& start : starts)
            if (index.try_emplace(search_key<G>(start), std::uint32_t(states.size())).second)
                states.push_back(start);
        for (std::size_t i = 0; i < states.size(); ++i) {
            if (stop && i % 4096 == 0 && stop->load()) return std::nullopt;
            const State state = states[i];
            Outcome outcome = G::decided(state, no_history);
            if (!outcome.over()) {
                typename G::MoveList moves;
                G::generate(state, no_history, moves);
                if (moves.empty()) outcome = no_legal_move<G>(state, no_history);
                for (const Move& move : moves) {
                    State next = state;
                    G::apply(next, move);
                    if (side_to_move<G>(next) == side_to_move<G>(state)) return std::nullopt;
                    const auto [where, added] =
                        index.try_emplace(search_key<G>(next), std::uint32_t(states.size()));
                    if (added) {
                        if (states.size() >= most_positions) return std::nullopt;
                        states.push_back(next);
                    }
                    children.push_back(where->second);
                }
            }
            first_child.push_back(std::uint32_t(children.size()));
            over.push_back(outcome.over());
            over_value.push_back(outcome.status != Outcome::Status::Win     ? 0
                                 : outcome.winner == side_to_move<G>(state) ? 1
                                                                            : -1);
        }
        const std::size_t count = states.size();
        std::vector<State>().swap(states);
        // Each position's predecessors, from the successor lists.
        std::vector<std::uint32_t> first_parent(count + 1, 0), parents(children.size());
        for (const std::uint32_t child : children)
            ++first_parent[child + 1];
        for (std::size_t i = 0; i < count; ++i)
            first_parent[i + 1] += first_parent[i];
        {
            std::vector<std::uint32_t> filled(first_parent.begin(), first_parent.end() - 1);
            for (std::uint32_t i = 0; i < count; ++i)
                for (std::uint32_t c = first_child[i]; c < first_child[i + 1]; ++c)
                    parents[filled[children[c]]++] = i;
        }
        // Retrograde analysis, outward from the positions over, in order of plies to the end:
        // a position is won one ply after its first lost successor, and lost one ply after its
        // last successor is found won (the one that lasts longest). Never reached: drawn.
        std::vector<int> value(count, 0);
        std::vector<std::uint32_t> unresolved(count), queue;
        queue.reserve(count);
        for (std::uint32_t i = 0; i < count; ++i) {
            unresolved[i] = first_child[i + 1] - first_child[i];
            if (over[i]) {
                value[i] = over_value[i];  // over now: 0 plies, written 1 or -1
                if (value[i] != 0) queue.push_back(i);
            }
        }
        for (std::size_t next = 0; next < queue.size(); ++next) {
            if (stop && next % 65536 == 0 && stop->load()) return std::nullopt;
            const std::uint32_t known = queue[next];
            const int plies = over[known] ? 0 : std::abs(value[known]);
            for (std::uint32_t p = first_parent[known]; p < first_parent[known + 1]; ++p) {
                const std::uint32_t parent = parents[p];
                if (value[parent] != 0 || over[parent]) continue;
                if (value[known] < 0) {
                    value[parent] = plies + 1;
                    queue.push_back(parent);
                } else if (--unresolved[parent] == 0) {
                    value[parent] = -(plies + 1);
                    queue.push_back(parent);
                }
            }
        }
        Solution solution;
        solution.entries_.reserve(count);
        for (const auto& [key, i] : index)
            solution.entries_.push_back({key, std::int16_t(value[i])});
        std::sort(solution.entries_.begin(), solution.entries_.end(),
                  [](const Entry& a, const Entry& b) { return a.key < b.key; });
        return solution;
    }

    // The position's value (plies to the end with best play, by sign who wins), or nothing
    // when the position was not reached from the starts (Set Board).
    std::optional<int> value(const State& state) const {
        const std::uint64_t key = search_key<G>(state);
        const auto at =
            std::lower_bound(entries_.begin(), entries_.end(), key,
                             [](const Entry& entry, std::uint64_t k) { return entry.key < k; });
        if (at == entries_.end() || at->key != key) return std::nullopt;
        return at->value;
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

    std::size_t positions() const { return entries_.size(); }
    std::size_t bytes() const { return entries_.capacity() * sizeof(Entry); }

  private:
    struct Entry {
        std::uint64_t key;
        std::int16_t value;
    };
    std::vector<Entry> entries_;  // by key
};

}  // namespace boardgames::ai
