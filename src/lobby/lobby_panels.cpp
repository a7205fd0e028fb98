#include "lobby/lobby_panels.hpp"

#include <curses.h>

#include <algorithm>
#include <ctime>
#include <memory>

#include "boardgames/play/registry.hpp"
#include "lobby/table_form.hpp"
#include "text_wrap.hpp"
#include "ui/keys.hpp"
#include "ui/prompt_screen.hpp"

namespace boardgames::lobby {
namespace {

// Another key of the player's: a code this visit gives, typed in a visit of that key (sshd's
// proof that he holds it) instead of a name.
// The new key is named first (empty: no name), then the code given.
void give_key_code(Lobby& lobby) {
    lobby.navigator.show(std::make_unique<ui::PromptScreen>(
        lobby.navigator,
        "The new key's name: ", "e.g. laptop (empty: none), Enter for its code, Esc to cancel",
        [&lobby](const std::string& typed) {
            const auto code = lobby.database.accounts().new_key_code(lobby.player().id, typed);
            lobby.state.note = code ? "Another key: ssh in with it, type " + *code +
                                          " instead of a name (once, 10 min)."
                                    : "No code now: " + code.error();
        },
        ui::LineEditor(store::most_key_label_columns)));
}

// Another player's name in a row (`me` left out): the first of `names` that is not his.
std::optional<std::string> other_than(const std::vector<std::string>& names,
                                      const std::string& me) {
    for (const std::string& name : names)
        if (!name.empty() && !same_name(name, me)) return name;
    return std::nullopt;
}

}  // namespace

ui::ScreenKeys<LobbyKey> lobby_keys(const LobbyState& state) {
    using K = LobbyKey;
    const char* next_tab = state.tab == LobbyState::Tab::Tables        ? "Tab archive"
                           : state.tab == LobbyState::Tab::Archive     ? "Tab ladder"
                           : state.tab == LobbyState::Tab::Ladder      ? "Tab you"
                           : state.tab == LobbyState::Tab::You         ? "Tab seeks"
                           : state.tab == LobbyState::Tab::Seeks       ? "Tab tournaments"
                           : state.tab == LobbyState::Tab::Tournaments ? "Tab chat"
                                                                       : "Tab tables";
    return {
        {K::Sit, {'\n', '\r', KEY_ENTER}, "Enter sit", "sit at the table chosen, or watch it"},
        {K::Replay,
         {'\n', '\r', KEY_ENTER},
         "Enter replay",
         "show the game chosen on its board, to replay it (p there: the computer's review)"},
        {K::Watch, {'w'}, "w watch", "watch the table chosen"},
        {K::NewTable, {'o'}, "o new table", "open a table: a game, who may sit, a clock"},
        {K::Everyones,
         {'a'},
         state.archive_mine ? "a everyone's" : "a mine",
         "your games or everyone's"},
        {K::GameFilter, {'g'}, "g game", "one game's only, each in turn, then all again"},
        {K::NextLadder, {'g'}, "g next game", "the next game's ladder"},
        {K::PlayerFilter, {'f'}, "f player", "games with a player (typed; empty: anyone's)"},
        {K::NameKey, {'n'}, "n name", "name the key chosen (laptop, phone...)"},
        {K::Say, {'s', '\n', '\r', KEY_ENTER}, "s say", "say a line to everyone in the lobby"},
        {K::Mute,
         {'m'},
         "m mute",
         "mute the chosen line's player for this visit, or hear him again"},
        {K::NextTab,
         {'\t'},
         next_tab,
         "the next tab: the tables, the archive, the ladder, your keys and blocks, the seeks, "
         "the tournaments, the chat"},
        {K::Help, {'?', KEY_F(1)}, "? help", "these keys"},
        {K::Leave, {'q'}, "q leave", "leave the lobby"},
        {K::Bell,
         {'b'},
         state.bell ? "b silence" : "b ring",
         "the bell for an invitation and your turn, on or off"},
        {K::KeyCode,
         {'K'},
         "K a key",
         "a code that makes another SSH key yours: type it instead of a name when you come in with "
         "that key"},
        {K::RemoveRow,
         {'d', KEY_DC},
         "d remove",
         "remove the key chosen (not the one you came in with), or lift the block chosen"},
        {K::Block, {'x'}, "x block", "block a player (typed): no invitation or chat from him"},
        {K::SeekGame,
         {'s'},
         "s seek",
         "seek a game: paired at once with a player seeking the same, else it waits"},
        {K::TakeSeek,
         {'\n', '\r', KEY_ENTER},
         "Enter play",
         "play the seek chosen: a table opens for you both"},
        {K::Withdraw, {'d', KEY_DC}, "d withdraw", "withdraw your seek chosen"},
        {K::PlayerPage,
         {'p'},
         "p player",
         "the page of the chosen row's player (or of a click on a name in Here:): his ratings, "
         "results, games now"},
        {K::AnyPlayer, {'P'}, "", "a player's page, his name typed"},
        {K::Standings,
         {'\n', '\r', KEY_ENTER},
         "Enter standings",
         "the standings of the tournament chosen, its rounds' pairings and results (live)"},
        {K::NewTournament,
         {'n'},
         "n new",
         "create a tournament: its game, round robin or Swiss, clock, rated, most players"},
        {K::EnterTournament, {'e'}, "e enter", "enter the tournament chosen while it is open"},
        {K::LeaveTournament,
         {'d', KEY_DC},
         "d withdraw",
         "withdraw from the tournament chosen (once it runs: your game being played is lost)"},
        {K::StartTournament,
         {'s'},
         "s start",
         "start the tournament chosen, yours: round 1 is paired and its games open"},
        {K::Up, {KEY_UP, 'k'}, "", "the row above (the wheel too)"},
        {K::Down, {KEY_DOWN, 'j'}, "", "the row below (the wheel too)"},
    };
}

void LobbyPanel::act(LobbyKey key) {
    std::size_t& row = chosen();
    if (key == LobbyKey::Up) row = row > 0 ? row - 1 : 0;
    if (key == LobbyKey::Down) row = std::min(row + 1, std::max<std::size_t>(count(), 1) - 1);
    if (key != LobbyKey::Up && key != LobbyKey::Down) act_here(key);
}

void LobbyPanel::draw(ui::Frame& frame, int top, int rows) {
    lay_out(frame.columns());
    std::size_t& row = chosen();
    row = count() == 0 ? 0 : std::min(row, count() - 1);
    // The chosen row in view, as near the top as the list allows.
    first_ = int(row) >= rows ? row - std::size_t(rows) + 1 : 0;
    top_ = top + 1;
    rows_ = rows;
    draw_heading(frame, top);
    if (count() == 0) frame.put(top_, 4, none_text());
    for (int line = 0; line < rows && first_ + std::size_t(line) < count(); ++line)
        draw_row(frame, top_ + line, first_ + std::size_t(line));
}

void LobbyPanel::click(int y) {
    const int line = y - top_;
    if (line < 0 || line >= rows_ || first_ + std::size_t(line) >= count()) return;
    const std::size_t row = first_ + std::size_t(line);
    if (row == chosen())
        if (const auto open = open_key()) return act_here(*open);
    chosen() = row;
}

std::string TablesPanel::tab_name() const {
    return " Tables (" + std::to_string(lobby_.tables.size()) + ") ";
}

bool TablesPanel::live(LobbyKey key) const {
    switch (key) {
        case LobbyKey::Sit:
        case LobbyKey::Watch:
        case LobbyKey::NewTable:
        case LobbyKey::SeekGame:
        case LobbyKey::Bell:
        case LobbyKey::KeyCode:
            return true;
        default:
            return false;
    }
}

std::optional<std::string> TablesPanel::chosen_player() const {
    if (lobby_.tables.empty()) return std::nullopt;
    const store::OpenTable& table = lobby_.tables[lobby_.state.chosen_table].table;
    std::vector<std::string> names;  // the players seated, then the host
    for (const store::OpenTable::Seat& seat : table.seats)
        if (seat.state == SeatState::Here || seat.state == SeatState::Away)
            names.push_back(seat.who);
    names.push_back(table.host);
    return other_than(names, lobby_.player().name);
}

void TablesPanel::draw_heading(ui::Frame& frame, int y) {
    frame.put(y, 2, rows_heading(), frame.attribute(ui::Style::Heading));
}

std::string TablesPanel::none_text() const {
    return "No table is open for you now: o opens one.";
}

void TablesPanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    const TableRow& table = lobby_.tables[index];
    const int attribute = index == lobby_.state.chosen_table ? frame.attribute(ui::Style::Chosen)
                          : table.invites_me || (table.correspondence && table.my_move)
                              ? frame.attribute(ui::Style::Notice)
                              : 0;
    frame.put(y, 2, row_text(table, std::int64_t(std::time(nullptr))), attribute);
}

