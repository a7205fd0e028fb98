#include "text_wrap.hpp"

#include <locale.h>
#include <wchar.h>

#include <algorithm>

namespace boardgames {

namespace {

constexpr char32_t replacement_character = 0xFFFD;

// One character of UTF-8 text: its code point and its bytes. Invalid input is one U+FFFD for
// each maximal invalid subpart (Unicode's recommended practice), the same for measuring and
// for cleaning.
struct Character {
    char32_t code_point;
    std::size_t length;
    bool valid;
};

Character character_at(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return {lead, 1, true};
    std::size_t length = 0;
    char32_t value = 0;
    // The second byte's range excludes overlong forms, surrogates and values past U+10FFFF.
    unsigned char low = 0x80, high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        value = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        value = lead & 0x0F;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        value = lead & 0x07;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return {replacement_character, 1, false};
    }
    for (std::size_t i = 1; i < length; ++i) {
        if (at + i >= text.size() || byte(i) < low || byte(i) > high)
            return {replacement_character, i, false};
        value = value << 6 | (byte(i) & 0x3F);
        low = 0x80;
        high = 0xBF;
    }
    return {value, length, true};
}

// The C library's widths come from a UTF-8 locale of our own, whatever the process' locale
// (the tests run in "C"); made once, used by this thread only while asking.
locale_t utf8_locale() {
    static const locale_t locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t(0));
    return locale;
}

// The columns of a character beyond ASCII, or -1 for one a terminal does not show (unassigned,
// a control).
int library_width(char32_t point) {
    const locale_t utf8 = utf8_locale();
    if (!utf8) return point < 0xA0 ? -1 : point >= 0x300 && point <= 0x36F ? 0 : 1;
    const locale_t previous = uselocale(utf8);
    const int width = wcwidth(wchar_t(point));
    uselocale(previous);
    return width;
}

int width_of(const Character& character) {
    const char32_t point = character.code_point;
    if (!character.valid) return 1;
    if (point < 0x80) return point >= 0x20 && point < 0x7F ? 1 : 0;
    return std::max(library_width(point), 0);  // a control: cleaned text has none
}

bool is_space(std::string_view text, std::size_t at) {
    return at < text.size() && text[at] == ' ';
}

std::size_t after_spaces(std::string_view text, std::size_t at) {
    while (is_space(text, at))
        ++at;
    return at;
}

// Where a line of `text` (wider than `room`) ends, and where the next line's text starts.
struct LineBreak {
    std::size_t end;
    std::size_t next;
};

LineBreak break_line(std::string_view text, int room, int next_room, Gaps gaps) {
    const std::size_t lead = after_spaces(text, 0);
    std::size_t word = 0, clause = 0, fitting = 0;
    int used = 0;
    for (std::size_t at = 0; at < text.size();) {
        // A space after a word, with the line up to it fitting: a break.
        if (is_space(text, at) && at > lead && !is_space(text, at - 1)) {
            word = at;
            if (gaps == Gaps::Clauses && is_space(text, at + 1)) clause = at;
        }
        const Character character = character_at(text, at);
        used += width_of(character);
        if (used > room) break;
        at += character.length;
        fitting = at;
    }
    if (clause && display_width(text.substr(after_spaces(text, clause))) <= next_room)
        return {clause, after_spaces(text, clause)};
    if (word) {
        // A break before a word wider than a whole line would only waste this line's end
        // (a run of CJK has no spaces): the word begins here and is cut where the line ends.
        const std::size_t next = after_spaces(text, word);
        const std::size_t next_end = std::min(text.find(' ', next), text.size());
        if (display_width(text.substr(next, next_end - next)) <= next_room || fitting <= next)
            return {word, next};
    }
    // A word wider than the line; a character wider than the line goes on it all the same.
    if (fitting == 0) fitting = character_at(text, 0).length;
    return {fitting, after_spaces(text, fitting)};
}

void append_utf8(std::string& text, char32_t point) {
    if ((point >= 0xD800 && point <= 0xDFFF) || point > 0x10FFFF) point = replacement_character;
    if (point < 0x80) {
        text += char(point);
    } else if (point < 0x800) {
        text += char(0xC0 | point >> 6);
        text += char(0x80 | (point & 0x3F));
    } else if (point < 0x10000) {
        text += char(0xE0 | point >> 12);
        text += char(0x80 | (point >> 6 & 0x3F));
        text += char(0x80 | (point & 0x3F));
    } else {
        text += char(0xF0 | point >> 18);
        text += char(0x80 | (point >> 12 & 0x3F));
        text += char(0x80 | (point >> 6 & 0x3F));
        text += char(0x80 | (point & 0x3F));
    }
}

