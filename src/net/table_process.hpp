#pragma once
// Starting a table in a process of its own, so it outlives the host's screen: the host's
// program joins it like any other player, and may leave and come back.

#include <sys/types.h>

#include <optional>
#include <string>

#include "net/table.hpp"

namespace boardgames::net {

// Forks the table (detached from the terminal, its output discarded) and returns once it
// listens: nothing, or the reason it could not open.
std::optional<std::string> start_table_process(TableSetup setup);

// A process as the listing names it, "PID START" (its start time in clock ticks since boot,
// /proc's field 22), so that a PID reused by another process is not taken for it; "" when there
// is no such process.
std::string process_identity(pid_t pid);

}  // namespace boardgames::net
