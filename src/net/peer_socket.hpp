#pragma once
// One peer's connection as a server sees its bytes: lines in, each bounded (LineReader), and
// lines out through a queue that a peer who never reads cannot grow past its share. Nothing
// here blocks: what the socket will not take now goes when poll() says it can.

#include <cstddef>
#include <optional>
#include <string>

#include "net/unix_socket.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

class PeerSocket {
  public:
    // A peer this far behind in reading is hung up on.
    static constexpr std::size_t max_pending_output = 1 << 20;

    explicit PeerSocket(Descriptor fd) : fd_(std::move(fd)) {}

    int fd() const { return fd_.get(); }
    bool has_output() const { return !output_.empty(); }
    bool hanging_up() const { return hanging_up_; }

    // Reads what has arrived (at most `most_reads` reads: one peer's flood waits its turn).
    // False once the peer has gone; the lines it sent before are still there to take.
    bool receive(int most_reads) { return receive_into(fd_.get(), reader_, most_reads); }
    // The next whole line received, or nothing.
    std::optional<std::string> next_line() { return reader_.next(); }
    // The peer sent a line longer than the protocol allows.
    bool overlong() const { return reader_.overlong(); }

    // Queues `line` and sends what the socket takes now; nothing once hanging up.
    void send(const std::string& line);
    // Sends more of the queue (poll() said the socket can take it).
    void flush();
    // Sends `last_line` (if the peer can take it) and closes once the round is over.
    void hang_up(const std::string& last_line);
    // The peer has gone: nothing more is sent, and the socket closes once the round is over.
    void peer_gone() {
        output_.clear();
        hanging_up_ = true;
    }
    // Before closing: the queue's last word (an error) goes if the socket takes it at once.
    void send_last_word();

  private:
    Descriptor fd_;
    LineReader reader_;
    std::string output_;
    bool hanging_up_ = false;
};

}  // namespace boardgames::net
