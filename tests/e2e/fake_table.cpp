// A fake table, for the end-to-end tests of table security (tests/e2e/table.sh): what a hostile
// process a player connects to may send.
//
//   fake_table SOCKET SCRIPT HELLO_OUT
//
// Listens at SOCKET (mode 0666; the path appears only once it accepts connections, so a test
// may wait for it), accepts one connection, writes the first line the client sends to
// HELLO_OUT, then sends SCRIPT's lines, then reads (and drops) whatever comes until the client
// closes, 15 s at most. Lines beginning with "!" are not sent: "!sleep MS" pauses MS
// milliseconds (lines after it reach the client in a later read, once its screen is open);
// "!hangup" closes the connection there, as a table does after an error line. Exit
// status 0 when the client closed, 1 when it did not (or never came), 2 for a usage error.

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

namespace {

std::string socket_path;
std::string temporary_path;

void remove_sockets() {
    if (!temporary_path.empty()) ::unlink(temporary_path.c_str());
    if (!socket_path.empty()) ::unlink(socket_path.c_str());
}

void on_signal(int signal) {
    remove_sockets();
    std::_Exit(128 + signal);
}

bool bind_at(int fd, const std::string& path) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.size() >= sizeof address.sun_path) return false;
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    return ::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
}

// Waits up to `ms` for input on `fd`.
bool readable(int fd, int ms) {
    pollfd polled{fd, POLLIN, 0};
    return ::poll(&polled, 1, ms) > 0;
}

int fail(const std::string& what) {
    std::fprintf(stderr, "fake_table: %s: %s\n", what.c_str(), std::strerror(errno));
    remove_sockets();
    return 1;
}

// A socket listening at `socket_path`, mode 0666; -1, said on stderr, when it cannot be.
int listen_at_socket_path() {
    const int listener = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listener < 0) return fail("socket"), -1;
    // Bound and listening under another name, then renamed: a client never finds the path
    // before a connection there is accepted.
    temporary_path = socket_path + ".binding";
    ::unlink(temporary_path.c_str());
    ::unlink(socket_path.c_str());
    if (!bind_at(listener, temporary_path)) return fail("bind " + temporary_path), -1;
    ::chmod(temporary_path.c_str(), 0666);
    if (::listen(listener, 4) != 0) return fail("listen"), -1;
    if (::rename(temporary_path.c_str(), socket_path.c_str()) != 0) return fail("rename"), -1;
    temporary_path.clear();
    return listener;
}

// What the client sends until its first line ends, however it arrives (15 s at most).
std::string read_hello(int client) {
    std::string received;
    const auto hello_by = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    while (received.find('\n') == std::string::npos &&
           std::chrono::steady_clock::now() < hello_by) {
        if (!readable(client, 100)) continue;
        char buffer[4096];
        const ssize_t got = ::recv(client, buffer, sizeof buffer, 0);
        if (got <= 0) break;
        received.append(buffer, std::size_t(got));
    }
    return received;
}

// Sends the script's lines to the client, pausing at "!sleep MS": true when the script hangs
// up ("!hangup"), as a table does after an error line.
bool send_script(std::ifstream& script, int client) {
    for (std::string line; std::getline(script, line);) {
        if (line == "!hangup") return true;
        if (line.rfind("!sleep ", 0) == 0) {
            std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(line.c_str() + 7)));
            continue;
        }
        line += '\n';
        for (std::size_t sent = 0; sent < line.size();) {
            const ssize_t wrote =
                ::send(client, line.data() + sent, line.size() - sent, MSG_NOSIGNAL);
            if (wrote <= 0) break;  // the client went: what it makes of it is the test's
            sent += std::size_t(wrote);
        }
    }
    return false;
}

// Reads and drops what comes until the client closes (15 s at most): whether it did. A client
// leaves a table that broke the protocol at once.
bool client_closes(int client) {
    const auto close_by = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    bool closed = false;
    while (!closed && std::chrono::steady_clock::now() < close_by) {
        if (!readable(client, 100)) continue;
        char buffer[4096];
        const ssize_t got = ::recv(client, buffer, sizeof buffer, 0);
        closed = got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN);
    }
    return closed;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: fake_table SOCKET SCRIPT HELLO_OUT\n");
        return 2;
    }
    socket_path = argv[1];
    const std::string script_path = argv[2], hello_path = argv[3];
    std::ifstream script_file(script_path);
    if (!script_file) {
        std::fprintf(stderr, "fake_table: cannot read %s\n", script_path.c_str());
        return 2;
    }
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGTERM, on_signal);
    std::signal(SIGINT, on_signal);

    const int listener = listen_at_socket_path();
    if (listener < 0) return 1;
    if (!readable(listener, 15000)) {
        std::fprintf(stderr, "fake_table: nobody connected within 15 s\n");
        remove_sockets();
        return 1;
    }
    const int client = ::accept(listener, nullptr, nullptr);
    if (client < 0) return fail("accept");

    const std::string received = read_hello(client);
    {
        std::ofstream hello(hello_path);
        hello << received.substr(0, received.find('\n')) << '\n';
    }
    if (received.find('\n') == std::string::npos) {
        std::fprintf(stderr, "fake_table: no hello\n");
        remove_sockets();
        return 1;
    }
    if (send_script(script_file, client)) {
        ::close(client);
        remove_sockets();
        return 0;
    }
    const bool closed = client_closes(client);
    ::close(client);
    remove_sockets();
    return closed ? 0 : 1;
}
