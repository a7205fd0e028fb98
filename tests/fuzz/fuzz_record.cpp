// Fuzzes saved-game records: any text is refused with a reason, or read into a record whose
// moves replay (or are refused with a reason), and a replayed game writes back to a record
// that reads and replays to the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "game_record.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boardgames;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto record = read_record(text);
    if (!record) {
        if (record.error().empty()) std::abort();
        return 0;
    }
    const auto replayed = replay_record(*record);
    if (!replayed) {
        if (replayed.error().empty()) std::abort();
        return 0;
    }
    const auto again = read_record(write_record(*record));
    if (!again) std::abort();
    const auto replayed_again = replay_record(*again);
    if (!replayed_again || replayed_again.value()->position() != replayed.value()->position())
        std::abort();
    return 0;
}
