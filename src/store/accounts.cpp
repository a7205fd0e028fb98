#include "store/accounts.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <random>

#include "store/audit_log.hpp"
#include "store/seeks.hpp"
#include "store/statement.hpp"
#include "text_wrap.hpp"

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

std::string name_skeleton(std::string_view name) {
    std::string skeleton;
    for (std::size_t at = 0; at < name.size(); ++at) {
        char c = name[at];
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
        const char next = at + 1 < name.size() ? name[at + 1] : '\0';
        if (c == 'r' && (next == 'n' || next == 'N')) {
            c = 'm';
            ++at;
        } else if ((c == 'v') && (next == 'v' || next == 'V')) {
            c = 'w';
            ++at;
        }
        if (c == 'i' || c == '1' || c == '|') c = 'l';
        if (c == '0') c = 'o';
        if (c == '-') c = '_';
        skeleton += c;
    }
    return skeleton;
}

std::string network_of(std::string_view address, int ipv4_bits, int ipv6_bits) {
    std::string text(address.substr(0, address.find('%')));  // a zone names no network
    unsigned char bytes[16] = {};
    int length = 0, bits = 0, family = 0;
    if (::inet_pton(AF_INET, text.c_str(), bytes) == 1) {
        family = AF_INET, length = 4, bits = std::clamp(ipv4_bits, 0, 32);
    } else if (::inet_pton(AF_INET6, text.c_str(), bytes) == 1) {
        family = AF_INET6, length = 16, bits = std::clamp(ipv6_bits, 0, 128);
    } else {
        return "unknown";
    }
    for (int bit = bits; bit < length * 8; ++bit)
        bytes[bit / 8] &= static_cast<unsigned char>(~(0x80u >> (bit % 8)));
    char written[INET6_ADDRSTRLEN] = {};
    if (!::inet_ntop(family, bytes, written, sizeof written)) return "unknown";
    return std::string(written) + "/" + std::to_string(bits);
}

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

std::string key_label_problem(std::string_view label) {
    if (clean_people_text(label, label.size()) != label)
        return "a key's name has printable characters only, no double space";
    if (display_width(label) > most_key_label_columns)
        return "a key's name has " + std::to_string(most_key_label_columns) + " characters at most";
    if (label.starts_with(' ') || label.ends_with(' '))
        return "a key's name neither begins nor ends with a space";
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
                                         std::string_view network, int signups_per_hour) {
    if (const std::string problem = name_problem(name); !problem.empty()) return fail(problem);
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    // New keys are free to make: new names from one network are few an hour (counted and
    // claimed in this one transaction). An address nobody could read counts as "unknown".
    const std::string source = network.empty() ? "unknown" : std::string(network);
    Statement recent(db_, "SELECT COUNT(*) FROM signups WHERE source = ? AND at >= ?");
    recent.bind(1, source).bind(2, unix_time_ago(std::chrono::hours(1)));
    if (recent.step() == SQLITE_ROW && recent.integer(0) >= signups_per_hour)
        return fail("too many new players from your network this hour: try again later");
    Statement signup(db_, "INSERT INTO signups (source, at) VALUES (?, ?)");
    if (!signup.bind(1, source).bind(2, unix_now()).run())
        return fail("cannot add the player: " + error_of(db_));
    if (player_named(name)) return fail("the name " + std::string(name) + " is taken");
    if (const auto look_alike = look_alike_of(name))
        return fail("the name " + std::string(name) + " looks like " + look_alike->name +
                    "'s: choose another");
    if (player_by_key(fingerprint)) return fail("this key is already a player's");
    Statement insert(db_, "INSERT INTO players (name, created) VALUES (?, ?)");
    if (!insert.bind(1, name).bind(2, now_utc()).run())
        return fail("cannot add the player: " + error_of(db_));
    const Player player{sqlite3_last_insert_rowid(db_), std::string(name)};
    if (!insert_key(player.id, fingerprint)) return fail("cannot add the key: " + error_of(db_));
    if (!AuditLog(db_).commit_with(transaction, player.name, "signed up from " + source))
        return fail("cannot write the database: " + error_of(db_));
    return player;
}

int Accounts::lift_signups(std::string_view network) {
    Statement statement(db_, "DELETE FROM signups WHERE source = ?");
    if (!statement.bind(1, network).run()) return 0;
    return sqlite3_changes(db_);
}

std::optional<Player> Accounts::look_alike_of(std::string_view name, std::int64_t except_id) const {
    const std::string skeleton = name_skeleton(name);
    Statement statement(db_, "SELECT id, name FROM players WHERE id != ?");
    statement.bind(1, except_id);
    while (statement.step() == SQLITE_ROW)
        if (name_skeleton(statement.text(1)) == skeleton) return player_from_row(statement);
    return std::nullopt;
}

