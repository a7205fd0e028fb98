#pragma once
// The table of keys of a screen of its own (replay, review, arrangement, Set Board, tutorial,
// help, the lobby's; the play screen's richer table is play_keys() in key_help.hpp). Each action is
// bound once, with the keys that do it and its words on the bottom line; the screen's dispatch and
// its hint line are both read from the table, with one predicate saying which actions are live now,
// so the line never offers a key the screen would ignore, nor leaves out one it answers.

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "keys.hpp"

namespace boardgames::ui {

template <class Action>
struct ScreenKey {
    Action action;
    std::vector<int> keys;  // empty: the board input reads it (a click, e, the wheel)
    std::string hint;       // its words on the bottom line ("e done"); empty: not there
    std::string help = {};  // what it does, for the keys' page (? and F1); empty: not there
};

template <class Action>
using ScreenKeys = std::vector<ScreenKey<Action>>;

// Which actions the screen answers now; empty: all of them.
template <class Action>
using LiveActions = std::function<bool(Action)>;

// The live action `key` is bound to, or nothing.
template <class Action>
std::optional<Action> action_for(const ScreenKeys<Action>& table, int key,
                                 const LiveActions<Action>& live = {}) {
    for (const ScreenKey<Action>& binding : table)
        if ((!live || live(binding.action)) &&
            std::find(binding.keys.begin(), binding.keys.end(), key) != binding.keys.end())
            return binding.action;
    return std::nullopt;
}

// The bottom line: the hints of the live actions, in the table's order, as many as fit `width`
// (the last give way first).
template <class Action>
std::string hint_line(const ScreenKeys<Action>& table, const LiveActions<Action>& live = {},
                      int width = std::numeric_limits<int>::max()) {
    std::string line;
    for (const ScreenKey<Action>& binding : table) {
        if (binding.hint.empty() || (live && !live(binding.action))) continue;
        const std::string longer = line.empty() ? binding.hint : line + "  " + binding.hint;
        if (int(longer.size()) > width) break;
        line = longer;
    }
    return line;
}

// The live action whose hint is drawn at column `x` of hint_line() (as wide), for a click on
// the bottom line, or nothing.
template <class Action>
std::optional<Action> hint_at(const ScreenKeys<Action>& table, int x,
                              const LiveActions<Action>& live = {},
                              int width = std::numeric_limits<int>::max()) {
    int from = 0;
    for (const ScreenKey<Action>& binding : table) {
        if (binding.hint.empty() || (live && !live(binding.action))) continue;
        const int to = from + int(binding.hint.size());
        if (to > width) break;
        if (x >= from && x < to) return binding.action;
        from = to + 2;
    }
    return std::nullopt;
}

// The keys' page's column of keys (after an indent of two), then the words.
constexpr std::size_t help_keys_width = 18;

// The keys' page: a line a live action with words for it, its keys first ("  Enter, o  open").
template <class Action>
std::vector<std::string> help_lines(const ScreenKeys<Action>& table,
                                    const LiveActions<Action>& live = {}) {
    std::vector<std::string> lines;
    for (const ScreenKey<Action>& binding : table) {
        if (binding.help.empty() || (live && !live(binding.action))) continue;
        std::vector<std::string> names;  // once each: Enter is '\n', '\r' and KEY_ENTER
        for (const int key : binding.keys)
            if (std::find(names.begin(), names.end(), key_name(key)) == names.end())
                names.push_back(key_name(key));
        std::string keys;
        for (const std::string& name : names)
            keys += (keys.empty() ? "" : ", ") + name;
        keys.resize(std::max<std::size_t>(keys.size() + 1, help_keys_width), ' ');
        lines.push_back("  " + keys + binding.help);
    }
    return lines;
}

// The panel's lines: a live action's hint a line.
template <class Action>
std::vector<std::string> panel_lines(const ScreenKeys<Action>& table,
                                     const LiveActions<Action>& live = {}) {
    std::vector<std::string> lines;
    for (const ScreenKey<Action>& binding : table)
        if (!binding.hint.empty() && (!live || live(binding.action))) lines.push_back(binding.hint);
    return lines;
}

}  // namespace boardgames::ui
