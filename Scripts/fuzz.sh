#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a bounded time (see Fuzz/README.md).
#
#   Scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]   fuzz each target (userinfo, printed-log)
#   Scripts/fuzz.sh                                    CI: both targets within 60 s, build included
#   Scripts/fuzz.sh --reproduce TARGET FILE...         run inputs once, printing what was decoded/read
#   Scripts/fuzz.sh --build                            only build, print the binaries' paths
#   Scripts/fuzz.sh --write-seeds                      regenerate Fuzz/Corpus/userinfo/*.bin
#
# Each target is compiled with `swiftc -sanitize=fuzzer,address` together with the sources it
# fuzzes (SwiftPM's objects carry no coverage instrumentation): Sources/KeyboardAvoidance as one
# instrumented module, then the harness — with the headless model of the curves' progress for
# userinfo; with the demo's PrintedLog.swift, ReplayDocument.swift and ReplayInput.swift, and the
# PointText.swift they read log text with, the KeyboardLaw.swift a document names and the
# JSONText.swift it writes with, for printed-log — linked against it. Builds are cached in
# .build/fuzz (rebuilt when a source, a flag or the compiler changes).
#
# Every run works on a copy of the committed corpus in a temporary directory, so nothing is
# ever written into the repository; new corpus entries and crashing inputs stay there, and the
# directory is printed (and kept) when something was found. With two or more cores the targets
# run side by side, each on one core.
#
# Without SECONDS_PER_TARGET the run fits a budget (FUZZ_BUDGET, default 60 s) that includes the
# build: what the build leaves, less a few seconds for start-up and reporting, is shared equally
# between the targets (at least 10 s each). A cold build takes about 15 s on 2 cores, a cached
# one under a second, so CI fuzzes each target for about 38 s (cold) or 55 s (cached): 57 s
# in all, measured either way.
#
# Exit status: 0 when every target ran its time without a crash, a timeout (-timeout=5), an
# out-of-memory (-rss_limit_mb=2048) or a leak; 1 otherwise; 2 for a usage or build error.
#
# Environment:
#   FUZZ_BUDGET   seconds for a run without SECONDS_PER_TARGET, build included (default 60)
#   FUZZ_WORK     work directory (default: a new temporary directory, removed when all passed)
#   FUZZ_JOBS     targets run at once (default: the number of cores, at most 2)
#   FUZZ_ARGS     extra libFuzzer arguments, e.g. FUZZ_ARGS="-seed=1"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

all_targets=(userinfo printed-log)
usage() {
    sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

mode=fuzz
seconds=  # per target; empty: share FUZZ_BUDGET
budget=${FUZZ_BUDGET:-60}
start=$SECONDS
targets=()
case "${1:-}" in
    --reproduce) mode=reproduce; shift; [[ $# -ge 2 ]] || usage ;;
    --build) mode=build; shift ;;
    --write-seeds) mode=seeds; shift ;;
    -h | --help) usage ;;
    '' | *[!0-9]*) ;;
    *) seconds=$1; shift ;;
