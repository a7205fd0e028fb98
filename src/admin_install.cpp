#include "admin_install.hpp"

#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "game_record.hpp"
#include "store/database.hpp"

namespace boardgames {
namespace {

// What a program said and how it ended.
struct Ran {
    int status = -1;  // its exit status; -1: it could not run, or died of a signal
    std::string output;
};

// Runs `argv` (its path first, no shell), its output and errors gathered.
Ran run_program(const std::vector<std::string>& argv) {
    int pipe_fds[2];
    if (::pipe2(pipe_fds, O_CLOEXEC) != 0) return {-1, std::strerror(errno)};
    const pid_t child = ::fork();
    if (child < 0) return {-1, std::strerror(errno)};
    if (child == 0) {
        ::dup2(pipe_fds[1], STDOUT_FILENO);
        ::dup2(pipe_fds[1], STDERR_FILENO);
        std::vector<char*> args;
        for (const std::string& arg : argv)
            args.push_back(const_cast<char*>(arg.c_str()));
        args.push_back(nullptr);
        ::execv(args[0], args.data());
        ::_exit(127);
    }
    ::close(pipe_fds[1]);
    Ran ran;
    char buffer[1024];
    for (ssize_t got; (got = ::read(pipe_fds[0], buffer, sizeof buffer)) != 0;) {
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) break;
        ran.output.append(buffer, std::size_t(got));
    }
    ::close(pipe_fds[0]);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    ran.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (ran.status == 127) ran.output = argv[0] + " could not run";
    return ran;
}

// The first user id of people's accounts (login.defs' UID_MIN; 1000 where it does not say).
uid_t first_person_uid() {
    std::ifstream definitions("/etc/login.defs");
    for (std::string line; std::getline(definitions, line);) {
        std::istringstream words(line);
        std::string key;
        unsigned long value = 0;
        if (words >> key && key == "UID_MIN" && words >> value) return uid_t(value);
    }
    return 1000;
}

// A Unix account name as useradd takes it, and nothing a configuration line could misread.
bool plain_account_name(const std::string& name) {
    return !name.empty() && name.size() <= 32 &&
           ((name[0] >= 'a' && name[0] <= 'z') || name[0] == '_') &&
           std::all_of(name.begin(), name.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
           });
}

// A path a configuration line holds as one word.
bool plain_path(const std::filesystem::path& path) {
    const std::string text = path.string();
    return path.is_absolute() && std::all_of(text.begin(), text.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) || c == '/' || c == '-' ||
                      c == '_' || c == '.';
           });
}

// Why sshd would refuse to run `program` as an AuthorizedKeysCommand (every folder on its way
// root's and writable by root alone), or "".
std::string unsafe_for_sshd(const std::filesystem::path& program) {
    for (std::filesystem::path at = program; !at.empty(); at = at.parent_path()) {
        struct stat status {};
        if (::lstat(at.c_str(), &status) != 0) return at.string() + ": " + std::strerror(errno);
        if (status.st_uid != 0 || (status.st_mode & (S_IWGRP | S_IWOTH)) != 0)
            return at.string() + " is not root's alone";
        if (at == at.parent_path()) break;
    }
    return {};
}

// Makes the folder (if missing) and gives it to `owner` with `mode`, on the folder opened
// (never through a link standing there).
Result<bool> make_folder(const std::filesystem::path& folder, uid_t owner, gid_t group,
                         mode_t mode) {
    if (::mkdir(folder.c_str(), mode) != 0 && errno != EEXIST)
        return fail("cannot make " + folder.string() + ": " + std::strerror(errno));
    const int opened = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (opened < 0) return fail(folder.string() + " is not a folder: " + std::strerror(errno));
    const bool made = ::fchown(opened, owner, group) == 0 && ::fchmod(opened, mode) == 0;
    const std::string why = std::strerror(errno);
    ::close(opened);
    if (!made) return fail("cannot give " + folder.string() + " its owner and mode: " + why);
    return true;
}

class Installer {
  public:
    Installer(const InstallOptions& options, std::ostream& out) : options_(options), out_(out) {}

