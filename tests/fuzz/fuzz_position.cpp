// Fuzzes every game's position-string parser: any input is either refused with a reason or
// parsed into a position that prints back to a string that parses to the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "boardgames/play/registry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const boardgames::GameInfo& info : boardgames::registered_games()) {
        if (text.empty()) continue;  // empty means the standard start, not a position
        auto parsed = info.new_match(info, text);
        if (!parsed) {
            if (parsed.error().empty()) std::abort();  // a refusal always says why
            continue;
        }
        const std::string printed = parsed.value()->position();
        auto again = info.new_match(info, printed);
        if (!again || again.value()->position() != printed) std::abort();
        again.value()->legal_moves();  // and the position is playable
        again.value()->result_text();
    }
    return 0;
}
