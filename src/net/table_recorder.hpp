#pragma once
// What a table writes, behind one small interface so the table's game needs no file or
// database to run (its tests keep what it writes in memory): the record and the seats file
// after every change (a table that dies reopens from them), the finished game in the archive,
// and, at the game server, the table's row in the lobby's listing.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game_record.hpp"
#include "store/database.hpp"

namespace boardgames::net {

// What the archive keeps of a finished game besides its record.
struct ArchivedGame {
    GameRecord record;
    std::string code;
    std::vector<bool> lobby_players;         // by seat: a player of the server's lobby
    std::vector<store::SeatScore> scores;    // by seat, in a rated game; else empty
    std::optional<double> first_seat_score;  // the game's result for the first seat (1, 0.5, 0)
};

// What a table saves after every change.
struct TableSave {
    GameRecord record;
    std::string seats_file;            // seat_store.hpp
    std::vector<std::string> players;  // by seat: the person seated there ("" free, the computer)
    int to_move = -1;                  // the seat to move (-1: none, over or arranging)
};

class TableRecorder {
  public:
    virtual ~TableRecorder() = default;
    // The game's record and the seats file, each replaced whole.
    virtual void save(const TableSave& saved) = 0;
    // The finished game into the archive; false when it could not go there now (tried again
    // at the next save).
    virtual bool archive(const ArchivedGame& game) = 0;
    // The table's row in the lobby's listing, new or again; false when it could not be written
    // now.
    virtual bool list(const store::OpenTable& table) = 0;
    // The row gone (the table closes).
    virtual void unlist(const std::string& code) = 0;
};

// The record and seats files beside each other (`record_path`, its ".seats" twin), and the
// server's database at `database_path` for the archive and the listing.
class TableFiles final : public TableRecorder {
  public:
    TableFiles(std::filesystem::path record_path, std::filesystem::path database_path);
    void save(const TableSave& saved) override;
    bool archive(const ArchivedGame& game) override;
    bool list(const store::OpenTable& table) override;
    void unlist(const std::string& code) override;

  private:
    std::filesystem::path record_path_;
    std::filesystem::path database_path_;
    std::unique_ptr<store::Database> listing_database_;  // opened once, kept for the listing
};

// A correspondence game's table (store/correspondence.hpp): its record and seats are the
// server database's row of the game, which this process claims while it serves it (refused
// when another live process does). The finished game goes to the archive and its row away. It
// is not listed among the tables: the lobby lists correspondence games from their rows.
class CorrespondenceFiles final : public TableRecorder {
  public:
    // Opens the database and claims the game for this process: the reason when it cannot.
    static Result<std::unique_ptr<CorrespondenceFiles>> claim(
        const std::string& code, const std::filesystem::path& database);
    // Writes the game `code` through `database` (which must outlive it) without claiming it:
    // for ending a game no process serves (lost on time).
    CorrespondenceFiles(std::string code, store::Database& database);
    ~CorrespondenceFiles() override;
    void save(const TableSave& saved) override;
    bool archive(const ArchivedGame& game) override;
    bool list(const store::OpenTable&) override { return true; }
    void unlist(const std::string&) override {}

  private:
    std::string code_;
    std::string process_;  // this process, as the game's row names it once claimed
    std::unique_ptr<store::Database> owned_;
    store::Database* database_;
};

// Whether the process named "PID START" (process_identity) is still running.
bool process_alive(const std::string& process);

}  // namespace boardgames::net
