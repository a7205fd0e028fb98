#pragma once
// One `boardgames engine GAME` process driven through its pipes, line by line, for the test
// managers (ugi_match, ugi_stress): they know no rules, only the protocol.
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>

namespace ugi_test {

using Clock = std::chrono::steady_clock;

inline double millis_since(Clock::time_point start) {
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

}  // namespace ugi_test