void TablesPanel::act_here(LobbyKey key) {
    LobbyState& state = lobby_.state;
    switch (key) {
        case LobbyKey::Bell:
            state.bell = !state.bell;
            state.note = state.bell ? "The bell rings for an invitation and your turn."
                                    : "No bell now: invitations and turns come silently.";
            return;
        case LobbyKey::KeyCode:
            return give_key_code(lobby_);
        case LobbyKey::NewTable:
            return lobby_.navigator.show(open_table_form(lobby_));
        case LobbyKey::SeekGame:
            return lobby_.navigator.show(seek_form(lobby_));
        case LobbyKey::Sit:
        case LobbyKey::Watch:
            return sit_or_watch(key == LobbyKey::Sit);
        default:
            return;
    }
}

void TablesPanel::sit_or_watch(bool sit) {
    if (lobby_.tables.empty()) return;
    const TableRow& row = lobby_.tables[lobby_.state.chosen_table];
    if (row.correspondence && (row.seated || row.may_sit))  // watched only by its players
        return lobby_.choose({.kind = LobbyAction::Kind::Correspondence, .code = row.table.code});
    if (sit && (row.seated || row.may_sit))
        return lobby_.choose({.kind = LobbyAction::Kind::Join, .code = row.table.code});
    if (row.may_watch)
        return lobby_.choose({.kind = LobbyAction::Kind::Watch, .code = row.table.code});
    lobby_.state.note =
        "No seat for you at " + row.table.code + ", and its players are not watched.";
}

