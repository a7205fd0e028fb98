#include "lobby/name_screen.hpp"

#include <curses.h>

#include <algorithm>

#include "ui/frame.hpp"
#include "ui/keys.hpp"
#include "ui/keys_page.hpp"
#include "ui/line_editor.hpp"
#include "ui/screen_keys.hpp"

namespace boardgames::lobby {
namespace {

enum class NameKey { Choose, Leave, Help };

const ui::ScreenKeys<NameKey>& name_keys() {
    static const ui::ScreenKeys<NameKey> keys{
        {NameKey::Choose,
         {'\n', '\r', KEY_ENTER},
         "Enter chooses the name",
         "choose the name typed (or use the code typed)"},
        {NameKey::Leave, {ui::key_escape}, "Esc leaves", "leave"},
        {NameKey::Help, {'?', KEY_F(1)}, "? help", "these keys"},
    };
    return keys;
}

class NameScreen final : public ui::FixedScreen {
  public:
    explicit NameScreen(Lobby& lobby) : FixedScreen(lobby_smallest), lobby_(lobby) {}

    void handle(const ui::Event& event) override;
    void draw(ui::Frame& frame) override;
    std::string hints() const override { return ui::hint_line(name_keys()); }
    std::optional<ui::KeysHelp> keys_help() const override {
        std::vector<std::string> lines{"Choosing your name"};
        for (std::string& line : ui::help_lines(name_keys()))
            lines.push_back(std::move(line));
        lines.push_back("  Backspace         erase the last character");
        return ui::KeysHelp{"a new key", std::move(lines)};
    }
    // Its help comes back to it.
    bool stays_beneath() const override { return true; }

  private:
    void act(NameKey key);
    void choose();
    bool code_typed() const;

    Lobby& lobby_;
    ui::LineEditor typed_ = ui::LineEditor::name();
    std::string problem_;
    int wrong_codes_ = 0;
    int key_line_ = -1;  // the keys' line, as drawn
};

void NameScreen::handle(const ui::Event& event) {
    if (event.kind == ui::Event::Kind::Click && event.y == key_line_)
        if (const auto key = ui::hint_at(name_keys(), event.x)) return act(*key);
    switch (typed_.type(event)) {
        case ui::LineEditor::Typed::Taken:
        case ui::LineEditor::Typed::Erased:
            problem_.clear();
            return;
        case ui::LineEditor::Typed::Refused:
            problem_ = "A name has letters, digits, - and _ only.";
            return;
        case ui::LineEditor::Typed::Full:
            problem_ = "A name has 20 characters at most.";
            return;
        case ui::LineEditor::Typed::Other:
            break;
    }
    if (event.kind != ui::Event::Kind::Key) return;
    if (const auto key = ui::action_for(name_keys(), event.key)) return act(*key);
    problem_ = "A name has letters, digits, - and _ only.";
}

void NameScreen::act(NameKey key) {
    if (key == NameKey::Leave) return lobby_.choose({});
    if (key == NameKey::Help)
        return lobby_.navigator.show(
            std::make_unique<ui::KeysPage>(lobby_.navigator, *keys_help(), smallest_terminal()));
    choose();
}

// A code is digits with a dash in the middle (a name begins with a letter).
bool NameScreen::code_typed() const {
    const std::string& typed = typed_.text();
    return typed.size() == 11 && typed[5] == '-' &&
           std::all_of(typed.begin(), typed.end(),
                       [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
}

void NameScreen::choose() {
    Visitor& visitor = lobby_.visitor;
    store::Database& database = lobby_.database;
    if (code_typed()) {
        // This key joins the player who made the code.
        auto claimed = database.accounts().claim_key_code(typed_.text(), visitor.fingerprint);
        if (!claimed && ++wrong_codes_ >= 3) return lobby_.choose({});  // codes are not guessed
        if (!claimed) {
            problem_ = claimed.error();
            return;
        }
        visitor.player = std::move(claimed).value();
    } else {
        auto registered = database.accounts().register_player(
            typed_.text(), visitor.fingerprint, visitor.network, visitor.limits.signups_per_hour);
        // The same key named itself meanwhile, in another visit: it is that player.
        if (!registered) visitor.player = database.accounts().player_by_key(visitor.fingerprint);
        if (!registered && !visitor.player) {
            problem_ = registered.error();
            return;
        }
        if (registered) visitor.player = std::move(registered).value();
    }
    lobby_.state.note = "Welcome, " + visitor.player->name + ": this key is you from now on.";
    lobby_.navigator.show_play();
}

void NameScreen::draw(ui::Frame& frame) {
    frame.title("the lobby", "a new key");
    frame.put(2, 2, "Welcome. This SSH key is new here: choose the name others will see.", A_BOLD);
    frame.put(3, 2, "2 to 20 letters, digits, - or _, a letter first. Esc leaves.");
    frame.put(4, 2, "A key of a player already? Type the code K gave him in the lobby.");
    frame.put(6, 2, "Name: " + typed_.text() + "_", A_BOLD);
    if (!problem_.empty()) frame.put(8, 2, problem_, frame.attribute(ui::Style::Error));
    key_line_ = frame.lines() - 1;
}

}  // namespace

std::unique_ptr<ui::Screen> name_screen(Lobby& lobby) {
    return std::make_unique<NameScreen>(lobby);
}

}  // namespace boardgames::lobby
