#!/usr/bin/env bash
# Compiles the KeyboardAvoidanceUIKit adapter on Linux and runs a smoke test of it.
#
# On Linux `canImport(UIKit)` is false, so `swift build` compiles the adapter as empty files. This
# script builds, in a temporary directory, a scratch package in which it is true:
#   - `UIKit`: Scripts/uikit-stand-in/UIKit, a stand-in declaring the small part of UIKit the
#     adapter uses with UIKit's documented signatures, in a package of its own (so the adapter's
#     conformances of its types are retroactive exactly as with Apple's UIKit);
#   - `KeyboardAvoidance` and `KeyboardAvoidanceUIKit`: the real Sources/ folders, symlinked;
#   - `uikit-adapter-smoke`: Scripts/uikit-stand-in/Smoke/main.swift, plus every UIKit example of
#     the DocC catalog of KeyboardAvoidance (each ```swift block that declares a class and mentions
#     `UIViewController`, wrapped in an enum of its own, `@IBOutlet` removed; extracted by
#     `repo-check uikit-examples`), so the documented examples must compile; with --readme, the
#     README's too.
# It checks, in order:
#   1. every adapter file is wholly inside `#if canImport(UIKit) && !os(watchOS)` … `#endif`, and
#      never uses `UIView.AnimationCurve`, `UIScreen.main`, `@objc`, `#selector` or the stand-in's
#      `_standIn…` members;
#   2. the scratch package builds in Swift 6 mode with `-warnings-as-errors`, once per shape of the
#      stand-in's animation blocks (`@MainActor @Sendable`, and plain with
#      `-D UIKIT_STANDIN_LEGACY_BLOCKS`), and the smoke test passes with each;
#   3. every public symbol of the adapter has a doc comment DocC shows (Scripts/build-docs.sh's
#      rule, on the adapter's symbol graph).
# repo-check is a Swift tool of its own package, Scripts/RepoCheck, that the script builds first
# (debug, in Scripts/RepoCheck/.build): nothing but a Swift toolchain is needed.
#
# Usage: Scripts/check-uikit-adapter.sh [-v] [--keep] [--readme]     (from any directory)
#   -v        print the build logs and the smoke test's output
#   --keep    keep the scratch package (its path is printed) instead of deleting it
#   --readme  also compile the UIKit examples of README.md
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
verbose=0
keep=0
documents=()
for argument in "$@"; do
    case "$argument" in
        -v | --verbose) verbose=1 ;;
        --keep) keep=1 ;;
        --readme) documents+=("$root/README.md") ;;
        *) echo "usage: $0 [-v] [--keep] [--readme]" >&2; exit 2 ;;
    esac
done

adapter="$root/Sources/KeyboardAvoidanceUIKit"
core="$root/Sources/KeyboardAvoidance"
stand_in="$root/Scripts/uikit-stand-in"
start=$SECONDS
failures=()

work=$(mktemp -d "${TMPDIR:-/tmp}/uikit-adapter-check.XXXXXX")
if ((keep)); then
    trap 'echo "uikit-adapter: scratch package kept in $work"' EXIT
else
    trap 'rm -rf "$work"' EXIT
fi

# repo-check (Scripts/RepoCheck): extracts the documentation's UIKit examples and reads the host's
# triple. The build log is shown when the build fails.
log="$work/build.log"
if ! swift build --package-path Scripts/RepoCheck -c debug >"$log" 2>&1; then
    cat "$log" >&2
    echo "uikit-adapter: swift build --package-path Scripts/RepoCheck failed" >&2
    exit 1
fi
repo_check="$(swift build --package-path Scripts/RepoCheck -c debug --show-bin-path)/repo-check"

