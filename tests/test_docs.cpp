// The repository stands on its own: every registered game has its rulebook in docs/rules,
// `boardgames rules GAME` prints each of its Rulings word for word, and README and the manual
// page point only at files of the repository. Every list of the games kept by hand (README's
// table and Rules section, docs/rules/README.md's table, the manual page's GAMES section, the
// files a game needs) is checked against the registry both ways, so a game missing from a list
// and a list naming a game that is not registered both fail, naming the file and the game.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "cli.hpp"
#include "support.hpp"
#include "ui/frame.hpp"

using namespace boardgames;

namespace {

const std::filesystem::path source_dir = BOARDGAMES_SOURCE_DIR;

std::string read(const std::filesystem::path& path) {
    return boardgames::testing::read_file(path);
}

// Text as a reader sees it: no Markdown emphasis or code marks, one space between words.
std::string plain(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '*' || c == '`') continue;
        const bool space = c == ' ' || c == '\n' || c == '\t';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// Each "**Ruling (topic):**" of a rulebook up to the end of its paragraph or list item, or to
// the line of the next Ruling (a code block's lines belong to it), as plain text.
std::vector<std::string> rulings(const std::string& markdown) {
    static const std::regex numbered_item(R"(^ *[0-9]+\. )");
    std::vector<std::string> found;
    std::istringstream lines(markdown);
    std::string ruling;
    bool inside = false;
    for (std::string line; std::getline(lines, line);) {
        const std::size_t text = line.find_first_not_of(' ');
        const std::size_t start = line.find("**Ruling (");
        const bool ends = text == std::string::npos || line.compare(text, 2, "- ") == 0 ||
                          line[text] == '#' || std::regex_search(line, numbered_item) ||
                          start != std::string::npos;
        if (inside && ends) {
            found.push_back(plain(ruling));
            inside = false;
        }
        if (inside && line.compare(text, 3, "```") != 0) ruling += " " + line;
        if (!inside && start != std::string::npos) {
            inside = true;
            ruling = line.substr(start);
        }
    }
    if (inside) found.push_back(plain(ruling));
    return found;
}

std::vector<std::string> registered_names() {
    std::vector<std::string> names;
    for (const GameInfo& game : registered_games())
        names.emplace_back(game.name);
    return names;
}

bool registered(const std::string& name) {
    return find_game(name) != nullptr;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::string trimmed(const std::string& text) {
    const std::size_t first = text.find_first_not_of(' ');
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

// The lines of a Markdown file's section: from the heading `heading` ("## Rules") up to the next
// heading of its level or above, or, with an empty heading, the introduction: the lines before
// the first "## " heading.
std::vector<std::string> section_lines(const std::string& markdown, const std::string& heading) {
    std::vector<std::string> found;
    bool inside = heading.empty();
    for (const std::string& line : lines_of(markdown)) {
        const bool is_heading = line.rfind("## ", 0) == 0;
        if (inside && is_heading) break;
        if (inside) found.push_back(line);
        if (!inside && line == heading) inside = true;
    }
    return found;
}

// A Markdown table's rows (after its header and the rule under it), each as its trimmed cells.
struct Table {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
};

std::vector<std::string> cells(const std::string& line) {
    std::vector<std::string> found;
    std::istringstream in(line.substr(1));  // after the leading '|'
    for (std::string cell; std::getline(in, cell, '|');)
        found.push_back(trimmed(cell));
    return found;
}

// The tables among `lines`.
std::vector<Table> tables(const std::vector<std::string>& lines) {
    std::vector<Table> found;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        if (lines[i].rfind("|", 0) != 0 || lines[i + 1].rfind("| ---", 0) != 0) continue;
        Table table{cells(lines[i]), {}};
        for (i += 2; i < lines.size() && lines[i].rfind("|", 0) == 0; ++i)
            table.rows.push_back(cells(lines[i]));
        found.push_back(table);
    }
    return found;
}

// The list of games in a Markdown file: the one table of its introduction whose first column
// is "game", a game's name in code marks in each row (`raps`). Returns each row by name.
std::map<std::string, std::vector<std::string>> games_table(const std::string& file) {
    std::map<std::string, std::vector<std::string>> rows;
    std::vector<Table> lists;
    for (const Table& table : tables(section_lines(read(source_dir / file), "")))
        if (!table.header.empty() && table.header[0] == "game") lists.push_back(table);
    INFO(file << ": its introduction must hold one table of the games (first column \"game\")");
    REQUIRE(lists.size() == 1);
    static const std::regex name(R"(`([a-z0-9_]+)`)");
    for (const std::vector<std::string>& row : lists[0].rows) {
        std::smatch match;
        INFO(file << ": the games table's row \"" << row[0] << "\" does not name a game as `name`");
        CHECK(std::regex_match(row[0], match, name));
        if (!match.empty()) rows[match[1]] = row;
    }
    return rows;
}

// The targets of the Markdown links in `text`.
std::vector<std::string> link_targets(const std::string& text) {
    static const std::regex link(R"(\]\(([^)#]+)(#[^)]*)?\))");
    std::vector<std::string> found;
    for (std::sregex_iterator it(text.begin(), text.end(), link), end; it != end; ++it)
        found.push_back((*it)[1]);
    return found;
}

bool links(const std::vector<std::string>& row, const std::string& target) {
    for (const std::string& cell : row)
        for (const std::string& linked : link_targets(cell))
            if (linked == target) return true;
    return false;
}

// The games of the manual page: its GAMES section (.SH GAMES) is a list of tagged paragraphs,
// each a .TP followed by the game's name in bold (.B raps).
std::vector<std::string> manual_page_games(const std::string& roff) {
    std::vector<std::string> games;
    const std::vector<std::string> lines = lines_of(roff);
    bool inside = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind(".SH", 0) == 0) inside = lines[i] == ".SH GAMES";
        if (!inside || lines[i] != ".TP") continue;
        const std::string tag = i + 1 < lines.size() ? lines[i + 1] : "";
        INFO("man/boardgames.6: a .TP of the GAMES section without a game's name: " << tag);
        REQUIRE(tag.rfind(".B ", 0) == 0);
        games.push_back(trimmed(tag.substr(3)));
    }
    return games;
}

