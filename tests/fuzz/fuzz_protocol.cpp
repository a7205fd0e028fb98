// Fuzzes the table protocol's parsing, as a table meets what any peer sends: bytes split into
// lines (however they are cut up), each line read as a message and as each end of the protocol
// reads it. A line is read or refused with a reason; a message read formats back to the same
// line; a line either end reads is written again the same way once read back (what the
// protocol writes, it reads); nothing crashes, and the reader never holds more than one
// overlong line's worth of bytes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "net/protocol.hpp"

namespace {

// A line read, written again, reads back to what writes the same line.
template <class Line, class Read, class Reader>
bool reads_back(const Read& read, Reader reader) {
    using namespace boardgames::net;
    const auto* message = std::get_if<Line>(&read);
    if (!message)
        return !std::get<LineRefusal>(read).reason.empty() ||
               std::get<LineRefusal>(read).kind != LineRefusal::Kind::Unreadable;
    const std::string written = line_of(*message);
    const auto again = reader(std::string_view(written).substr(0, written.size() - 1));
    const auto* reread = std::get_if<Line>(&again);
    return reread && line_of(*reread) == written;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boardgames::net;
    if (size == 0) return 0;
    const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
    const std::size_t piece = 1 + data[0] % 64;  // how the stream is cut into reads
    LineReader reader;
    for (std::size_t at = 0; at < bytes.size(); at += piece) {
        reader.feed(bytes.substr(at, piece));
        if (reader.buffered() > 2 * max_line_bytes + piece + 2) std::abort();
        while (auto line = reader.next()) {
            const auto message = parse_message(*line);
            if (!message) {
                if (message.error().empty()) std::abort();
                continue;
            }
            if (format_message(message->verb, message->fields) != *line + "\n") std::abort();
            if (!reads_back<ClientLine>(read_client_line(*line), read_client_line) ||
                !reads_back<TableLine>(read_table_line(*line), read_table_line))
                std::abort();
            const std::string cleaned = clean_text(*line);
            if (cleaned.size() > 200 || clean_text(cleaned) != cleaned) std::abort();
        }
        if (reader.overlong()) break;
    }
    return 0;
}
