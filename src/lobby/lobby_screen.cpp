#include "lobby/lobby_screen.hpp"

#include <curses.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <utility>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "lobby/lobby_tables.hpp"
#include "session.hpp"
#include "text_wrap.hpp"
#include "ui/keys.hpp"

namespace boardgames::lobby {

std::vector<int> chosen_options(const GameInfo& info, const TableChoice& choice) {
    std::vector<int> values = info.default_options();
    if (const int players = info.option_index("players"); players >= 0 && choice.players > 0)
        values[std::size_t(players)] = choice.players;
    return values;
}

namespace {

using Clock = std::chrono::steady_clock;
// Tables silent this long are gone (one killed cannot say so); people likewise.
constexpr std::chrono::seconds fresh_listing{60};
constexpr std::chrono::seconds presence_interval{10};
constexpr int key_tab = '\t';

void put(int y, int x, const std::string& text, int attribute = 0) {
    if (y < 0 || y >= LINES || x >= COLS) return;
    attrset(attribute);
    mvaddstr(y, x, cut_to_width(text, COLS - x).c_str());
    attrset(A_NORMAL);
}

void title(const ui::Terminal& terminal, const std::string& left, const std::string& right) {
    std::string bar = " boardgames: " + left;
    const int gap = COLS - display_width(bar) - display_width(right) - 1;
    bar.append(std::size_t(std::max(gap, 1)), ' ');
    bar += right;
    bar += ' ';
    put(0, 0, bar, terminal.attribute(ui::Role::Title));
}

// A line of keys, each also a place to click.
class KeyBar {
  public:
    void add(int key, const std::string& label) { items_.push_back({key, label, 0, 0}); }
    void draw(const ui::Terminal& terminal, int y) {
        int x = 0;
        for (Item& item : items_) {
            item.from = x;
            item.to = x + display_width(item.label);
            put(y, x, item.label, terminal.attribute(ui::Role::Hint));
            x = item.to + 2;
        }
    }
    // The key of the item at column x, or 0.
    int key_at(int x) const {
        for (const Item& item : items_)
            if (x >= item.from && x < item.to) return item.key;
        return 0;
    }

