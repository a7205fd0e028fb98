#include "net/table_client.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>

#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/table_files.hpp"

namespace boardgames::net {

namespace {

// The pause before the next attempt after `attempts` failed ones: 1, 2, 4 ... 30 seconds.
std::chrono::seconds retry_pause(int attempts) {
    return std::chrono::seconds(std::min(30, 1 << std::clamp(attempts - 1, 0, 5)));
}

}  // namespace

TableClient::TableClient(std::string code, Address address, Attendance attendance)
    : code_(std::move(code)),
      address_(std::move(address)),
      attendance_(attendance),
      me_(address_.player.empty() ? login_name(::getuid()) : address_.player),
      // The server's account is every player's: its files keep nobody's tokens.
      store_tokens_(address_.player.empty()) {}

std::unique_ptr<TableClient> TableClient::on_connection(Descriptor connection,
                                                        const std::string& code,
                                                        Attendance attendance) {
    std::unique_ptr<TableClient> client(new TableClient(normal_code(code), {}, attendance));
    client->connection_ = std::move(connection);
    client->table_uid_ =
        client->connection_.valid() ? peer_uid(client->connection_.get()) : uid_t(-1);
    client->store_tokens_ = false;
    return client;
}

Result<std::unique_ptr<TableClient>> TableClient::connect(
    const std::string& typed_code, const Address& address, Attendance attendance,
    std::chrono::milliseconds wait, const std::function<void(const std::string&)>& tell,
    bool patient) {
    const std::string code = normal_code(typed_code);
    if (!is_table_code(code))
        return fail("'" + typed_code + "' is not a table code (six letters and digits, as the " +
                    "host's screen shows it)");
    std::unique_ptr<TableClient> client(new TableClient(code, address, attendance));
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

void TableClient::say(const ClientLine& message) {
    if (!connection_.valid()) return;
    const std::string line = line_of(message);
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
    client_says::Hello hello{std::string(protocol_name), std::to_string(protocol_version), code_,
                             watching() ? "watch" : "join"};
    if (!watching() && table_uid_ != uid_t(-1)) {
        // A token goes back only to a table run by the user who gave it (as the kernel says).
        // Back after a drop: this terminal's own seat (people of one login share the stored
        // tokens, so those could name another terminal's seat).
        if (!token_.empty() && token_uid_ == table_uid_) {
            hello.token = token_;
        } else if (token_.empty() && store_tokens_) {
            const std::vector<std::string> stored = stored_tokens(code_, table_uid_);
            if (!stored.empty()) hello.token = stored.front();
        }
    }
    if (!address_.player.empty()) hello.player = address_.player;
    say(hello);
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
        update.ended = final_word_;
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
        auto read = read_table_line(*line);
        if (const auto* refusal = std::get_if<LineRefusal>(&read)) {
            switch (refusal->kind) {
                case LineRefusal::Kind::Unreadable:
                    broke(update, "a line this program cannot read (" + refusal->reason + ")");
                    break;
                case LineRefusal::Kind::UnknownVerb:
                    broke(update, "'" + refusal->reason + "', which is no part of the protocol");
                    break;
                case LineRefusal::Kind::BadFields:
                    broke(update, "a line that is not '" + refusal->reason + "'");
                    break;
            }
            break;
        }
        handle(std::get<TableLine>(read), session, update);
    }
    if (update.broken.empty() && reader_.overlong())
        broke(update, "a line longer than " + std::to_string(max_line_bytes) + " bytes");
    return update;
}

void TableClient::send_arrangement(int mover, const std::string& position) {
    say(client_says::Arranged{mover, position});
}

std::chrono::milliseconds TableClient::clock_left(int seat, Clock::time_point now) const {
    if (seat < 0 || std::size_t(seat) >= clock_left_.size()) return std::chrono::milliseconds(0);
    auto left = clock_left_[std::size_t(seat)];
    if (seat == clock_running_)
        left -= std::chrono::duration_cast<std::chrono::milliseconds>(now - clock_told_);
    return std::max(left, std::chrono::milliseconds(0));
}

std::string TableClient::request_line() const {
    if (asked_)
        return seat_name(asked_by_) + std::string(request_type(*asked_).offer) +
               ": a accept, x decline";
    if (!knocks_.empty())
        return knocks_.front() + " knocks and asks to sit: a let them sit, x turn them away" +
               (knocks_.size() > 1 ? " (" + std::to_string(knocks_.size() - 1) + " more waiting)"
                                   : "");
    return {};
}

bool TableClient::answer_request(bool yes) {
    if (asked_) {
        say(client_says::Answer{yes});
        return true;
    }
    if (!knocks_.empty()) {
        decide(yes ? client_says::HostDecision::Kind::Admit
                   : client_says::HostDecision::Kind::TurnAway,
               knocks_.front());
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

void TableClient::seat_occupants(Session& session) const {
    for (std::size_t seat = 0; seat < session.occupants.size(); ++seat) {
        Occupant& occupant = session.occupants[seat];
        if (int(seat) == seat_) {
            occupant = Occupant{Occupant::Kind::Human, 3, "you"};
            continue;
        }
        occupant = Occupant{Occupant::Kind::Remote, 3, "(free seat)"};
        if (seat >= seats_.size()) continue;
        const SeatView& view = seats_[seat];
        if (view.state == SeatState::Computer) {
            occupant.level = std::clamp(std::atoi(view.who.c_str()), 1, perfect_level);
            occupant.name = "computer (level " + std::to_string(occupant.level) + ")";
        } else if (view.state == SeatState::Here) {
            occupant.name = view.who;
        } else if (view.state == SeatState::Away) {
            occupant.name = view.who + " (away)";
        }
    }
}

}  // namespace boardgames::net
