#include "review_panel.hpp"

#include <algorithm>
#include <cmath>

#include "text_wrap.hpp"

namespace boardgames::ui {

std::vector<std::string> moves_with_marks(const std::vector<std::string>& moves,
                                          const Review& review) {
    std::vector<std::string> marked = moves;
    for (const ReviewedMove& move : review.moves)
        if (move.ply >= 1 && move.ply <= marked.size())
            marked[move.ply - 1] += std::string(mark_sign(move.mark));
    return marked;
}

std::vector<GraphColumn> graph_columns(const Review& review, int width) {
    const std::size_t positions = review.positions.size();
    if (positions == 0 || width <= 0) return {};
    const std::size_t columns = std::size_t(width);
    std::vector<GraphColumn> graph;
    std::size_t marked_up_to = 0;  // a move's mark goes on the first column showing it
    for (std::size_t column = 0; column < columns; ++column) {
        GraphColumn at;
        at.first = column * positions / columns;
        at.last = std::max(at.first + 1, (column + 1) * positions / columns);
        at.ply = at.first;
        double sum = 0;
        for (std::size_t ply = at.first; ply < at.last; ++ply) {
            sum += review.positions[ply].chance;
            // The move into position `ply` is review.moves[ply - 1].
            if (ply == 0 || ply < marked_up_to || ply > review.moves.size()) continue;
            const Mark mark = review.moves[ply - 1].mark;
            if (mark >= Mark::Inaccuracy && (!at.mark || mark > *at.mark)) {
                at.mark = mark;
                at.ply = ply;
            }
        }
        marked_up_to = std::max(marked_up_to, at.last);
        at.chance = sum / double(at.last - at.first);
        graph.push_back(at);
    }
    return graph;
}

int graph_fill(double chance, int line, int lines) {
    const int filled = int(std::lround(std::clamp(chance, 0.0, 1.0) * lines * 8));
    const int from_bottom = lines - 1 - line;
    return std::clamp(filled - from_bottom * 8, 0, 8);
}

std::string graph_cell(int eighths, bool unicode) {
    static const char* const blocks[] = {" ",      "\u2581", "\u2582", "\u2583", "\u2584",
                                         "\u2585", "\u2586", "\u2587", "\u2588"};
    static const char ascii[] = " __..oo*#";
    const int at = std::clamp(eighths, 0, 8);
    return unicode ? blocks[at] : std::string(1, ascii[at]);
}

namespace {

std::string right_aligned(const std::string& text, std::size_t width) {
    return std::string(width > text.size() ? width - text.size() : 0, ' ') + text;
}

}  // namespace

std::vector<std::string> summary_lines(const Review& review, int width) {
    if (!review.game) return {};
    const std::vector<SideSummary> sides = review.summary();
    std::size_t name_width = 0;
    for (std::size_t side = 0; side < sides.size(); ++side)
        name_width = std::max(name_width, review.game->side_names[side].size());
    // Narrow panels (80x24) shorten the columns and the heading.
    const bool wide = int(name_width) + 26 <= width;
    const std::size_t count_width = wide ? 4 : 3, accuracy_width = wide ? 10 : 5;
    std::string heading = std::string(name_width, ' ') + right_aligned("?!", count_width) +
                          right_aligned("?", count_width) + right_aligned("??", count_width) +
                          right_aligned(wide ? "accuracy" : "acc.", accuracy_width);
    std::vector<std::string> lines{heading};
    for (std::size_t side = 0; side < sides.size(); ++side) {
        const SideSummary& summary = sides[side];
        std::string line(review.game->side_names[side]);
        line.resize(name_width, ' ');
        for (const int count : {summary.inaccuracies, summary.mistakes, summary.blunders})
            line += right_aligned(std::to_string(count), count_width);
        line +=
            right_aligned(std::to_string(int(std::lround(summary.accuracy))) + "%", accuracy_width);
        lines.push_back(line);
    }
    return lines;
}

std::string move_name(const GameInfo& game, std::size_t ply, int mover) {
    std::string name = "move " + std::to_string(numbered_move_count(ply, game.side_names.size()));
    if (mover >= 0 && std::size_t(mover) < game.mover_names.size())
        name += " (" + std::string(game.mover_names[std::size_t(mover)]) + ")";
    return name;
}

std::string verdict_text(const Review& review, const ReviewedMove& move, int width) {
    const GameInfo& game = *review.game;
    const std::string head = std::to_string(move_number(review, move.ply)) + ". " +
                             std::string(game.mover_names[std::size_t(move.mover)]) + " " +
                             move.played + std::string(mark_sign(move.mark)) + ": " +
                             std::string(mark_name(move.mark));
    const std::string values = ", " + game.side_names[std::size_t(move.side)] + " " +
                               move.before.text() + " -> " + move.after.text();
    const std::string better =
        move.mark == Mark::Best || move.best.empty() ? "" : " (better: " + move.best + ")";
    // The longest that fits: the line the computer expects shortened first, then left out.
    if (const std::string whole = head + values + better_move_text(move);
        display_width(whole) <= width)
        return whole;
    if (!better.empty() && move.line.size() > 1) {
        std::string cut_line = head + values + " (better: " + move.best + "; line";
        const int room = width - 5;  // for " ...)"
        std::size_t steps = 0;
        for (; steps < move.line.size(); ++steps) {
            if (display_width(cut_line) + 1 + display_width(move.line[steps]) > room) break;
            cut_line += " " + move.line[steps];
        }
        if (steps > 1) return cut_line + " ...)";
    }
    for (const std::string& text : {head + values + better, head + better})
        if (display_width(text) <= width) return text;
    return cut_to_width(head + better, width);
}

}  // namespace boardgames::ui
