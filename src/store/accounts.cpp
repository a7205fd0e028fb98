#include "store/accounts.hpp"

#include <random>

#include "store/statement.hpp"

namespace boardgames::store {
namespace {

// ASCII only, whatever the locale a client's LANG chose.
bool ascii_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool ascii_letter_or_digit(char c) {
    return ascii_letter(c) || (c >= '0' && c <= '9');
}

// A row of a player's id and name.
Player player_from_row(const Statement& row) {
    return {row.integer(0), row.text(1)};
}

}  // namespace

std::string name_problem(std::string_view name) {
    if (name.size() < 2 || name.size() > 20) return "a name has 2 to 20 characters";
    if (!ascii_letter(name.front())) return "a name begins with a letter";
    for (const char c : name)
        if (!ascii_letter_or_digit(c) && c != '-' && c != '_')
            return "a name has only letters, digits, '-' and '_'";
    // The words a record writes for a seat nobody named.
    std::string lower(name);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    if (lower == "human" || lower.starts_with("computer"))
        return "that name means a kind of player";
    return {};
}

bool valid_fingerprint(std::string_view fingerprint) {
    constexpr std::string_view prefix = "SHA256:";
    if (fingerprint.size() != prefix.size() + 43 || !fingerprint.starts_with(prefix)) return false;
    for (const char c : fingerprint.substr(prefix.size()))
        if (!ascii_letter_or_digit(c) && c != '+' && c != '/') return false;
    return true;
}

std::optional<Player> Accounts::player_by_key(std::string_view fingerprint) const {
    Statement statement(db_,
                        "SELECT players.id, players.name FROM player_keys JOIN players ON "
                        "players.id = player_keys.player_id WHERE fingerprint = ?");
    return statement.bind(1, fingerprint).first_row(player_from_row);
}

std::optional<Player> Accounts::player_named(std::string_view name) const {
    Statement statement(db_, "SELECT id, name FROM players WHERE name = ?");
    return statement.bind(1, name).first_row(player_from_row);
}

Result<Player> Accounts::register_player(std::string_view name, std::string_view fingerprint,
                                         std::string_view source) {
    if (const std::string problem = name_problem(name); !problem.empty()) return fail(problem);
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (!source.empty()) {
        // New keys are free to make: new names from one address are few an hour.
        Statement recent(db_, "SELECT COUNT(*) FROM signups WHERE source = ? AND at >= ?");
        recent.bind(1, source).bind(2, unix_time_ago(std::chrono::hours(1)));
        if (recent.step() == SQLITE_ROW && recent.integer(0) >= signups_per_hour)
            return fail("too many new players from your address this hour: try again later");
        Statement signup(db_, "INSERT INTO signups (source, at) VALUES (?, ?)");
        if (!signup.bind(1, source).bind(2, unix_now()).run())
            return fail("cannot add the player: " + error_of(db_));
    }
    if (player_named(name)) return fail("the name " + std::string(name) + " is taken");
    if (player_by_key(fingerprint)) return fail("this key is already a player's");
    Statement insert(db_, "INSERT INTO players (name, created) VALUES (?, ?)");
    if (!insert.bind(1, name).bind(2, now_utc()).run())
        return fail("cannot add the player: " + error_of(db_));
    const Player player{sqlite3_last_insert_rowid(db_), std::string(name)};
    if (!insert_key(player.id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return player;
}

Result<bool> Accounts::add_key(std::int64_t player_id, std::string_view fingerprint) {
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    if (const auto owner = player_by_key(fingerprint))
        return fail(owner->id == player_id ? "this key is yours already"
                                           : "this key is another player's");
    if (!insert_key(player_id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return true;
}

bool Accounts::insert_key(std::int64_t player_id, std::string_view fingerprint) {
    Statement key(db_, "INSERT INTO player_keys (fingerprint, player_id, added) VALUES (?, ?, ?)");
    return key.bind(1, fingerprint).bind(2, player_id).bind(3, now_utc()).run();
}

Result<std::string> Accounts::new_key_code(std::int64_t player_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    run_once(db_, "DELETE FROM key_codes WHERE expires < ?", unix_now());
    Statement live(db_, "SELECT COUNT(*) FROM key_codes WHERE player_id = ?");
    live.bind(1, player_id);
    if (live.step() == SQLITE_ROW && live.integer(0) >= 3)
        return fail("you have three codes waiting: use one, or wait ten minutes");
    std::random_device random;  // the system's random source
    std::string code;
    for (int digit = 0; digit < 10; ++digit) {
        if (digit == 5) code += '-';
        code += char('0' + random() % 10);
    }
    Statement insert(db_, "INSERT INTO key_codes (code, player_id, expires) VALUES (?, ?, ?)");
    if (!insert.bind(1, code).bind(2, player_id).bind(3, unix_now() + 600).run() ||
        !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return code;
}

Result<Player> Accounts::claim_key_code(std::string_view code, std::string_view fingerprint) {
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement found(db_,
                    "SELECT players.id, players.name FROM key_codes JOIN players ON players.id "
                    "= key_codes.player_id WHERE code = ? AND expires >= ?");
    const auto owner = found.bind(1, code).bind(2, unix_now()).first_row(player_from_row);
    if (!owner) return fail("no such code waits (a code serves once, ten minutes)");
    const Player player = *owner;
    if (!run_once(db_, "DELETE FROM key_codes WHERE code = ?", code))
        return fail("cannot write the database: " + error_of(db_));
    if (player_by_key(fingerprint)) return fail("this key is already a player's");
    if (!insert_key(player.id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return player;
}

}  // namespace boardgames::store