void ArchivePanel::reread() {
    const LobbyState& state = lobby_.state;
    games_ =
        lobby_.database.archive().games({.game = state.archive_game,
                                         .player = state.archive_player,
                                         .limit = 200,
                                         .player_id = state.archive_mine ? lobby_.player().id : 0});
}

bool ArchivePanel::live(LobbyKey key) const {
    return key == LobbyKey::Replay || key == LobbyKey::Everyones || key == LobbyKey::GameFilter ||
           key == LobbyKey::PlayerFilter;
}

std::optional<std::string> ArchivePanel::chosen_player() const {
    if (games_.empty()) return std::nullopt;
    std::vector<std::string> names;
    for (const auto& [side, name] : games_[lobby_.state.chosen_game].seats)
        names.push_back(name);
    return other_than(names, lobby_.player().name);
}

void ArchivePanel::draw_heading(ui::Frame& frame, int y) {
    const LobbyState& state = lobby_.state;
    std::string heading = state.archive_mine ? "Your finished games" : "Everyone's games";
    if (!state.archive_game.empty()) heading += ", " + state.archive_game + " only";
    if (!state.archive_player.empty()) heading += ", with " + state.archive_player;
    frame.put(y, 2, heading, frame.attribute(ui::Style::Heading));
}

std::string ArchivePanel::none_text() const {
    return lobby_.state.archive_mine ? "none yet: your games at tables appear here" : "none yet";
}

void ArchivePanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    frame.put(y, 2, archive_row_text(games_[index]),
              index == lobby_.state.chosen_game ? frame.attribute(ui::Style::Chosen) : 0);
}

void ArchivePanel::act_here(LobbyKey key) {
    LobbyState& state = lobby_.state;
    switch (key) {
        case LobbyKey::Replay:
            if (!games_.empty())
                lobby_.choose(
                    {.kind = LobbyAction::Kind::Replay, .game_id = games_[state.chosen_game].id});
            return;
        case LobbyKey::Everyones:
            state.archive_mine = !state.archive_mine;
            break;
        case LobbyKey::GameFilter:
            next_game();
            break;
        case LobbyKey::PlayerFilter:
            return ask_player();
        default:
            return;
    }
    state.chosen_game = 0;
    reread();
}

// Every game in turn, then all of them again.
void ArchivePanel::next_game() {
    const auto& all = registered_games();
    std::string& game = lobby_.state.archive_game;
    const auto at = std::find_if(all.begin(), all.end(),
                                 [&](const GameInfo& info) { return info.name == game; });
    game = at == all.end()       ? std::string(all.front().name)
           : at + 1 == all.end() ? std::string{}
                                 : std::string((at + 1)->name);
}

void ArchivePanel::ask_player() {
    lobby_.navigator.show(std::make_unique<ui::PromptScreen>(
        lobby_.navigator,
        "Games with the player (empty: anyone): ", "a player's name, Enter to look, Esc to cancel",
        [this](const std::string& typed) {
            lobby_.state.archive_player = typed;
            lobby_.state.chosen_game = 0;
            reread();
        },
        ui::LineEditor::name(lobby_.state.archive_player)));
}

void LadderPanel::reread() {
    if (lobby_.state.ladder_game.empty())
        lobby_.state.ladder_game = std::string(registered_games().front().name);
    ladder_ = lobby_.database.ratings().ladder(lobby_.state.ladder_game, 500);
}

std::optional<std::string> LadderPanel::chosen_player() const {
    if (ladder_.empty()) return std::nullopt;
    return ladder_[std::min(lobby_.state.chosen_rank, ladder_.size() - 1)].name;
}

void LadderPanel::draw_heading(ui::Frame& frame, int y) {
    frame.put(y, 2,
              "Ladder of " + lobby_.state.ladder_game +
                  ": rated games between players (? a rating still uncertain)",
              frame.attribute(ui::Style::Heading));
}

void LadderPanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    const store::LadderEntry& entry = ladder_[index];
    frame.put(y, 2, ladder_row_text(int(index) + 1, entry),
              entry.name == lobby_.player().name ? A_BOLD : 0);
}

void LadderPanel::act_here(LobbyKey key) {
    if (key != LobbyKey::NextLadder) return;
    // Every game's ladder, then the others someone is rated in (a team game).
    std::vector<std::string> all;
    for (const GameInfo& info : registered_games())
        all.emplace_back(info.name);
    for (const std::string& other : lobby_.database.ratings().ladders())
        if (std::find(all.begin(), all.end(), other) == all.end()) all.push_back(other);
    std::string& game = lobby_.state.ladder_game;
    const auto at = std::find(all.begin(), all.end(), game);
    game = at == all.end() || at + 1 == all.end() ? all.front() : *(at + 1);
    lobby_.state.chosen_rank = 0;
    reread();
}

void OwnPanel::reread() {
    rows_.clear();
    for (const store::PlayerKey& key : lobby_.database.accounts().named_keys_of(lobby_.player().id))
        rows_.push_back({true, key.fingerprint, key.label});
    for (const std::string& name : lobby_.database.accounts().blocked_by(lobby_.player().id))
        rows_.push_back({false, name, {}});
}

std::optional<std::string> OwnPanel::chosen_player() const {
    if (rows_.empty() || rows_[lobby_.state.chosen_own].key) return std::nullopt;
    return rows_[lobby_.state.chosen_own].value;
}

