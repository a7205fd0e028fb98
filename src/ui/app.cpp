#include "app.hpp"

#include <curses.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <utility>

#include "frame.hpp"
#include "keys.hpp"
#include "keys_page.hpp"

namespace boardgames::ui {

RedrawTiming::RedrawTiming() {
    if (const char* path = std::getenv("BOARDGAMES_TIMING")) path_ = path;
}

void RedrawTiming::record(Clock::duration took) {
    const double ms = std::chrono::duration<double, std::milli>(took).count();
    ++redraws_;
    total_ms_ += ms;
    max_ms_ = std::max(max_ms_, ms);
}

void RedrawTiming::write() const {
    if (path_.empty() || redraws_ == 0) return;
    std::ofstream out(path_, std::ios::app);
    out << "redraws " << redraws_ << " mean_ms " << total_ms_ / double(redraws_) << " max_ms "
        << max_ms_ << '\n';
}

App::App(Terminal& terminal, std::string name) : terminal_(terminal), name_(std::move(name)) {}

std::vector<const Screen*> App::open_screens() const {
    std::vector<const Screen*> open;
    for (const Screen* screen : {shown_.get(), beneath_.get()})
        if (screen) open.push_back(screen);
    return open;
}

int App::run() {
    draw();
    while (!navigator_.quitting()) {
        const Event event = next_event();
        const auto received = Clock::now();
        if (event.kind == Event::Kind::Signal) {
            stopping();
            timing_.write();
            return 128 + terminal_.caught_signal();  // as a shell reports a signal
        }
        if (event.kind != Event::Kind::None && event.kind != Event::Kind::Motion)
            touched_ = received;
        if (idle_limit_ && received - touched_ >= *idle_limit_) {
            timed_out_ = true;
            break;
        }
        if (event.kind != Event::Kind::None) handle(event);
        tick(Clock::now());
        current().tick(Clock::now());
        switch_screen();  // a screen that moved on by itself (the arrangement at a table done)
        draw();
        if (event.kind != Event::Kind::None) timing_.record(Clock::now() - received);
    }
    timing_.write();
    return 0;
}

// The next event, within the wait the screen and the program ask for, and the idle limit. An
// Esc followed at once by more (an escape sequence no key is bound to, Alt and a key) is none
// of the screen's keys: it is dropped, so that no part of it acts.
Event App::next_event() {
    if (pending_) return *std::exchange(pending_, std::nullopt);
    const auto now = Clock::now();
    std::optional<int> screen_wait;
    if (const auto due = current().next_tick())
        screen_wait = int(std::clamp<long>(
            std::chrono::duration_cast<std::chrono::milliseconds>(*due - now).count(), 5, 500));
    int wait = wait_ms(now, screen_wait);
    if (idle_limit_) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(touched_ + *idle_limit_ - now);
        wait = std::clamp(int(left.count()) + 1, 0, wait);
    }
    const Event event = terminal_.next_event(wait, wake_fd());
    if (event.kind != Event::Kind::Key || event.key != key_escape) return event;
    Event next = terminal_.next_event(30);
    if (next.kind == Event::Kind::None) return event;
    if (next.kind == Event::Kind::Key && (next.key == '[' || next.key == 'O')) {
        for (int i = 0; i < 16; ++i) {  // the rest of the sequence, to its final character
            next = terminal_.next_event(30);
            if (next.kind != Event::Kind::Key || (next.key >= 0x40 && next.key <= 0x7e)) break;
        }
        return {};
    }
    if (next.kind == Event::Kind::Key || next.kind == Event::Kind::Text) return {};  // Alt
    pending_ = next;  // the mouse, a resize, a signal: after the Esc
    return event;
}

void App::switch_screen() {
    auto request = navigator_.take_request();
    if (!request) return;
    if (request->back) {
        shown_ = std::move(beneath_);
    } else if (!request->screen || request->screen->stays_beneath()) {
        beneath_.reset();
        shown_ = std::move(request->screen);
    } else {
        if (shown_ && shown_->stays_beneath()) beneath_ = std::move(shown_);
        shown_ = std::move(request->screen);
    }
}

void App::handle(const Event& event) {
    if (event.kind == Event::Kind::Resize) return;
    if (event.kind == Event::Kind::Key && event.key == key_ctrl_l) {
        clearok(curscr, TRUE);
        return;
    }
    if (too_small_) {
        if (event.kind == Event::Kind::Key && (event.key == 'q' || event.key == key_escape)) {
            stopping();  // no room to ask anything
            navigator_.quit();
        }
        return;
    }
    if (hear_first(event)) return switch_screen();
    // The pointer's moves only change what is marked under it: no screen hears them.
    if (event.kind == Event::Kind::Motion) return;
    if (!opens_help(event)) current().handle(event);
    switch_screen();
}

// ? and F1 open the keys' page of a screen that lists its keys.
bool App::opens_help(const Event& event) {
    if (event.kind != Event::Kind::Key || (event.key != '?' && event.key != KEY_F(1))) return false;
    Screen& screen = current();
    std::optional<KeysHelp> help = screen.keys_help();
    if (!help) return false;
    const Screen& laid_out = screen.overlay() ? beneath() : screen;
    navigator_.show(
        std::make_unique<KeysPage>(navigator_, std::move(*help), laid_out.smallest_terminal()));
    return true;
}

void App::draw() {
    erase();
    before_draw();
    Screen& screen = current();
    Screen& base = screen.overlay() ? beneath() : screen;
    const std::optional<ScreenLayout> layout = base.lay_out(LINES, COLS);
    too_small_ = !layout;
    Frame frame(terminal_, layout.value_or(ScreenLayout{}));
    dress(frame, too_small_);
    if (too_small_) {
        draw_too_small(frame, base);
    } else {
        base.draw(frame);
        if (&base != &screen) screen.draw(frame);
        frame.hints(screen.hints());
    }
    refresh();
}

void App::draw_too_small(Frame& frame, const Screen& screen) {
    const BoardSize minimum = screen.smallest_terminal();
    frame.put(LINES / 2 - 2, 0, "Terminal too small", A_BOLD);
    frame.put(LINES / 2 - 1, 0,
              name_ + " needs at least " + std::to_string(minimum.width) + "x" +
                  std::to_string(minimum.height));
    frame.put(LINES / 2, 0,
              "(this one is " + std::to_string(COLS) + "x" + std::to_string(LINES) + ")");
    frame.put(LINES / 2 + 1, 0, "enlarge it, or q to quit");
}

}  // namespace boardgames::ui
