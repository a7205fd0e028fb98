#include "net/table.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <sstream>

#include "game_record.hpp"

namespace boardgames::net {

std::filesystem::path tables_folder() {
    return save_folder() / "tables";
}

std::filesystem::path table_record_path(const std::string& code) {
    return tables_folder() / (code + ".txt");
}

std::filesystem::path table_seats_path(const std::string& code) {
    return tables_folder() / (code + ".seats");
}

std::string write_seats(const std::vector<SeatRecord>& seats, const std::string& ended) {
    std::string text = "boardgames seats 1\n";
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const SeatRecord& seat = seats[i];
        text += "seat " + std::to_string(i) + ' ' + std::to_string(seat.computer_level) + ' ' +
                (seat.token.empty() ? "-" : seat.token) + ' ' +
                (seat.uid == uid_t(-1) ? "-" : std::to_string(seat.uid)) + ' ' +
                (seat.name.empty() ? "-" : seat.name) + '\n';
    }
    if (!ended.empty()) text += "ended " + ended + '\n';
    return text;
}

Result<std::vector<SeatRecord>> read_seats(std::string_view text, std::size_t seat_count,
                                           std::string& ended) {
    std::vector<SeatRecord> seats(seat_count);
    std::istringstream lines{std::string(text)};
    std::string line;
    if (!std::getline(lines, line) || line != "boardgames seats 1")
        return fail("not a seats file (its first line must be 'boardgames seats 1')");
    while (std::getline(lines, line)) {
        const auto message = parse_message(line);
        if (!message) return fail("'" + line + "': " + message.error());
        if (message->verb == "ended") {
            ended = clean_text(message->rest);
            continue;
        }
        const auto number = [](const std::string& field) -> std::optional<long> {
            if (field.empty() || field.size() > 9 ||
                !std::all_of(field.begin(), field.end(),
                             [](char c) { return c >= '0' && c <= '9'; }))
                return std::nullopt;
            return std::stol(field);
        };
        const auto index = number(message->field(0));
        const auto level = number(message->field(1));
        if (message->verb != "seat" || message->fields.size() != 5 || !index || !level ||
            std::size_t(*index) >= seat_count || *level > 5)
            return fail("'" + line + "' is not 'seat N LEVEL TOKEN UID NAME' for a seat here");
        SeatRecord& seat = seats[std::size_t(*index)];
        seat.computer_level = int(*level);
        if (message->field(2) != "-") {
            if (!is_token(message->field(2))) return fail("'" + line + "': not a seat token");
            seat.token = message->field(2);
        }
        if (const auto uid = number(message->field(3))) seat.uid = uid_t(*uid);
        if (message->field(4) != "-") seat.name = clean_text(message->field(4), 32);
    }
    return seats;
}

Result<TableSetup> reopen_setup(const std::string& code) {
    if (!is_table_code(code)) return fail("'" + code + "' is not a table code");
    const auto record_text = read_text_file(table_record_path(code));
    if (!record_text) return fail("no record of table " + code + " here: " + record_text.error());
    const auto record = read_record(*record_text);
    if (!record) return fail(table_record_path(code).string() + ": " + record.error());
    auto session = Session::from_record(*record);
    if (!session) return fail(table_record_path(code).string() + ": " + session.error());
    const auto seats_text = read_text_file(table_seats_path(code));
    if (!seats_text) return fail("no seats file of table " + code + ": " + seats_text.error());
    std::string ended;
    auto seats = read_seats(*seats_text, session->seats().size(), ended);
    if (!seats) return fail(table_seats_path(code).string() + ": " + seats.error());
    return TableSetup{.code = code,
                      .session = std::move(session).value(),
                      .seats = std::move(seats).value(),
                      .ended = ended,
                      .record_path = table_record_path(code),
                      .socket_path = table_socket_path(code)};
}

Result<std::unique_ptr<Table>> Table::open(TableSetup setup) {
    if (setup.seats.size() != setup.session.seats().size())
        return fail("a table needs one seat record per seat");
    std::error_code error;
    std::filesystem::create_directories(setup.record_path.parent_path(), error);
    ::chmod(setup.record_path.parent_path().c_str(), 0700);  // the seats' tokens are secrets
    if (std::filesystem::exists(setup.socket_path)) {
        // A socket left by a table that died: reopen over it only when nobody answers there.
        if (connect_to(setup.socket_path))
            return fail("a table with code " + setup.code + " is already open");
        std::filesystem::remove(setup.socket_path, error);
    }
    auto listener = listen_at(setup.socket_path);
    if (!listener) return fail(listener.error());
    std::unique_ptr<Table> table(new Table(std::move(setup), std::move(listener).value()));
    table->save();
    table->think_if_due();
    return table;
}

