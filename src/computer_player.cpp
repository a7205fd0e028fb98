#include "computer_player.hpp"

#include <utility>

namespace boardgames {

void ComputerPlayer::new_position(Clock::time_point not_before) {
    stop();
    found_.clear();
    due_ = not_before;
}

SearchMemory* ComputerPlayer::endgame_memory(const AnyMatch& match, const ai::Limits& limits) {
    if (limits.endgame_millis <= 0 || !match.game().solves_endgames) return nullptr;
    if (!memory_ || memory_game_ != &match.game()) {
        // The table the search would make itself: its entries, at most 32 bytes each.
        memory_ = match.new_search_memory(limits.table_entries * 32);
        memory_game_ = &match.game();
    }
    memory_->forget_positions();
    return memory_.get();
}

void ComputerPlayer::start(const AnyMatch& match, const ai::Limits& limits, bool hint) {
    stop();
    std::shared_ptr<AnyMatch> copy = match.clone();
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stop_ = stop;
    ply_ = copy->ply();
    hint_ = hint;
    // The memory outlives the search: stop() waits for the search before another starts.
    SearchMemory* memory = hint ? nullptr : endgame_memory(match, limits);
    search_ = std::async(std::launch::async, [copy, stop, limits, memory] {
        return copy->choose_move(limits, stop.get(), nullptr, {}, memory);
    });
}

void ComputerPlayer::stop() {
    if (!thinking()) return;
    stop_->store(true);
    search_.wait();
    search_ = {};
}

std::optional<std::string> ComputerPlayer::collect(std::size_t ply) {
    if (!thinking() || search_.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
        return std::nullopt;
    const std::string move = search_.get();
    if (ply_ != ply) return std::nullopt;
    if (hint_) return move.empty() ? std::nullopt : std::optional<std::string>(move);
    found_ = move;
    return std::nullopt;
}

std::optional<std::string> ComputerPlayer::take_move(Clock::time_point now) {
    if (found_.empty() || now < due_) return std::nullopt;
    return std::exchange(found_, {});
}

}  // namespace boardgames
