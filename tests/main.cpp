// The Catch2 runner, compiled once for all test files.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
