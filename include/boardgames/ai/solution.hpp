#pragma once
// A game solved: every position reachable from its starts, valued by retrograde analysis, for
// games small enough (RAPS: about 560,000 positions). A position's value is the number of
// plies to the end with best play: positive, the side to move wins; negative, it loses; zero,
// neither side can force a result. Repetition is left out: a forced result never repeats a
// position (each move brings it one ply nearer), so wins and losses are exact, and a position
// nobody can force is drawn however often it comes again.

#include <algorithm>
#include <cstdint>
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

    // Solves the game from `starts`; nothing when more than `most_positions` are reachable, or
    // when a side ever moves twice in a row (the analysis counts plies of alternating sides).
    static std::optional<Solution> solve(const std::vector<State>& starts,
                                         std::size_t most_positions) {
        const PositionHistory no_history;
        std::vector<State> states;
        std::unordered_map<std::uint64_t, std::uint32_t> index;
        std::vector<std::uint32_t> first_child{0}, children;  // each position's, in one array
        for (const State& start : starts)
            if (index.try_emplace(G::key(start), std::uint32_t(states.size())).second)
                states.push_back(start);
        for (std::size_t i = 0; i < states.size(); ++i) {
            const State state = states[i];
            if (!G::decided(state, no_history).over()) {
                typename G::MoveList moves;
                G::generate(state, no_history, moves);
                for (const Move& move : moves) {
                    State next = state;
                    G::apply(next, move);
                    if (side_to_move<G>(next) == side_to_move<G>(state)) return std::nullopt;
                    const auto [where, added] =
                        index.try_emplace(G::key(next), std::uint32_t(states.size()));
                    if (added) {
                        if (states.size() >= most_positions) return std::nullopt;
                        states.push_back(next);
                    }
                    children.push_back(where->second);
                }
            }
            first_child.push_back(std::uint32_t(children.size()));
        }
        const std::size_t count = states.size();
        // Over now: the side to move has lost (0 plies, written -1 as 0 means drawn) or, in a
        // game that can end drawn, it is drawn for good (kept apart from "not yet known").
        std::vector<int> value(count, 0);
        std::vector<bool> known(count, false);
        for (std::size_t i = 0; i < count; ++i) {
            const Outcome outcome = G::decided(states[i], no_history);
            if (outcome.over() || first_child[i] == first_child[i + 1]) {
                const Outcome final =
                    outcome.over() ? outcome : no_legal_move<G>(states[i], no_history);
                known[i] = true;
                if (final.status == Outcome::Status::Win)
                    value[i] = final.winner == side_to_move<G>(states[i]) ? 1 : -1;
            }
        }
        for (int plies = 1;; ++plies) {
            std::vector<std::pair<std::uint32_t, int>> found;
            for (std::size_t i = 0; i < count; ++i) {
                if (known[i]) continue;
                bool every_reply_wins = true, some_reply_loses = false;
                for (std::uint32_t c = first_child[i]; c < first_child[i + 1]; ++c) {
                    const std::uint32_t child = children[c];
                    some_reply_loses |= known[child] && value[child] < 0;
                    every_reply_wins &= known[child] && value[child] > 0;
                }
                if (some_reply_loses) found.emplace_back(std::uint32_t(i), plies);
                if (!some_reply_loses && every_reply_wins)
                    found.emplace_back(std::uint32_t(i), -plies);
            }
            if (found.empty()) break;
            for (const auto& [i, plies_to_end] : found) {
                value[i] = plies_to_end;
                known[i] = true;
            }
        }
        Solution solution;
        solution.entries_.reserve(count);
        for (const auto& [key, i] : index)
            solution.entries_.push_back({key, std::int16_t(known[i] ? value[i] : 0)});
        std::sort(solution.entries_.begin(), solution.entries_.end(),
                  [](const Entry& a, const Entry& b) { return a.key < b.key; });
        return solution;
    }

    // The position's value (plies to the end with best play, by sign who wins), or nothing
    // when the position was not reached from the starts (Set Board).
    std::optional<int> value(const State& state) const {
        const std::uint64_t key = G::key(state);
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
            // For the mover: a reply position lost for the opponent in few plies ranks highest.
            const int rank = *reply < 0 ? 2'000'000 + *reply : *reply == 0 ? 1'000'000 : *reply;
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