  private:
    struct Item {
        int key;
        std::string label;
        int from, to;
    };
    std::vector<Item> items_;
};

bool is_name_character(int key) {
    return (key >= 'a' && key <= 'z') || (key >= 'A' && key <= 'Z') || (key >= '0' && key <= '9') ||
           key == '-' || key == '_';
}

// Esc alone; or the start of what a terminal sends for a key these screens have no use for
// (Home: ESC [ 1 ~; Alt+b: ESC b), whose rest is swallowed so that none of it acts.
bool lone_escape(ui::Terminal& terminal) {
    ui::Event next = terminal.next_event(30);
    if (next.kind != ui::Event::Kind::Key) return next.kind == ui::Event::Kind::None;
    if (next.key != '[' && next.key != 'O') return false;
    for (int i = 0; i < 16; ++i) {
        next = terminal.next_event(30);
        if (next.kind != ui::Event::Kind::Key || (next.key >= 0x40 && next.key <= 0x7e)) break;
    }
    return false;
}

std::int64_t unix_now() {
    return std::int64_t(std::time(nullptr));
}

// The form that opens a table: the game, the host's seat, and who may sit opposite (anyone
// here, a player invited, or the computer). True once the player chose to open it.
bool open_table_form(ui::Terminal& terminal, store::Database& database, const store::Player& player,
                     TableChoice& choice) {
    const auto& games = registered_games();
    std::size_t game_index = 0;
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i].name == choice.game) game_index = i;
    enum Field {
        GameField,
        PlayersField,
        SeatField,
        OpponentField,
        DetailField,
        RatedField,
        ClockField,
        SeriesField,
        OpenField,
        FieldCount
    };
    // The clocks offered ("": none), as --clock writes them.
    const std::vector<std::string> clocks{"", "1+0", "3+2", "5+3", "10+5", "15+10", "30s"};
    int field = GameField;
    std::string problem;
    const int top = 3;
    while (true) {
        const GameInfo& info = games[game_index];
        choice.game = std::string(info.name);
        const int players_option = info.option_index("players");
        if (players_option < 0) choice.players = 0;
        auto session = Session::start(info, "", chosen_options(info, choice));
        std::vector<std::string> seat_names;
        if (session)
            for (int seat = 0; seat < int(session->seats().size()); ++seat)
                seat_names.push_back(session->seat_name(seat));
        if (seat_names.empty()) seat_names.push_back("-");
        choice.seat = std::clamp(choice.seat, 0, int(seat_names.size()) - 1);
        const std::string opponents[] = {"anyone here may sit", "a player you invite",
                                         "the computer"};
        const std::string detail =
            choice.opponent == TableChoice::Opponent::Invite
                ? "Invite:       " + choice.invitee + "_  (a player's name)"
            : choice.opponent == TableChoice::Opponent::Computer
                ? "Level:     < " + std::to_string(choice.level) + " >  (1 beginner, 5 strongest)"
                : "";
        const std::string lines[] = {
            "Game:      < " + std::string(info.name) + " >",
            players_option < 0
                ? ""
                : "Players:   < " +
                      std::to_string(chosen_options(info, choice)[std::size_t(players_option)]) +
                      " >  (" + std::string(info.options[std::size_t(players_option)].summary) +
                      ")",
            "Your seat: < " + seat_names[std::size_t(choice.seat)] + " >" +
                (choice.seat == 0 ? "  (the first seat)" : ""),
            "Opposite:  < " + opponents[int(choice.opponent)] + " >",
            detail,
            choice.opponent == TableChoice::Opponent::Computer
                ? ""
                : std::string("Rated:     < ") + (choice.rated ? "yes" : "no") +
                      (choice.rated ? " >  (the result moves every player's rating)"
                                    : " >  (no rating moves)"),
            "Clock:     < " + (choice.clock.empty() ? std::string("none") : choice.clock) + " >" +
                (choice.clock.empty()         ? ""
                 : choice.clock.back() == 's' ? "  (seconds a move)"
                                              : "  (minutes each + seconds a move)"),
            choice.series == 0 ? std::string("Series:    < one game >")
                               : "Series:    < first to " + std::to_string(choice.series) +
                                     " >  (n after each game: the next, sides swapped)",
            "[ Open the table ]",
        };
        erase();
        title(terminal, "open a table", "you are " + player.name);
        put(1, 2, "Choose with the arrows (or click); Enter opens the table, Esc goes back.");
        for (int i = 0; i < FieldCount; ++i)
            put(top + 2 * i, 4, lines[i], i == field ? A_REVERSE : (i == OpenField ? A_BOLD : 0));
        if (!problem.empty())
            put(top + 2 * FieldCount, 4, problem, terminal.attribute(ui::Role::Error));
        KeyBar keys;
        keys.add('\n', "Enter open");
        keys.add(ui::key_escape, "Esc back");
        keys.draw(terminal, LINES - 1);
        refresh();
        const ui::Event event = terminal.next_event(-1);
        if (event.kind == ui::Event::Kind::Signal) return false;
        int key = 0, step = 0;
        if (event.kind == ui::Event::Kind::Click) {
            if (event.y == LINES - 1) {
                key = keys.key_at(event.x);
            } else if ((event.y - top) % 2 == 0 && (event.y - top) / 2 < FieldCount &&
                       event.y >= top) {
                field = (event.y - top) / 2;
                if (field == OpenField) key = '\n';
                // A click left of a value's middle steps back, right of it forward.
                else
                    step = event.x < 4 + display_width(lines[field]) / 2 ? -1 : 1;
            }
        } else if (event.kind == ui::Event::Kind::Key) {
            key = event.key;
        } else {
            continue;
        }
        if (key == ui::key_escape &&
            (event.kind == ui::Event::Kind::Click || lone_escape(terminal)))
            return false;
        if (key == ui::key_escape) continue;
        if (key == KEY_UP) field = (field + FieldCount - 1) % FieldCount;
        if (key == KEY_DOWN || key == key_tab) field = (field + 1) % FieldCount;
        // Past the lines this choice of opponent does not have.
        while ((field == DetailField && choice.opponent == TableChoice::Opponent::Anyone) ||
               (field == PlayersField && players_option < 0) ||
               (field == RatedField && choice.opponent == TableChoice::Opponent::Computer))
            field = (field + (key == KEY_UP ? FieldCount - 1 : 1)) % FieldCount;
        if (key == KEY_LEFT) step = -1;
        if (key == KEY_RIGHT) step = 1;
        if (field == DetailField && choice.opponent == TableChoice::Opponent::Invite &&
            event.kind == ui::Event::Kind::Key) {
            if (ui::is_backspace(key) && !choice.invitee.empty()) choice.invitee.pop_back();
            if (is_name_character(key) && choice.invitee.size() < 20) choice.invitee += char(key);
        }
        if (step != 0) {
            problem.clear();
            switch (field) {
                case GameField:
                    game_index = (game_index + games.size() + std::size_t(step)) % games.size();
                    break;
                case PlayersField: {
                    const GameOption& option = info.options[std::size_t(players_option)];
                    choice.players = stepped_option(
                        option, chosen_options(info, choice)[std::size_t(players_option)], step);
                    break;
                }
                case SeatField:
                    choice.seat =
                        (choice.seat + int(seat_names.size()) + step) % int(seat_names.size());
                    break;
                case OpponentField:
                    choice.opponent = TableChoice::Opponent((int(choice.opponent) + 3 + step) % 3);
                    break;
                case DetailField:
                    if (choice.opponent == TableChoice::Opponent::Computer)
                        choice.level = std::clamp(choice.level + step, 1, 5);
                    break;
                case RatedField:
                    choice.rated = !choice.rated;
                    break;
                case SeriesField:
                    choice.series = (choice.series + 6 + step) % 6;  // one game, first to 1-5
                    if (choice.series == 1) choice.series += step > 0 ? 1 : -1;
                    choice.series = (choice.series + 6) % 6;
                    break;
                case ClockField: {
                    const auto at = std::find(clocks.begin(), clocks.end(), choice.clock);
                    const long index = at == clocks.end() ? 0 : long(at - clocks.begin());
                    choice.clock = clocks[std::size_t((index + long(clocks.size()) + step) %
                                                      long(clocks.size()))];
                    break;
                }
                default:
                    break;
            }
        }
        if (!ui::is_enter(key)) continue;
        if (choice.opponent == TableChoice::Opponent::Invite) {
            const auto invited = database.player_named(choice.invitee);
            if (!invited) {
                problem = choice.invitee.empty()
                              ? "Type the name of the player you invite."
                              : "No player here is called " + choice.invitee + ".";
                field = DetailField;
                continue;
            }
            if (invited->id == player.id) {
                problem = "Invite someone else: you sit at the table anyway.";
                field = DetailField;
                continue;
            }
            choice.invitee = invited->name;  // as he wrote it
        }
        return true;
    }
}