Table::Table(TableSetup setup, Descriptor listener)
    : setup_(std::move(setup)),
      listener_(std::move(listener)),
      seen_(setup_.seats.size(), false),
      last_company_(Clock::now()) {
    for (std::size_t seat = 0; seat < setup_.seats.size(); ++seat) {
        const int level = setup_.seats[seat].computer_level;
        setup_.session.players[seat] =
            level > 0 ? Player{Player::Kind::Computer, level} : Player{Player::Kind::Human, 3};
    }
}

Table::~Table() {
    computer_.stop();
    std::error_code error;
    std::filesystem::remove(setup_.socket_path, error);
}

void Table::serve(const std::atomic<bool>* stop) {
    while (!(stop && stop->load()) && step(computer_.thinking() ? 20 : 250)) {
    }
}

bool Table::step(int timeout_ms) {
    std::vector<pollfd> polled{{listener_.get(), POLLIN, 0}};
    for (const auto& client : clients_)
        polled.push_back(
            {client->fd.get(), short(POLLIN | (client->output.empty() ? 0 : POLLOUT)), 0});
    const int ready = ::poll(polled.data(), polled.size(), timeout_ms);
    if (ready < 0 && errno != EINTR) return false;
    const auto now = Clock::now();
    const std::size_t known = clients_.size();  // accepting adds clients after these
    if (ready > 0) {
        for (std::size_t i = 0; i < known; ++i) {
            Client& client = *clients_[i];
            const short events = polled[i + 1].revents;
            if (events & (POLLIN | POLLHUP | POLLERR)) read_from(client);
            if ((events & POLLOUT) && !client.output.empty()) {
                const ssize_t sent = ::send(client.fd.get(), client.output.data(),
                                            client.output.size(), MSG_NOSIGNAL);
                if (sent > 0)
                    client.output.erase(0, std::size_t(sent));
                else if (sent < 0 && errno != EAGAIN && errno != EINTR)
                    client.hanging_up = true;
            }
        }
        if (polled[0].revents & POLLIN) accept_all();
    }
    for (const auto& client : clients_)
        if (client->role == Client::Role::Greeting &&
            now - client->connected_at > setup_.greeting_limit)
            hang_up(*client, "no hello in time");
    drop_closed();
    take_computer_move();
    if (!clients_.empty()) last_company_ = now;
    const auto limit = over() ? std::chrono::seconds(60) : setup_.idle_limit;
    return now - last_company_ < limit;
}

void Table::accept_all() {
    for (;;) {
        auto accepted = accept_from(listener_.get());
        if (!accepted) return;
        auto client = std::make_unique<Client>();
        client->fd = std::move(accepted).value();
        client->uid = peer_uid(client->fd.get());
        client->name = clean_text(login_name(client->uid), 32);
        client->connected_at = Clock::now();
        if (clients_.size() >= max_connections) {
            // Told why, without waiting for the answer to be read: the table keeps going.
            const std::string line = format_message("error", {"the table is busy: try again"});
            [[maybe_unused]] const auto sent =
                ::send(client->fd.get(), line.data(), line.size(), MSG_NOSIGNAL);
            continue;
        }
        clients_.push_back(std::move(client));
    }
}

void Table::read_from(Client& client) {
    char buffer[8192];
    for (int reads = 0; reads < 16 && !client.hanging_up; ++reads) {
        const ssize_t got = ::recv(client.fd.get(), buffer, sizeof buffer, 0);
        if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            client.output.clear();  // nobody to read it
            client.hanging_up = true;
            return;
        }
        if (got < 0) break;
        client.reader.feed(std::string_view(buffer, std::size_t(got)));
        while (auto line = client.reader.next()) {
            handle_line(client, *line);
            if (client.hanging_up) return;
        }
        if (client.reader.overlong())
            return hang_up(client,
                           "a line longer than " + std::to_string(max_line_bytes) + " bytes");
    }
}

