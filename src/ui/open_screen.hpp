#pragma once
// Saved games: the list to open one from, saving the game, and resuming the game a signal
// interrupted. The files themselves are the SaveStore's.

#include <filesystem>
#include <vector>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class OpenScreen final : public Screen {
  public:
    // `files`: the saved games, at least one, the most recent first.
    OpenScreen(Context& context, std::vector<std::filesystem::path> files);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override { return "up/down choose  Enter open  Esc close"; }
    const BoardView& board() const override { return ctx_.board(); }
    bool overlay() const override { return true; }

  private:
    void open(const std::filesystem::path& path);

    Context& ctx_;
    std::vector<std::filesystem::path> files_;
    int row_ = 0;
};

// Shows the saved games to open one, or says there are none.
void open_saved_game(Context& context);
// Saves the game under a new name and says where.
void save_game(Context& context);
// Asks whether to resume the game a signal interrupted; false when there is none to offer.
bool offer_resume(Context& context);

}  // namespace boardgames::ui