// The names NAME of the files NAME+SUFFIX in `folder` (relative to the source tree).
std::vector<std::string> names_of_files(const std::string& folder, const std::string& suffix) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(source_dir / folder)) {
        const std::string file = entry.path().filename().string();
        if (file.size() > suffix.size() &&
            file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0)
            names.push_back(file.substr(0, file.size() - suffix.size()));
    }
    return names;
}

std::size_t occurrences(const std::string& text, const std::string& word) {
    std::size_t count = 0;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
        ++count;
    return count;
}

std::string rules_printed(const std::string& game) {
    const char* argv[] = {"boardgames", "rules", game.c_str()};
    std::ostringstream out, err;
    REQUIRE(run_cli(3, argv, out, err) == 0);
    return out.str();
}

// Whitespace as a reader sees it: one space between words, none at the ends.
std::string squeezed(const std::string& text) {
    std::string out;
    for (char c : text) {
        const bool space = c == ' ' || c == '\n' || c == '\t';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// "A", "A and B", "A, B and C" (or with `last` "or").
std::string listed(const std::vector<std::string>& items, const std::string& last = "and") {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " " + last + " " : ", ";
        out += items[i];
    }
    return out;
}

// A game's short name in running text: its title's first word ("Táctica").
std::string short_title(const GameInfo& game) {
    return std::string(game.title.substr(0, game.title.find(' ')));
}

// The manual page's text as a reader sees it: its lines joined, the accents of roff written out.
std::string manual_page_text() {
    std::string roff = read(source_dir / "man/boardgames.6");
    for (std::size_t at = roff.find("\\('a"); at != std::string::npos; at = roff.find("\\('a"))
        roff.replace(at, 4, "\u00e1");
    return squeezed(roff);
}

// The side that moves first from the game's standard start (engine mode's player 1).
std::string first_side(const GameInfo& game) {
    const auto match = boardgames::testing::play(std::string(game.name), "");
    return game.side_names[std::size_t(game.side_of_mover[std::size_t(match->to_move())])];
}

// Whether the game's sides are its movers, two of them (not ReMATCH's team of two colours).
bool sides_are_movers(const GameInfo& game) {
    return game.side_names.size() == 2 && game.side_of_mover == std::vector<int>{0, 1};
}

// Expected texts, made from the registry: what README and the manual page must say.

// README's opening: "Seven abstract board games".
std::string games_counted() {
    static const std::vector<std::string> numbers = {"No",   "One",    "Two",   "Three", "Four",
                                                     "Five", "Six",    "Seven", "Eight", "Nine",
                                                     "Ten",  "Eleven", "Twelve"};
    const std::size_t count = registered_games().size();
    return (count < numbers.size() ? numbers[count] : std::to_string(count)) +
           " abstract board games";
}

// README's sizes: "RAPS and ReMATCH need a terminal of at least 44x16, Breakthrough 44x24, ...":
// each game's minimum_terminal() at its start (the "too small" screen's), smallest first,
// games of one size together in the registry's order.
std::string terminal_sizes_sentence() {
    std::vector<std::pair<std::pair<int, int>, std::vector<std::string>>> sizes;
    for (const GameInfo& game : registered_games()) {
        const BoardView view = boardgames::testing::play(std::string(game.name), "")->board_view();
        const auto minimum = ui::minimum_terminal(view);
        const std::pair<int, int> size{minimum.width, minimum.height};
        auto at = std::find_if(sizes.begin(), sizes.end(),
                               [&](const auto& group) { return group.first == size; });
        if (at == sizes.end()) at = sizes.insert(sizes.end(), {size, {}});
        at->second.push_back(short_title(game));
    }
    std::stable_sort(sizes.begin(), sizes.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> parts;
    for (const auto& [size, names] : sizes) {
        const std::string wxh = std::to_string(size.first) + "x" + std::to_string(size.second);
        parts.push_back(parts.empty() ? listed(names) + (names.size() > 1 ? " need" : " needs") +
                                            " a terminal of at least " + wxh
                                      : listed(names) + " " + wxh);
    }
    return listed(parts);
}

// docs/rules/README.md's side names: "`squares`/`circles` (raps), `white`/`black` (redtangle,
// ...), ...;" for the games whose sides are their movers, each pair of names once (in the order
// of the first game that has them), the games in the registry's order.
std::string side_names_sentence() {
    std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> pairs;
    for (const GameInfo& game : registered_games()) {
        if (!sides_are_movers(game)) continue;
        auto at = std::find_if(pairs.begin(), pairs.end(), [&](const auto& known) {
            return std::is_permutation(known.first.begin(), known.first.end(),
                                       game.side_names.begin());
        });
        if (at == pairs.end()) at = pairs.insert(pairs.end(), {game.side_names, {}});
        at->second.emplace_back(game.name);
    }
    std::string out = "SIDE is lower case: ";
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        std::string games;
        for (const std::string& name : pairs[i].second)
            games += (games.empty() ? "" : ", ") + name;
        out += (i > 0 ? ", `" : "`") + pairs[i].first[0] + "`/`" + pairs[i].first[1] + "` (" +
               games + ")";
    }
    return out + ";";
}

// The manual page's engine mode: "Player 1 is the side that moves first from the game's
// standard start: squares (RAPS), white (Redtangle), ...", games in the registry's order, one
// side for a run of games that start with the same.
std::string first_players_sentence() {
    std::vector<std::pair<std::string, std::vector<std::string>>> runs;
    for (const GameInfo& game : registered_games()) {
        const std::string side = first_side(game);
        if (runs.empty() || runs.back().first != side) runs.push_back({side, {}});
        runs.back().second.push_back(short_title(game));
    }
    std::vector<std::string> parts;
    for (const auto& [side, games] : runs) {
        std::string names;
        for (const std::string& name : games)
            names += (names.empty() ? "" : ", ") + name;
        parts.push_back(side + " (" + names + ")");
    }
    return "Player 1 is the side that moves first from the game's standard start: " +
           listed(parts) + ".";
}

// The manual page's review: "Near the end of a game of Redtangle, ReMATCH, Redo or
// Breakthrough the review solves the endgame", the games whose endgames are solved.
std::string endgames_sentence() {
    std::vector<std::string> names;
    for (const GameInfo& game : registered_games())
        if (game.solves_endgames) names.push_back(short_title(game));
    return "Near the end of a game of " + listed(names, "or") + " the review solves the endgame";
}

}  // namespace

