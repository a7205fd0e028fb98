#pragma once
// `boardgames lobby`: where a player reached by `ssh play@host` lands. The player is the SSH key
// sshd authenticated (its fingerprint, named by the forced command, which nothing the player
// types can change): a key seen before is that player; a new one chooses a name first, unique on
// the server. Then the lobby's screens (lobby_screen.hpp): the tables open on the server, live,
// where he opens a table (inviting someone, open to all, or against the computer), sits at one,
// accepts an invitation or watches, and comes back to the lobby when he leaves it; and the
// archive of finished games, his own and everyone's, each opened on the board to replay.

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

namespace boardgames::lobby {

struct LobbyOptions {
    std::string ssh_key;                  // the key's fingerprint, from the forced command
    std::filesystem::path database_path;  // the server's database
    // The lobby's screens end once nobody touches them this long (a forgotten terminal keeps
    // no visit open); none: the server's setting (idle-minutes).
    std::optional<std::chrono::milliseconds> idle_limit;
};

// Where the banned players' keys are listed, beside the server's database: the one file of the
// server's folder that sshd's key command (another account) reads.
std::filesystem::path banned_keys_path(const std::filesystem::path& database);
// Whether `fingerprint` is listed there (a file that is missing lists none; one there but
// unreadable bans every key).
bool key_is_banned(const std::filesystem::path& database, const std::string& fingerprint);

// Runs the lobby in the terminal until the player leaves; the exit status (2: bad input, such
// as a fingerprint that is not one, or a database that cannot be used).
int run_lobby(const LobbyOptions& options);

// The line sshd's AuthorizedKeysCommand prints for a key offered to the service account: the
// key, restricted (no forwarding of any kind, no agent, no X11; a terminal allowed), its
// connection forced to run `program lobby --ssh-key FINGERPRINT --data DATABASE`. Empty (no key
// accepted) when a field is not what sshd sends: never a line another field could break.
std::string authorized_key_line(const std::string& key_type, const std::string& key_base64,
                                const std::string& fingerprint, const std::string& program,
                                const std::string& database);

}  // namespace boardgames::lobby
