#include "net/table_client.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "net/table.hpp"

namespace boardgames::net {

namespace {

std::filesystem::path tokens_path(const std::string& code) {
    return tables_folder() / (code + ".tokens");
}

}  // namespace

std::vector<std::string> stored_tokens(const std::string& code) {
    std::vector<std::string> tokens;
    const auto text = read_text_file(tokens_path(code), 4096);
    if (!text) return tokens;
    std::istringstream words(*text);
    for (std::string word; words >> word;)
        if (is_token(word)) tokens.push_back(word);
    return tokens;
}

void store_token(const std::string& code, const std::string& token) {
    std::vector<std::string> tokens = stored_tokens(code);
    std::erase(tokens, token);
    tokens.insert(tokens.begin(), token);  // the newest first
    if (tokens.size() > 8) tokens.resize(8);
    std::string text;
    for (const std::string& kept : tokens)
        text += kept + '\n';
    std::error_code error;
    std::filesystem::create_directories(tables_folder(), error);
    ::chmod(tables_folder().c_str(), 0700);  // tokens are secrets
    write_file_atomically(tokens_path(code), text);
}

TableClient::TableClient(std::string code, std::filesystem::path socket, Role role)
    : code_(std::move(code)), socket_(std::move(socket)), role_(role) {}

Result<std::unique_ptr<TableClient>> TableClient::connect(const std::string& code,
                                                          const std::filesystem::path& socket,
                                                          Role role,
                                                          std::chrono::milliseconds wait) {
    if (!is_table_code(code))
        return fail("'" + code + "' is not a table code (six letters and digits, as the host's " +
                    "screen shows it)");
    std::unique_ptr<TableClient> client(new TableClient(code, socket, role));
    auto reached = connect_to(socket);
    if (!reached) return fail(code + ": " + reached.error());
    client->connection_ = std::move(reached).value();
    client->host_ = login_name(owner_of(socket));
    client->say_hello(stored_tokens(code));
    const auto deadline = Clock::now() + wait;
    Update update;
    while (!client->ready_) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return fail(code + ": the table did not answer in time");
        pollfd polled{client->fd(), POLLIN, 0};
        ::poll(&polled, 1, int(left.count()));
        char buffer[8192];
        const ssize_t got = ::recv(client->fd(), buffer, sizeof buffer, 0);
        if (got == 0) {
            for (const std::string& note : update.notes)
                if (!note.empty()) return fail(code + ": " + note);
            return fail(code + ": the table hung up");
        }
        if (got < 0) {
            if (errno == EAGAIN || errno == EINTR) continue;
            return fail(code + ": " + std::string(std::strerror(errno)));
        }
        client->reader_.feed(std::string_view(buffer, std::size_t(got)));
        while (auto line = client->reader_.next()) {
            const auto message = parse_message(*line);
            if (!message) return fail(code + ": the table sent a line this program cannot read");
            if (message->verb == "error") return fail(code + ": " + clean_text(message->rest));
            client->handle(*message, nullptr, update);
        }
        if (client->reader_.overlong()) return fail(code + ": the table sent an overlong line");
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
    auto reached = connect_to(socket_);
    if (!reached) return false;
    connection_ = std::move(reached).value();
    reader_ = LineReader{};
    ready_ = false;
    // Back after a drop: this terminal's own seat. (People of one login share the stored
    // tokens, so those could name another person's seat who has not reconnected yet.)
    say_hello({token_});
    return true;
}

void TableClient::say_hello(const std::vector<std::string>& tokens) {
    std::vector<std::string> hello{std::string(protocol_name), std::to_string(protocol_version),
                                   code_, role_ == Role::Watch ? "watch" : "join"};
    if (role_ == Role::Join)
        for (const std::string& token : tokens)
            if (is_token(token)) hello.push_back(token);
    send("hello", hello);
}

TableClient::Update TableClient::poll(Session& session) {
    Update update;
    const auto now = Clock::now();
    if (!connection_.valid()) {
        if (hung_up_on_ || now < next_attempt_) return update;
        next_attempt_ = now + std::chrono::seconds(1);
        if (!open_connection()) return update;
    }
    char buffer[8192];
    for (int reads = 0; reads < 16; ++reads) {
        const ssize_t got = ::recv(connection_.get(), buffer, sizeof buffer, 0);
        if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            connection_.reset();
            ready_ = false;
            move_pending_ = false;
            next_attempt_ = now + std::chrono::milliseconds(500);
            if (hung_up_on_) return update;  // its reason is on the status line already
            update.notes.push_back("the connection to the table dropped: reconnecting...");
            update.errors = true;
            return update;
        }
        if (got < 0) break;
        reader_.feed(std::string_view(buffer, std::size_t(got)));
        while (auto line = reader_.next()) {
            const auto message = parse_message(*line);
            if (message) handle(*message, &session, update);
        }
        if (reader_.overlong()) {
            connection_.reset();
            ready_ = false;
            update.notes.push_back("the table sent an overlong line: reconnecting...");
            update.errors = true;
            return update;
        }
    }
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
    if (verb == "welcome") {
        if (message.field(0) == "seat" && is_token(message.field(2))) {
            seat_ = std::atoi(message.field(1).c_str());
            token_ = message.field(2);
            store_token(code_, token_);
        } else {
            seat_ = -1;
        }
    } else if (verb == "game") {
        game_ = message.field(0);
        moves_.clear();
        ended_.clear();
        asked_.clear();
        asked_by_ = -1;
    } else if (verb == "options") {
        options_ = message.rest == "-" ? "" : message.rest;
    } else if (verb == "start") {
        start_ = message.rest == "-" ? "" : message.rest;
    } else if (verb == "moves") {
        moves_ = message.fields;
    } else if (verb == "seat") {
        const int seat = std::atoi(message.field(0).c_str());
        if (seat < 0 || seat > 8) return;
        if (int(seats_.size()) <= seat) seats_.resize(std::size_t(seat) + 1);
        seats_[std::size_t(seat)] = {clean_text(message.field(1), 20),
                                     clean_text(message.field(2), 20),
                                     clean_text(message.rest_after(3), 32)};
        if (ready_ && session) seat_players(*session);
    } else if (verb == "ready") {
        apply_snapshot(session, update);
    } else if (verb == "moved") {
        if (!session || !ready_) return;
        const std::size_t ply = std::size_t(std::atol(message.field(0).c_str()));
        move_pending_ = false;
        if (ply != session->match().ply() + 1 || !session->play(message.field(1))) {
            send("sync");  // out of step: the table sends the whole game again
            ready_ = false;
            return;
        }
        update.position_changed = true;
    } else if (verb == "undone") {
        if (!session || !ready_) return;
        const std::size_t ply = std::size_t(std::atol(message.field(0).c_str()));
        while (session->match().ply() > ply && session->undo()) {
        }
        update.position_changed = true;
        update.notes.push_back(ply == 0 ? "moves taken back: back to the start"
                               : ply == 1
                                   ? "moves taken back: 1 move stands"
                                   : "moves taken back: " + std::to_string(ply) + " moves stand");
    } else if (verb == "asks") {
        const int from = std::atoi(message.field(0).c_str());
        const std::string kind = message.field(1) == "draw" ? "draw" : "undo";
        if (from != seat_ && seat_ >= 0) {
            asked_ = kind;
            asked_by_ = from;
            update.notes.push_back(
                seat_name(from) +
                (kind == "draw" ? " offers a draw" : " asks to take back a move") +
                ": a to accept, x to decline");
        } else if (from == seat_) {
            update.notes.push_back(kind == "draw"
                                       ? "draw offered: waiting for the answer"
                                       : "asked to take back a move: waiting for the answer");
        }
    } else if (verb == "answered") {
        const int from = std::atoi(message.field(0).c_str());
        const std::string& answer = message.field(1);
        if (answer != "accepted" || from == seat_) {
            asked_.clear();
            asked_by_ = -1;
        }
        if (answer != "accepted" || from != seat_)
            update.notes.push_back(seat_name(from) + " " + clean_text(answer, 10) + " the " +
                                   (message.field(2) == "draw" ? "draw" : "take-back"));
    } else if (verb == "result") {
        ended_ = clean_text(message.rest);
        asked_.clear();
        update.position_changed = true;
    } else if (verb == "said") {
        update.notes.push_back(clean_text(message.field(0), 32) + ": " +
                               clean_text(message.rest_after(1)));
    } else if (verb == "note") {
        update.notes.push_back(clean_text(message.rest));
    } else if (verb == "refused" || verb == "error") {
        // After an error the table hangs up, for a reason coming back would not change (the
        // seat taken up again from another terminal): this one stays away.
        hung_up_on_ = hung_up_on_ || verb == "error";
        move_pending_ = false;
        update.notes.push_back(clean_text(message.rest));
        update.errors = true;
    }
}