# 1. Static rules.
guard='#if canImport(UIKit) && !os(watchOS)'
static_ok=1
shopt -s nullglob
adapter_files=("$adapter"/*.swift)
((${#adapter_files[@]})) || { echo "uikit-adapter: no Swift files in $adapter" >&2; exit 1; }
for file in "${adapter_files[@]}"; do
    # Every line of code must sit inside the guard: the first code line opens it, and the depth of
    # #if … #endif never returns to 0 before the last code line, which closes it.
    if ! problem=$(awk -v guard="$guard" '
        { line = $0; sub(/^[ \t]+/, "", line) }
        line == "" || line ~ /^\/\// { next }
        { code++ }
        code == 1 { if (line != guard) { print "the first line of code is \"" line "\", not \"" guard "\""; exit 1 } }
        line ~ /^#if/ { depth++; next }
        line ~ /^#endif/ { depth--; if (depth == 0) closed = NR; next }
        depth == 0 { print "line " NR " is outside the guard: " line; exit 1 }
        END { if (depth != 0) { print "unbalanced #if/#endif"; exit 1 } }
    ' "$file"); then
        echo "FAIL ${file#"$root"/}: $problem"
        static_ok=0
    fi
done
if grep -n -E 'UIView\.AnimationCurve|UIScreen\.main|_standIn|@objc|#selector' "${adapter_files[@]}" \
    | grep -v -E '^[^:]+:[0-9]+:[[:space:]]*///'; then
    echo "FAIL: the adapter uses API it must not (above)"
    static_ok=0
fi
((static_ok)) || failures+=("static rules")

# 2. The scratch package: the stand-in as a package of its own, the real sources symlinked.
mkdir -p "$work/UIKitStandIn/Sources" "$work/Sources/uikit-adapter-smoke" "$work/tmp"
ln -s "$stand_in/UIKit" "$work/UIKitStandIn/Sources/UIKit"
ln -s "$stand_in/ObjectiveC" "$work/UIKitStandIn/Sources/ObjectiveC"
ln -s "$core" "$work/Sources/KeyboardAvoidance"
ln -s "$adapter" "$work/Sources/KeyboardAvoidanceUIKit"
ln -s "$root/Sources/KeyboardAvoidanceHeadless" "$work/Sources/KeyboardAvoidanceHeadless"
ln -s "$stand_in/Smoke/main.swift" "$work/Sources/uikit-adapter-smoke/main.swift"
mkdir -p "$work/Tests"
ln -s "$root/Tests/KeyboardAvoidanceUIKitTests" "$work/Tests/KeyboardAvoidanceUIKitTests"
cat >"$work/UIKitStandIn/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
// Generated by Scripts/check-uikit-adapter.sh: the UIKit stand-in, modules named UIKit and
// ObjectiveC (the associated objects the adapter uses).
import PackageDescription

let package = Package(
    name: "UIKitStandIn",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]), .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
    ],
    targets: [.target(name: "UIKit", dependencies: ["ObjectiveC"]), .target(name: "ObjectiveC")],
    swiftLanguageModes: [.v6]
)
SWIFT
cat >"$work/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
// Generated by Scripts/check-uikit-adapter.sh: the core, the headless models and the adapter
// (symlinked from the repository) against the UIKit stand-in, and the smoke test.
import PackageDescription

