#include "net/table.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <ctime>
#include <functional>
#include <sstream>

#include "boardgames/play/arrangement.hpp"
#include "game_record.hpp"

namespace boardgames::net {

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
    TableAccess access;
    access.host = {::getuid(), login_name(::getuid())};
    std::vector<std::string> clock_fields, arrangement_lines;
    auto seats = read_seats(*seats_text, session->seats().size(), access, ended, &clock_fields,
                            &arrangement_lines);
    if (!seats) return fail(table_seats_path(code).string() + ": " + seats.error());
    std::optional<TableArrangement> arrangement;
    if (!arrangement_lines.empty()) {
        auto restored = TableArrangement::restore(session->game(), arrangement_lines);
        if (!restored) return fail(table_seats_path(code).string() + ": " + restored.error());
        arrangement = std::move(restored).value();
    }
    std::optional<TableClock> clock;
    if (!clock_fields.empty()) {
        auto restored = TableClock::restore(clock_fields, session->seats().size());
        if (!restored) return fail(table_seats_path(code).string() + ": " + restored.error());
        clock = std::move(restored).value();
    }
    // The table is reopened by its host, from the host's own data folder.
    if (access.host.uid != ::getuid())
        return fail(table_seats_path(code).string() + " names another host (uid " +
                    std::to_string(access.host.uid) + ")");
    // A table of the game server goes on listing itself and archiving in the server's database.
    const std::filesystem::path database = access.server_database.empty()
                                               ? store::default_database_path()
                                               : std::filesystem::path(access.server_database);
    return TableSetup{.code = code,
                      .session = std::move(session).value(),
                      .seats = std::move(seats).value(),
                      .access = std::move(access),
                      .ended = ended,
                      .record_path = table_record_path(code),
                      .socket_path = table_socket_path(code),
                      .database_path = database,
                      .clock = std::move(clock),
                      .arrangement = std::move(arrangement)};
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
            return fail("a table with code " + setup.code + " is already open (its socket is " +
                        login_name(owner_of(setup.socket_path)) + "'s)");
        std::filesystem::remove(setup.socket_path, error);
    }
    auto listener = listen_at(setup.socket_path);
    if (!listener) return fail(listener.error());
    std::unique_ptr<Table> table(new Table(std::move(setup), std::move(listener).value()));
    table->arrange_computers();
    table->run_clock_if_due(Clock::now());
    table->save();
    table->think_if_due();
    return table;
}

Table::Table(TableSetup setup, Descriptor listener)
    : setup_(std::move(setup)),
      listener_(std::move(listener)),
      seen_(setup_.seats.size(), false),
      last_company_(Clock::now()),
      last_move_time_(std::int64_t(std::time(nullptr))) {
    seat_players();
}

void Table::seat_players() {
    for (std::size_t seat = 0; seat < setup_.seats.size(); ++seat) {
        const int level = setup_.seats[seat].computer_level;
        setup_.session.players[seat] =
            level > 0 ? Player{Player::Kind::Computer, level} : Player{Player::Kind::Human, 3};
    }
}

// The same game again at the table, everyone one seat on (two players swap sides). The game
// just played went to the archive when it ended.
void Table::start_rematch() {
    // A series goes on to its next game; a series won, or none, starts afresh (a new series of
    // the same length).
    Session& played = setup_.session;
    const bool series_goes_on = played.series() && played.next_series_game();
    if (!series_goes_on) {
        // A game arranged before play starts from before the arrangements, to arrange again.
        auto fresh = Session::start(
            played.game(),
            setup_.arrangement ? setup_.arrangement->base() : played.start_position(),
            played.options());
        if (!fresh)
            return broadcast(format_message("note", {"no rematch: " + clean_text(fresh.error())}));
        Session started = std::move(fresh).value();
        if (played.series()) started.start_series(played.series()->target());
        setup_.session = std::move(started);
    }
    // Everyone arranges again, from the start before the last arrangements.
    abandoned_since_.reset();
    if (setup_.arrangement) {
        setup_.arrangement->restart();
        if (series_goes_on && !restart_from(setup_.arrangement->base()))
            return broadcast(format_message("note", {"no rematch: its start cannot be set up"}));
    }
    const std::size_t seats = setup_.seats.size();
    std::vector<SeatRecord> moved_on(seats);
    std::vector<bool> seen(seats);
    for (std::size_t seat = 0; seat < seats; ++seat) {
        moved_on[(seat + 1) % seats] = setup_.seats[seat];
        seen[(seat + 1) % seats] = seen_[seat];
    }
    setup_.seats = std::move(moved_on);
    seen_ = std::move(seen);
    seat_players();
    setup_.ended.clear();
    ended_winner_.reset();
    archived_ = false;
    computer_.stop();
    if (setup_.clock) setup_.clock = TableClock(setup_.clock->spec(), seats);
    last_move_time_ = std::int64_t(std::time(nullptr));
    arrange_computers();  // at once, so that everyone hears who is still arranging
    // Each player hears his new seat and the new game; a watcher the new game. Everyone's new
    // seat first: each snapshot says who is here at every seat.
    for (const auto& client : clients_)
        if (client->role == Client::Role::Seated)
            client->seat = int((std::size_t(client->seat) + 1) % seats);
    for (const auto& client : clients_) {
        if (client->socket.hanging_up()) continue;
        if (client->role == Client::Role::Seated) {
            send(*client,
                 format_message("welcome", {"seat", std::to_string(client->seat),
                                            setup_.seats[std::size_t(client->seat)].token}));
            send_snapshot(*client);
        } else if (client->role == Client::Role::Watching) {
            send_snapshot(*client);
        }
    }
    broadcast(format_message("note", {series_goes_on ? "the series' next game: everyone one seat on"
                                                     : "a rematch: sides swapped"}));
    run_clock_if_due(Clock::now());
    save();
    think_if_due();
}

