// The game server's data: the lobby's refresh with many tables open (what it does every
// second: read the tables, keep those whose socket is there, the rows a player sees), and the
// database's size per archived game (random games of every game, whole records).
//   lobby_bench [TABLES] [GAMES]      defaults: 200 tables, 1000 games
//   lobby_bench prepare DIR [TABLES]  leaves DIR/server.db with TABLES tables open (their sockets
//                                     stand-in files in DIR/tables) for bench/lobby_bytes.sh
// Tables list themselves with a fresh heartbeat: a run after a minute sees none of them.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "lobby/lobby_tables.hpp"
#include "session.hpp"
#include "store/database.hpp"

using namespace boardgames;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* bench_key = "SHA256:benchbenchbenchbenchbenchbenchbenchbench123";

// TABLES tables of every game in turn, some full, some with a seat free, some finished.
void open_tables(store::Database& database, const std::filesystem::path& folder, int count) {
    const auto& games = registered_games();
    std::filesystem::create_directories(folder);
    for (int i = 0; i < count; ++i) {
        // Six characters of the code alphabet (no 0 or 1): "b" and the number in base 10,
        // its digits 0 and 1 written z and y.
        std::string code = std::to_string(100000 + i % 100000).substr(1);
        for (char& c : code)
            c = c == '0' ? 'z' : c == '1' ? 'y' : c;
        code.insert(code.begin(), 'b');
        store::OpenTable table;
        table.code = code;
        table.game = std::string(games[std::size_t(i) % games.size()].name);
        table.host = "player";
        table.host += std::to_string(i);
        table.open_seats = i % 3 == 0;
        table.watchers = i % 2 == 0 ? WatchPolicy::Anyone : WatchPolicy::Invited;
        table.invited = {i % 7 == 0 ? "bench" : "someone"};
        table.seats = {
            {"first", SeatState::Here, table.host},
            {"second", i % 4 == 0 ? SeatState::Free : SeatState::Away, i % 4 == 0 ? "" : "other"}};
        table.watching = i % 5;
        table.moves = i % 60;
        table.last_move = std::int64_t(std::time(nullptr)) - i * 7;
        if (!database.listing().list(table)) std::exit(1);
        std::ofstream(folder / code) << "";  // the socket's stand-in: the lobby only looks
    }
}

// A game of random legal moves to its end (at most 300 plies), as a record.
GameRecord random_game(const GameInfo& info, std::mt19937& random) {
    Session session = Session::start(info, "").value();
    for (int ply = 0; ply < 300 && !session.match().outcome().over(); ++ply) {
        const auto moves = session.match().legal_moves();
        if (moves.empty()) break;
        if (!session.play(moves[random() % moves.size()])) break;
    }
    GameRecord record = session.record();
    record.result = session.match().outcome().over() ? session.match().result_sentence()
                                                     : "unfinished (a bench)";
    for (std::size_t seat = 0; seat < record.players.size(); ++seat) {
        record.players[seat].second = "player";
        record.players[seat].second += std::to_string(random() % 50);
    }
    return record;
}

// The lobby's refresh: read, filter, the rows and their text.
void bench_refresh(const store::Database& database, int tables) {
    const int refreshes = 200;
    std::size_t shown = 0, text_bytes = 0;
    const auto started = Clock::now();
    for (int i = 0; i < refreshes; ++i) {
        const auto rows = lobby::tables_now(database, "bench");
        shown = rows.size();
        for (const auto& row : rows)
            text_bytes += lobby::row_text(row, std::int64_t(std::time(nullptr))).size();
    }
    const double refresh_ms =
        std::chrono::duration<double, std::milli>(Clock::now() - started).count() / refreshes;
    std::printf(
        "lobby refresh, %d tables open (%zu shown to the player): %.2f ms (%zu bytes of rows)\n",
        tables, shown, refresh_ms, text_bytes / refreshes);
}

// The archive's size per game: false when a game could not be archived.
bool bench_archive(store::Database& database, const std::filesystem::path& folder, int games,
                   std::mt19937& random) {
    const auto size_of = [&] {
        std::error_code error;
        auto size = std::filesystem::file_size(folder / "server.db", error);
        const auto wal = std::filesystem::file_size(folder / "server.db-wal", error);
        if (!error) size += wal;
        return double(size);
    };
    database.listing().list({});  // a write, so the WAL is checkpointed in the figure below
    const double before = size_of();
    std::size_t moves = 0;
    const auto archiving = Clock::now();
    const auto& infos = registered_games();
    for (int i = 0; i < games; ++i) {
        const GameRecord record = random_game(infos[std::size_t(i) % infos.size()], random);
        moves += record.moves.size();
        std::string code = "g";
        code += std::to_string(i);
        if (!database.archive().add(record, code)) return false;
    }
    const double archive_ms =
        std::chrono::duration<double, std::milli>(Clock::now() - archiving).count();
    database.archive().games({.limit = 1});
    std::printf(
        "archive: %d games (%.0f moves on average, every game in turn): %.0f KiB per "
        "1,000 games; %.2f ms a game (a random game played and archived)\n",
        games, double(moves) / std::max(games, 1),
        (size_of() - before) / 1024.0 * 1000.0 / std::max(games, 1),
        archive_ms / std::max(games, 1));
    return true;
}

