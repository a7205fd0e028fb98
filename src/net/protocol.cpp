#include "net/protocol.hpp"

#include <algorithm>

#include "boardgames/core/levels.hpp"
#include "boardgames/play/registry.hpp"

namespace boardgames::net {

static_assert(request_types[std::size_t(RequestKind::Undo)].kind == RequestKind::Undo &&
                  request_types[std::size_t(RequestKind::Draw)].kind == RequestKind::Draw &&
                  request_types[std::size_t(RequestKind::Rematch)].kind == RequestKind::Rematch,
              "request_types is in the order of RequestKind");

const RequestType& request_type(RequestKind kind) {
    return request_types[std::size_t(kind)];
}

std::string_view word_of(HangUp kind) {
    return hang_up_words[std::size_t(kind)];
}

// Reading fields.

std::string FieldReader::word() {
    if (!more()) {
        failed_ = true;
        return {};
    }
    return message_->fields[next_++];
}

long FieldReader::number(long most) {
    const auto value = number_field(word(), most);
    if (!value) failed_ = true;
    return value.value_or(0);
}

std::optional<long> FieldReader::number_or_dash(long most) {
    if (peek() == "-") {
        ++next_;
        return std::nullopt;
    }
    return number(most);
}

std::string FieldReader::login_name() {
    std::string name = word();
    if (!is_login_name(name)) failed_ = true;
    return name;
}

std::string FieldReader::rest() {
    std::string rest = message_->rest_after(next_);
    next_ = message_->fields.size();
    return rest;
}

std::string FieldReader::text() {
    return clean_text(rest());
}

std::vector<std::string> FieldReader::all() {
    std::vector<std::string> fields(message_->fields.begin() + long(next_), message_->fields.end());
    next_ = message_->fields.size();
    return fields;
}

LineWriter& LineWriter::operator<<(std::string_view field) {
    // An empty field would leave a space the reader refuses: only free text is ever empty,
    // and it comes last.
    if (field.empty()) return *this;
    line_ += ' ';
    line_ += field;
    return *this;
}

LineWriter& LineWriter::operator<<(long number) {
    return *this << std::string_view(std::to_string(number));
}

namespace {

bool all_login_names(const std::vector<std::string>& names) {
    return std::all_of(names.begin(), names.end(),
                       [](const std::string& name) { return is_login_name(name); });
}

// Reads the alternative of `Line` whose verbs name the message's verb.
template <class Line, std::size_t I = 0>
std::variant<Line, LineRefusal> read_as(const Message& message) {
    if constexpr (I == std::variant_size_v<Line>) {
        return LineRefusal{LineRefusal::Kind::UnknownVerb, clean_text(message.verb, 20)};
    } else {
        using Said = std::variant_alternative_t<I, Line>;
        for (std::size_t verb = 0; verb < Said::verbs.size(); ++verb) {
            if (Said::verbs[verb] != message.verb) continue;
            FieldReader in(message);
            std::optional<Said> read;
            if constexpr (Said::verbs.size() > 1)
                read = Said::read(in, verb);
            else
                read = Said::read(in);
            if (!read) return LineRefusal{LineRefusal::Kind::BadFields, std::string(Said::form)};
            return Line{std::move(*read)};
        }
        return read_as<Line, I + 1>(message);
    }
}

template <class Line>
std::variant<Line, LineRefusal> read_line(std::string_view line) {
    const auto message = parse_message(line);
    if (!message) return LineRefusal{LineRefusal::Kind::Unreadable, message.error()};
    return read_as<Line>(*message);
}

template <class Line, std::size_t... I>
std::string verbs_of(std::index_sequence<I...>) {
    std::string verbs;
    const auto add = [&](const auto& names) {
        for (const std::string_view verb : names)
            verbs += (verbs.empty() ? "" : ", ") + std::string(verb);
    };
    (add(std::variant_alternative_t<I, Line>::verbs), ...);
    return verbs;
}

}  // namespace

std::variant<ClientLine, LineRefusal> read_client_line(std::string_view line) {
    return read_line<ClientLine>(line);
}

std::variant<TableLine, LineRefusal> read_table_line(std::string_view line) {
    return read_line<TableLine>(line);
}

std::string client_verbs() {
    return verbs_of<ClientLine>(std::make_index_sequence<std::variant_size_v<ClientLine>>());
}

std::string_view verb_of(const ClientLine& message) {
    return std::visit([](const auto& said) { return verb_of(said); }, message);
}

std::string_view verb_of(const TableLine& message) {
    return std::visit([](const auto& said) { return verb_of(said); }, message);
}

std::string line_of(const ClientLine& message) {
    return std::visit([](const auto& said) { return line_of(said); }, message);
}

std::string line_of(const TableLine& message) {
    return std::visit([](const auto& said) { return line_of(said); }, message);
}

// What a client says.
namespace client_says {

std::optional<Hello> Hello::read(FieldReader& in) {
    const std::vector<std::string> fields = in.all();
    const auto field = [&](std::size_t i) { return i < fields.size() ? fields[i] : std::string{}; };
    Hello hello{field(0), field(1), field(2), field(3)};
    if (is_token(field(4))) hello.token = field(4);
    const auto claim = std::find(fields.begin() + long(std::min<std::size_t>(fields.size(), 4)),
                                 fields.end(), "player");
    hello.names_player = claim != fields.end();
    if (hello.names_player && claim + 2 == fields.end()) hello.player = *(claim + 1);
    return hello;
}

void Hello::write(LineWriter& out) const {
    out << protocol << version << code << attendance << token;
    if (player) out << "player" << *player;
}

std::optional<Arranged> Arranged::read(FieldReader& in) {
    Arranged arranged;
    arranged.mover = int(in.number(most_seats - 1));
    if (!in.more()) in.fail();
    arranged.position = in.rest();
    return in.done(arranged);
}

std::optional<Ask> Ask::read(FieldReader& in, std::size_t verb) {
    return in.done(Ask{request_types[verb].kind});
}

}  // namespace client_says

// What a table says.
namespace table_says {

std::vector<Moves> Moves::lines_of(const std::vector<std::string>& moves) {
    std::vector<Moves> lines{Moves{}};
    std::size_t length = verbs[0].size();
    for (const std::string& move : moves) {
        if (length + 1 + move.size() > max_line_bytes) {
            lines.push_back(Moves{});
            length = verbs[0].size();
        }
        lines.back().moves.push_back(move);
        length += 1 + move.size();
    }
    return lines;
}

std::optional<Welcome> Welcome::read(FieldReader& in) {
    Welcome welcome;
    if (in.peek() == "watch") {
        in.word();
        return in.done(welcome);
    }
    if (in.word() != "seat") in.fail();
    welcome.seat = int(in.number(most_seats - 1));
    welcome.token = in.word();
    if (!is_token(welcome.token)) in.fail();
    return in.done(welcome);
}

void Welcome::write(LineWriter& out) const {
    if (!seat) {
        out << "watch";
        return;
    }
    out << "seat" << *seat << token;
}

std::optional<Wait> Wait::read(FieldReader& in) {
    Wait wait{in.text()};
    if (wait.text.empty()) in.fail();
    return in.done(wait);
}

std::optional<Game> Game::read(FieldReader& in) {
    Game game{in.word()};
    if (!find_game(game.name)) in.fail();
    return in.done(game);
}

std::optional<Seat> Seat::read(FieldReader& in) {
    Seat seat;
    seat.seat = int(in.number(most_seats - 1));
    seat.name = in.login_name();
    seat.state = SeatState(in.choice(seat_state_words));
    switch (seat.state) {
        case SeatState::Here:
        case SeatState::Away:
            seat.who = in.login_name();
            break;
        case SeatState::Computer:
            seat.who = std::to_string(in.number(perfect_level));
            if (seat.who == "0") in.fail();
            break;
        case SeatState::Free:
            break;
    }
    return in.done(seat);
}

void Seat::write(LineWriter& out) const {
    out << seat << name << word_of(state) << who;
}

std::optional<Watchers> Watchers::read(FieldReader& in) {
    Watchers watchers;
    watchers.count = std::size_t(in.number(most_plies));
    watchers.names = in.all();
    if (watchers.names.size() > watchers.count || watchers.names.size() > most_listed ||
        !all_login_names(watchers.names))
        in.fail();
    return in.done(watchers);
}

void Watchers::write(LineWriter& out) const {
    out << long(count);
    for (const std::string& name : names)
        out << name;
}

std::optional<Knocks> Knocks::read(FieldReader& in) {
    Knocks knocks{in.all()};
    if (knocks.names.size() > most_listed || !all_login_names(knocks.names)) in.fail();
    return in.done(knocks);
}

std::optional<Clock> Clock::read(FieldReader& in) {
    Clock clock;
    const auto running = in.number_or_dash(most_seats - 1);
    if (running) clock.running = int(*running);
    while (in.more())
        clock.left.emplace_back(in.number(most_clock_ms));
    if (clock.left.empty() || (clock.running && std::size_t(*clock.running) >= clock.left.size()))
        in.fail();
    return in.done(clock);
}

void Clock::write(LineWriter& out) const {
    if (running)
        out << *running;
    else
        out << "-";
    for (const auto time : left)
        out << long(time.count());
}

std::optional<Arrange> Arrange::read(FieldReader& in) {
    Arrange arrange;
    while (in.more()) {
        const int mover = int(in.number(most_seats - 1));
        if (std::find(arrange.movers.begin(), arrange.movers.end(), mover) != arrange.movers.end())
            in.fail();
        arrange.movers.push_back(mover);
    }
    if (arrange.movers.empty()) in.fail();
    return in.done(arrange);
}

namespace {

std::array<std::string_view, request_types.size()> request_verbs() {
    std::array<std::string_view, request_types.size()> verbs;
    for (std::size_t i = 0; i < verbs.size(); ++i)
        verbs[i] = request_types[i].verb;
    return verbs;
}

}  // namespace

std::optional<Asks> Asks::read(FieldReader& in) {
    Asks asks;
    asks.seat = int(in.number(most_seats - 1));
    asks.kind = RequestKind(in.choice(request_verbs()));
    return in.done(asks);
}

std::optional<Answered> Answered::read(FieldReader& in) {
    Answered answered;
    answered.seat = int(in.number(most_seats - 1));
    answered.accepted = in.choice(answer_words) == 0;
    answered.kind = RequestKind(in.choice(request_verbs()));
    return in.done(answered);
}

std::optional<Said> Said::read(FieldReader& in) {
    Said said;
    said.name = in.login_name();
    said.text = in.text();
    if (said.text.empty()) in.fail();
    return in.done(said);
}

}  // namespace table_says

}  // namespace boardgames::net
