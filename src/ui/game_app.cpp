#include "game_app.hpp"

#include <curses.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>

#include "app.hpp"
#include "arrange_screen.hpp"
#include "context.hpp"
#include "figure_scene.hpp"
#include "frame.hpp"
#include "open_screen.hpp"
#include "play_screen.hpp"
#include "terminal.hpp"
#include "tutorial_screen.hpp"

namespace boardgames::ui {
namespace {

// The game's part of the App: the play screen at the bottom, the computer's moves when they
// are due, at a table what it says (and the bell, and the clocks), and the game kept when the
// program is stopped. Everything a game needs beyond the App's screens is here.
class GameApp final : public App, public OpenScreens {
  public:
    GameApp(Terminal& terminal, Session session, const AppOptions& options,
            std::unique_ptr<net::TableClient> table)
        : App(terminal, std::string(session.game().title)),
          ctx_(terminal, navigator(), std::move(session), options, std::move(table)),
          play_(ctx_) {
        set_base(play_);
        ctx_.screens = this;
        ctx_.position_changed();
        const bool lessons = !tutorial_figures(ctx_.session.game()).empty();
        if (options.tutorial && lessons && !ctx_.table)
            ctx_.navigator.show(std::make_unique<TutorialScreen>(ctx_));
        else if (!ctx_.table && !(options.offer_resume && offer_resume(ctx_)) && options.arrange)
            begin_arrangement(ctx_);
        else if (ctx_.table)
            begin_table_arrangement(ctx_);
        if (!options.greeting.empty()) ctx_.say(options.greeting, false);
        if (options.tutorial && !lessons) ctx_.say("This game has no lessons yet", true);
        switch_screen();
    }

    int play() {
        const int status = run();
        if (status != 0) return status;
        return table_broke_ ? 2 : 0;  // 2: bad input, as a bad argument is
    }

    const std::string& farewell() const { return ctx_.farewell; }

    std::string practice_refused() const override {
        for (const Screen* open : open_screens())
            if (std::string why = open->practice_refused(); !why.empty()) return why;
        return {};
    }

  private:
    // Keeps a game under way in the autosave, offered at the next start, and says where once
    // the terminal is restored: the program ends with no chance to ask.
    void stopping() override {
        if (ctx_.table) {  // the table keeps the game
            ctx_.farewell = "boardgames: you left table " + ctx_.table->code() +
                            "; come back with: boardgames join " + ctx_.table->code();
            return;
        }
        if (!current().keeps_game() || !beneath().keeps_game() || !ctx_.options.writes_files)
            return;
        if (const auto kept = ctx_.saves.autosave(ctx_.game_to_keep()))
            ctx_.farewell = "boardgames: the game was kept in " + kept->string() + "; boardgames " +
                            std::string(ctx_.session.game().name) + " offers to resume it";
    }

    // At a table, the other players' moves arrive on its socket: they wake the wait.
    int wake_fd() const override {
        return ctx_.table && ctx_.table->fd() >= 0 ? ctx_.table->fd() : -1;
    }

    // The pointer's moves mark what is under it; the panel's move list hears the wheel over it,
    // and a click on a move when the screen beneath no dialog shows the game's moves.
    bool hear_first(const Event& event) override {
        if (event.kind == Event::Kind::Motion) {
            ctx_.pointer.hover(event.y, event.x);
            return true;
        }
        if (current().overlay() || !ctx_.move_list.contains(event.y, event.x)) return false;
        switch (event.kind) {
            case Event::Kind::WheelUp:
                ++ctx_.move_list.scrolled;
                return true;
            case Event::Kind::WheelDown:
                --ctx_.move_list.scrolled;
                return true;
            case Event::Kind::Click:
                if (const auto ply = ctx_.move_list.ply_at(event.y, event.x))
                    return current().show_ply(*ply);
                return true;
            case Event::Kind::Release:
            case Event::Kind::RightClick:
                return true;
            default:
                return false;
        }
    }

    // The computer moves only while the play screen itself is shown, not under a dialog.
    bool computer_pending() {
        return base_shown() && !ctx_.paused && !ctx_.session.match().outcome().over() &&
               ctx_.session.player_to_move().computer();
    }

    int wait_ms(Clock::time_point now, std::optional<int> screen_wait) override {
        auto until = [&](Clock::time_point due) {
            return int(std::clamp<long>(
                std::chrono::duration_cast<std::chrono::milliseconds>(due - now).count(), 5, 500));
        };
        // At a table whose connection dropped, the countdown to the next try is kept up.
        if (ctx_.table && ctx_.table->fd() < 0) return 200;
        if (screen_wait) return *screen_wait;
        if (ctx_.computer.thinking()) return 30;
        if (computer_pending()) return until(ctx_.computer.due());
        // A clock running is kept up: its seconds, and its tenths when low.
        if (ctx_.table && ctx_.table->clock_running() >= 0)
            return clock_low(ctx_.table->clock_left(ctx_.table->clock_running(), now)) ? 100 : 250;
        return 500;
    }
    // What the table said since the last look: moves, the game again after a reconnection,
    // and news for the status line. A table that breaks the protocol is left at once: the
    // terminal is restored and the program ends with status 2, keeping nothing it said.
    void hear_table() {
        net::TableClient::Update update = ctx_.table->poll(ctx_.session);
        if (!update.broken.empty()) {
            ctx_.farewell = "boardgames: table " + ctx_.table->code() + ": " + update.broken;
            table_broke_ = true;
            ctx_.navigator.quit();
            return;
        }
        if (update.dropped) ctx_.say("", false);  // the countdown to the next try shows instead
        if (update.position_changed) {
            ctx_.position_changed();
            if (!update.notes.empty() || ctx_.game_over()) ctx_.say("", false);
        }
        // Not capitalised: a note may begin with a login name.
        if (!update.notes.empty()) ctx_.say(update.notes.back(), update.errors);
        // The players arranging (a new game at the table): once, whatever comes again.
        if (!ctx_.table->arranging().empty() && !current().arranges() && !beneath().arranges()) {
            begin_table_arrangement(ctx_);
            switch_screen();
        }
        ring_for_table();
    }