void Table::handle_line(Client& client, const std::string& line) {
    const auto message = parse_message(line);
    if (client.role == Client::Role::Greeting) {
        if (!message || message->verb != "hello")
            return hang_up(client, "expected: hello " + std::string(protocol_name) + " " +
                                       std::to_string(protocol_version) + " CODE join|watch");
        return greet(client, *message);
    }
    if (!message) return refuse(client, "cannot read that line: " + message.error());
    if (message->verb == "ping") return send(client, format_message("pong"));
    if (message->verb == "sync") return send_snapshot(client);
    if (message->verb == "chat") {
        const std::string text = clean_text(message->rest);
        if (text.empty()) return refuse(client, "chat: say something");
        return broadcast(format_message("said", {client.name, text}));
    }
    if (client.role == Client::Role::Watching)
        return refuse(client, "you are watching: only the players act");
    handle_seated(client, *message);
}

void Table::greet(Client& client, const Message& message) {
    if (message.field(0) != protocol_name || message.field(1) != std::to_string(protocol_version))
        return hang_up(client, "this table speaks " + std::string(protocol_name) + " " +
                                   std::to_string(protocol_version));
    if (message.field(2) != setup_.code) return hang_up(client, "wrong code for this table");
    if (message.field(3) == "watch") {
        client.role = Client::Role::Watching;
        send(client, format_message("welcome", {"watch"}));
        send_snapshot(client);
        return;
    }
    if (message.field(3) != "join") return hang_up(client, "say join or watch");
    std::vector<std::string> tokens;
    for (std::size_t i = 4; i < message.fields.size() && tokens.size() < 8; ++i)
        if (is_token(message.field(i))) tokens.push_back(message.field(i));
    const int seat = seat_for(client, tokens);
    if (seat < 0)
        return hang_up(client, "every seat is taken; watch with: boardgames watch " + setup_.code);
    // A seat's earlier connection (a player back from a dropped line) gives way.
    for (const auto& other : clients_)
        if (other.get() != &client && other->role == Client::Role::Seated && other->seat == seat)
            hang_up(*other, "your seat was taken up again from another connection");
    SeatRecord& record = setup_.seats[std::size_t(seat)];
    const bool returning = seen_[std::size_t(seat)];
    seen_[std::size_t(seat)] = true;
    if (record.token.empty()) record.token = new_token();
    record.name = client.name;
    record.uid = client.uid;
    client.role = Client::Role::Seated;
    client.seat = seat;
    send(client, format_message("welcome", {"seat", std::to_string(seat), record.token}));
    send_snapshot(client);
    seat_changed(seat);
    // The others hear who came; the newcomer's screen keeps its own greeting.
    broadcast(format_message("note", {client.name + (returning ? " is back at " : " sits at ") +
                                      setup_.session.seat_name(seat)}),
              &client);
    save();
}

// The seat a joining person takes: the seat of a token they hold that nobody is connected to,
// else an empty seat last held by the same user (back from a dropped connection), else a seat
// nobody took yet. -1: the table is full.
int Table::seat_for(const Client& client, const std::vector<std::string>& tokens) const {
    const auto connected = [&](int seat) {
        return std::any_of(clients_.begin(), clients_.end(), [&](const auto& other) {
            return other.get() != &client && other->role == Client::Role::Seated &&
                   other->seat == seat && !other->hanging_up;
        });
    };
    const int seats = int(setup_.seats.size());
    for (const std::string& token : tokens)
        for (int seat = 0; seat < seats; ++seat)
            if (setup_.seats[std::size_t(seat)].token == token && !connected(seat)) return seat;
    for (int seat = 0; seat < seats; ++seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        if (record.computer_level == 0 && !record.name.empty() && record.uid == client.uid &&
            !connected(seat))
            return seat;
    }
    for (int seat = 0; seat < seats; ++seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        if (record.computer_level == 0 && record.name.empty() && record.token.empty()) return seat;
    }
    return -1;
}

void Table::handle_seated(Client& client, const Message& message) {
    if (message.verb == "move") return handle_move(client, message);
    if (message.verb == "undo" || message.verb == "draw") return ask(client, message.verb);
    if (message.verb == "accept" || message.verb == "decline")
        return answer(client, message.verb == "accept");
    if (message.verb == "resign") return resign(client);
    refuse(client, "unknown command '" + clean_text(message.verb, 20) +
                       "' (move, undo, draw, accept, decline, resign, chat, sync, ping)");
}

bool Table::over() const {
    return !setup_.ended.empty() || setup_.session.match().outcome().over();
}

