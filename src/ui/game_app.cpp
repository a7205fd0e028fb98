#include "game_app.hpp"

#include <curses.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>

#include "app.hpp"
#include "archived_game.hpp"
#include "arrange_screen.hpp"
#include "context.hpp"
#include "figure_scene.hpp"
#include "frame.hpp"
#include "game_at_table.hpp"
#include "local_game.hpp"
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
    GameApp(Terminal& terminal, std::unique_ptr<PlayedGame> game, const AppOptions& options)
        : App(terminal, std::string(game->session().game().title)),
          ctx_(terminal, navigator(), std::move(game), options),
          play_(ctx_) {
        set_base(play_);
        ctx_.screens = this;
        ctx_.position_changed();
        // A game of one's own begins with the lessons, a game kept to resume or the
        // arrangement; a shared game with the arrangement its table waits for.
        const bool own = ctx_.key_place() == KeyPlace::Game;
        const bool lessons = !tutorial_figures(ctx_.session().game()).empty();
        if (own && options.tutorial && lessons)
            ctx_.navigator.show(std::make_unique<TutorialScreen>(ctx_));
        else if (own && !(options.offer_resume && offer_resume(ctx_)) && options.arrange)
            begin_arrangement(ctx_);
        else
            begin_shared_arrangement(ctx_);
        if (!options.greeting.empty()) ctx_.say(options.greeting, false);
        if (options.tutorial && !lessons) ctx_.say("This game has no lessons yet", true);
        switch_screen();
    }

    int play() {
        const int status = run();
        if (status != 0) return status;
        if (timed_out()) return exit_timed_out;
        return game_broke_ ? 2 : 0;  // 2: bad input, as a bad argument is
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
        if (std::string elsewhere = ctx_.game().farewell(); !elsewhere.empty()) {
            ctx_.farewell = std::move(elsewhere);  // the table keeps the game
            return;
        }
        if (!current().keeps_game() || !beneath().keeps_game() || !ctx_.options.writes_files)
            return;
        if (const auto kept = ctx_.saves.autosave(ctx_.game_to_keep()))
            ctx_.farewell = "boardgames: the game was kept in " + kept->string() + "; boardgames " +
                            std::string(ctx_.session().game().name) + " offers to resume it";
    }

    // At a table, the other players' moves arrive on its socket: they wake the wait.
    int wake_fd() const override { return ctx_.game().wake_fd(); }

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
        return base_shown() && !ctx_.paused && !ctx_.session().match().outcome().over() &&
               ctx_.session().occupant_to_move().computer();
    }

    int wait_ms(Clock::time_point now, std::optional<int> screen_wait) override {
        auto until = [&](Clock::time_point due) {
            return int(std::clamp<long>(
                std::chrono::duration_cast<std::chrono::milliseconds>(due - now).count(), 5, 500));
        };
        const std::optional<int> game_wait = ctx_.game().wait_ms(now);
        if (screen_wait) return game_wait ? std::min(*game_wait, *screen_wait) : *screen_wait;
        if (ctx_.computer.thinking()) return 30;
        if (computer_pending()) return until(ctx_.computer.due());
        return game_wait.value_or(500);
    }
    // What the game heard since the last look (a table's moves, the game again after a
    // reconnection, news for the status line). A game that cannot go on here (a table that
    // broke the protocol) is left at once: the terminal is restored and the program ends with
    // status 2, keeping nothing it said.
    void hear_game() {
        GameNews news = ctx_.game().hear();
        if (!news.broken.empty()) {
            ctx_.farewell = "boardgames: " + news.broken;
            game_broke_ = true;
            ctx_.navigator.quit();
            return;
        }
        // Closed by its host, or sent away: nothing is left to do at the table.
        if (!news.ended.empty()) {
            ctx_.farewell = "boardgames: " + news.ended;
            ctx_.navigator.quit();
            return;
        }
        if (news.dropped) ctx_.say("", false);  // the countdown to the next try shows instead
        if (news.position_changed) {
            ctx_.position_changed();
            if (!news.notes.empty() || ctx_.game_over()) ctx_.say("", false);
        }
        // Not capitalised: a note may begin with a login name.
        if (!news.notes.empty()) ctx_.say(news.notes.back(), news.errors);
        // The players arranging at their terminals (a new game at the table): once, whatever
        // comes again.
        if (ctx_.game().shared_arrangement() && !current().arranges() && !beneath().arranges()) {
            begin_shared_arrangement(ctx_);
            switch_screen();
        }
        if (ctx_.game().newly_waited_for()) beep();
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
        hear_game();
        const auto now = Clock::now();
        hear_outside(now);
        const AnyMatch& match = ctx_.session().match();
        if (const auto hint = ctx_.computer.collect(match.ply())) {
            ctx_.marks.hint = ctx_.cells_of(*hint);
            ctx_.say("Hint: " + *hint, false);
        }
        if (computer_pending() && !ctx_.computer.thinking() && !ctx_.computer.has_move()) {
            const int level = ctx_.session().occupant_to_move().level;
            ai::Limits limits = ctx_.session().game().level_limits(level, ctx_.random());
            // From level 5 the computer solves an endgame it enters, once, in at most twice
            // its move's budget, and plays it perfectly (as engine mode does within its clock).
            if (level >= 5) limits.endgame_millis = 2 * std::max(limits.nominal_millis, 500);
            ctx_.computer.start(match, limits, false);
        }
        if (computer_pending())
            if (const auto move = ctx_.computer.take_move(now))
                if (ctx_.session().play(*move)) ctx_.position_changed();
    }

    void before_draw() override { ctx_.refresh_board(); }

    // The board's cells and the move list's moves for the mouse, the keys of this place, and
    // the seats' clocks at a table.
    void dress(Frame& frame, bool too_small) override {
        frame.keep_spots_in(ctx_.pointer.boxes, ctx_.move_list);
        if (too_small) ctx_.pointer.boxes.clear();
        frame.key_place = ctx_.key_place();
        frame.board_turned = ctx_.board_turned();
        frame.clocks = ctx_.game().clocks(std::chrono::steady_clock::now());
    }

    Context ctx_;
    PlayScreen play_;          // always there, beneath the dialogs
    bool game_broke_ = false;  // a table sent what no table may: left with status 2
    Clock::time_point outside_asked_{};
};

