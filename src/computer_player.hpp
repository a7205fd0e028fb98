#pragma once
// The computer's thinking: a search on its own thread over a copy of the match, so the screen
// stays live, and the move it found, held back until its pause is over so that a reply never
// lands the instant a person moves. Hints are searched the same way and handed back, not played.

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "boardgames/play/any_match.hpp"

namespace boardgames {

class ComputerPlayer {
  public:
    using Clock = std::chrono::steady_clock;

    ComputerPlayer() = default;
    ~ComputerPlayer() { stop(); }
    ComputerPlayer(const ComputerPlayer&) = delete;
    ComputerPlayer& operator=(const ComputerPlayer&) = delete;

    // The position changed: ends any search, forgets the move found, and plays the next one
    // no sooner than `not_before`.
    void new_position(Clock::time_point not_before);
    // Searches `match` for its side to move; a hint is handed back by collect(), never played.
    // An endgame solved at the board (Limits::endgame_millis) is kept for the next moves; the
    // search's table is not: each starts from an empty one, so a seed plays as it did.
    void start(const AnyMatch& match, const ai::Limits& limits, bool hint);
    // Ends a search at once (quit, undo, a new position): the thread stops within a few nodes.
    void stop();

    bool thinking() const { return search_.valid(); }
    bool has_move() const { return !found_.empty(); }
    Clock::time_point due() const { return due_; }

    // Takes in a finished search. A search for another ply than `ply` is dropped; the
    // computer's own move is kept for take_move(); a hint's move is returned.
    std::optional<std::string> collect(std::size_t ply);
    // The computer's move once its pause is over, then forgotten; nothing before.
    std::optional<std::string> take_move(Clock::time_point now);

  private:
    // Where the limits let the search solve the endgame it enters (Limits::endgame_millis),
    // the memory that keeps it from move to move, made for the game of the match searched.
    SearchMemory* endgame_memory(const AnyMatch& match, const ai::Limits& limits);

    std::future<std::string> search_;
    std::shared_ptr<SearchMemory> memory_;
    const GameInfo* memory_game_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;
    std::size_t ply_ = 0;  // the ply the search is for
    bool hint_ = false;
    std::string found_;  // the computer's move, played at due_
    Clock::time_point due_{};
};

}  // namespace boardgames
