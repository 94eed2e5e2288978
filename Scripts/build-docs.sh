#!/usr/bin/env bash
# Builds the DocC documentation of each library module with a catalog (Sources/<Module>/Documentation.docc)
# without the swift-docc-plugin, which needs the network: `swift build --target <Module>`,
# `swift-symbolgraph-extract`, then `docc convert --warnings-as-errors`, so every link in the catalog and in the
# doc comments must resolve. KeyboardAvoidance is converted first, with external link support, and is a
# `--dependency` of the later catalogs, which reach its symbols with absolute links (``/KeyboardAvoidance/...``).
# (Undocumented public symbols: swift-format's AllPublicDeclarationsHaveDocumentation, in .ci/run's lint step.
# Fact citations: Tests/KeyboardAvoidanceTests/FactsCitationTests.swift.)
#
# Output: DIR/<Module>.doccarchive and DIR/symbol-graphs/<Module>/; DIR is .build/documentation by default.
# Preview: python3 -m http.server -d .build/documentation/KeyboardAvoidance.doccarchive
#          and open http://localhost:8000/documentation/keyboardavoidance
# Usage:   Scripts/build-docs.sh [-o|--output-dir DIR] [-v|--verbose]   (from any directory)
set -euo pipefail

output='' verbose=0
while (($#)); do
    case "$1" in
        -o | --output-dir) [[ $# -ge 2 ]] || { echo "build-docs: $1 needs a directory" >&2; exit 2; }
            output=$2; shift 2 ;;
        -v | --verbose) verbose=1; shift ;;
        *) echo "usage: $0 [-o|--output-dir DIR] [-v|--verbose]" >&2; exit 2 ;;
    esac
done
[[ -z $output ]] || { mkdir -p "$output" && output=$(cd "$output" && pwd); }
cd "$(dirname "${BASH_SOURCE[0]}")/.."
output=${output:-$PWD/.build/documentation}
log=$(mktemp) && trap 'rm -f "$log"' EXIT
# Runs a command quietly (its output with -v); on failure shows its output and stops the script.
run() {
    "$@" >"$log" 2>&1 || { cat "$log" >&2; echo "build-docs: failed: $*" >&2; exit 1; }
    ((verbose)) && cat "$log" >&2 || true
}

tool() { if command -v "$1" >/dev/null; then echo "$1"; else xcrun --find "$1"; fi; }
docc=$(tool docc) && extract=$(tool swift-symbolgraph-extract)
info=$(swift -print-target-info)
triple=$(sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' <<<"$info" | head -n 1)
[[ -n $triple ]] || { echo "build-docs: no target.triple in swift -print-target-info" >&2; exit 1; }
sdk=() && if [[ $(uname -s) == Darwin ]]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

# KeyboardAvoidance's catalog first, then the others in name order. Each archive is a dependency of the later
# catalogs (the testing module links to the headless module's symbols too): the first failure stops the script.
catalogs=(Sources/KeyboardAvoidance/Documentation.docc) dependencies=() modules=()
for catalog in Sources/*/Documentation.docc; do [[ $catalog == "${catalogs[0]}" ]] || catalogs+=("$catalog"); done
for catalog in "${catalogs[@]}"; do
    module=${catalog#Sources/} module=${module%%/*}
    graphs="$output/symbol-graphs/$module" archive="$output/$module.doccarchive"
    ((verbose)) && echo "== $module" >&2
    rm -rf "$graphs" "$archive" && mkdir -p "$graphs"
    run swift build --target "$module"
    run "$extract" -module-name "$module" -I "$(swift build --show-bin-path)/Modules" -target "$triple" \
        ${sdk[@]+"${sdk[@]}"} -minimum-access-level public -output-dir "$graphs"
    run "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" --output-path "$archive" \
        --enable-experimental-external-link-support ${dependencies[@]+"${dependencies[@]}"} --warnings-as-errors
    dependencies+=(--dependency "$archive") modules+=("$module")
done
echo "build-docs: converted ${modules[*]} into $output, no warnings"
