#pragma once
// Entering a move by clicks, for any game and any front end, knowing no rule: the entry
// collects the cells clicked and the net quarter-turns, and asks the legal moves' MoveClicks
// which of them the path so far can still become. A move nothing can extend is played at once;
// otherwise the entry waits for more clicks, turns, or "end turn".

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "game.hpp"

namespace boardgames {

class MoveEntry {
  public:
    struct Response {
        enum class Kind { Wait, Play, Refused };
        Kind kind = Kind::Wait;
        std::string move;     // with Play: the canonical move to play
        std::string message;  // with Refused: why; with Wait: what next
    };

    // cell_names[i]: the name of cell i, for messages.
    void reset(std::vector<LegalMove> legal, std::vector<std::string> cell_names) {
        legal_ = std::move(legal);
        names_ = std::move(cell_names);
        cancel();
    }
    void cancel() {
        path_.clear();
        turns_ = 0;
    }

    const std::vector<int>& path() const { return path_; }
    int turns() const { return turns_; }
    bool active() const { return !path_.empty(); }
    bool can_start_at(int cell) const {
        return std::any_of(legal_.begin(), legal_.end(), [&](const LegalMove& m) {
            return !m.input.cells.empty() && m.input.cells.front() == cell;
        });
    }
    // The cells where a legal move starts: the pieces that can move.
    std::vector<int> starts() const {
        std::vector<int> cells;
        for (const LegalMove& move : legal_)
            if (!move.input.cells.empty() &&
                std::find(cells.begin(), cells.end(), move.input.cells.front()) == cells.end())
                cells.push_back(move.input.cells.front());
        return cells;
    }
    // A move entered with no cell at all: `pass`, where the game has it.
    const LegalMove* pass_move() const {
        for (const LegalMove& move : legal_)
            if (move.input.cells.empty()) return &move;
        return nullptr;
    }
    // The player has nothing to choose: the only legal move is a pass (played for a human).
    bool only_pass() const { return legal_.size() == 1 && pass_move(); }

    // The cells a further click may choose.
    std::vector<int> targets() const {
        std::vector<int> cells;
        if (turns_ != 0) return cells;
        for (const LegalMove* move : candidates())
            if (move->input.cells.size() > path_.size()) {
                const int next = move->input.cells[path_.size()];
                if (std::find(cells.begin(), cells.end(), next) == cells.end())
                    cells.push_back(next);
            }
        return cells;
    }

    // The moves the path can still become.
    std::vector<const LegalMove*> candidates() const { return matching(path_, turns_); }

    Response select(int cell) {
        if (path_.empty()) {
            if (!can_start_at(cell)) return refuse(name(cell) + " has no legal move");
            path_.push_back(cell);
            return settle();
        }
        if (path_.size() == 1 && cell == path_.front() && turns_ == 0) {
            cancel();
            return {Response::Kind::Wait, "", "selection cancelled"};
        }
        if (turns_ == 0) {
            std::vector<int> longer = path_;
            longer.push_back(cell);
            if (!matching(longer, 0).empty()) {
                path_ = std::move(longer);
                return settle();
            }
        }
        if (retarget(cell)) return settle();
        if (turns_ != 0)
            return refuse("the piece has been turned: turn it further or end the turn");
        if (path_.size() == 1 && can_start_at(cell)) {  // another piece: select it instead
            path_ = {cell};
            return settle();
        }
        return refuse(name(cell) + " is not a legal target for " + name(path_.front()));
    }

    // quarter_turns: +1 clockwise, -1 counter-clockwise.
    Response turn(int quarter_turns) {
        if (path_.empty()) return refuse("select a piece before turning it");
        const int turned = ((turns_ + quarter_turns) % 4 + 4) % 4;
        const bool possible = std::any_of(legal_.begin(), legal_.end(), [&](const LegalMove& m) {
            return m.input.cells == path_ && (m.input.turn_mask & ~1u) != 0;
        });
        if (!possible) return refuse("this move cannot turn the piece");
        turns_ = turned;
        return settle();
    }

    // Ends the turn: plays the move the path names, or passes when nothing is selected.
    Response end_turn() {
        if (path_.empty()) {
            if (const LegalMove* pass = pass_move()) return {Response::Kind::Play, pass->text, ""};
            return refuse("select a piece first");
        }
        if (const LegalMove* move = complete()) {
            Response played{Response::Kind::Play, move->text, ""};
            cancel();
            return played;
        }
        return refuse("the move is not finished: choose where it goes");
    }

    // The whole move the path and turns name as they stand, if any: what end turn would play
    // now, and what a front end draws as the move in progress.
    const LegalMove* pending() const { return path_.empty() ? nullptr : complete(); }

  private:
    std::vector<const LegalMove*> matching(const std::vector<int>& path, int turns) const {
        std::vector<const LegalMove*> found;
        for (const LegalMove& move : legal_) {
            const auto& cells = move.input.cells;
            if (cells.size() < path.size() || !std::equal(path.begin(), path.end(), cells.begin()))
                continue;
            if (turns != 0 && (cells.size() != path.size() || !(move.input.turn_mask >> turns & 1)))
                continue;
            found.push_back(&move);
        }
        return found;
    }

    // A click on another landing for the last one, while the move waits (a step that may
    // still turn, a hop that may go on): the last landing moves there. The turn is kept
    // where the new landing allows it, else undone. The same landing again changes nothing.
    bool retarget(int cell) {
        if (path_.size() < 2) return false;
        if (cell == path_.back()) return true;
        std::vector<int> moved = path_;
        moved.back() = cell;
        if (!matching(moved, turns_).empty()) {
            path_ = std::move(moved);
            return true;
        }
        if (turns_ == 0 || matching(moved, 0).empty()) return false;
        path_ = std::move(moved);
        turns_ = 0;
        return true;
    }

    // The move the path names as it stands, if it is a whole move.
    const LegalMove* complete() const {
        for (const LegalMove* move : candidates())
            if (move->input.cells.size() == path_.size() && (move->input.turn_mask >> turns_ & 1))
                return move;
        return nullptr;
    }

    // Plays the move at once when nothing can extend the path, else waits. A further click
    // extends it, and so does turning when any move on the same cells turns the piece.
    Response settle() {
        const LegalMove* whole = complete();
        const bool extendable = std::any_of(legal_.begin(), legal_.end(), [&](const LegalMove& m) {
            const auto& cells = m.input.cells;
            if (cells.size() < path_.size() ||
                !std::equal(path_.begin(), path_.end(), cells.begin()))
                return false;
            return cells.size() > path_.size() || (m.input.turn_mask & ~(1u << turns_)) != 0;
        });
        if (whole && !extendable) {
            Response played{Response::Kind::Play, whole->text, ""};
            cancel();
            return played;
        }
        if (whole)
            return {Response::Kind::Wait, "", "end the turn to play " + whole->text + ", or go on"};
        return {Response::Kind::Wait, "", ""};
    }

    Response refuse(std::string why) const { return {Response::Kind::Refused, "", std::move(why)}; }
    std::string name(int cell) const {
        return cell >= 0 && cell < int(names_.size()) ? names_[cell] : "that cell";
    }

    std::vector<LegalMove> legal_;
    std::vector<std::string> names_;
    std::vector<int> path_;
    int turns_ = 0;
};

}  // namespace boardgames