TEST_CASE("docs: the rulings are found as whole paragraphs and list items", "[docs]") {
    const std::string markdown =
        "## End\n- A side wins.\n- **Ruling (blocked):** a side with no\n  move loses.\n"
        "- Next item.\n\n**Ruling (setup):** as a string:\n```\nOO/## #\n```\nthen more.\n\n"
        "Text. **Ruling (x):** mid-line.\n\n- Points:\n  **Ruling (y):** one\n  half.\n"
        "  **Ruling (z):** two.\n";
    CHECK(rulings(markdown) ==
          std::vector<std::string>{"Ruling (blocked): a side with no move loses.",
                                   "Ruling (setup): as a string: OO/## # then more.",
                                   "Ruling (x): mid-line.", "Ruling (y): one half.",
                                   "Ruling (z): two."});
}

TEST_CASE("docs: `rules GAME` prints every Ruling of the game's rulebook", "[docs][cli]") {
    // Derived from the rulebook: it has as many Rulings as it marks "**Ruling (", each is found
    // whole, and `rules GAME` prints each word for word and no other (as many "Ruling (").
    for (const GameInfo& game : registered_games()) {
        const std::string name(game.name);
        const std::string markdown = read(source_dir / "docs/rules" / (name + ".md"));
        const std::vector<std::string> all = rulings(markdown);
        const std::size_t marked = occurrences(markdown, "**Ruling (");
        INFO("docs/rules/" << name << ".md marks " << marked << " Rulings");
        CHECK(all.size() == marked);
        const std::string printed = plain(rules_printed(name));
        CHECK(occurrences(printed, "Ruling (") == marked);
        for (const std::string& ruling : all) {
            INFO(name << ": " << ruling);
            CHECK(printed.find(ruling) != std::string::npos);
        }
    }
}

