#include "lobby/lobby_screen.hpp"

#include <curses.h>

#include <array>
#include <memory>

#include "lobby/chat_panel.hpp"
#include "lobby/lobby_panels.hpp"
#include "lobby/player_screen.hpp"
#include "lobby/seeks_panel.hpp"
#include "lobby/tournaments_panel.hpp"
#include "text_wrap.hpp"
#include "ui/frame.hpp"
#include "ui/keys_page.hpp"

namespace boardgames::lobby {
namespace {

constexpr int people_line = 1, tabs_line = 2, panel_top = 3;

// The lists at the bottom of the lobby: who is here, the tabs, the panel of the tab shown, the
// news, and the keys (each a place to click).
class ListsScreen final : public ui::FixedScreen {
  public:
    explicit ListsScreen(Lobby& lobby)
        : FixedScreen(lobby_smallest),
          lobby_(lobby),
          panels_{std::make_unique<TablesPanel>(lobby), std::make_unique<ArchivePanel>(lobby),
                  std::make_unique<LadderPanel>(lobby), std::make_unique<OwnPanel>(lobby),
                  std::make_unique<SeeksPanel>(lobby),  std::make_unique<TournamentsPanel>(lobby),
                  std::make_unique<ChatPanel>(lobby)} {
        if (lobby.visitor.player) panel().reread();  // a new player's lists: once he is named
    }

    void handle(const ui::Event& event) override;
    void draw(ui::Frame& frame) override;
    std::string hints() const override { return ui::hint_line(keys(), live(), columns_); }
    std::optional<ui::KeysHelp> keys_help() const override;

  private:
    LobbyPanel& panel() const { return *panels_[std::size_t(lobby_.state.tab)]; }
    ui::ScreenKeys<LobbyKey> keys() const { return lobby_keys(lobby_.state); }
    ui::LiveActions<LobbyKey> live() const {
        return [this](LobbyKey key) { return !is_panel_key(key) || panel().live(key); };
    }
    // A key of some panel's own: the others work on every tab.
    static bool is_panel_key(LobbyKey key) {
        return key != LobbyKey::NextTab && key != LobbyKey::Help && key != LobbyKey::Leave &&
               key != LobbyKey::Up && key != LobbyKey::Down && key != LobbyKey::PlayerPage &&
               key != LobbyKey::AnyPlayer;
    }
    void act(LobbyKey key);
    void show_tab(LobbyState::Tab tab);
    void draw_people(ui::Frame& frame);
    void draw_tabs(ui::Frame& frame);

