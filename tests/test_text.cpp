// Text measured by the columns a terminal shows it in (CJK and emoji two, combining marks
// none), cut and wrapped by them, and text from other people made safe to show.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "text_wrap.hpp"

using namespace boardgames;

namespace {

// Whether `text` is well-formed UTF-8: no stray, overlong, surrogate or truncated sequence.
bool valid_utf8(const std::string& text) {
    for (std::size_t at = 0; at < text.size();) {
        const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
        const unsigned char lead = byte(0);
        std::size_t length = lead < 0x80                    ? 1
                             : lead >= 0xC2 && lead <= 0xDF ? 2
                             : lead >= 0xE0 && lead <= 0xEF ? 3
                             : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                            : 0;
        if (length == 0 || at + length > text.size()) return false;
        for (std::size_t i = 1; i < length; ++i)
            if ((byte(i) & 0xC0) != 0x80) return false;
        if (lead == 0xE0 && byte(1) < 0xA0) return false;  // overlong
        if (lead == 0xED && byte(1) > 0x9F) return false;  // surrogate
        if (lead == 0xF0 && byte(1) < 0x90) return false;  // overlong
        if (lead == 0xF4 && byte(1) > 0x8F) return false;  // past U+10FFFF
        at += length;
    }
    return true;
}

bool ends_with(const std::string& text, const std::string& end) {
    return text.size() >= end.size() &&
           text.compare(text.size() - end.size(), end.size(), end) == 0;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

const std::string ellipsis = "…";

// A chat line of ASCII words and CJK ones, `columns` wide at least.
std::string mixed_line(int columns) {
    std::string line;
    for (int word = 0; display_width(line) < columns; ++word) {
        if (!line.empty()) line += ' ';
        if (word % 3 == 2)
            line += "漢字かな";
        else
            line += "word" + std::to_string(word);
    }
    return line;
}

}  // namespace

TEST_CASE("display width: columns a terminal shows, not bytes", "[text]") {
    CHECK(display_width("") == 0);
    CHECK(display_width("abc") == 3);
    CHECK(display_width("café") == 4);
    CHECK(display_width("漢字") == 4);
    CHECK(display_width("\U0001F600") == 2);  // an emoji
    CHECK(display_width("e\u0301") == 1);     // a combining accent takes no column
    // An invalid byte shows as the U+FFFD cleaning turns it into: a column.
    CHECK(display_width("a\xff") == 2);
}

TEST_CASE("ASCII text: a terminal without UTF-8 gets letters and look-alikes, never raw bytes",
          "[text]") {
    CHECK(ascii_text("Táctica \"S\"") == "Tactica \"S\"");
    CHECK(ascii_text("a1–b2 → c3 … ½-½") == "a1-b2 -> c3 ... 1/2-1/2");
    CHECK(ascii_text("Łódź, Æsir, Straße") == "Lodz, Asir, Strase");
    CHECK(ascii_text("e\u0301") == "e");  // a combining accent adds nothing
    CHECK(ascii_text("漢\xff") == "??");  // no look-alike, and an invalid byte
    CHECK(ascii_text("│─┼▀") == "|--#");
    const std::string any = ascii_text("\U0001F600 über ‹x› “q” ‘r’ • · ×÷");
    CHECK(std::all_of(any.begin(), any.end(), [](char c) { return c > 0 && c < 0x7F; }));
    // Cut with an ASCII ellipsis: the width holds it.
    CHECK(cut_to_width("abcdefgh", 6, "...") == "abc...");
    CHECK(cut_to_width("abcdefgh", 2, "...") == "..");
}

TEST_CASE("cut to width: a prefix and an ellipsis within the columns", "[text]") {
    CHECK(cut_to_width("short", 10) == "short");
    CHECK(cut_to_width("exactly10!", 10) == "exactly10!");  // exactly fitting: no ellipsis
    CHECK(cut_to_width("abcdef", 4) == "abc" + ellipsis);
    CHECK(cut_to_width("abc", 0).empty());
    CHECK(cut_to_width("abc", -3).empty());
    CHECK(cut_to_width("abc", 1) == ellipsis);

    SECTION("a long line of ASCII and CJK") {
        const std::string line = mixed_line(300);
        REQUIRE(display_width(line) >= 300);
        const std::string cut = cut_to_width(line, 80);
        CHECK(display_width(cut) <= 80);
        CHECK(display_width(cut) >= 79);  // at most a wide character short
        CHECK(ends_with(cut, ellipsis));
        CHECK(valid_utf8(cut));
        CHECK(line.compare(0, cut.size() - ellipsis.size(), cut, 0, cut.size() - ellipsis.size()) ==
              0);
    }
    SECTION("an odd width never splits a wide character") {
        CHECK(cut_to_width("漢字漢字漢", 5) == "漢字" + ellipsis);
        CHECK(cut_to_width("漢字漢字漢", 4) == "漢" + ellipsis);
        CHECK(cut_to_width("漢字", 2) == ellipsis);
        for (int columns = 1; columns <= 12; ++columns) {
            const std::string cut = cut_to_width("漢字かなカナ", columns);
            INFO(columns << " columns: " << cut);
            CHECK(display_width(cut) <= columns);
            CHECK(valid_utf8(cut));
        }
    }
    SECTION("combining marks stay with their letter") {
        const std::string cut = cut_to_width("e\u0301e\u0301e\u0301e\u0301", 3);
        CHECK(cut == "e\u0301e\u0301" + ellipsis);
    }
}

TEST_CASE("wrap text: lines within the width by columns, words kept", "[text]") {
    using Lines = std::vector<std::string>;
    CHECK(wrap_text("", 10) == Lines{""});
    CHECK(wrap_text("one two three four", 9) == Lines{"one two", "three", "four"});
    // Lines after the first hang in, while that leaves half the line.
    CHECK(wrap_text("one two three four", 11, 2) == Lines{"one two", "  three", "  four"});
    CHECK(wrap_text("one two three", 7, 4) == Lines{"one two", "three"});
    // A word wider than the line is cut by columns, a wide character kept whole.
    CHECK(wrap_text("漢字漢字漢", 5) == Lines{"漢字", "漢字", "漢"});
    CHECK(wrap_text("café crème brûlée", 10) == Lines{"café crème", "brûlée"});
    // A name, then a run of CJK wider than any line: the run begins on the name's line.
    CHECK(wrap_text("bob: 漢字漢字漢字漢字漢字", 10) == Lines{"bob: 漢字", "漢字漢字漢", "字漢字"});

    SECTION("a 300-column chat line with CJK wrapped to 40") {
        const std::string line = mixed_line(300);
        const Lines lines = wrap_text(line, 40);
        CHECK(lines.size() >= 8);
        std::string words;
        for (const std::string& wrapped : lines) {
            INFO(wrapped);
            CHECK(display_width(wrapped) <= 40);
            CHECK(valid_utf8(wrapped));
            CHECK(!wrapped.empty());
            CHECK(wrapped.front() != ' ');
            CHECK(wrapped.back() != ' ');
            words += (words.empty() ? "" : " ") + wrapped;
        }
        // Every word is on a line, whole: only the spaces between lines changed.
        CHECK(words == line);
    }
}

TEST_CASE("wrap lines: each line wrapped, indented under itself", "[text]") {
    using Lines = std::vector<std::string>;
    CHECK(wrap_lines({"short line", "another"}, 20) == Lines{"short line", "another"});
    CHECK(wrap_lines({"  one two three four five"}, 14) ==
          Lines{"  one two", "    three four", "    five"});
    // Too deep an indent for the width: continuations start at the left.
    CHECK(wrap_lines({"        one two three"}, 16) == Lines{"        one two", "three"});
    // Two spaces in a table line part its columns: no clause break there, the line is filled.
    const std::string step = "  Step  a1-b2   to an empty square, in any of the 8 directions.";
    CHECK(wrap_lines({step}, 56) ==
          Lines{"  Step  a1-b2   to an empty square, in any of the 8", "    directions."});
    // In a message they end a clause: the break goes there when the rest then fits.
    CHECK(wrap_text(step, 56, 4) ==
          Lines{"  Step  a1-b2", "    to an empty square, in any of the 8 directions."});
    // Widths count columns: four CJK words of four columns on a line of twenty.
    CHECK(wrap_lines({"漢字 漢字 漢字 漢字 漢字"}, 20, 0) == Lines{"漢字 漢字 漢字 漢字", "漢字"});
}

TEST_CASE("people's text: controls, bidi and invisible characters cannot reach the screen",
          "[text]") {
    SECTION("bidi overrides and invisible characters are removed") {
        CHECK(clean_people_text("ab\u202Ecd", 100) == "abcd");
        CHECK(clean_people_text("ab\u200Bcd", 100) == "abcd");
        CHECK(clean_people_text("\uFEFFabcd", 100) == "abcd");
        CHECK(clean_people_text("ab\u2066cd\u2069", 100) == "abcd");
        CHECK(clean_people_text("a\u00ADb\u3164c\U000E0041d\uFE0F", 100) == "abcd");
    }
    SECTION("controls become spaces, folded") {
        const std::string cleaned = clean_people_text("red\x1b[31m text", 100);
        CHECK(!contains(cleaned, "\x1b"));
        CHECK(cleaned == "red [31m text");
        CHECK(clean_people_text("a\u0085b\u009Bc", 100) == "a b c");  // C1 controls
        CHECK(clean_people_text("one\ttwo\r\nthree\u2028four\x7f", 100) == "one two three four");
        CHECK(clean_people_text("   spaced    out   ", 100) == "spaced out");
        CHECK(clean_people_text("\x01\x02\x03", 100).empty());
    }
    SECTION("any bytes in: valid UTF-8 out, none of the removed characters") {
        std::string bytes;
        for (int i = 0; i < 4096; ++i) {
            bytes += char((i * 167 + i / 256 * 31) & 0xFF);
            if (i % 97 == 0) bytes += "\u202E\u200B\u2066\u0085";
        }
        for (std::size_t most : {std::size_t(0), std::size_t(7), std::size_t(100), bytes.size()}) {
            const std::string cleaned = clean_people_text(bytes, most);
            INFO(most);
            CHECK(cleaned.size() <= most);
            CHECK(valid_utf8(cleaned));
            for (const char byte : cleaned)
                CHECK((static_cast<unsigned char>(byte) >= 0x20 && byte != 0x7F));
            for (const char* removed : {"\u202E", "\u200B", "\u2066", "\u0085", "  "})
                CHECK(!contains(cleaned, removed));
        }
    }
}

TEST_CASE("people's text: invalid UTF-8 replaced, letters kept whole, never cut inside one",
          "[text]") {
    SECTION("invalid UTF-8 becomes U+FFFD") {
        CHECK(clean_people_text("a\xff\xfe"
                                "b",
                                100) == "a\uFFFD\uFFFDb");
        const std::string surrogate = clean_people_text("\xed\xa0\x80", 100);
        CHECK(!surrogate.empty());
        CHECK(!contains(surrogate, "\xed\xa0"));
        CHECK(valid_utf8(surrogate));
        CHECK(contains(surrogate, "\uFFFD"));
        CHECK(clean_people_text("\xc0\xaf", 100) == "\uFFFD\uFFFD");            // an overlong "/"
        CHECK(clean_people_text("\xf4\x90\x80\x80", 100).find("\uFFFD") == 0);  // > U+10FFFF
        CHECK(clean_people_text("ok\xe6\xbc", 100) == "ok\uFFFD");              // truncated
    }
    SECTION("letters of any script are kept whole") {
        CHECK(clean_people_text("café", 100) == "café");
        CHECK(clean_people_text("漢字", 100) == "漢字");
        CHECK(clean_people_text("e\u0301 \U0001F600", 100) == "e\u0301 \U0001F600");
    }
    SECTION("cut by bytes, never inside a character") {
        const std::string text = "a漢字b";  // 1 + 3 + 3 + 1 bytes
        CHECK(clean_people_text(text, 0).empty());
        CHECK(clean_people_text(text, 3) == "a");
        CHECK(clean_people_text(text, 4) == "a漢");
        CHECK(clean_people_text(text, 6) == "a漢");
        CHECK(clean_people_text(text, 8) == text);
        CHECK(clean_people_text("abc def", 4) == "abc");  // no space left at the end
    }
}

TEST_CASE("typed text: Backspace takes a whole character", "[text]") {
    std::string typed = "a漢é\U0001F600";
    erase_last_character(typed);
    CHECK(typed == "a漢é");
    erase_last_character(typed);
    CHECK(typed == "a漢");
    erase_last_character(typed);
    CHECK(typed == "a");
    erase_last_character(typed);
    CHECK(typed.empty());
    erase_last_character(typed);
    CHECK(typed.empty());
    CHECK(utf8_of(U'é') == "é");
    CHECK(utf8_of(0x1F600) == "\U0001F600");
    CHECK(utf8_of(0xD800) == "\uFFFD");
}
