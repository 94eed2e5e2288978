#!/usr/bin/env bash
# Builds the DocC documentation of the library modules and checks that every public symbol is
# documented. Works without the swift-docc-plugin (which needs the network to resolve):
#
#   1. `swift build --target <Module>` (debug) for each module below, so that their .swiftmodule
#      files are in the bin path's Modules/.
#   2. For each library module with a `Sources/<Module>/Documentation.docc` catalog
#      (KeyboardAvoidance, then KeyboardAvoidanceTesting when its catalog exists):
#      `swift-symbolgraph-extract` and `docc convert --warnings-as-errors`, so that every symbol
#      link in the catalog and in the doc comments must resolve. KeyboardAvoidance is converted
#      first, with external link support, and is a `--dependency` of the later catalogs: they
#      reach its symbols with absolute links, ``/KeyboardAvoidance/KeyboardCapable``.
#      A catalog's landing page (<Module>.md) with a `## Topics` section must list every
#      top-level symbol of the module there.
#   3. Every "§N" citation in the repository must name a "## N." section of the KeyboardFacts
#      article (Sources/KeyboardAvoidance/Documentation.docc/KeyboardFacts.md).
#   4. For KeyboardAvoidance, KeyboardAvoidanceTesting and KeyboardSamples (catalog or not):
#      reads the symbol graphs and lists every public symbol that DocC would show without an
#      abstract (the exact rule: Scripts/RepoCheck/Sources/repo-check/Undocumented.swift).
#
# The checks that read symbol graphs and Markdown (the Topics check of 2., and 4.) are
# `repo-check`, a Swift tool of its own package, Scripts/RepoCheck, that the script builds first
# (debug, in Scripts/RepoCheck/.build): nothing but a Swift toolchain is needed.
#
# Output: <output-dir>/<Module>.doccarchive and <output-dir>/symbol-graphs/<Module>/, by default
# .build/documentation (git-ignored). Preview an archive with any static file server, e.g.
#   python3 -m http.server -d .build/documentation/KeyboardAvoidance.doccarchive
# and open /documentation/keyboardavoidance.
#
# Usage: Scripts/build-docs.sh [-o|--output-dir DIR] [-v|--verbose]     (from any directory)
#        Scripts/build-docs.sh --check-symbol-graphs DIR MODULE...   (only the undocumented check,
#        on graphs already in DIR/<MODULE>/)
# Exit status: 0 when every catalog converts without warnings and nothing is undocumented.
set -euo pipefail

caller=$PWD
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$caller/$1" ;; esac; }

