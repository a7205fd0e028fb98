#include "figure_scene.hpp"

#include "boardgames/core/notation.hpp"

namespace boardgames {

std::vector<int> cells_named(const BoardView& view, const std::string& move) {
    std::vector<int> cells;
    std::string word;
    const auto flush = [&] {
        for (const CellView& cell : view.cells)
            if (cell.name == word) cells.push_back(cell.cell);
        word.clear();
    };
    for (const char c : move) {
        if (is_move_type(c) || c == '=') {
            flush();
            if (c == '=') return cells;  // an orientation follows, no cell
        } else {
            word += c;
        }
    }
    flush();
    return cells;
}

Result<FigureScene> figure_scene(const GameInfo& game, std::size_t index) {
    if (index >= game.figures.size())
        return fail(std::string(game.title) + " has " + std::to_string(game.figures.size()) +
                    " figures");
    const Figure& figure = game.figures[index];
    FigureScene scene;
    scene.figure = &figure;
    scene.number = int(index) + 1;
    scene.title =
        "Figure " + std::to_string(scene.number) +
        (figure.source == "Ruling" ? " (a ruling of this program)"
                                   : " (" + std::string(figure.source) + " of the original rules)");
    auto match = game.new_match(game, figure.position);
    if (!match) return fail("figure " + std::to_string(scene.number) + ": " + match.error());
    scene.match = std::move(match).value();
    for (const std::string& move : split_words(figure.prelude)) {
        const auto played = scene.match->play(move);
        if (!played)
            return fail("figure " + std::to_string(scene.number) + ": prelude: " + played.error());
    }
    scene.view = scene.match->board_view();
    const std::vector<LegalMove> legal = scene.match->legal_inputs();
    for (const FigureMove& shown : figure.moves) {
        ShownMove line;
        line.move = std::string(shown.move);
        const auto resolved = scene.match->resolve(shown.move);
        line.legal = resolved.ok();
        if (resolved) {
            for (const LegalMove& candidate : legal)
                if (candidate.text == *resolved) line.cells = candidate.input.cells;
            auto after = scene.match->clone();
            after->play(*resolved);
            line.verdict = "legal";
            if (after->outcome().over()) line.verdict += ": " + after->result_sentence();
        } else {
            line.cells = cells_named(scene.view, line.move);
            const std::string& why = resolved.error();
            const std::size_t cut = why.find("is illegal: ");
            line.verdict = "illegal: " + (cut == std::string::npos ? why : why.substr(cut + 12));
            // The square a reason starts with: "e4 faces...", "d5 is taken...".
            const std::string reason = line.verdict.substr(9);
            const std::size_t space = reason.find_first_of(" :");
            line.objection = cells_named(scene.view, reason.substr(0, space));
        }
        scene.moves.push_back(std::move(line));
    }
    return scene;
}

std::vector<std::size_t> tutorial_figures(const GameInfo& game) {
    std::vector<std::size_t> steps;
    for (std::size_t i = 0; i < game.figures.size(); ++i)
        if (!game.figures[i].task.empty() && first_legal_move(game.figures[i])) steps.push_back(i);
    return steps;
}

}  // namespace boardgames