void TableClient::apply_snapshot(Session* session, Update& update) {
    const GameInfo* info = find_game(game_);
    if (!info) {
        update.notes.push_back("the table plays " + clean_text(game_, 20) +
                               ", a game this program does not know");
        update.errors = true;
        return;
    }
    auto options = parse_option_values(*info, options_);
    auto fresh =
        options ? Session::start(*info, start_, *options) : Result<Session>(fail(options.error()));
    if (fresh)
        for (const std::string& move : moves_)
            if (!fresh.value().play(move)) {
                fresh = fail("the table's move " + move + " is illegal here");
                break;
            }
    if (!fresh) {
        update.notes.push_back("cannot follow the table: " + fresh.error());
        update.errors = true;
        return;
    }
    seat_players(fresh.value());
    ready_ = true;
    move_pending_ = false;
    update.position_changed = true;
    if (session)
        *session = std::move(fresh).value();
    else
        pending_ = std::move(fresh).value();
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
            player.level = std::clamp(std::atoi(view.who.c_str()), 1, 5);
            player.name = "computer (level " + std::to_string(player.level) + ")";
        } else if (view.state == "here") {
            player.name = view.who;
        } else if (view.state == "away") {
            player.name = view.who + " (away)";
        }
    }
}

}  // namespace boardgames::net