std::vector<PlayerRecord> Accounts::players(std::string_view part) const {
    Statement statement(db_,
                        "SELECT id, name, created, last_seen, banned FROM players WHERE ?1 = '' "
                        "OR instr(lower(name), lower(?1)) > 0 ORDER BY name COLLATE NOCASE");
    auto records = statement.bind(1, part).rows([](const Statement& row) {
        PlayerRecord record{player_from_row(row), row.text(2), row.integer(3), {}, {}};
        if (!row.null(4)) record.banned = row.text(4);
        return record;
    });
    for (PlayerRecord& record : records)
        record.keys = named_keys_of(record.player.id);
    return records;
}

std::vector<std::string> Accounts::keys_of(std::int64_t player_id) const {
    Statement statement(
        db_, "SELECT fingerprint FROM player_keys WHERE player_id = ? ORDER BY added, fingerprint");
    return statement.bind(1, player_id).rows([](const Statement& row) { return row.text(0); });
}

std::vector<PlayerKey> Accounts::named_keys_of(std::int64_t player_id) const {
    Statement statement(db_,
                        "SELECT fingerprint, label, added FROM player_keys WHERE player_id = ? "
                        "ORDER BY added, fingerprint");
    return statement.bind(1, player_id).rows([](const Statement& row) {
        return PlayerKey{row.text(0), row.text(1), row.text(2)};
    });
}

Result<bool> Accounts::name_key(std::int64_t player_id, std::string_view fingerprint,
                                std::string_view label) {
    if (const std::string problem = key_label_problem(label); !problem.empty())
        return fail(problem);
    Statement statement(db_,
                        "UPDATE player_keys SET label = ? WHERE fingerprint = ? AND "
                        "player_id = ?");
    if (!statement.bind(1, label).bind(2, fingerprint).bind(3, player_id).run())
        return fail("cannot write the database: " + error_of(db_));
    if (sqlite3_changes(db_) == 0) return fail("that key is not yours");
    return true;
}

std::optional<std::string> Accounts::ban_of(std::int64_t player_id) const {
    Statement statement(db_, "SELECT banned FROM players WHERE id = ? AND banned IS NOT NULL");
    return statement.bind(1, player_id).first_row([](const Statement& row) { return row.text(0); });
}

Result<bool> Accounts::ban(std::string_view name, std::string_view reason) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto player = player_named(name);
    if (!player) return fail("no player is called " + std::string(name));
    const std::string why = reason.empty() ? "no reason given" : clean_people_text(reason, 200);
    Statement statement(db_, "UPDATE players SET banned = ? WHERE id = ?");
    if (!statement.bind(1, why).bind(2, player->id).run() || !Seeks(db_).lapse_player(player->id) ||
        !AuditLog(db_).commit_with(transaction, "admin", "banned " + player->name + ": " + why))
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Accounts::unban(std::string_view name) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto player = player_named(name);
    if (!player) return fail("no player is called " + std::string(name));
    if (!ban_of(player->id)) return fail(player->name + " is not banned");
    if (!run_once(db_, "UPDATE players SET banned = NULL WHERE id = ?", player->id) ||
        !AuditLog(db_).commit_with(transaction, "admin", "lifted the ban on " + player->name))
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

std::vector<std::string> Accounts::banned_keys() const {
    Statement statement(db_,
                        "SELECT fingerprint FROM player_keys JOIN players ON players.id = "
                        "player_keys.player_id WHERE players.banned IS NOT NULL ORDER BY 1");
    return statement.rows([](const Statement& row) { return row.text(0); });
}

