#include "terminal.hpp"

#include <curses.h>

#include <langinfo.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <algorithm>
#include <clocale>
#include <optional>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cwctype>
#include <string>
#include <string_view>

#include "text_wrap.hpp"

namespace boardgames::ui {
namespace {

// A signal handler may only set a flag; the event loop reads it. This is the one piece of
// global state, and only because signals give no other way in.
volatile std::sig_atomic_t caught = 0;

extern "C" void on_signal(int signal) {
    caught = signal;
}

// A new window size waits here until the event loop reads it (ncurses would otherwise take any
// size the terminal claims: an SSH client may claim 65535x65535, some 100 bytes a cell).
volatile std::sig_atomic_t resized = 0;

extern "C" void on_resize(int) {
    resized = 1;
}

// The window's size, up to Terminal::most_lines x most_columns; none when the terminal does not
// say.
std::optional<std::pair<int, int>> window_size() {
    winsize size{};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0)
        return std::nullopt;
    return std::pair{std::min<int>(size.ws_row, Terminal::most_lines),
                     std::min<int>(size.ws_col, Terminal::most_columns)};
}

// The terminal's size as drawn: what it says, up to the limit.
void fit_to_window() {
    const auto size = window_size();
    if (size && (size->first != LINES || size->second != COLS))
        resizeterm(size->first, size->second);
}

// Each Ink's colour with 256 colours, and with the eight basic ones. The 256-colour shades are
// fixed RGB values (the terminal's theme does not change them); the board's mid tones keep both
// white and black readable, whatever the terminal's own background.
struct InkColours {
    short rich;
    short basic;
};
constexpr InkColours ink_colours(Ink ink) {
    switch (ink) {
        case Ink::Default:
            return {-1, -1};
        case Ink::White:
            return {231, COLOR_WHITE};
        case Ink::Black:
            return {16, COLOR_BLACK};
        case Ink::Red:
            return {160, COLOR_RED};
        case Ink::Orange:
            return {208, COLOR_YELLOW};
        case Ink::Board:
            return {137, COLOR_BLUE};
        case Ink::Tile:  // with eight colours not the board's blue, which would hide it
            return {245, COLOR_CYAN};
        case Ink::Zone:
            return {124, COLOR_RED};
        case Ink::Selected:
            return {220, COLOR_YELLOW};
        case Ink::Target:
            return {41, COLOR_GREEN};
        case Ink::CaptureTarget:
            return {203, COLOR_RED};
        case Ink::LastMove:
            return {39, COLOR_CYAN};
        case Ink::Captured:
            return {207, COLOR_MAGENTA};
        case Ink::Cursor:
            return {231, COLOR_WHITE};
        case Ink::Hint:  // with eight colours not a capture's magenta: yellow, the path's,
                         // never shown with it (the hint goes once a piece is selected)
            return {135, COLOR_YELLOW};
        case Ink::Stop:
            return {243, COLOR_CYAN};
        case Ink::OnWhite:
            return {250, COLOR_BLACK};
        case Ink::OnBlack:
            return {240, COLOR_WHITE};
    }
    return {-1, -1};
}

// Text colours on the terminal's own background: shades that read on dark and light ones.
constexpr short hint_rich = 28, error_rich = 160, title_rich = 25;
// What concerns the player in the lobby's lists (an invitation): orange.
constexpr short notice_rich = 166;

// The next key or character: OK with a character, KEY_CODE_YES with a key code (a function
// key, a mouse report, a resize), or ERR. Outside a UTF-8 locale bytes, as getch reads them:
// get_wch there holds a byte beyond ASCII, and the keys after it, waiting for a character
// that never completes.
int read_input(bool unicode, wint_t& character) {
    if (unicode) return get_wch(&character);
    const int key = getch();
    if (key == ERR) return ERR;
    character = wint_t(key);
    return key >= KEY_MIN ? KEY_CODE_YES : OK;
}

// The mouse's report ncurses holds, as an event.
Event mouse_event() {
    MEVENT mouse{};
    if (getmouse(&mouse) != OK) return {};
    const auto at = [&](Event::Kind kind) { return Event{kind, 0, mouse.x, mouse.y}; };
    // A move with a button held is a drag in progress: only its press and release count.
    if (mouse.bstate & REPORT_MOUSE_POSITION)
        return mouse.bstate & (BUTTON1_PRESSED | BUTTON3_PRESSED) ? Event{}
                                                                  : at(Event::Kind::Motion);
    if (mouse.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return at(Event::Kind::Click);
    if (mouse.bstate & BUTTON1_RELEASED) return at(Event::Kind::Release);
    if (mouse.bstate & (BUTTON3_PRESSED | BUTTON3_CLICKED)) return at(Event::Kind::RightClick);
    if (mouse.bstate & BUTTON4_PRESSED) return at(Event::Kind::WheelUp);
    if (mouse.bstate & BUTTON5_PRESSED) return at(Event::Kind::WheelDown);
    return {};
}

// The event of what read_input read (`got`, `character`: a character, or a key code).
Event event_read(int got, wint_t character, bool unicode) {
    const int key = int(character);
    if (got == OK && key >= 128) {
        // Only a character that shows: outside a UTF-8 locale a byte is no character, and
        // controls and invisible characters type nothing.
        const std::string text = utf8_of(char32_t(character));
        if (!unicode || !iswprint(character) || clean_people_text(text, text.size()) != text)
            return {};
        Event typed{Event::Kind::Text};
        typed.text = text;
        return typed;
    }
    if (got == OK) return {Event::Kind::Key, key};
    if (key == KEY_RESIZE) return {Event::Kind::Resize};
    if (key != KEY_MOUSE) return {Event::Kind::Key, key};
    return mouse_event();
}

// The attribute of each style without colour.
int monochrome_attribute(Style style) {
    switch (style) {
        case Style::Selected:
            return A_REVERSE | A_BOLD;
        case Style::Target:
            return A_UNDERLINE | A_BOLD;
        case Style::Cursor:
            return A_REVERSE;
        case Style::LastMove:
            return A_UNDERLINE;
        case Style::Captured:
            return A_DIM | A_UNDERLINE;
        case Style::Zone:
            return A_DIM;
        case Style::Title:
            return A_REVERSE;
        case Style::Error:
        case Style::Notice:
            return A_BOLD;
        case Style::Chosen:
            return A_REVERSE;
        case Style::Heading:
            return A_UNDERLINE;
        default:
            return A_NORMAL;
    }
}

}  // namespace

namespace {

// The signals that end the program, caught so that it restores the terminal first: SIGQUIT
// (Ctrl-\ ) too, whose default would leave the alternate screen and mouse reporting on and the
// game not kept; and SIGXCPU, a server session's CPU limit reached. The window's size is read
// here too, not by ncurses (which leaves SIGWINCH to a program that handles it), so no size
// beyond the limit is ever allocated.
void catch_signals() {
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU})
        sigaction(signal, &action, nullptr);
    action.sa_handler = on_resize;
    sigaction(SIGWINCH, &action, nullptr);
}

