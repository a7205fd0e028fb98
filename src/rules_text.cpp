#include "rules_text.hpp"

#include <sstream>

#include "text_board.hpp"
#include "text_wrap.hpp"

namespace boardgames {
namespace {

constexpr int text_width = 76;  // reads well in a pager on an 80-column terminal

std::string indented(const std::string& text, const std::string& margin) {
    std::istringstream lines(text);
    std::string out;
    for (std::string line; std::getline(lines, line);)
        out += (line.empty() ? "" : margin + line) + '\n';
    return out;
}

}  // namespace

std::string figure_text(const FigureScene& scene) {
    const Figure& figure = *scene.figure;
    std::string out = "  " + scene.title + "\n";
    for (const std::string& line : wrap_lines({"  " + std::string(figure.caption)}, text_width, 0))
        out += line + '\n';
    out += '\n';
    if (!figure.prelude.empty()) {
        for (const std::string& line :
             wrap_lines({"    After " + std::string(figure.prelude) + ":"}, text_width))
            out += line + '\n';
    }
    const std::vector<int> marked = scene.moves.empty() ? std::vector<int>{} : scene.moves[0].cells;
    out += indented(render_text_board(scene.view, marked), "    ");
    if (!marked.empty()) {
        std::string names;
        for (const int cell : marked)
            if (const CellView* view = scene.view.find(cell))
                names += (names.empty() ? "" : ", ") + view->name;
        out += "    Marked: " + names + " (" + scene.moves[0].move + ").\n";
    }
    out += "    " + figure_situation(scene) + ".\n";
    for (const ShownMove& shown : scene.moves)
        for (const std::string& line :
             wrap_lines({"    " + shown.move + "  " + shown.verdict}, text_width))
            out += line + '\n';
    return out;
}

std::string rules_with_figures(const GameInfo& game) {
    std::string out;
    for (const IllustratedSection& part : illustrated_sections(game.rules_text, game.figures)) {
        if (!out.empty()) out += '\n';
        for (const std::string& line : part.section.lines)
            out += line + '\n';
        for (const std::size_t index : part.figures) {
            const auto scene = figure_scene(game, index);
            out += '\n';
            out += scene ? figure_text(*scene) : "  (" + scene.error() + ")\n";
        }
    }
    return out;
}

}  // namespace boardgames
