#include "store/audit_log.hpp"

#include <syslog.h>

#include <algorithm>

#include "store/statement.hpp"
#include "text_wrap.hpp"

namespace boardgames::store {

bool AuditLog::record(std::string_view actor, std::string_view event) {
    // What players wrote (names) is checked already; cleaned all the same, as syslog's reader
    // is a terminal too.
    const std::string who = clean_people_text(actor, 64), what = clean_people_text(event, 400);
    ::openlog("boardgames", LOG_PID, LOG_AUTH);
    ::syslog(LOG_NOTICE, "%s: %s", who.c_str(), what.c_str());
    Statement statement(db_, "INSERT INTO audit_log (at, actor, event) VALUES (?, ?, ?)");
    return statement.bind(1, now_utc()).bind(2, who).bind(3, what).run();
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
