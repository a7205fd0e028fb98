#pragma once
// The command line run in-process, for tests: its exit status, standard output and error.

#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"

namespace boardgames::testing {

struct Run {
    int status;
    std::string out;
    std::string err;
};

inline Run cli(std::vector<std::string> args) {
    args.insert(args.begin(), "boardgames");
    std::vector<const char*> argv;
    for (const std::string& arg : args)
        argv.push_back(arg.c_str());
    std::ostringstream out, err;
    const int status = boardgames::run_cli(int(argv.size()), argv.data(), out, err);
    return {status, out.str(), err.str()};
}

}  // namespace boardgames::testing
