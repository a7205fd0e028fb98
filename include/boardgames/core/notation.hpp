#pragma once
// Move notation shared by every game: source, type, destination (`b1-b2`, `a1^a3`, `a2Xc4`),
// one landing square after another for multi-hop moves, and a few game suffixes
// (`=wwbb` orientation, `off` + direction, `pass`). See rules/README.md.

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardgames {

// The type character written before each landing square.
enum class MoveType : char {
    Step = '-',   // to an empty square, nothing taken
    Jump = '^',   // a jump that takes nothing
    Take = 'X',   // takes, captures or converts at least one opposing piece
    Stack = '+',  // onto an own piece
};

constexpr bool is_move_type(char c) {
    return c == '-' || c == '^' || c == 'X' || c == '+';
}

inline void append_hop(std::string& text, MoveType type, std::string_view landing) {
    text += static_cast<char>(type);
    text += landing;
}

namespace notation_detail {
inline bool is_lower(char c) {
    return c >= 'a' && c <= 'z';
}
inline bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
inline bool is_direction(char c) {
    return c == 'N' || c == 'E' || c == 'S' || c == 'W';
}

// Consumes a cell name ("c3", "e12") at `at`; false when none starts there.
inline bool read_cell(std::string_view text, std::size_t& at) {
    if (at + 1 >= text.size() || !is_lower(text[at]) || text[at + 1] < '1' || text[at + 1] > '9')
        return false;
    at += 2;
    while (at < text.size() && is_digit(text[at]))
        ++at;
    return true;
}
}  // namespace notation_detail

// True when text has the shape of a move in the shared grammar:
//   pass | cell (type (cell | "off" [NESW]?))* ("=" letters)?
// Whether the move is legal is the game's question; this only tells "unparseable" apart.
inline bool is_well_formed_move(std::string_view text) {
    using namespace notation_detail;
    if (text == "pass") return true;
    std::size_t at = 0;
    if (!read_cell(text, at)) return false;
    bool has_hop_or_turn = false;
    while (at < text.size() && is_move_type(text[at])) {
        ++at;
        has_hop_or_turn = true;
        if (text.substr(at, 3) == "off") {
            at += 3;
            if (at < text.size() && is_direction(text[at])) ++at;
            break;  // leaving the board ends a move
        }
        if (!read_cell(text, at)) return false;
    }
    if (at < text.size() && text[at] == '=') {
        ++at;
        const std::size_t letters = at;
        while (at < text.size() && is_lower(text[at]))
            ++at;
        if (at == letters) return false;
        has_hop_or_turn = true;
    }
    return has_hop_or_turn && at == text.size();
}

// The move with its type characters blurred, for matching typed moves written with another
// type character. With drop_off_direction, "off" loses the direction letter after it.
inline std::string loose_move_key(std::string_view text, bool drop_off_direction = false) {
    std::string key;
    for (std::size_t i = 0; i < text.size(); ++i) {
        key += is_move_type(text[i]) ? '.' : text[i];
        if (drop_off_direction && text.substr(i, 3) == "off") {
            key += "ff";
            i += 2;
            if (i + 1 < text.size() && notation_detail::is_direction(text[i + 1])) ++i;
        }
    }
    return key;
}

// What a typed move names among the canonical strings of the legal moves.
struct MoveLookup {
    std::optional<std::size_t> index;       // the one legal move it names
    std::vector<std::size_t> alternatives;  // when ambiguous: every move it could name
};

// Finds the legal move a typed text names: the canonical string itself, or the same squares
// with other type characters (and "off" without its direction) when that names only one move.
inline MoveLookup look_up_move(std::string_view typed, const std::vector<std::string>& canonical) {
    MoveLookup lookup;
    for (std::size_t i = 0; i < canonical.size(); ++i)
        if (canonical[i] == typed) {
            lookup.index = i;
            return lookup;
        }
    const bool typed_has_bare_off = typed.size() >= 3 && typed.substr(typed.size() - 3) == "off";
    const std::string typed_key = loose_move_key(typed);
    for (std::size_t i = 0; i < canonical.size(); ++i)
        if (loose_move_key(canonical[i], typed_has_bare_off) == typed_key)
            lookup.alternatives.push_back(i);
    if (lookup.alternatives.size() == 1) {
        lookup.index = lookup.alternatives.front();
        lookup.alternatives.clear();
    }
    return lookup;
}

// The words of a move list ("a1-a2 d4-d3") or of a command line, split at white space.
inline std::vector<std::string> split_words(std::string_view text) {
    std::vector<std::string> words;
    std::size_t at = 0;
    while (true) {
        at = text.find_first_not_of(" \t\r\n", at);
        if (at == std::string_view::npos) return words;
        const std::size_t end = std::min(text.find_first_of(" \t\r\n", at), text.size());
        words.emplace_back(text.substr(at, end - at));
        at = end;
    }
}

// A typed move cut at its type characters, for explaining why it is illegal: the squares it
// names in order (the source first; a jump off the board as "offN"), what follows `=` (an
// orientation), and whether a type character says it jumps or takes (`^`, `X`).
struct MoveParts {
    std::vector<std::string_view> squares;
    std::string_view orientation;
    bool jumps = false;
};

inline MoveParts split_move(std::string_view typed) {
    MoveParts parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= typed.size(); ++i) {
        if (i < typed.size() && !is_move_type(typed[i]) && typed[i] != '=') continue;
        parts.squares.push_back(typed.substr(start, i - start));
        if (i == typed.size()) break;
        if (typed[i] == '=') {
            parts.orientation = typed.substr(i + 1);
            break;
        }
        if (typed[i] == '^' || typed[i] == 'X') parts.jumps = true;
        start = i + 1;
    }
    return parts;
}

// "a, b, c" for messages that list moves.
inline std::string join_moves(const std::vector<std::string>& moves, std::size_t most = 12) {
    std::string out;
    for (std::size_t i = 0; i < moves.size() && i < most; ++i) {
        if (i > 0) out += ", ";
        out += moves[i];
    }
    if (moves.size() > most) out += ", ... (" + std::to_string(moves.size()) + " in all)";
    return out;
}

// Why a move is refused where taking is compulsory (RAPS; ReMATCH's simple captures): when every
// legal move takes (type X), the rule and the takes; else empty. `noun` and `verb` word the rule
// as the rulebook does: "taking is compulsory; you must take: a2Xc4".
inline std::string explain_compulsory_capture(const std::vector<std::string>& legal,
                                              std::string_view noun = "taking",
                                              std::string_view verb = "take") {
    const bool only_takes =
        !legal.empty() && std::all_of(legal.begin(), legal.end(), [](const std::string& move) {
            return move.find(static_cast<char>(MoveType::Take)) != std::string::npos;
        });
    if (!only_takes) return {};
    return std::string(noun) + " is compulsory; you must " + std::string(verb) + ": " +
           join_moves(legal);
}

}  // namespace boardgames