TEST_CASE("docs: README and the manual page point at nothing outside the repository", "[docs]") {
    for (const char* file : {"README.md", "man/boardgames.6"}) {
        const std::string text = read(source_dir / file);
        INFO(file);
        CHECK(text.find("../") == std::string::npos);
        CHECK(text.find("/work/") == std::string::npos);
        CHECK(text.find("shared `rules") == std::string::npos);
        CHECK(text.find("shared rules") == std::string::npos);
        CHECK(text.find("seeds") == std::string::npos);
        CHECK(text.find("`rules/") == std::string::npos);  // a rules folder beside the clone
    }
    // Every relative link of README names a file of the repository.
    const std::string readme = read(source_dir / "README.md");
    const std::regex link(R"(\]\(([^)#]+)(#[^)]*)?\))");
    int links = 0;
    for (std::sregex_iterator it(readme.begin(), readme.end(), link), end; it != end; ++it) {
        const std::string target = (*it)[1];
        if (target.rfind("http", 0) == 0) continue;
        ++links;
        INFO("README links " << target);
        CHECK(std::filesystem::exists(source_dir / target));
    }
    CHECK(links >= int(registered_games().size()));  // the games table links every rulebook
    // Every path README names in code marks that looks like one of the repository's exists.
    const std::regex path(R"(`((docs|bench|include|src|tests|man)/[^` <>*]*)`)");
    for (std::sregex_iterator it(readme.begin(), readme.end(), path), end; it != end; ++it) {
        const std::string named = (*it)[1];
        INFO("README names " << named);
        CHECK(std::filesystem::exists(source_dir / named));
    }
}