bool Table::restart_from(const std::string& position) {
    Session& played = setup_.session;
    auto fresh = Session::start(played.game(), position, played.options());
    if (!fresh) return false;
    if (played.series()) fresh.value().continue_series_of(played);
    setup_.session = std::move(fresh).value();
    seat_players();
    return true;
}

std::string Table::arrange_line() const {
    std::vector<std::string> players;
    for (const int player : setup_.arrangement->waiting())
        players.push_back(std::to_string(player));
    return format_message("arrange", players);
}

void Table::arrange_computers() {
    if (!arranging()) return;
    const GameInfo& game = setup_.session.game();
    for (const int player : setup_.arrangement->waiting()) {
        const int level =
            setup_.seats[std::size_t(setup_.session.seat_of_mover(player))].computer_level;
        if (level == 0) continue;
        const std::string arranged =
            ai::choose_arrangement(game, setup_.arrangement->base(), player, level, random_());
        if (setup_.arrangement->confirm(player, arranged))
            setup_.arrangement->confirm(player, setup_.arrangement->base());
    }
    finish_arrangement_if_due();
}

// "arranged PLAYER POSITION": a player's arrangement, the whole position with his tiles as he
// put them. Kept unseen; once everyone's is in, the game starts.
void Table::handle_arranged(Client& client, const Message& message) {
    if (!arranging()) return refuse(client, "there is nothing to arrange now");
    const GameInfo& game = setup_.session.game();
    const auto player = number_field(message.field(0), long(game.player_names.size()) - 1);
    if (message.fields.size() < 2 || !player)
        return refuse(client, "arranged: a player and a position");
    if (setup_.session.seat_of_mover(int(*player)) != client.seat)
        return refuse(client, "those are not your tiles to arrange");
    if (const auto refused = setup_.arrangement->confirm(int(*player), message.rest_after(1)))
        return refuse(client, clean_text(*refused));
    broadcast(format_message(
        "note", {std::string(game.player_names[std::size_t(*player)]) + " has arranged"}));
    if (!setup_.arrangement->waiting().empty()) broadcast(arrange_line());
    finish_arrangement_if_due();
    save();
}

// Everyone has arranged: the game starts from every arrangement together, and everyone hears
// the whole game again (the arrangements shown at last).
void Table::finish_arrangement_if_due() {
    if (!arranging() || !setup_.arrangement->waiting().empty()) return;
    const auto start = setup_.arrangement->finish();
    if (!start || !restart_from(*start)) {
        // Each arrangement was checked alone; should they not fit together, play the start
        // everyone arranged from.
        setup_.arrangement->give_up();
        restart_from(setup_.arrangement->base());
        broadcast(format_message("note", {"the arrangements do not fit: the start as it was"}));
    }
    for (const auto& client : clients_)
        if (!client->socket.hanging_up() &&
            (client->role == Client::Role::Seated || client->role == Client::Role::Watching))
            send_snapshot(*client);
    broadcast(format_message("note", {"every tile is arranged: the game begins"}));
    last_move_time_ = std::int64_t(std::time(nullptr));
    run_clock_if_due(Clock::now());
    save();
    think_if_due();
}

const std::string& Table::login_name_of(uid_t uid) const {
    // Looked up once a user (the password database may be far away).
    auto [known_name, fresh] = names_.try_emplace(uid);
    if (fresh) known_name->second = login_name(uid);
    return known_name->second;
}

Table::~Table() {
    computer_.stop();
    if (listing_database_) listing_database_->unlist_table(setup_.code);
    std::error_code error;
    std::filesystem::remove(setup_.socket_path, error);
}

void Table::serve(const std::atomic<bool>* stop) {
    while (!(stop && stop->load()) && step(computer_.thinking() ? 20 : 250)) {
    }
    // The time that ran since the last move, kept for a reopening.
    if (setup_.clock && setup_.clock->running() >= 0) save();
}

bool Table::step(int timeout_ms) {
    std::vector<pollfd> polled{{listener_.get(), POLLIN, 0}};
    for (const auto& client : clients_)
        polled.push_back(
            {client->socket.fd(), short(POLLIN | (client->socket.has_output() ? POLLOUT : 0)), 0});
    const int ready = ::poll(polled.data(), polled.size(), timeout_ms);
    if (ready < 0 && errno != EINTR) return false;
    const auto now = Clock::now();
    const std::size_t known = clients_.size();  // accepting adds clients after these
    if (ready > 0) {
        for (std::size_t i = 0; i < known && !closed_; ++i) {
            Client& client = *clients_[i];
            const short events = polled[i + 1].revents;
            if (events & (POLLIN | POLLHUP | POLLERR)) read_from(client);
            if (events & POLLOUT) client.socket.flush();
        }
        if ((polled[0].revents & POLLIN) && !closed_) accept_all();
    }
    bool knocks_lapsed = false;
    for (const auto& client : clients_) {
        if (client->role == Client::Role::Greeting &&
            now - client->connected_at > setup_.greeting_limit)
            hang_up(*client, hang_up_kind::refused, "no hello in time");
        if (client->role == Client::Role::Knocking &&
            now - client->connected_at > setup_.knock_limit) {
            hang_up(*client, hang_up_kind::refused,
                    setup_.access.host.name + " did not answer your knock");
            knocks_lapsed = true;
        }
    }
    drop_closed();
    if (knocks_lapsed) send_to_host(knocks_line());
    if (closed_) return false;
    take_computer_move();
    if (setup_.clock && !over())
        if (const int seat = setup_.clock->flagged(Clock::now()); seat >= 0) flag_fall(seat);
    if (setup_.access.rated && !over()) check_abandoned(now);
    list_if_due(now);
    if (!clients_.empty()) last_company_ = now;
    const auto limit = over() ? std::chrono::seconds(60) : setup_.idle_limit;
    return now - last_company_ < limit;
}