bool continues_character(char byte) {
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}

// Controls (C0, DEL, C1) and the line and paragraph separators would move the cursor or end
// the line: they become a space.
bool breaks_the_line(char32_t point) {
    return point < 0x20 || (point >= 0x7F && point <= 0x9F) || point == 0x2028 || point == 0x2029;
}

// Characters that show nothing yet change what is shown: bidi controls reorder the text
// around them (a name that reads as another), zero-width and invisible format characters
// (joiners, fillers, variation selectors, tags) make look-alike names and hide text. Removed.
bool invisible(char32_t point) {
    const auto in = [point](char32_t first, char32_t last) {
        return point >= first && point <= last;
    };
    return point == 0x00AD || point == 0x034F || point == 0x061C || in(0x115F, 0x1160) ||
           in(0x17B4, 0x17B5) || in(0x180B, 0x180F) || in(0x200B, 0x200F) || in(0x202A, 0x202E) ||
           in(0x2060, 0x2064) || in(0x2066, 0x206F) || point == 0x3164 || in(0xFE00, 0xFE0F) ||
           point == 0xFEFF || point == 0xFFA0 || in(0xFFF9, 0xFFFB) || in(0x1BCA0, 0x1BCA3) ||
           in(0x1D173, 0x1D17A) || in(0xE0000, 0xE0FFF);
}

void drop_trailing_spaces(std::string& text) {
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
}

}  // namespace

int display_width(std::string_view utf8) {
    int width = 0;
    for (std::size_t at = 0; at < utf8.size();) {
        const Character character = character_at(utf8, at);
        width += width_of(character);
        at += character.length;
    }
    return width;
}

std::string cut_to_width(std::string_view text, int columns, std::string_view ellipsis) {
    if (columns <= 0) return {};
    if (display_width(text) <= columns) return std::string(text);
    const int room = columns - display_width(ellipsis);
    if (room < 0) return std::string(ellipsis.substr(0, std::size_t(columns)));
    std::size_t end = 0;
    int used = 0;
    while (end < text.size()) {
        const Character character = character_at(text, end);
        used += width_of(character);
        if (used > room) break;
        end += character.length;
    }
    return std::string(text.substr(0, end)) + std::string(ellipsis);
}

namespace {

// The ASCII letter under an accented Latin-1 or Latin Extended-A letter, or '?'.
char latin_base(char32_t point) {
    // U+00C0 to U+017F by code point: the letter its canonical decomposition starts with, and
    // a near one where there is none (Æ as A, Ø as O, Þ as T, ß as s, Ł as L).
    static constexpr std::string_view letters =
        "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty"
        "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiIiJjKkkLlLlLlLlLlNnNnNnnNnOoOoOoOoRrRrRr"
        "SsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";
    static_assert(letters.size() == 0x180 - 0xC0);
    return point >= 0xC0 && point < 0x180 ? letters[point - 0xC0] : '?';
}

// ASCII for a character beyond it that the program's own text uses.
std::string_view ascii_look_alike(char32_t point) {
    switch (point) {
        case U'…':
            return "...";
        case U'–':
        case U'—':
        case U'−':
            return "-";
        case U'‘':
        case U'’':
            return "'";
        case U'“':
        case U'”':
            return "\"";
        case U'→':
            return "->";
        case U'←':
            return "<-";
        case U'↑':
            return "^";
        case U'↓':
            return "v";
        case U'▶':
        case U'►':
        case U'›':
            return ">";
        case U'◀':
        case U'‹':
            return "<";
        case U'½':
            return "1/2";
        case U'·':
        case U'•':
            return "*";
        case U'\u00A0':
            return " ";
    }
    if (point >= 0x2500 && point <= 0x257F)  // box drawing: its lines, mostly
        return point == 0x2502 || point == 0x2503 || point == 0x2551 ? "|" : "-";
    if (point >= 0x2580 && point <= 0x259F) return "#";  // blocks and shades
    return "?";
}

}  // namespace