output="$root/.build/documentation"
verbose=0
check_graphs=()
while (($#)); do
    case "$1" in
        -o | --output-dir)
            [[ $# -ge 2 ]] || { echo "build-docs: $1 needs a directory" >&2; exit 2; }
            output=$(absolute "$2")
            shift 2
            ;;
        -v | --verbose) verbose=1; shift ;;
        --check-symbol-graphs)
            # Only the undocumented-symbol check, on graphs extracted elsewhere (the UIKit adapter
            # check uses it): --check-symbol-graphs DIR MODULE..., graphs in DIR/<MODULE>/.
            [[ $# -ge 3 ]] || { echo "build-docs: $1 needs a directory and modules" >&2; exit 2; }
            check_graphs=("$(absolute "$2")" "${@:3}")
            break
            ;;
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "usage: $0 [-o DIR] [-v]" >&2; exit 2 ;;
    esac
done

# Library modules: those with a catalog are converted; all are checked for undocumented symbols.
catalog_modules=(KeyboardAvoidance KeyboardAvoidanceHeadless KeyboardAvoidanceTesting)
checked_modules=(KeyboardAvoidance KeyboardAvoidanceHeadless KeyboardAvoidanceTesting KeyboardAvoidanceAssertions KeyboardSamples)

log=$(mktemp "${TMPDIR:-/tmp}/build-docs.XXXXXX")
trap 'rm -f "$log"' EXIT

# Builds repo-check (Scripts/RepoCheck) and sets repo_check to its path; shows the build log and
# exits 1 when the build fails.
build_repo_check() {
    if ! swift build --package-path Scripts/RepoCheck -c debug >"$log" 2>&1; then
        cat "$log" >&2
        echo "build-docs: swift build --package-path Scripts/RepoCheck failed" >&2
        exit 1
    fi
    repo_check="$(swift build --package-path Scripts/RepoCheck -c debug --show-bin-path)/repo-check"
}

# Lists the public symbols of MODULE... whose graphs are in GRAPHS/<MODULE>/ that DocC would show
# without an abstract; exits non-zero when there is one. Usage: undocumented GRAPHS MODULE...
undocumented() {
    "$repo_check" undocumented "$root" "$@"
}

if ((${#check_graphs[@]})); then
    build_repo_check
    undocumented "${check_graphs[@]}"
    exit
fi

mkdir -p "$output"
output=$(cd "$output" && pwd)
start=$SECONDS

step() { ((verbose)) && printf '== %s\n' "$*" >&2 || true; }

# Tools: docc is on PATH with a Linux toolchain; on macOS it comes with Xcode.
if command -v docc >/dev/null 2>&1; then
    docc=(docc)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
    docc=(xcrun docc)
else
    echo "build-docs: no docc found (install a Swift toolchain that ships it)" >&2
    exit 1
fi
if command -v swift-symbolgraph-extract >/dev/null 2>&1; then
    extract=(swift-symbolgraph-extract)
else
    extract=(xcrun swift-symbolgraph-extract)
fi
step "swift build --package-path Scripts/RepoCheck"
build_repo_check

# Only the documented modules (and what they depend on), so that an executable being edited
# elsewhere in the package cannot break the documentation build.
for module in "${checked_modules[@]}"; do
    step "swift build --target $module"
    if ! swift build --target "$module" >"$log" 2>&1; then
        cat "$log" >&2
        echo "build-docs: swift build --target $module failed" >&2
        exit 1
    fi
done
modules_dir="$(swift build --show-bin-path)/Modules"
[[ -d $modules_dir ]] || { echo "build-docs: no $modules_dir after swift build" >&2; exit 1; }

# The host's target triple (x86_64-unknown-linux-gnu here), and the SDK on Apple platforms.
triple=$("$repo_check" triple)
sdk_flags=()
if [[ $(uname -s) == Darwin ]]; then sdk_flags=(-sdk "$(xcrun --show-sdk-path)"); fi

graphs="$output/symbol-graphs"
rm -rf "$graphs"
for module in "${checked_modules[@]}"; do
    step "symbol graph: $module"
    mkdir -p "$graphs/$module"
    if ! "${extract[@]}" -module-name "$module" -I "$modules_dir" -target "$triple" ${sdk_flags[@]+"${sdk_flags[@]}"} \
        -minimum-access-level public -output-dir "$graphs/$module" >"$log" 2>&1; then
        cat "$log" >&2
        echo "build-docs: swift-symbolgraph-extract failed for $module" >&2
        exit 1
    fi
done

failures=()
converted=()
skipped=()
dependencies=()
for module in "${catalog_modules[@]}"; do
    catalog="Sources/$module/Documentation.docc"
    if [[ ! -d $catalog ]]; then
        skipped+=("$module")
        continue
    fi
    step "docc convert: $module"
    archive="$output/$module.doccarchive"
    rm -rf "$archive"
    if "${docc[@]}" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$archive" \
        --enable-experimental-external-link-support ${dependencies[@]+"${dependencies[@]}"} \
        --warnings-as-errors >"$log" 2>&1; then
        converted+=("$module")
        dependencies+=(--dependency "$archive")
        ((verbose)) && cat "$log" >&2
    else
        cat "$log"
        echo "build-docs: docc convert failed for $module (warnings are errors)"
        failures+=("docc $module")
    fi
    # A landing page with a Topics section must group every top-level symbol: one left out
    # would be filed by DocC under a generic heading (repo-check topics prints which).
    landing="$catalog/$module.md"
    if [[ -f $landing ]] && ! "$repo_check" topics "$landing" "$graphs/$module" "$module"; then
        failures+=("topics of $module")
    fi
done

step "fact citations"
# Every "§N" outside the facts article names one of its "## N." sections, and nothing points at a
# facts file outside the repository.
facts=Sources/KeyboardAvoidance/Documentation.docc/KeyboardFacts.md
cited=0
sections=" $(grep -oE '^## [0-9]+\.' "$facts" | grep -oE '[0-9]+' | tr '\n' ' ')"
while IFS= read -r hit; do
    number=${hit##*§}
    number=${number# }
    if [[ -z $number || $sections != *" $number "* ]]; then
        echo "build-docs: ${hit%%§*}§$number cites no section of $facts (sections:$sections)"
        cited=1
    fi
done < <(grep -rnIoE --exclude-dir=.build --exclude-dir=.git --exclude-dir=.swiftpm --exclude=build-docs.sh '§ ?[0-9]*' . |
    grep -v "^\./$facts:")
if grep -rnI --exclude-dir=.build --exclude-dir=.git --exclude-dir=.swiftpm --exclude=build-docs.sh \
    'keyboard-facts' .; then
    echo "build-docs: the lines above cite a facts file that is not in the repository; cite $facts"
    cited=1
fi
((cited == 0)) || failures+=("fact citations")

step "undocumented public symbols"
undocumented "$graphs" "${checked_modules[@]}" || failures+=("undocumented symbols")

summary="docs: converted $(IFS=,; echo "${converted[*]:-nothing}" | sed 's/,/, /g')"
((${#skipped[@]} == 0)) || summary+=" (no catalog: ${skipped[*]})"
summary+=" into ${output#"$root"/}; $((SECONDS - start))s"
if ((${#failures[@]})); then
    echo "$summary; FAILED: $(IFS=,; echo "${failures[*]}" | sed 's/,/, /g')"
    exit 1
fi
echo "$summary; ok"
