#pragma once
// Where a table's files live in the data folder of the user they belong to: the host's record
// and seats of each table, and each player's tokens. The folder is the user's alone (mode
// 0700): a token picks a person's seat among their seats, and nobody else reads it.

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace boardgames::net {

std::filesystem::path tables_folder();
std::filesystem::path table_record_path(const std::string& code);
std::filesystem::path table_seats_path(const std::string& code);

// Tokens this user was given at table `code` by a table run by `table_uid` (the table's peer
// credentials when it gave them), newest first; a token goes only back to a table run by the
// same user.
std::vector<std::string> stored_tokens(const std::string& code, uid_t table_uid);
void store_token(const std::string& code, const std::string& token, uid_t table_uid);
// The token gone from the file (given by a table that then broke the protocol); the file gone
// when it was the last.
void forget_token(const std::string& code, const std::string& token);

}  // namespace boardgames::net
