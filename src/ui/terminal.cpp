#include "terminal.hpp"

#include <curses.h>

#include <poll.h>
#include <termios.h>
#include <unistd.h>
#include <clocale>

#include <csignal>
#include <cstdlib>
#include <string>

namespace boardgames::ui {
namespace {

// A signal handler may only set a flag; the event loop reads it. This is the one piece of
// global state, and only because signals give no other way in.
volatile std::sig_atomic_t caught = 0;

extern "C" void on_signal(int signal) {
    caught = signal;
}

enum Pair : short {
    PairPlayer0 = 1,
    PairPlayer1,
    PairPlayer2,
    PairSelected,
    PairTarget,
    PairCursor,
    PairLastMove,
    PairZone,
    PairTitle,
    PairError,
    PairHint,
    PairWhite,
    PairBlack,
    PairRed,
    PairOrange,
    PairCaptured
};

// Orange where the terminal has 256 colours, yellow otherwise.
constexpr short colour_orange_256 = 208;

}  // namespace

Terminal::Terminal() {
    std::setlocale(LC_ALL, "");
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    for (int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaction(signal, &action, nullptr);

    const char* term = std::getenv("TERM");
    screen_ = newterm(nullptr, stdout, stdin);
    if (!screen_)
        throw TerminalUnusable{"cannot use terminal type '" + std::string(term ? term : "") + "'"};
    if (!tigetstr(const_cast<char*>("cup")) || tigetstr(const_cast<char*>("cup")) == (char*)-1) {
        endwin();
        delscreen(screen_);
        throw TerminalUnusable{
            "terminal type '" + std::string(term ? term : "") +
            "' cannot move the cursor; set TERM to your terminal (e.g. xterm-256color)"};
    }
    set_term(screen_);
    if (!std::getenv("ESCDELAY")) set_escdelay(25);  // Esc cancels at once, not after 1 s
    cbreak();
    noecho();
    // No XON/XOFF flow control while playing: Ctrl-S would otherwise freeze every write until
    // Ctrl-Q (found by the hostile-input test). endwin restores the shell's own settings.
    termios settings{};
    if (tcgetattr(STDIN_FILENO, &settings) == 0) {
        settings.c_iflag &= ~tcflag_t(IXON | IXOFF);
        tcsetattr(STDIN_FILENO, TCSANOW, &settings);
        def_prog_mode();
    }
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    // Releases are asked for too and dropped in next_event: an event outside the mask makes
    // ncurses keep reading inside getch, past its time-out.
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON3_PRESSED |
                  BUTTON3_RELEASED | BUTTON3_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED,
              nullptr);
    mouseinterval(0);  // report presses at once; no click synthesis delay

    const char* no_colour = std::getenv("NO_COLOR");
    colour_ = has_colors() && !(no_colour && *no_colour);
    if (colour_) {
        start_color();
        use_default_colors();
        init_pair(PairPlayer0, COLOR_CYAN, -1);
        init_pair(PairPlayer1, COLOR_YELLOW, -1);
        init_pair(PairPlayer2, COLOR_MAGENTA, -1);
        init_pair(PairSelected, COLOR_BLACK, COLOR_YELLOW);
        init_pair(PairTarget, COLOR_BLACK, COLOR_GREEN);
        init_pair(PairCursor, COLOR_BLACK, COLOR_WHITE);
        init_pair(PairLastMove, COLOR_WHITE, COLOR_BLUE);
        init_pair(PairCaptured, COLOR_WHITE, COLOR_MAGENTA);
        init_pair(PairZone, COLOR_WHITE, COLOR_RED);
        // Pieces and edges as blocks of their colour, readable on dark and light backgrounds.
        init_pair(PairWhite, COLOR_BLACK, COLOR_WHITE);
        init_pair(PairBlack, COLOR_WHITE, COLOR_BLACK);
        init_pair(PairRed, COLOR_WHITE, COLOR_RED);
        init_pair(PairOrange, COLOR_BLACK, COLORS >= 256 ? colour_orange_256 : COLOR_YELLOW);
        init_pair(PairTitle, COLOR_WHITE, COLOR_BLUE);
        init_pair(PairError, COLOR_RED, -1);
        init_pair(PairHint, COLOR_GREEN, -1);
    }
}

Terminal::~Terminal() {
    mousemask(0, nullptr);
    curs_set(1);
    endwin();
    delscreen(screen_);
}

int Terminal::caught_signal() const {
    return caught;
}

int Terminal::attribute(Role role) const {
    if (!colour_) {
        switch (role) {
            case Role::Player0:
                return A_BOLD;
            case Role::Selected:
                return A_REVERSE | A_BOLD;
            case Role::Target:
                return A_UNDERLINE | A_BOLD;
            case Role::Cursor:
                return A_REVERSE;
            case Role::LastMove:
                return A_UNDERLINE;
            case Role::Captured:
                return A_DIM | A_UNDERLINE;
            case Role::Zone:
                return A_DIM;
            // Without colour the pieces' letters tell the colours apart; white stands out.
            case Role::White:
            case Role::Red:
                return A_BOLD;
            case Role::Title:
                return A_REVERSE;
            case Role::Error:
                return A_BOLD;
            default:
                return A_NORMAL;
        }
    }
    switch (role) {
        case Role::Player0:
            return COLOR_PAIR(PairPlayer0) | A_BOLD;
        case Role::Player1:
            return COLOR_PAIR(PairPlayer1) | A_BOLD;
        case Role::Player2:
            return COLOR_PAIR(PairPlayer2) | A_BOLD;
        case Role::Selected:
            return COLOR_PAIR(PairSelected) | A_BOLD;
        case Role::Target:
            return COLOR_PAIR(PairTarget);
        case Role::Cursor:
            return COLOR_PAIR(PairCursor);
        case Role::LastMove:
            return COLOR_PAIR(PairLastMove) | A_BOLD;
        case Role::Captured:
            return COLOR_PAIR(PairCaptured);
        case Role::Zone:
            return COLOR_PAIR(PairZone);
        case Role::White:
            return COLOR_PAIR(PairWhite);
        case Role::Black:
            return COLOR_PAIR(PairBlack) | A_BOLD;
        case Role::Red:
            return COLOR_PAIR(PairRed) | A_BOLD;
        case Role::Orange:
            return COLOR_PAIR(PairOrange);
        case Role::Title:
            return COLOR_PAIR(PairTitle) | A_BOLD;
        case Role::Error:
            return COLOR_PAIR(PairError) | A_BOLD;
        case Role::Hint:
            return COLOR_PAIR(PairHint);
        default:
            return A_NORMAL;
    }
}

Event Terminal::next_event(int timeout_ms) {
    if (caught) return {Event::Kind::Signal};
    timeout(timeout_ms);
    const int key = getch();
    if (caught) return {Event::Kind::Signal};
    if (key == ERR) {
        // A hung-up terminal (a dropped SSH connection) makes getch fail at once, and the
        // hang-up signal may have gone to another process of the session only: without this
        // check the game would spin for ever.
        pollfd input{STDIN_FILENO, POLLIN, 0};
        if (poll(&input, 1, 0) > 0 && (input.revents & (POLLHUP | POLLERR | POLLNVAL))) {
            caught = SIGHUP;
            return {Event::Kind::Signal};
        }
        return {};
    }
    if (key == KEY_RESIZE) return {Event::Kind::Resize};
    if (key != KEY_MOUSE) return {Event::Kind::Key, key};
    MEVENT mouse{};
    if (getmouse(&mouse) != OK) return {};
    const auto at = [&](Event::Kind kind) { return Event{kind, 0, mouse.x, mouse.y}; };
    if (mouse.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return at(Event::Kind::Click);
    if (mouse.bstate & (BUTTON3_PRESSED | BUTTON3_CLICKED)) return at(Event::Kind::RightClick);
    if (mouse.bstate & BUTTON4_PRESSED) return at(Event::Kind::WheelUp);
    if (mouse.bstate & BUTTON5_PRESSED) return at(Event::Kind::WheelDown);
    return {};
}

}  // namespace boardgames::ui
