#include "lobby/lobby.hpp"

#include <curses.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "lobby/correspondence.hpp"
#include "lobby/lobby_screen.hpp"
#include "lobby/lobby_tables.hpp"
#include "net/table.hpp"
#include "net/table_client.hpp"
#include "net/table_process.hpp"
#include "session.hpp"
#include "store/database.hpp"
#include "text_wrap.hpp"
#include "ui/game_app.hpp"
#include "ui/terminal.hpp"

namespace boardgames::lobby {
namespace {

// Characters a field of an authorized_keys line may hold without breaking out of it.
bool made_of(const std::string& text, std::string_view extra) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || extra.find(c) != std::string::npos;
    });
}

// A lobby visit's whereabouts, said every few seconds while its player is at a table or in the
// archive (the lobby's own screens say so themselves): a thread with its own connection,
// stopped when it goes. A player banned meanwhile is stopped as Ctrl-C would stop him (the
// terminal restored), within those few seconds.
class PresenceKeeper {
  public:
    PresenceKeeper(const std::filesystem::path& database, const std::string& visit,
                   std::int64_t player_id, const std::string& place, int most_visits)
        : thread_([this, database, visit, player_id, place, most_visits] {
              std::unique_ptr<store::Database> opened;
              std::unique_lock lock(mutex_);
              while (!stopping_) {
                  if (!opened)  // tried again each time: a busy database is busy a moment
                      if (auto tried =
                              store::Database::open(database, std::chrono::milliseconds(200)))
                          opened = std::move(tried).value();
                  if (opened) {
                      opened->presence().mark_present(visit, player_id, place, most_visits);
                      if (opened->accounts().ban_of(player_id)) ::kill(::getpid(), SIGTERM);
                  }
                  woken_.wait_for(lock, std::chrono::seconds(10), [this] { return stopping_; });
              }
          }) {}
    ~PresenceKeeper() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        woken_.notify_all();
        thread_.join();
    }
    PresenceKeeper(const PresenceKeeper&) = delete;
    PresenceKeeper& operator=(const PresenceKeeper&) = delete;

  private:
    std::mutex mutex_;
    std::condition_variable woken_;
    bool stopping_ = false;
    std::thread thread_;  // last: it starts once the rest is made
};

// A table code no table of the server's folder has, nor a correspondence game (whose table
// comes and goes at that code).
std::string unused_table_code(const store::Database& database) {
    std::string code;
    do
        code = net::new_table_code();
    while (std::filesystem::exists(net::table_socket_path(code)) ||
           database.correspondence().find(code));
    return code;
}

// Claims the server's room for a new table of `host`'s (a row in the listing, which the table
// then keeps), counted and claimed in one transaction: its code, or why not. An invitation is
// paced too, as it rings the invitee's bell (claimed once the table is, and the table given
// back when it is refused).
Result<std::string> claim_table(store::Database& database, const TableChoice& choice,
                                const store::Player& host, const store::ServerSettings& limits) {
    const bool inviting = choice.opponent == TableChoice::Opponent::Invite;
    if (inviting && database.accounts().blocks(choice.invitee, host.name))
        return fail(choice.invitee + " takes no invitation from you.");
    store::OpenTable claimed{.game = choice.game, .host = host.name};
    claimed.last_move = std::int64_t(std::time(nullptr));
    bool listed = false;
    for (int tried = 0; tried < 5 && !listed; ++tried) {  // a code another row holds: another
        claimed.code = unused_table_code(database);
        const auto claim =
            database.listing().claim(claimed, limits.tables_per_player, limits.most_tables);
        if (!claim) return fail(claim.error());
        listed = *claim;
    }
    if (!listed) return fail("no table code was free: try again");
    if (inviting) {
        const auto paced = database.accounts().claim_paced_action(host.id, "invitation",
                                                                  limits.invitations_per_hour);
        if (!paced || !*paced) {
            database.listing().unlist(claimed.code);
            return fail(!paced ? paced.error()
                               : "You have sent " + std::to_string(limits.invitations_per_hour) +
                                     " invitations this hour, the most a player may: try later.");
        }
    }
    return claimed.code;
}

// The other player of a pairing of seeks: his seat at the table, named for him.
struct PairedPlayer {
    int seat = 1;
    std::string name;
};

// Whether a seek's every field is one the server plays (the form's, or anyone's typing): the
// game known, of two seats with its own options, the clock read as --clock reads it, the seat
// and the range sane. Empty when so, else why not.
std::string seek_problem(const TableChoice& choice) {
    const GameInfo* info = find_game(choice.game);
    if (!info) return "there is no game " + clean_people_text(choice.game, 20);
    const auto session = Session::start(*info, "", info->default_options());
    if (!session) return session.error();
    if (session->seats().size() != 2) return "seeks are for games of two players";
    if (!choice.clock.empty()) {
        const auto spec = net::ClockSpec::parse(choice.clock);
        if (!spec) return spec.error();
        if (spec->days > 0)  // a pairing sits both at a table now
            return "a seek is for a game now: a correspondence game invites its player";
    }
    if (choice.seat < -1 || choice.seat > 1) return "a seek's seat is the first, second or either";
    if (choice.rating_range < 0 || choice.rating_range > store::widest_seek_range)
        return "a seek's rating range is 0 (any) to " + std::to_string(store::widest_seek_range);
    return {};
}