// ncurses on this terminal, or TerminalUnusable with the reason. A window beyond the limit is
// not read by ncurses at all: it starts from the terminal description's size, and
// fit_to_window gives it the limit's. (Not through LINES and COLUMNS: setting the environment
// is no thing to do with threads running.)
struct screen* open_screen() {
    winsize claimed{};
    use_env(::ioctl(STDOUT_FILENO, TIOCGWINSZ, &claimed) != 0 ||
            (claimed.ws_row <= Terminal::most_lines && claimed.ws_col <= Terminal::most_columns));
    const char* term = std::getenv("TERM");
    struct screen* opened = newterm(nullptr, stdout, stdin);
    if (!opened)
        throw TerminalUnusable{"cannot use terminal type '" + std::string(term ? term : "") + "'"};
    if (!tigetstr(const_cast<char*>("cup")) || tigetstr(const_cast<char*>("cup")) == (char*)-1) {
        endwin();
        delscreen(opened);
        throw TerminalUnusable{
            "terminal type '" + std::string(term ? term : "") +
            "' cannot move the cursor; set TERM to your terminal (e.g. xterm-256color)"};
    }
    set_term(opened);
    fit_to_window();
    return opened;
}

// Keys as they are typed, no echo, no flow control, the mouse's presses and releases.
void take_input() {
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
    // Home and End as terminals send them whatever their description says (tmux and screen
    // send the vt220 forms, some xterms the ANSI ones).
    for (const auto& [sequence, key] :
         {std::pair{"\033[1~", KEY_HOME}, std::pair{"\033[4~", KEY_END},
          std::pair{"\033[H", KEY_HOME}, std::pair{"\033[F", KEY_END},
          std::pair{"\033OH", KEY_HOME}, std::pair{"\033OF", KEY_END}})
        if (key_defined(sequence) == 0) define_key(sequence, key);
    curs_set(0);
    // Releases are asked for too: the left button's end a drag (the others' are dropped in
    // next_event); an event outside the mask makes ncurses keep reading inside getch, past its
    // time-out.
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON3_PRESSED |
                  BUTTON3_RELEASED | BUTTON3_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED |
                  REPORT_MOUSE_POSITION,
              nullptr);
    mouseinterval(0);  // report presses at once; no click synthesis delay
}

}  // namespace