    Lobby& lobby_;
    static constexpr std::size_t tabs = 7;
    std::array<std::unique_ptr<LobbyPanel>, tabs> panels_;  // in the tabs' order
    std::array<int, tabs> tab_ends_{};                      // where each tab ends, as drawn
    // Where each name of the people line ends, as drawn (a click there opens his page).
    std::vector<std::pair<int, std::string>> name_ends_;
    int key_line_ = -1;  // the keys' line, as drawn
    int columns_ = 80;   // the terminal's width, as drawn
};

void ListsScreen::handle(const ui::Event& event) {
    using Kind = ui::Event::Kind;
    std::optional<LobbyKey> key;
    if (event.kind == Kind::Key) {
        key = ui::action_for(keys(), event.key, live());
        lobby_.state.note.clear();
    } else if (event.kind == Kind::WheelUp || event.kind == Kind::WheelDown) {
        key = event.kind == Kind::WheelUp ? LobbyKey::Up : LobbyKey::Down;
    } else if (event.kind == Kind::Click && event.y == key_line_) {
        key = ui::hint_at(keys(), event.x, live(), columns_);
    } else if (event.kind == Kind::Click && event.y == people_line) {
        for (const auto& [end, name] : name_ends_)
            if (event.x < end) return open_player_page(lobby_, name);
    } else if (event.kind == Kind::Click && event.y == tabs_line) {
        for (std::size_t tab = 0; tab < tab_ends_.size(); ++tab)
            if (event.x < tab_ends_[tab]) return show_tab(LobbyState::Tab(tab));
    } else if (event.kind == Kind::Click) {
        lobby_.state.note.clear();
        panel().click(event.y);
    }
    if (key) act(*key);
}

void ListsScreen::act(LobbyKey key) {
    switch (key) {
        case LobbyKey::NextTab:
            return show_tab(LobbyState::Tab((std::size_t(lobby_.state.tab) + 1) % panels_.size()));
        case LobbyKey::Leave:
            return lobby_.choose({});
        case LobbyKey::PlayerPage:
            if (const auto name = panel().chosen_player()) return open_player_page(lobby_, *name);
            [[fallthrough]];  // a row that names nobody: the name typed
        case LobbyKey::AnyPlayer:
            return ask_player_page(lobby_);
        case LobbyKey::Help:
            if (auto help = keys_help())
                lobby_.navigator.show(std::make_unique<ui::KeysPage>(
                    lobby_.navigator, std::move(*help), smallest_terminal()));
            return;
        default:
            return panel().act(key);
    }
}

void ListsScreen::show_tab(LobbyState::Tab tab) {
    if (tab == lobby_.state.tab) return;
    lobby_.state.tab = tab;
    panel().reread();
}

std::optional<ui::KeysHelp> ListsScreen::keys_help() const {
    const ui::ScreenKeys<LobbyKey> all = keys();
    std::vector<std::string> lines;
    for (const auto& shown : panels_) {
        lines.push_back(shown->help_title());
        for (std::string& line : ui::help_lines<LobbyKey>(
                 all, [&](LobbyKey key) { return is_panel_key(key) && shown->live(key); }))
            lines.push_back(std::move(line));
        lines.emplace_back();
    }
    lines.push_back("Everywhere in the lobby");
    for (std::string& line :
         ui::help_lines<LobbyKey>(all, [](LobbyKey key) { return !is_panel_key(key); }))
        lines.push_back(std::move(line));
    lines.push_back("  click             a tab shows it; a row chooses it, and again opens it;");
    lines.push_back("                    a name on the Here: line opens his page;");
    lines.push_back("                    a key on the bottom line does what it says");
    lines.push_back("  wheel             scrolls the list");
    return ui::KeysHelp{"the lobby's keys", std::move(lines)};
}

void ListsScreen::draw(ui::Frame& frame) {
    const int waiting = lobby_.waiting_moves;
    frame.title(waiting == 0   ? std::string("the lobby")
                : waiting == 1 ? std::string("the lobby: your move in 1 game")
                               : "the lobby: your move in " + std::to_string(waiting) + " games",
                "you are " + lobby_.player().name);
    draw_people(frame);
    draw_tabs(frame);
    const int rows = std::max(1, frame.lines() - panel_top - 3);
    panel().draw(frame, panel_top, rows);
    if (!lobby_.state.note.empty()) frame.put(frame.lines() - 2, 0, lobby_.state.note, A_BOLD);
    key_line_ = frame.lines() - 1;
    columns_ = frame.columns();
}

void ListsScreen::draw_people(ui::Frame& frame) {
    std::string here = "Here: ";
    name_ends_.clear();
    for (std::size_t i = 0; i < lobby_.people.size(); ++i) {
        if (i > 0) here += ", ";
        here += lobby_.people[i].name;
        // A click from the comma before it to the end of the name opens his page.
        name_ends_.emplace_back(1 + display_width(here), lobby_.people[i].name);
        if (lobby_.people[i].place != "lobby") here += " (at a table)";
    }
    frame.put(people_line, 1, here);
}

// A tab's name without what it counts in parentheses ("Seeks (2)" as "Seeks"), where the full
// names do not fit: a count kept as "+" when it is news ("Chat (1 new)" as "Chat+").
std::string short_tab_name(const std::string& name) {
    const std::size_t open = name.find(" (");
    if (open == std::string::npos) return name;
    std::string short_name = name.substr(0, open);
    short_name += name.find("new", open) != std::string::npos ? "+ " : " ";
    return short_name;
}

// The tabs, each a place to click: the one shown marked; short names where the full ones would
// not fit the terminal.
void ListsScreen::draw_tabs(ui::Frame& frame) {
    int width = 1;
    for (const auto& panel : panels_)
        width += display_width(panel->tab_name()) + 1;
    const bool narrow = width > frame.columns();
    int x = 1;
    for (std::size_t tab = 0; tab < panels_.size(); ++tab) {
        const std::string name =
            narrow ? short_tab_name(panels_[tab]->tab_name()) : panels_[tab]->tab_name();
        const bool shown = int(lobby_.state.tab) == int(tab);
        frame.put(tabs_line, x, name, shown ? frame.attribute(ui::Style::Chosen) : A_BOLD);
        x += display_width(name) + 1;
        tab_ends_[tab] = x;
    }
}

}  // namespace

std::unique_ptr<ui::Screen> lobby_lists(Lobby& lobby) {
    return std::make_unique<ListsScreen>(lobby);
}

}  // namespace boardgames::lobby