// The setup of the table the form chose at `code`, run by the server's account, which names
// its players (the lobby's, as the forced command made them): the host, and the other player of
// a pairing.
Result<net::TableSetup> server_table_setup(const TableChoice& choice, const store::Player& host,
                                           const std::filesystem::path& database,
                                           const std::string& code,
                                           const std::optional<PairedPlayer>& paired = {}) {
    const GameInfo* info = find_game(choice.game);
    if (!info) return fail("there is no game " + choice.game);
    auto session = Session::start(*info, "", chosen_options(*info, choice));
    if (!session) return fail(session.error());
    if (choice.series > 0) session.value().start_series(choice.series);
    const uid_t account = ::getuid();
    const bool correspondence = is_correspondence(choice);
    std::vector<net::SeatRecord> seats(session->seats().size());
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        if (int(seat) == choice.seat || (paired && int(seat) == paired->seat)) {
            seats[seat].token = net::new_token();
            seats[seat].uid = account;
            seats[seat].name = int(seat) == choice.seat ? host.name : paired->name;
        } else if (choice.opponent == TableChoice::Opponent::Computer) {
            seats[seat].computer_level = choice.level;
        } else if (correspondence && choice.opponent == TableChoice::Opponent::Invite) {
            // A correspondence game waits for its invitee's move from the start.
            seats[seat].uid = account;
            seats[seat].name = choice.invitee;
        }
    }
    net::TableAccess access;
    access.host = {account, host.name};
    access.players_named_by = account;
    access.server_database = std::filesystem::absolute(database).string();
    access.rated = choice.rated && choice.opponent != TableChoice::Opponent::Computer;
    access.open_seats = choice.opponent == TableChoice::Opponent::Anyone;
    access.watchers = choice.anyone_watches ? net::WatchPolicy::Anyone : net::WatchPolicy::Invited;
    if (choice.opponent == TableChoice::Opponent::Invite)
        access.invited.push_back({account, choice.invitee});
    net::TableSetup setup{.code = code,
                          .session = std::move(session).value(),
                          .seats = std::move(seats),
                          .access = std::move(access),
                          .record_path = net::table_record_path(code),
                          .socket_path = net::table_socket_path(code),
                          .database_path = database};
    if (setup.session.game().arrange)  // everyone arranges at his own screen, unseen
        setup.arrangement.emplace(setup.session.game(), setup.session.match().position());
    if (!choice.clock.empty() && !correspondence) {
        const auto spec = net::ClockSpec::parse(choice.clock);
        if (!spec) return fail(spec.error());
        setup.clock = net::TableClock(*spec, setup.seats.size());
    }
    return setup;
}

// The table of a tournament's game, as the lobby of its player `player_id` opens it: his seat,
// the tournament's game, clock and rating, and opposite him the other player (named at his
// seat, and invited so the table lets him in) or the computer at its level.
struct TournamentTable {
    TableChoice choice;
    std::optional<PairedPlayer> paired = std::nullopt;
    std::string opponent = {};
    std::int64_t opponent_id = 0;  // 0: the computer
};
TournamentTable tournament_table(const store::TournamentGameToOpen& to_open,
                                 std::int64_t player_id) {
    const store::TournamentGame& game = to_open.game;
    const store::TournamentSpec& spec = to_open.tournament.spec;
    const bool first = game.first_player == player_id;
    TournamentTable table{.choice = {.game = spec.game, .seat = first ? 0 : 1, .clock = spec.clock},
                          .paired = std::nullopt,
                          .opponent = first ? game.second_name : game.first_name,
                          .opponent_id = first ? game.second_player : game.first_player};
    table.choice.rated = spec.rated;
    if (table.opponent_id == 0) {
        table.choice.opponent = TableChoice::Opponent::Computer;
        table.choice.level = spec.computer_level;
    } else {
        table.choice.opponent = TableChoice::Opponent::Invite;
        table.choice.invitee = table.opponent;
        table.paired = PairedPlayer{first ? 1 : 0, table.opponent};
    }
    return table;
}

// Opens the table the form chose at `code`, in a process of its own.
Result<bool> open_server_table(const TableChoice& choice, const store::Player& host,
                               const std::filesystem::path& database, const std::string& code,
                               const std::optional<PairedPlayer>& paired = {}) {
    if (const auto directory = net::check_table_directory(true); !directory)
        return fail(directory.error());
    auto setup = server_table_setup(choice, host, database, code, paired);
    if (!setup) return fail(setup.error());
    if (const auto failed = net::start_table_process(std::move(setup).value()))
        return fail(*failed);
    return true;
}