    Result<bool> run() {
        if (::geteuid() != 0)
            return fail(
                "admin install makes accounts and writes sshd's configuration: run it "
                "as root");
        if (!plain_account_name(options_.account) || !plain_account_name(options_.keys_account) ||
            options_.account == options_.keys_account)
            return fail("the accounts' names are two different Unix names (a-z, 0-9, _ and -)");
        if (!plain_path(options_.data_folder) || !plain_path(options_.sshd_config_dir))
            return fail("the folders are absolute paths of letters, digits, '/', '-', '_', '.'");
        std::error_code error;
        program_ = std::filesystem::read_symlink("/proc/self/exe", error);
        if (error) return fail("cannot tell where this program is: " + error.message());
        if (const std::string why = unsafe_for_sshd(program_);
            !why.empty() || !plain_path(program_))
            return fail(
                "sshd runs an AuthorizedKeysCommand only from a path root owns and "
                "nobody else may write (" +
                (why.empty() ? program_.string() : why) +
                "): install the program first (cmake --install build), then run "
                "the installed one");
        for (const auto& step : {&Installer::accounts, &Installer::folders, &Installer::database,
                                 &Installer::shared_tables, &Installer::sshd_configuration})
            if (const auto done = (this->*step)(); !done) return done;
        return true;
    }

  private:
    Result<bool> account(const std::string& name, bool service) {
        if (const passwd* found = ::getpwnam(name.c_str())) {
            // A person's account would become a door anyone's key opens.
            if (found->pw_uid == 0 || found->pw_uid >= first_person_uid())
                return fail("account " + name +
                            " is there already and is not a system account: "
                            "name another (--account, --keys-account)");
            out_ << "account " << name << ": there already, kept\n";
            return true;
        }
        const Ran made = service ? run_program({"/usr/sbin/useradd", "--system", "--create-home",
                                                "--shell", "/bin/sh", name})
                                 : run_program({"/usr/sbin/useradd", "--system", "--no-create-home",
                                                "--shell", "/usr/sbin/nologin", name});
        if (made.status != 0) return fail("useradd " + name + " failed: " + made.output);
        // No password, yet not locked: sshd lets no locked account in, even by key.
        if (service)
            if (const Ran unlocked = run_program({"/usr/sbin/usermod", "-p", "*", name});
                unlocked.status != 0)
                return fail("usermod " + name + " failed: " + unlocked.output);
        out_ << "account " << name << ": made"
             << (service ? " (the players' door: ssh " + name + "@this-host)"
                         : " (runs sshd's key command, nothing else)")
             << "\n";
        return true;
    }

    Result<bool> accounts() {
        if (const auto made = account(options_.account, true); !made) return made;
        if (const auto made = account(options_.keys_account, false); !made) return made;
        const passwd* service = ::getpwnam(options_.account.c_str());
        if (!service) return fail("account " + options_.account + " is not there");
        uid_ = service->pw_uid;
        gid_ = service->pw_gid;
        return true;
    }

    Result<bool> folders() {
        // 0711: the key command (another account) reads the banned keys' list by its name;
        // nobody lists the folder or reads anything else in it.
        if (const auto made = make_folder(options_.data_folder, uid_, gid_, 0711); !made)
            return made;
        if (const auto made = make_folder(options_.data_folder / "tables", uid_, gid_, 0700); !made)
            return made;
        out_ << "folder " << options_.data_folder.string() << ": the service account's (0711), "
             << "its tables in tables/ (0700)\n";
        return true;
    }

    // The database made by the service account itself (its files then its own, 0600).
    Result<bool> database() {
        const std::filesystem::path path = options_.data_folder / "server.db";
        const pid_t child = ::fork();
        if (child < 0) return fail(std::string("fork: ") + std::strerror(errno));
        if (child == 0) {
            const bool dropped =
                ::setgroups(0, nullptr) == 0 && ::setgid(gid_) == 0 && ::setuid(uid_) == 0;
            ::_exit(dropped && store::Database::open(path).ok() ? 0 : 1);
        }
        int status = 0;
        while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            return fail("the service account could not make " + path.string());
        out_ << "database " << path.string() << ": ready (back it up with: sudo -u "
             << options_.account << " boardgames admin backup FILE)\n";
        return true;
    }

    // The folder where the host's users meet at tables of their own: root's and sticky, made
    // now (and at every boot by the tmpfiles.d line installed with the program). One another
    // user made first is not taken over with what he put in it.
    Result<bool> shared_tables() {
        const char* folder = "/tmp/boardgames-tables";
        struct stat status {};
        if (::lstat(folder, &status) == 0 && (status.st_uid != 0 || !S_ISDIR(status.st_mode)))
            return fail(std::string(folder) +
                        " is there already and is not root's: remove it "
                        "(it could hold anything of its owner's) and run "
                        "this again");
        if (const auto made = make_folder(folder, 0, 0, 01733); !made) return made;
        out_ << "folder /tmp/boardgames-tables: root's, 1733\n";
        return true;
    }