esac
if [[ $mode == fuzz ]]; then
    targets=("$@")
    ((${#targets[@]} > 0)) || targets=("${all_targets[@]}")
    [[ -z $seconds ]] || ((seconds > 0)) || usage
fi
for target in "${targets[@]}"; do
    [[ " ${all_targets[*]} " == *" $target "* ]] || { echo "fuzz: unknown target '$target'" >&2; usage; }
done

toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
export ASAN_SYMBOLIZER_PATH="$toolchain/llvm-symbolizer"
export SWIFT_BACKTRACE=enable=no # the Swift backtracer and ASan both want the crash signals
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1:symbolize=1"

# ld.gold warns about every ASan symbol it cannot export; the warnings are harmless.
filter_link_warnings() { grep -v -e "Cannot export local symbol '__asan" -e '^$' || true; }

# MARK: - Seeds

if [[ $mode == seeds ]]; then
    out=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-seeds.XXXXXX")
    trap 'rm -rf "$out"' EXIT
    swiftc -swift-version 6 -parse-as-library -warnings-as-errors -module-name SeedWriter \
        Fuzz/UserInfo/UserInfoInput.swift Fuzz/UserInfo/Seeds/SeedWriter.swift -o "$out/seed-writer"
    rm -f Fuzz/Corpus/userinfo/*.bin
    "$out/seed-writer" Fuzz/Corpus/userinfo
    exit 0
fi

# MARK: - Build

build=.build/fuzz
mkdir -p "$build"
common=(-sanitize=fuzzer,address -swift-version 6 -parse-as-library -warnings-as-errors -O -g
    -package-name KeyboardAvoidanceKit # the package's name: targets use the core's `package` API
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault) # Package.swift's, which the sources are written for
core_sources=()
while IFS= read -r file; do core_sources+=("$file"); done < <(find Sources/KeyboardAvoidance -name '*.swift' | LC_ALL=C sort)
userinfo_sources=(
    Fuzz/UserInfo/UserInfoFuzzTarget.swift
    Fuzz/UserInfo/UserInfoInput.swift
    Sources/KeyboardAvoidanceHeadless/KeyboardAnimation+Progress.swift
)
printed_log_sources=(
    Fuzz/PrintedLog/PrintedLogFuzzTarget.swift
    Sources/keyboard-demo/Replay/PrintedLog.swift
    Sources/keyboard-demo/Replay/ReplayDocument.swift
    Sources/keyboard-demo/Replay/ReplayInput.swift
    Sources/KeyboardAvoidanceLaws/PointText.swift
    Sources/KeyboardAvoidanceLaws/KeyboardLaw.swift
    Sources/KeyboardAvoidanceLaws/JSONText.swift
)

# Rebuilds `$1` when the stamp of its inputs (sources, flags, compiler) changed.
stamp_of() { { swiftc --version 2>&1; printf '%s\n' "${common[@]}" "$@"; cat "$@"; } | sha256sum | cut -d' ' -f1; }
up_to_date() { [[ -f $1 && -f $1.stamp && $(cat "$1.stamp") == "$2" ]]; }

build_start=$SECONDS
build_log="$build/build.log"
: >"$build_log"
core_stamp=$(stamp_of "${core_sources[@]}")
if ! up_to_date "$build/KeyboardAvoidance.o" "$core_stamp"; then
    rm -f "$build/KeyboardAvoidance.o.stamp"
    swiftc "${common[@]}" -module-name KeyboardAvoidance -wmo -c "${core_sources[@]}" \
        -emit-module -emit-module-path "$build/modules/KeyboardAvoidance.swiftmodule" \
        -o "$build/KeyboardAvoidance.o" >>"$build_log" 2>&1 || {
        cat "$build_log" >&2
        echo "fuzz: building Sources/KeyboardAvoidance failed" >&2
        exit 2
    }
    echo "$core_stamp" >"$build/KeyboardAvoidance.o.stamp"
fi

# Links a harness: name, module name, sources.
build_target() {
    local name=$1 module=$2
    shift 2
    local exe="$build/fuzz-$name" stamp
    stamp=$(stamp_of "$@" "$build/KeyboardAvoidance.o")
    up_to_date "$exe" "$stamp" && return 0
    rm -f "$exe.stamp"
    if ! swiftc "${common[@]}" -module-name "$module" -I "$build/modules" "$@" "$build/KeyboardAvoidance.o" \
        -o "$exe" >"$build/$name.log" 2>&1; then
        filter_link_warnings <"$build/$name.log" >&2
        echo "fuzz: building the $name target failed" >&2
        return 1
    fi
    filter_link_warnings <"$build/$name.log" >>"$build_log"
    echo "$stamp" >"$exe.stamp"
}
pids=()
build_target userinfo UserInfoFuzz "${userinfo_sources[@]}" & pids+=($!)
build_target printed-log PrintedLogFuzz "${printed_log_sources[@]}" & pids+=($!)
for pid in "${pids[@]}"; do wait "$pid" || exit 2; done
if [[ -s $build_log ]]; then
    cat "$build_log" >&2
    echo "fuzz: the build printed warnings" >&2
    exit 2
fi
echo "fuzz: built in $((SECONDS - build_start))s ($build)"

if [[ $mode == build ]]; then
    for target in "${all_targets[@]}"; do echo "$root/$build/fuzz-$target"; done
    exit 0
fi

if [[ $mode == reproduce ]]; then
    target=$1
    shift
    [[ " ${all_targets[*]} " == *" $target "* ]] || { echo "fuzz: unknown target '$target'" >&2; usage; }
    FUZZ_PRINT=1 "$build/fuzz-$target" -runs=1 "$@"
    exit $?
fi

# MARK: - Fuzz

work=${FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/fuzz.XXXXXX")}
mkdir -p "$work"
cores=$(nproc 2>/dev/null || echo 1)
jobs=${FUZZ_JOBS:-$((cores >= 2 ? 2 : 1))}
if [[ -z $seconds ]]; then
    rounds=$(((${#targets[@]} + jobs - 1) / jobs))
    left=$((budget - (SECONDS - start) - 5 * rounds))
    seconds=$((left / rounds))
    ((seconds >= 10)) || seconds=10
    echo "fuzz: budget ${budget}s: ${seconds}s per target, $jobs at a time"
fi

max_len_userinfo=1024
max_len_printed_log=8192
dict_printed_log=Fuzz/Dictionaries/printed-log.dict

run_target() {
    local target=$1 dir="$work/$1"
    mkdir -p "$dir/corpus" "$dir/artifacts"
    cp Fuzz/Corpus/"$target"/* "$dir/corpus/"
    local max_len_var="max_len_${target//-/_}" dict_var="dict_${target//-/_}"
    local args=(
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len="${!max_len_var}"
        -print_final_stats=1 -artifact_prefix="$dir/artifacts/"
    )
    [[ -n ${!dict_var:-} ]] && args+=(-dict="$root/${!dict_var}")
    # shellcheck disable=SC2206
    args+=(${FUZZ_ARGS:-})
    local status=0
    # The outer timeout only guards against a fuzzer that fails to stop by itself.
    timeout --kill-after=10 $((seconds + 120)) "$build/fuzz-$target" "${args[@]}" "$dir/corpus" \
        >"$dir/fuzz.log" 2>&1 || status=$?
    echo "$status" >"$dir/status"
}

fuzz_start=$SECONDS
running=0
for target in "${targets[@]}"; do
    run_target "$target" &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n || true
        running=$((running - 1))
    fi
done
wait

failed=0
for target in "${targets[@]}"; do
    dir="$work/$target"
    status=$(cat "$dir/status")
    log="$dir/fuzz.log"
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    corpus=$(find "$dir/corpus" -type f | wc -l)
    findings=$(find "$dir/artifacts" -type f | wc -l)
    kind=ok
    if ((status != 0)) || ((findings > 0)); then
        failed=1
        if grep -q 'ERROR: libFuzzer: timeout' "$log"; then kind=timeout
        elif grep -q 'ERROR: libFuzzer: out-of-memory' "$log"; then kind=out-of-memory
        elif grep -q 'ERROR: LeakSanitizer' "$log"; then kind=leak
        elif grep -q 'ERROR: AddressSanitizer' "$log"; then kind=address-sanitizer
        elif grep -q -e 'deadly signal' -e 'Fatal error' "$log"; then kind=crash
        else kind="exit status $status"
        fi
    fi
    printf 'fuzz: %-12s %s executions (%s/s), corpus %s, crashes %s%s\n' "$target" "${executions:-?}" \
        "${rate:-?}" "$corpus" "$findings" "$([[ $kind == ok ]] || echo " — $kind")"
    if [[ $kind != ok ]]; then
        grep -m 3 -e 'Fatal error' -e 'ERROR:' -e 'SUMMARY:' "$log" | sed 's/^/      | /' || true
        grep -A 40 -m 1 -e '==ERROR' -e 'deadly signal' "$log" | grep -E '^ +#[0-9]+ ' | head -n 20 | sed 's/^/      | /' || true
        for artifact in "$dir"/artifacts/*; do
            [[ -f $artifact ]] || continue
            echo "      input: $artifact"
            echo "      reproduce: Scripts/fuzz.sh --reproduce $target $artifact"
        done
        echo "      log: $log"
    fi
    [[ -n $executions ]] || failed=1
done
echo "fuzz: ${#targets[@]} targets, ${seconds}s each, fuzzing took $((SECONDS - fuzz_start))s, $((SECONDS - start))s in all"

if ((failed)); then
    echo "fuzz: FAILED — inputs, corpora and logs kept in $work" >&2
    exit 1
fi
if [[ -z ${FUZZ_WORK:-} ]]; then rm -rf "$work"; else echo "fuzz: corpora and logs in $work"; fi
echo "fuzz: passed"
