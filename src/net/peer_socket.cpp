#include "net/peer_socket.hpp"

#include <sys/socket.h>

#include <cerrno>

namespace boardgames::net {

void PeerSocket::send(const std::string& line) {
    if (hanging_up_) return;
    output_ += line;
    if (output_.size() > max_pending_output) {  // a peer that never reads
        output_.clear();
        hanging_up_ = true;
        return;
    }
    // Most lines go at once; poll() sends the rest when the peer reads.
    const ssize_t sent = ::send(fd_.get(), output_.data(), output_.size(), MSG_NOSIGNAL);
    if (sent > 0) output_.erase(0, std::size_t(sent));
}

void PeerSocket::flush() {
    if (output_.empty()) return;
    const ssize_t sent = ::send(fd_.get(), output_.data(), output_.size(), MSG_NOSIGNAL);
    if (sent > 0)
        output_.erase(0, std::size_t(sent));
    else if (sent < 0 && errno != EAGAIN && errno != EINTR)
        hanging_up_ = true;
}

void PeerSocket::hang_up(const std::string& last_line) {
    if (hanging_up_) return;
    send(last_line);
    hanging_up_ = true;
}

void PeerSocket::send_last_word() {
    if (output_.empty()) return;
    [[maybe_unused]] const auto sent =
        ::send(fd_.get(), output_.data(), output_.size(), MSG_NOSIGNAL);
}

}  // namespace boardgames::net