void OwnPanel::draw_heading(ui::Frame& frame, int y) {
    frame.put(y, 2, "Your SSH keys (K adds one, n names it), and the players you block (x)",
              frame.attribute(ui::Style::Heading));
}

void OwnPanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    const Row& row = rows_[index];
    std::string text = row.key ? "key  " : "blocked  ";
    if (row.key) {
        // Its name first, in a column as wide as the longest name: then the fingerprint, which
        // tells keys apart, and the mark of the key this session came in with.
        const auto shown = [](const Row& key) {
            return key.label.empty() ? "(no name)" : key.label;
        };
        int width = 0;
        for (const Row& other : rows_)
            if (other.key) width = std::max(width, display_width(shown(other)));
        text += shown(row);
        text.append(std::size_t(width - display_width(shown(row)) + 2), ' ');
        text += row.value;
        if (row.value == lobby_.visitor.fingerprint) text += "  (in use)";
    } else {
        text += clean_people_text(row.value, 20);
    }
    frame.put(y, 2, text,
              index == lobby_.state.chosen_own ? frame.attribute(ui::Style::Chosen) : 0);
}

void OwnPanel::act_here(LobbyKey key) {
    switch (key) {
        case LobbyKey::KeyCode:
            return give_key_code(lobby_);
        case LobbyKey::RemoveRow:
            return remove_chosen();
        case LobbyKey::NameKey:
            return name_chosen();
        case LobbyKey::Block:
            return lobby_.navigator.show(std::make_unique<ui::PromptScreen>(
                lobby_.navigator,
                "Block the player: ", "his name, Enter to block him, Esc to cancel",
                [this](const std::string& typed) {
                    const auto blocked =
                        lobby_.database.accounts().block(lobby_.player().id, typed);
                    lobby_.state.note = blocked ? typed +
                                                      " is blocked: no invitation or chat "
                                                      "from him reaches you."
                                                : "Not blocked: " + blocked.error();
                    reread();
                },
                ui::LineEditor::name("")));
        default:
            return;
    }
}

void OwnPanel::remove_chosen() {
    if (rows_.empty()) return;
    const Row row = rows_[lobby_.state.chosen_own];
    std::string& note = lobby_.state.note;
    if (!row.key) {
        const auto lifted = lobby_.database.accounts().unblock(lobby_.player().id, row.value);
        note = lifted ? row.value + " is no longer blocked." : lifted.error();
    } else if (row.value == lobby_.visitor.fingerprint) {
        note = "That is the key you came in with: remove it from a session of another key.";
    } else if (std::count_if(rows_.begin(), rows_.end(), [](const Row& r) { return r.key; }) <= 1) {
        note = "That is your only key: you would not come in again.";
    } else {
        const auto removed = lobby_.database.accounts().remove_key(row.value, lobby_.player().id);
        note = removed ? "The key " + row.value + " is no longer yours."
                       : "Not removed: " + removed.error();
    }
    reread();
}

void OwnPanel::name_chosen() {
    if (rows_.empty() || !rows_[lobby_.state.chosen_own].key) {
        lobby_.state.note = "Choose one of your keys to name it.";
        return;
    }
    const Row row = rows_[lobby_.state.chosen_own];
    lobby_.navigator.show(std::make_unique<ui::PromptScreen>(
        lobby_.navigator, "The key's name: ", "e.g. laptop (empty: none), Enter, Esc to cancel",
        [this, fingerprint = row.value](const std::string& typed) {
            const auto named =
                lobby_.database.accounts().name_key(lobby_.player().id, fingerprint, typed);
            lobby_.state.note = !named          ? "Not named: " + named.error()
                                : typed.empty() ? "The key has no name now."
                                                : "The key is called " + typed + " now.";
            reread();
        },
        ui::LineEditor(store::most_key_label_columns, {}, row.label)));
}

}  // namespace boardgames::lobby
