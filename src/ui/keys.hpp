#pragma once
// Key codes the screens share, beyond ncurses' own KEY_ names.

#include <curses.h>

#include <string>

namespace boardgames::ui {

constexpr int key_escape = 27;
constexpr int key_ctrl_l = 12;

inline bool is_enter(int key) {
    return key == '\n' || key == '\r' || key == KEY_ENTER;
}
inline bool is_backspace(int key) {
    return key == KEY_BACKSPACE || key == 127 || key == 8;
}
inline bool is_up(int key) {
    return key == KEY_UP || key == 'k';
}
inline bool is_down(int key) {
    return key == KEY_DOWN || key == 'j';
}
inline bool is_left(int key) {
    return key == KEY_LEFT || key == 'h';
}
inline bool is_right(int key) {
    return key == KEY_RIGHT || key == 'l';
}

// A key as the bottom line and the help write it: "Enter", "Esc", "Tab", "up", "F1", "q".
inline std::string key_name(int key) {
    if (key == key_escape) return "Esc";
    if (is_enter(key)) return "Enter";
    if (is_backspace(key)) return "Backspace";
    switch (key) {
        case '\t':
            return "Tab";
        case ' ':
            return "space";
        case KEY_UP:
            return "up";
        case KEY_DOWN:
            return "down";
        case KEY_LEFT:
            return "left";
        case KEY_RIGHT:
            return "right";
        case KEY_F(1):
            return "F1";
        default:
            return key > 32 && key < 127 ? std::string(1, char(key)) : "key " + std::to_string(key);
    }
}

}  // namespace boardgames::ui
