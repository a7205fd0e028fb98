#include "net/table_arrangement.hpp"

#include "boardgames/play/arrangement.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

TableArrangement::TableArrangement(const GameInfo& info, std::string base)
    : info_(&info), base_(std::move(base)), confirmed_(info.mover_names.size()) {}

std::vector<int> TableArrangement::waiting() const {
    std::vector<int> movers;
    if (done_) return movers;
    for (int mover = 0; mover < int(confirmed_.size()); ++mover)
        if (!confirmed_[std::size_t(mover)]) movers.push_back(mover);
    return movers;
}

bool TableArrangement::waits_for(int mover) const {
    return !done_ && mover >= 0 && mover < int(confirmed_.size()) &&
           !confirmed_[std::size_t(mover)];
}

std::optional<std::string> TableArrangement::confirm(int mover, const std::string& position) {
    if (done_) return "the tiles are arranged already: the game is on";
    if (!waits_for(mover)) return "that arrangement is confirmed already";
    if (const auto refused = arrangement_refused(*info_, base_, position, mover))
        return "not an arrangement of your own tiles: " + *refused;
    confirmed_[std::size_t(mover)] = position;
    return std::nullopt;
}

Result<std::string> TableArrangement::finish() {
    if (done_ || !waiting().empty()) return fail("not every player has arranged");
    std::vector<std::string> arranged;
    for (const auto& position : confirmed_)
        arranged.push_back(*position);
    auto start = combined_arrangements(*info_, base_, arranged);
    if (!start) return start;
    done_ = true;
    for (auto& position : confirmed_)
        position.reset();
    return start;
}

void TableArrangement::restart() {
    done_ = false;
    for (auto& position : confirmed_)
        position.reset();
}

std::vector<std::string> TableArrangement::saved() const {
    std::vector<std::string> lines{"arrange " + base_};
    if (done_) lines.push_back("arranged-all");
    return lines;
}

Result<TableArrangement> TableArrangement::restore(const GameInfo& info,
                                                   const std::vector<std::string>& lines) {
    if (!info.arrange) return fail("an arrangement for a game that has none");
    std::optional<TableArrangement> arrangement;
    for (const std::string& line : lines) {
        const auto message = parse_message(line);
        if (!message) return fail("'" + line + "': " + message.error());
        if (message->verb == "arrange" && !arrangement) {
            if (auto base = info.new_match(info, message->rest); !base)
                return fail("'" + line + "': " + base.error());
            arrangement.emplace(info, message->rest);
            continue;
        }
        if (!arrangement) return fail("'" + line + "' before its 'arrange' line");
        if (message->verb == "arranged-all" && message->fields.empty()) {
            arrangement->done_ = true;
            continue;
        }
        const auto mover = number_field(message->field(0), long(info.mover_names.size()) - 1);
        if (message->verb != "arranged" || !mover || arrangement->done_)
            return fail("'" + line + "' is not 'arranged PLAYER POSITION'");
        if (const auto refused = arrangement->confirm(int(*mover), message->rest_after(1)))
            return fail("'" + line + "': " + *refused);
    }
    if (!arrangement) return fail("no 'arrange' line");
    return std::move(*arrangement);
}

}  // namespace boardgames::net
