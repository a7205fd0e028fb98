#include "lobby/player_page.hpp"

#include <algorithm>

#include "game_record.hpp"
#include "lobby/correspondence.hpp"
#include "lobby/lobby_tables.hpp"
#include "text_wrap.hpp"

namespace boardgames::lobby {

std::optional<PlayerPage> read_player_page(const store::Database& database, std::string_view name) {
    const auto player = database.accounts().player_named(name);
    if (!player) return std::nullopt;
    PlayerPage page{.player = *player};
    page.last_seen = database.accounts().last_seen(player->id);
    for (const store::PlayerHere& here : database.presence().people(store::Presence::fresh_visit))
        if (same_name(here.name, player->name)) page.here_now = true;
    page.ratings = database.ratings().ratings_of(player->id);
    page.results = database.archive().results_of(player->id, PlayerPage::results_shown);
    for (store::OpenTable& table :
         database.listing().open_tables(store::TableListing::fresh_table)) {
        bool seated = false;
        for (const store::OpenTable::Seat& seat : table.seats)
            seated = seated || (seat.state != SeatState::Free && same_name(seat.who, player->name));
        if (seated && table.result.empty()) page.tables.push_back(std::move(table));
    }
    for (TableRow& row : correspondence_rows(database, player->name))
        if (row.seated) page.correspondence.push_back(std::move(row.table));
    return page;
}

std::string rating_row_text(const store::PlayerRating& rating) {
    std::string text = padded(clean_people_text(rating.ladder, 24), 12);
    text += padded(rating_text(rating.rating), 7);
    text += padded("RD " + std::to_string(int(rating.rating.deviation + 0.5)), 8);
    text += std::to_string(rating.games);
    text += rating.games == 1 ? " game: " : " games: ";
    text += std::to_string(rating.wins) + " won, ";
    text += std::to_string(rating.draws) + " drawn, ";
    text += std::to_string(rating.losses) + " lost";
    return text;
}

std::string result_row_text(const store::PlayerResult& result, const std::string& player) {
    const store::ArchivedGame& game = result.game;
    std::string against;
    for (const auto& [side, name] : game.seats) {
        if (same_name(name, player)) continue;
        against += against.empty() ? "against " : ", ";
        against += name;
    }
    const std::string when =
        game.finished.size() >= 16 ? game.finished.substr(5, 11) : game.finished;
    std::string text = padded(clean_people_text(when, 11), 13);
    text += padded(clean_people_text(game.game, 10), 11);
    if (result.score)
        return text +
               padded(*result.score > 0.75   ? "won"
                      : *result.score > 0.25 ? "drew"
                                             : "lost",
                      6) +
               clean_people_text(against, 120);
    // No score kept (an unrated table): who he played, then how it ended and his side.
    text += clean_people_text(against, 120) + ": ";
    text += clean_people_text(result_for_people(game.game, game.result), 60);
    return text + " (he played " + clean_people_text(result.side, 20) + ")";
}

std::string table_row_text(const store::OpenTable& table, std::int64_t now) {
    std::string text = padded(table.code, 8);
    text += padded(clean_people_text(table.game, 10), 11);
    text += padded(std::to_string(table.moves) + (table.moves == 1 ? " move" : " moves"), 10);
    const std::string ago = ago_text(std::max<std::int64_t>(0, now - table.last_move));
    text += padded(ago == "now" ? "last move now" : "last move " + ago + " ago", 22);
    return text + clean_people_text(seats_text(table), 200);
}

std::string last_seen_text(const PlayerPage& page, std::int64_t now) {
    if (page.here_now) return "here now";
    if (page.last_seen <= 0) return "never seen";
    const std::string ago = ago_text(std::max<std::int64_t>(0, now - page.last_seen));
    return ago == "now" ? "last seen just now" : "last seen " + ago + " ago";
}

}  // namespace boardgames::lobby
