#pragma once
// A figure of a game's rules: where it comes from, a position, the moves it shows, legal or not,
// and a caption in our words. The original rules' figures are lost; each game rebuilds them
// beside its rules text (games/rules/GAME_figures.hpp) in its own notation, with a figure for
// each Ruling a board can show and illustrations of its own, and the tests play every figure
// through the rules core, so a figure that no longer agrees with the rules fails the build's tests.
// The help screen draws them with the game's board painter, `boardgames rules GAME` as ASCII
// boards, and the tutorial (`boardgames GAME --tutorial`) asks for the moves of those that
// set a task.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boardgames {

struct FigureMove {
    std::string_view move;  // in canonical notation when legal; as a player would type it if not
    bool legal = true;
    // An illegal move: words that the rules core's refusal contains ("is not yours", "same
    // colour"), so the caption and the program give the same reason.
    std::string_view refusal = {};
    // A legal move that ends the game: the start of the result it gives ("white wins").
    std::string_view result = {};
};

// Where a figure comes from, as its caption says: a figure of the game's original rules (lost,
// rebuilt here), one that shows a Ruling of our rulebook, or an illustration of ours where the
// original rules have no figure.
enum class FigureOrigin : std::uint8_t { OriginalRules, Ruling, Illustration };

// A figure's origin and, for a figure of the original rules, the original's name for it. It has
// no default: every figure says what it is (`original_rules("Fig. 5")`, `a_ruling`,
// `our_illustration`), and a figure that says nothing does not compile.
class FigureSource {
  public:
    constexpr FigureSource(FigureOrigin origin, std::string_view name = {})
        : origin_(origin), name_(name) {}
    constexpr FigureOrigin origin() const { return origin_; }
    // The original's name ("Fig. 5", "Picture 11", "Example B"); empty for a figure of ours.
    constexpr std::string_view name() const { return name_; }
    // The origin in a word or two, for test messages: the original's name, "Ruling" or
    // "Illustration".
    constexpr std::string_view label() const {
        return origin_ == FigureOrigin::OriginalRules ? name_
               : origin_ == FigureOrigin::Ruling      ? "Ruling"
                                                      : "Illustration";
    }

  private:
    FigureOrigin origin_;
    std::string_view name_;
};

// A figure of the original rules, by the original's name for it ("Fig. 5").
constexpr FigureSource original_rules(std::string_view name) {
    return {FigureOrigin::OriginalRules, name};
}
// A figure that shows a Ruling of our rulebook.
inline constexpr FigureSource a_ruling{FigureOrigin::Ruling};
// A figure of ours that illustrates a rule the original rules show no figure of.
inline constexpr FigureSource our_illustration{FigureOrigin::Illustration};

struct Figure {
    FigureSource source;
    // The heading of the rules text's section it illustrates ("Moves"), where it is shown.
    std::string_view section;
    std::string_view caption;
    std::string_view position;
    // Moves played from `position` before the figure is shown: the history a repetition rule
    // counts. The board shown is the one they reach.
    std::string_view prelude = {};
    std::vector<FigureMove> moves = {};
    // The next figure shows the position after this figure's first legal move (fig. 5, then
    // fig. 6 "after the jump").
    bool next_is_after = false;
    // A position that is already over: the start of its result ("red wins").
    std::string_view result = {};
    // For the tutorial: what to do, naming the clicks ("Jump c2 over c3: click c2, then c4").
    // The move asked for is the figure's first legal move.
    std::string_view task = {};
};

// The first move shown as legal, or null.
inline const FigureMove* first_legal_move(const Figure& figure) {
    for (const FigureMove& shown : figure.moves)
        if (shown.legal) return &shown;
    return nullptr;
}

// A section of a game's rules text: a heading (a line at the margin followed by an indented
// one) and its lines up to the next heading. The lines before the first heading (the title
// and the introduction) are a section with an empty heading.
struct RulesSection {
    std::string heading;
    std::vector<std::string> lines;  // the heading first
};

inline std::vector<RulesSection> rules_sections(std::string_view text) {
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    std::vector<RulesSection> sections(1);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool heading = !lines[i].empty() && lines[i][0] != ' ' && i + 1 < lines.size() &&
                             !lines[i + 1].empty() && lines[i + 1][0] == ' ';
        if (heading) sections.push_back({lines[i], {}});
        sections.back().lines.push_back(lines[i]);
    }
    for (RulesSection& section : sections)  // no blank lines at the ends
        while (!section.lines.empty() && section.lines.back().empty())
            section.lines.pop_back();
    return sections;
}

// The sections of a rules text in order, each with the figures that illustrate it (indices
// into `figures`); figures that name no section of the text come last, under "Figures".
struct IllustratedSection {
    RulesSection section;
    std::vector<std::size_t> figures;
};

inline std::vector<IllustratedSection> illustrated_sections(std::string_view rules_text,
                                                            std::span<const Figure> figures) {
    std::vector<IllustratedSection> out;
    std::vector<bool> placed(figures.size(), false);
    for (RulesSection& section : rules_sections(rules_text)) {
        IllustratedSection illustrated{std::move(section), {}};
        for (std::size_t i = 0; i < figures.size(); ++i)
            if (!illustrated.section.heading.empty() &&
                figures[i].section == illustrated.section.heading) {
                illustrated.figures.push_back(i);
                placed[i] = true;
            }
        out.push_back(std::move(illustrated));
    }
    IllustratedSection rest{{"Figures", {}}, {}};
    for (std::size_t i = 0; i < figures.size(); ++i)
        if (!placed[i]) rest.figures.push_back(i);
    if (!rest.figures.empty()) out.push_back(std::move(rest));
    return out;
}

}  // namespace boardgames
