// Tables: the memory of many open tables, and the time a move takes from one player's
// connection to the other's through the table (the socket path alone; bench/table_latency.sh
// measures click to screen in tmux).
//   table_bench [TABLES] [MOVES]      defaults: 50 tables, 100 moves
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "net/protocol.hpp"
#include "net/table.hpp"
#include "net/table_process.hpp"
#include "table_connection.hpp"

using namespace boardgames;
using namespace boardgames::net;
using Clock = std::chrono::steady_clock;

namespace {

// A field of /proc/PID/smaps_rollup in KiB: Rss counts the pages shared with the other tables
// (the program's code) in each; Pss shares them out, so the Pss add up to the real total.
long memory_kib(pid_t pid, const std::string& field) {
    std::ifstream rollup("/proc/" + std::to_string(pid) + "/smaps_rollup");
    for (std::string line; std::getline(rollup, line);)
        if (line.rfind(field + ":", 0) == 0) return std::atol(line.c_str() + field.size() + 1);
    return 0;
}

// The tables' processes: this program forked them (setenv does not show in /proc/PID/environ,
// so they are known by their executable).
std::vector<pid_t> table_pids() {
    const auto self = std::filesystem::read_symlink("/proc/self/exe");
    std::vector<pid_t> pids;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename();
        if (!std::all_of(name.begin(), name.end(), ::isdigit)) continue;
        std::error_code error;
        const auto exe = std::filesystem::read_symlink(entry.path() / "exe", error);
        if (!error && exe == self && pid_t(std::stol(name)) != ::getpid())
            pids.push_back(pid_t(std::stol(name)));
    }
    return pids;
}

// Opens `count` tables of `game`, each in its own process: their codes, or nothing (said on
// stderr) when one cannot start.
std::optional<std::vector<std::string>> open_tables(const GameInfo& game, int count) {
    std::vector<std::string> codes;
    for (int i = 0; i < count; ++i) {
        const std::string code = new_table_code();
        Session session = Session::start(game, "").value();
        std::vector<SeatRecord> seats(session.seats().size());
        TableAccess access;
        access.host = Person{::getuid(), login_name(::getuid())};
        if (const auto failed =
                start_table_process(TableSetup{.code = code,
                                               .session = std::move(session),
                                               .seats = std::move(seats),
                                               .access = std::move(access),
                                               .record_path = table_record_path(code),
                                               .socket_path = table_socket_path(code)})) {
            std::fprintf(stderr, "table %d: %s\n", i, failed->c_str());
            return std::nullopt;
        }
        codes.push_back(code);
    }
    return codes;
}

// Two players at a table, `black` and `white`, play `moves` random moves of `game`: each
// move's time from one's send to the other's receipt of the table's "moved", or nothing (said
// on stderr) when the table does not answer.
std::optional<std::vector<double>> move_times(const GameInfo& game, TableConnection& black,
                                              TableConnection& white, int moves) {
    std::mt19937 random(7);
    auto match = game.new_match(game, "").value();
    std::vector<double> millis;
    for (int ply = 0; ply < moves && !match->outcome().over(); ++ply) {
        const auto legal = match->legal_moves();
        const std::string move = legal[random() % legal.size()];
        TableConnection& mover = ply % 2 == 0 ? black : white;
        TableConnection& other = ply % 2 == 0 ? white : black;
        const auto sent = Clock::now();
        mover.say("move " + move);
        const std::string heard = other.until("moved");
        millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        if (heard.empty()) {
            std::fprintf(stderr, "no answer to %s\n", move.c_str());
            return std::nullopt;
        }
        match->play(move);
        mover.until("moved");
    }
    return millis;
}

// The memory of the tables' processes `pids`, in one line.
void print_memory(const std::vector<pid_t>& pids) {
    long rss = 0, pss = 0, largest = 0;
    for (pid_t pid : pids) {
        rss += memory_kib(pid, "Rss");
        pss += memory_kib(pid, "Pss");
        largest = std::max(largest, memory_kib(pid, "Rss"));
    }
    std::printf(
        "%zu tables open: %.1f MiB in all (proportional set size), %.2f MiB each; "
        "resident %.2f MiB each counting shared pages, %.2f MiB the largest\n",
        pids.size(), double(pss) / 1024, double(pss) / 1024 / double(pids.size()),
        double(rss) / 1024 / double(pids.size()), double(largest) / 1024);
}

}  // namespace

int main(int argc, char** argv) {
    const int tables = argc > 1 ? std::atoi(argv[1]) : 50;
    const int moves = argc > 2 ? std::atoi(argv[2]) : 100;
    char scratch[] = "/tmp/bg-table-bench-XXXXXX";
    const std::string directory = ::mkdtemp(scratch);
    ::setenv("BOARDGAMES_TABLES", directory.c_str(), 1);
    ::setenv("XDG_DATA_HOME", (directory + "/data").c_str(), 1);
    const GameInfo& tactica = *find_game("tactica");
    const auto codes = open_tables(tactica, tables);
    if (!codes) return 1;
    const std::string& first = codes->front();
    TableConnection black = TableConnection::join(table_socket_path(first), first);
    TableConnection white = TableConnection::join(table_socket_path(first), first);
    auto millis = move_times(tactica, black, white, moves);
    if (!millis) return 1;
    // The tables' memory with the two players still at the first.
    const std::vector<pid_t> pids = table_pids();
    std::sort(millis->begin(), millis->end());
    std::printf("%zu moves through the table: median %.3f ms, max %.3f ms\n", millis->size(),
                (*millis)[millis->size() / 2], millis->back());
    print_memory(pids);
    for (pid_t pid : pids)
        ::kill(pid, SIGTERM);
    ::usleep(300 * 1000);
    std::filesystem::remove_all(directory);
    return 0;
}