void Table::handle_move(Client& client, const Message& message) {
    if (message.fields.size() != 1) return refuse(client, "move: one move in notation");
    if (over()) return refuse(client, "the game is over");
    Session& session = setup_.session;
    if (session.seat_to_move() != client.seat)
        return refuse(client, "it is not your turn: " + session.seat_name(session.seat_to_move()) +
                                  " is to move");
    const auto played = session.play(message.field(0));
    if (!played) return refuse(client, clean_text(played.error()));
    moved(*played);
}

// After a move: everyone hears it, requests lapse, the record is written and the computer
// thinks if its seat is next.
void Table::moved(const std::string& move) {
    broadcast(format_message("moved", {std::to_string(setup_.session.match().ply()), move}));
    if (request_) {
        broadcast(format_message("answered",
                                 {std::to_string(request_->from), "declined", request_->kind}));
        request_.reset();
    }
    save();
    think_if_due();
}

void Table::ask(Client& client, const std::string& kind) {
    if (over()) return refuse(client, "the game is over");
    if (request_) return refuse(client, "a request is waiting for its answer");
    Request request{kind, client.seat, 0, {}};
    if (kind == "undo") {
        // Back to before the asker's last move, with whatever replies came after it.
        const Session& session = setup_.session;
        auto replay = session.game().new_match(session.game(), session.match().start_position());
        if (!replay) return refuse(client, "cannot undo here");
        std::unique_ptr<AnyMatch> match = std::move(replay).value();
        std::optional<std::size_t> last;
        for (const std::string& move : session.match().record()) {
            if (session.seat_of_mover(match->to_move()) == client.seat) last = match->ply();
            match->play(move);
        }
        if (!last) return refuse(client, "you have no move to take back");
        request.to_ply = *last;
    }
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
        if (seat == client.seat) continue;
        if (setup_.seats[std::size_t(seat)].computer_level > 0) {
            if (kind == "draw") {  // the computer plays every game out
                send(client, format_message("answered", {std::to_string(seat), "declined", kind}));
                return send(client, format_message("note", {"the computer plays on"}));
            }
            continue;  // it lets a person take a move back
        }
        request.waiting.push_back(seat);
    }
    request_ = request;
    broadcast(format_message("asks", {std::to_string(client.seat), kind}));
    resolve_request();
}

void Table::answer(Client& client, bool accepted) {
    if (!request_ || std::find(request_->waiting.begin(), request_->waiting.end(), client.seat) ==
                         request_->waiting.end())
        return refuse(client, "nothing is waiting for your answer");
    if (!accepted) {
        broadcast(
            format_message("answered", {std::to_string(client.seat), "declined", request_->kind}));
        request_.reset();
        return;
    }
    std::erase(request_->waiting, client.seat);
    broadcast(
        format_message("answered", {std::to_string(client.seat), "accepted", request_->kind}));
    resolve_request();
}

void Table::resolve_request() {
    if (!request_ || !request_->waiting.empty()) return;
    const Request done = *request_;
    request_.reset();
    if (done.kind == "draw") {
        setup_.ended = "a draw agreed";
        broadcast(format_message("result", {setup_.ended}));
        computer_.stop();
        return save();
    }
    computer_.stop();
    while (setup_.session.match().ply() > done.to_ply && setup_.session.undo()) {
    }
    broadcast(format_message("undone", {std::to_string(setup_.session.match().ply())}));
    save();
    think_if_due();
}

void Table::resign(Client& client) {
    if (over()) return refuse(client, "the game is over");
    const Session& session = setup_.session;
    const GameInfo& game = session.game();
    const int side = side_of_seat(session.seats()[std::size_t(client.seat)], game.side_of_mover);
    std::string winners;
    for (std::size_t other = 0; other < game.side_names.size(); ++other)
        if (int(other) != side) winners += (winners.empty() ? "" : ", ") + game.side_names[other];
    setup_.ended = game.side_names[std::size_t(side)] + " resigned (" + client.name +
                   "): " + winners +
                   (game.side_names.size() == 2 && !game.plural_side_names ? " wins" : " win");
    computer_.stop();
    request_.reset();
    broadcast(format_message("result", {setup_.ended}));
    save();
}

