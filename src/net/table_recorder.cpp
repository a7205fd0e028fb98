#include "net/table_recorder.hpp"

#include <unistd.h>

#include <chrono>

#include "net/table_process.hpp"

namespace boardgames::net {

TableFiles::TableFiles(std::filesystem::path record_path, std::filesystem::path database_path)
    : record_path_(std::move(record_path)), database_path_(std::move(database_path)) {}

void TableFiles::save(const GameRecord& record, const std::string& seats_file) {
    write_file_atomically(record_path_, write_record(record));
    write_file_atomically(std::filesystem::path(record_path_).replace_extension(".seats"),
                          seats_file);
}

// The table waits a quarter of a second at most for another writer; should the database be
// busy or out of reach, the record file still holds the game, and the next save tries again
// (the archive knows a game saved again, in another minute or after a reopen).
bool TableFiles::archive(const ArchivedGame& game) {
    const auto database = store::Database::open(database_path_, std::chrono::milliseconds(250));
    if (!database) return false;
    return (*database)->archive().add(game.record, game.code, game.lobby_players, game.scores).ok();
}

bool TableFiles::list(const store::OpenTable& table) {
    if (!listing_database_) {
        auto opened = store::Database::open(database_path_, std::chrono::milliseconds(100));
        if (!opened) return false;
        listing_database_ = std::move(opened).value();
    }
    store::OpenTable listed = table;
    listed.process = process_identity(::getpid());  // for the administrator's `close`
    return listing_database_->listing().list(listed).ok();
}

void TableFiles::unlist(const std::string& code) {
    if (listing_database_) listing_database_->listing().unlist(code);
}

}  // namespace boardgames::net