// Makes the correspondence game the form chose, counted and claimed in one transaction with
// the player's and the server's correspondence games (and an invitation's pace): its code.
Result<std::string> make_correspondence(store::Database& database, const TableChoice& choice,
                                        const store::Player& host,
                                        const store::ServerSettings& limits,
                                        const std::filesystem::path& database_path) {
    const auto spec = net::ClockSpec::parse(choice.clock);
    if (!spec || spec->days == 0) return fail("a correspondence game's clock is days a move (3d)");
    if (choice.opponent == TableChoice::Opponent::Computer)
        return fail("the computer plays no correspondence game: it answers at once");
    if (choice.opponent == TableChoice::Opponent::Invite) {
        const auto invitee = database.accounts().player_named(choice.invitee);
        if (!invitee) return fail("there is no player " + clean_people_text(choice.invitee, 20));
        if (invitee->id == host.id) return fail("you cannot invite yourself");
        if (database.accounts().blocks(invitee->name, host.name))
            return fail(invitee->name + " takes no invitation from you.");
        const auto paced = database.accounts().claim_paced_action(host.id, "invitation",
                                                                  limits.invitations_per_hour);
        if (!paced || !*paced)
            return fail(!paced ? paced.error()
                               : "You have sent " + std::to_string(limits.invitations_per_hour) +
                                     " invitations this hour, the most a player may: try later.");
    }
    for (int tried = 0; tried < 5; ++tried) {  // a code another game holds: another
        const std::string code = unused_table_code(database);
        TableChoice named = choice;
        if (choice.opponent == TableChoice::Opponent::Invite)
            named.invitee = database.accounts().player_named(choice.invitee)->name;
        auto setup = server_table_setup(named, host, database_path, code);
        if (!setup) return fail(setup.error());
        const auto made = database.correspondence().create(
            correspondence_row(*setup, spec->days), limits.correspondence_per_player,
            limits.most_correspondence, std::int64_t(std::time(nullptr)));
        if (!made) return fail(made.error());
        if (*made) return code;
    }
    return fail("no game code was free: try again");
}

// The client's address as sshd put it in the connection's environment (SSH_CONNECTION: address,
// port, the server's address, port), which the client cannot set; "" when it is not there.
std::string client_address() {
    const char* connection = std::getenv("SSH_CONNECTION");
    if (!connection) return {};
    std::string address(connection);
    address = address.substr(0, address.find(' '));
    // A link-local IPv6 address has its zone ("fe80::1%eth0").
    const bool plausible = !address.empty() && address.size() <= 64 &&
                           std::all_of(address.begin(), address.end(), [](char c) {
                               return std::isalnum(static_cast<unsigned char>(c)) || c == '.' ||
                                      c == ':' || c == '%' || c == '-' || c == '_';
                           });
    return plausible ? address : std::string{};
}

// The idle limit as the farewell says it: "30 minutes", "5 seconds".
std::string idle_text(std::chrono::milliseconds limit) {
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(limit).count();
    if (seconds % 60 != 0 || seconds == 0)
        return std::to_string(seconds) + (seconds == 1 ? " second" : " seconds");
    return std::to_string(seconds / 60) + (seconds == 60 ? " minute" : " minutes");
}

// Invitations and correspondence moves reach a player at a table too: news of an invitation
// to another table, or of a correspondence game become his move, each once (those waiting
// already when he sat down are in the lobby's list, first).
std::function<std::string()> invitations_news(const store::Database& database,
                                              const store::Player& player,
                                              const std::string& here) {
    // What waits for him now (invitations, correspondence games his move), and the news of the
    // first of them not in `heard` (its code in `reported`).
    const auto look = [&database, player, here](const std::vector<std::string>& heard,
                                                std::vector<std::string>& waiting,
                                                std::string& reported) {
        std::string news;
        for (const TableRow& row : lobby_rows(correspondence_rows(database, player.name),
                                              tables_now(database, player.name))) {
            const std::string& code = row.table.code;
            if (!(row.correspondence ? row.my_move : row.invites_me) || code == here) continue;
            waiting.push_back(code);
            if (!news.empty() || std::find(heard.begin(), heard.end(), code) != heard.end())
                continue;
            reported = code;
            news = row.correspondence
                       ? "Your move in " + clean_people_text(row.table.game, 20) +
                             " (correspondence game " + code +
                             "): leave this table (q) and Enter opens it from the lobby"
                       : clean_people_text(row.table.host, 20) + " invites you to " +
                             clean_people_text(row.table.game, 20) + " at table " + code +
                             ": leave this table (q) and sit there from the lobby";
        }
        return news;
    };
    auto heard = std::make_shared<std::vector<std::string>>();
    std::string unused;
    look({}, *heard, unused);  // what waits already is no news
    return [look, heard] {
        std::vector<std::string> waiting;
        std::string reported;
        const std::string news = look(*heard, waiting, reported);
        // Heard: what still waits and was heard of, and this news; a game that waits no more
        // is forgotten, so its next move is news again.
        std::erase_if(*heard, [&](const std::string& code) {
            return std::find(waiting.begin(), waiting.end(), code) == waiting.end();
        });
        if (!reported.empty()) heard->push_back(reported);
        return news;
    };
}

// What the computer's review costs a player: one of his reviews this hour, or why not.
std::function<std::string()> review_allowance(store::Database& database,
                                              const store::Player& player,
                                              const store::ServerSettings& limits) {
    return [&database, player, limits] {
        const auto claimed =
            database.accounts().claim_paced_action(player.id, "review", limits.reviews_per_hour);
        if (claimed.ok() && *claimed) return std::string{};
        return "The computer has reviewed " + std::to_string(limits.reviews_per_hour) +
               " games for you this hour, the most it may: the replay only, for now";
    };
}

