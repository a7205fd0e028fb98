#pragma once
// `boardgames admin install`, as root: README's recipe for the game server in one command. The
// service account (no password, not locked) and the account that runs sshd's key command; the
// server's folder and its tables' folder; the database, made by the service account; the
// shared tables folder; an sshd_config.d file with the account's Match block, checked with
// `sshd -T` (it must apply to that account and no other) and put back as it was when it fails;
// sshd reloaded. Each step says what it did; what is there already is kept.

#include <filesystem>
#include <ostream>
#include <string>

#include "boardgames/core/result.hpp"

namespace boardgames {

struct InstallOptions {
    std::string account = "play";
    std::string keys_account = "boardgames-keys";
    std::filesystem::path data_folder = "/var/lib/boardgames";
    std::filesystem::path sshd_config = "/etc/ssh/sshd_config";
    std::filesystem::path sshd_config_dir = "/etc/ssh/sshd_config.d";
    std::string sshd = "/usr/sbin/sshd";
    bool reload = true;  // reload sshd once its configuration is checked
};

// Carries the recipe out, saying each step on `out`; the reason it stopped, when it did.
Result<bool> install_server(const InstallOptions& options, std::ostream& out);

}  // namespace boardgames
