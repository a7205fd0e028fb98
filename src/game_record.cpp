#include "game_record.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>

#include "boardgames/play/registry.hpp"

namespace boardgames {
namespace {

constexpr std::string_view magic = "boardgames record 1";

std::string trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    return std::string(text);
}

bool is_round_number(std::string_view word) {
    if (word.size() < 2 || word.back() != '.') return false;
    for (char c : word.substr(0, word.size() - 1))
        if (c < '0' || c > '9') return false;
    return true;
}

}  // namespace

std::string numbered_moves(const std::vector<std::string>& moves, std::size_t per_round) {
    std::string text;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i % per_round == 0) {
            if (i > 0) text += ' ';
            text += std::to_string(i / per_round + 1) + ".";
        }
        text += ' ' + moves[i];
    }
    return text;
}

std::string write_record(const GameRecord& record) {
    std::string text(magic);
    text += "\ngame: " + record.game + "\ndate: " + record.date + '\n';
    for (const auto& [side, who] : record.players)
        text += side + ": " + who + '\n';
    if (!record.start.empty()) text += "start: " + record.start + '\n';
    if (!record.options.empty()) text += "options: " + record.options + '\n';
    if (!record.series.empty()) text += "series: " + record.series + '\n';
    text += "result: " + record.result + "\n\n";
    for (std::size_t i = 0; i < record.moves.size(); i += 2) {
        text += std::to_string(i / 2 + 1) + ". " + record.moves[i];
        if (i + 1 < record.moves.size()) text += ' ' + record.moves[i + 1];
        text += '\n';
    }
    return text;
}

Result<GameRecord> read_record(std::string_view text) {
    std::istringstream lines{std::string(text)};
    std::string line;
    int number = 0;
    const auto at = [&](const std::string& why) {
        return fail("line " + std::to_string(number) + ": " + why);
    };
    if (!std::getline(lines, line) || trim(line) != magic)
        return fail("not a boardgames record (the first line must be \"" + std::string(magic) +
                    "\")");
    number = 1;
    GameRecord record;
    bool in_moves = false;
    while (std::getline(lines, line)) {
        ++number;
        const std::string content = trim(line);
        if (!in_moves) {
            if (content.empty()) {
                in_moves = true;
                continue;
            }
            const std::size_t colon = content.find(':');
            if (colon == std::string::npos)
                return at("expected \"key: value\", found \"" + content + "\"");
            const std::string key = trim(std::string_view(content).substr(0, colon));
            const std::string value = trim(std::string_view(content).substr(colon + 1));
            if (key == "game")
                record.game = value;
            else if (key == "date")
                record.date = value;
            else if (key == "start")
                record.start = value;
            else if (key == "result")
                record.result = value;
            else if (key == "options")
                record.options = value;
            else if (key == "series")
                record.series = value;
            else
                record.players.emplace_back(key, value);
            continue;
        }
        std::istringstream words(content);
        for (std::string word; words >> word;)
            if (!is_round_number(word)) record.moves.push_back(word);
    }
    if (record.game.empty()) return fail("the record names no game");
    return record;
}

Result<std::unique_ptr<AnyMatch>> replay_record(const GameRecord& record) {
    const GameInfo* info = find_game(record.game);
    if (!info) return fail("unknown game '" + record.game + "'");
    auto match = info->new_match(*info, record.start);
    if (!match) return fail("bad start position '" + record.start + "': " + match.error());
    std::unique_ptr<AnyMatch> replayed = std::move(match).value();
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const auto played = replayed->play(record.moves[i]);
        if (!played) return fail("move " + std::to_string(i + 1) + ": " + played.error());
    }
    return replayed;
}

std::string result_for_people(std::string_view game, std::string result) {
    const GameInfo* info = find_game(game);
    if (!info) return result;
    for (int side = 0; side < int(info->side_names.size()); ++side) {
        const std::string written = info->side_names[std::size_t(side)] + " wins";
        if (result.starts_with(written))
            return info->side_wins(side) + result.substr(written.size());
    }
    return result;
}

std::size_t numbered_move_count(std::size_t plies, std::size_t seats) {
    return seats == 0 ? plies : (plies + seats - 1) / seats;
}

std::string moves_text(std::size_t plies, std::size_t seats) {
    const std::size_t moves = numbered_move_count(plies, seats);
    return std::to_string(moves) + (moves == 1 ? " move" : " moves");
}

std::filesystem::path save_folder() {
    if (const char* data = std::getenv("XDG_DATA_HOME"); data && *data == '/')
        return std::filesystem::path(data) / "boardgames";
    const char* home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : ".") / ".local" / "share" / "boardgames";
}

std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 std::string_view text, unsigned mode) {
    std::error_code error;
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), error);
    if (error) return "cannot create " + path.parent_path().string() + ": " + error.message();
    std::string temporary = path.string() + ".XXXXXX";
    const int fd = mkstemp(temporary.data());
    if (fd < 0)
        return "cannot write in " + path.parent_path().string() + ": " + std::strerror(errno);
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const std::string why = std::strerror(errno);
            ::close(fd);
            ::unlink(temporary.c_str());
            return "cannot write " + path.string() + ": " + why;
        }
        written += static_cast<std::size_t>(n);
    }
    const bool synced = ::fchmod(fd, mode_t(mode)) == 0 && ::fsync(fd) == 0;
    ::close(fd);
    if (!synced || std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(temporary.c_str());
        return "cannot save " + path.string() + ": " + why;
    }
    return std::nullopt;
}

Result<std::string> read_text_file(const std::filesystem::path& path, std::size_t limit) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return fail("cannot open " + path.string() + ": " + std::strerror(errno));
    std::string text;
    char buffer[4096];
    while (file.read(buffer, sizeof buffer) || file.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(file.gcount()));
        if (text.size() > limit) return fail(path.string() + " is too large to be a game record");
    }
    return text;
}

std::string current_date_text() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
    return text;
}

}  // namespace boardgames
