// Fuzzes move notation: the first byte picks a game and one of a few positions, the rest is a
// typed move. It is refused with a reason, or it names a legal move whose canonical string
// names itself and can be played.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "boardgames/play/registry.hpp"

namespace {
// Positions with varied moves: starts, takes, chains, off-board jumps, turns, flights.
constexpr std::array<std::string_view, 8> positions{
    "",
    "3O/1O1O/#3/#3 #",
    "4/1O2/1#O1/4 #",
    "7Bbbbb/8/8/4Bwbww3/3Bbwww4/2Bwwww5/2Wbbbb5/Wwbbb7 W 0",
    "Bbwww7/Bwwww7/Wbwww7/8/8/8/8/7Wwwww W 0",
    "8/8/3Wwwww4/8/8/8/8/Bbbbb6Bwwww W 0",
    "3/4/2o2/o1o1/1or r w 0",  // ReMATCH: sequences over emptied tiles
    "2r/4/5/1w2/3 r w 0",      // ReMATCH: a flying capture, optional
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto& games = boardgames::registered_games();
    const boardgames::GameInfo& info = games[data[0] % games.size()];
    auto created = info.new_match(info, positions[(data[0] / games.size()) % positions.size()]);
    if (!created) return 0;  // that position belongs to another game
    auto match = std::move(created).value();
    const std::string_view typed(reinterpret_cast<const char*>(data + 1), size - 1);
    const auto resolved = match->resolve(typed);
    if (!resolved) {
        if (resolved.error().empty()) std::abort();
        return 0;
    }
    if (match->resolve(resolved.value()).value() != resolved.value()) std::abort();
    if (!match->play(typed)) std::abort();
    return 0;
}
