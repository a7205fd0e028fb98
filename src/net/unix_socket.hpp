#pragma once
// Unix-domain sockets for tables: where they live, listening, connecting, and who is at the
// other end. People on one host meet in one directory, /tmp/boardgames-tables (or
// $BOARDGAMES_TABLES): sticky and not listable (mode 1733), and owned by root or by the user
// (whoever owns it could replace the sockets in it), so only a socket's owner can remove it.

#include <sys/types.h>

#include <filesystem>
#include <string>

#include "boardgames/core/result.hpp"

namespace boardgames::net {

// A file descriptor closed when it goes.
class Descriptor {
  public:
    Descriptor() = default;
    explicit Descriptor(int fd) : fd_(fd) {}
    Descriptor(Descriptor&& other) noexcept : fd_(other.release()) {}
    Descriptor& operator=(Descriptor&& other) noexcept;
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor();

    int get() const { return fd_; }
    bool valid() const { return fd_ >= 0; }
    int release();
    void reset();

  private:
    int fd_ = -1;
};

// A person on this host: a Unix user and their login name; or, at a table of the game server,
// a player of its lobby: the service account's uid and the name the lobby's forced command gave.
// Two people are the same only when both agree.
struct Person {
    uid_t uid = uid_t(-1);
    std::string name;
    auto operator<=>(const Person&) const = default;
};

std::filesystem::path table_directory();
// The directory (made if missing and `create`), refused with the reason unless it is a real
// directory owned by root or the user that others cannot list, and sticky if others may
// write in it.
Result<std::filesystem::path> check_table_directory(bool create);
std::filesystem::path table_socket_path(const std::string& code);

// A listening socket at `path` that anyone who knows the path may connect to.
Result<Descriptor> listen_at(const std::filesystem::path& path);
// A connection to the socket at `path`, non-blocking once made.
Result<Descriptor> connect_to(const std::filesystem::path& path);
Result<Descriptor> accept_from(int listener);

void make_non_blocking(int fd);
// The user at the other end of a connected Unix socket (SO_PEERCRED), or -1.
uid_t peer_uid(int fd);
// A login name for people: the passwd entry's, else "uid-N".
std::string login_name(uid_t uid);
// The user of that login name on this host; the reason when there is none.
Result<Person> person_named(const std::string& name);
// The owner of the file at `path` (the table's host), or -1.
uid_t owner_of(const std::filesystem::path& path);

}  // namespace boardgames::net