std::size_t Table::count_clients(const std::function<bool(const Client&)>& which) const {
    return std::size_t(std::count_if(clients_.begin(), clients_.end(), [&](const auto& client) {
        return !client->socket.hanging_up() && which(*client);
    }));
}

Person Table::identity(const Person& person) const {
    // A user is his uid (his login name is looked up, and might read otherwise one day); the
    // server's account is each of its players.
    return names_players(person.uid) ? person : Person{person.uid, {}};
}

bool Table::same_person(const Person& one, const Person& other) const {
    return identity(one) == identity(other);
}

bool Table::invited(const Person& person) const {
    const auto& people = setup_.access.invited;
    return std::any_of(people.begin(), people.end(),
                       [&](const Person& guest) { return same_person(guest, person); });
}

bool Table::sent_away(const Person& person) const {
    const auto& barred = setup_.access.sent_away;
    return std::any_of(barred.begin(), barred.end(),
                       [&](const Person& away) { return same_person(away, person); });
}

bool Table::holds_seat(const Person& person) const {
    return std::any_of(setup_.seats.begin(), setup_.seats.end(), [&](const SeatRecord& seat) {
        return seat.computer_level == 0 && !seat.name.empty() &&
               same_person({seat.uid, seat.name}, person);
    });
}

bool Table::may_be_known(uid_t uid) const {
    // The server's lobby speaks for its players, who are known or not once they say who.
    return names_players(uid) || known({uid, login_name_of(uid)});
}

bool Table::may_sit_free(const Person& person) const {
    return !sent_away(person) && (is_host(person) || invited(person) || setup_.access.open_seats);
}

bool Table::may_watch(const Person& person) const {
    if (sent_away(person)) return false;
    if (is_host(person) || holds_seat(person)) return true;
    switch (setup_.access.watchers) {
        case WatchPolicy::Anyone:
            return true;
        case WatchPolicy::Invited:
            return invited(person);
        case WatchPolicy::Nobody:
            break;
    }
    return false;
}

Result<Person> Table::person_greeting(const Client& client, const Message& hello) const {
    // "hello boardgames-table 4 CODE join|watch [TOKEN] [player NAME]"
    const auto& fields = hello.fields;
    const auto claim =
        std::find(fields.begin() + std::min<std::size_t>(fields.size(), 4), fields.end(), "player");
    if (!names_players(client.uid)) {
        if (claim != fields.end())
            return fail("only this game server's lobby names a player; you are " +
                        client.person.name);
        return client.person;
    }
    if (claim == fields.end() || claim + 2 != fields.end() ||
        !store::name_problem(*(claim + 1)).empty())
        return fail("the server's lobby names its player: player NAME");
    return Person{client.uid, *(claim + 1)};
}

void Table::accept_all() {
    // A bounded number a round: a flood of connections waits its turn with the players' lines.
    for (int round = 0; round < 64; ++round) {
        auto accepted = accept_from(listener_.get());
        if (!accepted) return;
        auto client = std::make_unique<Client>(std::move(accepted).value());
        client->uid = peer_uid(client->socket.fd());
        client->connected_at = Clock::now();
        const uid_t uid = client->uid;
        // Told why, without waiting for the answer to be read: the table keeps going.
        const auto turn_away = [&](const std::string& why) {
            const std::string line =
                format_message("error", {std::string(hang_up_kind::busy), why});
            [[maybe_unused]] const auto sent =
                ::send(client->socket.fd(), line.data(), line.size(), MSG_NOSIGNAL);
        };
        if (uid == uid_t(-1)) continue;  // the kernel would not say who: nobody to seat
        if (names_players(uid)) {
            // Every player of the server's lobby shares its user: each person's own share is
            // counted once they say who (greet).
            if (count_clients([&](const Client& other) { return other.uid == uid; }) >=
                server_connections) {
                turn_away("the table is busy: try again");
                continue;
            }
        } else {
            if (count_clients([&](const Client& other) { return other.uid == uid; }) >=
                connections_per_person) {
                turn_away("you have " + std::to_string(connections_per_person) +
                          " connections to this table already: try again");
                continue;
            }
            if (!may_be_known(uid) && count_clients([&](const Client& other) {
                                          return !may_be_known(other.uid);
                                      }) >= stranger_connections) {
                turn_away("the table is busy: try again");
                continue;
            }
        }
        client->person = {uid, login_name_of(uid)};
        clients_.push_back(std::move(client));
    }
}

void Table::read_from(Client& client) {
    // A few reads a round for each peer: one that floods waits its turn like everyone else.
    const bool open = client.socket.receive(2);
    while (auto line = client.socket.next_line()) {
        handle_line(client, *line);
        if (client.socket.hanging_up() || closed_) return;
    }
    if (client.socket.overlong())
        return hang_up(client, hang_up_kind::protocol,
                       "a line longer than " + std::to_string(max_line_bytes) + " bytes");
    if (!open) client.socket.peer_gone();
}

