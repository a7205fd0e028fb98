#pragma once
// A game played at a table between terminals: the table owns it, this terminal's moves and
// requests go there, and the session follows what the table says (its client checks every
// line). A seat's player or a watcher.

#include <memory>

#include "net/table_client.hpp"
#include "played_game.hpp"

namespace boardgames::ui {

class GameAtTable final : public PlayedGame {
  public:
    // `bell`: the terminal's bell rings when this seat is newly waited for.
    GameAtTable(std::unique_ptr<net::TableClient> table, bool bell);

    net::TableClient& table() { return *table_; }
    const net::TableClient& table() const { return *table_; }

    KeyPlace place() const override;
    std::string ended_outside_rules() const override { return table_->ended(); }
    std::optional<std::string> why_no_move() const override;
    Result<bool> play(const std::string& move) override;
    bool plays_forced_passes() const override { return false; }
    std::string turn_status(const Context& context) const override;
    std::string whereabouts() const override;
    std::string request_line() const override { return table_->request_line(); }

    GameNews hear() override;
    int wake_fd() const override { return table_->fd(); }
    std::optional<int> wait_ms(Clock::time_point now) const override;
    std::vector<Frame::SeatClock> clocks(Clock::time_point now) const override;
    bool newly_waited_for() override;

    const std::vector<int>* shared_arrangement() const override;
    void send_arrangement(int mover, const std::string& position) override {
        table_->send_arrangement(mover, position);
    }
    int own_seat() const override { return table_->seat(); }

    void act(Context& context, PlayAction action) override;
    std::string practice_refused() const override {
        return "No practice at a shared table: the table keeps one game";
    }
    std::string review_refused() const override {
        return over() ? std::string{} : "No review at a table while the game goes on";
    }
    std::string farewell() const override;

  private:
    std::unique_ptr<net::TableClient> table_;
    bool bell_;
    // What the bell last knew of the table (it rings for what is new).
    bool heard_ = false;
    // A knock's bell this often at most.
    static constexpr std::chrono::seconds knock_bell_interval{10};
    Clock::time_point knock_rang_{};
    bool was_my_turn_ = false;
    std::optional<net::RequestKind> was_asked_;
    std::size_t was_knocking_ = 0;
};

}  // namespace boardgames::ui