Result<bool> Accounts::rename(std::string_view name, std::string_view new_name) {
    if (const std::string problem = name_problem(new_name); !problem.empty()) return fail(problem);
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto player = player_named(name);
    if (!player) return fail("no player is called " + std::string(name));
    if (const auto other = player_named(new_name); other && other->id != player->id)
        return fail("the name " + std::string(new_name) + " is taken");
    if (const auto look_alike = look_alike_of(new_name, player->id))
        return fail("the name " + std::string(new_name) + " looks like " + look_alike->name + "'s");
    Statement statement(db_, "UPDATE players SET name = ? WHERE id = ?");
    if (!statement.bind(1, new_name).bind(2, player->id).run() ||
        !AuditLog(db_).commit_with(transaction, "admin",
                                   "renamed " + player->name + " " + std::string(new_name)))
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<Player> Accounts::remove_key(std::string_view fingerprint, std::int64_t owner_id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto player = player_by_key(fingerprint);
    if (!player || (owner_id != 0 && player->id != owner_id))
        return fail("no player has the key " + std::string(fingerprint));
    if (owner_id != 0 && keys_of(owner_id).size() <= 1)
        return fail("it is your only key: you would not come in again");
    if (!run_once(db_, "DELETE FROM player_keys WHERE fingerprint = ?", fingerprint) ||
        !AuditLog(db_).commit_with(
            transaction, owner_id != 0 ? player->name : "admin",
            "removed the key " + std::string(fingerprint) + " of " + player->name))
        return fail("cannot write the database: " + error_of(db_));
    return *player;
}

void Accounts::mark_seen(std::int64_t player_id) {
    Statement statement(db_, "UPDATE players SET last_seen = ? WHERE id = ?");
    statement.bind(1, unix_now()).bind(2, player_id).run();
}

std::int64_t Accounts::last_seen(std::int64_t player_id) const {
    Statement statement(db_, "SELECT last_seen FROM players WHERE id = ?");
    return statement.bind(1, player_id)
        .first_row([](const Statement& row) { return row.integer(0); })
        .value_or(0);
}

Result<bool> Accounts::block(std::int64_t player_id, std::string_view name) {
    const auto blocked = player_named(name);
    if (!blocked) return fail("no player is called " + std::string(name));
    if (blocked->id == player_id) return fail("you cannot block yourself");
    Statement statement(db_, "INSERT OR IGNORE INTO blocks (player_id, blocked_id) VALUES (?, ?)");
    if (!statement.bind(1, player_id).bind(2, blocked->id).run())
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

Result<bool> Accounts::unblock(std::int64_t player_id, std::string_view name) {
    const auto blocked = player_named(name);
    if (!blocked) return fail("no player is called " + std::string(name));
    Statement statement(db_, "DELETE FROM blocks WHERE player_id = ? AND blocked_id = ?");
    if (!statement.bind(1, player_id).bind(2, blocked->id).run())
        return fail("cannot write the database: " + error_of(db_));
    return true;
}

std::vector<std::string> Accounts::blocked_by(std::int64_t player_id) const {
    Statement statement(db_,
                        "SELECT players.name FROM blocks JOIN players ON players.id = "
                        "blocks.blocked_id WHERE blocks.player_id = ? ORDER BY players.name "
                        "COLLATE NOCASE");
    return statement.bind(1, player_id).rows([](const Statement& row) { return row.text(0); });
}

bool Accounts::blocks(std::string_view blocker, std::string_view blocked) const {
    Statement statement(db_,
                        "SELECT 1 FROM blocks JOIN players AS a ON a.id = blocks.player_id JOIN "
                        "players AS b ON b.id = blocks.blocked_id WHERE a.name = ? AND b.name = ?");
    return statement.bind(1, blocker).bind(2, blocked).step() == SQLITE_ROW;
}

Result<bool> Accounts::claim_paced_action(std::int64_t player_id, std::string_view kind,
                                          int per_hour) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const std::int64_t hour_ago = unix_time_ago(std::chrono::hours(1));
    Statement old(db_, "DELETE FROM paced_actions WHERE player_id = ? AND at < ?");
    old.bind(1, player_id).bind(2, hour_ago).run();
    Statement recent(db_, "SELECT COUNT(*) FROM paced_actions WHERE player_id = ? AND kind = ?");
    recent.bind(1, player_id).bind(2, kind);
    if (recent.step() == SQLITE_ROW && recent.integer(0) >= per_hour) return false;
    Statement claim(db_, "INSERT INTO paced_actions (player_id, kind, at) VALUES (?, ?, ?)");
    if (!claim.bind(1, player_id).bind(2, kind).bind(3, unix_now()).run() || !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return true;
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

bool Accounts::insert_key(std::int64_t player_id, std::string_view fingerprint,
                          std::string_view label) {
    Statement key(db_,
                  "INSERT INTO player_keys (fingerprint, player_id, added, label) VALUES (?, ?, "
                  "?, ?)");
    return key.bind(1, fingerprint).bind(2, player_id).bind(3, now_utc()).bind(4, label).run();
}

Result<std::string> Accounts::new_key_code(std::int64_t player_id, std::string_view label) {
    if (const std::string problem = key_label_problem(label); !problem.empty())
        return fail(problem);
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
    Statement insert(db_,
                     "INSERT INTO key_codes (code, player_id, expires, label) VALUES (?, ?, ?, ?)");
    if (!insert.bind(1, code).bind(2, player_id).bind(3, unix_now() + 600).bind(4, label).run() ||
        !transaction.commit())
        return fail("cannot write the database: " + error_of(db_));
    return code;
}

Result<Player> Accounts::claim_key_code(std::string_view code, std::string_view fingerprint) {
    if (!valid_fingerprint(fingerprint)) return fail("not an SSH key fingerprint");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement found(db_,
                    "SELECT players.id, players.name, key_codes.label FROM key_codes JOIN players "
                    "ON players.id = key_codes.player_id WHERE code = ? AND expires >= ?");
    const auto owner = found.bind(1, code).bind(2, unix_now()).first_row([](const Statement& row) {
        return std::pair(player_from_row(row), row.text(2));
    });
    if (!owner) return fail("no such code waits (a code serves once, ten minutes)");
    const auto& [player, label] = *owner;
    if (!run_once(db_, "DELETE FROM key_codes WHERE code = ?", code))
        return fail("cannot write the database: " + error_of(db_));
    if (player_by_key(fingerprint)) return fail("this key is already a player's");
    if (!insert_key(player.id, fingerprint, label))
        return fail("cannot add the key: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return player;
}

}  // namespace boardgames::store