TEST_CASE("docs: README's table of games lists every registered game and no other", "[docs]") {
    // README.md's list of games is the table of its introduction: a row for each game, with
    // its name in code marks and a link to its rulebook.
    const auto rows = games_table("README.md");
    for (const std::string& name : registered_names()) {
        if (rows.count(name) == 0) {
            FAIL_CHECK("README.md's table of games has no row for " << name);
            continue;
        }
        INFO("README.md's row for " << name << " does not link docs/rules/" << name << ".md");
        CHECK(links(rows.at(name), "docs/rules/" + name + ".md"));
    }
    for (const auto& [name, row] : rows) {
        INFO("README.md's table of games lists " << name << ", which is not a registered game");
        CHECK(registered(name));
    }
}

TEST_CASE("docs: README's Rules section links every game's rulebook and no other", "[docs]") {
    std::set<std::string> linked;
    static const std::regex rulebook(R"(docs/rules/([a-z0-9_]+)\.md)");
    for (const std::string& line : section_lines(read(source_dir / "README.md"), "## Rules"))
        for (const std::string& target : link_targets(line)) {
            std::smatch match;
            if (std::regex_match(target, match, rulebook)) linked.insert(match[1]);
        }
    for (const std::string& name : registered_names()) {
        INFO("README.md's Rules section does not link docs/rules/" << name << ".md");
        CHECK(linked.count(name) == 1);
    }
    for (const std::string& name : linked) {
        INFO("README.md's Rules section links the rulebook of "
             << name << ", which is not a registered game");
        CHECK(registered(name));
    }
}

TEST_CASE("docs: the rulebooks' table lists every registered game and no other", "[docs]") {
    // docs/rules/README.md's list of games is the table of its introduction: a row for each
    // game, its name in code marks, linking its rulebook NAME.md.
    const auto rows = games_table("docs/rules/README.md");
    for (const std::string& name : registered_names()) {
        if (rows.count(name) == 0) {
            FAIL_CHECK("docs/rules/README.md's table of games has no row for " << name);
            continue;
        }
        INFO("docs/rules/README.md's row for " << name << " does not link " << name << ".md");
        CHECK(links(rows.at(name), name + ".md"));
    }
    for (const auto& [name, row] : rows) {
        INFO("docs/rules/README.md's table of games lists " << name
                                                            << ", which is not a registered game");
        CHECK(registered(name));
    }
}

TEST_CASE("docs: every registered game has a rulebook, and every rulebook is a game's", "[docs]") {
    for (const std::string& name : registered_names()) {
        INFO("docs/rules/" << name << ".md is missing: " << name << " has no rulebook");
        CHECK(std::filesystem::is_regular_file(source_dir / "docs/rules" / (name + ".md")));
    }
    for (const std::string& name : names_of_files("docs/rules", ".md")) {
        if (name == "README") continue;  // the conventions, not a game
        INFO("docs/rules/" << name << ".md is the rulebook of " << name
                           << ", which is not a registered game");
        CHECK(registered(name));
    }
}

TEST_CASE("docs: the manual page's GAMES section describes every registered game and no other",
          "[docs]") {
    const std::vector<std::string> listed =
        manual_page_games(read(source_dir / "man/boardgames.6"));
    for (const std::string& name : registered_names()) {
        INFO("man/boardgames.6's GAMES section has no entry (.TP, .B " << name << ") for " << name);
        CHECK(std::count(listed.begin(), listed.end(), name) == 1);
    }
    for (const std::string& name : listed) {
        INFO("man/boardgames.6's GAMES section describes " << name
                                                           << ", which is not a registered game");
        CHECK(registered(name));
    }
}

