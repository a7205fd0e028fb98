#include "lobby/player_screen.hpp"

#include <curses.h>

#include <algorithm>
#include <ctime>
#include <memory>

#include "lobby/lobby_tables.hpp"
#include "lobby/player_page.hpp"
#include "text_wrap.hpp"
#include "ui/frame.hpp"
#include "ui/keys.hpp"
#include "ui/prompt_screen.hpp"
#include "ui/screen_keys.hpp"

namespace boardgames::lobby {
namespace {

enum class PageKey { Replay, Block, Back, Help, Up, Down };

ui::ScreenKeys<PageKey> page_keys(bool blocked) {
    return {
        {PageKey::Replay,
         {'\n', '\r', KEY_ENTER},
         "Enter replay",
         "show the result chosen on its board, to replay it"},
        {PageKey::Block,
         {'x'},
         blocked ? "x unblock" : "x block",
         "block him (no invitation or chat from him reaches you), or lift the block"},
        {PageKey::Back, {ui::key_escape, 'q'}, "Esc back", "back to the lobby's lists"},
        {PageKey::Help, {'?', KEY_F(1)}, "? help", "these keys"},
        {PageKey::Up, {KEY_UP, 'k'}, "", "the result above"},
        {PageKey::Down, {KEY_DOWN, 'j'}, "", "the result below"},
    };
}

class PlayerScreen final : public ui::FixedScreen {
  public:
    PlayerScreen(Lobby& lobby, PlayerPage page)
        : FixedScreen(lobby_smallest), lobby_(lobby), page_(std::move(page)) {
        blocked_ = lobby_.database.accounts().blocks(lobby_.player().name, page_.player.name);
    }

    void handle(const ui::Event& event) override;
    void draw(ui::Frame& frame) override;
    std::string hints() const override {
        return ui::hint_line(page_keys(blocked_), live(), columns_);
    }
    std::optional<ui::KeysHelp> keys_help() const override {
        std::vector<std::string> lines{"A player's page"};
        for (std::string& line : ui::help_lines(page_keys(blocked_), live()))
            lines.push_back(std::move(line));
        lines.push_back("  click             a result chooses it, and again replays it");
        return ui::KeysHelp{"a player's page", std::move(lines)};
    }
    // Its help comes back to it.
    bool stays_beneath() const override { return true; }

  private:
    ui::LiveActions<PageKey> live() const {
        const bool other = !same_name(page_.player.name, lobby_.player().name);
        const bool results = !page_.results.empty();
        return [other, results](PageKey key) {
            if (key == PageKey::Block) return other;
            if (key == PageKey::Replay) return results;
            return true;
        };
    }
    void act(PageKey key);
    void toggle_block();
    int draw_section(ui::Frame& frame, int y, const std::string& heading,
                     const std::vector<std::string>& rows, const std::string& none);

