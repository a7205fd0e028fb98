#include "store/lobby_chat.hpp"

#include "chat_pace.hpp"
#include "store/audit_log.hpp"
#include "store/statement.hpp"
#include "text_wrap.hpp"

namespace boardgames::store {
namespace {

ChatLine line_from_row(const Statement& row) {
    return {row.integer(0), row.text(1), row.integer(2), row.text(3)};
}

std::int64_t milliseconds_of(LobbyChat::Clock::time_point when) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(when.time_since_epoch()).count();
}

constexpr std::string_view chat_columns =
    "SELECT lobby_chat.id, players.name, lobby_chat.at, lobby_chat.text FROM lobby_chat JOIN "
    "players ON players.id = lobby_chat.player_id ";

}  // namespace

Result<std::int64_t> LobbyChat::say(std::int64_t player_id, std::string_view text,
                                    Clock::time_point now) {
    const std::string line = clean_people_text(text, ChatPace::most_bytes);
    if (line.find_first_not_of(' ') == std::string::npos) return fail("say something");
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement speaker(db_, "SELECT banned FROM players WHERE id = ?");
    if (speaker.bind(1, player_id).step() != SQLITE_ROW) return fail("no such player");
    if (!speaker.null(0)) return fail("you are banned from this server");
    // The player's allowance, as his last line left it, refilled since (every lobby of his
    // shares it: it lives here, not in a process).
    const std::int64_t now_ms = milliseconds_of(now);
    Statement kept(db_, "SELECT lines, checked_ms FROM chat_allowance WHERE player_id = ?");
    double lines = ChatPace::burst;
    if (kept.bind(1, player_id).step() == SQLITE_ROW)
        lines =
            ChatPace::refilled(kept.real(0), std::chrono::milliseconds(now_ms - kept.integer(1)));
    if (lines < 1) return fail("not so fast; try again in a moment");
    Statement claim(db_,
                    "INSERT OR REPLACE INTO chat_allowance (player_id, lines, checked_ms) VALUES "
                    "(?, ?, ?)");
    Statement insert(db_, "INSERT INTO lobby_chat (player_id, at, text) VALUES (?, ?, ?)");
    if (!claim.bind(1, player_id).bind(2, lines - 1).bind(3, now_ms).run() ||
        !insert.bind(1, player_id).bind(2, now_ms / 1000).bind(3, line).run())
        return fail("cannot write the database: " + error_of(db_));
    // Ids grow by one a line (AUTOINCREMENT, one writer at a time): the last kept_lines are
    // those within kept_lines of the newest.
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    Statement old(db_, "DELETE FROM lobby_chat WHERE id <= ? - ?");
    if (!old.bind(1, id).bind(2, std::int64_t(kept_lines)).run())
        return fail("cannot write the database: " + error_of(db_));
    if (!transaction.commit()) return fail("cannot write the database: " + error_of(db_));
    return id;
}

std::vector<ChatLine> LobbyChat::lines_after(std::int64_t last_id, std::int64_t listener_id) const {
    Statement statement(db_, std::string(chat_columns) +
                                 "WHERE lobby_chat.id > ? AND players.banned IS NULL AND "
                                 "lobby_chat.player_id NOT IN (SELECT blocked_id FROM blocks "
                                 "WHERE player_id = ?) ORDER BY lobby_chat.id LIMIT ?");
    return statement.bind(1, last_id)
        .bind(2, listener_id)
        .bind(3, std::int64_t(kept_lines))
        .rows(line_from_row);
}

std::vector<ChatLine> LobbyChat::latest(int limit) const {
    Statement statement(db_, "SELECT * FROM (" + std::string(chat_columns) +
                                 "ORDER BY lobby_chat.id DESC LIMIT ?) ORDER BY 1");
    return statement.bind(1, std::int64_t(limit)).rows(line_from_row);
}

Result<ChatLine> LobbyChat::remove_line(std::int64_t id) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement found(db_, std::string(chat_columns) + "WHERE lobby_chat.id = ?");
    const auto line = found.bind(1, id).first_row(line_from_row);
    if (!line) return fail("no chat line " + std::to_string(id));
    if (!run_once(db_, "DELETE FROM lobby_chat WHERE id = ?", id) ||
        !AuditLog(db_).commit_with(
            transaction, "admin",
            "removed chat line " + std::to_string(id) + " of " + line->name + ": " + line->text))
        return fail("cannot write the database: " + error_of(db_));
    return *line;
}

Result<int> LobbyChat::remove_lines_of(std::string_view name) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    Statement player(db_, "SELECT id, name FROM players WHERE name = ?");
    if (player.bind(1, name).step() != SQLITE_ROW)
        return fail("no player is called " + std::string(name));
    const std::int64_t player_id = player.integer(0);
    const std::string found = player.text(1);
    if (!run_once(db_, "DELETE FROM lobby_chat WHERE player_id = ?", player_id))
        return fail("cannot write the database: " + error_of(db_));
    const int removed = sqlite3_changes(db_);
    std::string event = "removed ";
    event += std::to_string(removed);
    event += removed == 1 ? " chat line of " : " chat lines of ";
    event += found;
    if (!AuditLog(db_).commit_with(transaction, "admin", event))
        return fail("cannot write the database: " + error_of(db_));
    return removed;
}

}  // namespace boardgames::store