TEST_CASE("docs: every registered game has its header, rules text, registration and tests",
          "[docs]") {
    // The files README's "Adding a game" asks for, by the game's name.
    for (const std::string& name : registered_names())
        for (const std::string& file :
             {"include/boardgames/games/" + name + ".hpp",
              "include/boardgames/games/rules/" + name + "_rules.hpp",
              "src/registry/" + name + ".cpp", "tests/test_" + name + ".cpp"}) {
            INFO(file << " is missing for the registered game " << name);
            CHECK(std::filesystem::is_regular_file(source_dir / file));
        }
    // And the other way: a game's files without its registration fail too. tests/CMakeLists.txt
    // runs the engine tests for each src/registry/NAME.cpp, so these must be the games exactly.
    const std::vector<std::pair<std::string, std::string>> kinds = {
        {"include/boardgames/games", ".hpp"},
        {"include/boardgames/games/rules", "_rules.hpp"},
        {"src/registry", ".cpp"}};
    for (const auto& [folder, suffix] : kinds)
        for (const std::string& name : names_of_files(folder, suffix)) {
            if (name == "template_game" || name == "registry") continue;  // not games
            INFO(folder << "/" << name << suffix << " is the file of " << name
                        << ", which is not a registered game");
            CHECK(registered(name));
        }
}

TEST_CASE("docs: README counts each game's figures as the game has them", "[docs][figures]") {
    // README's Figures paragraph: "There are 87: RAPS 6, Redtangle 20, ...": a count for each
    // game by its title's first word, adding up to the total.
    const std::string readme = plain(read(source_dir / "README.md"));
    std::smatch total;
    REQUIRE(std::regex_search(readme, total, std::regex(R"(There are ([0-9]+): )")));
    std::map<std::string, std::size_t> counted;
    static const std::regex pair(R"(^([^ ,]+) ([0-9]+)(, | and ))");
    std::string rest = total.suffix();
    for (std::smatch match; std::regex_search(rest, match, pair);) {
        counted[match[1]] = std::stoul(match[2]);
        rest = match.suffix().str();
    }
    std::size_t all = 0;
    for (const GameInfo& game : registered_games()) {
        all += game.figures.size();
        const std::string title(game.title.substr(0, game.title.find(' ')));
        if (counted.count(title) == 0) {
            FAIL_CHECK("README.md's Figures paragraph gives no count for " << game.name << " (as \""
                                                                           << title << " N\")");
            continue;
        }
        INFO("README.md counts " << counted[title] << " figures for " << game.name << ", which has "
                                 << game.figures.size());
        CHECK(counted[title] == game.figures.size());
    }
    for (const auto& [title, count] : counted) {
        INFO("README.md's Figures paragraph counts figures of " << title
                                                                << ", which is no registered game");
        CHECK(std::any_of(registered_games().begin(), registered_games().end(),
                          [&](const GameInfo& game) { return game.title.rfind(title, 0) == 0; }));
    }
    INFO("README.md's total of figures");
    CHECK(std::stoul(total[1]) == all);
}

TEST_CASE("docs: every file and test the adding-a-game page names exists", "[docs]") {
    // docs/adding_a_game.md names the files a new game copies, fills and is checked by: each
    // `path/with/slashes` in code marks (NAME stands for the new game) must be in the repository,
    // so the page cannot send a newcomer to a file that moved.
    const std::string page = read(source_dir / "docs" / "adding_a_game.md");
    static const std::regex code_path(R"(`([A-Za-z0-9_./-]+/[A-Za-z0-9_./-]*)`)");
    int named = 0;
    for (auto it = std::sregex_iterator(page.begin(), page.end(), code_path);
         it != std::sregex_iterator(); ++it) {
        std::string path = (*it)[1];
        if (path.find("NAME") != std::string::npos) continue;
        if (path.rfind("core/", 0) == 0) path = "include/boardgames/" + path;
        INFO("docs/adding_a_game.md names " << path);
        CHECK(std::filesystem::exists(source_dir / path));
        ++named;
    }
    CHECK(named >= 10);
}

// ---- Every list of the games, made from the registry ----
// Each check below makes the text from the registry and looks for it word for word, so a game
// missing from a list fails naming the line to write.

