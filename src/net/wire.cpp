#include "net/wire.hpp"

#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <random>

#include "session.hpp"
#include "text_wrap.hpp"

namespace boardgames::net {

const std::string& Message::field(std::size_t i) const {
    static const std::string none;
    return i < fields.size() ? fields[i] : none;
}

std::string Message::rest_after(std::size_t skip) const {
    std::size_t at = 0;
    for (std::size_t i = 0; i < skip && at != std::string::npos; ++i) {
        at = rest.find(' ', at);
        if (at != std::string::npos) ++at;
    }
    return at == std::string::npos || at > rest.size() ? std::string{} : rest.substr(at);
}

Result<Message> parse_message(std::string_view line) {
    if (line.empty()) return fail("an empty line");
    if (line.size() > max_line_bytes) return fail("the line is too long");
    for (char c : line) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) return fail("a control character in the line");
    }
    if (line.front() == ' ' || line.back() == ' ' || line.find("  ") != std::string_view::npos)
        return fail("fields must be separated by single spaces");
    Message message;
    const std::size_t space = line.find(' ');
    message.verb = std::string(line.substr(0, space));
    if (space != std::string_view::npos) {
        message.rest = std::string(line.substr(space + 1));
        for (std::size_t at = 0; at <= message.rest.size();) {
            const std::size_t end = std::min(message.rest.find(' ', at), message.rest.size());
            message.fields.push_back(message.rest.substr(at, end - at));
            at = end + 1;
        }
    }
    return message;
}

std::string format_message(std::string_view verb, const std::vector<std::string>& fields) {
    std::string line(verb);
    for (const std::string& field : fields)
        line += ' ' + field;
    line += '\n';
    return line;
}

std::string clean_text(std::string_view text, std::size_t most) {
    return clean_people_text(text, most);
}

void LineReader::feed(std::string_view bytes) {
    if (overlong_) return;
    buffer_.append(bytes);
    // Whatever follows the last newline must stay within a line's length.
    const std::size_t last = buffer_.rfind('\n');
    const std::size_t open =
        last == std::string::npos ? buffer_.size() - start_ : buffer_.size() - (last + 1);
    if (open > max_line_bytes + 1) overlong_ = true;  // + 1: a "\r" before the newline
}

std::optional<std::string> LineReader::next() {
    if (overlong_) return std::nullopt;
    const std::size_t end = buffer_.find('\n', start_);
    if (end == std::string::npos) {
        buffer_.erase(0, start_);  // keep only the line still arriving
        start_ = 0;
        return std::nullopt;
    }
    std::string line = buffer_.substr(start_, end - start_);
    start_ = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() > max_line_bytes) {
        overlong_ = true;
        return std::nullopt;
    }
    return line;
}

std::optional<long> number_field(std::string_view field, long most) {
    if (field.empty() || field.size() > 10 ||
        !std::all_of(field.begin(), field.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const long value = std::stol(std::string(field));
    return value <= most ? std::optional<long>(value) : std::nullopt;
}

bool receive_into(int fd, LineReader& reader, int most_reads) {
    char buffer[8192];
    for (int reads = 0; reads < most_reads && !reader.overlong(); ++reads) {
        const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
        if (got > 0) {
            reader.feed(std::string_view(buffer, std::size_t(got)));
            continue;
        }
        return got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR);
    }
    return true;
}

namespace {

std::string random_text(std::string_view alphabet, std::size_t length) {
    std::random_device source;  // the system's random source: codes and tokens are secrets
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::string text;
    for (std::size_t i = 0; i < length; ++i)
        text += alphabet[pick(source)];
    return text;
}

bool all_in(std::string_view text, std::string_view alphabet, std::size_t length) {
    return text.size() == length && std::all_of(text.begin(), text.end(), [&](char c) {
               return alphabet.find(c) != std::string_view::npos;
           });
}

constexpr std::string_view hex_digits = "0123456789abcdef";
constexpr std::size_t token_length = 16;

}  // namespace

std::string new_table_code() {
    return random_text(code_alphabet, code_length);
}

std::string normal_code(std::string_view text) {
    std::string code(text);
    for (char& c : code)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return code;
}

bool is_table_code(std::string_view text) {
    return all_in(normal_code(text), code_alphabet, code_length);
}

bool is_login_name(std::string_view text) {
    return is_person_name(text);
}

std::string new_token() {
    return random_text(hex_digits, token_length);
}

bool is_token(std::string_view text) {
    return all_in(text, hex_digits, token_length);
}

}  // namespace boardgames::net
