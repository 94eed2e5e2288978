#!/usr/bin/env bash
# Runs keyboard-bench (the Benchmarks package) as CI does: once, in quick mode, to prove that it
# builds in release mode, runs every measurement and prints every figure of Benchmarks/README.md's table in
# its JSON object. It does not judge the numbers: budgets are goals the tool reports, not tests.
#
#   bash Scripts/bench.sh           # quick mode (a few seconds), as in CI
#   bash Scripts/bench.sh --full    # the full run, as in Benchmarks/README.md's table
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=(--quick)
if [ "${1:-}" = "--full" ]; then mode=(); fi

json=$(swift run --package-path Benchmarks -c release keyboard-bench "${mode[@]}" --json)
printf '%s\n' "$json"

# Every figure Benchmarks/README.md's table names, plus the scaling series; a number, or null only for allocation
# counts on platforms where the malloc-counting shim cannot count.
keys=(
    raw_post_ns naive_ns pipeline_ns pipeline_dedupe_ns pipeline_vs_naive pipeline_vs_raw
    per_host_marginal_vs_raw register_cycle_vs_raw rss_growth_bytes allocs_per_event
    allocs_state_geometry spring_sample_ns first_event_us raw_first_post_us
    pipeline_ns_by_hosts raw_observers_ns_by_hosts budgets
)
missing=()
for key in "${keys[@]}"; do
    if ! grep -q "\"$key\": [-0-9[{]" <<<"$json"; then
        if [[ $key == allocs_* ]] && grep -q '"allocations_counted": false' <<<"$json" \
            && grep -q "\"$key\": null" <<<"$json"; then
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
echo "keyboard-bench: every figure present (numbers not judged)" >&2