// Plays at the server's table `code` as `player` until he leaves it: the exit status of the
// game (128 and more: hung up), or 0 with the reason in the lobby's note.
int play_at_server_table(store::Database& database, const std::string& code,
                         net::Attendance attendance, const store::Player& player,
                         const store::ServerSettings& limits, const LobbyOptions& options,
                         std::chrono::milliseconds idle_limit, LobbyState& state,
                         const std::string& greeting) {
    auto client = net::TableClient::connect(
        code, {.socket = net::table_socket_path(code), .forwarded = false, .player = player.name},
        attendance, std::chrono::seconds(5), {}, false);
    if (!client) {
        state.note = "Table " + client.error();
        return 0;
    }
    for (const std::string& blocked : database.accounts().blocked_by(player.id))
        (*client)->mute(blocked, true);  // a blocked player's chat is never heard
    PresenceKeeper present(options.database_path, state.visit, player.id, "table " + code,
                           limits.sessions_per_player);
    ui::AppOptions app_options;
    app_options.mode = Mode::HumanVsHuman;
    app_options.offer_resume = false;
    app_options.writes_files = false;  // every player shares the account's files
    app_options.greeting = greeting;
    app_options.bell = state.bell;
    app_options.outside_news = invitations_news(database, player, code);
    app_options.says_farewell = false;
    std::string farewell;
    app_options.hears_farewell = [&farewell](const std::string& said) { farewell = said; };
    app_options.idle_limit = idle_limit;
    app_options.review_allowance = review_allowance(database, player, limits);
    const int status = ui::run_table_app(std::move(client).value(), app_options);
    // Why the table sent him back, when it did ("alice closed the table").
    const std::string ended = "boardgames: table " + code + ": ";
    state.note = farewell.starts_with(ended)
                     ? "Table " + code + ": " + farewell.substr(ended.size()) + "."
                     : "Back from table " + code + ".";
    state.chosen_code = code;  // the table left is the one chosen
    return status;
}

// Shows the archived game `id` on the board, to replay it: the game's exit status.
int replay(store::Database& database, std::int64_t id, const Visitor& visitor,
           const LobbyOptions& options, std::chrono::milliseconds idle_limit, LobbyState& state) {
    const auto kept = database.archive().game(id);
    const auto record = kept ? read_record(kept->record) : Result<GameRecord>(fail("it is gone"));
    auto session = record ? Session::from_record(*record) : Result<Session>(fail(record.error()));
    if (!session) {
        state.note = "Game " + std::to_string(id) + " cannot be shown: " + session.error();
        return 0;
    }
    PresenceKeeper present(options.database_path, state.visit, visitor.player->id, "archive",
                           visitor.limits.sessions_per_player);
    ui::AppOptions app_options;
    app_options.arrange = false;
    app_options.offer_resume = false;
    app_options.writes_files = false;  // every player shares the account's files
    app_options.idle_limit = idle_limit;
    app_options.review_allowance = review_allowance(database, *visitor.player, visitor.limits);
    app_options.greeting = "Game " + std::to_string(id) +
                           ": p replays it with the computer's review, q goes back to the lobby";
    return ui::run_archived_app(std::move(session).value(), "Game " + std::to_string(id),
                                record->result, app_options);
}

}  // namespace

std::filesystem::path banned_keys_path(const std::filesystem::path& database) {
    return database.parent_path() / "banned-keys";
}

bool key_is_banned(const std::filesystem::path& database, const std::string& fingerprint) {
    const std::filesystem::path path = banned_keys_path(database);
    std::ifstream listed(path);
    std::error_code error;
    // There but unreadable: nobody comes in, rather than the banned with everyone.
    if (!listed && std::filesystem::exists(path, error)) return true;
    for (std::string line; std::getline(listed, line);)
        if (line == fingerprint) return true;
    return false;
}

std::string authorized_key_line(const std::string& key_type, const std::string& key_base64,
                                const std::string& fingerprint, const std::string& program,
                                const std::string& database) {
    if (!made_of(key_type, "-@.") || !made_of(key_base64, "+/=") ||
        !store::valid_fingerprint(fingerprint) || !made_of(program, "/-_.") ||
        !made_of(database, "/-_."))
        return {};
    return "restrict,pty,command=\"" + program + " lobby --ssh-key " + fingerprint + " --data " +
           database + "\" " + key_type + " " + key_base64;
}

namespace {

// The lobby's database and what the player chose there, carried out until he leaves.
class LobbyVisit {
  public:
    LobbyVisit(const LobbyOptions& options, std::unique_ptr<store::Database> database,
               const store::ServerSettings& limits)
        : options_(options),
          database_(std::move(database)),
          visitor_{options.ssh_key,
                   store::network_of(client_address(), limits.ipv4_network_bits,
                                     limits.ipv6_network_bits),
                   database_->accounts().player_by_key(options.ssh_key), limits},
          idle_limit_(options.idle_limit.value_or(std::chrono::minutes(limits.idle_minutes))) {
        state_.visit = net::new_token();
        if (visitor_.player) state_.note = "Welcome back, " + visitor_.player->name + ".";
    }
    // The lobby's presence goes with it, however it ends.
    ~LobbyVisit() {
        if (database_) database_->presence().mark_absent(state_.visit);
    }
    LobbyVisit(const LobbyVisit&) = delete;
    LobbyVisit& operator=(const LobbyVisit&) = delete;

