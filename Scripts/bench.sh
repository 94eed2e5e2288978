#!/usr/bin/env bash
# Runs keyboard-bench (the Benchmarks package) as CI does: once, in quick mode, to prove that it
# builds in release mode, runs every measurement and prints every figure of Benchmarks/README.md's
# table in its JSON object. In quick mode the numbers are not judged (quick figures are rough; the
# tool reports missed limits and exits 0); a full run fails, with keyboard-bench's exit status 3,
# when a limit is missed.
#
#   bash Scripts/bench.sh           # quick mode (about 5 s after the build), as in CI
#   bash Scripts/bench.sh --full    # the full run, as in Benchmarks/README.md
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=(--quick)
if [ "${1:-}" = "--full" ]; then mode=(); fi

# Exit status 1: a sanity check failed (checked below from checks_failed); 3: a full run missed a
# limit (reported after the keys are checked); anything else: the tool did not run.
status=0
json=$(swift run --package-path Benchmarks -c release keyboard-bench "${mode[@]}" --json) || status=$?
printf '%s\n' "$json"
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ] && [ "$status" -ne 3 ]; then
    echo "keyboard-bench: exited with status $status" >&2
    exit "$status"
fi

# A number (or an object) for each; allocation counts may be null where the malloc-counting shim
# cannot count, instruction counts where valgrind is not installed.
keys=(
    raw_post_ns naive_ns pipeline_ns pipeline_vs_naive pipeline_vs_raw per_host_marginal_vs_raw
    register_pair_10000_us first_event_us naive_first_event_us first_event_vs_naive first_event_register_us
    allocs_per_event rss_growth_bytes
    pipeline_vs_naive_instr pipeline_vs_raw_instr per_host_marginal_vs_raw_instr
    hosts_ns_by_count observers_ns_by_count budgets goals limits_missed
)
missing=()
for key in "${keys[@]}"; do
    if ! grep -q "\"$key\": [-0-9[{]" <<<"$json"; then
        if grep -q "\"$key\": null" <<<"$json" && {
            { [[ $key == allocs_* ]] && grep -q '"allocations_counted": false' <<<"$json"; } ||
                { [[ $key == *_instr ]] && grep -q '"instructions_counted": false' <<<"$json"; }
        }; then
            continue
        fi
        missing+=("$key")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "keyboard-bench: missing or non-numeric: ${missing[*]}" >&2
    exit 1
fi
if ! grep -q '"checks_failed": \[\]' <<<"$json"; then
    echo "keyboard-bench: a workload failed its sanity check" >&2
    exit 1
fi
if [ "$status" -eq 3 ]; then
    echo "keyboard-bench: every figure present; limits missed: $(grep -o '"limits_missed": \[[^]]*\]' <<<"$json")" >&2
    exit 3
fi
if [ ${#mode[@]} -gt 0 ]; then
    echo "keyboard-bench: every figure present (quick: numbers not judged)" >&2
else
    echo "keyboard-bench: every figure present, every measured limit met" >&2
fi
