#pragma once
// The server's players and the SSH keys that are them: a name chosen once, the keys bound to
// it (a second key by a code a session of the first gives), and how many names one address
// makes an hour.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"
#include "store/server_settings.hpp"

struct sqlite3;

namespace boardgames::store {

struct Player {
    std::int64_t id = 0;
    std::string name;
};

// One of a player's SSH keys, and the name he gave it ("laptop"; "" for none).
struct PlayerKey {
    std::string fingerprint;
    std::string label;
    std::string added;  // UTC
};

// A player as the administrator sees him: his keys, his last visit, a ban.
struct PlayerRecord {
    Player player;
    std::string created;                // UTC
    std::int64_t last_seen = 0;         // Unix time of his last visit, 0 before the first
    std::optional<std::string> banned;  // the reason, while he is banned
    std::vector<PlayerKey> keys;
};

// The longest name of a key, in columns.
inline constexpr int most_key_label_columns = 24;
// A key's name as a player types it: printable characters (no control, escape, bidi or
// invisible one), spaces not doubled, at most most_key_label_columns; empty names none. Empty
// when valid, else why not.
std::string key_label_problem(std::string_view label);

// A name as it looks: lower case, and each letter others are mistaken for as one (I, l, 1 and
// | as l; O and 0 as o; rn as m; vv as w), '-' as '_'. Two names with one skeleton are one name
// ("aIice" is "alice").
std::string name_skeleton(std::string_view name);

// The network an address counts in for sign-ups ("192.0.2.0/24", "2001:db8:1:2::/64"): the
// address cut to `ipv4_bits` or `ipv6_bits`; a link-local address's zone ("%eth0") dropped.
// "unknown" when it is no address (all such count together).
std::string network_of(std::string_view address, int ipv4_bits, int ipv6_bits);

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
    // valid or taken (by its skeleton too), the key belongs to someone, or `network`
    // (network_of the client's address) made `signups_per_hour` players in the last hour.
    Result<Player> register_player(std::string_view name, std::string_view fingerprint,
                                   std::string_view network = {},
                                   int signups_per_hour = ServerSettings{}.signups_per_hour);
    // The network's sign-ups forgotten (the administrator lifts its limit): how many.
    int lift_signups(std::string_view network);
    // Another key for a player (from a session of his); refused when the key is someone's.
    Result<bool> add_key(std::int64_t player_id, std::string_view fingerprint);
    // A code for another key of the player's ("12345-67890"): typed once, within ten minutes,
    // in a session of that key (which proves he holds it), it makes the key his, named `label`
    // (refused when key_label_problem finds one).
    Result<std::string> new_key_code(std::int64_t player_id, std::string_view label = {});
    // The player whose code this is, now with the key `fingerprint`; or why not.
    Result<Player> claim_key_code(std::string_view code, std::string_view fingerprint);

    // The administrator's: every player (or those whose name has `part`), by name.
    std::vector<PlayerRecord> players(std::string_view part = {}) const;
    // Why the player is banned, or nothing.
    std::optional<std::string> ban_of(std::int64_t player_id) const;
    Result<bool> ban(std::string_view name, std::string_view reason);
    Result<bool> unban(std::string_view name);
    // The fingerprints of banned players' keys: sshd lets none of them in.
    std::vector<std::string> banned_keys() const;
    Result<bool> rename(std::string_view name, std::string_view new_name);
    // Removes a key (the administrator's, or the player's own: `owner_id` then, and not his
    // last); the player it was.
    Result<Player> remove_key(std::string_view fingerprint, std::int64_t owner_id = 0);
    std::vector<std::string> keys_of(std::int64_t player_id) const;
    // His keys with their names, the oldest first.
    std::vector<PlayerKey> named_keys_of(std::int64_t player_id) const;
    // The player names his key `fingerprint` (`label` as key_label_problem checks it; empty:
    // no name); refused when the key is not his.
    Result<bool> name_key(std::int64_t player_id, std::string_view fingerprint,
                          std::string_view label);
    // The player visits now.
    void mark_seen(std::int64_t player_id);
    // When he last visited (Unix time; 0 before his first visit).
    std::int64_t last_seen(std::int64_t player_id) const;
    // A player's blocks: the blocked player's invitations are refused and his chat unheard.
    Result<bool> block(std::int64_t player_id, std::string_view name);
    Result<bool> unblock(std::int64_t player_id, std::string_view name);
    std::vector<std::string> blocked_by(std::int64_t player_id) const;  // their names
    bool blocks(std::string_view blocker, std::string_view blocked) const;
    // One more action of `kind` (an invitation) by the player, claimed in the transaction that
    // counts his last hour's: false (not claimed) when he had `per_hour` already.
    Result<bool> claim_paced_action(std::int64_t player_id, std::string_view kind, int per_hour);

  private:
    // Binds `fingerprint` to the player, named `label`, within the caller's transaction.
    bool insert_key(std::int64_t player_id, std::string_view fingerprint,
                    std::string_view label = {});
    // The player whose name looks like `name` (its skeleton), other than `except_id`.
    std::optional<Player> look_alike_of(std::string_view name, std::int64_t except_id = 0) const;

    sqlite3* db_;
};

}  // namespace boardgames::store
