#!/usr/bin/env bash
# Compiles and runs every page of Playgrounds/KeyboardAvoidance.playground on Linux.
#
# There is no playground runtime in the Linux toolchain, so each page's Contents.swift is compiled
# as a script (top-level code on the main actor, Swift 6 mode, warnings as errors) against the
# modules of a debug `swift build` and the playground's own Sources module (see below), linked
# with the object files of KeyboardAvoidance, KeyboardAvoidanceHeadless, KeyboardAvoidanceTesting,
# KeyboardSamples and that
# module, and run. The run fails when Sources does not compile (warnings count). A page fails on
# a compile error or warning, a crash, a non-zero exit, a time-out, when its last line is not
# `done: <page>`, or when it prints COVERED or VIOLATED (the pages' words for a covered view and a
# broken law, as in keyboard-demo's output).
#
# Pages run in the order of contents.xcplayground; a page folder missing from that list, or a
# listed page without a folder, is a failure too.
#
# Usage: Scripts/run-playgrounds.sh [-v]     (-v prints every page's output)
# Environment: PLAYGROUND_TIMEOUT seconds per page run (default 60).
set -euo pipefail

verbose=0
case "${1:-}" in
    -v | --verbose) verbose=1 ;;
    "") ;;
    *) echo "usage: $0 [-v]" >&2; exit 2 ;;
esac

cd "$(dirname "${BASH_SOURCE[0]}")/.."
playground=Playgrounds/KeyboardAvoidance.playground
modules=(KeyboardAvoidance KeyboardAvoidanceHeadless KeyboardAvoidanceTesting KeyboardSamples)
timeout_seconds=${PLAYGROUND_TIMEOUT:-60}
start=$SECONDS

work=$(mktemp -d "${TMPDIR:-/tmp}/playgrounds.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    echo "playgrounds: swift build failed" >&2
    exit 1
}
bin=$(swift build --show-bin-path)

# The objects of the modules' current sources, read from the build's output file maps, so that
# objects of deleted sources left in .build are not linked. None of these modules has top-level
# code; an object of a main.swift would bring a second `main` and is refused.
objects=()
for module in "${modules[@]}"; do
    map="$bin/$module.build/output-file-map.json"
    [[ -f $map ]] || { echo "playgrounds: no $map after swift build" >&2; exit 1; }
    count=0
    while IFS= read -r object; do
        [[ -f $object ]] || { echo "playgrounds: missing object $object" >&2; exit 1; }
        [[ $(basename "$object") != main.swift.o ]] || { echo "playgrounds: refusing $object" >&2; exit 1; }
        objects+=("$object")
        count=$((count + 1))
    done < <(sed -n 's/^ *"object": "\(.*\)",\{0,1\}$/\1/p' "$map")
    ((count > 0)) || { echo "playgrounds: no objects listed in $map" >&2; exit 1; }
done

# The playground's auxiliary sources. Xcode compiles Sources/*.swift as a module of its own, named
# after the playground (KeyboardAvoidance_Sources), which every page imports implicitly: its
# declarations must be public, and pages use them without an `import` line. The same here:
# Sources/ is compiled once, as a library (-parse-as-library: no top-level code) in Swift 6 mode
# with warnings as errors, into one object file and a .swiftmodule (-wmo gives one object for all
# files); each page then gets the module's folder with -I, links its object, and imports it with
# the frontend's `-import-module` (the implicit import the REPL and LLDB use), so a page that
# compiles here needs no more than it does in Xcode, and a helper that is not public, or not
# main-actor where it touches main-actor types, fails here as it would there. Without Sources/ (or
# with no .swift file in it) the pages are compiled alone.
sources_module=KeyboardAvoidance_Sources
sources=("$playground"/Sources/*.swift)
sources_flags=()
if [[ -f ${sources[0]} ]]; then
    mkdir "$work/sources"
    if ! swiftc -swift-version 6 -warnings-as-errors -parse-as-library -wmo \
        -module-name "$sources_module" -I "$bin/Modules" "${sources[@]}" \
        -emit-module -emit-module-path "$work/sources/$sources_module.swiftmodule" \
        -emit-object -o "$work/sources/$sources_module.o" >"$work/sources.log" 2>&1; then
        printf 'FAIL  Sources: does not compile\n'
        sed 's/^/      | /' "$work/sources.log" | tail -n 40
        echo "playgrounds: $playground/Sources does not compile; no page run" >&2
        exit 1
    fi
    objects+=("$work/sources/$sources_module.o")
    sources_flags=(-I "$work/sources" -Xfrontend -import-module -Xfrontend "$sources_module")
fi

# Pages in the order the playground lists them.
pages=()
while IFS= read -r page; do pages+=("$page"); done < <(
    grep -o "<page name=['\"][^'\"]*['\"]" "$playground/contents.xcplayground" | sed "s/^<page name=['\"]//; s/['\"]\$//")
((${#pages[@]} > 0)) || { echo "playgrounds: no pages listed in $playground/contents.xcplayground" >&2; exit 1; }

passed=0
failed=0
fail() { # page, reason, log file
    failed=$((failed + 1))
    printf 'FAIL  %s: %s\n' "$1" "$2"
    if [[ -s $3 ]]; then sed 's/^/      | /' "$3" | tail -n 40; fi
}

for folder in "$playground"/Pages/*.xcplaygroundpage; do
    name=$(basename "$folder" .xcplaygroundpage)
    listed=0
    for page in "${pages[@]}"; do [[ $page == "$name" ]] && listed=1; done
    ((listed)) || fail "$name" "page folder not listed in contents.xcplayground" /dev/null
done

index=0
for page in "${pages[@]}"; do
    index=$((index + 1))
    source="$playground/Pages/$page.xcplaygroundpage/Contents.swift"
    exe="$work/page-$index"
    log="$work/page-$index.log"
    if [[ ! -f $source ]]; then
        fail "$page" "no $source" /dev/null
        continue
    fi
    page_start=$SECONDS
    if ! swiftc -swift-version 6 -warnings-as-errors -module-name PlaygroundPage \
        -I "$bin/Modules" "${sources_flags[@]}" "$source" "${objects[@]}" -o "$exe" >"$log" 2>&1; then
        fail "$page" "does not compile" "$log"
        continue
    fi
    status=0
    # Line-buffered stdout keeps what a crashing page printed; the runtime's short stack trace
    # replaces the interactive backtracer's pages.
    SWIFT_BACKTRACE=enable=no timeout "$timeout_seconds" stdbuf -oL "$exe" >"$log" 2>&1 || status=$?
    if ((status == 124)); then
        fail "$page" "timed out after ${timeout_seconds}s" "$log"
    elif ((status > 128)); then
        fail "$page" "crashed (signal $((status - 128)))" "$log"
    elif ((status != 0)); then
        fail "$page" "exited with status $status" "$log"
    elif [[ $(grep -v '^[[:space:]]*$' "$log" | tail -n 1) != "done: $page" ]]; then
        fail "$page" "did not end with 'done: $page'" "$log"
    elif grep -q -E 'COVERED|VIOLATED' "$log"; then
        fail "$page" "reports a covered view or a violated law" "$log"
    else
        passed=$((passed + 1))
        printf 'ok    %s (%d lines, %ds)\n' "$page" "$(wc -l <"$log")" $((SECONDS - page_start))
        if ((verbose)); then sed 's/^/      | /' "$log"; fi
    fi
done

echo "took $((SECONDS - start))s"
echo "playgrounds: $passed passed, $failed failed"
((failed == 0))