void Table::send_snapshot(Client& client) {
    const Session& session = setup_.session;
    const std::string options = option_values_text(session.game(), session.options());
    send(client, format_message("game", {std::string(session.game().name)}));
    send(client, format_message("options", {options.empty() ? "-" : options}));
    send(client, format_message(
                     "start", {session.start_position().empty() ? "-" : session.start_position()}));
    send(client, format_message("moves", session.match().record()));
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat)
        send(client, seat_line(seat));
    if (!setup_.ended.empty()) send(client, format_message("result", {setup_.ended}));
    if (request_)
        send(client, format_message("asks", {std::to_string(request_->from), request_->kind}));
    send(client, format_message("ready"));
}

std::string Table::seat_line(int seat) const {
    const SeatRecord& record = setup_.seats[std::size_t(seat)];
    std::vector<std::string> fields{std::to_string(seat), setup_.session.seat_name(seat)};
    if (record.computer_level > 0) {
        fields.insert(fields.end(), {"computer", std::to_string(record.computer_level)});
    } else if (record.name.empty()) {
        fields.push_back("free");
    } else {
        const bool here = std::any_of(clients_.begin(), clients_.end(), [&](const auto& client) {
            return client->role == Client::Role::Seated && client->seat == seat &&
                   !client->hanging_up;
        });
        fields.insert(fields.end(), {here ? "here" : "away", record.name});
    }
    return format_message("seat", fields);
}

void Table::seat_changed(int seat) {
    broadcast(seat_line(seat));
}

void Table::send(Client& client, const std::string& line) {
    if (client.hanging_up) return;
    client.output += line;
    if (client.output.size() > max_pending_output) {  // a peer that never reads
        client.output.clear();
        client.hanging_up = true;
        return;
    }
    // Most lines go at once; poll() sends the rest when the peer reads.
    const ssize_t sent =
        ::send(client.fd.get(), client.output.data(), client.output.size(), MSG_NOSIGNAL);
    if (sent > 0) client.output.erase(0, std::size_t(sent));
}

void Table::broadcast(const std::string& line, const Client* except) {
    for (const auto& client : clients_)
        if (client->role != Client::Role::Greeting && !client->hanging_up && client.get() != except)
            send(*client, line);
}

void Table::refuse(Client& client, const std::string& reason) {
    send(client, format_message("refused", {reason}));
}

void Table::hang_up(Client& client, const std::string& reason) {
    if (client.hanging_up) return;
    send(client, format_message("error", {reason}));
    client.hanging_up = true;
}

void Table::drop_closed() {
    std::vector<std::pair<int, std::string>> left;  // seats whose player went, and who
    for (auto it = clients_.begin(); it != clients_.end();) {
        Client& client = **it;
        if (!client.hanging_up) {
            ++it;
            continue;
        }
        if (!client.output.empty())  // a last word (an error) goes if the peer can take it
            [[maybe_unused]]
            const auto sent =
                ::send(client.fd.get(), client.output.data(), client.output.size(), MSG_NOSIGNAL);
        if (client.role == Client::Role::Seated) left.emplace_back(client.seat, client.name);
        it = clients_.erase(it);
    }
    for (const auto& [seat, name] : left) {
        const bool taken_again = std::any_of(clients_.begin(), clients_.end(), [&](const auto& c) {
            return c->role == Client::Role::Seated && c->seat == seat;
        });
        if (taken_again) continue;  // the same player, back on another connection
        seat_changed(seat);
        broadcast(format_message("note", {name + " left the table"}));
    }
}

void Table::think_if_due() {
    if (over()) return;
    const Session& session = setup_.session;
    const SeatRecord& seat = setup_.seats[std::size_t(session.seat_to_move())];
    if (seat.computer_level == 0) return;
    computer_.new_position(Clock::now());
    computer_.start(session.match(), session.game().level_limits(seat.computer_level, random_()),
                    false);
}

void Table::take_computer_move() {
    if (!computer_.thinking() && !computer_.has_move()) return;
    computer_.collect(setup_.session.match().ply());
    const auto move = computer_.take_move(Clock::now());
    if (!move || move->empty() || over()) return;
    const auto played = setup_.session.play(*move);
    if (played) moved(*played);
}

void Table::save() {
    GameRecord record = setup_.session.record();
    if (!setup_.ended.empty()) record.result = setup_.ended;
    write_file_atomically(setup_.record_path, write_record(record));
    write_file_atomically(std::filesystem::path(setup_.record_path).replace_extension(".seats"),
                          write_seats(setup_.seats, setup_.ended));
}

}  // namespace boardgames::net
