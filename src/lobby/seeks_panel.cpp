#include "lobby/seeks_panel.hpp"

#include <ctime>

#include "lobby/lobby_tables.hpp"
#include "lobby/table_form.hpp"
#include "text_wrap.hpp"

namespace boardgames::lobby {

std::string seek_row_text(const store::Seek& seek, bool mine, std::int64_t now) {
    std::string text = mine ? "yours, waiting       " : clean_people_text(seek.player, 20);
    text.resize(std::max<std::size_t>(text.size(), 21), ' ');
    std::string rating = std::to_string(seek.rating);
    rating.resize(6, ' ');
    std::string game = clean_people_text(seek.game, 14);
    game.resize(std::max<std::size_t>(game.size(), 14), ' ');
    std::string clock = seek.clock.empty() ? "no clock" : clean_people_text(seek.clock, 8);
    clock.resize(std::max<std::size_t>(clock.size(), 9), ' ');
    text += " " + rating + game + clock;
    text += seek.rated ? "rated   " : "unrated ";
    text += seek.range == 0 ? "any rating  " : "within " + std::to_string(seek.range) + "  ";
    text += seek.seat < 0 ? "either seat" : seek.seat == 0 ? "first seat " : "second seat";
    text += "  " + ago_text(now - seek.made);
    return text;
}

std::string SeeksPanel::tab_name() const {
    return " Seeks (" + std::to_string(lobby_.seeks.size()) + ") ";
}

void SeeksPanel::draw_heading(ui::Frame& frame, int y) {
    frame.put(y, 2, "Seeks: player, rating, game, clock, rated, opponent's rating, seat, waited",
              frame.attribute(ui::Style::Heading));
}

std::string SeeksPanel::none_text() const {
    return "No seek you may take now: s seeks a game, and whoever seeks the same plays you.";
}

void SeeksPanel::draw_row(ui::Frame& frame, int y, std::size_t index) {
    const int attribute = index == lobby_.state.chosen_seek ? frame.attribute(ui::Style::Chosen)
                          : mine(index)                     ? A_BOLD
                                                            : 0;
    frame.put(y, 2,
              seek_row_text(lobby_.seeks[index], mine(index), std::int64_t(std::time(nullptr))),
              attribute);
}

void SeeksPanel::act_here(LobbyKey key) {
    switch (key) {
        case LobbyKey::SeekGame:
            return lobby_.navigator.show(seek_form(lobby_));
        case LobbyKey::TakeSeek:
            return take();
        case LobbyKey::Withdraw:
            return withdraw();
        default:
            return;
    }
}

void SeeksPanel::take() {
    if (lobby_.seeks.empty()) return;
    const std::size_t index = lobby_.state.chosen_seek;
    if (mine(index)) {
        lobby_.state.note = "That seek is yours: it waits for another player (d withdraws it).";
        return;
    }
    const store::Seek& seek = lobby_.seeks[index];
    TableChoice choice{.game = seek.game, .seat = -1, .rated = seek.rated, .clock = seek.clock};
    choice.rating_range = 0;  // the one chosen, whatever its rating
    lobby_.choose({.kind = LobbyAction::Kind::TakeSeek, .seek_id = seek.id, .table = choice});
}

void SeeksPanel::withdraw() {
    if (lobby_.seeks.empty()) return;
    const std::size_t index = lobby_.state.chosen_seek;
    if (!mine(index)) {
        lobby_.state.note = "Only your own seeks are withdrawn: Enter plays this one.";
        return;
    }
    const bool withdrawn =
        lobby_.database.seeks().withdraw(lobby_.seeks[index].id, lobby_.player().id);
    lobby_.state.note =
        withdrawn ? "Your seek is withdrawn." : "That seek was paired or gone already.";
    lobby_.seeks = lobby_.database.seeks().seen_by(lobby_.player().id);
}

}  // namespace boardgames::lobby