void Table::handle_line(Client& client, const std::string& line) {
    const auto message = parse_message(line);
    if (client.role == Client::Role::Greeting) {
        if (!message || message->verb != "hello")
            return hang_up(client, hang_up_kind::protocol,
                           "expected: hello " + std::string(protocol_name) + " " +
                               std::to_string(protocol_version) + " CODE join|watch");
        return greet(client, *message);
    }
    if (client.role == Client::Role::Knocking)
        return refuse(client, "wait for " + setup_.access.host.name + "'s answer");
    if (!message) return refuse(client, "cannot read that line: " + message.error());
    if (message->verb == "ping" || message->verb == "sync") {
        // The whole game again is for a screen out of step, not for a loop: an allowance.
        const auto now = Clock::now();
        client.queries =
            std::min(query_burst,
                     client.queries + std::chrono::duration<double>(now - client.queried).count());
        client.queried = now;
        if (client.queries < 1) return;
        client.queries -= 1;
        if (message->verb == "ping") return send(client, format_message("pong"));
        return send_snapshot(client);
    }
    if (message->verb == "chat") return chat(client, *message);
    if (message->verb == "admit" || message->verb == "turn-away" || message->verb == "send-away" ||
        message->verb == "close")
        return handle_host(client, *message);
    if (client.role == Client::Role::Watching)
        return refuse(client, "you are watching: only the players act");
    handle_seated(client, *message);
}

void Table::greet(Client& client, const Message& message) {
    if (message.field(0) != protocol_name || message.field(1) != std::to_string(protocol_version))
        return hang_up(client, hang_up_kind::version,
                       "this table speaks " + std::string(protocol_name) + " " +
                           std::to_string(protocol_version) +
                           ": use the same version of boardgames as its host");
    if (normal_code(message.field(2)) != setup_.code)
        return hang_up(client, hang_up_kind::refused, "wrong code for this table");
    // A table of the game server seats its players alone: a user of this host is another
    // kind of person, whose login name could pass for a player's.
    if (listed() && !names_players(client.uid))
        return hang_up(client, hang_up_kind::refused,
                       "this table is the game server's: its players come through its lobby "
                       "(ssh to its account)");
    const auto greeted = person_greeting(client, message);
    if (!greeted) return hang_up(client, hang_up_kind::refused, greeted.error());
    client.person = *greeted;
    const Person& person = client.person;
    if (names_players(client.uid)) {
        // A player of the server's lobby: the share of a person, as any user's at the door.
        if (count_clients([&](const Client& other) {
                return other.role != Client::Role::Greeting && same_person(other.person, person);
            }) >= connections_per_person)
            return hang_up(client, hang_up_kind::busy,
                           "you have " + std::to_string(connections_per_person) +
                               " connections to this table already: try again");
        if (!known(person) && count_clients([&](const Client& other) {
                                  return other.role != Client::Role::Greeting &&
                                         names_players(other.uid) && !known(other.person);
                              }) >= stranger_connections)
            return hang_up(client, hang_up_kind::busy, "the table is busy: try again");
    }
    if (sent_away(person))
        return hang_up(client, hang_up_kind::refused,
                       setup_.access.host.name + " sent you away from this table");
    if (message.field(3) == "watch") {
        if (!may_watch(person))
            return hang_up(client, hang_up_kind::refused,
                           setup_.access.watchers == WatchPolicy::Nobody
                               ? "nobody may watch this table"
                               : "only the people " + setup_.access.host.name +
                                     " invited may watch this table");
        if (!known(person) && count_clients([](const Client& other) {
                                  return other.role == Client::Role::Watching;
                              }) >= most_watchers)
            return hang_up(client, hang_up_kind::busy, "the table has all the watchers it takes");
        client.role = Client::Role::Watching;
        send(client, format_message("welcome", {"watch"}));
        send_snapshot(client);
        people_changed();
        return;
    }
    if (message.field(3) != "join")
        return hang_up(client, hang_up_kind::protocol, "say join or watch");
    const std::string token = is_token(message.field(4)) ? message.field(4) : std::string{};
    if (const int seat = own_seat(client, token); seat >= 0) return sit(client, seat);
    // One seat a person, but for the host, who may play several (from several terminals).
    if (holds_seat(person) && !is_host(person))
        return hang_up(client, hang_up_kind::full,
                       "you are at this table already, from another terminal");
    if (const int seat = free_seat(); seat >= 0) {
        if (may_sit_free(person)) return sit(client, seat);
        if (const auto until = turned_away_.find(identity(person));
            until != turned_away_.end() && Clock::now() < until->second)
            return hang_up(client, hang_up_kind::refused,
                           setup_.access.host.name + " did not let you sit; ask them first");
        return knock(client);
    }
    hang_up(
        client, hang_up_kind::full,
        "every seat is taken" +
            (may_watch(person) ? "; watch with: boardgames watch " + setup_.code : std::string{}));
}

void Table::sit(Client& client, int seat) {
    SeatRecord& record = setup_.seats[std::size_t(seat)];
    const bool returning = seen_[std::size_t(seat)];
    seen_[std::size_t(seat)] = true;
    if (record.token.empty()) record.token = new_token();
    record.name = client.person.name;
    record.uid = client.person.uid;
    client.role = Client::Role::Seated;
    client.seat = seat;
    send(client, format_message("welcome", {"seat", std::to_string(seat), record.token}));
    send_snapshot(client);
    seat_changed(seat);
    // The others hear who came; the newcomer's screen keeps its own greeting.
    broadcast(
        format_message("note", {client.person.name + (returning ? " is back at " : " sits at ") +
                                setup_.session.seat_name(seat)}),
        &client);
    people_changed();
    run_clock_if_due(Clock::now());
    if (free_seat() < 0) {  // the last seat taken: nobody is waiting for one any more
        bool knocking = false;
        for (const auto& other : clients_)
            if (other->role == Client::Role::Knocking) {
                knocking = true;
                hang_up(*other, hang_up_kind::full, "every seat is taken");
            }
        if (knocking) send_to_host(knocks_line());
    }
    save();
}

