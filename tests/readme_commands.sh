#!/usr/bin/env bash
# README's test command is the one .ci/run runs, and its set-up command installs what
# .ci/run installs: the two must not drift apart.
set -euo pipefail
root=$1
test_command=$(grep -A1 '<!-- test-command -->' "$root/README.md" | tail -n 1 | sed 's/^    //')
setup_command=$(grep -A1 '<!-- setup-command -->' "$root/README.md" | tail -n 1 | sed 's/^    //')
[ -n "$test_command" ] || { echo "README has no test command"; exit 1; }
grep -qxF -- "$test_command" "$root/.ci/run" || { echo ".ci/run does not run README's test command: $test_command"; exit 1; }
packages=$(sed -n 's/^packages=(\(.*\))$/\1/p' "$root/.ci/run")
for package in $packages; do
  case " $setup_command " in *" $package "*) ;; *) echo "README's set-up command lacks $package"; exit 1 ;; esac
done
echo "README and .ci/run agree"
