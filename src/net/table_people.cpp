#include "net/table_people.hpp"

#include <algorithm>

namespace boardgames::net {

Attendee& TablePeople::add(ConnectionId id, const Person& person, Attendee::Standing standing,
                           Attendee::Clock::time_point now) {
    Attendee& attendee = attendees_[id];
    attendee = Attendee{.id = id, .person = person, .standing = standing, .since = now};
    return attendee;
}

Attendee* TablePeople::find(ConnectionId id) {
    const auto found = attendees_.find(id);
    return found == attendees_.end() ? nullptr : &found->second;
}

std::optional<Attendee> TablePeople::remove(ConnectionId id) {
    const auto found = attendees_.find(id);
    if (found == attendees_.end()) return std::nullopt;
    Attendee gone = found->second;
    attendees_.erase(found);
    return gone;
}

std::size_t TablePeople::count(const std::function<bool(const Attendee&)>& which) const {
    return std::size_t(std::count_if(attendees_.begin(), attendees_.end(), [&](const auto& entry) {
        return !entry.second.leaving && which(entry.second);
    }));
}

std::vector<Attendee*> TablePeople::all(const std::function<bool(const Attendee&)>& which) {
    std::vector<Attendee*> found;
    for (auto& [id, attendee] : attendees_)
        if (!attendee.leaving && which(attendee)) found.push_back(&attendee);
    return found;
}

bool TablePeople::seat_connected(int seat, ConnectionId except) const {
    return count([&](const Attendee& attendee) {
               return attendee.id != except && attendee.seated() && attendee.seat == seat;
           }) > 0;
}

void TablePeople::send_line(ConnectionId to, std::string line) {
    deliveries_.push_back({to, std::move(line)});
}

void TablePeople::send_everyone(const std::string& line, ConnectionId except) {
    send_to(line, [&](const Attendee& attendee) { return attendee.id != except; });
}

void TablePeople::send_to(const std::string& line,
                          const std::function<bool(const Attendee&)>& which) {
    for (const auto& [id, attendee] : attendees_)
        if (attendee.present() && which(attendee)) send_line(id, line);
}

void TablePeople::hang_up(Attendee& attendee, HangUp kind, const std::string& reason) {
    if (attendee.leaving) return;
    attendee.leaving = true;
    turn_away(attendee.id, kind, reason);
}

void TablePeople::turn_away(ConnectionId id, HangUp kind, const std::string& reason) {
    deliveries_.push_back({id, line_of(table_says::Error{kind, reason}), true});
}

table_says::Watchers TablePeople::watchers_line() const {
    table_says::Watchers line;
    for (const auto& [id, attendee] : attendees_) {
        if (attendee.leaving || !attendee.watching()) continue;
        ++line.count;
        if (line.names.size() < 40 && std::find(line.names.begin(), line.names.end(),
                                                attendee.person.name) == line.names.end())
            line.names.push_back(attendee.person.name);
    }
    return line;
}

table_says::Knocks TablePeople::knocks_line() const {
    table_says::Knocks line;
    for (const auto& [id, attendee] : attendees_)
        if (!attendee.leaving && attendee.knocking() &&
            std::find(line.names.begin(), line.names.end(), attendee.person.name) ==
                line.names.end())
            line.names.push_back(attendee.person.name);
    return line;
}

std::vector<Delivery> TablePeople::take_deliveries() {
    return std::exchange(deliveries_, {});
}

}  // namespace boardgames::net