// Someone the host did not invite asks for a free seat: the host's screens are asked.
void Table::knock(Client& client) {
    const auto knocking = [](const Client& other) { return other.role == Client::Role::Knocking; };
    if (count_clients([&](const Client& other) {
            return knocking(other) && same_person(other.person, client.person);
        }) > 0)
        return hang_up(client, hang_up_kind::refused,
                       "you are knocking at this table already, from another terminal");
    if (count_clients(knocking) >= most_knocking)
        return hang_up(client, hang_up_kind::busy, "too many people are knocking: try again");
    client.role = Client::Role::Knocking;
    client.connected_at = Clock::now();  // the knock's own time limit starts now
    send(client, format_message("wait", {"knocking: " + setup_.access.host.name +
                                         " is asked to let you sit"}));
    send_to_host(knocks_line());
}

// The host's decisions: let a knocking person sit or turn them away, send a watcher away,
// close the table. Refused to anyone else.
void Table::handle_host(Client& client, const Message& message) {
    if (!is_host(client.person))
        return refuse(client, "only the host (" + setup_.access.host.name + ") decides that");
    if (message.verb == "close") {
        save();
        for (const auto& other : clients_)
            hang_up(*other, hang_up_kind::closed, client.person.name + " closed the table");
        computer_.stop();
        closed_ = true;
        return;
    }
    const std::string& name = message.field(0);
    if (message.fields.size() != 1 || !is_login_name(name))
        return refuse(client, message.verb + ": one login name");
    bool found = false;
    if (message.verb == "admit" || message.verb == "turn-away") {
        for (const auto& other : clients_) {
            if (other->role != Client::Role::Knocking || other->person.name != name ||
                other->socket.hanging_up())
                continue;
            found = true;
            if (message.verb == "turn-away") {
                // Not at the door again at once: the host is not to be nagged.
                turned_away_[identity(other->person)] = Clock::now() + turned_away_for;
                hang_up(*other, hang_up_kind::refused, client.person.name + " did not let you sit");
            } else if (const int seat = free_seat(); seat >= 0) {
                sit(*other, seat);
            } else {
                hang_up(*other, hang_up_kind::full, "every seat is taken");
            }
        }
        if (!found) return refuse(client, name + " is not knocking");
        return send_to_host(knocks_line());
    }
    // send-away: a watcher, never the host or a player (who would be barred from their seat).
    for (const auto& other : clients_) {
        if (other->role != Client::Role::Watching || other->person.name != name) continue;
        if (is_host(other->person) || holds_seat(other->person))
            return refuse(client, name + " plays at this table: only a watcher is sent away");
        found = true;
        setup_.access.sent_away.push_back(other->person);
        hang_up(*other, hang_up_kind::refused,
                client.person.name + " sent you away from this table");
    }
    if (!found) return refuse(client, name + " is not watching");
    save();
    broadcast(format_message("note", {name + " was sent away by " + client.person.name}));
    people_changed();
}

void Table::chat(Client& client, const Message& message) {
    // One allowance per person, however many connections they have; what is over it costs no
    // more than a look at the clock (one refusal a while says so).
    ChatAllowance& allowance = chat_allowance_[identity(client.person)];
    const auto now = Clock::now();
    if (allowance.checked != Clock::time_point{})
        allowance.lines = std::min(
            chat_burst, allowance.lines + std::chrono::duration<double>(now - allowance.checked) /
                                              std::chrono::duration<double>(chat_interval));
    allowance.checked = now;
    if (allowance.lines < 1) {
        if (now - allowance.refused < chat_interval) return;
        allowance.refused = now;
        return refuse(client, "chat: not so fast; try again in a moment");
    }
    const std::string text = clean_text(message.rest);
    if (text.empty()) return refuse(client, "chat: say something");
    allowance.lines -= 1;
    broadcast(format_message("said", {client.person.name, text}));
}

int Table::own_seat(const Client& client, const std::string& token) const {
    const int seats = int(setup_.seats.size());
    const auto theirs = [&](int seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        return record.computer_level == 0 && !record.name.empty() &&
               same_person({record.uid, record.name}, client.person);
    };
    // A seat someone is connected to stays theirs: people of one login share their stored
    // tokens, so a token may name another terminal's seat.
    if (!token.empty())
        for (int seat = 0; seat < seats; ++seat)
            if (theirs(seat) && setup_.seats[std::size_t(seat)].token == token &&
                !seat_connected(seat, &client))
                return seat;
    for (int seat = 0; seat < seats; ++seat)
        if (theirs(seat) && !seat_connected(seat, &client)) return seat;
    return -1;
}

int Table::free_seat() const {
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        if (record.computer_level == 0 && record.name.empty()) return seat;
    }
    return -1;
}

bool Table::seat_connected(int seat, const Client* except) const {
    return std::any_of(clients_.begin(), clients_.end(), [&](const auto& other) {
        return other.get() != except && other->role == Client::Role::Seated &&
               other->seat == seat && !other->socket.hanging_up();
    });
}