// A backup of the whole database while it is open (the online backup): its time and size.
bool bench_backup(store::Database& database, const std::filesystem::path& folder, int games) {
    const auto started = Clock::now();
    const auto size = database.back_up(folder / "backup.db");
    if (!size) {
        std::fprintf(stderr, "%s\n", size.error().c_str());
        return false;
    }
    std::printf("backup: %d archived games and the rest: %.1f MiB in %.0f ms\n", games,
                double(*size) / (1 << 20),
                std::chrono::duration<double, std::milli>(Clock::now() - started).count());
    return true;
}

// Ratings: a rated game archived (and both ratings moved) with 10,000 rated games kept; false
// when a player or a game could not be written.
bool bench_ratings(store::Database& database, std::mt19937& random) {
    constexpr int players = 100, rated_games = 10000, timed = 200;
    for (int p = 0; p < players; ++p) {
        std::string key = "SHA256:";
        key += std::string(40, 'r');
        key += std::to_string(100 + p);
        std::string name = "rated";
        name += std::to_string(p);
        if (!database.accounts().register_player(name, key, "bench", 1000000)) return false;
    }
    // Every game rated: the bench's pairs meet more often than the server lets them count.
    if (!database.settings().set("rated-games-per-pair-a-day", 1000)) return false;
    const auto rated_game = [&](int i) {
        GameRecord record;
        record.game = "raps";
        record.date = "2026-11-26 04:00 UTC";
        const int first = int(random() % players);
        const int second = (first + 1 + int(random() % (players - 1))) % players;
        record.players = {{"squares", "rated" + std::to_string(first)},
                          {"circles", "rated" + std::to_string(second)}};
        record.result = "a bench";
        record.moves = {std::to_string(i), "x"};  // each seat moved: the game counts
        std::string code = "r";
        code += std::to_string(i);
        const double first_score = double(random() % 3) / 2;
        return database.archive()
            .add(record, code, {true, true}, {{0, first_score}, {1, 1 - first_score}})
            .ok();
    };
    for (int i = 0; i < rated_games; ++i)
        if (!rated_game(i)) return false;
    const auto rating = Clock::now();
    for (int i = 0; i < timed; ++i)
        if (!rated_game(rated_games + i)) return false;
    std::printf(
        "ratings: a rated game archived and both ratings moved, %d rated games kept: "
        "%.2f ms\n",
        rated_games,
        std::chrono::duration<double, std::milli>(Clock::now() - rating).count() / timed);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    char name[] = "/tmp/bg-lobby-bench-XXXXXX";
    const bool prepare = argc > 2 && std::string(argv[1]) == "prepare";
    const std::filesystem::path folder = prepare ? std::filesystem::path(argv[2]) : ::mkdtemp(name);
    const int tables =
        std::atoi(prepare ? (argc > 3 ? argv[3] : "200") : (argc > 1 ? argv[1] : "200"));
    const int games = prepare ? 0 : (argc > 2 ? std::atoi(argv[2]) : 1000);
    ::setenv("BOARDGAMES_TABLES", (folder / "tables").c_str(), 1);
    auto opened = store::Database::open(folder / "server.db");
    if (!opened) {
        std::fprintf(stderr, "%s\n", opened.error().c_str());
        return 1;
    }
    store::Database& database = **opened;
    if (!database.accounts().player_by_key(bench_key) &&
        !database.accounts().register_player("bench", bench_key, "bench", 1000000))
        return 1;
    open_tables(database, folder / "tables", tables);
    if (prepare) {
        std::printf("%s\n", bench_key);
        return 0;
    }
    bench_refresh(database, tables);
    std::mt19937 random(1);
    if (!bench_archive(database, folder, games, random) || !bench_ratings(database, random) ||
        !bench_backup(database, folder, games))
        return 1;
    std::error_code error;
    std::filesystem::remove_all(folder, error);
    return 0;
}
