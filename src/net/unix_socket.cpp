#include "net/unix_socket.hpp"

#include <fcntl.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace boardgames::net {

Descriptor& Descriptor::operator=(Descriptor&& other) noexcept {
    if (this != &other) {
        reset();
        fd_ = other.release();
    }
    return *this;
}

Descriptor::~Descriptor() {
    reset();
}

int Descriptor::release() {
    const int fd = fd_;
    fd_ = -1;
    return fd;
}

void Descriptor::reset() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

std::filesystem::path table_directory() {
    if (const char* chosen = std::getenv("BOARDGAMES_TABLES"); chosen && *chosen) return chosen;
    return "/tmp/boardgames-tables";
}

Result<std::filesystem::path> prepare_table_directory() {
    const std::filesystem::path directory = table_directory();
    if (::mkdir(directory.c_str(), 01733) == 0) {
        ::chmod(directory.c_str(), 01733);  // the umask took bits mkdir was given
    } else if (errno != EEXIST) {
        return fail("cannot make " + directory.string() + ": " + std::strerror(errno));
    }
    struct stat info {};
    if (::lstat(directory.c_str(), &info) != 0)
        return fail("cannot read " + directory.string() + ": " + std::strerror(errno));
    if (!S_ISDIR(info.st_mode))
        return fail(directory.string() + " is not a directory (a link or a file stands there)");
    if ((info.st_mode & S_ISVTX) == 0 || (info.st_mode & 0333) != 0333)
        return fail(directory.string() +
                    " must be sticky and writable by all (mode 1733), as /tmp is; it is " +
                    std::to_string(info.st_mode & 07777));
    return directory;
}

std::filesystem::path table_socket_path(const std::string& code) {
    return table_directory() / code;
}

namespace {

Result<sockaddr_un> address_of(const std::filesystem::path& path) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const std::string text = path.string();
    if (text.size() >= sizeof address.sun_path)
        return fail("the socket path " + text + " is too long");
    std::memcpy(address.sun_path, text.c_str(), text.size() + 1);
    return address;
}

}  // namespace

Result<Descriptor> listen_at(const std::filesystem::path& path) {
    const auto address = address_of(path);
    if (!address) return fail(address.error());
    Descriptor socket_fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0));
    if (!socket_fd.valid()) return fail(std::string("socket: ") + std::strerror(errno));
    if (::bind(socket_fd.get(), reinterpret_cast<const sockaddr*>(&*address), sizeof *address) != 0)
        return fail("cannot open " + path.string() + ": " + std::strerror(errno));
    // Whoever knows the code may connect: the code is the secret (the directory is not
    // listable), and the table checks each peer's credentials.
    ::chmod(path.c_str(), 0666);
    if (::listen(socket_fd.get(), 64) != 0)
        return fail(std::string("listen: ") + std::strerror(errno));
    return socket_fd;
}

Result<Descriptor> connect_to(const std::filesystem::path& path) {
    const auto address = address_of(path);
    if (!address) return fail(address.error());
    Descriptor socket_fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (!socket_fd.valid()) return fail(std::string("socket: ") + std::strerror(errno));
    if (::connect(socket_fd.get(), reinterpret_cast<const sockaddr*>(&*address), sizeof *address) !=
        0) {
        if (errno == ENOENT) return fail("no table here has that code");
        if (errno == ECONNREFUSED) return fail("the table is not answering (it has closed)");
        return fail("cannot reach the table: " + std::string(std::strerror(errno)));
    }
    make_non_blocking(socket_fd.get());
    return socket_fd;
}

Result<Descriptor> accept_from(int listener) {
    Descriptor connection(::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK));
    if (!connection.valid()) return fail(std::strerror(errno));
    return connection;
}

void make_non_blocking(int fd) {
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0) ::fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

uid_t peer_uid(int fd) {
    ucred credentials{};
    socklen_t length = sizeof credentials;
    if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) return uid_t(-1);
    return credentials.uid;
}

std::string login_name(uid_t uid) {
    std::vector<char> buffer(4096);
    passwd entry{};
    passwd* found = nullptr;
    if (::getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) == 0 && found &&
        found->pw_name && *found->pw_name)
        return found->pw_name;
    return "uid-" + std::to_string(uid);
}

uid_t owner_of(const std::filesystem::path& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 ? info.st_uid : uid_t(-1);
}

}  // namespace boardgames::net
