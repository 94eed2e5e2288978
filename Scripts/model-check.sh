#!/usr/bin/env bash
# Randomized model checking with a large budget, on demand (CI runs 2,000 sessions in `swift test`).
#
#   bash Scripts/model-check.sh                 # 100,000 sessions of 40 steps, release build
#   bash Scripts/model-check.sh 20000           # another budget
#   MODEL_CHECK_SEED=0x1234 bash Scripts/model-check.sh   # another base seed (decimal or 0x-hex)
#   bash Scripts/model-check.sh 100000 --scratch-path /tmp/build   # extra arguments go to swift test
#
# Prints the summary line (sessions × steps, invariant checks, violations, seconds) and, for each
# violation, its seed and a minimal action list to paste into ModelChecker.run(…).
# Exits non-zero when a violation is found.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

sessions="${1:-100000}"
shift || true
case "$sessions" in
    '' | *[!0-9]*)
        echo "usage: $0 [SESSIONS] [swift test arguments...]" >&2
        exit 2
        ;;
esac

echo "== model checking $sessions sessions in release mode (base seed ${MODEL_CHECK_SEED:-default})"
start=$(date +%s)
set +e
# swift test builds with testable imports (swift build -c release does not), so it builds too.
output=$(MODEL_CHECK_SESSIONS="$sessions" swift test -c release --filter 'ModelCheckingTests/seededSessions' "$@" 2>&1)
status=$?
set -e
end=$(date +%s)

# The checker's own lines, the failure reports and swift-testing's verdict.
printf '%s\n' "$output" | grep -E '^model check|^Model check failed|^  |✘|Test run' | grep -v '^↳' || true
echo "== wall time: $((end - start)) s including the build (the summary line gives the checking time)"
exit "$status"
