#pragma once
// Text for people, measured in the columns a terminal shows it in (UTF-8; CJK and emoji take
// two columns, combining marks none): its width, cut to a width, wrapped at spaces (the
// screens, the help, `boardgames rules`), cleaned when another person wrote it, and
// capitalised.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace boardgames {

// The columns `utf8` takes: each character's width as the C library's wcwidth gives it in a
// UTF-8 locale; an invalid byte takes one (as the U+FFFD cleaning turns it into), a control
// none.
int display_width(std::string_view utf8);

// `text` if it fits in `columns`, else its longest start that leaves room for `ellipsis` (never
// half a character), then `ellipsis`. Nothing when `columns` <= 0.
std::string cut_to_width(std::string_view text, int columns, std::string_view ellipsis = "…");

// `utf8` in ASCII, for a terminal whose locale is not UTF-8 (an SSH client that sends no LANG):
// an accented Latin letter as its letter ("Táctica" as "Tactica"), punctuation and arrows as
// their ASCII look-alikes ("…" as "...", "→" as "->"), lines as '-' and '|', blocks as '#',
// anything else as '?'.
std::string ascii_text(std::string_view utf8);

// What two spaces or more inside a line are: the end of a clause of a message ("Game over.  n:
// next game"), where a break reads well, or the gap between columns of a table ("Step  a1-b2
// to an empty square"), where it does not.
enum class Gaps { Clauses, Columns };

// `text` in lines of at most `columns` columns, the lines after the first indented `hanging`
// columns (while that leaves half the line). A line breaks between clauses where the rest then
// fits on the next line, else between words; a word wider than a line is cut. Text that fits
// is one line, as it is.
std::vector<std::string> wrap_text(std::string_view text, int columns, int hanging = 0,
                                   Gaps gaps = Gaps::Clauses);

// Each of `lines` (a table's columns among them) wrapped to `width` (at least 8) columns, a
// long line going on `hanging` columns further in than itself.
std::vector<std::string> wrap_lines(const std::vector<std::string>& lines, int width,
                                    int hanging = 2);

// Text another person wrote (a chat line, a login name, a reason), safe to show and at most
// `most_bytes` long: valid UTF-8 with no controls, no bidi overrides and no invisible
// characters, spaces folded. See text_wrap.cpp for the classes.
std::string clean_people_text(std::string_view text, std::size_t most_bytes);

// `code_point` in UTF-8 (U+FFFD for a surrogate or a value beyond U+10FFFF).
std::string utf8_of(char32_t code_point);

// Removes the last character of `text`, all its bytes (Backspace on a typed line).
void erase_last_character(std::string& text);

// "Squares to move" from "squares to move"; a leading square or move keeps the notation's
// case: "c4 is not a legal target".
std::string capitalised(std::string text);

}  // namespace boardgames
