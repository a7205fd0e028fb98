#pragma once
// A game in progress, typed: the start, every state reached, the moves played and the position
// keys repetition rules count. Tests and tools use it directly; MatchModel erases its type.

#include <vector>

#include "../core/game.hpp"

namespace boardgames {

template <Game G>
class Match {
  public:
    using State = typename G::State;
    using Move = typename G::Move;

    explicit Match(const State& start) : states_{start} { history_.push(G::key(start)); }

    const State& state() const { return states_.back(); }
    const State& start() const { return states_.front(); }
    const PositionHistory& history() const { return history_; }
    const std::vector<Move>& moves() const { return moves_; }
    std::size_t ply() const { return moves_.size(); }

    typename G::MoveList legal() const {
        typename G::MoveList list;
        legal_moves<G>(state(), history_, list);
        return list;
    }
    Outcome outcome() const { return boardgames::outcome<G>(state(), history_); }

    // Plays a move the caller knows to be legal.
    void play(const Move& move) {
        State next = state();
        G::apply(next, move);
        states_.push_back(next);
        moves_.push_back(move);
        history_.push(G::key(next));
    }

    bool undo() {
        if (moves_.empty()) return false;
        states_.pop_back();
        moves_.pop_back();
        history_.pop();
        return true;
    }

  private:
    std::vector<State> states_;
    std::vector<Move> moves_;
    PositionHistory history_;
};

}  // namespace boardgames
