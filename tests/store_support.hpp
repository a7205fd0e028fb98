#pragma once
// What the tests of the server's data share: a database in a scratch folder, removed after,
// key fingerprints and finished games to archive.

#include <sqlite3.h>
#include <stdlib.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "game_record.hpp"
#include "store/database.hpp"

namespace boardgames::store::testing {

struct ScratchDatabase {
    std::filesystem::path folder;
    std::filesystem::path path;
    ScratchDatabase() {
        char name[] = "/tmp/bg-store-test-XXXXXX";
        folder = ::mkdtemp(name);
        path = folder / "data" / "server.db";
    }
    ~ScratchDatabase() {
        std::error_code error;
        std::filesystem::remove_all(folder, error);
    }
    std::unique_ptr<Database> open() const {
        auto database = Database::open(path);
        REQUIRE(database);
        return std::move(database).value();
    }
    // Runs `sql` on the file through a connection of its own, as another program would: the
    // rows it returns, a line each, their columns joined by '|'.
    std::string raw_sql(const std::string& sql) const {
        sqlite3* raw = nullptr;
        REQUIRE(sqlite3_open(path.c_str(), &raw) == SQLITE_OK);
        std::string rows;
        const int ran = sqlite3_exec(
            raw, sql.c_str(),
            [](void* out, int columns, char** values, char**) {
                auto& text = *static_cast<std::string*>(out);
                for (int column = 0; column < columns; ++column) {
                    if (column > 0) text += '|';
                    if (values[column]) text += values[column];
                }
                text += '\n';
                return 0;
            },
            &rows, nullptr);
        sqlite3_close(raw);
        REQUIRE(ran == SQLITE_OK);
        return rows;
    }
};

// A fingerprint of the form sshd gives, different for each `n`.
inline std::string key(int n) {
    std::string digits = std::to_string(n);
    return "SHA256:" + std::string(43 - digits.size(), 'A') + digits;
}

inline GameRecord finished_game(const std::string& game, const std::string& first,
                                const std::string& second, const std::string& result,
                                std::vector<std::string> moves) {
    GameRecord record;
    record.game = game;
    record.date = "2026-11-26 04:00 UTC";
    record.players = {{"squares", first}, {"circles", second}};
    record.result = result;
    record.moves = std::move(moves);
    return record;
}

}  // namespace boardgames::store::testing
