#include "save_store.hpp"

#include <algorithm>
#include <utility>

#include "boardgames/play/registry.hpp"

namespace boardgames {
namespace {

// "2026-11-22 06:10 UTC" as "20261122-0610".
std::string minute_stamp(const std::string& date) {
    std::string stamp;
    for (char c : date.substr(0, 16))
        if (c != '-' && c != ':') stamp += c == ' ' ? '-' : c;
    return stamp;
}

}  // namespace

SaveStore::SaveStore(std::filesystem::path folder) : folder_(std::move(folder)) {}

std::filesystem::path SaveStore::unused_path(std::string_view game, const std::string& date) const {
    const std::string stem = std::string(game) + "-" + minute_stamp(date);
    std::filesystem::path path = folder_ / (stem + ".txt");
    for (int n = 2; std::filesystem::exists(path); ++n)
        path = folder_ / (stem + "-" + std::to_string(n) + ".txt");
    return path;
}

Result<std::filesystem::path> SaveStore::save(const Session& session) const {
    const std::filesystem::path path = unused_path(session.game().name, current_date_text());
    if (const auto error = write_file_atomically(path, write_record(session.record())))
        return fail(*error);
    return path;
}

std::vector<std::filesystem::path> SaveStore::saved_games() const {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder_, error))
        if (entry.is_regular_file() && entry.path().extension() == ".txt")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
        std::error_code ignored;
        return std::filesystem::last_write_time(a, ignored) >
               std::filesystem::last_write_time(b, ignored);
    });
    return files;
}

Result<Session> SaveStore::open(const std::filesystem::path& path) {
    const auto text = read_text_file(path);
    if (!text) return fail(text.error());
    const std::string name = path.filename().string();
    const auto record = read_record(*text);
    if (!record) return fail(name + ": " + record.error());
    auto session = Session::from_record(*record);
    if (!session) return fail(name + ": " + session.error());
    return std::move(session).value();
}

std::optional<std::filesystem::path> SaveStore::autosave(const Session& session) const {
    const AnyMatch& match = session.match();
    if (match.ply() == 0 || match.outcome().over()) return std::nullopt;
    const std::filesystem::path path = autosave_path(session.game());
    if (write_file_atomically(path, write_record(session.record()))) return std::nullopt;
    return path;
}

std::filesystem::path SaveStore::autosave_path(const GameInfo& game) const {
    return folder_ / ("autosave-" + std::string(game.name) + ".txt");
}

Result<std::optional<InterruptedGame>> SaveStore::interrupted(const GameInfo& game) const {
    const auto path = autosave_path(game);
    const auto text = read_text_file(path);
    if (!text) return std::optional<InterruptedGame>{};
    const auto record = read_record(*text);
    auto session = record ? Session::from_record(*record) : Result<Session>(fail(record.error()));
    if (!session) {
        std::error_code ignored;
        std::filesystem::rename(path, path.string() + ".damaged", ignored);
        return fail(session.error());
    }
    return std::optional<InterruptedGame>(
        InterruptedGame{std::move(session).value(), record->date});
}

void SaveStore::discard_interrupted(const GameInfo& game) const {
    std::error_code ignored;
    std::filesystem::remove(autosave_path(game), ignored);
}

Result<std::filesystem::path> SaveStore::keep_interrupted(
    const InterruptedGame& interrupted) const {
    const GameInfo& game = interrupted.session.game();
    const std::filesystem::path path = unused_path(game.name, interrupted.date);
    std::error_code error;
    std::filesystem::rename(autosave_path(game), path, error);
    if (error) return fail("cannot keep " + autosave_path(game).string() + ": " + error.message());
    return path;
}

SavedGameSummary SaveStore::summary(const std::filesystem::path& path) {
    SavedGameSummary summary;
    summary.path = path;
    const auto text = read_text_file(path);
    const auto record = text ? read_record(*text) : Result<GameRecord>(fail(text.error()));
    if (!record) {
        summary.error = record.error();
        return summary;
    }
    const GameInfo* game = find_game(record->game);
    summary.game = game ? std::string(game->title) : record->game;
    summary.date = record->date;
    summary.players = record->players;
    summary.moves = int(record->moves.size());
    summary.result = result_for_people(record->game, record->result);
    return summary;
}

}  // namespace boardgames
