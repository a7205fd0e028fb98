#include "engine.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "boardgames/ai/search.hpp"
#include "boardgames/core/notation.hpp"
#include "move_clock.hpp"
#include "text_wrap.hpp"

namespace boardgames {
namespace {

// A whole number in a command ("go depth 6", "go p1time -20"), or nothing when it is not one.
std::optional<std::int64_t> number_at(const std::vector<std::string>& words, std::size_t i) {
    if (i >= words.size()) return std::nullopt;
    try {
        std::size_t used = 0;
        const long long value = std::stoll(words[i], &used);
        if (used != words[i].size()) return std::nullopt;
        return value;
    } catch (...) {
        return std::nullopt;
    }
}

// A count in a command ("go depth 6"), or nothing when it is not one.
std::optional<std::int64_t> count_at(const std::vector<std::string>& words, std::size_t i) {
    const auto value = number_at(words, i);
    return value && *value >= 0 ? value : std::nullopt;
}

// The engine's name as managers copy it into a game's tags: the game's title in plain ASCII,
// without quotes ("Táctica \"S\"" as "Tactica S").
std::string plain_name(std::string_view title) {
    std::string name;
    for (const char c : ascii_text(title))
        if (std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '-' || c == '.')
            name += c;
    return name;
}

// One thread for every search of the engine's life: a go hands it its search, and no thread
// is made or joined on a move's time (a thread a go cost 2.6 ms a move on a loaded machine,
// which sudden death at 1 s could not pay 200 times).
class SearchThread {
  public:
    SearchThread() : thread_([this] { serve(); }) {}
    ~SearchThread() {
        {
            const std::lock_guard lock(mutex_);
            quitting_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    // Runs `job` on the thread; the one before has finished (wait()).
    void start(std::function<void()> job) {
        {
            const std::lock_guard lock(mutex_);
            job_ = std::move(job);
            busy_ = true;
        }
        wake_.notify_all();
    }
    // Until the job given last has finished.
    void wait() {
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return !busy_; });
    }
    bool busy() {
        const std::lock_guard lock(mutex_);
        return busy_;
    }

  private:
    void serve() {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return job_ || quitting_; });
            if (!job_) return;  // quitting, nothing left to do
            std::function<void()> job = std::move(job_);
            job_ = nullptr;
            lock.unlock();
            job();
            lock.lock();
            busy_ = false;
            done_.notify_all();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::function<void()> job_;
    bool busy_ = false;
    bool quitting_ = false;
    std::thread thread_;  // last: it starts once the rest is made
};

class Engine {
  public:
    Engine(const GameInfo& game, std::ostream& out, std::ostream& err)
        : game_(game), out_(out), err_(err), match_(game.new_match(game, "").value()) {
        first_side_ = game.side_of_mover[std::size_t(match_->to_move())];
        memory_ = match_->new_search_memory(hash_mb_ << 20);
        level_memory_ = match_->new_search_memory(level_table_bytes);
    }
    ~Engine() { finish_search(true); }

    // Handles one line; false after quit.
    bool handle(const std::string& line) {
        const std::vector<std::string> words = split_words(line);
        if (words.empty()) return true;
        const std::string& command = words[0];
        if (command == "ugi") {
            say("id name boardgames " + plain_name(game_.title));
            say("id author the boardgames developers");
            say("option name level type spin default 5 min 1 max " +
                std::to_string(game_.most_level()));
            say("option name hash type spin default 16 min 1 max 1024");
            say("ugiok");
        } else if (command == "isready") {
            say("readyok");  // at once, even while a search runs (the table is ready already)
        } else if (command == "setoption") {
            set_option(words);
        } else if (command == "uginewgame") {
            // The table forgets at once (a new salt), so the next command is read at once.
            finish_search(infinite_);
            match_ = game_.new_match(game_, "").value();
            memory_->clear();
        } else if (command == "position") {
            // A search with an end finishes first (a script sends its commands at once);
            // an infinite one stops.
            finish_search(infinite_);
            set_position(words);
        } else if (command == "go") {
            go(words);
        } else if (command == "stop") {
            finish_search(true);
        } else if (command == "query") {
            query(words);
        } else if (command == "quit") {
            finish_search(true);
            return false;
        } else {
            err_ << "boardgames engine: unknown command '" << command << "' ignored" << std::endl;
        }
        return true;
    }