    // The bell for what a person at this seat is waited for, each time it newly is: the turn
    // (against a person: the computer's quick replies would ring all game), a request, a knock.
    void ring_for_table() {
        const net::TableClient& table = *ctx_.table;
        const bool against_person = std::any_of(
            table.seats().begin(), table.seats().end(),
            [](const net::SeatView& seat) { return seat.person(); });
        const bool my_turn = !table.watching() && !ctx_.game_over() && against_person &&
                             table.arranging().empty() &&
                             ctx_.session.seat_to_move() == table.seat();
        const bool news = (my_turn && !was_my_turn_) ||
                          (table.asked() && table.asked() != was_asked_) ||
                          table.knocks().size() > was_knocking_;
        if (news && heard_table_ && ctx_.options.bell) beep();
        heard_table_ = true;
        was_my_turn_ = my_turn;
        was_asked_ = table.asked();
        was_knocking_ = table.knocks().size();
    }

    void hear_outside(Clock::time_point now) {
        if (!ctx_.options.outside_news || now - outside_asked_ < std::chrono::seconds(3)) return;
        outside_asked_ = now;
        const std::string news = ctx_.options.outside_news();
        if (news.empty()) return;
        ctx_.say(news, false);
        if (ctx_.options.bell) beep();
    }

    void tick(Clock::time_point) override {
        if (ctx_.table) hear_table();
        const auto now = Clock::now();
        hear_outside(now);
        const AnyMatch& match = ctx_.session.match();
        if (const auto hint = ctx_.computer.collect(match.ply())) {
            ctx_.marks.hint = ctx_.cells_of(*hint);
            ctx_.say("Hint: " + *hint, false);
        }
        if (computer_pending() && !ctx_.computer.thinking() && !ctx_.computer.has_move()) {
            const int level = ctx_.session.player_to_move().level;
            ctx_.computer.start(match, ctx_.session.game().level_limits(level, ctx_.random()),
                                false);
        }
        if (computer_pending())
            if (const auto move = ctx_.computer.take_move(now))
                if (ctx_.session.play(*move)) ctx_.position_changed();
    }

    void before_draw() override { ctx_.refresh_board(); }

    // The board's cells and the move list's moves for the mouse, the keys of this place, and
    // the seats' clocks at a table.
    void dress(Frame& frame, bool too_small) override {
        frame.keep_spots_in(ctx_.pointer.boxes, ctx_.move_list);
        if (too_small) ctx_.pointer.boxes.clear();
        frame.key_place = ctx_.key_place();
        if (!ctx_.table || !ctx_.table->has_clock()) return;
        const auto now = std::chrono::steady_clock::now();
        for (int seat = 0; seat < int(ctx_.session.seats().size()); ++seat) {
            const auto left = ctx_.table->clock_left(seat, now);
            const bool running = seat == ctx_.table->clock_running();
            frame.clocks.push_back({clock_text(left), running, running && clock_low(left)});
        }
    }

    Context ctx_;
    PlayScreen play_;           // always there, beneath the dialogs
    bool table_broke_ = false;  // the table sent what no table may: left with status 2
    // What the bell last knew of the table (it rings for what is new).
    bool heard_table_ = false;
    bool was_my_turn_ = false;
    std::optional<net::RequestKind> was_asked_;
    std::size_t was_knocking_ = 0;
    Clock::time_point outside_asked_{};
};

}  // namespace

int run_app(Session session, const AppOptions& options, std::unique_ptr<net::TableClient> table) {
    std::string farewell;
    int status = 0;
    {
        Terminal terminal;
        GameApp app(terminal, std::move(session), options, std::move(table));
        status = app.play();
        farewell = app.farewell();
    }
    // Once the terminal is restored, where it stays in view (no one reads a hung-up terminal:
    // the next start says it again).
    if (!farewell.empty() && options.says_farewell) std::fprintf(stderr, "%s\n", farewell.c_str());
    return status;
}

}  // namespace boardgames::ui

namespace boardgames::ui {

int run_table_app(std::unique_ptr<net::TableClient> table, AppOptions options) {
    Session session = table->take_session();
    const std::string where = (table->watching() ? "Watching table " : "At table ") +
                              table->code() + " of " + table->host();
    // A finished game says how it ended at once, not only after the first key.
    const std::string result = !table->ended().empty() ? table->ended()
                               : session.match().outcome().over()
                                   ? session.match().result_sentence()
                                   : std::string{};
    if (options.greeting.empty()) options.greeting = where;
    if (!result.empty()) options.greeting = where + ": game over: " + result;
    return run_app(std::move(session), options, std::move(table));
}

}  // namespace boardgames::ui
