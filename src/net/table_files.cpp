#include "net/table_files.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <sstream>
#include <utility>

#include "game_record.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

std::filesystem::path tables_folder() {
    return save_folder() / "tables";
}

std::filesystem::path table_record_path(const std::string& code) {
    return tables_folder() / (code + ".txt");
}

std::filesystem::path table_seats_path(const std::string& code) {
    return tables_folder() / (code + ".seats");
}

namespace {

std::filesystem::path tokens_path(const std::string& code) {
    return tables_folder() / (code + ".tokens");
}

// The file's "TOKEN UID" lines; anything else in it is skipped.
std::vector<std::pair<std::string, uid_t>> read_tokens(const std::string& code) {
    std::vector<std::pair<std::string, uid_t>> tokens;
    const auto text = read_text_file(tokens_path(code), 4096);
    if (!text) return tokens;
    std::istringstream lines(*text);
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        std::string token;
        long uid = -1;
        if (words >> token >> uid && is_token(token) && uid >= 0)
            tokens.emplace_back(token, uid_t(uid));
    }
    return tokens;
}

}  // namespace

std::vector<std::string> stored_tokens(const std::string& code, uid_t table_uid) {
    std::vector<std::string> tokens;
    for (const auto& [token, uid] : read_tokens(code))
        if (uid == table_uid) tokens.push_back(token);
    return tokens;
}

namespace {

void write_tokens(const std::string& code,
                  const std::vector<std::pair<std::string, uid_t>>& tokens) {
    std::error_code error;
    if (tokens.empty()) {
        std::filesystem::remove(tokens_path(code), error);
        return;
    }
    std::string text;
    for (const auto& [kept, uid] : tokens)
        text += kept + ' ' + std::to_string(uid) + '\n';
    std::filesystem::create_directories(tables_folder(), error);
    ::chmod(tables_folder().c_str(), 0700);
    write_file_atomically(tokens_path(code), text);  // mode 0600, as mkstemp makes it
}

}  // namespace

void store_token(const std::string& code, const std::string& token, uid_t table_uid) {
    auto tokens = read_tokens(code);
    std::erase_if(tokens, [&](const auto& kept) { return kept.first == token; });
    tokens.insert(tokens.begin(), {token, table_uid});  // the newest first
    if (tokens.size() > 8) tokens.resize(8);
    write_tokens(code, tokens);
}

void forget_token(const std::string& code, const std::string& token) {
    auto tokens = read_tokens(code);
    std::erase_if(tokens, [&](const auto& kept) { return kept.first == token; });
    write_tokens(code, tokens);
}

}  // namespace boardgames::net