// A name typed at the bottom of the screen (a filter); nothing when Esc.
std::optional<std::string> ask_line(ui::Terminal& terminal, const std::string& prompt,
                                    std::string typed) {
    while (true) {
        move(LINES - 2, 0);
        clrtoeol();
        put(LINES - 2, 0, prompt + typed + "_", A_BOLD);
        refresh();
        const ui::Event event = terminal.next_event(-1);
        if (event.kind == ui::Event::Kind::Signal) return std::nullopt;
        if (event.kind != ui::Event::Kind::Key) continue;
        if (event.key == ui::key_escape) {
            if (lone_escape(terminal)) return std::nullopt;
            continue;
        }
        if (ui::is_enter(event.key)) return typed;
        if (ui::is_backspace(event.key) && !typed.empty()) typed.pop_back();
        if (is_name_character(event.key) && typed.size() < 20) typed += char(event.key);
    }
}

}  // namespace

std::optional<store::Player> choose_name(ui::Terminal& terminal, store::Database& database,
                                         const std::string& fingerprint,
                                         const std::string& source) {
    std::string typed, problem;
    int wrong_codes = 0;
    while (true) {
        erase();
        title(terminal, "the lobby", "a new key");
        put(2, 2, "Welcome. This SSH key is new here: choose the name others will see.", A_BOLD);
        put(3, 2, "2 to 20 letters, digits, - or _, a letter first. Esc leaves.");
        put(4, 2, "A key of a player already? Type the code K gave in a session of his.");
        put(6, 2, "Name: " + typed + "_", A_BOLD);
        if (!problem.empty()) put(8, 2, problem, terminal.attribute(ui::Role::Error));
        put(LINES - 1, 0, "Enter chooses the name  Esc leaves", terminal.attribute(ui::Role::Hint));
        refresh();
        const ui::Event event = terminal.next_event(-1);
        if (event.kind == ui::Event::Kind::Signal) return std::nullopt;
        if (event.kind != ui::Event::Kind::Key) continue;
        if (event.key == ui::key_escape) {
            if (lone_escape(terminal)) return std::nullopt;
            continue;
        }
        const bool code_like = typed.size() == 11 && typed[5] == '-' &&
                               std::all_of(typed.begin(), typed.end(), [](char c) {
                                   return (c >= '0' && c <= '9') || c == '-';
                               });
        if (ui::is_backspace(event.key)) {
            if (!typed.empty()) typed.pop_back();
            problem.clear();
        } else if (ui::is_enter(event.key) && code_like) {
            // A code (a name begins with a letter): this key joins the player who made it.
            auto claimed = database.claim_key_code(typed, fingerprint);
            if (claimed) return std::move(claimed).value();
            if (++wrong_codes >= 3) return std::nullopt;  // codes are not to be guessed
            problem = claimed.error();
        } else if (ui::is_enter(event.key)) {
            auto registered = database.register_player(typed, fingerprint, source);
            if (registered) return std::move(registered).value();
            // The same key named itself meanwhile, in another session: it is that player.
            if (const auto known = database.player_by_key(fingerprint)) return known;
            problem = registered.error();
        } else if (!is_name_character(event.key)) {
            problem = "A name has letters, digits, - and _ only.";
        } else if (typed.size() >= 20) {
            problem = "A name has 20 characters at most.";
        } else {
            typed += char(event.key);
            problem.clear();
        }
    }
}

