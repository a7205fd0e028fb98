#include "net/table.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <cerrno>
#include <vector>

namespace boardgames::net {

Result<std::unique_ptr<Table>> Table::open(TableSetup setup) {
    if (setup.seats.size() != setup.session.seats().size())
        return fail("a table needs one seat record per seat");
    std::error_code error;
    std::filesystem::create_directories(setup.record_path.parent_path(), error);
    ::chmod(setup.record_path.parent_path().c_str(), 0700);  // the seats' tokens are secrets
    if (std::filesystem::exists(setup.socket_path)) {
        // A socket left by a table that died: reopen over it only when nobody answers there.
        if (connect_to(setup.socket_path))
            return fail("a table with code " + setup.code + " is already open (its socket is " +
                        login_name(owner_of(setup.socket_path)) + "'s)");
        std::filesystem::remove(setup.socket_path, error);
    }
    std::unique_ptr<TableRecorder> recorder;
    if (setup.correspondence) {  // one process at most serves a correspondence game
        auto claimed = CorrespondenceFiles::claim(setup.code, setup.database_path);
        if (!claimed) return fail(claimed.error());
        recorder = std::move(claimed).value();
    } else {
        recorder = std::make_unique<TableFiles>(setup.record_path, setup.database_path);
    }
    auto listener = listen_at(setup.socket_path);
    if (!listener) return fail(listener.error());
    return std::unique_ptr<Table>(
        new Table(std::move(setup), std::move(listener).value(), std::move(recorder)));
}

Table::Table(TableSetup setup, Descriptor listener, std::unique_ptr<TableRecorder> recorder)
    : socket_path_(setup.socket_path),
      listener_(std::move(listener)),
      recorder_(std::move(recorder)),
      room_(std::make_unique<TableRoom>(std::move(setup), *recorder_, Clock::now())) {}

Table::~Table() {
    room_.reset();  // the game unlists itself while the files are still there
    std::error_code error;
    std::filesystem::remove(socket_path_, error);
}

void Table::serve(const std::atomic<bool>* stop) {
    while (!(stop && stop->load()) && step(room_->computer_thinking() ? 20 : 250)) {
    }
    room_->stop(Clock::now());
    // Its last words out, a moment at most.
    deliver();
    for (int round = 0; round < 10; ++round) {
        std::vector<pollfd> writing;
        for (auto& [id, socket] : sockets_)
            if (socket.has_output()) writing.push_back({socket.fd(), POLLOUT, 0});
        if (writing.empty() || ::poll(writing.data(), writing.size(), 20) < 0) break;
        for (auto& [id, socket] : sockets_)
            if (socket.has_output()) socket.flush();
    }
}

bool Table::step(int timeout_ms) {
    // Out of descriptors, the listener is left alone a moment: it would stay readable, and the
    // loop would spin.
    const bool accepting = Clock::now() >= accept_again_;
    std::vector<pollfd> polled{{listener_.get(), short(accepting ? POLLIN : 0), 0}};
    std::vector<ConnectionId> ids;
    for (const auto& [id, socket] : sockets_) {
        polled.push_back({socket.fd(), short(POLLIN | (socket.has_output() ? POLLOUT : 0)), 0});
        ids.push_back(id);
    }
    const int ready = ::poll(polled.data(), polled.size(), timeout_ms);
    if (ready < 0 && errno != EINTR) return false;
    if (ready > 0) {
        // Once the host closed the table, nobody else is heard or let in.
        for (std::size_t i = 0; i < ids.size() && !room_->closed(); ++i) {
            PeerSocket& socket = sockets_.at(ids[i]);
            const short events = polled[i + 1].revents;
            if (events & (POLLIN | POLLHUP | POLLERR)) read_from(ids[i], socket);
            if (events & POLLOUT) socket.flush();
            if (socket.hanging_up()) room_->lost(ids[i]);
            deliver();
        }
        if ((polled[0].revents & POLLIN) && !room_->closed()) accept_all();
    }
    const auto now = Clock::now();
    room_->tick(now);
    deliver();
    drop_closed();
    return !room_->should_close(now);
}

void Table::accept_all() {
    // A bounded number a round: a flood of connections waits its turn with the players' lines.
    for (int round = 0; round < 64; ++round) {
        auto accepted = accept_from(listener_.get());
        if (!accepted) {
            if (errno == EMFILE || errno == ENFILE)
                accept_again_ = Clock::now() + std::chrono::seconds(1);
            return;
        }
        Descriptor connection = std::move(accepted).value();
        auto entered = room_->connect(peer_uid(connection.get()), Clock::now());
        if (const auto* refused = std::get_if<table_says::Error>(&entered)) {
            // Told why, without waiting for the answer to be read: the table keeps going.
            const std::string line = line_of(*refused);
            [[maybe_unused]] const auto sent =
                ::send(connection.get(), line.data(), line.size(), MSG_NOSIGNAL);
            continue;
        }
        sockets_.emplace(std::get<ConnectionId>(entered), PeerSocket(std::move(connection)));
    }
}

void Table::read_from(ConnectionId id, PeerSocket& socket) {
    // A few reads a round for each peer: one that floods waits its turn like everyone else.
    const bool open = socket.receive(2);
    while (auto line = socket.next_line()) {
        room_->hear(id, *line, Clock::now());
        deliver();
        if (socket.hanging_up()) return;
    }
    if (socket.overlong()) return room_->overlong(id);
    if (!open) socket.peer_gone();
}

void Table::deliver() {
    for (const Delivery& delivery : room_->take_deliveries()) {
        const auto socket = sockets_.find(delivery.to);
        if (socket == sockets_.end() || socket->second.hanging_up()) continue;
        if (delivery.last) {
            socket->second.hang_up(delivery.line);
        } else {
            socket->second.send(delivery.line);
            // A peer too far behind in reading is lost: the room hears of it at once.
            if (socket->second.hanging_up()) room_->lost(delivery.to);
        }
    }
}

void Table::drop_closed() {
    for (auto it = sockets_.begin(); it != sockets_.end();) {
        if (!it->second.hanging_up()) {
            ++it;
            continue;
        }
        it->second.send_last_word();
        const ConnectionId id = it->first;
        it = sockets_.erase(it);
        room_->disconnected(id);
        deliver();
    }
}

}  // namespace boardgames::net
