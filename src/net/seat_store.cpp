#include "net/seat_store.hpp"

#include <algorithm>
#include <sstream>

#include "boardgames/core/levels.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

std::string_view watch_policy_name(WatchPolicy policy) {
    switch (policy) {
        case WatchPolicy::Anyone:
            return "anyone";
        case WatchPolicy::Nobody:
            return "nobody";
        case WatchPolicy::Invited:
            break;
    }
    return "invited";
}

std::optional<WatchPolicy> watch_policy_named(std::string_view name) {
    for (WatchPolicy policy : {WatchPolicy::Invited, WatchPolicy::Anyone, WatchPolicy::Nobody})
        if (watch_policy_name(policy) == name) return policy;
    return std::nullopt;
}

namespace {

std::string uid_text(uid_t uid) {
    return uid == uid_t(-1) ? "-" : std::to_string(uid);
}

// A uid or a seat's number in the seats file.
std::optional<long> number_field(const std::string& field) {
    return net::number_field(field, 4294967295L);
}

}  // namespace

std::string write_seats(const std::vector<SeatRecord>& seats, const TableAccess& access,
                        const std::string& ended, const std::string& clock_line,
                        const std::vector<std::string>& arrangement_lines) {
    std::string text = "boardgames seats 2\n";
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const SeatRecord& seat = seats[i];
        text += "seat " + std::to_string(i) + ' ' + std::to_string(seat.computer_level) + ' ' +
                (seat.token.empty() ? "-" : seat.token) + ' ' + uid_text(seat.uid) + ' ' +
                (seat.name.empty() ? "-" : seat.name) + '\n';
    }
    text += "host " + uid_text(access.host.uid) + ' ' +
            (access.host.name.empty() ? "-" : access.host.name) + '\n';
    text += std::string("access ") + (access.open_seats ? "public " : "private ") +
            std::string(watch_policy_name(access.watchers)) + '\n';
    for (const Person& person : access.invited)
        text += "invite " + uid_text(person.uid) + ' ' + person.name + '\n';
    for (const Person& person : access.sent_away)
        text += "sent-away " + uid_text(person.uid) + ' ' + person.name + '\n';
    if (access.players_named_by != uid_t(-1))
        text += "server " + uid_text(access.players_named_by) + '\n';
    if (!access.server_database.empty()) text += "server-database " + access.server_database + '\n';
    if (access.rated) text += "rated\n";
    if (!clock_line.empty()) text += clock_line + '\n';
    for (const std::string& line : arrangement_lines)
        text += line + '\n';
    if (!ended.empty()) text += "ended " + ended + '\n';
    return text;
}

Result<std::vector<SeatRecord>> read_seats(std::string_view text, std::size_t seat_count,
                                           TableAccess& access, std::string& ended,
                                           std::vector<std::string>* clock,
                                           std::vector<std::string>* arrangement) {
    std::vector<SeatRecord> seats(seat_count);
    std::istringstream lines{std::string(text)};
    std::string line;
    // Version 1 (before tables had access rules) reads as a private table of its reader's.
    if (!std::getline(lines, line) ||
        (line != "boardgames seats 2" && line != "boardgames seats 1"))
        return fail("not a seats file (its first line must be 'boardgames seats 2')");
    const auto person = [](const Message& message) -> std::optional<Person> {
        const auto uid = number_field(message.field(0));
        if (message.fields.size() != 2 || !uid || !is_login_name(message.field(1)))
            return std::nullopt;
        return Person{uid_t(*uid), message.field(1)};
    };
    while (std::getline(lines, line)) {
        const auto message = parse_message(line);
        if (!message) return fail("'" + line + "': " + message.error());
        if (message->verb == "clock") {
            if (clock) *clock = message->fields;  // TableClock::restore checks them
            continue;
        }
        if (message->verb == "arrange" || message->verb == "arranged" ||
            message->verb == "arranged-all") {
            if (arrangement) arrangement->push_back(line);  // TableArrangement::restore checks it
            continue;
        }
        if (message->verb == "rated" && message->fields.empty()) {
            access.rated = true;
            continue;
        }
        if (message->verb == "server-database") {
            if (message->rest.empty() || message->rest.front() != '/')
                return fail("'" + line + "' is not 'server-database /PATH'");
            access.server_database = message->rest;
            continue;
        }
        if (message->verb == "ended") {
            ended = clean_text(message->rest);
            continue;
        }
        if (message->verb == "host" || message->verb == "invite" ||
            (message->verb == "sent-away" && message->fields.size() == 2)) {
            const auto named = person(*message);
            if (!named) return fail("'" + line + "' is not '" + message->verb + " UID NAME'");
            if (message->verb == "host")
                access.host = *named;
            else if (message->verb == "invite")
                access.invited.push_back(*named);
            else
                access.sent_away.push_back(*named);
            continue;
        }
        if (message->verb == "sent-away" || message->verb == "server") {
            // "sent-away UID": a seats file from before players were named by the server.
            const auto uid = number_field(message->field(0));
            if (message->fields.size() != 1 || !uid)
                return fail("'" + line + "' is not '" + message->verb + " UID'");
            if (message->verb == "server")
                access.players_named_by = uid_t(*uid);
            else
                access.sent_away.push_back({uid_t(*uid), login_name(uid_t(*uid))});
            continue;
        }
        if (message->verb == "access") {
            const auto watchers = watch_policy_named(message->field(1));
            if (message->fields.size() != 2 || !watchers ||
                (message->field(0) != "public" && message->field(0) != "private"))
                return fail("'" + line + "' is not 'access private|public WATCHERS'");
            access.open_seats = message->field(0) == "public";
            access.watchers = *watchers;
            continue;
        }
        const auto index = number_field(message->field(0));
        const auto level = number_field(message->field(1));
        if (message->verb != "seat" || message->fields.size() != 5 || !index || !level ||
            std::size_t(*index) >= seat_count || *level > perfect_level)
            return fail("'" + line + "' is not 'seat N LEVEL TOKEN UID NAME' for a seat here");
        SeatRecord& seat = seats[std::size_t(*index)];
        seat.computer_level = int(*level);
        if (message->field(2) != "-") {
            if (!is_token(message->field(2))) return fail("'" + line + "': not a seat token");
            seat.token = message->field(2);
        }
        if (const auto uid = number_field(message->field(3))) seat.uid = uid_t(*uid);
        if (message->field(4) != "-") {
            if (!is_login_name(message->field(4))) return fail("'" + line + "': not a login name");
            seat.name = message->field(4);
        }
    }
    return seats;
}

}  // namespace boardgames::net