LobbyAction run_lobby_screen(ui::Terminal& terminal, store::Database& database,
                             const store::Player& player, LobbyState& state) {
    std::vector<TableRow> tables;
    std::vector<store::Presence> people;
    std::vector<store::ArchivedGame> games;
    std::vector<store::LadderEntry> ladder;
    std::vector<std::string> invitations;  // codes of the invitations heard of
    bool archive_stale = true, first_look = true;
    auto refreshed = Clock::time_point{}, marked = Clock::time_point{};
    auto touched = Clock::now();
    const int first_row = 4;
    while (true) {
        const auto now = Clock::now();
        if (now - touched >= state.idle_limit) {
            state.timed_out = true;
            return {};
        }
        if (now - marked >= presence_interval) {
            database.mark_present(state.session, player.id, "lobby");
            marked = now;
        }
        if (now - refreshed >= std::chrono::seconds(1)) {
            refreshed = now;
            // The choice follows its table, wherever the new list puts it.
            if (state.chosen_table < tables.size())
                state.chosen_code = tables[state.chosen_table].table.code;
            tables = tables_now(database, player.name);
            people = database.present(fresh_listing);
            // A bell for an invitation not heard of before (not for those waiting already
            // when the lobby opened: the list shows them first).
            std::string news, news_code;
            std::vector<std::string> now_inviting;
            for (const TableRow& row : tables)
                if (row.invites_me) {
                    now_inviting.push_back(row.table.code);
                    if (std::find(invitations.begin(), invitations.end(), row.table.code) ==
                        invitations.end())
                        news_code = row.table.code;
                    news = clean_people_text(row.table.host, 20) + " invites you to " +
                           clean_people_text(row.table.game, 20) + " at table " + row.table.code +
                           " (chosen: Enter sits).";
                }
            if (!news.empty() && !first_look) {
                state.note = news;
                if (state.bell) beep();
                state.chosen_code = news_code;  // Enter accepts it
            }
            invitations = std::move(now_inviting);
            for (std::size_t i = 0; i < tables.size(); ++i)
                if (tables[i].table.code == state.chosen_code) state.chosen_table = i;
            first_look = false;
        }
        if (state.tab == LobbyState::Tab::Ladder && archive_stale) {
            if (state.ladder_game.empty())
                state.ladder_game = std::string(registered_games().front().name);
            ladder = database.ladder(state.ladder_game, 500);
            archive_stale = false;
        }
        if (state.tab == LobbyState::Tab::Archive && archive_stale) {
            games = database.games({.game = state.archive_game,
                                    .player = state.archive_player,
                                    .limit = 200,
                                    .player_id = state.archive_mine ? player.id : 0});
            archive_stale = false;
        }
        const bool on_tables = state.tab == LobbyState::Tab::Tables;
        const bool on_ladder = state.tab == LobbyState::Tab::Ladder;
        const std::size_t count = on_tables   ? tables.size()
                                  : on_ladder ? ladder.size()
                                              : games.size();
        std::size_t& chosen = on_tables   ? state.chosen_table
                              : on_ladder ? state.chosen_rank
                                          : state.chosen_game;
        chosen = count == 0 ? 0 : std::min(chosen, count - 1);
        const int rows = std::max(1, LINES - first_row - 2);
        const int top = int(chosen) >= rows ? int(chosen) - rows + 1 : 0;

        erase();
        title(terminal, "the lobby", "you are " + player.name);
        std::string here = "Here: ";
        for (std::size_t i = 0; i < people.size(); ++i) {
            if (i > 0) here += ", ";
            here += people[i].name;
            if (people[i].place != "lobby") here += " (at a table)";
        }
        put(1, 1, here);
        // The tabs, each a place to click: the one shown reversed.
        const std::string tab_names[] = {" Tables (" + std::to_string(tables.size()) + ") ",
                                         " Archive ", " Ladder "};
        int tab_ends[3] = {};
        for (int tab = 0, x = 1; tab < 3; ++tab) {
            put(2, x, tab_names[tab], int(state.tab) == tab ? A_REVERSE : A_BOLD);
            x += display_width(tab_names[tab]) + 1;
            tab_ends[tab] = x;
        }
        KeyBar keys;
        if (on_tables) {
            put(3, 2, rows_heading(), A_UNDERLINE);
            if (tables.empty()) put(first_row, 4, "No table is open for you now: o opens one.");
            const std::int64_t wall = unix_now();
            for (int row = 0; row < rows && top + row < int(tables.size()); ++row) {
                const TableRow& table = tables[std::size_t(top + row)];
                const int attribute = std::size_t(top + row) == chosen ? A_REVERSE
                                      : table.invites_me               ? A_BOLD
                                                                       : 0;
                put(first_row + row, 2, row_text(table, wall), attribute);
            }
            keys.add('\n', "Enter sit");
            keys.add('w', "w watch");
            keys.add('o', "o new table");
            keys.add(key_tab, "Tab archive");
            keys.add('b', state.bell ? "b silence" : "b ring");
            keys.add('K', "K a key");
            keys.add('q', "q leave");
        } else if (on_ladder) {
            put(3, 2,
                "Ladder of " + state.ladder_game +
                    ": rated games between players (? a rating still uncertain)",
                A_UNDERLINE);
            if (ladder.empty()) put(first_row, 4, "nobody is rated in this game yet");
            for (int row = 0; row < rows && top + row < int(ladder.size()); ++row) {
                const store::LadderEntry& entry = ladder[std::size_t(top + row)];
                put(first_row + row, 2, ladder_row_text(top + row + 1, entry),
                    entry.name == player.name ? A_BOLD : 0);
            }
            keys.add('g', "g next game");
            keys.add(key_tab, "Tab tables");
            keys.add('q', "q leave");
        } else {
            std::string heading = state.archive_mine ? "Your finished games" : "Everyone's games";
            if (!state.archive_game.empty()) heading += ", " + state.archive_game + " only";
            if (!state.archive_player.empty()) heading += ", with " + state.archive_player;
            put(3, 2, heading, A_UNDERLINE);
            if (games.empty())
                put(first_row, 4,
                    state.archive_mine ? "none yet: your games at tables appear here" : "none yet");
            for (int row = 0; row < rows && top + row < int(games.size()); ++row) {
                const store::ArchivedGame& game = games[std::size_t(top + row)];
                put(first_row + row, 2, archive_row_text(game),
                    std::size_t(top + row) == chosen ? A_REVERSE : 0);
            }
            keys.add('\n', "Enter replay");
            keys.add('a', state.archive_mine ? "a everyone's" : "a mine");
            keys.add('g', "g game");
            keys.add('f', "f player");
            keys.add(key_tab, "Tab ladder");
            keys.add('q', "q leave");
        }
        if (!state.note.empty()) put(LINES - 2, 0, state.note, A_BOLD);
        keys.draw(terminal, LINES - 1);
        refresh();

        // Woken at least once a second: the list is live.
        const auto waited =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - refreshed);
        const ui::Event event =
            terminal.next_event(int(std::max<long>(50, 1000 - long(waited.count()))));
        if (event.kind == ui::Event::Kind::Signal) return {};
        if (event.kind != ui::Event::Kind::None && event.kind != ui::Event::Kind::Motion)
            touched = Clock::now();
        int key = 0;
        switch (event.kind) {
            case ui::Event::Kind::Key:
                key = event.key;
                break;
            case ui::Event::Kind::WheelUp:
                key = KEY_UP;
                break;
            case ui::Event::Kind::WheelDown:
                key = KEY_DOWN;
                break;
            case ui::Event::Kind::Click:
                if (event.y == LINES - 1) {
                    key = keys.key_at(event.x);
                } else if (event.y == 2) {
                    for (int tab = 0; tab < 3; ++tab)
                        if (event.x < tab_ends[tab]) {
                            if (tab != int(state.tab)) {
                                state.tab = LobbyState::Tab(tab);
                                archive_stale = true;
                            }
                            break;
                        }
                } else if (const int row = event.y - first_row;
                           row >= 0 && row < rows && top + row < int(count)) {
                    // A click chooses a row; a click on the chosen row opens it.
                    if (std::size_t(top + row) == chosen) key = '\n';
                    chosen = std::size_t(top + row);
                }
                break;
            default:
                break;
        }
        if (key == 0) continue;
        state.note.clear();
        if (ui::is_up(key) && chosen > 0) --chosen;
        if (ui::is_down(key)) ++chosen;
        if (key == key_tab) {
            state.tab = LobbyState::Tab((int(state.tab) + 1) % 3);
            archive_stale = true;
        }
        if (key == ui::key_escape) {
            lone_escape(terminal);  // a key the lobby has no use for: nothing (q leaves)
            continue;
        }
        if (key == 'q') return {};
        if (on_tables) {
            if (key == 'b') {
                state.bell = !state.bell;
                state.note = state.bell ? "The bell rings for an invitation and your turn."
                                        : "No bell now: invitations and turns come silently.";
            }
            if (key == 'K') {
                // Another key of his: a code this session gives, typed in a session of that
                // key (sshd's proof that he holds it) instead of a name.
                const auto code = database.new_key_code(player.id);
                state.note = code ? "Another key: ssh in with it, type " + *code +
                                        " instead of a name (once, 10 min)."
                                  : "No code now: " + code.error();
            }
            if (key == 'o') {
                TableChoice choice = state.last_table;
                if (open_table_form(terminal, database, player, choice)) {
                    state.last_table = choice;
                    return {.kind = LobbyAction::Kind::Open, .table = choice};
                }
                if (terminal.caught_signal() != 0) return {};
            }
            if (tables.empty() || (!ui::is_enter(key) && key != 'w')) continue;
            const TableRow& row = tables[chosen];
            if (ui::is_enter(key) && (row.seated || row.may_sit))
                return {.kind = LobbyAction::Kind::Join, .code = row.table.code};
            if (row.may_watch) return {.kind = LobbyAction::Kind::Watch, .code = row.table.code};
            state.note =
                "No seat for you at " + row.table.code + ", and its players are not watched.";
            continue;
        }
        if (on_ladder) {
            if (key == 'g') {
                // Every game's ladder, then the others someone is rated in (a team game).
                std::vector<std::string> all;
                for (const GameInfo& info : registered_games())
                    all.emplace_back(info.name);
                for (const std::string& other : database.ladders())
                    if (std::find(all.begin(), all.end(), other) == all.end()) all.push_back(other);
                const auto at = std::find(all.begin(), all.end(), state.ladder_game);
                state.ladder_game =
                    at == all.end() || at + 1 == all.end() ? all.front() : *(at + 1);
                chosen = 0;
                archive_stale = true;
            }
            continue;
        }
        switch (key) {
            case 'a':
                state.archive_mine = !state.archive_mine;
                chosen = 0;
                archive_stale = true;
                break;
            case 'g': {
                // Every game in turn, then all of them again.
                const auto& all = registered_games();
                auto at = std::find_if(all.begin(), all.end(), [&](const GameInfo& info) {
                    return info.name == state.archive_game;
                });
                state.archive_game = at == all.end()       ? std::string(all.front().name)
                                     : at + 1 == all.end() ? std::string{}
                                                           : std::string((at + 1)->name);
                chosen = 0;
                archive_stale = true;
                break;
            }
            case 'f':
                if (const auto typed = ask_line(terminal, "Games with the player (empty: anyone): ",
                                                state.archive_player)) {
                    state.archive_player = *typed;
                    chosen = 0;
                    archive_stale = true;
                }
                break;
            default:
                if (ui::is_enter(key) && !games.empty())
                    return {.kind = LobbyAction::Kind::Replay, .game_id = games[chosen].id};
                break;
        }
    }
}

}  // namespace boardgames::lobby