Terminal::Terminal() {
    std::setlocale(LC_ALL, "");
    catch_signals();
    screen_ = open_screen();
    take_input();
    const char* mouse_key = tigetstr(const_cast<char*>("kmous"));
    reports_motion_ = mouse_key && mouse_key != (char*)-1;

    const char* no_colour = std::getenv("NO_COLOR");
    colour_ = has_colors() && !(no_colour && *no_colour);
    if (colour_) {
        start_color();
        use_default_colors();
        many_colours_ = COLORS >= 256;
    }
    const char* codeset = nl_langinfo(CODESET);
    unicode_ = codeset && std::string_view(codeset) == "UTF-8";
}

Terminal::~Terminal() {
    putp("\033[?1003l");
    mousemask(0, nullptr);
    curs_set(1);
    endwin();
    delscreen(screen_);
}

int Terminal::caught_signal() const {
    return caught;
}

int Terminal::colour_pair(short foreground, short background) const {
    const auto key = std::pair{foreground, background};
    if (const auto found = pairs_.find(key); found != pairs_.end())
        return COLOR_PAIR(found->second);
    const short pair = short(pairs_.size() + 1);
    if (pair >= COLOR_PAIRS || init_pair(pair, foreground, background) == ERR) return A_NORMAL;
    pairs_.emplace(key, pair);
    return COLOR_PAIR(pair);
}

int Terminal::ink(Ink foreground, Ink background) const {
    if (!colour_) return A_NORMAL;
    const auto colour = [&](Ink ink) {
        const InkColours colours = ink_colours(ink);
        return many_colours_ ? colours.rich : colours.basic;
    };
    return colour_pair(colour(foreground), colour(background));
}

int Terminal::bright() const {
    return many_colours_ ? A_NORMAL : A_BOLD;
}

Ink ink_of(PieceColour colour) {
    switch (colour) {
        case PieceColour::White:
            return Ink::White;
        case PieceColour::Black:
            return Ink::Black;
        case PieceColour::Red:
            return Ink::Red;
        case PieceColour::Orange:
            return Ink::Orange;
        case PieceColour::None:
            break;
    }
    return Ink::Default;
}

Ink letter_on(PieceColour colour) {
    return colour == PieceColour::White || colour == PieceColour::Orange ? Ink::Black : Ink::White;
}

