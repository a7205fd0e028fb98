// The lobby's part of the App: its screens at the bottom of it, the lists of tables and people
// read every second whichever screen is shown (with the bell for an invitation), and the
// visit's presence said every few seconds.

#include <curses.h>

#include <algorithm>
#include <chrono>
#include <ctime>

#include "lobby/correspondence.hpp"
#include "lobby/lobby_screen.hpp"
#include "lobby/lobby_tables.hpp"
#include "lobby/name_screen.hpp"
#include "lobby/tournaments_panel.hpp"
#include "text_wrap.hpp"
#include "ui/app.hpp"

namespace boardgames::lobby {
namespace {

using Clock = std::chrono::steady_clock;
// Tables silent this long are gone (one killed cannot say so); people likewise.
constexpr std::chrono::seconds fresh_listing{60};
constexpr std::chrono::seconds presence_interval{10};
constexpr std::chrono::seconds reread_interval{1};
// Correspondence deadlines are days: every lobby looks for those passed once a minute (and for
// tournaments' tables gone without a result).
constexpr std::chrono::seconds deadlines_interval{60};
// The chat is read whole again this often (lines the administrator removed, or of a player
// banned since, go); every second, only the lines after the last one read.
constexpr std::chrono::seconds chat_reread_interval{30};

class LobbyApp final : public ui::App {
  public:
    LobbyApp(ui::Terminal& terminal, store::Database& database, Visitor& visitor, LobbyState& state)
        : App(terminal, "The lobby"),
          lobby_{
              .database = database, .visitor = visitor, .state = state, .navigator = navigator()} {
        if (visitor.player) tick(Clock::now());  // the lists read before they are first drawn
        lists_ = lobby_lists(lobby_);
        set_base(*lists_);
        if (!visitor.player) {
            navigator().show(name_screen(lobby_));
            switch_screen();
        }
    }

    LobbyAction visit() {
        run();
        if (timed_out()) return {.kind = LobbyAction::Kind::TimedOut};
        return lobby_.chosen;
    }

  private:
    void tick(Clock::time_point now) override {
        if (!lobby_.visitor.player) return;  // nobody to list the tables for yet
        if (now - marked_ >= presence_interval) {
            const auto present = lobby_.database.presence().mark_present(
                lobby_.state.visit, lobby_.player().id, "lobby",
                lobby_.visitor.limits.sessions_per_player);
            if (const auto ban = lobby_.database.accounts().ban_of(lobby_.player().id))
                return lobby_.choose(
                    {.kind = LobbyAction::Kind::Refused,
                     .reason = lobby_.player().name + " is banned from this server: " + *ban});
            if (present.ok() && !*present) {  // a visit not yet counted, one too many
                const int most = lobby_.visitor.limits.sessions_per_player;
                return lobby_.choose(
                    {.kind = LobbyAction::Kind::Refused,
                     .reason = "you are here in " + std::to_string(most) +
                               (most == 1 ? " session" : " sessions") +
                               " already, the most a player may: leave one first"});
            }
            marked_ = now;
        }
        if (now - settled_ >= deadlines_interval) {
            settle_correspondence(lobby_.database, lobby_.visitor.limits.vacation_days,
                                  std::int64_t(std::time(nullptr)));
            // A tournament's table gone without its result: its game opens again.
            lobby_.database.tournaments().reopen_lost_games(fresh_listing);
            settled_ = now;
        }
        if (now - reread_ < reread_interval) return;
        reread_ = now;
        reread_lists();
        read_chat(now);
    }

    // Woken at least once a second: the lists are live.
    int wait_ms(Clock::time_point now, std::optional<int> screen_wait) override {
        const auto due =
            std::chrono::duration_cast<std::chrono::milliseconds>(reread_ + reread_interval - now);
        return std::min(std::max(int(due.count()), 50), screen_wait.value_or(1000));
    }

    void reread_lists();
    bool take_pairing_news();
    void read_chat(Clock::time_point now);
    bool take_tournament_game();

