#include "net/table_recorder.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>

#include "net/table_process.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

TableFiles::TableFiles(std::filesystem::path record_path, std::filesystem::path database_path)
    : record_path_(std::move(record_path)), database_path_(std::move(database_path)) {}

void TableFiles::save(const TableSave& saved) {
    write_file_atomically(record_path_, write_record(saved.record));
    write_file_atomically(std::filesystem::path(record_path_).replace_extension(".seats"),
                          saved.seats_file);
}

// The table waits a quarter of a second at most for another writer; should the database be
// busy or out of reach, the record file still holds the game, and the next save tries again
// (the archive knows a game saved again, in another minute or after a reopen).
bool TableFiles::archive(const ArchivedGame& game) {
    const auto database = store::Database::open(database_path_, std::chrono::milliseconds(250));
    if (!database) return false;
    return (*database)
        ->archive()
        .add(game.record, game.code, game.lobby_players, game.scores, game.first_seat_score)
        .ok();
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

bool process_alive(const std::string& process) {
    const std::size_t space = process.find(' ');
    if (space == std::string::npos || space == 0 || space > 10) return false;
    const auto pid = number_field(process.substr(0, space), 1L << 30);
    return pid && *pid > 0 && process_identity(pid_t(*pid)) == process;
}

Result<std::unique_ptr<CorrespondenceFiles>> CorrespondenceFiles::claim(
    const std::string& code, const std::filesystem::path& database) {
    auto opened = store::Database::open(database);
    if (!opened) return fail(opened.error());
    auto files = std::make_unique<CorrespondenceFiles>(code, **opened);
    files->owned_ = std::move(opened).value();
    const std::string process = process_identity(::getpid());
    const auto claimed =
        files->database_->correspondence().claim_process(code, process, process_alive);
    if (!claimed) return fail(claimed.error());
    if (!*claimed) return fail("the correspondence game " + code + " is open in another process");
    files->process_ = process;
    return files;
}

CorrespondenceFiles::CorrespondenceFiles(std::string code, store::Database& database)
    : code_(std::move(code)), database_(&database) {}

CorrespondenceFiles::~CorrespondenceFiles() {
    if (!process_.empty()) database_->correspondence().release_process(code_, process_);
}

// The deadline starts only once every seat is taken: who is to move is nobody till then.
void CorrespondenceFiles::save(const TableSave& saved) {
    store::CorrespondenceProgress progress{write_record(saved.record), saved.seats_file,
                                           saved.players, "", int(saved.record.moves.size())};
    const bool seated = std::none_of(saved.players.begin(), saved.players.end(),
                                     [](const std::string& name) { return name.empty(); });
    if (seated && saved.to_move >= 0 && std::size_t(saved.to_move) < saved.players.size())
        progress.to_move = saved.players[std::size_t(saved.to_move)];
    database_->correspondence().save(code_, progress, std::int64_t(std::time(nullptr)));
}

bool CorrespondenceFiles::archive(const ArchivedGame& game) {
    if (!database_->archive()
             .add(game.record, game.code, game.lobby_players, game.scores, game.first_seat_score)
             .ok())
        return false;
    database_->correspondence().remove(code_);
    return true;
}

}  // namespace boardgames::net
