// Fuzzes the client's side of the table protocol, as a player's program meets what a hostile
// table sends: bytes (however they are cut into reads) fed to a table client, which must check
// every line, apply only what makes sense, and say why it stops. Nothing crashes, and once it
// reports the table broken it takes nothing more.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "net/table_client.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boardgames::net;
    if (size == 0) return 0;
    const auto role = data[0] & 1 ? Attendance::Watch : Attendance::Join;
    const std::size_t piece = 1 + (data[0] >> 1) % 64;  // how the stream is cut into reads
    const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
    auto client = TableClient::on_connection(Descriptor{}, "abc234", role);
    bool broken = false;
    for (std::size_t at = 0; at < bytes.size(); at += piece) {
        const TableClient::Update update = client->receive(bytes.substr(at, piece), nullptr);
        if (broken && (update.position_changed || !update.notes.empty())) std::abort();
        if (!update.broken.empty()) {
            if (update.broken.rfind("the table broke the protocol: ", 0) != 0) std::abort();
            broken = true;
        }
        if (client->seat() >= 16) std::abort();
        if (client->connected()) std::abort();  // no socket: never "connected"
        (void)client->request_line();
    }
    return 0;
}
