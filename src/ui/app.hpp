#pragma once
// The event loop of every full-screen part of the program (a game, the lobby): the screen shown
// hears the events and draws itself; the App switches screens when one asks (the navigator) and
// keeps, for every screen, what none writes again: signals, resizes, Ctrl-L, the terminal too
// small, the keys' help (? and F1, for a screen that lists its keys), escape sequences no key
// is bound to, the idle limit, and the redraw timing. A program adds its own part (the game's
// computer, table and clocks; the lobby's lists) through the hooks below.

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "navigator.hpp"
#include "screen.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

class Frame;

// How long redraws take after an event, written out at exit when BOARDGAMES_TIMING names a
// file.
class RedrawTiming {
  public:
    using Clock = std::chrono::steady_clock;
    RedrawTiming();
    void record(Clock::duration took);
    void write() const;

  private:
    std::string path_;
    long redraws_ = 0;
    double total_ms_ = 0;
    double max_ms_ = 0;
};

class App {
  public:
    using Clock = std::chrono::steady_clock;

    // `name` is what the too-small screen says needs room ("RAPS needs at least 44x20").
    App(Terminal& terminal, std::string name);
    virtual ~App() = default;
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Runs until a screen quits or the idle limit passes (0), or a signal arrives (128 and the
    // signal, as a shell reports one).
    int run();
    Navigator& navigator() { return navigator_; }
    Terminal& terminal() { return terminal_; }
    // Ends the App once nobody has touched the terminal (a key, a click, the wheel) for
    // `limit`: a forgotten terminal keeps nothing open. None unless set.
    void set_idle_limit(std::chrono::milliseconds limit) { idle_limit_ = limit; }
    // Whether run() ended at the idle limit.
    bool timed_out() const { return timed_out_; }

  protected:
    // The screen at the bottom, shown when no other is (the game's play, the lobby's lists).
    // Set once, before run().
    void set_base(Screen& base) { base_ = &base; }
    // The screen shown, and what a dialog is drawn over.
    Screen& current() { return shown_ ? *shown_ : *base_; }
    Screen& beneath() { return beneath_ ? *beneath_ : *base_; }
    bool base_shown() const { return !shown_; }
    // The screens open above the base.
    std::vector<const Screen*> open_screens() const;
    // Shows the screen asked for, if any: after each event, and after the program's part or a
    // screen moved on by itself.
    void switch_screen();

    // The program's part. A socket whose input ends the wait (a table's), or -1.
    virtual int wake_fd() const { return -1; }
    // How long to wait for an event at most: `screen_wait` when the screen shown moves on by
    // itself (its next_tick()).
    virtual int wait_ms(Clock::time_point /*now*/, std::optional<int> screen_wait) {
        return screen_wait.value_or(500);
    }
    // An event the program hears before the screen (the pointer's moves, the move list's
    // wheel); true: heard, the screen does not.
    virtual bool hear_first(const Event& /*event*/) { return false; }
    // After each event or wait, before the screen's own tick.
    virtual void tick(Clock::time_point /*now*/) {}
    // Before the screen is laid out, and once the frame is made (`too_small`: only the
    // too-small screen is drawn).
    virtual void before_draw() {}
    virtual void dress(Frame& /*frame*/, bool /*too_small*/) {}
    // The program is stopped with no chance to ask (a signal, q on the too-small screen): what
    // it keeps, it keeps now.
    virtual void stopping() {}

  private:
    Event next_event();
    void handle(const Event& event);
    bool opens_help(const Event& event);
    void draw();
    void draw_too_small(Frame& frame, const Screen& screen);

    Terminal& terminal_;
    std::string name_;
    Navigator navigator_;
    Screen* base_ = nullptr;
    std::unique_ptr<Screen> shown_;    // the screen shown instead of or over the base; none: it
    std::unique_ptr<Screen> beneath_;  // the screen the one shown was opened over; none: base
    std::optional<Event> pending_;     // an event read ahead, after an Esc
    bool too_small_ = false;
    std::optional<std::chrono::milliseconds> idle_limit_;
    Clock::time_point touched_ = Clock::now();
    bool timed_out_ = false;
    RedrawTiming timing_;
};

}  // namespace boardgames::ui
