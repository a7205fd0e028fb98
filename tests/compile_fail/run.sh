#!/usr/bin/env bash
# Compiles hooks.cpp once per case and checks that each misdeclared game fails with a message
# naming the hook or field, and that the well-declared one compiles.
# Usage: run.sh CXX INCLUDE_DIR
set -u
cxx=$1
include=$2
source=$(dirname "$0")/hooks.cpp
status=0
expect() {  # CASE, text the error must contain ("" : must compile)
    local out
    out=$("$cxx" -std=c++20 -fsyntax-only -I "$include" -DCASE="$1" "$source" 2>&1)
    local compiled=$?
    if [ -z "$2" ]; then
        [ $compiled = 0 ] || { echo "case $1 should compile:"; echo "$out" | head -20; status=1; }
    elif [ $compiled = 0 ]; then
        echo "case $1 compiled, but should fail naming '$2'"; status=1
    elif ! grep -qF -- "$2" <<<"$out"; then
        echo "case $1 failed without naming '$2':"; echo "$out" | grep error | head -5; status=1
    fi
}
expect 1 "Hook::evaluate: declare it and write static int evaluate(const State&)"
expect 2 "Hook::evaluate: declare it and write static int evaluate(const State&)"
expect 3 "Hook::evaluate: declare it and write static int evaluate(const State&)"
expect 4 "search_nodes_per_msec"
expect 0 ""
exit $status