    // The end of the input: a search with an end finishes, an infinite one stops.
    void end_of_input() { finish_search(infinite_); }

  private:
    void say(const std::string& line) {
        const std::lock_guard lock(output_);
        out_ << line << '\n' << std::flush;
    }

    void set_option(const std::vector<std::string>& words) {
        // setoption name NAME value VALUE
        const auto name = std::find(words.begin(), words.end(), "name");
        const auto value = std::find(words.begin(), words.end(), "value");
        if (name == words.end() || name + 1 >= words.end() || value == words.end()) {
            say("info string setoption needs: setoption name NAME value VALUE");
            return;
        }
        std::string option = *(name + 1);
        std::transform(option.begin(), option.end(), option.begin(), ::tolower);
        const auto number = count_at(words, std::size_t(value - words.begin()) + 1);
        if (option == "level" && number && *number >= 1 && *number <= game_.most_level()) {
            level_ = int(*number);
            // Perfect play's solution is made now (RAPS: under a second), not on a move's time.
            if (level_ == perfect_level) match_->solved_value();
        } else if (option == "hash" && number && *number >= 1 && *number <= 1024) {
            // The table is made now, never on a move's time; the search using the old one
            // finishes first, and the old one goes before the new one is made.
            finish_search(infinite_);
            hash_mb_ = std::size_t(*number);
            memory_.reset();
            try {
                memory_ = match_->new_search_memory(hash_mb_ << 20);
            } catch (const std::bad_alloc&) {
                hash_mb_ = 16;
                memory_ = match_->new_search_memory(hash_mb_ << 20);
                say("info string not enough memory for that hash: 16 MB");
            }
        } else {
            say("info string unknown option or value: " + option + " (options: level 1 to " +
                std::to_string(game_.most_level()) + ", hash 1 to 1024 MB)");
        }
    }

    // position startpos|fen POSITION [moves M...]: the position string runs to "moves" or the
    // end of the line. An unreadable position or an illegal move leaves the position as it was.
    void set_position(const std::vector<std::string>& words) {
        if (words.size() < 2 || (words[1] != "startpos" && words[1] != "fen")) {
            say("info string position needs startpos or fen POSITION");
            return;
        }
        std::size_t moves_at = std::find(words.begin(), words.end(), "moves") - words.begin();
        std::string position;
        if (words[1] == "fen") {
            for (std::size_t i = 2; i < moves_at; ++i)
                position += (position.empty() ? "" : " ") + words[i];
            if (position.empty()) {
                say("info string position fen needs a position string");
                return;
            }
        }
        auto fresh = game_.new_match(game_, position);
        if (!fresh) {
            say("info string bad position '" + position + "': " + fresh.error() +
                "; the position stays as it was");
            return;
        }
        std::unique_ptr<AnyMatch> reached = std::move(fresh).value();
        for (std::size_t i = moves_at + 1; i < words.size(); ++i) {
            const auto played = reached->play(words[i]);
            if (!played) {
                say("info string illegal move " + words[i] + " (move " +
                    std::to_string(i - moves_at) + " after the position): " + played.error() +
                    "; the position stays as it was");
                return;
            }
        }
        match_ = std::move(reached);
    }

    int own_side() const { return game_.side_of_mover[std::size_t(match_->to_move())]; }

    // What a go asks for: each limit it names, the clock's for this engine's side.
    struct GoWords {
        bool infinite = false;
        std::optional<std::int64_t> depth, nodes, move_time, my_time, my_increment, moves_to_go;
    };
    GoWords read_go(const std::vector<std::string>& words) {
        GoWords go;
        const bool first_to_move = own_side() == first_side_;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::string& word = words[i];
            const bool clock =
                word == "p1time" || word == "p2time" || word == "wtime" || word == "btime";
            // A manager keeping a margin sends a clock below zero: no time left.
            auto value = clock ? number_at(words, i + 1) : count_at(words, i + 1);
            if (value && *value < 0) value = 0;
            // Chess's names for the two clocks: white is the first player.
            const bool first_word =
                word == "p1time" || word == "wtime" || word == "p1inc" || word == "winc";
            const bool increment =
                word == "p1inc" || word == "p2inc" || word == "winc" || word == "binc";
            std::optional<std::int64_t>* field = word == "depth"       ? &go.depth
                                                 : word == "nodes"     ? &go.nodes
                                                 : word == "movetime"  ? &go.move_time
                                                 : word == "movestogo" ? &go.moves_to_go
                                                 : clock               ? &go.my_time
                                                 : increment           ? &go.my_increment
                                                                       : nullptr;
            if (word == "infinite") {
                go.infinite = true;
            } else if (field && value) {
                if ((!clock && !increment) || first_word == first_to_move) *field = *value;
                ++i;
            } else {
                say("info string go: '" + word + "' ignored");
            }
        }
        return go;
    }

