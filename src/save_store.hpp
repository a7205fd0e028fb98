#pragma once
// Where games are kept between runs: saved games, one file each, named after the game and the
// minute they were saved, and one autosave per game, written when a signal ends a game in
// progress and offered for resuming the next time that game starts.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "session.hpp"

namespace boardgames {

// A game a signal interrupted, read back from its autosave.
struct InterruptedGame {
    Session session;
    std::string date;  // when it was interrupted, as in the record
};

// A saved game as a list of them shows it, read from its header (the moves not replayed).
struct SavedGameSummary {
    std::filesystem::path path;
    std::string game;  // its title, "RAPS" (the name in the file for a game not known here)
    std::string date;  // "2026-11-22 06:10 UTC"
    std::vector<std::pair<std::string, std::string>> players;  // seat name, who played it
    int moves = 0;
    std::string result;  // for people: "circles win (took every piece)", "ongoing"
    std::string error;   // why the file cannot be read (then only the path is known)
};

class SaveStore {
  public:
    explicit SaveStore(std::filesystem::path folder = save_folder());

    const std::filesystem::path& folder() const { return folder_; }

    // Saves under a new name, GAME-YYYYMMDD-HHMM.txt (then -2, -3... in the same minute);
    // returns the file's path, or why it could not be written.
    Result<std::filesystem::path> save(const Session& session) const;
    // The saved games (*.txt, autosaves included), the most recent first.
    std::vector<std::filesystem::path> saved_games() const;
    // What the saved file holds, or why it cannot be read.
    static SavedGameSummary summary(const std::filesystem::path& path);
    // The game a saved file holds, or why it cannot be read ("raps-1.txt: line 2: ...").
    static Result<Session> open(const std::filesystem::path& path);

    // Keeps a game in progress (started, not over) for resuming; returns where, or nothing
    // when there was no game to keep or it could not be written.
    std::optional<std::filesystem::path> autosave(const Session& session) const;
    std::filesystem::path autosave_path(const GameInfo& game) const;
    // The interrupted game of `game`, if its autosave is there. A damaged autosave is set
    // aside as *.damaged, never offered again, and the reason returned as the error.
    Result<std::optional<InterruptedGame>> interrupted(const GameInfo& game) const;
    // Forgets the interrupted game of `game` (resumed).
    void discard_interrupted(const GameInfo& game) const;
    // Keeps the interrupted game among the saved games (declined for now), named after when
    // it was interrupted; returns the new path, or why it stays where it was.
    Result<std::filesystem::path> keep_interrupted(const InterruptedGame& interrupted) const;

  private:
    // A name no file has yet: GAME-YYYYMMDD-HHMM.txt for `date`, then -2, -3...
    std::filesystem::path unused_path(std::string_view game, const std::string& date) const;

    std::filesystem::path folder_;
};

}  // namespace boardgames
