#include "computer_player.hpp"

#include <utility>

namespace boardgames {

void ComputerPlayer::new_position(Clock::time_point not_before) {
    stop();
    found_.clear();
    due_ = not_before;
}

void ComputerPlayer::start(const AnyMatch& match, const ai::Limits& limits, bool hint) {
    stop();
    std::shared_ptr<AnyMatch> copy = match.clone();
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stop_ = stop;
    ply_ = copy->ply();
    hint_ = hint;
    search_ = std::async(std::launch::async,
                         [copy, stop, limits] { return copy->choose_move(limits, stop.get()); });
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
