#pragma once
// Monte Carlo tree search (UCT) over any evaluated Game, kept to measure against the alpha-beta
// search (`Limits::engine`). Each iteration walks the tree by the UCB1 rule, adds one node,
// plays a short random playout and scores its end with the game's evaluation turned into a
// winning chance; the move played is the root's most visited. The budget is counted in
// positions generated, like the alpha-beta search's, so the two compare at equal cost.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "search.hpp"

namespace boardgames::ai {

template <Game G>
class MonteCarloSearcher {
  public:
    using State = typename G::State;
    using Move = typename G::Move;

    std::optional<Move> choose(const State& state, const PositionHistory& history,
                               const Limits& limits, const std::atomic<bool>* stop = nullptr,
                               Report* report = nullptr) {
        const auto started = std::chrono::steady_clock::now();
        std::uint64_t budget = node_budget<G>(limits);
        // Levels 1 and 2 set only a depth: about 20,000 positions a ply of it.
        if (budget == 0) budget = std::uint64_t(limits.max_depth) * 20'000;
        random_.seed(limits.seed);
        nodes_.clear();
        nodes_.push_back(Node{});
        positions_ = 0;
        scratch_history_ = history;  // each iteration pushes onto it and pops back

        typename G::MoveList root_moves;
        legal_moves<G>(state, history, root_moves);
        if (root_moves.empty()) return std::nullopt;
        if (root_moves.size() == 1) return root_moves[0];

        iterate(state);  // the first iteration grows the root, whatever stops the rest
        for (std::uint64_t iteration = 1; positions_ < budget; ++iteration) {
            if (stop && stop->load(std::memory_order_relaxed)) break;
            if (limits.max_millis && (iteration & 63) == 0 &&
                std::chrono::steady_clock::now() - started >
                    std::chrono::milliseconds(limits.max_millis))
                break;
            iterate(state);
        }

        const Node& root = nodes_[0];
        std::uint32_t best = root.first_child;
        for (std::uint32_t child = root.first_child; child < root.first_child + root.children;
             ++child)
            if (nodes_[child].visits > nodes_[best].visits) best = child;
        if (report) {
            report->depth = 0;
            report->nodes = positions_;
            const double chance =
                nodes_[best].visits ? nodes_[best].reward / nodes_[best].visits : 0.5;
            report->score = int(std::lround(chance_to_score(chance)));
            report->seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        }
        return nodes_[best].move;
    }

  private:
    struct Node {
        Move move{};
        std::uint32_t first_child = 0;
        std::uint32_t children = 0;
        std::uint32_t visits = 0;
        double reward = 0;  // summed, for the side that made `move`
        bool expanded = false;
    };

    static constexpr int playout_plies = 8;
    // A leaf grows its children on its second visit, and the tree stops growing at half a
    // million nodes (about 40 MB in Redtangle, whose positions have some 90 children each).
    static constexpr std::uint32_t expand_after_visits = 2;
    static constexpr std::size_t max_tree_nodes = std::size_t{1} << 19;
    static constexpr double exploration = 0.7;
    static constexpr double score_scale = 250;  // a piece-and-a-half ahead: about 65%

    static double score_to_chance(int score) {
        return 1 / (1 + std::exp(-double(score) / score_scale));
    }
    static double chance_to_score(double chance) {
        chance = std::clamp(chance, 1e-6, 1 - 1e-6);
        return score_scale * std::log(chance / (1 - chance));
    }

    // The chance that `side` wins, from a finished game.
    static double result_for(const Outcome& outcome, int side) {
        if (outcome.status == Outcome::Status::Draw) return 0.5;
        return outcome.winner == side ? 1.0 : 0.0;
    }

