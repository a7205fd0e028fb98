// A small tournament manager that knows no rules: two `boardgames engine GAME` processes play
// each other through the Universal Game Interface alone. It keeps their clocks, asks them whose
// turn it is, whether the game is over and its result, and calls a game broken when the two
// disagree. It also times isready while an engine searches.
//   ugi_match BINARY GAME GAMES CLOCK_MS INCREMENT_MS [MAX_PLIES]
// Exit status 1 when an engine lost on time, the engines disagreed, or one broke the protocol.
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double millis_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

class EngineProcess {
  public:
    EngineProcess(const std::string& binary, const std::string& game) {
        int to_engine[2], from_engine[2];
        if (::pipe(to_engine) != 0 || ::pipe(from_engine) != 0) std::exit(2);
        pid_ = ::fork();
        if (pid_ == 0) {
            ::dup2(to_engine[0], STDIN_FILENO);
            ::dup2(from_engine[1], STDOUT_FILENO);
            ::close(to_engine[1]);
            ::close(from_engine[0]);
            ::execl(binary.c_str(), binary.c_str(), "engine", game.c_str(), nullptr);
            ::_exit(127);
        }
        ::close(to_engine[0]);
        ::close(from_engine[1]);
        in_ = to_engine[1];
        out_ = from_engine[0];
    }
    ~EngineProcess() {
        send("quit");
        ::close(in_);
        ::waitpid(pid_, nullptr, 0);
        ::close(out_);
    }
    void send(const std::string& line) {
        const std::string text = line + "\n";
        [[maybe_unused]] const auto written = ::write(in_, text.data(), text.size());
    }
    // The next line the engine writes, within `wait_ms`.
    std::optional<std::string> line(int wait_ms) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(wait_ms);
        for (;;) {
            const std::size_t end = buffer_.find('\n');
            if (end != std::string::npos) {
                std::string line = buffer_.substr(0, end);
                buffer_.erase(0, end + 1);
                return line;
            }
            const int left =
                int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                        .count());
            if (left <= 0) return std::nullopt;
            pollfd polled{out_, POLLIN, 0};
            if (::poll(&polled, 1, left) <= 0) continue;
            char chunk[4096];
            const ssize_t got = ::read(out_, chunk, sizeof chunk);
            if (got <= 0) return std::nullopt;
            buffer_.append(chunk, std::size_t(got));
        }
    }
    // The first line starting with `start`, skipping others (info lines).
    std::optional<std::string> until(const std::string& start, int wait_ms = 10000) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(wait_ms);
        while (Clock::now() < deadline) {
            const int left =
                int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                        .count());
            const auto next = line(std::max(left, 1));
            if (!next) return std::nullopt;
            if (next->rfind(start, 0) == 0) return next;
        }
        return std::nullopt;
    }
    std::string ask(const std::string& question) {
        send("query " + question);
        const auto answer = until("response ");
        return answer ? answer->substr(9) : "(no answer)";
    }

  private:
    pid_t pid_ = -1;
    int in_ = -1;
    int out_ = -1;
    std::string buffer_;
};

}  // namespace

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr,
                     "usage: ugi_match BINARY GAME GAMES CLOCK_MS INCREMENT_MS [MAX_PLIES]\n");
        return 2;
    }
    ::signal(SIGPIPE, SIG_IGN);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);  // each game's line as it ends, into a file too
    const std::string binary = argv[1], game = argv[2];
    const int games = std::atoi(argv[3]);
    const long clock_ms = std::atol(argv[4]), increment_ms = std::atol(argv[5]);
    const int max_plies = argc > 6 ? std::atoi(argv[6]) : 1000;
    EngineProcess first(binary, game), second(binary, game);
    for (EngineProcess* engine : {&first, &second}) {
        engine->send("ugi");
        if (!engine->until("ugiok")) return std::puts("an engine did not answer ugi"), 1;
        engine->send("isready");
        if (!engine->until("readyok")) return std::puts("an engine did not answer isready"), 1;
    }
    int time_losses = 0, broken = 0, unfinished = 0, p1_wins = 0, p2_wins = 0, draws = 0;
    std::vector<double> isready_ms;
    double longest_move_ms = 0, least_left_ms = double(clock_ms);
    long plies_played = 0;
    for (int number = 0; number < games; ++number) {
        // The engines take turns at being player 1.
        EngineProcess& p1 = number % 2 == 0 ? first : second;
        EngineProcess& p2 = number % 2 == 0 ? second : first;
        for (EngineProcess* engine : {&p1, &p2})
            engine->send("uginewgame");
        std::string moves;
        double left[2] = {double(clock_ms), double(clock_ms)};
        std::string verdict;
        for (int ply = 0; ply < max_plies; ++ply) {
            p1.send("position startpos" + (moves.empty() ? "" : " moves" + moves));
            const std::string over = p1.ask("gameover");
            p2.send("position startpos" + (moves.empty() ? "" : " moves" + moves));
            if (p2.ask("gameover") != over) {
                verdict = "broken: the engines disagree whether the game is over";
                break;
            }
            if (over == "true") {
                const std::string result = p1.ask("result");
                if (p2.ask("result") != result) {
                    verdict = "broken: the engines disagree on the result";
                    break;
                }
                verdict = result;
                break;
            }
            const bool p1_turn = p1.ask("p1turn") == "true";
            if ((p2.ask("p1turn") == "true") != p1_turn) {
                verdict = "broken: the engines disagree whose turn it is";
                break;
            }
            EngineProcess& mover = p1_turn ? p1 : p2;
            const int side = p1_turn ? 0 : 1;
            const auto started = Clock::now();
            mover.send("go p1time " + std::to_string(long(left[0])) + " p2time " +
                       std::to_string(long(left[1])) + " p1inc " + std::to_string(increment_ms) +
                       " p2inc " + std::to_string(increment_ms));
            std::optional<std::string> best;
            if (ply % 10 == 3) {  // isready while it thinks (a bestmove may come first)
                const auto asked = Clock::now();
                mover.send("isready");
                for (std::optional<std::string> seen; (seen = mover.line(5000));) {
                    if (seen->rfind("bestmove ", 0) == 0) best = seen;
                    if (*seen != "readyok") continue;
                    if (!best) isready_ms.push_back(millis_since(asked));
                    break;
                }
            }
            if (!best) best = mover.until("bestmove ", int(left[side]) + 5000);
            const double took = millis_since(started);
            longest_move_ms = std::max(longest_move_ms, took);
            left[side] -= took;
            least_left_ms = std::min(least_left_ms, left[side]);
            if (!best) {
                verdict = "broken: no bestmove";
                break;
            }
            if (left[side] < 0) {
                verdict = std::string(side == 0 ? "p2win" : "p1win") + " on time";
                ++time_losses;
                break;
            }
            left[side] += double(increment_ms);
            moves += " " + best->substr(9);
            ++plies_played;
        }
        if (verdict.empty()) {
            verdict = "unfinished after " + std::to_string(max_plies) + " plies";
            ++unfinished;
        }
        if (verdict.rfind("broken", 0) == 0) ++broken;
        if (verdict == "p1win") ++p1_wins;
        if (verdict == "p2win") ++p2_wins;
        if (verdict == "draw") ++draws;
        std::printf("game %d: %s\n", number + 1, verdict.c_str());
    }
    std::sort(isready_ms.begin(), isready_ms.end());
    std::printf(
        "%s: %d games, %ld plies; player 1 won %d, player 2 won %d, %d drawn, %d "
        "unfinished, %d broken, %d lost on time\n",
        game.c_str(), games, plies_played, p1_wins, p2_wins, draws, unfinished, broken,
        time_losses);
    std::printf("longest move %.0f ms; least time left %.0f ms of %ld\n", longest_move_ms,
                least_left_ms, clock_ms);
    if (!isready_ms.empty())
        std::printf("isready while searching: median %.2f ms, max %.2f ms (%zu times)\n",
                    isready_ms[isready_ms.size() / 2], isready_ms.back(), isready_ms.size());
    return time_losses > 0 || broken > 0 ? 1 : 0;
}
