#pragma once
// A table: the one process that owns a game played between terminals. It listens on a
// Unix-domain socket named by the table's code and carries each connection's bytes to and
// from its room (table_room.hpp: the door, which knows each peer by the kernel's word, and the
// game behind it), writing the record and the archive through its files (table_recorder.hpp).
// Every peer is untrusted: garbage, overlong lines, silence and floods cost that peer its
// connection or its share and nobody else anything.

#include <atomic>
#include <chrono>
#include <map>
#include <memory>

#include "net/peer_socket.hpp"
#include "net/table_recorder.hpp"
#include "net/table_room.hpp"
#include "net/table_setup.hpp"
#include "net/unix_socket.hpp"

namespace boardgames::net {

class Table {
  public:
    using Clock = std::chrono::steady_clock;

    // Opens the socket and writes the first record; the reason when it cannot.
    static Result<std::unique_ptr<Table>> open(TableSetup setup);
    ~Table();

    // Serves until the table closes (idle, or `stop` set); removes its socket.
    void serve(const std::atomic<bool>* stop = nullptr);
    // One round: waits up to `timeout_ms` for input, handles it, plays a computer's move.
    // False once the table should close.
    bool step(int timeout_ms);

    const Session& session() const { return room_->game().session(); }
    const std::string& code() const { return room_->game().setup().code; }
    std::size_t connections() const { return sockets_.size(); }

  private:
    Table(TableSetup setup, Descriptor listener, std::unique_ptr<TableRecorder> recorder);
    void accept_all();
    void read_from(ConnectionId id, PeerSocket& socket);
    void deliver();
    void drop_closed();

    std::filesystem::path socket_path_;
    Descriptor listener_;
    Clock::time_point accept_again_{};         // no accepting before (out of descriptors)
    std::unique_ptr<TableRecorder> recorder_;  // before the room, which writes through it
    std::unique_ptr<TableRoom> room_;
    std::map<ConnectionId, PeerSocket> sockets_;
};

}  // namespace boardgames::net