int Terminal::piece(PieceColour colour) const {
    const bool dark = colour == PieceColour::Black || colour == PieceColour::Red;
    if (!colour_)  // the pieces' letters tell the colours apart; white and red stand out
        return colour == PieceColour::White || colour == PieceColour::Red ? A_BOLD : A_NORMAL;
    if (colour == PieceColour::None) return A_NORMAL;
    return ink(letter_on(colour), ink_of(colour)) | (dark ? A_BOLD : A_NORMAL);
}

int Terminal::attribute(Style style) const {
    if (!colour_) return monochrome_attribute(style);
    const auto text = [&](short rich, short basic) {
        return colour_pair(many_colours_ ? rich : basic, -1);
    };
    switch (style) {
        case Style::Selected:
            return ink(Ink::Black, Ink::Selected) | A_BOLD;
        case Style::Target:
            return ink(Ink::Black, Ink::Target);
        case Style::Cursor:
            return ink(Ink::Black, Ink::Cursor);
        case Style::LastMove:
            return ink(Ink::Black, Ink::LastMove) | A_BOLD;
        case Style::Captured:
            return ink(Ink::Black, Ink::Captured);
        case Style::Zone:
            return ink(Ink::White, Ink::Zone);
        case Style::Title:
            return colour_pair(COLOR_WHITE, many_colours_ ? title_rich : COLOR_BLUE) | A_BOLD;
        case Style::Error:
            return text(error_rich, COLOR_RED) | A_BOLD;
        case Style::Hint:
            return text(hint_rich, COLOR_GREEN);
        // Reversed as without colour: it reads on any background, and the rows that tick each
        // second (a table's age) cost the fewest bytes to redraw.
        case Style::Chosen:
            return A_REVERSE;
        case Style::Heading:
            return A_UNDERLINE | A_BOLD;
        case Style::Notice:
            return text(notice_rich, COLOR_MAGENTA) | A_BOLD;
        default:
            return A_NORMAL;
    }
}

Event Terminal::next_event(int timeout_ms, int wake_fd) {
    if (caught) return {Event::Kind::Signal};
    if (resized) {  // a changed size comes back as KEY_RESIZE, below
        resized = 0;
        fit_to_window();
    }
    // The pointer's moves too (xterm's any-event tracking), for what lies under it: the
    // terminal description names only button tracking, which ncurses turns on with its first
    // output, so this goes after it. Turning mouse tracking off (mousemask 0, endwin) ends
    // this mode as well.
    if (reports_motion_ && !motion_on_) {
        putp("\033[?1003h");
        std::fflush(stdout);
        motion_on_ = true;
    }
    // Characters, not bytes: a typed "é" is one character.
    wint_t character = 0;
    int got = ERR;
    if (wake_fd < 0) {
        timeout(timeout_ms);
        got = read_input(unicode_, character);
    } else {
        // Keys ncurses holds already come first; then the terminal or the socket, whichever
        // speaks. (A key's bytes are read with the usual time-out, for escape sequences.)
        timeout(0);
        got = read_input(unicode_, character);
        if (got == ERR) {
            pollfd waiting[2]{{STDIN_FILENO, POLLIN, 0}, {wake_fd, POLLIN, 0}};
            if (::poll(waiting, 2, timeout_ms) > 0 && waiting[0].revents) {
                timeout(std::max(timeout_ms, 10));
                got = read_input(unicode_, character);
            } else if (!caught) {
                return {};
            }
        }
    }
    if (caught) return {Event::Kind::Signal};
    if (got == ERR) {
        // A hung-up terminal (a dropped SSH connection) makes the read fail at once, and the
        // hang-up signal may have gone to another process of the session only: without this
        // check the game would spin for ever.
        pollfd input{STDIN_FILENO, POLLIN, 0};
        if (poll(&input, 1, 0) > 0 && (input.revents & (POLLHUP | POLLERR | POLLNVAL))) {
            caught = SIGHUP;
            return {Event::Kind::Signal};
        }
        return {};
    }
    return event_read(got, character, unicode_);
}

}  // namespace boardgames::ui
