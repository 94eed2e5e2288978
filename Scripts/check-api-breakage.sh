#!/usr/bin/env bash
# Compares the public API of the library products with the latest release tag and fails on a
# breaking change (a removed or changed public declaration), with
# `swift package diagnose-api-breaking-changes`. Works offline: the baseline is built from the
# local tag.
#
# The latest tag is the most recent one reachable from HEAD (`git describe --tags --abbrev=0`);
# pass another tree-ish to compare with it instead. Without any tag there is nothing to compare
# with: the script says so and succeeds.
#
# On Linux the UIKit adapter compiles to an empty module, so its API is only compared on Apple
# platforms. The comparison builds the baseline in a temporary checkout; expect a minute or more.
#
# Usage: Scripts/check-api-breakage.sh [TREEISH]     (from any directory)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
products=(KeyboardAvoidance KeyboardAvoidanceUIKit KeyboardAvoidanceTesting)

case "${1:-}" in
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
esac
(($# <= 1)) || { echo "usage: $0 [TREEISH]" >&2; exit 2; }

git rev-parse --git-dir >/dev/null 2>&1 || { echo "api-breakage: not a git repository" >&2; exit 1; }
if (($# == 1)); then
    baseline=$1
    git rev-parse --verify --quiet "$baseline^{commit}" >/dev/null \
        || { echo "api-breakage: '$baseline' is not a commit, tag or branch here" >&2; exit 2; }
elif ! baseline=$(git describe --tags --abbrev=0 2>/dev/null); then
    echo "api-breakage: no git tag to compare with; nothing to check"
    exit 0
fi

echo "api-breakage: comparing ${products[*]} with $baseline"
start=$SECONDS
# --products takes every product after it (up to the next option).
if swift package diagnose-api-breaking-changes "$baseline" --products "${products[@]}"; then
    echo "api-breakage: no breaking change since $baseline ($((SECONDS - start))s)"
else
    status=$?
    echo "api-breakage: breaking changes since $baseline, or the comparison failed (exit $status, $((SECONDS - start))s)" >&2
    exit "$status"
fi
