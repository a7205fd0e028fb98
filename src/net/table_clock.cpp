#include "net/table_clock.hpp"

#include <algorithm>

#include "net/wire.hpp"

namespace boardgames::net {

using std::chrono::milliseconds;

namespace {

// A clock longer than a day is a mistake, not a game.
constexpr long most_ms = 24L * 3600 * 1000;

std::optional<long> whole_number(std::string_view text, long most) {
    return number_field(text, most);
}

}  // namespace

Result<ClockSpec> ClockSpec::parse(std::string_view text) {
    const auto refuse = [&] {
        std::string reason = "'";
        reason += text;
        reason +=
            "' is not a clock: MINUTES+SECONDS (10+5: ten minutes each, five seconds added "
            "a move), MINUTES, SECONDSs (30s: thirty seconds a move), or DAYSd (3d: three days "
            "a move, a correspondence game)";
        return fail(reason);
    };
    ClockSpec spec;
    if (text.ends_with('d')) {
        const auto days = whole_number(text.substr(0, text.size() - 1), ClockSpec::most_days);
        if (!days || *days == 0) return refuse();
        spec.days = int(*days);
        spec.initial = std::chrono::duration_cast<milliseconds>(std::chrono::days(*days));
        spec.per_move = true;
        return spec;
    }
    if (text.ends_with('s')) {
        const auto seconds = whole_number(text.substr(0, text.size() - 1), 3600);
        if (!seconds || *seconds == 0) return refuse();
        spec.initial = milliseconds(*seconds * 1000);
        spec.per_move = true;
        return spec;
    }
    const std::size_t plus = text.find('+');
    const auto minutes = whole_number(text.substr(0, plus), 600);
    const auto seconds = plus == std::string_view::npos ? std::optional<long>(0)
                                                        : whole_number(text.substr(plus + 1), 600);
    if (!minutes || !seconds || (*minutes == 0 && *seconds == 0)) return refuse();
    spec.initial = milliseconds(*minutes * 60000);
    spec.increment = milliseconds(*seconds * 1000);
    // "0+5": five seconds to begin with as well, or the first move would lose at once.
    if (spec.initial.count() == 0) spec.initial = spec.increment;
    return spec;
}

std::string ClockSpec::text() const {
    std::string text;
    if (days > 0) return std::to_string(days) + 'd';
    if (per_move) {
        text = std::to_string(initial.count() / 1000);
        text += 's';
        return text;
    }
    text = std::to_string(initial.count() / 60000);
    text += '+';
    text += std::to_string(increment.count() / 1000);
    return text;
}

TableClock::TableClock(ClockSpec spec, std::size_t seats)
    : spec_(spec), left_(seats, spec.initial) {}

milliseconds TableClock::left(int seat, Clock::time_point now) const {
    if (seat < 0 || std::size_t(seat) >= left_.size()) return milliseconds(0);
    milliseconds left = left_[std::size_t(seat)];
    if (seat == running_) left -= std::chrono::duration_cast<milliseconds>(now - since_);
    return std::max(left, milliseconds(0));
}

void TableClock::start(int seat, Clock::time_point now) {
    stop(now);
    if (seat < 0 || std::size_t(seat) >= left_.size()) return;
    running_ = seat;
    since_ = now;
}

void TableClock::stop(Clock::time_point now) {
    if (running_ < 0) return;
    left_[std::size_t(running_)] = left(running_, now);
    running_ = -1;
}

void TableClock::moved(Clock::time_point now, int next) {
    const int mover = running_;
    stop(now);
    if (mover >= 0) {
        milliseconds& left = left_[std::size_t(mover)];
        left = spec_.per_move ? spec_.initial
                              : std::min(left + spec_.increment, milliseconds(most_ms));
    }
    if (next >= 0) start(next, now);
}

int TableClock::flagged(Clock::time_point now) const {
    return running_ >= 0 && left(running_, now).count() <= 0 ? running_ : -1;
}

std::vector<std::string> TableClock::saved(Clock::time_point now) const {
    std::vector<std::string> fields{spec_.text()};
    for (int seat = 0; seat < int(left_.size()); ++seat)
        fields.push_back(std::to_string(left(seat, now).count()));
    return fields;
}

Result<TableClock> TableClock::restore(const std::vector<std::string>& fields, std::size_t seats) {
    if (fields.size() != seats + 1) return fail("a clock line has its spec and a time a seat");
    auto spec = ClockSpec::parse(fields[0]);
    if (!spec) return fail(spec.error());
    TableClock clock(*spec, seats);
    for (std::size_t seat = 0; seat < seats; ++seat) {
        // A correspondence clock's seat has up to its days.
        const auto left =
            number_field(fields[seat + 1], std::max<long>(most_ms, spec->initial.count()));
        if (!left) return fail("a seat's time left is not milliseconds");
        clock.left_[seat] = milliseconds(*left);
    }
    return clock;
}

}  // namespace boardgames::net