std::string ascii_text(std::string_view utf8) {
    std::string ascii;
    ascii.reserve(utf8.size());
    for (std::size_t at = 0; at < utf8.size();) {
        const Character character = character_at(utf8, at);
        at += character.length;
        const char32_t point = character.valid ? character.code_point : replacement_character;
        if (point < 0x80) {
            ascii += char(point);
        } else if (point >= 0xC0 && point < 0x180) {
            ascii += latin_base(point);
        } else if (point < 0x300 || point > 0x36F) {  // a combining mark adds nothing
            ascii += ascii_look_alike(point);
        }
    }
    return ascii;
}

std::vector<std::string> wrap_text(std::string_view text, int columns, int hanging, Gaps gaps) {
    const int room = std::max(columns, 1);
    if (display_width(text) <= room) return {std::string(text)};
    const std::string continued(std::size_t(hanging > 0 && hanging <= room / 2 ? hanging : 0), ' ');
    const int continued_room = room - int(continued.size());
    std::vector<std::string> lines;
    // The first line keeps the text's own indent; the rest start at a word.
    std::string_view rest = text;
    for (std::string_view indent; !rest.empty(); indent = continued) {
        const int line_room = room - int(indent.size());
        if (display_width(rest) <= line_room) {
            lines.push_back(std::string(indent) + std::string(rest));
            break;
        }
        const LineBreak cut = break_line(rest, line_room, continued_room, gaps);
        lines.push_back(std::string(indent) + std::string(rest.substr(0, cut.end)));
        rest.remove_prefix(cut.next);
    }
    return lines;
}

std::vector<std::string> wrap_lines(const std::vector<std::string>& lines, int width, int hanging) {
    const int room = std::max(width, 8);
    std::vector<std::string> wrapped;
    for (const std::string& line : lines) {
        const int indent = int(std::min(line.find_first_not_of(' '), line.size()));
        for (std::string& piece :
             wrap_text(line, room, indent + std::max(hanging, 0), Gaps::Columns))
            wrapped.push_back(std::move(piece));
    }
    return wrapped;
}

std::string clean_people_text(std::string_view text, std::size_t most_bytes) {
    std::string cleaned;
    int marks = 0;  // combining marks on the last character
    // Reading stops once the output is past `most_bytes`: the rest could not be kept.
    for (std::size_t at = 0; at < text.size() && cleaned.size() <= most_bytes;) {
        const Character character = character_at(text, at);
        at += character.length;
        char32_t point = character.code_point;
        if (breaks_the_line(point)) point = ' ';
        if (invisible(point)) continue;
        // Nothing a terminal would not show, and no tower of marks spilling over other lines.
        const int width = point < 0x80 || !character.valid ? 1 : library_width(point);
        if (width < 0) continue;
        marks = width == 0 ? marks + 1 : 0;
        if (marks > 2) continue;
        // Runs of spaces fold into one; none leads.
        if (point == ' ' && (cleaned.empty() || cleaned.back() == ' ')) continue;
        append_utf8(cleaned, point);
    }
    if (cleaned.size() > most_bytes) {
        std::size_t end = most_bytes;
        while (end > 0 && continues_character(cleaned[end]))
            --end;
        cleaned.resize(end);
    }
    drop_trailing_spaces(cleaned);
    return cleaned;
}

std::string utf8_of(char32_t code_point) {
    std::string text;
    append_utf8(text, code_point);
    return text;
}

void erase_last_character(std::string& text) {
    // Continuation bytes, then the byte that leads them (at most four in all).
    for (int taken = 0; taken < 4 && !text.empty(); ++taken) {
        const bool continuation = continues_character(text.back());
        text.pop_back();
        if (!continuation) return;
    }
}

std::string capitalised(std::string text) {
    // A square or a move in notation (c4, a2Xc4, aa12) keeps its case: letters, then a digit.
    const std::size_t letters = text.find_first_not_of("abcdefghijklmnopqrstuvwxyz");
    const bool notation =
        letters != std::string::npos && letters > 0 && text[letters] >= '0' && text[letters] <= '9';
    if (!text.empty() && !notation && text[0] >= 'a' && text[0] <= 'z')
        text[0] = char(text[0] - 'a' + 'A');
    return text;
}

}  // namespace boardgames
