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