    // The time this move may take: the least of movetime and the clock's share; nothing (the
    // level's safety net) when neither is given, or in analysis, which runs until stop. With no
    // time above the clock's reserve the move is hurried: one ply deep.
    std::optional<MovePlan> plan_move(const GoWords& asked) const {
        if (asked.infinite) return std::nullopt;
        std::optional<MovePlan> plan;
        if (asked.move_time)
            plan = MovePlan{.search_millis = std::clamp<std::int64_t>(*asked.move_time, 1, 1 << 30),
                            .endgame_millis = *asked.move_time / 2};
        if (asked.my_time) {
            const MovePlan share = clock_.plan({.left = *asked.my_time,
                                                .increment = asked.my_increment.value_or(0),
                                                .moves_to_go = asked.moves_to_go.value_or(0)});
            if (!plan || share.search_millis < plan->search_millis) plan = share;
        }
        return plan;
    }

    // go: the level bounds the search (its depth, its nodes, its noise); depth, nodes,
    // movetime and the clock only shorten it. A go while a search runs waits for its bestmove
    // (an infinite one is stopped): every go gets exactly one.
    void go(const std::vector<std::string>& words) {
        const auto received = std::chrono::steady_clock::now();
        finish_search(infinite_);
        if (match_->outcome().over()) {
            say("info string the game is over: " + match_->result_text());
            say("bestmove none");
            return;
        }
        ai::Limits limits = game_.level_limits(level_, ++searches_);
        const GoWords asked = read_go(words);
        infinite_ = asked.infinite;
        if (asked.depth)
            limits.max_depth =
                std::min(limits.max_depth, int(std::clamp<std::int64_t>(*asked.depth, 1, 64)));
        if (asked.nodes) limits.max_nodes = std::uint64_t(std::max<std::int64_t>(*asked.nodes, 1));
        if (infinite_) {  // analysis: until stop, whatever the level
            limits.nominal_millis = 0;
            limits.max_millis = 0;
            limits.max_nodes = 0;
            limits.max_depth = 64;
            limits.noise = 0;
        }
        const std::optional<MovePlan> plan = plan_move(asked);
        if (plan && plan->hurried) {  // one ply, no captures followed past it (Redo's run deep)
            limits.max_depth = 1;
            limits.quiescence_depth = 0;
        }
        // The exact endgame at the board, from level 5 up and within the clock: never where a
        // depth or a count of nodes asks for a search that plays the same each time.
        if (level_ >= 5 && plan && !asked.depth && !asked.nodes && !infinite_)
            limits.endgame_millis = int(std::min<std::int64_t>(plan->endgame_millis, 1 << 30));
        // Below level 5 a search starts from an empty table, as at the terminal: a table
        // warmed by earlier searches would play stronger than the level. Level 5 and up, and
        // analysis, keep the hash from move to move.
        SearchMemory* memory = memory_.get();
        if (level_ < 5 && !infinite_) {
            level_memory_->clear();
            memory = level_memory_.get();
        }
        // The plan counts from the go's arrival. max_millis 0 would be no limit: a hurried move
        // still has one.
        if (plan) {
            const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - received);
            limits.max_millis =
                int(std::clamp<std::int64_t>(plan->search_millis - spent.count(), 1, 1 << 30));
        }
        // Only a move under the clock teaches the clock what a move costs.
        start_search(limits, received, memory, asked.my_time ? plan : std::nullopt);
    }

    // The search runs on the search thread, in the table kept from move to move; the times it
    // reports count from the go (the clock a manager keeps). A move planned on the clock tells
    // the clock what it cost beyond its search (an endgame's solving left out).
    void start_search(const ai::Limits& limits, std::chrono::steady_clock::time_point received,
                      SearchMemory* memory, std::optional<MovePlan> plan) {
        stop_ = false;
        std::shared_ptr<AnyMatch> copy = match_->clone();
        search_.start([this, copy, limits, received, memory, plan] {
            ai::Report report;
            const std::string move = copy->choose_move(
                limits, &stop_, &report,
                [this, received](const ai::Iteration& iteration,
                                 const std::vector<std::string>& line) {
                    say(info_line(iteration, line, received));
                },
                memory);
            // An infinite search waits for stop before it answers, as UCI asks.
            while (infinite_ && !stop_)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            say("bestmove " + (move.empty() ? std::string("none") : move));
            if (plan) {
                const double millis = std::chrono::duration<double, std::milli>(
                                          std::chrono::steady_clock::now() - received)
                                          .count();
                clock_.heard_move(millis - 1000 * report.endgame_seconds, *plan);
            }
        });
    }

    static std::string info_line(const ai::Iteration& iteration,
                                 const std::vector<std::string>& line,
                                 std::chrono::steady_clock::time_point received) {
        std::string text = "info depth " + std::to_string(iteration.depth) + " score ";
        if (ai::is_forced(iteration.score)) {
            const int plies = ai::win_score - std::abs(iteration.score);
            const int moves = (plies + 1) / 2;
            text += "mate " + std::to_string(iteration.score > 0 ? moves : -moves);
        } else {
            text += "cp " + std::to_string(iteration.score);
        }
        const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - received)
                                .count();
        text += " nodes " + std::to_string(iteration.nodes) + " time " + std::to_string(millis) +
                " nps " +
                std::to_string(iteration.seconds > 0
                                   ? std::uint64_t(double(iteration.nodes) / iteration.seconds)
                                   : 0);
        text += " pv";
        for (const std::string& move : line)
            text += " " + move;
        return text;
    }

    // Ends the search under way: at once when `stop_now`, else when it ends by itself.
    void finish_search(bool stop_now) {
        if (stop_now && search_.busy()) stop_ = true;
        search_.wait();
    }

    void query(const std::vector<std::string>& words) {
        const std::string question = words.size() > 1 ? words[1] : "";
        const Outcome outcome = match_->outcome();
        if (question == "gameover") {
            say(std::string("response ") + (outcome.over() ? "true" : "false"));
        } else if (question == "p1turn") {
            say(std::string("response ") + (own_side() == first_side_ ? "true" : "false"));
        } else if (question == "result") {
            if (outcome.status == Outcome::Status::Draw)
                say("response draw");
            else if (outcome.status == Outcome::Status::Win)
                say(outcome.winner == first_side_ ? "response p1win" : "response p2win");
            else
                say("response none");
        } else {
            // A manager that asks waits for an answer, whatever the question.
            say("response unknown");
        }
    }

    const GameInfo& game_;
    std::ostream& out_;
    std::ostream& err_;
    std::mutex output_;
    std::unique_ptr<AnyMatch> match_;
    int first_side_ = 0;
    int level_ = 5;
    std::size_t hash_mb_ = 16;
    std::unique_ptr<SearchMemory> memory_;  // the hash: made at start and by setoption
    // The table of levels 1 to 4, cleared before each of their searches.
    static constexpr std::size_t level_table_bytes = std::size_t(8) << 20;
    std::unique_ptr<SearchMemory> level_memory_;
    std::uint64_t searches_ = 0;  // each search's seed: a level's noise varies
    MoveClock clock_;             // what a move costs: read by go, taught by the search thread
    std::atomic<bool> stop_{false};
    std::atomic<bool> infinite_{false};
    SearchThread search_;  // last: gone first, its search finished, before what it uses
};

}  // namespace

int run_engine(const GameInfo& game, std::istream& in, std::ostream& out, std::ostream& err) {
    Engine engine(game, out, err);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!engine.handle(line)) return 0;
    }
    engine.end_of_input();
    return 0;
}

}  // namespace boardgames
