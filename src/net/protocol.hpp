#pragma once
// The table protocol, version 1: newline-delimited text over a stream socket. Every line is a
// verb and its fields separated by single spaces; the last field of a few verbs is free text
// (a position string, a chat line). Positions and moves are in the rulebooks' notation, never
// screen contents, so each terminal draws the game at its own size. The manual page
// (boardgames(6), TABLE PROTOCOL) is the reference; this file is its one implementation.
//
//   client -> table                        table -> client
//   hello boardgames-table 1 CODE join [TOKEN...]   welcome seat N TOKEN | welcome watch
//   hello boardgames-table 1 CODE watch    game NAME / options TEXT / start POSITION|-
//   move M                                 moves [M...] / seat N NAME STATE [WHO]
//   undo | draw | accept | decline         result TEXT (a game ended by resigning or agreement)
//   resign | chat TEXT | sync | ping       ready (the end of a snapshot)
//                                          moved PLY M / undone PLY / asks N undo|draw
//                                          answered N accepted|declined undo|draw
//                                          said NAME TEXT / note TEXT / refused TEXT
//                                          pong / error TEXT (then the table hangs up)

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"

namespace boardgames::net {

inline constexpr std::string_view protocol_name = "boardgames-table";
inline constexpr int protocol_version = 1;
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

// Text from a peer made safe to show and to send: control characters become spaces, the
// length is cut to `most` bytes on a character boundary, runs of spaces fold.
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

// A table's code: six characters from an alphabet without look-alikes (no 0/o, 1/l/i).
inline constexpr std::string_view code_alphabet = "23456789abcdefghjkmnpqrstuvwxyz";
inline constexpr std::size_t code_length = 6;
std::string new_table_code();
bool is_table_code(std::string_view text);
// A seat's secret token: 16 hex digits from the system's random source.
std::string new_token();
bool is_token(std::string_view text);

}  // namespace boardgames::net
