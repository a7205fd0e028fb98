#include "net/unix_socket.hpp"

#include "session.hpp"

#include <fcntl.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
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

Result<std::filesystem::path> check_table_directory(bool create) {
    const std::filesystem::path directory = table_directory();
    const std::string name = directory.string();
    const bool made = create && ::mkdir(directory.c_str(), 01733) == 0;
    if (create && !made && errno != EEXIST)
        return fail("cannot make " + name + ": " + std::strerror(errno));
    // Opened without following a link, then judged by what was opened: nobody can swap the
    // directory between the look and the use of it.
    Descriptor opened(::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    // The bits the umask took from mkdir, given on the folder opened (never through a link
    // that stands where it was made).
    if (made && opened.valid()) ::fchmod(opened.get(), 01733);
    if (!opened.valid()) {
        if (errno == ENOENT) return fail("no table is open on this host (" + name + " is missing)");
        if (errno == ELOOP || errno == ENOTDIR)
            return fail(name + " is not a directory (a link or a file stands there)");
        if (errno != EACCES) return fail("cannot open " + name + ": " + std::strerror(errno));
        // Not readable by us: a shared folder (1733) of root's; judged by lstat.
    }
    struct stat info {};
    const int looked =
        opened.valid() ? ::fstat(opened.get(), &info) : ::lstat(directory.c_str(), &info);
    if (looked != 0) return fail("cannot read " + name + ": " + std::strerror(errno));
    if (!S_ISDIR(info.st_mode)) return fail(name + " is not a directory");
    const auto mode_text = [&] {
        char text[8];
        std::snprintf(text, sizeof text, "%04o", unsigned(info.st_mode & 07777));
        return std::string(text);
    };
    // Whoever owns the folder can replace every socket in it with a table of their own.
    if (info.st_uid != 0 && info.st_uid != ::getuid())
        return fail(name + " belongs to " + login_name(info.st_uid) +
                    ", who could replace the tables in it; ask the administrator to make it " +
                    "root's (install -d -m 1733 -o root " + name + ") or set BOARDGAMES_TABLES");
    if (info.st_mode & (S_IRGRP | S_IROTH))
        return fail(name + " may be listed by others (mode " + mode_text() +
                    "), which would show every table; it must be 1733 (shared) or 0700");
    if ((info.st_mode & (S_IWGRP | S_IWOTH)) && !(info.st_mode & S_ISVTX))
        return fail(name + " is writable by others without the sticky bit (mode " + mode_text() +
                    "): anyone could replace its tables; it must be 1733");
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
    // Anyone on the host may connect: the table knows each peer by its credentials and
    // decides who sits and watches; a code by itself grants nothing.
    ::chmod(path.c_str(), 0666);
    if (::listen(socket_fd.get(), SOMAXCONN) != 0)
        return fail(std::string("listen: ") + std::strerror(errno));
    return socket_fd;
}

Result<Descriptor> connect_to(const std::filesystem::path& path) {
    const auto address = address_of(path);
    if (!address) return fail(address.error());
    // Non-blocking from the start: a listener whose queue is full (one that never accepts)
    // answers at once instead of freezing the screen.
    Descriptor socket_fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0));
    if (!socket_fd.valid()) return fail(std::string("socket: ") + std::strerror(errno));
    if (::connect(socket_fd.get(), reinterpret_cast<const sockaddr*>(&*address), sizeof *address) !=
        0) {
        if (errno == ENOENT) return fail("no table here has that code");
        if (errno == ECONNREFUSED) return fail("the table is not answering (it has closed)");
        if (errno == EAGAIN) return fail("the table is not taking connections now (try again)");
        return fail("cannot reach the table: " + std::string(std::strerror(errno)));
    }
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
        found->pw_name && is_person_name(found->pw_name))
        return found->pw_name;
    return "uid-" + std::to_string(uid);  // no name, or one no screen should show as it is
}

Result<Person> person_named(const std::string& name) {
    std::vector<char> buffer(4096);
    passwd entry{};
    passwd* found = nullptr;
    if (!is_person_name(name) ||
        ::getpwnam_r(name.c_str(), &entry, buffer.data(), buffer.size(), &found) != 0 || !found)
        return fail("no user '" + name + "' on this host");
    return Person{found->pw_uid, name};
}

uid_t owner_of(const std::filesystem::path& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 ? info.st_uid : uid_t(-1);
}

}  // namespace boardgames::net