    // Why the player is banned, if he is now.
    std::optional<std::string> ban() const {
        if (!database_ || !visitor_.player) return std::nullopt;
        return database_->accounts().ban_of(visitor_.player->id);
    }

    // The lobby's screens, then what was chosen there, in turn: the exit status.
    int run() {
        while (true) {
            LobbyAction action;
            {
                ui::Terminal terminal;
                action = run_lobby_screens(terminal, *database_, visitor_, state_, idle_limit_);
                if (terminal.caught_signal() != 0) return 128 + terminal.caught_signal();
            }
            if (const auto status = carry_out(action)) return *status;
        }
    }

  private:
    // The exit status once the lobby ends with `action`; nothing: back to the lobby.
    std::optional<int> carry_out(const LobbyAction& action) {
        int status = 0;
        switch (action.kind) {
            case LobbyAction::Kind::Leave:
                return 0;
            case LobbyAction::Kind::TimedOut:
                std::fprintf(stderr, "boardgames: the lobby closed after %s untouched\n",
                             idle_text(idle_limit_).c_str());
                return 0;
            case LobbyAction::Kind::Refused:
                std::fprintf(stderr, "boardgames: %s\n", action.reason.c_str());
                return 1;
            case LobbyAction::Kind::Open:
                return open_table(action.table);
            case LobbyAction::Kind::Seek:
            case LobbyAction::Kind::TakeSeek:
                return seek_game(action);
            case LobbyAction::Kind::Join:
            case LobbyAction::Kind::Watch:
                status = play_at_server_table(*database_, action.code,
                                              action.kind == LobbyAction::Kind::Join
                                                  ? net::Attendance::Join
                                                  : net::Attendance::Watch,
                                              *visitor_.player, visitor_.limits, options_,
                                              idle_limit_, state_, action.greeting);
                break;
            case LobbyAction::Kind::Replay:
                status =
                    replay(*database_, action.game_id, visitor_, options_, idle_limit_, state_);
                break;
            case LobbyAction::Kind::Correspondence:
                return play_correspondence(action.code, "");
            case LobbyAction::Kind::TournamentGame:
                return play_tournament_game(action.tournament_game);
        }
        return after_game(status);
    }

    // The exit status once a game's screens ended with `status`; nothing: back to the lobby.
    std::optional<int> after_game(int status) const {
        if (status == ui::exit_timed_out) {  // left untouched there: the session ends
            std::fprintf(stderr, "boardgames: the session closed after %s untouched\n",
                         idle_text(idle_limit_).c_str());
            return 0;
        }
        if (status >= 128) return status;  // hung up or stopped: the lobby ends too
        return std::nullopt;
    }

    // What the host is told of his invitation: whether the invitee will see it now.
    std::string invited_text(const std::string& invitee) const {
        const auto here = database_->presence().people(store::Presence::fresh_visit);
        const bool present = std::any_of(here.begin(), here.end(), [&](const auto& person) {
            return same_name(person.name, invitee);
        });
        return present
                   ? invitee + " is invited (the lobby tells him)"
                   : invitee + " is invited, but not here now: his lobby shows it when he comes";
    }

    // Closes the lobby's database connection while `fork_something` runs (an SQLite connection
    // must not cross a fork), and opens it again: false when it cannot be.
    template <typename Forking>
    bool with_database_closed(Forking fork_something) {
        database_.reset();
        fork_something();
        auto reopened = store::Database::open(options_.database_path);
        if (!reopened) {
            std::fprintf(stderr, "boardgames: %s\n", reopened.error().c_str());
            return false;
        }
        database_ = std::move(reopened).value();
        return true;
    }

    // Opens the correspondence game `code` (its table started unless it is open) and sits
    // there: nothing (back to the lobby, the next game waiting for his move chosen), or the
    // exit status.
    std::optional<int> play_correspondence(const std::string& code, std::string greeting) {
        const auto game = database_->correspondence().find(code);
        if (!game || !game->forfeit.empty()) {
            state_.note = "Game " + code + " is over: the archive has it.";
            return std::nullopt;
        }
        Result<bool> served = false;
        if (!with_database_closed(
                [&] { served = serve_correspondence(*game, options_.database_path); }))
            return 2;
        if (!served) {
            state_.note = served.error();
            return std::nullopt;
        }
        if (greeting.empty()) {
            greeting = "Correspondence game " + code + ", " + std::to_string(game->days) +
                       (game->days == 1 ? " day a move" : " days a move");
            const std::string due = due_text(game->deadline, std::int64_t(std::time(nullptr)));
            if (!due.empty())
                greeting += same_name(game->to_move, visitor_.player->name)
                                ? ": your move, " + due
                                : ": " + clean_people_text(game->to_move, 20) + "'s move, " + due;
        }
        const int status =
            play_at_server_table(*database_, code, net::Attendance::Join, *visitor_.player,
                                 visitor_.limits, options_, idle_limit_, state_, greeting);
        state_.chosen_code.clear();  // Enter opens the next game waiting for his move
        state_.chosen_table = 0;
        return after_game(status);
    }

