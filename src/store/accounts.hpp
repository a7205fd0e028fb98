#pragma once
// The server's players and the SSH keys that are them: a name chosen once, the keys bound to
// it (a second key by a code a session of the first gives), and how many names one address
// makes an hour.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "boardgames/core/result.hpp"

struct sqlite3;

namespace boardgames::store {

struct Player {
    std::int64_t id = 0;
    std::string name;
};

// A player's name: 2 to 20 ASCII characters, a letter first, then letters, digits, '-' or '_';
// not a word records use for a seat nobody named ("human", "computer ..."). Names are unique
// whatever their case. Empty when valid, else why not.
std::string name_problem(std::string_view name);
// An OpenSSH SHA-256 key fingerprint, as sshd gives it (%f): "SHA256:" and 43 base64 characters.
bool valid_fingerprint(std::string_view fingerprint);

// The players and their keys in a Database (Database::accounts()): a view of its connection,
// used while the Database is open.
class Accounts {
  public:
    explicit Accounts(sqlite3* connection) : db_(connection) {}

    std::optional<Player> player_by_key(std::string_view fingerprint) const;
    std::optional<Player> player_named(std::string_view name) const;
    // A new player with this name and key; refused (with the reason) when the name is not
    // valid or taken, the key belongs to someone, or `source` (the client's address, when
    // known) made signups_per_hour players in the last hour.
    static constexpr int signups_per_hour = 5;
    Result<Player> register_player(std::string_view name, std::string_view fingerprint,
                                   std::string_view source = {});
    // Another key for a player (from a session of his); refused when the key is someone's.
    Result<bool> add_key(std::int64_t player_id, std::string_view fingerprint);
    // A code for another key of the player's ("12345-67890"): typed once, within ten minutes,
    // in a session of that key (which proves he holds it), it makes the key his.
    Result<std::string> new_key_code(std::int64_t player_id);
    // The player whose code this is, now with the key `fingerprint`; or why not.
    Result<Player> claim_key_code(std::string_view code, std::string_view fingerprint);

  private:
    // Binds `fingerprint` to the player, within the caller's transaction.
    bool insert_key(std::int64_t player_id, std::string_view fingerprint);

    sqlite3* db_;
};

}  // namespace boardgames::store
