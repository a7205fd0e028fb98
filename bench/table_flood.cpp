// A table under a flood: the time a legitimate move takes from one player's connection to the
// other's (the table's "moved"), with no flood, while another user keeps 200 connections
// coming, and while a watcher floods the chat; and the table's memory meanwhile.
//   table_flood [MOVES]      default 200 moves in each phase
// Run as root, the flood comes from the user "nobody" (a stranger to the table, as an attacker
// is); otherwise from the same user as the players, which the table cannot tell apart.
#include <fcntl.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
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

// A field of /proc/PID/status in KiB (VmRSS now, VmHWM the most it held).
long status_kib(pid_t pid, const std::string& field) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind(field + ":", 0) == 0) return std::atol(line.c_str() + field.size() + 1);
    return 0;
}

pid_t table_pid() {
    const auto self = std::filesystem::read_symlink("/proc/self/exe");
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename();
        if (!std::all_of(name.begin(), name.end(), ::isdigit)) continue;
        std::error_code error;
        const auto exe = std::filesystem::read_symlink(entry.path() / "exe", error);
        if (!error && exe == self && pid_t(std::stol(name)) != ::getpid()) return std::stoi(name);
    }
    return -1;
}

// The flood, in a child process of another user when we are root.
[[noreturn]] void flood(const std::filesystem::path& socket, const std::string& code, bool chat) {
    if (::getuid() == 0)
        if (const passwd* nobody = ::getpwnam("nobody")) {
            if (::setgid(nobody->pw_gid) != 0 || ::setuid(nobody->pw_uid) != 0) ::_exit(3);
        }
    ::signal(SIGPIPE, SIG_IGN);
    std::vector<int> connections(chat ? 1 : 200, -1);
    char buffer[65536];
    std::string spam;
    for (int i = 0; i < 64; ++i)
        spam += "chat spam spam spam " + std::to_string(i) + "\n";
    for (;;) {
        for (int& fd : connections) {
            if (fd >= 0) {  // gone (busy, or hung up on)? then again
                pollfd polled{fd, POLLIN, 0};
                if (::poll(&polled, 1, 0) > 0) {
                    const ssize_t got = ::recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
                    if (got == 0 || (got < 0 && errno != EAGAIN)) {
                        ::close(fd);
                        fd = -1;
                    }
                }
            }
            if (fd < 0) {
                auto made = connect_to(socket);
                if (!made) continue;
                fd = made.value().release();
                if (chat) {
                    const std::string hello = "hello boardgames-table 4 " + code + " watch\n";
                    ::send(fd, hello.data(), hello.size(), MSG_NOSIGNAL);
                }
            }
            if (chat) ::send(fd, spam.data(), spam.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
        }
        if (!chat) ::usleep(1000);
    }
}

struct Phase {
    std::vector<double> millis;
    long rss_kib = 0;
};

// Plays on from where the game stands, at random among the legal moves.
Phase play(TableConnection& black, TableConnection& white, AnyMatch& match_state, int moves,
           std::mt19937& random, pid_t table) {
    Phase phase;
    AnyMatch* match = &match_state;
    for (int ply = 0; ply < moves; ++ply) {
        if (match->outcome().over()) break;
        const auto legal = match->legal_moves();
        const std::string move = legal[random() % legal.size()];
        TableConnection& mover = match->ply() % 2 == 0 ? black : white;
        TableConnection& other = match->ply() % 2 == 0 ? white : black;
        const auto sent = Clock::now();
        mover.say("move " + move);
        if (other.until("moved").empty()) {
            std::fprintf(stderr, "no answer to %s\n", move.c_str());
            std::exit(1);
        }
        phase.millis.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        match->play(move);
        mover.until("moved");
        phase.rss_kib = std::max(phase.rss_kib, status_kib(table, "VmRSS"));
    }
    return phase;
}

void report(const char* name, Phase phase) {
    std::sort(phase.millis.begin(), phase.millis.end());
    std::printf("%-34s %4zu moves: median %.3f ms, max %.3f ms; table resident %.1f MiB\n", name,
                phase.millis.size(), phase.millis[phase.millis.size() / 2], phase.millis.back(),
                double(phase.rss_kib) / 1024);
}

}  // namespace

int main(int argc, char** argv) {
    const int moves = argc > 1 ? std::atoi(argv[1]) : 200;
    char scratch[] = "/tmp/bg-table-flood-XXXXXX";
    const std::filesystem::path directory = ::mkdtemp(scratch);
    ::chmod(directory.c_str(), 0711);  // the flooding user reaches the socket inside
    const std::filesystem::path tables = directory / "tables";
    ::mkdir(tables.c_str(), 01733);
    ::chmod(tables.c_str(), 01733);
    ::setenv("BOARDGAMES_TABLES", tables.c_str(), 1);
    ::setenv("XDG_DATA_HOME", (directory / "data").c_str(), 1);
    const GameInfo& game = *find_game("tactica");
    const std::string code = new_table_code();
    Session session = Session::start(game, "").value();
    std::vector<SeatRecord> seats(session.seats().size());
    TableAccess access;
    access.host = Person{::getuid(), login_name(::getuid())};
    access.watchers = WatchPolicy::Anyone;  // so the flooder may watch, and chat
    TableSetup setup{.code = code,
                     .session = std::move(session),
                     .seats = std::move(seats),
                     .access = std::move(access),
                     .record_path = table_record_path(code),
                     .socket_path = table_socket_path(code)};
    setup.idle_limit = std::chrono::seconds(600);
    if (const auto failed = start_table_process(std::move(setup))) {
        std::fprintf(stderr, "table: %s\n", failed->c_str());
        return 1;
    }
    const pid_t table = table_pid();
    const auto socket = table_socket_path(code);
    TableConnection black = TableConnection::join(socket, code),
                    white = TableConnection::join(socket, code);
    std::mt19937 random(7);
    std::printf("flood from %s\n", ::getuid() == 0 ? "the user nobody" : "the players' own user");

    // Each phase plays on from where the last stopped (Táctica's games are long).
    auto match = game.new_match(game, "").value();
    report("no flood", play(black, white, *match, moves, random, table));
    for (const bool chat : {false, true}) {
        const pid_t flooder = ::fork();
        if (flooder == 0) flood(socket, code, chat);
        ::usleep(500 * 1000);  // the flood under way
        report(chat ? "a watcher flooding the chat" : "200 connections kept coming",
               play(black, white, *match, moves, random, table));
        ::kill(flooder, SIGKILL);
        ::waitpid(flooder, nullptr, 0);
    }
    std::printf("the table's peak resident memory: %.1f MiB\n",
                double(status_kib(table, "VmHWM")) / 1024);
    ::kill(table, SIGTERM);
    ::usleep(300 * 1000);
    std::filesystem::remove_all(directory);
    return 0;
}