void Table::handle_seated(Client& client, const Message& message) {
    if (message.verb == "move") return handle_move(client, message);
    if (message.verb == "undo" || message.verb == "draw" || message.verb == "rematch")
        return ask(client, message.verb);
    if (message.verb == "accept" || message.verb == "decline")
        return answer(client, message.verb == "accept");
    if (message.verb == "resign") return resign(client);
    if (message.verb == "arranged") return handle_arranged(client, message);
    refuse(client, "unknown command '" + clean_text(message.verb, 20) +
                       "' (move, arranged, undo, draw, accept, decline, resign, chat, sync, ping)");
}

bool Table::over() const {
    return !setup_.ended.empty() || setup_.session.match().outcome().over();
}

void Table::handle_move(Client& client, const Message& message) {
    if (message.fields.size() != 1) return refuse(client, "move: one move in notation");
    if (over()) return refuse(client, "the game is over");
    if (arranging()) return refuse(client, "the players are arranging their tiles: no move yet");
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
    last_move_time_ = std::int64_t(std::time(nullptr));
    broadcast(format_message("moved", {std::to_string(setup_.session.match().ply()), move}));
    if (setup_.session.series() && over()) broadcast(series_line());
    if (setup_.clock && setup_.clock->running() >= 0) {
        const auto now = Clock::now();
        setup_.clock->moved(now, over() ? -1 : setup_.session.seat_to_move());
        broadcast(clock_line(now));
    }
    if (request_) {
        broadcast(format_message("answered",
                                 {std::to_string(request_->from), "declined", request_->kind}));
        request_.reset();
    }
    save();
    think_if_due();
}

void Table::ask(Client& client, const std::string& kind) {
    if (kind == "rematch" && !over())
        return refuse(client, "a rematch comes once the game is over");
    if (kind != "rematch" && over()) return refuse(client, "the game is over");
    if (arranging()) return refuse(client, "the players are arranging their tiles");
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
        if (setup_.seats[std::size_t(seat)].name.empty()) continue;  // nobody there to ask
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
    if (done.kind == "rematch") return start_rematch();
    if (done.kind == "draw") return end_outside_rules(-1, "a draw agreed", "agreed");
    computer_.stop();
    while (setup_.session.match().ply() > done.to_ply && setup_.session.undo()) {
    }
    broadcast(format_message("undone", {std::to_string(setup_.session.match().ply())}));
    if (setup_.clock && setup_.clock->running() >= 0) {
        // The time spent stays spent: the seat to move again runs.
        setup_.clock->start(setup_.session.seat_to_move(), Clock::now());
        broadcast(clock_line(Clock::now()));
    }
    save();
    think_if_due();
}

void Table::resign(Client& client) {
    if (over()) return refuse(client, "the game is over");
    seat_loses(client.seat, "resigned (" + client.person.name + ")", "resigned");
}

void Table::send_snapshot(Client& client) {
    const Session& session = setup_.session;
    const std::string options = option_values_text(session.game(), session.options());
    send(client, format_message("host", {setup_.access.host.name}));
    send(client,
         format_message("access", {setup_.access.open_seats ? "public" : "private",
                                   std::string(watch_policy_name(setup_.access.watchers))}));
    send(client, format_message("game", {std::string(session.game().name)}));
    send(client, format_message("options", {options.empty() ? "-" : options}));
    send(client, format_message(
                     "start", {session.start_position().empty() ? "-" : session.start_position()}));
    send(client, format_message("moves", session.match().record()));
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat)
        send(client, seat_line(seat));
    send(client, watchers_line());
    if (is_host(client.person)) send(client, knocks_line());
    if (!setup_.ended.empty()) send(client, format_message("result", {setup_.ended}));
    if (setup_.clock) send(client, clock_line(Clock::now()));
    if (arranging()) send(client, arrange_line());
    if (setup_.session.series()) send(client, series_line());
    if (request_)
        send(client, format_message("asks", {std::to_string(request_->from), request_->kind}));
    send(client, format_message("ready"));
}

// "watchers N NAME...": how many watch, and who (each name once, the first few).
std::string Table::watchers_line() const {
    std::vector<std::string> names;
    std::size_t watching = 0;
    for (const auto& client : clients_) {
        if (client->role != Client::Role::Watching || client->socket.hanging_up()) continue;
        ++watching;
        if (names.size() < 40 &&
            std::find(names.begin(), names.end(), client->person.name) == names.end())
            names.push_back(client->person.name);
    }
    names.insert(names.begin(), std::to_string(watching));
    return format_message("watchers", names);
}

// "knocks NAME...": who is waiting for the host's answer (for the host's screens).
std::string Table::knocks_line() const {
    std::vector<std::string> names;
    for (const auto& client : clients_)
        if (client->role == Client::Role::Knocking && !client->socket.hanging_up() &&
            std::find(names.begin(), names.end(), client->person.name) == names.end())
            names.push_back(client->person.name);
    return format_message("knocks", names);
}

void Table::send_to_host(const std::string& line) {
    for (const auto& client : clients_)
        if (is_host(client->person) && !client->socket.hanging_up() &&
            (client->role == Client::Role::Seated || client->role == Client::Role::Watching))
            send(*client, line);
}

void Table::people_changed() {
    broadcast(watchers_line());
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
                   !client->socket.hanging_up();
        });
        fields.insert(fields.end(), {here ? "here" : "away", record.name});
    }
    return format_message("seat", fields);
}

void Table::seat_changed(int seat) {
    broadcast(seat_line(seat));
}

void Table::send(Client& client, const std::string& line) {
    client.socket.send(line);
}

// Everyone at the table: the players and the watchers (not those still greeting or knocking).
// What everyone hears changes what the lobby shows of the table.
void Table::broadcast(const std::string& line, const Client* except) {
    listing_due_ = true;
    for (const auto& client : clients_)
        if ((client->role == Client::Role::Seated || client->role == Client::Role::Watching) &&
            !client->socket.hanging_up() && client.get() != except)
            send(*client, line);
}