    // Opens the table the form chose and sits there: nothing (back to the lobby), or the exit
    // status.
    std::optional<int> open_table(const TableChoice& choice) {
        const store::Player& player = *visitor_.player;
        if (is_correspondence(choice)) {
            const auto made = make_correspondence(*database_, choice, player, visitor_.limits,
                                                  options_.database_path);
            if (!made) {
                state_.note = made.error();
                return std::nullopt;
            }
            database_->audit().record(
                player.name, "made correspondence game " + *made + " (" + choice.game + ")");
            return play_correspondence(
                *made, "Correspondence game " + *made + " is made: " +
                           (choice.opponent == TableChoice::Opponent::Invite
                                ? choice.invitee + " sees it in his lobby"
                                : std::string("anyone may take its seat from the lobby")));
        }
        const auto claimed = claim_table(*database_, choice, player, visitor_.limits);
        if (!claimed) {
            state_.note = claimed.error();
            return std::nullopt;
        }
        const std::string code = *claimed;
        const auto opened = start_table(choice, code, std::nullopt);
        if (!opened) return 2;
        if (!*opened) {
            database_->listing().unlist(code);  // the room claimed goes back
            state_.note = "The table could not open: " + opened->error();
            return std::nullopt;
        }
        database_->audit().record(player.name, "opened table " + code + " (" + choice.game + ")");
        std::string greeting = "Table " + code + " is open: ";
        greeting += choice.opponent == TableChoice::Opponent::Invite ? invited_text(choice.invitee)
                    : choice.opponent == TableChoice::Opponent::Anyone
                        ? "anyone in the lobby may sit"
                        : "you play the computer";
        const int status =
            play_at_server_table(*database_, code, net::Attendance::Join, player, visitor_.limits,
                                 options_, idle_limit_, state_, greeting);
        return after_game(status);
    }

    // Starts the table's process at `code`: whether it opened (and why not); nothing when the
    // database cannot be opened again after it. An SQLite connection must not cross a fork:
    // the lobby's is closed while the table's process starts, and opened again.
    std::optional<Result<bool>> start_table(const TableChoice& choice, const std::string& code,
                                            const std::optional<PairedPlayer>& paired) {
        Result<bool> opened = false;
        if (!with_database_closed([&] {
                opened = open_server_table(choice, *visitor_.player, options_.database_path, code,
                                           paired);
            }))
            return std::nullopt;
        return opened;
    }

    // Seeks a game, or takes the seek chosen: paired, the table opens for both and he sits
    // there (the other player's lobby takes him there); else his seek waits (or why not).
    std::optional<int> seek_game(const LobbyAction& action) {
        const store::Player& player = *visitor_.player;
        const TableChoice& choice = action.table;
        if (const std::string problem = seek_problem(choice); !problem.empty()) {
            state_.note = "Not sought: " + problem + ".";
            return std::nullopt;
        }
        const store::Seek mine{.player_id = player.id,
                               .player = player.name,
                               .visit = state_.visit,
                               .game = choice.game,
                               .clock = choice.clock,
                               .rated = choice.rated,
                               .range = choice.rating_range,
                               .seat = choice.seat};
        const bool taking = action.kind == LobbyAction::Kind::TakeSeek;
        Result<store::SeekOutcome> outcome = fail("no table code was free: try again");
        store::PairingTable table{.tables_per_host = visitor_.limits.tables_per_player,
                                  .most_tables = visitor_.limits.most_tables};
        table.table.game = choice.game;
        table.table.host = player.name;
        table.table.last_move = std::int64_t(std::time(nullptr));
        for (int tried = 0; tried < 5; ++tried) {  // a code another row holds: another
            table.table.code = unused_table_code(*database_);
            outcome = taking
                          ? database_->seeks().take(action.seek_id, mine, table)
                          : database_->seeks().seek(mine, table, visitor_.limits.seeks_per_player);
            if (!outcome || !outcome->code_taken) break;
        }
        if (!outcome || outcome->code_taken) {
            state_.note = outcome ? "No table code was free: try again." : outcome.error();
            return std::nullopt;
        }
        if (!outcome->pairing) {
            state_.note = "Your seek waits: whoever seeks the same game and clock plays you.";
            state_.tab = LobbyState::Tab::Seeks;
            return std::nullopt;
        }
        return play_pairing(choice, *outcome->pairing, table.table.code, taking);
    }

