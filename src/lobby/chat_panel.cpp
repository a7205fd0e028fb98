#include "lobby/chat_panel.hpp"

#include <curses.h>

#include <algorithm>
#include <ctime>
#include <limits>
#include <memory>

#include "lobby/lobby_tables.hpp"
#include "text_wrap.hpp"
#include "ui/prompt_screen.hpp"

namespace boardgames::lobby {

std::string chat_line_text(const store::ChatLine& line, bool muted) {
    const std::time_t when = std::time_t(line.at);
    std::tm utc{};
    gmtime_r(&when, &utc);
    char clock[8] = {};
    std::strftime(clock, sizeof clock, "%H:%M", &utc);
    std::string text = clock;
    text += ' ';
    text += clean_people_text(line.name, 20);
    text += ": ";
    // The store cleaned it; cleaned again here all the same, for the screen's sake.
    text += muted ? "(muted: m hears him again)" : clean_people_text(line.text, 400);
    return text;
}

std::string ChatPanel::tab_name() const {
    if (lobby_.chat_unread == 0) return " Chat ";
    return " Chat (" + std::to_string(lobby_.chat_unread) + " new) ";
}

void ChatPanel::reread() {
    // Shown: what came meanwhile is read, and the newest line is chosen.
    lobby_.chat_unread = 0;
    rows_.clear();
    lines_laid_ = 0;
    lobby_.state.chosen_chat = std::numeric_limits<std::size_t>::max();  // the last, once laid
}

void ChatPanel::lay_out(int columns) {
    if (lines_laid_ == lobby_.chat.size() && columns_ == columns &&
        muted_laid_ == lobby_.state.muted.size() && !rows_.empty())
        return;
    // The newest line stays chosen as lines come; a line chosen further up stays chosen.
    std::size_t& row = lobby_.state.chosen_chat;
    const bool following = rows_.empty() || row + 1 >= rows_.size();
    const std::size_t chosen_line = row < rows_.size() ? rows_[row].line : 0;
    const std::int64_t chosen_id =
        !following && chosen_line < lobby_.chat.size() ? lobby_.chat[chosen_line].id : 0;
    rows_.clear();
    const int width = std::max(20, columns - 4);
    for (std::size_t line = 0; line < lobby_.chat.size(); ++line) {
        const store::ChatLine& said = lobby_.chat[line];
        for (std::string& part : wrap_text(chat_line_text(said, muted(said.name)), width, 6))
            rows_.push_back({line, std::move(part)});
    }
    row = rows_.empty() ? 0 : rows_.size() - 1;
    if (!following)
        for (std::size_t at = 0; at < rows_.size(); ++at)
            if (lobby_.chat[rows_[at].line].id == chosen_id) {
                row = at;
                break;
            }
    lines_laid_ = lobby_.chat.size();
    columns_ = columns;
    muted_laid_ = lobby_.state.muted.size();
}

std::optional<std::string> ChatPanel::chosen_player() const {
    const std::size_t row = lobby_.state.chosen_chat;
    if (row >= rows_.size()) return std::nullopt;
    return lobby_.chat[rows_[row].line].name;
}

void ChatPanel::draw_heading(ui::Frame& frame, int y) {
    frame.put(y, 2, "The lobby's chat, everyone's (times UTC; s says a line, m mutes, p his page)",
              frame.attribute(ui::Style::Heading));
}

void ChatPanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    const Row& row = rows_[index];
    const bool chosen =
        lobby_.state.chosen_chat < rows_.size() && rows_[lobby_.state.chosen_chat].line == row.line;
    const bool mine = same_name(lobby_.chat[row.line].name, lobby_.player().name);
    frame.put(y, 2, row.text, chosen ? frame.attribute(ui::Style::Chosen) : mine ? A_BOLD : 0);
}

void ChatPanel::act_here(LobbyKey key) {
    if (key == LobbyKey::Say) return say();
    if (key == LobbyKey::Mute) return mute_chosen();
}

// The table's chat line, on the status line: the store cleans, bounds and paces it.
void ChatPanel::say() {
    lobby_.navigator.show(std::make_unique<ui::PromptScreen>(
        lobby_.navigator, "Say: ", "a line for everyone in the lobby, Enter to send, Esc to cancel",
        [this](const std::string& typed) {
            const auto said = lobby_.database.lobby_chat().say(lobby_.player().id, typed);
            if (!said) lobby_.state.note = "Not said: " + said.error() + ".";
            lobby_.state.chosen_chat = std::numeric_limits<std::size_t>::max();  // follow it
        }));
}

void ChatPanel::mute_chosen() {
    const auto name = chosen_player();
    if (!name) return;
    std::vector<std::string>& muted_names = lobby_.state.muted;
    if (same_name(*name, lobby_.player().name)) {
        lobby_.state.note = "That line is yours.";
    } else if (muted(*name)) {
        std::erase_if(muted_names,
                      [&](const std::string& other) { return same_name(other, *name); });
        lobby_.state.note = *name + " is heard again.";
    } else {
        muted_names.push_back(*name);
        lobby_.state.note = *name + "'s chat is muted for this visit (m again to hear him).";
    }
}

bool ChatPanel::muted(const std::string& name) const {
    const auto& names = lobby_.state.muted;
    return std::any_of(names.begin(), names.end(),
                       [&](const std::string& other) { return same_name(other, name); });
}

}  // namespace boardgames::lobby
