#pragma once
// Key codes the screens share, beyond ncurses' own KEY_ names.

#include <curses.h>

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

}  // namespace boardgames::ui
