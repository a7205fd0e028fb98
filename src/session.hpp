#pragma once
// A game being played: the match, who plays each side, the moves undone (for redo), and the
// record that saving and loading use. Knows no rule: moves are strings the match checks.

#include <memory>
#include <string>
#include <vector>

#include "boardgames/play/any_match.hpp"
#include "game_record.hpp"

namespace boardgames {

struct Player {
    enum class Kind { Human, Computer };
    Kind kind = Kind::Human;
    int level = 3;  // the computer's level, 1 (a beginner) to 5 (the strongest)

    bool human() const { return kind == Kind::Human; }
    std::string label() const {
        return human() ? "human" : "computer (level " + std::to_string(level) + ")";
    }
    // Reads a label written by label(); anything else is a human.
    static Player from_label(const std::string& label) {
        const std::string prefix = "computer (level ";
        if (label.rfind(prefix, 0) == 0 && label.size() == prefix.size() + 2 &&
            label[prefix.size()] >= '1' && label[prefix.size()] <= '5')
            return Player{Kind::Computer, label[prefix.size()] - '0'};
        return Player{};
    }
};

// How the sides are played: one person against the computer, a demo, or two people.
enum class Mode { HumanVsComputer, ComputerVsComputer, HumanVsHuman };
const char* mode_name(Mode mode);

class Session {
  public:
    // A new game of `info` from `position` (the standard start when empty).
    static Result<Session> start(const GameInfo& info, const std::string& position);
    static Result<Session> from_record(const GameRecord& record);

    const GameInfo& game() const { return *info_; }
    const AnyMatch& match() const { return *match_; }
    const std::string& start_position() const { return start_; }  // empty: standard

    std::vector<Player> players;  // by side index

    // Who plays which side; computers play at `level`.
    void set_mode(Mode mode, int human_side, int level);
    Mode mode() const;
    bool human_to_move() const;

    Result<std::string> play(const std::string& typed);
    bool undo();
    bool redo();
    bool can_redo() const { return !redo_.empty(); }
    // Undoes back to the last position where a human was to move (HvC undoes the reply too).
    bool undo_to_human();

    GameRecord record() const;

  private:
    Session(const GameInfo& info, std::unique_ptr<AnyMatch> match, std::string start);

    const GameInfo* info_;
    std::unique_ptr<AnyMatch> match_;
    std::string start_;
    std::vector<std::string> redo_;  // most recently undone last
};

}  // namespace boardgames