    Lobby& lobby_;
    PlayerPage page_;
    bool blocked_ = false;
    std::size_t chosen_ = 0;  // the result chosen
    int results_top_ = -1;    // the first result's line, as drawn
    int results_shown_ = 0;   // how many results were drawn
    int key_line_ = -1;       // the keys' line, as drawn
    int columns_ = 80;        // the terminal's width, as drawn
    std::string note_;        // what the last key did
};

void PlayerScreen::handle(const ui::Event& event) {
    using Kind = ui::Event::Kind;
    std::optional<PageKey> key;
    if (event.kind == Kind::Key) {
        key = ui::action_for(page_keys(blocked_), event.key, live());
    } else if (event.kind == Kind::WheelUp || event.kind == Kind::WheelDown) {
        key = event.kind == Kind::WheelUp ? PageKey::Up : PageKey::Down;
    } else if (event.kind == Kind::Click && event.y == key_line_) {
        key = ui::hint_at(page_keys(blocked_), event.x, live(), columns_);
    } else if (event.kind == Kind::Click && results_top_ >= 0 && event.y >= results_top_ &&
               event.y < results_top_ + results_shown_) {
        const std::size_t row = std::size_t(event.y - results_top_);
        if (row == chosen_) key = PageKey::Replay;
        chosen_ = row;
    }
    if (key) act(*key);
}

void PlayerScreen::act(PageKey key) {
    switch (key) {
        case PageKey::Replay:
            if (chosen_ < page_.results.size())
                lobby_.choose(
                    {.kind = LobbyAction::Kind::Replay, .game_id = page_.results[chosen_].game.id});
            return;
        case PageKey::Block:
            return toggle_block();
        case PageKey::Back:
            return lobby_.navigator.show_play();
        case PageKey::Up:
            chosen_ = chosen_ > 0 ? chosen_ - 1 : 0;
            return;
        case PageKey::Down:
            chosen_ = std::min(chosen_ + 1, std::max<std::size_t>(page_.results.size(), 1) - 1);
            return;
        case PageKey::Help:
            return;  // the App shows the keys' page
    }
}

void PlayerScreen::toggle_block() {
    auto accounts = lobby_.database.accounts();
    const std::string& name = page_.player.name;
    const auto done = blocked_ ? accounts.unblock(lobby_.player().id, name)
                               : accounts.block(lobby_.player().id, name);
    if (!done) {
        note_ = "Not done: " + done.error();
        return;
    }
    blocked_ = !blocked_;
    note_ = blocked_ ? name + " is blocked: no invitation or chat from him reaches you."
                     : name + " is no longer blocked.";
    // The chat read again, as the player now hears it.
    lobby_.chat.clear();
    lobby_.chat_last_id = 0;
}

int PlayerScreen::draw_section(ui::Frame& frame, int y, const std::string& heading,
                               const std::vector<std::string>& rows, const std::string& none) {
    const int last = frame.lines() - 3;  // above the news and the keys
    if (y > last) return y;
    frame.put(y++, 2, heading, frame.attribute(ui::Style::Heading));
    if (rows.empty() && y <= last) frame.put(y++, 4, none);
    for (const std::string& row : rows)
        if (y <= last) frame.put(y++, 4, row);
    return y + 1;
}

void PlayerScreen::draw(ui::Frame& frame) {
    const std::string& name = page_.player.name;
    const std::int64_t now = std::int64_t(std::time(nullptr));
    frame.title("the lobby", name + "'s page");
    std::string about = clean_people_text(name, 20) + ": " + last_seen_text(page_, now);
    if (blocked_) about += "; you block him";
    frame.put(1, 1, about, A_BOLD);
    std::vector<std::string> rows;
    for (const store::PlayerRating& rating : page_.ratings)
        rows.push_back(rating_row_text(rating));
    int y =
        draw_section(frame, 3, "Ratings (rated games between players)", rows, "no rated game yet");
    rows.clear();
    for (const store::OpenTable& table : page_.tables)
        rows.push_back(table_row_text(table, now));
    y = draw_section(frame, y, "Playing now", rows, "no table now");
    rows.clear();
    for (const store::OpenTable& game : page_.correspondence)
        rows.push_back(table_row_text(game, now) + ", " + clean_people_text(game.clock, 10) +
                       " a move");
    if (!rows.empty()) y = draw_section(frame, y, "Correspondence games", rows, "");
    // The last results, each chosen and replayed: drawn as many as fit.
    const int last = frame.lines() - 3;
    results_top_ = -1;
    results_shown_ = 0;
    if (y <= last) {
        frame.put(y++, 2, "Last results (Enter replays the one chosen)",
                  frame.attribute(ui::Style::Heading));
        if (page_.results.empty() && y <= last) frame.put(y, 4, "no finished game yet");
        results_top_ = y;
        for (std::size_t i = 0; i < page_.results.size() && y <= last; ++i, ++y, ++results_shown_)
            frame.put(y, 4, result_row_text(page_.results[i], name),
                      i == chosen_ ? frame.attribute(ui::Style::Chosen) : 0);
    }
    if (!note_.empty()) frame.put(frame.lines() - 2, 0, note_, A_BOLD);
    key_line_ = frame.lines() - 1;
    columns_ = frame.columns();
}

}  // namespace

void open_player_page(Lobby& lobby, const std::string& name) {
    auto page = read_player_page(lobby.database, name);
    if (!page) {
        lobby.state.note = "No player is called " + clean_people_text(name, 20) + ".";
        return;
    }
    lobby.navigator.show(std::make_unique<PlayerScreen>(lobby, std::move(*page)));
}

void ask_player_page(Lobby& lobby) {
    lobby.navigator.show(std::make_unique<ui::PromptScreen>(
        lobby.navigator, "Whose page: ", "a player's name, Enter to see his page, Esc to cancel",
        [&lobby](const std::string& typed) {
            if (!typed.empty()) open_player_page(lobby, typed);
        },
        ui::LineEditor::name("")));
}

}  // namespace boardgames::lobby
