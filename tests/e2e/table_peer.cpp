// A raw client of a table, for the end-to-end tests of table security (tests/e2e/table.sh):
// what a local attacker with a socket and a script can do, without the boardgames client.
//
//   table_peer SOCKET [--wait MS]
//       One connection: sends the lines of standard input as they come, prints every line
//       received on standard output, and exits once the table hangs up, or once standard input
//       has ended and MS milliseconds (2000 unless told) pass with nothing received.
//   table_peer SOCKET --hold N
//       N connections that send nothing, held until SIGTERM or SIGINT. One the table closes is
//       opened again (as a flood would), 50 ms on. Prints "holding N" once all N are
//       connected the first time; at the end, a summary: "held N reopened K" and each distinct
//       line the table sent with how often ("3 x error busy ...").
//
// Exit status: 0, or 1 when the socket cannot be reached at first.

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace {

volatile std::sig_atomic_t stopping = 0;

void stop(int) {
    stopping = 1;
}

int connect_to(const std::string& path) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.size() >= sizeof address.sun_path) return -1;
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    return fd;
}

// Splits what arrives into lines; calls `line` for each whole one.
struct Lines {
    std::string buffer;
    template <typename Each>
    void feed(const char* bytes, std::size_t size, Each line) {
        buffer.append(bytes, size);
        for (std::size_t end; (end = buffer.find('\n')) != std::string::npos;) {
            line(buffer.substr(0, end));
            buffer.erase(0, end + 1);
        }
    }
};

int hold(const std::string& path, int count) {
    struct Held {
        int fd = -1;
        Lines lines;
    };
    std::vector<Held> held(static_cast<std::size_t>(count));
    std::map<std::string, long> heard;
    long reopened = 0;
    bool announced = false;
    for (;;) {
        int open = 0;
        for (Held& one : held) {
            if (one.fd < 0 && !stopping) {
                one.fd = connect_to(path);
                if (one.fd >= 0 && announced) ++reopened;
            }
            if (one.fd >= 0) ++open;
        }
        if (!announced && open == count) {
            std::printf("holding %d\n", count);
            std::fflush(stdout);
            announced = true;
        }
        if (stopping) break;
        std::vector<pollfd> polled;
        for (const Held& one : held)
            if (one.fd >= 0) polled.push_back({one.fd, POLLIN, 0});
        ::poll(polled.data(), polled.size(), 20);
        for (const pollfd& ready : polled) {
            if (!(ready.revents & (POLLIN | POLLHUP | POLLERR))) continue;
            for (Held& one : held) {
                if (one.fd != ready.fd) continue;
                char buffer[4096];
                const ssize_t got = ::recv(one.fd, buffer, sizeof buffer, 0);
                if (got > 0) {
                    one.lines.feed(buffer, std::size_t(got),
                                   [&](const std::string& line) { ++heard[line]; });
                } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                    ::close(one.fd);
                    one.fd = -1;
                    one.lines = {};
                }
            }
        }
        // Closed ones are opened again 50 ms on: a flood that keeps up without spinning a core
        // of the test machine.
        if (std::any_of(held.begin(), held.end(), [](const Held& one) { return one.fd < 0; }))
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (!announced) std::printf("holding failed\n");
    std::printf("held %d reopened %ld\n", count, reopened);
    for (const auto& [line, times] : heard)
        std::printf("%ld x %s\n", times, line.c_str());
    std::fflush(stdout);
    return 0;
}

int talk(const std::string& path, int wait_ms) {
    const int fd = connect_to(path);
    if (fd < 0) {
        std::fprintf(stderr, "table_peer: cannot connect to %s: %s\n", path.c_str(),
                     std::strerror(errno));
        return 1;
    }
    std::string to_send;
    bool input_open = true;
    Lines received;
    auto last_heard = std::chrono::steady_clock::now();
    while (!stopping) {
        std::vector<pollfd> polled{{fd, short(POLLIN | (to_send.empty() ? 0 : POLLOUT)), 0}};
        // Standard input is read only while what it gave has gone out.
        if (input_open && to_send.empty()) polled.push_back({STDIN_FILENO, POLLIN, 0});
        ::poll(polled.data(), polled.size(), 50);
        if (polled.size() > 1 && (polled[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            char buffer[8192];
            const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (got > 0)
                to_send.append(buffer, std::size_t(got));
            else if (got == 0 || errno != EINTR)
                input_open = false;
        }
        if (!to_send.empty()) {
            const ssize_t sent = ::send(fd, to_send.data(), to_send.size(), MSG_NOSIGNAL);
            if (sent > 0)
                to_send.erase(0, std::size_t(sent));
            else if (sent < 0 && errno != EAGAIN && errno != EINTR)
                to_send.clear();
        }
        if (polled[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            char buffer[8192];
            const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
            if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR)) break;  // hung up
            if (got > 0) {
                last_heard = std::chrono::steady_clock::now();
                received.feed(buffer, std::size_t(got), [](const std::string& line) {
                    std::printf("%s\n", line.c_str());
                    std::fflush(stdout);
                });
            }
        }
        if (!input_open && to_send.empty() &&
            std::chrono::steady_clock::now() - last_heard > std::chrono::milliseconds(wait_ms))
            break;
    }
    if (!received.buffer.empty()) std::printf("%s\n", received.buffer.c_str());  // unfinished
    ::close(fd);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: table_peer SOCKET [--hold N] [--wait MS]\n");
        return 2;
    }
    const std::string path = argv[1];
    int hold_count = 0, wait_ms = 2000;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--hold")
            hold_count = std::atoi(argv[i + 1]);
        else if (option == "--wait")
            wait_ms = std::atoi(argv[i + 1]);
        else {
            std::fprintf(stderr, "table_peer: unknown option %s\n", option.c_str());
            return 2;
        }
    }
    std::signal(SIGPIPE, SIG_IGN);
    struct sigaction action {};
    action.sa_handler = stop;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
    if (hold_count > 0) return hold(path, hold_count);
    return talk(path, wait_ms);
}
