#include "lobby/lobby.hpp"

#include <curses.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <optional>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "session.hpp"
#include "store/database.hpp"
#include "text_wrap.hpp"
#include "ui/app.hpp"
#include "ui/keys.hpp"
#include "ui/terminal.hpp"

namespace boardgames::lobby {
namespace {

// Characters a field of an authorized_keys line may hold without breaking out of it.
bool made_of(const std::string& text, std::string_view extra) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || extra.find(c) != std::string::npos;
    });
}

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

// Asks a new player for his name until one is free (or he leaves: nothing).
std::optional<store::Player> choose_name(ui::Terminal& terminal, store::Database& database,
                                         const std::string& fingerprint) {
    std::string typed, problem;
    while (true) {
        erase();
        title(terminal, "the lobby", "a new key");
        put(2, 2, "Welcome. This SSH key is new here: choose the name others will see.", A_BOLD);
        put(3, 2, "2 to 20 letters, digits, - or _, a letter first. Esc leaves.");
        put(5, 2, "Name: " + typed + "_", A_BOLD);
        if (!problem.empty()) put(7, 2, problem, terminal.attribute(ui::Role::Error));
        put(LINES - 1, 0, "Enter chooses the name  Esc leaves", terminal.attribute(ui::Role::Hint));
        refresh();
        const ui::Event event = terminal.next_event(-1);
        if (event.kind == ui::Event::Kind::Signal) return std::nullopt;
        if (event.kind != ui::Event::Kind::Key) continue;
        if (event.key == ui::key_escape) return std::nullopt;
        if (event.key == KEY_BACKSPACE || event.key == 127 || event.key == 8) {
            if (!typed.empty()) typed.pop_back();
        } else if (event.key == '\n' || event.key == '\r' || event.key == KEY_ENTER) {
            auto registered = database.register_player(typed, fingerprint);
            if (registered) return std::move(registered).value();
            // The same key named itself meanwhile, in another session: it is that player.
            if (const auto known = database.player_by_key(fingerprint)) return known;
            problem = registered.error();
        } else if (event.key > ' ' && event.key < 127 && typed.size() < 20) {
            typed += char(event.key);
            problem.clear();
        }
    }
}

// The archive, newest first: the player's own games or everyone's. Enter opens one; the
// returned game is to be replayed (the terminal is given back first).
struct LobbyView {
    bool mine = true;
    std::size_t chosen = 0;
};

std::optional<store::ArchivedGame> browse(ui::Terminal& terminal, store::Database& database,
                                          const store::Player& player, LobbyView& view,
                                          const std::string& greeting) {
    std::string note = greeting;
    // Read when the view changes, not at every key or move of the pointer.
    std::vector<store::ArchivedGame> games;
    bool stale = true;
    bool redraw = true;
    while (true) {
        if (stale) {
            games = database.games(
                {.game = {}, .player = {}, .limit = 200, .player_id = view.mine ? player.id : 0});
            stale = false;
        }
        view.chosen = games.empty() ? 0 : std::min(view.chosen, games.size() - 1);
        const int first_row = 4, rows = std::max(1, LINES - first_row - 3);
        const int top = int(view.chosen) >= rows ? int(view.chosen) - rows + 1 : 0;
        if (redraw) {
            erase();
            title(terminal, "the lobby", "you are " + player.name);
            put(2, 2, view.mine ? "Your finished games" : "Everyone's recent games", A_BOLD);
            if (games.empty())
                put(first_row, 4,
                    view.mine ? "none yet: your games at tables appear here" : "none yet");
            for (int row = 0; row < rows && top + row < int(games.size()); ++row) {
                const store::ArchivedGame& game = games[std::size_t(top + row)];
                std::string who;
                for (const auto& [side, name] : game.seats)
                    who += (who.empty() ? "" : ", ") + side + " " + name;
                const std::string line = game.finished.substr(0, 16) + "  " + game.game + "  " +
                                         std::to_string(game.moves) + " moves  " + who + "  " +
                                         game.result;
                put(first_row + row, 2, clean_people_text(line, 400),
                    std::size_t(top + row) == view.chosen ? A_REVERSE : 0);
            }
            if (!note.empty()) put(LINES - 2, 0, note, A_BOLD);
            put(LINES - 1, 0, "up/down choose  Enter replay  a all/mine  q leave",
                terminal.attribute(ui::Role::Hint));
            refresh();
        }
        const ui::Event event = terminal.next_event(-1);
        redraw = event.kind != ui::Event::Kind::Motion && event.kind != ui::Event::Kind::None;
        if (event.kind == ui::Event::Kind::Signal) return std::nullopt;
        if (event.kind == ui::Event::Kind::Click) {
            const int row = event.y - first_row;
            if (row >= 0 && row < rows && top + row < int(games.size())) {
                view.chosen = std::size_t(top + row);
                return games[view.chosen];
            }
            continue;
        }
        if (event.kind != ui::Event::Kind::Key) continue;
        note.clear();
        switch (event.key) {
            case KEY_UP:
            case 'k':
                if (view.chosen > 0) --view.chosen;
                break;
            case KEY_DOWN:
            case 'j':
                ++view.chosen;
                break;
            case 'a':
                view.mine = !view.mine;
                view.chosen = 0;
                stale = true;
                break;
            case '\n':
            case '\r':
            case KEY_ENTER:
                if (!games.empty()) return games[view.chosen];
                break;
            case 'q':
            case ui::key_escape:
                return std::nullopt;
            default:
                break;
        }
    }
}

}  // namespace

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
    store::Database& database = **opened;
    std::optional<store::Player> player = database.player_by_key(options.ssh_key);
    std::string greeting = player ? "Welcome back, " + player->name + "." : "";
    LobbyView view;
    try {
        while (true) {
            std::optional<store::ArchivedGame> chosen;
            {
                ui::Terminal terminal;
                if (!player) {
                    player = choose_name(terminal, database, options.ssh_key);
                    if (terminal.caught_signal() != 0) return 128 + terminal.caught_signal();
                    if (!player) return 0;
                    greeting = "Welcome, " + player->name + ": this key is you from now on.";
                }
                chosen = browse(terminal, database, *player, view, greeting);
                greeting.clear();
                if (terminal.caught_signal() != 0) return 128 + terminal.caught_signal();
            }
            if (!chosen) return 0;
            const auto kept = database.game(chosen->id);
            const auto record =
                kept ? read_record(kept->record) : Result<GameRecord>(fail("it is gone"));
            auto session =
                record ? Session::from_record(*record) : Result<Session>(fail(record.error()));
            if (!session) {
                greeting =
                    "Game " + std::to_string(chosen->id) + " cannot be shown: " + session.error();
                continue;
            }
            ui::AppOptions app_options;
            app_options.mode = Mode::HumanVsHuman;
            app_options.arrange = false;
            app_options.offer_resume = false;
            app_options.writes_files = false;  // every player shares the account's files
            app_options.greeting =
                "Game " + std::to_string(chosen->id) + ": p replays it, q goes back to the lobby";
            const int status = ui::run_app(std::move(session).value(), app_options);
            if (status >= 128) return status;  // hung up or stopped: the lobby ends too
        }
    } catch (const ui::TerminalUnusable& unusable) {
        std::fprintf(stderr, "boardgames: %s\n", unusable.reason.c_str());
        return 2;
    }
}

}  // namespace boardgames::lobby
