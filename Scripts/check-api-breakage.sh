#!/usr/bin/env bash
# Compares the public API of the library products with a baseline (the latest tag, or the given
# commit, tag or branch) and fails on a breaking change: a removed public declaration, a changed
# signature, a new protocol requirement, and so on. It catches, before a release, what would break
# the apps that use the kit, and lists it for the changelog (with --report).
#
# It runs `swift package diagnose-api-breaking-changes`, which works on Linux: SwiftPM checks the
# baseline out under .build/<triple>/apidiff/, builds it and dumps its API with swift-api-digester,
# then builds the working tree (HEAD plus uncommitted changes) and compares. Works offline.
#
# Products: every library product of `swift package dump-package` but KeyboardAvoidanceUIKit,
# which is empty wherever `swift package` builds (the host, Linux or macOS: `canImport(UIKit)` is
# false). A product the baseline lacks is skipped, with a line saying so.
#
# Without TREEISH the baseline is the most recent tag reachable from HEAD
# (`git describe --tags --abbrev=0`); without any tag there is nothing to compare with, and the
# script says so and succeeds.
#
# Output: one block per module, "N breaking changes detected in MODULE:" then one line per change
# ("API breakage: …"), as swift-api-digester words it. The build logs are kept out of sight unless
# the comparison itself fails (for example the baseline does not build).
#
# Takes 25–40 s on 2 cores from clean: two debug builds, the working tree's and the baseline's
# (whose checkout stays under .build/). Both are incremental afterwards: 2–20 s.
#
# Usage: Scripts/check-api-breakage.sh [--report] [TREEISH]     (from any directory)
#   --report  print the breaking changes but exit 0 (for writing the changelog)
#   Exit status: 0 no breaking change (or --report), 1 breaking changes, 2 usage error,
#   3 the comparison failed (its log is printed).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
usage="usage: $0 [--report] [TREEISH]"
report=0
baseline=
for argument in "$@"; do
    case "$argument" in
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        --report) report=1 ;;
        -*) echo "$usage" >&2; exit 2 ;;
        *) [[ -z $baseline ]] || { echo "$usage" >&2; exit 2; }; baseline=$argument ;;
    esac
done

git rev-parse --git-dir >/dev/null 2>&1 || { echo "api-breakage: not a git repository" >&2; exit 3; }
if [[ -n $baseline ]]; then
    git rev-parse --verify --quiet "$baseline^{commit}" >/dev/null \
        || { echo "api-breakage: '$baseline' is not a commit, tag or branch here" >&2; exit 2; }
elif ! baseline=$(git describe --tags --abbrev=0 2>/dev/null); then
    echo "api-breakage: no git tag to compare with; nothing to check"
    exit 0
fi

# Names on one line: `read -a` rather than `mapfile`, which macOS's bash 3.2 lacks.
read -r -a products <<<"$(swift package dump-package | python3 -c '
import json, sys
print(*[product["name"] for product in json.load(sys.stdin)["products"]
        if "library" in product["type"] and product["name"] != "KeyboardAvoidanceUIKit"])')"
((${#products[@]} > 0)) || { echo "api-breakage: no library product in swift package dump-package" >&2; exit 3; }

echo "api-breakage: comparing ${products[*]} with $baseline ($(git rev-parse --short "$baseline^{commit}"))"
start=$SECONDS
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# --products takes every product after it (up to the next option).
status=0
swift package diagnose-api-breaking-changes "$baseline" --products "${products[@]}" >"$log" 2>&1 || status=$?
elapsed=$((SECONDS - start))

# SwiftPM's verdicts: per module "No breaking changes detected in M", "N breaking change(s)
# detected in M:" followed by its "💔 API breakage: …" lines, and "Skipping P because it does not
# exist in the baseline".
results=$(grep -E 'breaking changes? detected in|API breakage:|does not exist in the baseline' "$log" \
    | sed 's/💔 //' | awk 'NR > 1 && !/^ / { print "" } 1' || true)
if ((status != 0)) && ! grep -q 'API breakage:' <<<"$results"; then
    grep -v -E '^\[[0-9]+/[0-9]+\] ' "$log" | tail -n 40 >&2
    echo "api-breakage: the comparison failed (exit $status, ${elapsed}s); see above" >&2
    exit 3
fi
printf '%s\n' "$results"
if ((status == 0)); then
    echo "api-breakage: no breaking change since $baseline (${elapsed}s)"
elif ((report)); then
    echo "api-breakage: the breaking changes since $baseline are above (${elapsed}s)"
else
    echo "api-breakage: breaking changes since $baseline (${elapsed}s); see above" >&2
    exit 1
fi