TEST_CASE("docs: README's opening counts and names every registered game, in order", "[docs]") {
    std::string opening;
    for (const std::string& line : section_lines(read(source_dir / "README.md"), "")) {
        if (line.empty() && !opening.empty()) break;
        if (!line.empty() && line.rfind("#", 0) != 0) opening += line + " ";
    }
    INFO("README.md's opening must begin \"" << games_counted() << "\"");
    CHECK(opening.rfind(games_counted(), 0) == 0);
    std::vector<std::string> bold;
    static const std::regex in_bold(R"(\*\*([^*]+)\*\*)");
    for (std::sregex_iterator it(opening.begin(), opening.end(), in_bold), end; it != end; ++it)
        bold.push_back((*it)[1]);
    std::vector<std::string> titles, in_bold_marks;
    for (const GameInfo& game : registered_games()) {
        titles.emplace_back(game.title);
        in_bold_marks.push_back("**" + std::string(game.title) + "**");
    }
    INFO("README.md's opening must name in bold, in the registry's order: "
         << listed(in_bold_marks));
    CHECK(bold == titles);
}

TEST_CASE("docs: README gives every game's smallest terminal, as the too-small screen does",
          "[docs][ui]") {
    const std::string expected = terminal_sizes_sentence();
    INFO("README.md must say, word for word: " << expected);
    CHECK(squeezed(read(source_dir / "README.md")).find(expected) != std::string::npos);
}

TEST_CASE("docs: every game says what Set Board refuses, in its rulebook and in README", "[docs]") {
    // README's Rules decisions: a list item "- TITLE: ..." for each game, in the registry's
    // order; each rulebook's choices: "Set Board and `--position` refuse ...".
    std::vector<std::string> items;
    static const std::regex item(R"(^- ([^ :]+)[^:]*: )");
    for (const std::string& line :
         section_lines(read(source_dir / "README.md"), "## Rules decisions")) {
        std::smatch match;
        if (std::regex_search(line, match, item)) items.push_back(match[1]);
    }
    std::vector<std::string> titles;
    for (const GameInfo& game : registered_games())
        titles.push_back(short_title(game));
    INFO(
        "README.md's Rules decisions must have an item \"- TITLE: ...\" saying what Set Board "
        "refuses for each game, in this order: "
        << listed(titles));
    CHECK(items == titles);
    for (const GameInfo& game : registered_games()) {
        const std::string name(game.name);
        std::string choices;
        for (const std::string& line :
             section_lines(read(source_dir / "docs/rules" / (name + ".md")),
                           "## This program's choices, where the rules are silent"))
            choices += line + "\n";
        INFO("docs/rules/" << name
                           << ".md: its section \"## This program's choices, where the "
                              "rules are silent\" must have an item \"- Set Board and "
                              "`--position` refuse ...\"");
        CHECK(choices.find("- Set Board and `--position` refuse") != std::string::npos);
    }
}

TEST_CASE("docs: the scripted interface names every game's sides", "[docs]") {
    const std::string conventions = squeezed(read(source_dir / "docs/rules/README.md"));
    const std::string expected = side_names_sentence();
    INFO("docs/rules/README.md must say, word for word: " << expected);
    CHECK(conventions.find(expected) != std::string::npos);
    for (const GameInfo& game : registered_games()) {
        if (sides_are_movers(game)) continue;
        INFO("docs/rules/README.md must say what to-move and a winner are in "
             << game.name << ", whose movers are not its sides: \"for " << game.name << ", ...\"");
        CHECK(conventions.find("; for " + std::string(game.name) + ", ") != std::string::npos);
    }
}

TEST_CASE(
    "docs: the manual page names every game's player 1 and the games whose endgames "
    "are solved",
    "[docs]") {
    const std::string manual = manual_page_text();
    for (const std::string& expected : {first_players_sentence(), endgames_sentence()}) {
        INFO("man/boardgames.6 must say, word for word: " << expected);
        CHECK(manual.find(expected) != std::string::npos);
    }
}
