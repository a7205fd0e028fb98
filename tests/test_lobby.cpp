// The lobby's door: the authorized_keys line sshd's AuthorizedKeysCommand prints for a key.

#include <catch2/catch.hpp>
#include <string>

#include "lobby/lobby.hpp"

using boardgames::lobby::authorized_key_line;

namespace {
const std::string fingerprint = "SHA256:laETkpG5s2TpCFJqTkzN4I5fPCS2aqHdBarVGqIqCxQ";
const std::string key = "AAAAC3NzaC1lZDI1NTE5AAAAIGxQ+/b9";
}  // namespace

TEST_CASE("lobby: a key is let in restricted, its session forced into the lobby as itself",
          "[lobby]") {
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint, "/usr/bin/boardgames",
                              "/var/lib/boardgames/server.db") ==
          "restrict,pty,command=\"/usr/bin/boardgames lobby --ssh-key " + fingerprint +
              " --data /var/lib/boardgames/server.db\" ssh-ed25519 " + key);
    CHECK_FALSE(authorized_key_line("sk-ecdsa-sha2-nistp256@openssh.com", key, fingerprint,
                                    "/usr/bin/boardgames", "/var/lib/boardgames/server.db")
                    .empty());
}

TEST_CASE("lobby: no field can break out of the line (a quote, a space, a newline)", "[lobby]") {
    const std::string program = "/usr/bin/boardgames", data = "/var/lib/boardgames/server.db";
    CHECK(authorized_key_line("ssh-ed25519", key + "\" x", fingerprint, program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key + "\nssh-rsa AAAA", fingerprint, program, data)
              .empty());
    CHECK(
        authorized_key_line("ssh-ed25519 command=\"sh\"", key, fingerprint, program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint + "\";sh", program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, "SHA256:short", program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint, "/tmp/my prog", data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint, program, "a\"b").empty());
    CHECK(authorized_key_line("", key, fingerprint, program, data).empty());
}