    // Opens the table of a pairing with both players' seats named, tells the other player's
    // lobby, and sits there. A table that does not open gives the seeks back, both told why.
    std::optional<int> play_pairing(TableChoice choice, const store::Pairing& pairing,
                                    const std::string& code, bool taking) {
        const store::Player& player = *visitor_.player;
        const store::Seek& partner = pairing.partner;
        choice.seat = pairing.seat;
        // Invited too: the table lets him in as the host's invitee, to his named seat.
        choice.opponent = TableChoice::Opponent::Invite;
        choice.invitee = partner.player;
        choice.series = 0;
        const auto opened =
            start_table(choice, code, PairedPlayer{pairing.partner_seat, partner.player});
        if (!opened) return 2;
        if (!*opened) {
            database_->listing().unlist(code);  // the room claimed goes back, the seeks too
            database_->seeks().restore(partner);
            if (!taking) database_->seeks().restore(pairing.seeker);
            std::string note = "A pairing with ";
            note += player.name;
            note += " could not open a table (";
            note += opened->error();
            note += "): your seek waits.";
            database_->seeks().tell(partner.player_id, {.opponent = player.name, .note = note});
            state_.note = "The table could not open: " + opened->error();
            if (!taking) state_.note += " Your seek waits.";
            return std::nullopt;
        }
        const GameInfo* info = find_game(choice.game);
        const auto session = Session::start(*info, "", info->default_options());
        const auto seat_name = [&](int seat) {
            return session ? session->seat_name(seat) : std::to_string(seat + 1);
        };
        std::string told = "Paired with ";
        told += player.name;
        told += " by your seek: table ";
        told += code;
        told += ", you play ";
        told += seat_name(pairing.partner_seat);
        database_->seeks().tell(partner.player_id,
                                {.code = code, .opponent = player.name, .note = told});
        std::string event = "opened table ";
        event += code;
        event += " (";
        event += choice.game;
        event += ") for a pairing with ";
        event += partner.player;
        database_->audit().record(player.name, event);
        std::string greeting = "Paired with ";
        greeting += partner.player;
        greeting += taking ? " by taking the seek: table " : " by your seek: table ";
        greeting += code;
        greeting += ", you play ";
        greeting += seat_name(pairing.seat);
        const int status =
            play_at_server_table(*database_, code, net::Attendance::Join, player, visitor_.limits,
                                 options_, idle_limit_, state_, greeting);
        return after_game(status);
    }

    // Opens a game of a tournament he plays in, claimed once (another lobby may race for it):
    // a table with both players' seats named (or the computer's), the tournament's clock and
    // rating, and sits there, his opponent's lobby told to follow; or, of days a move, the
    // correspondence game, both told. Nothing (back to the lobby), or the exit status.
    std::optional<int> play_tournament_game(const store::TournamentGameToOpen& to_open) {
        const store::Player& player = *visitor_.player;
        const store::TournamentGame& game = to_open.game;
        const store::TournamentSpec& spec = to_open.tournament.spec;
        const TournamentTable table_of_game = tournament_table(to_open, player.id);
        const TableChoice& choice = table_of_game.choice;
        const std::optional<PairedPlayer>& paired = table_of_game.paired;
        const std::string& opponent = table_of_game.opponent;
        const std::int64_t opponent_id = table_of_game.opponent_id;
        std::string round = "Round ";
        round += std::to_string(game.round);
        round += " of ";
        round += clean_people_text(spec.name, store::tournament_name_most);
        const auto retry_later = [this](const std::string& why) {
            state_.note = "A tournament's game could not open: " + why;
            state_.tournament_games_after = std::int64_t(std::time(nullptr)) + 30;
            return std::nullopt;
        };
        const auto told = [&](const std::string& code, const std::string& against) {
            std::string text = round;
            text += is_correspondence(choice) ? ": your correspondence game against "
                                              : ": your game against ";
            text += clean_people_text(against, 20);
            text += is_correspondence(choice) ? " is game " : " at table ";
            text += code;
            return text;
        };
        const std::int64_t now = std::int64_t(std::time(nullptr));
        for (int tried = 0; tried < 5; ++tried) {  // a code another table holds: another
            const std::string code = unused_table_code(*database_);
            Result<store::GameClaim> claim = store::GameClaim::taken;
            if (is_correspondence(choice)) {
                const auto spec_days = net::ClockSpec::parse(choice.clock);
                auto setup =
                    server_table_setup(choice, player, options_.database_path, code, paired);
                if (!spec_days || !setup || opponent_id == 0)
                    return retry_later("its clock or game is not one a table plays");
                claim = database_->tournaments().claim_correspondence(
                    game, correspondence_row(*setup, spec_days->days),
                    visitor_.limits.most_correspondence, now);
            } else {
                const store::OpenTable table{
                    .code = code, .game = choice.game, .host = player.name, .last_move = now};
                claim =
                    database_->tournaments().claim_table(game, table, visitor_.limits.most_tables);
            }
            if (!claim) return retry_later(claim.error());
            if (*claim == store::GameClaim::taken) return std::nullopt;  // another lobby's
            if (*claim == store::GameClaim::code_taken) continue;
            database_->audit().record(player.name, "opened " + told(code, opponent));
            if (is_correspondence(choice)) {
                if (opponent_id != 0)
                    database_->seeks().tell(opponent_id, {.opponent = player.name,
                                                          .note = told(code, player.name) + "."});
                state_.note = told(code, opponent) + " (chosen: Enter opens it).";
                state_.chosen_code = code;
                return std::nullopt;
            }
            const auto opened = start_table(choice, code, paired);
            if (!opened) return 2;
            if (!*opened) {
                database_->tournaments().release_table(game, code);
                return retry_later(opened->error());
            }
            if (opponent_id != 0)
                database_->seeks().tell(
                    opponent_id,
                    {.code = code, .opponent = player.name, .note = told(code, player.name)});
            const int status = play_at_server_table(*database_, code, net::Attendance::Join, player,
                                                    visitor_.limits, options_, idle_limit_, state_,
                                                    told(code, opponent));
            return after_game(status);
        }
        return retry_later("no table code was free");
    }