    std::string configuration() const {
        const std::string database = (options_.data_folder / "server.db").string();
        std::ostringstream text;
        text << "# The game server's account, written by `boardgames admin install`: any key may\n"
             << "# come in, forced into the lobby as itself (README, \"A game server\").\n"
             << "Match User " << options_.account << "\n"
             << "  AuthenticationMethods publickey\n"
             << "  AuthorizedKeysFile none\n"
             << "  AuthorizedKeysCommand " << program_.string()
             << " ssh-keys %u %t %k %f --account " << options_.account << " --data " << database
             << "\n"
             << "  AuthorizedKeysCommandUser " << options_.keys_account << "\n"
             << "  DisableForwarding yes\n"
             << "  PermitTunnel no\n"
             << "  PermitTTY yes\n"
             << "  ClientAliveInterval 60\n"
             << "  SetEnv LANG=C.UTF-8\n";
        return text.str();
    }

    // What sshd makes of its configuration for a connection of `user`: its "key value" lines.
    Result<std::string> effective_for(const std::string& user) const {
        const Ran shown = run_program({options_.sshd, "-T", "-f", options_.sshd_config.string(),
                                       "-C", "user=" + user + ",host=localhost,addr=127.0.0.1"});
        if (shown.status != 0) return fail(shown.output);
        return shown.output;
    }

    Result<bool> sshd_configuration() {
        std::ifstream main_configuration(options_.sshd_config);
        std::string main_text((std::istreambuf_iterator<char>(main_configuration)), {});
        if (main_text.find(options_.sshd_config_dir.string()) == std::string::npos)
            return fail(options_.sshd_config.string() + " does not include " +
                        options_.sshd_config_dir.string() + "; add `Include " +
                        options_.sshd_config_dir.string() + "/*.conf` at its top");
        const std::filesystem::path file = options_.sshd_config_dir / "boardgames.conf";
        std::error_code error;
        std::filesystem::create_directories(options_.sshd_config_dir, error);
        std::ifstream old(file);
        std::string previous((std::istreambuf_iterator<char>(old)), {});
        const bool had_one = bool(old.is_open());
        if (const auto failed = write_file_atomically(file, configuration(), 0644))
            return fail(*failed);
        // sshd checks it, and its players' Match must give the key command (and only to them).
        const auto ours = effective_for(options_.account);
        const auto others = effective_for("root");
        const std::string line = "authorizedkeyscommand " + program_.string() + " ssh-keys";
        std::string problem;
        if (!ours || !others)
            problem = "sshd -t refused it: " + (!ours ? ours.error() : others.error());
        else if (ours->find(line) == std::string::npos)
            problem = "sshd does not apply it to " + options_.account +
                      " (another Match block before it?)";
        else if (others->find(line) != std::string::npos)
            problem = "sshd would apply it to every account (an open Match block before it?)";
        if (!problem.empty()) {
            if (had_one)
                write_file_atomically(file, previous, 0644);
            else
                std::filesystem::remove(file, error);
            return fail(problem + "; " + file.string() + " left as it was");
        }
        out_ << "sshd: " << file.string() << " written and checked (sshd -T)\n";
        return reload_sshd();
    }

    Result<bool> reload_sshd() {
        if (!options_.reload) {
            out_ << "sshd: not reloaded (--no-reload): reload it for the account to open\n";
            return true;
        }
        if (::access("/usr/bin/systemctl", X_OK) == 0 &&
            ::access("/run/systemd/system", F_OK) == 0) {
            const Ran reloaded = run_program({"/usr/bin/systemctl", "reload", "ssh"});
            if (reloaded.status != 0)
                return fail("systemctl reload ssh failed: " + reloaded.output);
            out_ << "sshd: reloaded (systemctl reload ssh)\n";
            return true;
        }
        std::ifstream pid_file("/run/sshd.pid");
        pid_t pid = 0;
        if (!(pid_file >> pid) || pid <= 1 || ::kill(pid, SIGHUP) != 0)
            return fail("cannot reload sshd (no systemd, no /run/sshd.pid): reload it yourself");
        out_ << "sshd: reloaded (SIGHUP to " << pid << ")\n";
        return true;
    }

    const InstallOptions& options_;
    std::ostream& out_;
    std::filesystem::path program_;
    uid_t uid_ = 0;
    gid_t gid_ = 0;
};

}  // namespace

Result<bool> install_server(const InstallOptions& options, std::ostream& out) {
    return Installer(options, out).run();
}

}  // namespace boardgames