void Table::refuse(Client& client, const std::string& reason) {
    send(client, format_message("refused", {reason}));
}

void Table::hang_up(Client& client, std::string_view kind, const std::string& reason) {
    client.socket.hang_up(format_message("error", {std::string(kind), reason}));
}

void Table::drop_closed() {
    std::vector<std::pair<int, std::string>> left;  // seats whose player went, and who
    bool watcher_left = false, knocker_left = false;
    for (auto it = clients_.begin(); it != clients_.end();) {
        Client& client = **it;
        if (!client.socket.hanging_up()) {
            ++it;
            continue;
        }
        client.socket.send_last_word();
        if (client.role == Client::Role::Seated) left.emplace_back(client.seat, client.person.name);
        watcher_left = watcher_left || client.role == Client::Role::Watching;
        knocker_left = knocker_left || client.role == Client::Role::Knocking;
        it = clients_.erase(it);
    }
    if (closed_) return;
    if (watcher_left) people_changed();
    if (knocker_left) send_to_host(knocks_line());
    for (const auto& [seat, name] : left) {
        const bool taken_again = std::any_of(clients_.begin(), clients_.end(), [&](const auto& c) {
            return c->role == Client::Role::Seated && c->seat == seat;
        });
        if (taken_again) continue;  // the same player, back on another connection
        seat_changed(seat);
        broadcast(format_message("note", {name + " left the table"}));
    }
}

void Table::check_abandoned(Clock::time_point now) {
    // The seat the game waits for: the one to move, or while the players arrange, the first
    // seat still arranging whose player is away.
    int seat = setup_.session.seat_to_move();
    if (arranging()) {
        const auto waiting = setup_.arrangement->waiting();
        const auto away = std::find_if(waiting.begin(), waiting.end(), [&](int player) {
            return !seat_connected(setup_.session.seat_of_mover(player));
        });
        seat = setup_.session.seat_of_mover(away == waiting.end() ? waiting.front() : *away);
    }
    const auto person_at = [&](int at) {
        const SeatRecord& record = setup_.seats[std::size_t(at)];
        return record.computer_level == 0 && !record.name.empty();
    };
    bool other_here = false;
    for (int other = 0; other < int(setup_.seats.size()); ++other)
        other_here = other_here || (other != seat && person_at(other) && seat_connected(other));
    if (!person_at(seat) || seat_connected(seat) || !other_here) {
        abandoned_since_.reset();
        return;
    }
    if (!abandoned_since_) abandoned_since_ = now;
    if (now - *abandoned_since_ < setup_.abandon_limit) return;
    seat_loses(seat, "left the game (" + setup_.seats[std::size_t(seat)].name + ")",
               "left the game");
}

// A game ended outside its rules counts in the series (once), and everyone hears the score.
void Table::count_ended(std::string_view why) {
    Session& session = setup_.session;
    if (!session.series() || !ended_winner_) return;
    session.count_ended(*ended_winner_ < 0 ? Outcome::draw(why) : Outcome::win(*ended_winner_, why),
                        setup_.ended);
    broadcast(series_line());
}

std::string Table::series_line() const {
    return format_message("series", {setup_.session.series()->text()});
}

void Table::run_clock_if_due(Clock::time_point now) {
    if (!setup_.clock || setup_.clock->running() >= 0 || over() || arranging()) return;
    const bool all_seated = std::all_of(
        setup_.seats.begin(), setup_.seats.end(),
        [](const SeatRecord& seat) { return seat.computer_level > 0 || !seat.name.empty(); });
    if (!all_seated) return;
    setup_.clock->start(setup_.session.seat_to_move(), now);
    broadcast(clock_line(now));
}

// "clock SEAT LEFT...": the seat whose time runs ("-": none) and each seat's time left, in
// milliseconds, as the table has it now.
std::string Table::clock_line(Clock::time_point now) const {
    const TableClock& clock = *setup_.clock;
    std::vector<std::string> fields{clock.running() < 0 ? "-" : std::to_string(clock.running())};
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat)
        fields.push_back(std::to_string(clock.left(seat, now).count()));
    return format_message("clock", fields);
}

// A seat out of time loses: its side, whatever the position (every side of these games can
// still win while the game goes on; see the manual page).
void Table::flag_fall(int seat) {
    seat_loses(seat, "ran out of time", "out of time");
}

// The side of `seat` loses outside the rules ("squares resigned (alice): circles win").
void Table::seat_loses(int seat, const std::string& how, std::string_view why) {
    const Session& session = setup_.session;
    const GameInfo& game = session.game();
    // Every game has two sides (core/seats.hpp): the other one wins.
    const int side = side_of_seat(session.seats()[std::size_t(seat)], game.side_of_mover);
    end_outside_rules(
        1 - side, game.side_names[std::size_t(side)] + " " + how + ": " + game.side_wins(1 - side),
        why);
}

// A game ended by resigning, agreement, time or abandonment (`winner`: a side, -1 a draw):
// it counts in a series, the computer stops, a request lapses, everyone hears how, the clock
// stops and the record is written.
void Table::end_outside_rules(int winner, std::string ended, std::string_view why) {
    setup_.ended = std::move(ended);
    ended_winner_ = winner;
    count_ended(why);
    computer_.stop();
    request_.reset();
    broadcast(format_message("result", {setup_.ended}));
    if (setup_.clock) {
        const auto now = Clock::now();
        setup_.clock->stop(now);
        broadcast(clock_line(now));
    }
    save();
}

