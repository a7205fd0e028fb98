#include "net/seat_store.hpp"

#include <algorithm>
#include <sstream>

#include "boardgames/core/levels.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

namespace {

std::string uid_text(uid_t uid) {
    return uid == uid_t(-1) ? "-" : std::to_string(uid);
}

// A uid or a seat's number in the seats file.
std::optional<long> number_field(const std::string& field) {
    return net::number_field(field, 4294967295L);
}

}  // namespace

std::string write_seats(const SeatsFile& file) {
    std::string text = "boardgames seats 2\n";
    for (std::size_t i = 0; i < file.seats.size(); ++i) {
        const SeatRecord& seat = file.seats[i];
        text += "seat " + std::to_string(i) + ' ' + std::to_string(seat.computer_level) + ' ' +
                (seat.token.empty() ? "-" : seat.token) + ' ' + uid_text(seat.uid) + ' ' +
                (seat.name.empty() ? "-" : seat.name) + '\n';
    }
    const TableAccess& access = file.access;
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
    if (!file.clock_fields.empty()) {
        text += "clock";
        for (const std::string& field : file.clock_fields)
            text += ' ' + field;
        text += '\n';
    }
    for (const std::string& line : file.arrangement_lines)
        text += line + '\n';
    if (!file.ended.empty()) text += "ended " + file.ended + '\n';
    return text;
}

namespace {

std::optional<Person> person_in(const Message& message) {
    const auto uid = number_field(message.field(0));
    if (message.fields.size() != 2 || !uid || !is_login_name(message.field(1))) return std::nullopt;
    return Person{uid_t(*uid), message.field(1)};
}

// A line of who may sit and watch; whether it was one, or what is wrong with it.
Result<bool> read_access_line(const Message& message, TableAccess& access) {
    const std::string& verb = message.verb;
    if (verb == "rated" && message.fields.empty()) {
        access.rated = true;
    } else if (verb == "server-database") {
        if (message.rest.empty() || message.rest.front() != '/')
            return fail("not 'server-database /PATH'");
        access.server_database = message.rest;
    } else if (verb == "host" || verb == "invite" ||
               (verb == "sent-away" && message.fields.size() == 2)) {
        const auto named = person_in(message);
        if (!named) return fail("not '" + verb + " UID NAME'");
        if (verb == "host")
            access.host = *named;
        else if (verb == "invite")
            access.invited.push_back(*named);
        else
            access.sent_away.push_back(*named);
    } else if (verb == "sent-away" || verb == "server") {
        // "sent-away UID": a seats file from before players were named by the server.
        const auto uid = number_field(message.field(0));
        if (message.fields.size() != 1 || !uid) return fail("not '" + verb + " UID'");
        if (verb == "server")
            access.players_named_by = uid_t(*uid);
        else
            access.sent_away.push_back({uid_t(*uid), login_name(uid_t(*uid))});
    } else if (verb == "access") {
        const auto watchers = watch_policy_named(message.field(1));
        if (message.fields.size() != 2 || !watchers ||
            (message.field(0) != "public" && message.field(0) != "private"))
            return fail("not 'access private|public WATCHERS'");
        access.open_seats = message.field(0) == "public";
        access.watchers = *watchers;
    } else {
        return false;
    }
    return true;
}

// "seat N LEVEL TOKEN UID NAME", into `seats`; or what is wrong with it.
std::optional<std::string> read_seat_line(const Message& message, std::vector<SeatRecord>& seats) {
    const auto index = number_field(message.field(0));
    const auto level = number_field(message.field(1));
    if (message.verb != "seat" || message.fields.size() != 5 || !index || !level ||
        std::size_t(*index) >= seats.size() || *level > perfect_level)
        return "not 'seat N LEVEL TOKEN UID NAME' for a seat here";
    SeatRecord& seat = seats[std::size_t(*index)];
    seat.computer_level = int(*level);
    if (message.field(2) != "-") {
        if (!is_token(message.field(2))) return "not a seat token";
        seat.token = message.field(2);
    }
    if (const auto uid = number_field(message.field(3))) seat.uid = uid_t(*uid);
    if (message.field(4) != "-") {
        if (!is_login_name(message.field(4))) return "not a login name";
        seat.name = message.field(4);
    }
    return std::nullopt;
}

}  // namespace

Result<SeatsFile> read_seats(std::string_view text, std::size_t seat_count, const Person& reader) {
    SeatsFile file{std::vector<SeatRecord>(seat_count), {}};
    file.access.host = reader;
    std::istringstream lines{std::string(text)};
    std::string line;
    // Version 1 (before tables had access rules) reads as a private table of its reader's.
    if (!std::getline(lines, line) ||
        (line != "boardgames seats 2" && line != "boardgames seats 1"))
        return fail("not a seats file (its first line must be 'boardgames seats 2')");
    while (std::getline(lines, line)) {
        const auto message = parse_message(line);
        if (!message) return fail("'" + line + "': " + message.error());
        const std::string& verb = message->verb;
        if (verb == "clock") {
            file.clock_fields = message->fields;
        } else if (verb == "arrange" || verb == "arranged" || verb == "arranged-all") {
            file.arrangement_lines.push_back(line);
        } else if (verb == "ended") {
            file.ended = clean_text(message->rest);
        } else if (const auto access = read_access_line(*message, file.access); !access) {
            return fail("'" + line + "' is " + access.error());
        } else if (!*access) {
            if (const auto wrong = read_seat_line(*message, file.seats))
                return fail("'" + line + "': " + *wrong);
        }
    }
    return file;
}

}  // namespace boardgames::net