    Lobby lobby_;
    std::unique_ptr<ui::Screen> lists_;
    Clock::time_point reread_{}, marked_{}, settled_{}, chat_read_whole_{};
    std::int64_t chat_seen_id_ = -1;        // the newest chat line seen (-1: none looked at yet)
    std::vector<std::string> invitations_;  // codes of the invitations heard of
    std::vector<std::string> waiting_;      // correspondence games waiting for his move
    bool first_look_ = true;
};

void LobbyApp::reread_lists() {
    LobbyState& state = lobby_.state;
    std::vector<TableRow>& tables = lobby_.tables;
    // The choice follows its table, wherever the new list puts it.
    if (state.chosen_table < tables.size())
        state.chosen_code = tables[state.chosen_table].table.code;
    tables = lobby_rows(correspondence_rows(lobby_.database, lobby_.player().name),
                        tables_now(lobby_.database, lobby_.player().name));
    lobby_.people = lobby_.database.presence().people(fresh_listing);
    lobby_.seeks = lobby_.database.seeks().seen_by(lobby_.player().id);
    reread_tournaments(lobby_);
    if (take_pairing_news() || take_tournament_game()) return;
    // A bell for an invitation not heard of before (not for those waiting already when the
    // lobby opened: the list shows them first).
    std::string news, news_code;
    std::vector<std::string> now_inviting;
    for (const TableRow& row : tables)
        if (row.invites_me) {
            now_inviting.push_back(row.table.code);
            if (std::find(invitations_.begin(), invitations_.end(), row.table.code) !=
                invitations_.end())
                continue;
            news_code = row.table.code;
            news = clean_people_text(row.table.host, 20) + " invites you to " +
                   clean_people_text(row.table.game, 20) + " at table " + row.table.code +
                   " (chosen: Enter sits).";
        }
    // A bell for a correspondence move that made it his turn (not for those waiting already).
    std::vector<std::string> now_waiting;
    for (const TableRow& row : tables)
        if (row.correspondence && row.my_move) {
            now_waiting.push_back(row.table.code);
            if (std::find(waiting_.begin(), waiting_.end(), row.table.code) != waiting_.end() ||
                !news.empty())
                continue;
            news_code = row.table.code;
            news = "Your move in " + clean_people_text(row.table.game, 20) + " (game " +
                   row.table.code + ", chosen: Enter opens it).";
        }
    waiting_ = std::move(now_waiting);
    lobby_.waiting_moves = int(waiting_.size());
    if (!news.empty() && !first_look_) {
        state.note = news;
        if (state.bell) beep();
        state.chosen_code = news_code;  // Enter accepts it
    }
    invitations_ = std::move(now_inviting);
    for (std::size_t i = 0; i < tables.size(); ++i)
        if (tables[i].table.code == state.chosen_code) state.chosen_table = i;
    first_look_ = false;
}

// A pairing another lobby made of this player's seek: to its table at once, with the bell; or
// why it opened none (the seek waits). Whether the lobby ends for it.
bool LobbyApp::take_pairing_news() {
    for (const store::PairingNews& news : lobby_.database.seeks().take_news(lobby_.player().id)) {
        if (lobby_.state.bell) beep();
        lobby_.state.note = news.note;
        if (news.code.empty()) continue;
        lobby_.choose({.kind = LobbyAction::Kind::Join, .code = news.code, .greeting = news.note});
        return true;
    }
    return false;
}

void LobbyApp::read_chat(Clock::time_point now) {
    std::vector<store::ChatLine>& chat = lobby_.chat;
    const bool whole = lobby_.chat_last_id == 0 || now - chat_read_whole_ >= chat_reread_interval;
    auto fresh = lobby_.database.lobby_chat().lines_after(whole ? 0 : lobby_.chat_last_id,
                                                          lobby_.player().id);
    if (whole) {
        chat_read_whole_ = now;
        chat.clear();
    }
    // A line another player said since the last look marks the chat's tab while another tab is
    // shown (the lines there when the lobby opened are not news).
    const auto muted = [this](const std::string& name) {
        return std::any_of(lobby_.state.muted.begin(), lobby_.state.muted.end(),
                           [&](const std::string& other) { return same_name(other, name); });
    };
    for (const store::ChatLine& line : fresh) {
        if (line.id <= chat_seen_id_) continue;
        if (chat_seen_id_ >= 0 && lobby_.state.tab != LobbyState::Tab::Chat &&
            !same_name(line.name, lobby_.player().name) && !muted(line.name))
            ++lobby_.chat_unread;
    }
    if (!fresh.empty()) chat_seen_id_ = std::max(chat_seen_id_, fresh.back().id);
    if (chat_seen_id_ < 0) chat_seen_id_ = 0;
    chat.insert(chat.end(), std::make_move_iterator(fresh.begin()),
                std::make_move_iterator(fresh.end()));
    if (chat.size() > std::size_t(store::LobbyChat::kept_lines))
        chat.erase(chat.begin(), chat.end() - store::LobbyChat::kept_lines);
    lobby_.chat_last_id = chat.empty() ? 0 : chat.back().id;
}

// A game of a tournament he plays in, made and still to open: the lobby opens it (and seats
// him there) unless one that failed waits a moment. Whether the lobby ends for it.
bool LobbyApp::take_tournament_game() {
    if (std::int64_t(std::time(nullptr)) < lobby_.state.tournament_games_after) return false;
    auto to_open = lobby_.database.tournaments().games_to_open_for(lobby_.player().id);
    if (to_open.empty()) return false;
    lobby_.choose(
        {.kind = LobbyAction::Kind::TournamentGame, .tournament_game = std::move(to_open.front())});
    return true;
}

}  // namespace

LobbyAction run_lobby_screens(ui::Terminal& terminal, store::Database& database, Visitor& visitor,
                              LobbyState& state, std::chrono::milliseconds idle_limit) {
    LobbyApp app(terminal, database, visitor, state);
    app.set_idle_limit(idle_limit);
    return app.visit();
}

}  // namespace boardgames::lobby