    void iterate(const State& root_state) {
        State state = root_state;
        PositionHistory& history = scratch_history_;
        const std::size_t root_plies = history.size();
        const std::uint32_t leaf = select(state, history);
        const int side_at_leaf = side_to_move<G>(state);
        const double chance_for_side = expand_and_play_out(leaf, state, history);
        while (history.size() > root_plies)
            history.pop();
        // Back-propagation: each node's reward is for the side that moved into it.
        for (std::size_t i = path_.size(); i-- > 0;) {
            Node& node = nodes_[path_[i]];
            ++node.visits;
            if (i == 0) break;
            const int side = sides_moved_[i - 1];
            node.reward += side == side_at_leaf ? chance_for_side : 1 - chance_for_side;
        }
    }

    // Selection: follows UCB1 from the root down to a node not yet expanded (or a finished
    // game), playing its moves on `state`; the path is kept for the back-propagation.
    std::uint32_t select(State& state, PositionHistory& history) {
        path_.clear();
        sides_moved_.clear();
        std::uint32_t at = 0;
        path_.push_back(at);
        while (nodes_[at].expanded && nodes_[at].children > 0) {
            const Node& node = nodes_[at];
            const double log_visits = std::log(double(node.visits) + 1);
            std::uint32_t pick = node.first_child;
            double pick_value = -1;
            for (std::uint32_t child = node.first_child; child < node.first_child + node.children;
                 ++child) {
                const Node& c = nodes_[child];
                const double value =
                    c.visits == 0 ? 10 + uniform_(random_)
                                  : c.reward / c.visits +
                                        exploration * std::sqrt(log_visits / double(c.visits));
                if (value > pick_value) pick_value = value, pick = child;
            }
            sides_moved_.push_back(side_to_move<G>(state));
            G::apply(state, nodes_[pick].move);
            history.push(G::key(state));
            ++positions_;
            at = pick;
            path_.push_back(at);
        }
        return at;
    }

    // Expansion of node `at` (the position `state`), then a short random playout scored by the
    // evaluation: the chance that the side to move at `state` wins.
    double expand_and_play_out(std::uint32_t at, const State& state, PositionHistory& history) {
        const int side = side_to_move<G>(state);
        const Outcome decided = G::decided(state, history);
        if (decided.over()) return result_for(decided, side);
        typename G::MoveList moves;
        G::generate(state, history, moves);
        if (moves.empty()) return result_for(no_legal_move<G>(state, history), side);
        const bool grows = at == 0 || (nodes_[at].visits + 1 >= expand_after_visits &&
                                       nodes_.size() + moves.size() <= max_tree_nodes);
        if (!nodes_[at].expanded && grows) {
            const auto first = std::uint32_t(nodes_.size());
            for (const Move& move : moves) {
                Node child;
                child.move = move;
                nodes_.push_back(child);
            }
            nodes_[at].first_child = first;
            nodes_[at].children = std::uint32_t(moves.size());
            nodes_[at].expanded = true;
        }
        return playout(state, history, moves, side);
    }

    // The chance that `side` wins after a short random playout from `state`.
    double playout(State state, PositionHistory& history, typename G::MoveList& moves, int side) {
        for (int ply = 0; ply < playout_plies; ++ply) {
            const Move move = moves[random_() % moves.size()];
            G::apply(state, move);
            history.push(G::key(state));
            ++positions_;
            const Outcome decided = G::decided(state, history);
            if (decided.over()) return result_for(decided, side);
            moves.clear();
            G::generate(state, history, moves);
            if (moves.empty()) return result_for(no_legal_move<G>(state, history), side);
        }
        const double chance = score_to_chance(evaluate<G>(state));
        return side_to_move<G>(state) == side ? chance : 1 - chance;
    }

    std::vector<Node> nodes_;
    std::vector<std::uint32_t> path_;
    std::vector<int> sides_moved_;  // the side that moved at each step of path_
    PositionHistory scratch_history_;
    std::mt19937_64 random_;
    std::uniform_real_distribution<double> uniform_{0, 1};
    std::uint64_t positions_ = 0;
};

}  // namespace boardgames::ai
