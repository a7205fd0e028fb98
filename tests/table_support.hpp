#pragma once
// What the table tests share: a scratch folder, the setups of the tables they open, a table
// served on a real socket with its peers (for the terminal's own client), and the lines a peer
// says. The rig (table_rig.hpp) drives a table's room without a socket.

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "net/protocol.hpp"
#include "net/table.hpp"
#include "net/table_client.hpp"

namespace boardgames::net::testing {

using namespace std::chrono_literals;

// A scratch folder for the socket and the records, gone after the test.
struct Scratch {
    std::filesystem::path path;
    Scratch() {
        char name[] = "/tmp/bg-table-test-XXXXXX";
        path = ::mkdtemp(name);
        ::setenv("XDG_DATA_HOME", (path / "data").c_str(), 1);
    }
    ~Scratch() {
        std::error_code error;
        std::filesystem::remove_all(path, error);
    }
};

inline TableSetup setup_for(const Scratch& scratch, const std::string& game,
                            std::vector<int> levels,
                            std::chrono::milliseconds greeting_limit = 10s) {
    Session session = Session::start(*find_game(game), "").value();
    std::vector<SeatRecord> seats(session.seats().size());
    for (std::size_t seat = 0; seat < levels.size() && seat < seats.size(); ++seat)
        seats[seat].computer_level = levels[seat];
    // The test's own user hosts the table (so it may take every free seat); tests of strangers
    // name another host.
    TableAccess access;
    access.host = {::getuid(), login_name(::getuid())};
    return TableSetup{.code = "abc234",
                      .session = std::move(session),
                      .seats = std::move(seats),
                      .access = std::move(access),
                      .record_path = scratch.path / "data" / "abc234.txt",
                      .socket_path = scratch.path / "abc234",
                      .greeting_limit = greeting_limit};
}

// A table serving on its own thread until the test ends.
struct RunningTable {
    std::unique_ptr<Table> table;
    std::atomic<bool> stop{false};
    std::thread thread;
    explicit RunningTable(TableSetup setup) {
        auto opened = Table::open(std::move(setup));
        REQUIRE(opened.ok());
        table = std::move(opened).value();
        thread = std::thread([this] { table->serve(&stop); });
    }
    ~RunningTable() {
        stop = true;
        thread.join();
    }
};

// One end of a real connection to a table, speaking lines.
struct SocketPeer {
    Descriptor fd;
    LineReader reader;
    explicit SocketPeer(const std::filesystem::path& socket) {
        auto connected = connect_to(socket);
        REQUIRE(connected.ok());
        fd = std::move(connected).value();
    }
    void say(const std::string& text) const {
        const std::string line = text + "\n";
        ::send(fd.get(), line.data(), line.size(), MSG_NOSIGNAL);
    }
    void say_raw(const std::string& bytes) const {
        for (std::size_t at = 0; at < bytes.size();) {
            const ssize_t sent =
                ::send(fd.get(), bytes.data() + at, bytes.size() - at, MSG_NOSIGNAL);
            if (sent <= 0) return;  // the table hung up
            at += std::size_t(sent);
        }
    }
    // The next line, or nothing after `wait` (or once the table hung up).
    std::optional<std::string> line(std::chrono::milliseconds wait = 3s) {
        const auto deadline = std::chrono::steady_clock::now() + wait;
        for (bool open = true;;) {
            if (auto next = reader.next()) return next;
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (!open || left.count() <= 0) return std::nullopt;
            pollfd polled{fd.get(), POLLIN, 0};
            if (::poll(&polled, 1, int(left.count())) <= 0) continue;
            open = receive_into(fd.get(), reader, 1);
        }
    }
    // Lines up to and including the first that begins with `start`; that line, or empty.
    std::string until(const std::string& start, std::chrono::milliseconds wait = 3s) {
        while (auto next = line(wait))
            if (next->rfind(start, 0) == 0) return *next;
        return {};
    }
    // True once the table has closed the connection.
    bool hung_up(std::chrono::milliseconds wait = 3s) {
        while (line(wait)) {
        }
        pollfd polled{fd.get(), POLLIN, 0};
        if (::poll(&polled, 1, int(wait.count())) <= 0) return false;
        char byte;
        return ::recv(fd.get(), &byte, 1, 0) <= 0;  // the end, or reset with data unread
    }
};

inline std::string hello(const std::string& role, const std::string& token = "") {
    return "hello boardgames-table 4 abc234 " + role + (token.empty() ? "" : " " + token);
}

// Joins and reads the snapshot; returns the welcome line.
template <class AnyPeer>
std::string join(AnyPeer& peer, const std::string& tokens = "") {
    peer.say(hello("join", tokens));
    const std::string welcome = peer.until("welcome");
    peer.until("ready");
    return welcome;
}

// A table hosted by someone else: the test's own user is a stranger there, unless invited or
// the seats are open to all.
inline TableSetup strangers_table(const Scratch& scratch, bool open_seats = false,
                                  WatchPolicy watchers = WatchPolicy::Invited,
                                  bool invited = false) {
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.access.host = {uid_t(::getuid() + 4242), "ghost"};
    setup.access.open_seats = open_seats;
    setup.access.watchers = watchers;
    if (invited) setup.access.invited = {{::getuid(), login_name(::getuid())}};
    return setup;
}

// A table of the game server: run by its account (this test's user), whose connections are
// the lobby's players, named in their hello. alice hosts it and invited bob.
inline TableSetup server_table(const Scratch& scratch, uid_t players_named_by = ::getuid()) {
    TableSetup setup = setup_for(scratch, "raps", {});
    setup.access.host = {::getuid(), "alice"};
    setup.access.invited = {{::getuid(), "bob"}};
    setup.access.players_named_by = players_named_by;
    setup.seats[0] = {
        .computer_level = 0, .token = new_token(), .name = "alice", .uid = ::getuid()};
    return setup;
}

inline std::string hello_as(const std::string& role, const std::string& player) {
    return hello(role) + " player " + player;
}

// A Redtangle table whose players arrange their tiles before play, as the lobby opens one.
inline TableSetup arranging_table(const Scratch& scratch, std::vector<int> levels = {}) {
    TableSetup setup = setup_for(scratch, "redtangle", std::move(levels));
    setup.arrangement.emplace(setup.session.game(), setup.session.match().position());
    return setup;
}

inline std::string board_field(const std::string& position) {
    return position.substr(0, position.find(' '));
}

}  // namespace boardgames::net::testing
