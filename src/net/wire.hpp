#pragma once
// The table protocol's lines (boardgames(6), TABLE PROTOCOL): newline-delimited text over a
// stream socket, each line a verb and its fields separated by single spaces, the last field of a
// few verbs free text. This file reads and writes lines, bounds them, and makes the codes and
// tokens that name tables and seats; protocol.hpp declares what each verb's fields are.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

namespace boardgames::net {

// A line longer than this (the newline not counted) is refused and the connection dropped.
inline constexpr std::size_t max_line_bytes = 4096;

// One line: its verb, its fields, and everything after the verb as one text.
struct Message {
    std::string verb;
    std::vector<std::string> fields;  // the words after the verb
    std::string rest;                 // the line after "verb ", as sent

    // Field `i`, or empty when there are fewer.
    const std::string& field(std::size_t i) const;
    // Everything after the first `skip` fields.
    std::string rest_after(std::size_t skip) const;
};

// Reads one line (without its newline). Refuses an empty line, control characters (a peer
// must not put escape sequences on other people's screens) and runs of spaces.
Result<Message> parse_message(std::string_view line);

// "verb field field..." with a newline; fields must hold no newline.
std::string format_message(std::string_view verb, const std::vector<std::string>& fields = {});

// Text from a peer made safe to show and to send (clean_people_text in text_wrap.hpp: controls
// become spaces, bidi and invisible characters go, bad UTF-8 shows as U+FFFD), cut to `most`
// bytes on a character boundary.
std::string clean_text(std::string_view text, std::size_t most = 200);

// Splits a byte stream into lines. A line over max_line_bytes without its newline marks the
// stream as overlong: the reader then yields nothing more.
class LineReader {
  public:
    void feed(std::string_view bytes);
    std::optional<std::string> next();  // the next whole line, without "\n" (or "\r\n")
    bool overlong() const { return overlong_; }
    std::size_t buffered() const { return buffer_.size(); }

  private:
    std::string buffer_;
    std::size_t start_ = 0;
    bool overlong_ = false;
};

// A field of digits only (at most ten), no more than `most`; anything else is not a number here.
std::optional<long> number_field(std::string_view field, long most);

// Reads what has arrived on the non-blocking socket `fd` into `reader`: at most `most_reads`
// reads, so that one peer's flood waits its turn. False once the peer has gone (closed, or the
// connection failed); whatever it sent before is in the reader.
bool receive_into(int fd, LineReader& reader, int most_reads);

// A table's code: six characters from an alphabet without look-alikes (no 0/o, 1/l/i). It names
// a table; it grants nothing (who may sit is the host's decision). Read case-insensitively.
inline constexpr std::string_view code_alphabet = "23456789abcdefghjkmnpqrstuvwxyz";
inline constexpr std::size_t code_length = 6;
std::string new_table_code();
// The code as written (lower case), whatever case it was typed in.
std::string normal_code(std::string_view text);
bool is_table_code(std::string_view text);
// A login name as the table shows it (is_person_name): anything else is not a name, and a
// table's line naming one is refused.
bool is_login_name(std::string_view text);
// A seat's token: 16 hex digits from the system's random source. It picks which of a person's
// seats a new connection of theirs takes back; by itself it grants nothing.
std::string new_token();
bool is_token(std::string_view text);

}  // namespace boardgames::net