let uiKit = Target.Dependency.product(name: "UIKit", package: "UIKitStandIn")
let objectiveC = Target.Dependency.product(name: "ObjectiveC", package: "UIKitStandIn")
// The kit's own settings (Package.swift), so that imports are checked as a real build checks them.
let kit: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "UIKitAdapterCheck",
    dependencies: [.package(path: "UIKitStandIn")],
    targets: [
        .target(name: "KeyboardAvoidance", swiftSettings: kit),
        .target(
            name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance", uiKit, objectiveC], swiftSettings: kit),
        .target(name: "KeyboardAvoidanceHeadless", dependencies: ["KeyboardAvoidance"], swiftSettings: kit),
        .executableTarget(
            name: "uikit-adapter-smoke",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceUIKit", uiKit]),
        // swift-testing declares a cross-import overlay with UIKit (`_Testing_UIKit`), which exists
        // only in Apple SDKs; the stand-in has none.
        .testTarget(
            name: "KeyboardAvoidanceUIKitTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceUIKit", uiKit],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

# The UIKit examples of the documentation, one enum each.
examples="$work/Sources/uikit-adapter-smoke/DocumentedExamples.swift"
documents=("$core"/Documentation.docc/*.md ${documents[@]+"${documents[@]}"})
"$repo_check" uikit-examples "$root" "$examples" "${documents[@]}"

for variant in sendable-blocks legacy-blocks; do
    flags=(-Xswiftc -warnings-as-errors)
    [[ $variant == legacy-blocks ]] && flags+=(-Xswiftc -DUIKIT_STANDIN_LEGACY_BLOCKS)
    variant_start=$SECONDS
    scratch="$work/.build/$variant"
    # SwiftPM puts lock files for a scratch path into TMPDIR: keep them inside $work.
    if ! TMPDIR="$work/tmp" swift build --build-tests --package-path "$work" --scratch-path "$scratch" \
        "${flags[@]}" >"$log" 2>&1; then
        # One line per diagnostic, with paths relative to the repository.
        grep -E '^[^[:space:]|].*: (error|warning):' "$log" \
            | sed -e "s|$work/Sources/|Sources/|" -e "s|$root/||" | sort -u | head -40
        ((verbose)) && cat "$log"
        echo "FAIL $variant: the adapter does not compile against the UIKit stand-in (see above)"
        failures+=("build ($variant)")
        continue
    fi
    ((verbose)) && cat "$log"
    if output=$("$scratch/debug/uikit-adapter-smoke" 2>&1); then
        ((verbose)) && printf '%s\n' "$output"
        last=$(printf '%s\n' "$output" | tail -n 1)
    else
        printf '%s\n' "$output"
        echo "FAIL $variant: the smoke test failed"
        failures+=("smoke test ($variant)")
        continue
    fi
    # Tests/KeyboardAvoidanceUIKitTests, which the iOS Simulator runs against real UIKit.
    if tests=$(TMPDIR="$work/tmp" swift test --skip-build --package-path "$work" --scratch-path "$scratch" 2>&1); then
        ((verbose)) && printf '%s\n' "$tests"
        summary=$(printf '%s\n' "$tests" | grep -E '^. Test run with' | tail -n 1 | sed -E 's/^. Test run with ([0-9]+) tests?.*/\1 UIKit tests passed/')
        echo "ok    $variant: built with -warnings-as-errors, $last, $summary ($((SECONDS - variant_start))s)"
    else
        printf '%s\n' "$tests" | grep -E '✘|error' | head -40
        echo "FAIL $variant: Tests/KeyboardAvoidanceUIKitTests failed against the stand-in"
        failures+=("UIKit tests ($variant)")
    fi
done

# 3. Undocumented public symbols of the adapter, from the first build that succeeded.
modules_dir=""
for variant in sendable-blocks legacy-blocks; do
    if [[ -f "$work/.build/$variant/debug/Modules/KeyboardAvoidanceUIKit.swiftmodule" ]]; then
        modules_dir="$work/.build/$variant/debug/Modules"
        break
    fi
done
if [[ -n $modules_dir ]]; then
    graphs="$work/symbol-graphs"
    mkdir -p "$graphs/KeyboardAvoidanceUIKit"
    triple=$("$repo_check" triple)
    if swift-symbolgraph-extract -module-name KeyboardAvoidanceUIKit -I "$modules_dir" -target "$triple" \
        -minimum-access-level public -output-dir "$graphs/KeyboardAvoidanceUIKit" >"$log" 2>&1; then
        "$root/Scripts/build-docs.sh" --check-symbol-graphs "$graphs" KeyboardAvoidanceUIKit \
            | sed "s|$work/Sources/|Sources/|" || failures+=("undocumented adapter symbols")
    else
        cat "$log"
        failures+=("symbol graph of the adapter")
    fi
fi

summary="uikit-adapter: $((SECONDS - start))s"
if ((${#failures[@]})); then
    echo "$summary; FAILED: $(IFS=,; echo "${failures[*]}" | sed 's/,/, /g')"
    exit 1
fi
echo "$summary; ok"
