#include "net/table_client.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>
#include <thread>

#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/table_files.hpp"

namespace boardgames::net {

namespace {

constexpr int most_seats = 16;  // more than any game has: a seat number past it is a lie
constexpr std::size_t most_listed = 64;

// A number field of at most `most`, digits only: anything else is not a number here.
std::optional<int> number_in(const std::string& field, int most) {
    const auto value = number_field(field, most);
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

bool all_login_names(const std::vector<std::string>& names, std::size_t from) {
    return std::all_of(names.begin() + long(std::min(from, names.size())), names.end(),
                       [](const std::string& name) { return is_login_name(name); });
}

bool is_seat_state(const std::string& state) {
    return state == "here" || state == "away" || state == "free" || state == "computer";
}

// The pause before the next attempt after `attempts` failed ones: 1, 2, 4 ... 30 seconds.
std::chrono::seconds retry_pause(int attempts) {
    return std::chrono::seconds(std::min(30, 1 << std::clamp(attempts - 1, 0, 5)));
}

}  // namespace

TableClient::TableClient(std::string code, Address address, Role role)
    : code_(std::move(code)),
      address_(std::move(address)),
      role_(role),
      me_(address_.player.empty() ? login_name(::getuid()) : address_.player),
      // The server's account is every player's: its files keep nobody's tokens.
      store_tokens_(address_.player.empty()) {}

std::unique_ptr<TableClient> TableClient::on_connection(Descriptor connection,
                                                        const std::string& code, Role role) {
    std::unique_ptr<TableClient> client(new TableClient(normal_code(code), {}, role));
    client->connection_ = std::move(connection);
    client->table_uid_ =
        client->connection_.valid() ? peer_uid(client->connection_.get()) : uid_t(-1);
    client->store_tokens_ = false;
    return client;
}

Result<std::unique_ptr<TableClient>> TableClient::connect(
    const std::string& typed_code, const Address& address, Role role,
    std::chrono::milliseconds wait, const std::function<void(const std::string&)>& tell,
    bool patient) {
    const std::string code = normal_code(typed_code);
    if (!is_table_code(code))
        return fail("'" + typed_code + "' is not a table code (six letters and digits, as the " +
                    "host's screen shows it)");
    std::unique_ptr<TableClient> client(new TableClient(code, address, role));
    const auto busy_until = Clock::now() + std::chrono::minutes(2);
    for (;;) {
        if (!client->open_connection()) {
            if (!client->wrong_peer_.empty()) return fail(code + ": " + client->wrong_peer_);
            auto reached = connect_to(address.socket);  // again, for the reason
            return fail(code + ": " + (reached ? "the table is not answering" : reached.error()));
        }
        auto deadline = Clock::now() + wait;
        bool knocked = false;
        while (client->stage_ != Stage::Live && client->connection_.valid()) {
            if (client->knocking_ && !patient) return fail(code + ": " + client->knock_word_);
            if (client->knocking_ && !knocked) {  // the host's answer may take a while
                knocked = true;
                deadline = Clock::now() + std::chrono::minutes(2) + wait;
                if (tell) tell("table " + code + ": " + client->knock_word_ + " (Ctrl-C gives up)");
            }
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) return fail(code + ": the table did not answer in time");
            pollfd polled{client->fd(), POLLIN, 0};
            ::poll(&polled, 1, int(std::min<long>(left.count(), 1000)));
            const bool open = receive_into(client->fd(), client->reader_, 16);
            const Update heard = client->take_lines(nullptr);
            if (!heard.broken.empty()) return fail(code + ": " + heard.broken);
            // Its last word said, a table hangs up: no need to wait for the close.
            if (!open || !client->final_word_.empty() || client->busy_) client->connection_.reset();
        }
        if (client->stage_ == Stage::Live) break;
        if (!client->final_word_.empty()) return fail(code + ": " + client->final_word_);
        if (!client->busy_) return fail(code + ": the table hung up");
        if (!patient) return fail(code + ": " + client->busy_reason_);
        // Busy: tried again after a growing pause, for a while.
        const auto pause = retry_pause(++client->attempts_);
        if (Clock::now() + pause > busy_until)
            return fail(code + ": the table stayed busy (" + client->busy_reason_ + ")");
        if (tell)
            tell(code + ": " + client->busy_reason_ + "; trying again in " +
                 std::to_string(pause.count()) + " s (Ctrl-C gives up)");
        std::this_thread::sleep_for(pause);
    }
    if (!client->pending_) return fail(code + ": the table described no game");
    return client;
}

Session TableClient::take_session() {
    Session session = std::move(*pending_);
    pending_.reset();
    return session;
}

void TableClient::send(std::string_view verb, const std::vector<std::string>& fields) {
    if (!connection_.valid()) return;
    const std::string line = format_message(verb, fields);
    // Lines are short and the table reads them at once: a full socket means a table that has
    // stopped, found out by the next read.
    [[maybe_unused]] const auto sent =
        ::send(connection_.get(), line.data(), line.size(), MSG_NOSIGNAL);
}

bool TableClient::open_connection() {
    auto reached = connect_to(address_.socket);
    if (!reached) return false;
    const uid_t peer = peer_uid(reached.value().get());
    // A forwarded socket must be this user's own ssh; and once the table is known, whoever
    // holds its address after a drop must be the same user (not someone squatting the code of
    // a table that died).
    if (address_.forwarded && peer != ::getuid()) {
        wrong_peer_ = address_.socket.string() + " is " + login_name(peer) +
                      "'s, not your own ssh's: not a way to the table";
        return false;
    }
    if (!address_.player.empty() && peer != ::getuid()) {
        wrong_peer_ = address_.socket.string() + " is " + login_name(peer) +
                      "'s, not a table of this game server";
        return false;
    }
    if (table_owner_ != uid_t(-1) && peer != table_owner_) {
        wrong_peer_ = login_name(peer) + " holds the table's address now, not " +
                      login_name(table_owner_) + ": waiting for the table";
        return false;
    }
    wrong_peer_.clear();
    connection_ = std::move(reached).value();
    table_uid_ = peer;
    reader_ = LineReader{};
    stage_ = Stage::Hello;
    busy_ = false;
    say_hello();
    return true;
}

void TableClient::say_hello() {
    std::vector<std::string> hello{std::string(protocol_name), std::to_string(protocol_version),
                                   code_, role_ == Role::Watch ? "watch" : "join"};
    if (role_ == Role::Join && table_uid_ != uid_t(-1)) {
        // A token goes back only to a table run by the user who gave it (as the kernel says).
        // Back after a drop: this terminal's own seat (people of one login share the stored
        // tokens, so those could name another terminal's seat).
        if (!token_.empty() && token_uid_ == table_uid_) {
            hello.push_back(token_);
        } else if (token_.empty() && store_tokens_) {
            const std::vector<std::string> stored = stored_tokens(code_, table_uid_);
            if (!stored.empty()) hello.push_back(stored.front());
        }
    }
    if (!address_.player.empty()) hello.insert(hello.end(), {"player", address_.player});
    send("hello", hello);
}

std::optional<int> TableClient::retry_in() const {
    if (connection_.valid() || !final_word_.empty()) return std::nullopt;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(next_attempt_ - Clock::now());
    return int(std::max<long>(0, (left.count() + 999) / 1000));
}

void TableClient::lost_connection(Update& update, const std::string& why) {
    connection_.reset();
    stage_ = Stage::Hello;
    move_pending_ = false;
    if (!final_word_.empty()) {
        update.notes.push_back(final_word_);
        update.errors = true;
        return;
    }
    next_attempt_ = Clock::now() + retry_pause(++attempts_);
    last_drop_ = why;
    update.dropped = true;  // the screen counts down to the next try (retry_in)
}

void TableClient::broke(Update& update, const std::string& why) {
    if (!update.broken.empty()) return;
    update.broken = "the table broke the protocol: " + clean_text(why);
    final_word_ = update.broken;
    broken_ = true;
    // Nothing of a broken table is kept: a token it gave this terminal is forgotten.
    if (token_stored_) forget_token(code_, token_);
    token_stored_ = false;
    connection_.reset();
    pending_.reset();
}

TableClient::Update TableClient::poll(Session& session) {
    Update update;
    const auto now = Clock::now();
    if (!connection_.valid()) {
        if (!final_word_.empty() || now < next_attempt_) return update;
        if (!open_connection()) {
            lost_connection(update,
                            wrong_peer_.empty() ? "the table is not answering" : wrong_peer_);
            return update;
        }
    }
    const bool open = receive_into(connection_.get(), reader_, 16);
    Update heard = take_lines(&session);
    if (!heard.broken.empty() || open) return heard;
    lost_connection(heard, busy_ ? "the table is busy (" + busy_reason_ + ")"
                                 : "the connection to the table dropped");
    return heard;
}

TableClient::Update TableClient::receive(std::string_view bytes, Session* session) {
    if (broken_) return {};  // nothing more is taken from a table that broke the protocol
    reader_.feed(bytes);
    return take_lines(session);
}

TableClient::Update TableClient::take_lines(Session* session) {
    Update update;
    if (broken_) return update;
    while (update.broken.empty()) {
        const auto line = reader_.next();
        if (!line) break;
        const auto message = parse_message(*line);
        if (!message) {
            broke(update, "a line this program cannot read (" + message.error() + ")");
            break;
        }
        handle(*message, session, update);
    }
    if (update.broken.empty() && reader_.overlong())
        broke(update, "a line longer than " + std::to_string(max_line_bytes) + " bytes");
    return update;
}

std::string TableClient::seat_name(int seat) const {
    if (seat < 0 || seat >= int(seats_.size())) return "seat " + std::to_string(seat);
    const SeatView& view = seats_[std::size_t(seat)];
    return view.state == "computer" ? "the computer (" + view.name + ")"
           : view.who.empty()       ? view.name
                                    : view.who + " (" + view.name + ")";
}

void TableClient::handle(const Message& message, Session* session, Update& update) {
    const std::string& verb = message.verb;
    if (verb == "error") {
        const std::string& kind = message.field(0);
        if (!is_hang_up_kind(kind)) return broke(update, "an error of no known kind");
        const std::string reason = clean_text(message.rest_after(1));
        if (kind == hang_up_kind::busy) {
            busy_ = true;
            busy_reason_ = reason.empty() ? "the table is busy" : reason;
        } else {
            final_word_ = reason.empty() ? "the table hung up" : reason;
        }
        return;
    }
    switch (stage_) {
        case Stage::Hello:
            if (verb == "wait" && role_ == Role::Join && !message.fields.empty() && !knocking_) {
                knocking_ = true;  // said once a connection: the host is asked
                knock_word_ = clean_text(message.rest);
                return;
            }
            if (verb != "welcome")
                return broke(update, "'" + clean_text(verb, 20) + "' before its welcome");
            if (role_ == Role::Join) {
                const auto seat = number_in(message.field(1), most_seats - 1);
                if (message.fields.size() != 3 || message.field(0) != "seat" || !seat ||
                    !is_token(message.field(2)))
                    return broke(update, "a welcome that is not 'welcome seat N TOKEN'");
                welcomed_seat_ = *seat;
                welcomed_token_ = message.field(2);
            } else if (message.fields.size() != 1 || message.field(0) != "watch") {
                return broke(update, "a watcher's welcome that is not 'welcome watch'");
            }
            knocking_ = false;
            return begin_snapshot();
        case Stage::Snapshot:
            handle_snapshot_line(message, update);
            if (verb == "ready") apply_snapshot(session, update);
            return;
        case Stage::Live:
            if (verb == "host") {  // the whole game again, after a sync
                begin_snapshot();
                welcomed_seat_ = seat_;
                return handle_snapshot_line(message, update);
            }
            if (verb == "welcome" && role_ == Role::Join) {
                // A new game at the table (a rematch): this terminal's seat may be another.
                const auto seat = number_in(message.field(1), most_seats - 1);
                if (message.fields.size() != 3 || message.field(0) != "seat" || !seat ||
                    !is_token(message.field(2)))
                    return broke(update, "a welcome that is not 'welcome seat N TOKEN'");
                begin_snapshot();
                welcomed_seat_ = *seat;
                welcomed_token_ = message.field(2);
                return;
            }
            return handle_live(message, session, update);
    }
}

void TableClient::begin_snapshot() {
    stage_ = Stage::Snapshot;
    snapshot_series_.clear();
    snapshot_arranging_.reset();
    clock_left_.clear();
    clock_running_ = -1;
    game_.clear();
    options_.clear();
    start_.clear();
    moves_.clear();
    snapshot_host_.clear();
    snapshot_seats_.clear();
    snapshot_asks_.reset();
    snapshot_ended_.clear();
}

// A line of the table's description of the game, checked on its own; the whole is checked
// against the rules at "ready".
void TableClient::handle_snapshot_line(const Message& message, Update& update) {
    const std::string& verb = message.verb;
    const auto& fields = message.fields;
    if (verb == "host") {
        if (fields.size() != 1 || !is_login_name(fields[0]))
            return broke(update, "a host that is not a login name");
        snapshot_host_ = fields[0];
    } else if (verb == "access") {
        if (fields.size() != 2 || (fields[0] != "private" && fields[0] != "public") ||
            (fields[1] != "invited" && fields[1] != "anyone" && fields[1] != "nobody"))
            return broke(update, "access that is not 'private|public invited|anyone|nobody'");
    } else if (verb == "game") {
        if (fields.size() != 1 || !find_game(fields[0]))
            return broke(
                update, "a game this program does not know (" + clean_text(message.rest, 20) + ")");
        game_ = fields[0];
    } else if (verb == "options") {
        options_ = message.rest == "-" ? "" : message.rest;
    } else if (verb == "start") {
        start_ = message.rest == "-" ? "" : message.rest;
    } else if (verb == "moves") {
        moves_ = fields;
    } else if (verb == "seat") {
        const auto seat = number_in(message.field(0), most_seats - 1);
        if (!seat) return broke(update, "a seat number out of range");
        const std::string& state = message.field(2);
        const bool person = state == "here" || state == "away";
        const bool fits = person ? fields.size() == 4 && is_login_name(fields[3])
                          : state == "computer"
                              ? fields.size() == 4 && number_in(fields[3], 5) && fields[3] != "0"
                              : state == "free" && fields.size() == 3;
        if (!fits || !is_login_name(message.field(1)))
            return broke(update, "a seat line that is not 'seat N NAME STATE [WHO]'");
        if (snapshot_seats_.size() <= std::size_t(*seat))
            snapshot_seats_.resize(std::size_t(*seat) + 1);
        if (snapshot_seats_[std::size_t(*seat)]) return broke(update, "a seat described twice");
        snapshot_seats_[std::size_t(*seat)] =
            SeatView{fields[1], state, fields.size() > 3 ? fields[3] : std::string{}};
    } else if (verb == "series") {
        snapshot_series_ = message.rest;
    } else if (verb == "arrange") {
        snapshot_arranging_ = arrange_players(message);
        if (!snapshot_arranging_)
            return broke(update, "an arrange line that is not 'arrange N...'");
    } else if (verb == "watchers" || verb == "knocks" || verb == "asks" || verb == "result" ||
               verb == "clock") {
        handle_live(message, nullptr, update);
    } else if (verb != "ready") {
        broke(update, "'" + clean_text(verb, 20) + "' in the middle of describing the game");
    }
}

void TableClient::apply_snapshot(Session* session, Update& update) {
    if (!update.broken.empty()) return;
    const GameInfo* info = find_game(game_);
    if (!info) return broke(update, "no game described");
    Session* current = session ? session : (pending_ ? &*pending_ : nullptr);
    if (current && current->game().name != info->name)
        return broke(update, "the table changed its game");
    auto options = parse_option_values(*info, options_);
    if (!options) return broke(update, "its options: " + options.error());
    auto fresh = Session::start(*info, start_, *options);
    if (!fresh) return broke(update, "its start: " + fresh.error());
    for (const std::string& move : moves_)
        if (!fresh.value().play(move))
            return broke(update, "its move " + clean_text(move, 20) + " is illegal there");
    const int seats = int(fresh->seats().size());
    if (int(snapshot_seats_.size()) != seats)
        return broke(update, "it described " + std::to_string(snapshot_seats_.size()) +
                                 " seats for a game of " + std::to_string(seats));
    for (int seat = 0; seat < seats; ++seat)
        if (!snapshot_seats_[std::size_t(seat)] ||
            snapshot_seats_[std::size_t(seat)]->name != fresh->seat_name(seat))
            return broke(update, "seat " + std::to_string(seat) + " is not described as " +
                                     fresh->seat_name(seat));
    if (role_ == Role::Join && (welcomed_seat_ < 0 || welcomed_seat_ >= seats ||
                                snapshot_seats_[std::size_t(welcomed_seat_)]->state != "here"))
        return broke(update, "it welcomed this terminal at seat " + std::to_string(welcomed_seat_) +
                                 ", which is not this terminal's");
    if (!clock_left_.empty() && int(clock_left_.size()) != seats)
        return broke(update, "a clock for another number of seats");
    if (snapshot_asks_ && snapshot_asks_->first >= seats)
        return broke(update, "a request from a seat the game does not have");
    if (snapshot_arranging_) {
        // Arranging comes before the first move, in a game that has it, by its players.
        if (!info->arrange || !moves_.empty())
            return broke(update, "players arranging in a game that cannot be arranged now");
        for (const int player : *snapshot_arranging_)
            if (player >= int(info->player_names.size()))
                return broke(update, "a player arranging whom the game does not have");
    }
    if (snapshot_host_.empty()) return broke(update, "no host named");
    // On this host the kernel says who runs the table; a table that names another host lies.
    // The game server's tables are its account's, and their hosts its players.
    if (!address_.forwarded && address_.player.empty() && table_uid_ != uid_t(-1) &&
        snapshot_host_ != login_name(table_uid_))
        return broke(update, "it names its host " + snapshot_host_ + ", but " +
                                 login_name(table_uid_) + " runs it");
    // All checked: the game as the table has it, and the table is this user's from now on.
    host_ = snapshot_host_;
    if (!address_.forwarded) table_owner_ = table_uid_;
    seats_.clear();
    for (const auto& seat : snapshot_seats_)
        seats_.push_back(*seat);
    if (role_ == Role::Join) {
        seat_ = welcomed_seat_;
        if (welcomed_token_ != token_ || token_uid_ != table_uid_) {
            token_ = welcomed_token_;
            token_uid_ = table_uid_;
            if (store_tokens_ && table_uid_ != uid_t(-1)) {
                store_token(code_, token_, table_uid_);
                token_stored_ = true;
            }
        }
    }
    ended_ = snapshot_ended_;
    arranging_ = snapshot_arranging_.value_or(std::vector<int>{});
    asked_.clear();
    asked_by_ = -1;
    if (snapshot_asks_ && snapshot_asks_->first != seat_ && seat_ >= 0) {
        asked_by_ = snapshot_asks_->first;
        asked_ = snapshot_asks_->second;
    }
    if (!snapshot_series_.empty()) {
        auto series = Series::parse(snapshot_series_, seats);
        if (!series) return broke(update, "a series that cannot be read: " + series.error());
        fresh.value().adopt_series(std::move(series).value());
    }
    seat_players(fresh.value());
    stage_ = Stage::Live;
    attempts_ = 0;
    busy_ = false;
    move_pending_ = false;
    update.position_changed = true;
    if (session)
        *session = std::move(fresh).value();
    else
        pending_ = std::move(fresh).value();
}

// The table's lines during play, each checked by its own handler: a verb not here is no part
// of the protocol.
void TableClient::handle_live(const Message& message, Session* session, Update& update) {
    using Handler = void (TableClient::*)(const Message&, Session*, Update&);
    static const std::map<std::string_view, Handler> handlers{
        {"moved", &TableClient::on_moved},    {"undone", &TableClient::on_undone},
        {"asks", &TableClient::on_request},   {"answered", &TableClient::on_request},
        {"said", &TableClient::on_said},      {"note", &TableClient::on_note},
        {"refused", &TableClient::on_note},   {"pong", &TableClient::on_pong},
        {"seat", &TableClient::on_seat},      {"watchers", &TableClient::on_watchers},
        {"knocks", &TableClient::on_knocks},  {"result", &TableClient::on_result},
        {"clock", &TableClient::on_clock},    {"series", &TableClient::on_series},
        {"arrange", &TableClient::on_arrange}};
    const auto handler = handlers.find(message.verb);
    if (handler == handlers.end())
        return broke(update, "'" + clean_text(message.verb, 20) +
                                 "', which is no part of the protocol here");
    (this->*handler->second)(message, session ? session : (pending_ ? &*pending_ : nullptr),
                             update);
}

int TableClient::seats_known() const {
    return stage_ == Stage::Live ? int(seats_.size()) : most_seats;
}

void TableClient::on_moved(const Message& message, Session* game, Update& update) {
    if (!arranging_.empty()) return broke(update, "a move while the players arrange");
    const auto ply = number_in(message.field(0), 1 << 20);
    if (!game || message.fields.size() != 2 || !ply ||
        std::size_t(*ply) != game->match().ply() + 1 || !game->play(message.fields[1]))
        return broke(update, "a move that is not the next legal move (" +
                                 clean_text(message.rest, 30) + ")");
    move_pending_ = false;
    update.position_changed = true;
}

void TableClient::on_undone(const Message& message, Session* game, Update& update) {
    const auto ply = number_in(message.field(0), 1 << 20);
    if (!game || message.fields.size() != 1 || !ply || std::size_t(*ply) > game->match().ply())
        return broke(update, "a take-back past the game's moves");
    while (game->match().ply() > std::size_t(*ply) && game->undo()) {
    }
    update.position_changed = true;
    update.notes.push_back(*ply == 0 ? "moves taken back: back to the start"
                           : *ply == 1
                               ? "moves taken back: 1 move stands"
                               : "moves taken back: " + std::to_string(*ply) + " moves stand");
}

// "asks N undo|draw" and "answered N accepted|declined undo|draw".
void TableClient::on_request(const Message& message, Session*, Update& update) {
    const bool asks = message.verb == "asks";
    const auto from = number_in(message.field(0), seats_known() - 1);
    const std::string& kind = asks ? message.field(1) : message.field(2);
    const bool answer_known =
        asks || message.field(1) == "accepted" || message.field(1) == "declined";
    if (message.fields.size() != (asks ? 2u : 3u) || !from ||
        (kind != "undo" && kind != "draw" && kind != "rematch") || !answer_known)
        return broke(update, "a request that is not 'asks N undo|draw|rematch'");
    if (stage_ == Stage::Snapshot) {
        snapshot_asks_ = std::pair{*from, kind};
        return;
    }
    if (asks) {
        if (*from != seat_ && seat_ >= 0) {  // the request line says how to answer
            asked_ = kind;
            asked_by_ = *from;
            update.notes.push_back(seat_name(*from) + request_phrase(kind));
        } else if (*from == seat_) {
            update.notes.push_back(kind == "draw"      ? "draw offered: waiting for the answer"
                                   : kind == "rematch" ? "rematch offered: waiting for the answer"
                                                       : "asked to take back a move: waiting for "
                                                         "the answer");
        }
        return;
    }
    const bool accepted = message.field(1) == "accepted";
    if (!accepted || *from == seat_) {
        asked_.clear();
        asked_by_ = -1;
    }
    if (!accepted || *from != seat_)
        update.notes.push_back(seat_name(*from) + (accepted ? " accepted" : " declined") + " the " +
                               (kind == "undo" ? "take-back" : kind));
}

std::string TableClient::request_phrase(const std::string& kind) {
    return kind == "draw"      ? " offers a draw"
           : kind == "rematch" ? " offers a rematch"
                               : " asks to take back a move";
}

void TableClient::on_said(const Message& message, Session*, Update& update) {
    if (message.fields.size() < 2 || !is_login_name(message.fields[0]))
        return broke(update, "chat without a login name");
    if (!muted(message.fields[0]))
        update.notes.push_back(message.fields[0] + ": " + clean_text(message.rest_after(1)));
}

// "note TEXT" (news for everyone) and "refused TEXT" (to this terminal alone).
void TableClient::on_note(const Message& message, Session* game, Update& update) {
    // After the end, comings and goings do not replace the result on the screen.
    const bool finished = !ended_.empty() || (game && game->match().outcome().over());
    if (message.verb == "note" && finished) return;
    update.notes.push_back(clean_text(message.rest));
    if (message.verb == "refused") {
        update.errors = true;
        move_pending_ = false;
    }
}

void TableClient::on_pong(const Message&, Session*, Update&) {}

std::optional<std::vector<int>> TableClient::arrange_players(const Message& message) const {
    std::vector<int> players;
    for (const std::string& field : message.fields) {
        const auto player = number_in(field, most_seats - 1);
        if (!player || std::find(players.begin(), players.end(), *player) != players.end())
            return std::nullopt;
        players.push_back(*player);
    }
    if (players.empty()) return std::nullopt;
    return players;
}

// "arrange N...": the players still arranging, fewer as each confirms (the game itself comes
// again once all have).
void TableClient::on_arrange(const Message& message, Session*, Update& update) {
    const auto players = arrange_players(message);
    const bool fewer =
        players && std::all_of(players->begin(), players->end(), [&](int player) {
            return std::find(arranging_.begin(), arranging_.end(), player) != arranging_.end();
        });
    if (!fewer) return broke(update, "an arrange line naming players who are not arranging");
    arranging_ = *players;
    update.position_changed = true;
}

void TableClient::send_arrangement(int player, const std::string& position) {
    send("arranged", {std::to_string(player), position});
}

void TableClient::on_seat(const Message& message, Session* game, Update& update) {
    const auto& fields = message.fields;
    const auto seat = number_in(message.field(0), seats_known() - 1);
    const std::string& state = message.field(2);
    const bool person = state == "here" || state == "away";
    const bool fits = seat && is_seat_state(state) &&
                      (person                ? fields.size() == 4 && is_login_name(fields[3])
                       : state == "computer" ? fields.size() == 4 && number_in(fields[3], 5)
                                             : fields.size() == 3);
    if (!fits || std::size_t(*seat) >= seats_.size() ||
        seats_[std::size_t(*seat)].name != message.field(1))
        return broke(update, "a seat line for no seat of this game");
    seats_[std::size_t(*seat)] = {fields[1], state, fields.size() > 3 ? fields[3] : ""};
    if (game) seat_players(*game);
}

void TableClient::on_watchers(const Message& message, Session*, Update& update) {
    const auto& fields = message.fields;
    const auto count = number_in(message.field(0), 1 << 20);
    if (!count || fields.size() - 1 > std::size_t(*count) || fields.size() > most_listed + 1 ||
        !all_login_names(fields, 1))
        return broke(update, "a watchers line that is not 'watchers N NAME...'");
    watcher_count_ = std::size_t(*count);
    watchers_.assign(fields.begin() + 1, fields.end());
}

void TableClient::on_knocks(const Message& message, Session*, Update& update) {
    if (message.fields.size() > most_listed || !all_login_names(message.fields, 0))
        return broke(update, "a knocks line that is not 'knocks NAME...'");
    for (const std::string& name : message.fields)
        if (std::find(knocks_.begin(), knocks_.end(), name) == knocks_.end())
            update.notes.push_back(name + " knocks: they ask to sit at the table");
    knocks_ = message.fields;
}

void TableClient::on_result(const Message& message, Session*, Update& update) {
    if (stage_ == Stage::Snapshot) {
        snapshot_ended_ = clean_text(message.rest);
        return;
    }
    ended_ = clean_text(message.rest);
    arranging_.clear();  // a game that ended while its players arranged (a resignation)
    asked_.clear();
    asked_by_ = -1;
    update.position_changed = true;
}

// "clock SEAT|- LEFT...": a time for each seat the game has, none longer than a day.
void TableClient::on_clock(const Message& message, Session*, Update& update) {
    const auto& fields = message.fields;
    const int seats = seats_known();
    const bool whole = stage_ == Stage::Live
                           ? int(fields.size()) == seats + 1
                           : fields.size() >= 2 && int(fields.size()) <= seats + 1;
    const auto running = fields.empty() || fields[0] == "-"
                             ? std::optional<int>(-1)
                             : number_in(fields[0], int(fields.size()) - 2);
    std::vector<std::chrono::milliseconds> left;
    for (std::size_t i = 1; i < fields.size(); ++i)
        if (const auto time = number_in(fields[i], 24 * 3600 * 1000)) left.emplace_back(*time);
    if (!whole || !running || left.size() + 1 != fields.size())
        return broke(update, "a clock line that is not 'clock SEAT|- LEFT...' for its seats");
    clock_left_ = std::move(left);
    clock_running_ = *running;
    clock_told_ = Clock::now();
    update.position_changed = update.position_changed || stage_ != Stage::Live;
}

// "series TEXT": the series' score after a game that counted in it.
void TableClient::on_series(const Message& message, Session* game, Update& update) {
    auto series = Series::parse(message.rest, int(seats_.size()));
    if (!game || !series) return broke(update, "a series that cannot be read");
    game->adopt_series(std::move(series).value());
    update.position_changed = true;
}

std::chrono::milliseconds TableClient::clock_left(int seat, Clock::time_point now) const {
    if (seat < 0 || std::size_t(seat) >= clock_left_.size()) return std::chrono::milliseconds(0);
    auto left = clock_left_[std::size_t(seat)];
    if (seat == clock_running_)
        left -= std::chrono::duration_cast<std::chrono::milliseconds>(now - clock_told_);
    return std::max(left, std::chrono::milliseconds(0));
}

std::string TableClient::request_line() const {
    if (!asked_.empty())
        return seat_name(asked_by_) + request_phrase(asked_) + ": a accept, x decline";
    if (!knocks_.empty())
        return knocks_.front() + " knocks and asks to sit: a let them sit, x turn them away" +
               (knocks_.size() > 1 ? " (" + std::to_string(knocks_.size() - 1) + " more waiting)"
                                   : "");
    return {};
}

bool TableClient::answer_request(bool yes) {
    if (!asked_.empty()) {
        send(yes ? "accept" : "decline");
        return true;
    }
    if (!knocks_.empty()) {
        send(yes ? "admit" : "turn-away", {knocks_.front()});
        knocks_.erase(knocks_.begin());  // the table's next knocks line says the rest
        return true;
    }
    return false;
}

void TableClient::mute(const std::string& name, bool mute_them) {
    std::erase(muted_, name);
    if (mute_them) muted_.push_back(name);
}

bool TableClient::muted(const std::string& name) const {
    return std::find(muted_.begin(), muted_.end(), name) != muted_.end();
}

void TableClient::seat_players(Session& session) const {
    for (std::size_t seat = 0; seat < session.players.size(); ++seat) {
        Player& player = session.players[seat];
        if (int(seat) == seat_) {
            player = Player{Player::Kind::Human, 3, "you"};
            continue;
        }
        player = Player{Player::Kind::Remote, 3, "(free seat)"};
        if (seat >= seats_.size()) continue;
        const SeatView& view = seats_[seat];
        if (view.state == "computer") {
            player.level = std::clamp(std::atoi(view.who.c_str()), 1, perfect_level);
            player.name = "computer (level " + std::to_string(player.level) + ")";
        } else if (view.state == "here") {
            player.name = view.who;
        } else if (view.state == "away") {
            player.name = view.who + " (away)";
        }
    }
}

}  // namespace boardgames::net
