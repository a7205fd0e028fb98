#include "store/audit_log.hpp"

#include <syslog.h>

#include <algorithm>

#include "store/statement.hpp"
#include "text_wrap.hpp"

namespace boardgames::store {

namespace {

// What players wrote (names) is checked already; cleaned all the same, as syslog's reader is a
// terminal too.
std::string cleaned(std::string_view text, std::size_t most_bytes) {
    return clean_people_text(text, most_bytes);
}

void tell_syslog(const std::string& actor, const std::string& event) {
    ::openlog("boardgames", LOG_PID, LOG_AUTH);
    ::syslog(LOG_NOTICE, "%s: %s", actor.c_str(), event.c_str());
}

}  // namespace

bool AuditLog::insert(const std::string& actor, const std::string& event) {
    Statement statement(db_, "INSERT INTO audit_log (at, actor, event) VALUES (?, ?, ?)");
    return statement.bind(1, now_utc()).bind(2, actor).bind(3, event).run();
}

bool AuditLog::record(std::string_view actor, std::string_view event) {
    const std::string who = cleaned(actor, 64), what = cleaned(event, 400);
    const bool written = insert(who, what);
    tell_syslog(who, what);
    return written;
}

bool AuditLog::commit_with(Transaction& transaction, std::string_view actor,
                           std::string_view event) {
    const std::string who = cleaned(actor, 64), what = cleaned(event, 400);
    if (!transaction.began() || !insert(who, what) || !transaction.commit()) return false;
    tell_syslog(who, what);
    return true;
}

std::vector<AuditLine> AuditLog::latest(int limit) const {
    Statement statement(db_, "SELECT id, at, actor, event FROM audit_log ORDER BY id DESC LIMIT ?");
    auto lines = statement.bind(1, std::int64_t(limit)).rows([](const Statement& row) {
        return AuditLine{row.integer(0), row.text(1), row.text(2), row.text(3)};
    });
    std::reverse(lines.begin(), lines.end());
    return lines;
}

}  // namespace boardgames::store
