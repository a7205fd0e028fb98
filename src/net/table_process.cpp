#include "net/table_process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace boardgames::net {

namespace {

std::atomic<bool> stopping{false};

extern "C" void stop_table(int) {
    stopping.store(true);
}

// The table's side of the fork: its own session (no terminal's hang-up reaches it), its
// standard streams on /dev/null, and a word to the parent once it listens or cannot.
[[noreturn]] void run_table(TableSetup setup, int ready_fd) {
    ::setsid();
    // What the table holds unseen (an arrangement not yet shown) stays out of core dumps and
    // of other processes of its user (no ptrace, no /proc/PID/mem).
    ::prctl(PR_SET_DUMPABLE, 0);
    const int null_fd = ::open("/dev/null", O_RDWR);
    if (null_fd >= 0) {
        ::dup2(null_fd, STDIN_FILENO);
        ::dup2(null_fd, STDOUT_FILENO);
        ::dup2(null_fd, STDERR_FILENO);
        if (null_fd > STDERR_FILENO) ::close(null_fd);
    }
    struct sigaction action {};
    action.sa_handler = stop_table;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
    // A server table's CPU limit (the lobby's, inherited) reached: it saves and closes as on
    // SIGTERM. What the lobby's terminal caught means nothing here.
    ::sigaction(SIGXCPU, &action, nullptr);
    ::signal(SIGQUIT, SIG_DFL);
    ::signal(SIGWINCH, SIG_DFL);
    ::signal(SIGHUP, SIG_IGN);
    ::signal(SIGPIPE, SIG_IGN);
    auto table = Table::open(std::move(setup));
    const std::string word = table ? "ok\n" : table.error() + "\n";
    [[maybe_unused]] const auto written = ::write(ready_fd, word.data(), word.size());
    ::close(ready_fd);
    if (!table) ::_exit(1);
    table.value()->serve(&stopping);
    table.value().reset();  // removes the socket
    ::_exit(0);
}

}  // namespace

std::optional<std::string> start_table_process(TableSetup setup) {
    int ready[2];
    if (::pipe2(ready, O_CLOEXEC) != 0) return std::string("pipe: ") + std::strerror(errno);
    const pid_t pid = ::fork();
    if (pid < 0) return std::string("fork: ") + std::strerror(errno);
    if (pid == 0) {
        ::close(ready[0]);
        // A second fork: the table is nobody's child, so no zombie waits on the player's
        // program, and it outlives it.
        const pid_t table = ::fork();
        if (table != 0) ::_exit(table < 0 ? 1 : 0);
        run_table(std::move(setup), ready[1]);
    }
    ::close(ready[1]);
    ::waitpid(pid, nullptr, 0);
    std::string word;
    char buffer[512];
    for (ssize_t got; (got = ::read(ready[0], buffer, sizeof buffer)) != 0;) {
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) break;
        word.append(buffer, std::size_t(got));
    }
    ::close(ready[0]);
    if (word == "ok\n") return std::nullopt;
    if (word.empty()) return "the table could not start";
    word.pop_back();
    return word;
}

std::string process_identity(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    if (!std::getline(stat, text)) return {};
    // The command's name, in parentheses, may hold spaces: the fields start after the last ')'.
    const std::size_t after_name = text.rfind(')');
    if (after_name == std::string::npos) return {};
    std::istringstream fields(text.substr(after_name + 1));
    std::string field;
    for (int number = 3; number <= 22 && fields >> field; ++number)
        if (number == 22) return std::to_string(pid) + " " + field;
    return {};
}

}  // namespace boardgames::net
