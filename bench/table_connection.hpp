#pragma once
// A benchmark's end of a table connection: lines said, and the lines heard up to one.

#include <poll.h>
#include <sys/socket.h>

#include <filesystem>
#include <string>

#include "net/unix_socket.hpp"
#include "net/wire.hpp"

struct TableConnection {
    boardgames::net::Descriptor fd;
    boardgames::net::LineReader reader;

    void say(const std::string& text) {
        const std::string line = text + "\n";
        ::send(fd.get(), line.data(), line.size(), MSG_NOSIGNAL);
    }
    // Lines up to the first that begins with `start`: that line, or "" after 10 s of silence.
    std::string until(const std::string& start) {
        for (bool open = true;;) {
            while (auto line = reader.next())
                if (line->rfind(start, 0) == 0) return *line;
            pollfd polled{fd.get(), POLLIN, 0};
            if (!open || ::poll(&polled, 1, 10000) <= 0) return {};
            open = boardgames::net::receive_into(fd.get(), reader, 1);
        }
    }
    // A player joining the table at `socket`, once its game is described.
    static TableConnection join(const std::filesystem::path& socket, const std::string& code) {
        TableConnection line{boardgames::net::connect_to(socket).value(), {}};
        line.say("hello boardgames-table 4 " + code + " join");
        line.until("ready");
        return line;
    }
};
