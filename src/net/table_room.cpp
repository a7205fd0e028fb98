#include "net/table_room.hpp"

namespace boardgames::net {

TableRoom::TableRoom(TableSetup setup, TableRecorder& recorder, Clock::time_point now)
    : game_(std::move(setup), recorder, now),
      door_(game_, game_.setup().greeting_limit),
      last_company_(now) {}

std::variant<ConnectionId, table_says::Error> TableRoom::connect(uid_t uid, Clock::time_point now) {
    if (game_.closed()) return table_says::Error{HangUp::Closed, game_.closed_by()};
    last_company_ = now;
    return door_.enter(uid, now);
}

void TableRoom::hear(ConnectionId id, std::string_view line, Clock::time_point now) {
    if (!door_.knows(id)) return;
    if (game_.closed()) return hang_up(id, HangUp::Closed, game_.closed_by());
    auto read = read_client_line(line);
    if (!door_.greeted(id)) {
        const auto* hello = std::get_if<ClientLine>(&read);
        if (!hello || !std::holds_alternative<client_says::Hello>(*hello))
            return hang_up(id, HangUp::Protocol,
                           "expected: hello " + std::string(protocol_name) + " " +
                               std::to_string(protocol_version) + " CODE join|watch");
        auto greeted = door_.greet(id, std::get<client_says::Hello>(*hello));
        if (const auto* error = std::get_if<table_says::Error>(&greeted))
            return hang_up(id, error->kind, error->text);
        const auto& welcome = std::get<TableDoor::Greeted>(greeted);
        game_.arrive(id, welcome.person, welcome.attendance, welcome.token, now);
    } else if (const auto* refusal = std::get_if<LineRefusal>(&read)) {
        game_.refuse_line(id, *refusal);
    } else {
        game_.hear(id, std::get<ClientLine>(read), now);
    }
    take_game_deliveries();
}

void TableRoom::overlong(ConnectionId id) {
    hang_up(id, HangUp::Protocol,
            "a line longer than " + std::to_string(max_line_bytes) + " bytes");
}

void TableRoom::lost(ConnectionId id) {
    door_.leaving(id);
    game_.leaving(id);
}

void TableRoom::disconnected(ConnectionId id) {
    door_.left(id);
    game_.leave(id);
    take_game_deliveries();
}

void TableRoom::tick(Clock::time_point now) {
    for (const ConnectionId late : door_.overdue(now))
        hang_up(late, HangUp::Refused, "no hello in time");
    game_.tick(now);
    take_game_deliveries();
    if (!door_.empty()) last_company_ = now;
}

bool TableRoom::should_close(Clock::time_point now) const {
    if (game_.closed()) return true;
    const auto limit = game_.over() ? std::chrono::seconds(60) : game_.setup().idle_limit;
    return door_.empty() && now - last_company_ >= limit;
}

std::vector<Delivery> TableRoom::take_deliveries() {
    take_game_deliveries();
    return std::exchange(deliveries_, {});
}

void TableRoom::hang_up(ConnectionId id, HangUp kind, const std::string& reason) {
    door_.leaving(id);
    game_.leaving(id);
    deliveries_.push_back({id, line_of(table_says::Error{kind, reason}), true});
}

void TableRoom::take_game_deliveries() {
    for (Delivery& delivery : game_.take_deliveries()) {
        if (delivery.last) door_.leaving(delivery.to);
        deliveries_.push_back(std::move(delivery));
    }
    // Closed by the host: those still at the door hear it too.
    if (game_.closed())
        for (const ConnectionId id : door_.at_the_door())
            hang_up(id, HangUp::Closed, game_.closed_by());
}

}  // namespace boardgames::net