    const LobbyOptions& options_;
    std::unique_ptr<store::Database> database_;
    Visitor visitor_;
    std::chrono::milliseconds idle_limit_;
    LobbyState state_;
};

// The session's share of the host, as the administrator set it: this process and the tables
// it starts (each counts its own CPU time and memory); the service account's processes all
// together. A CPU limit reached sends SIGXCPU, which ends the session as Ctrl-C does.
void limit_resources(const store::ServerSettings& limits) {
    const auto limit = [](int resource, rlim_t soft, rlim_t hard) {
        rlimit current{};
        if (::getrlimit(resource, &current) != 0) return;
        // Never above what the session was given.
        const rlimit wanted{std::min(soft, current.rlim_max), std::min(hard, current.rlim_max)};
        ::setrlimit(resource, &wanted);
    };
    const rlim_t bytes = rlim_t(limits.memory_mb) << 20;
#if !defined(__SANITIZE_ADDRESS__)  // AddressSanitizer's shadow memory takes terabytes of it
    limit(RLIMIT_AS, bytes, bytes);
#else
    (void)bytes;
#endif
    limit(RLIMIT_CPU, rlim_t(limits.cpu_seconds), rlim_t(limits.cpu_seconds) + 5);
    limit(RLIMIT_NOFILE, rlim_t(limits.open_files), rlim_t(limits.open_files));
    limit(RLIMIT_NPROC, rlim_t(limits.processes), rlim_t(limits.processes));
    limit(RLIMIT_CORE, 0, 0);
}

// The server's tables meet in a folder of the service account's own, beside its database
// (mode 0700: no other user of the host can take it first, or bind a table's code in it),
// unless sshd's SetEnv names another.
Result<bool> use_server_tables_folder(const std::filesystem::path& database) {
    if (const char* chosen = std::getenv("BOARDGAMES_TABLES"); chosen && *chosen) return true;
    const std::filesystem::path folder =
        std::filesystem::absolute(database).parent_path() / "tables";
    if (::mkdir(folder.c_str(), 0700) != 0 && errno != EEXIST)
        return fail("cannot make " + folder.string() + ": " + std::strerror(errno));
    ::setenv("BOARDGAMES_TABLES", folder.c_str(), 1);
    return true;
}

}  // namespace

namespace {

// The visit's key, known and not banned, is seen now: nothing, or the exit status (1 banned).
std::optional<int> admit(store::Database& database, const std::string& ssh_key) {
    const auto player = database.accounts().player_by_key(ssh_key);
    if (!player) return std::nullopt;  // a new key: it names itself first
    if (const auto ban = database.accounts().ban_of(player->id)) {
        std::fprintf(stderr, "boardgames: %s is banned from this server: %s\n",
                     player->name.c_str(), ban->c_str());
        return 1;
    }
    database.accounts().mark_seen(player->id);
    return std::nullopt;
}

// The visit from its first screen to its end: the exit status.
int visit_lobby(const LobbyOptions& options, std::unique_ptr<store::Database> database,
                const store::ServerSettings& limits) {
    try {
        LobbyVisit visit(options, std::move(database), limits);
        const int status = visit.run();
        const auto ban = status == 128 + SIGTERM ? visit.ban() : std::nullopt;
        if (ban) {  // banned meanwhile, and so stopped at a table or in the archive
            std::fprintf(stderr, "boardgames: you are banned from this server: %s\n", ban->c_str());
            return 1;
        }
        return status;
    } catch (const ui::TerminalUnusable& unusable) {
        std::fprintf(stderr, "boardgames: %s\n", unusable.reason.c_str());
        return 2;
    }
}

}  // namespace

int run_lobby(const LobbyOptions& options) {
    // Nothing of the client's environment chooses a file this program writes.
    ::unsetenv("BOARDGAMES_TIMING");
    if (!store::valid_fingerprint(options.ssh_key)) {
        std::fprintf(stderr, "boardgames: lobby: '%s' is not an SSH key fingerprint\n",
                     clean_people_text(options.ssh_key, 100).c_str());
        return 2;
    }
    if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
        std::fprintf(stderr, "boardgames: the lobby needs a terminal (ssh -t)\n");
        return 2;
    }
    auto opened = store::Database::open(options.database_path);
    if (!opened) {
        std::fprintf(stderr, "boardgames: %s\n", opened.error().c_str());
        return 2;
    }
    const store::ServerSettings limits = (*opened)->settings().read();
    limit_resources(limits);
    if (const auto tables = use_server_tables_folder(options.database_path); !tables) {
        std::fprintf(stderr, "boardgames: %s\n", tables.error().c_str());
        return 2;
    }
    if (const auto refused = admit(**opened, options.ssh_key)) return *refused;
    return visit_lobby(options, std::move(opened).value(), limits);
}

}  // namespace boardgames::lobby