// Runs `game` in the terminal until the player leaves it.
int run_game(std::unique_ptr<PlayedGame> game, const AppOptions& options) {
    std::string farewell;
    int status = 0;
    {
        Terminal terminal;
        GameApp app(terminal, std::move(game), options);
        if (options.idle_limit) app.set_idle_limit(*options.idle_limit);
        status = app.play();
        farewell = app.farewell();
    }
    // Once the terminal is restored, where it stays in view (no one reads a hung-up terminal:
    // the next start says it again).
    if (!farewell.empty() && options.says_farewell) std::fprintf(stderr, "%s\n", farewell.c_str());
    if (!farewell.empty() && options.hears_farewell) options.hears_farewell(farewell);
    return status;
}

}  // namespace

int run_app(Session session, const AppOptions& options) {
    session.set_mode(options.mode, options.human_side, options.level);
    for (const auto& [seat, occupant] : options.seat_occupants)
        session.occupants[std::size_t(seat)] = occupant;
    return run_game(std::make_unique<LocalGame>(std::move(session)), options);
}

int run_archived_app(Session session, std::string title, std::string how_it_ended,
                     const AppOptions& options) {
    return run_game(std::make_unique<ArchivedGame>(std::move(session), std::move(title),
                                                   std::move(how_it_ended)),
                    options);
}

int run_table_app(std::unique_ptr<net::TableClient> table, AppOptions options) {
    const std::string where = (table->watching() ? "Watching table " : "At table ") +
                              table->code() + " of " + table->host();
    auto game = std::make_unique<GameAtTable>(std::move(table), options.bell);
    // A finished game says how it ended at once, not only after the first key.
    if (options.greeting.empty()) options.greeting = where;
    if (game->over()) options.greeting = where + ": game over: " + game->result();
    return run_game(std::move(game), options);
}

}  // namespace boardgames::ui
