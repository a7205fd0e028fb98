#include "net/table_door.hpp"

#include <algorithm>

#include "store/database.hpp"

namespace boardgames::net {

const std::string& TableDoor::login_name_of(uid_t uid) const {
    // Looked up once a user (the password database may be far away).
    auto [known_name, fresh] = names_.try_emplace(uid);
    if (fresh) known_name->second = login_name(uid);
    return known_name->second;
}

std::size_t TableDoor::count(const std::function<bool(const Visitor&)>& which) const {
    return std::size_t(std::count_if(visitors_.begin(), visitors_.end(), [&](const auto& entry) {
        return !entry.second.leaving && which(entry.second);
    }));
}

bool TableDoor::may_be_known(uid_t uid) const {
    // The server's lobby speaks for its players, who are known or not once they say who.
    return game_->names_players(uid) || game_->known({uid, login_name_of(uid)});
}

std::variant<ConnectionId, table_says::Error> TableDoor::enter(uid_t uid, Clock::time_point now) {
    const auto busy = [](std::string why) {
        return table_says::Error{HangUp::Busy, std::move(why)};
    };
    if (uid == uid_t(-1)) return busy("the kernel would not say who you are");
    const auto from_uid = [&](const Visitor& other) { return other.uid == uid; };
    if (game_->names_players(uid)) {
        // Every player of the server's lobby shares its user: each person's own share is
        // counted once they say who (greet).
        if (count(from_uid) >= server_connections) return busy("the table is busy: try again");
    } else {
        if (count(from_uid) >= connections_per_person)
            return busy("you have " + std::to_string(connections_per_person) +
                        " connections to this table already: try again");
        if (!may_be_known(uid) && count([&](const Visitor& other) {
                                      return !may_be_known(other.uid);
                                  }) >= stranger_connections)
            return busy("the table is busy: try again");
    }
    const ConnectionId id = next_id_++;
    visitors_[id] = Visitor{uid, {uid, login_name_of(uid)}, false, false, now};
    return id;
}

Result<Person> TableDoor::person_greeting(const Visitor& visitor,
                                          const client_says::Hello& hello) const {
    if (!game_->names_players(visitor.uid)) {
        if (hello.names_player)
            return fail("only this game server's lobby names a player; you are " +
                        visitor.person.name);
        return visitor.person;
    }
    if (!hello.player || !store::name_problem(*hello.player).empty())
        return fail("the server's lobby names its player: player NAME");
    return Person{visitor.uid, *hello.player};
}

// A player of the server's lobby: the share of a person, as any user's at the door.
std::optional<table_says::Error> TableDoor::share_problem(const Person& person) const {
    if (count([&](const Visitor& other) {
            return other.greeted && game_->same_person(other.person, person);
        }) >= connections_per_person)
        return table_says::Error{HangUp::Busy, "you have " +
                                                   std::to_string(connections_per_person) +
                                                   " connections to this table already: try again"};
    if (!game_->known(person) && count([&](const Visitor& other) {
                                     return other.greeted && game_->names_players(other.uid) &&
                                            !game_->known(other.person);
                                 }) >= stranger_connections)
        return table_says::Error{HangUp::Busy, "the table is busy: try again"};
    return std::nullopt;
}

std::variant<TableDoor::Greeted, table_says::Error> TableDoor::greet(
    ConnectionId id, const client_says::Hello& hello) {
    Visitor& visitor = visitors_.at(id);
    if (hello.protocol != protocol_name || hello.version != std::to_string(protocol_version))
        return table_says::Error{HangUp::Version,
                                 "this table speaks " + std::string(protocol_name) + " " +
                                     std::to_string(protocol_version) +
                                     ": use the same version of boardgames as its host"};
    const std::string& code = game_->setup().code;
    if (normal_code(hello.code) != code)
        return table_says::Error{HangUp::Refused, "wrong code for this table"};
    // A table of the game server seats its players alone: a user of this host is another
    // kind of person, whose login name could pass for a player's.
    if (game_->listed() && !game_->names_players(visitor.uid))
        return table_says::Error{HangUp::Refused,
                                 "this table is the game server's: its players come through "
                                 "its lobby (ssh to its account)"};
    const auto person = person_greeting(visitor, hello);
    if (!person) return table_says::Error{HangUp::Refused, person.error()};
    if (game_->names_players(visitor.uid))
        if (auto problem = share_problem(*person)) return *problem;
    if (hello.attendance != "join" && hello.attendance != "watch")
        return table_says::Error{HangUp::Protocol, "say join or watch"};
    visitor.person = *person;
    visitor.greeted = true;
    return Greeted{*person, hello.attendance == "watch" ? Attendance::Watch : Attendance::Join,
                   hello.token};
}

std::vector<ConnectionId> TableDoor::at_the_door() const {
    std::vector<ConnectionId> waiting;
    for (const auto& [id, visitor] : visitors_)
        if (!visitor.greeted && !visitor.leaving) waiting.push_back(id);
    return waiting;
}

bool TableDoor::greeted(ConnectionId id) const {
    const auto found = visitors_.find(id);
    return found != visitors_.end() && found->second.greeted;
}

std::vector<ConnectionId> TableDoor::overdue(Clock::time_point now) const {
    std::vector<ConnectionId> late;
    for (const auto& [id, visitor] : visitors_)
        if (!visitor.greeted && !visitor.leaving && now - visitor.arrived > greeting_limit_)
            late.push_back(id);
    return late;
}

void TableDoor::leaving(ConnectionId id) {
    if (const auto found = visitors_.find(id); found != visitors_.end())
        found->second.leaving = true;
}

}  // namespace boardgames::net
