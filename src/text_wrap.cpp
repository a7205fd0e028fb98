#include "text_wrap.hpp"

#include <algorithm>

namespace boardgames {

std::vector<std::string> wrap_lines(const std::vector<std::string>& lines, int width, int hanging) {
    const std::size_t room = std::size_t(std::max(width, 8));
    std::vector<std::string> wrapped;
    for (const std::string& line : lines) {
        const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
        // A continuation goes `hanging` columns further in than its line, while that leaves room.
        const std::size_t further = indent + std::size_t(std::max(hanging, 0));
        const std::string continued(further <= room / 2 ? further : 0, ' ');
        std::string rest = line;
        while (rest.size() > room) {
            const std::size_t lead = rest.find_first_not_of(' ');
            std::size_t cut = rest.rfind(' ', room);
            // Each piece must shorten the rest; a word longer than the room is cut.
            if (cut == std::string::npos || cut <= lead || cut < continued.size()) cut = room;
            wrapped.push_back(rest.substr(0, cut));
            const std::size_t next = rest.find_first_not_of(' ', cut);
            rest = next == std::string::npos ? std::string{} : continued + rest.substr(next);
        }
        wrapped.push_back(rest);
    }
    return wrapped;
}

std::string capitalised(std::string text) {
    // A square or a move in notation (c4, a2Xc4, aa12) keeps its case: letters, then a digit.
    const std::size_t letters = text.find_first_not_of("abcdefghijklmnopqrstuvwxyz");
    const bool notation =
        letters != std::string::npos && letters > 0 && text[letters] >= '0' && text[letters] <= '9';
    if (!text.empty() && !notation && text[0] >= 'a' && text[0] <= 'z')
        text[0] = char(text[0] - 'a' + 'A');
    return text;
}

}  // namespace boardgames