void Table::think_if_due() {
    if (over() || arranging()) return;
    // A side left with nothing but a pass passes: the table plays it, whoever sits there (and
    // whether or not they are connected), as the rules make it.
    if (setup_.session.match().pass_forced()) {
        computer_.stop();
        if (const auto passed = setup_.session.play_forced_pass()) moved(*passed);
        return;
    }
    const Session& session = setup_.session;
    const SeatRecord& seat = setup_.seats[std::size_t(session.seat_to_move())];
    if (seat.computer_level == 0) return;
    ai::Limits limits = session.game().level_limits(seat.computer_level, random_());
    if (setup_.clock) {
        // The computer plays within its clock: a share of what it has left, and most of what a
        // move adds (a time a move: two thirds of it).
        const ClockSpec& spec = setup_.clock->spec();
        const long left = long(setup_.clock->left(session.seat_to_move(), Clock::now()).count());
        const long budget =
            spec.per_move ? left * 2 / 3 : left / 25 + spec.increment.count() * 3 / 4;
        const long most = limits.max_millis > 0 ? limits.max_millis : budget;
        limits.max_millis = int(std::clamp(budget, 10L, std::max(most, 10L)));
        limits.nominal_millis = std::min(limits.nominal_millis, limits.max_millis);
    }
    computer_.new_position(Clock::now());
    computer_.start(session.match(), limits, false);
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
    // The record names the people who played, by login name.
    for (std::size_t seat = 0; seat < setup_.seats.size() && seat < record.players.size(); ++seat)
        if (setup_.seats[seat].computer_level == 0 && !setup_.seats[seat].name.empty())
            record.players[seat].second = setup_.seats[seat].name;
    write_file_atomically(setup_.record_path, write_record(record));
    write_file_atomically(
        std::filesystem::path(setup_.record_path).replace_extension(".seats"),
        write_seats(setup_.seats, setup_.access, setup_.ended,
                    setup_.clock ? setup_.clock->saved(Clock::now()) : "",
                    setup_.arrangement ? setup_.arrangement->saved() : std::vector<std::string>{}));
    // A finished game goes to the archive once (the archive knows a game saved again, in
    // another minute or after a reopen). The table waits a quarter of a second at most for
    // another writer; should the database be busy or out of reach, the record file above
    // still holds the game, and the next save (a reopen) tries again.
    if (over() && !archived_)
        if (const auto database =
                store::Database::open(setup_.database_path, std::chrono::milliseconds(250))) {
            std::vector<bool> lobby_players;
            for (const SeatRecord& seat : setup_.seats)
                lobby_players.push_back(seat.computer_level == 0 && !seat.name.empty() &&
                                        names_players(seat.uid));
            archived_ =
                (*database)->archive_game(record, setup_.code, lobby_players, seat_scores()).ok();
        }
}

std::vector<store::SeatScore> Table::seat_scores() const {
    if (!setup_.access.rated) return {};
    const Session& session = setup_.session;
    int winner = -1;
    if (!setup_.ended.empty()) {
        if (!ended_winner_) return {};
        winner = *ended_winner_;
    } else {
        const Outcome outcome = session.match().outcome();
        if (!outcome.over()) return {};
        if (outcome.status == Outcome::Status::Win) winner = outcome.winner;
    }
    std::vector<store::SeatScore> scores;
    for (const Seat& seat : session.seats()) {
        const int side = side_of_seat(seat, session.game().side_of_mover);
        scores.push_back({side, winner < 0 ? 0.5 : side == winner ? 1.0 : 0.0});
    }
    return scores;
}

store::OpenTable Table::listing() const {
    const Session& session = setup_.session;
    store::OpenTable table;
    table.code = setup_.code;
    table.game = session.game().name;
    table.options = option_values_text(session.game(), session.options());
    table.host = setup_.access.host.name;
    table.open_seats = setup_.access.open_seats;
    table.watchers = watch_policy_name(setup_.access.watchers);
    for (const Person& person : setup_.access.invited)
        table.invited.push_back(person.name);
    for (int seat = 0; seat < int(setup_.seats.size()); ++seat) {
        const SeatRecord& record = setup_.seats[std::size_t(seat)];
        store::OpenTable::Seat shown{session.seat_name(seat), "free", ""};
        if (record.computer_level > 0)
            shown = {shown.side, "computer", std::to_string(record.computer_level)};
        else if (!record.name.empty())
            shown = {shown.side, seat_connected(seat) ? "here" : "away", record.name};
        table.seats.push_back(std::move(shown));
    }
    table.watching = int(
        count_clients([](const Client& client) { return client.role == Client::Role::Watching; }));
    table.moves = int(session.match().ply());
    table.last_move = last_move_time_;
    table.rated = setup_.access.rated;
    if (setup_.clock) table.clock = setup_.clock->spec().text();
    table.to_move = over() ? -1 : session.seat_to_move();
    if (over())
        table.result = setup_.ended.empty() ? session.match().result_sentence() : setup_.ended;
    return table;
}

void Table::list_if_due(Clock::time_point now) {
    if (!listed()) return;
    if (!(listing_due_ && now - listed_at_ >= std::chrono::seconds(1)) &&
        now - listed_at_ < listing_interval)
        return;
    listed_at_ = now;  // tried: a busy database is tried again a second later, not at once
    if (!listing_database_) {
        auto opened = store::Database::open(setup_.database_path, std::chrono::milliseconds(100));
        if (!opened) return;
        listing_database_ = std::move(opened).value();
    }
    if (listing_database_->list_table(listing())) listing_due_ = false;
}

}  // namespace boardgames::net
