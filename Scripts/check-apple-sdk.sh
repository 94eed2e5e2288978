#!/usr/bin/env bash
# Compiles the package's library and test targets against a real Apple SDK, and prints each
# target's count of errors and warnings; exits non-zero on any.
#
# The targets come from `swift package dump-package`: every library and test target except the
# executables and what depends on them. The platform is the SDK's (iOS, tvOS, visionOS, macOS),
# the deployment target the manifest's floor for it, the language mode and features the
# manifest's. Nothing links or runs. Test targets are compiled for iOS only (Swift Testing is
# retargeted to iOS by prepare.sh; Xcode ships it beside the SDK). With each iPhoneOS SDK prepared
# here, Scripts/check-availability.py then checks the UIKit adapter against the headers' tvOS and
# visionOS availability.
#
# Usage: Scripts/check-apple-sdk.sh [--sdk PATH | --env FILE | --all] [--compiler X.Y] [-v]
#   --sdk PATH      an SDK folder; on a Mac the default is Xcode's iOS SDK (xcrun --sdk iphoneos)
#   --env FILE      an SDK prepared on Linux by shared/tools/apple-sdk/prepare.sh: its .env file
#   --all           every SDK prepared in ${APPLE_SDKS:-~/.cache/apple-sdks}; says so if none
#   --compiler X.Y  read `#if compiler(>=V)` as false for every V above X.Y, as an older Xcode's
#                   Swift does. Default with --env/--all: the Swift of the Xcode that made the SDK
#                   (26.x SDKs: 6.2; 18.x SDKs: 6.1, Xcode 16.4's); none with --sdk
#   -v              print the build logs
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
sdks=${APPLE_SDKS:-$HOME/.cache/apple-sdks}
envs=() sdk="" compiler="" verbose=0
while (($#)); do
    case "$1" in
        --sdk) sdk=$2; shift ;;
        --env) envs+=("$2"); shift ;;
        --all)
            shopt -s nullglob; envs+=("$sdks"/*.sdk.env); shopt -u nullglob
            ((${#envs[@]})) || { echo "apple-sdk: no SDK prepared in $sdks; see shared/tools/apple-sdk"; exit 0; } ;;
        --compiler) compiler=$2; shift ;;
        -v) verbose=1 ;;
        *) sed -n '2,20p' "$0" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$sdk" ] && ((${#envs[@]} == 0)); then
    command -v xcrun >/dev/null || { echo "apple-sdk: give --sdk, --env or --all (no xcrun here)" >&2; exit 2; }
    sdk=$(xcrun --sdk iphoneos --show-sdk-path)
fi

# "name folder type" of every library and test target that depends on no executable, then
# "@platform version" of each platform the manifest supports.
manifest=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
def deps(t):
    for d in t.get("dependencies", []):
        name = next(iter(d.values()))[0]
        if name in targets: yield targets[name]
def runs(t): return t["type"] == "executable" or any(runs(d) for d in deps(t))
for t in targets.values():
    if t["type"] in ("regular", "test") and not runs(t):
        print(t["name"], t.get("path") or ("Tests/" if t["type"] == "test" else "Sources/") + t["name"], t["type"])
for p in package["platforms"]: print("@" + p["platformName"], p["version"])
')

# check SDK COMPILER [swiftc flags...]: builds every target against SDK, prints the table.
check() {
    local sdk=$1 emulated=$2 name
    shift 2
    name=$(basename "$sdk")
    # The SDK's platform (SDKSettings.json), the manifest's floor for it, and the architecture of
    # its Swift interfaces (the iOS 26.2 snapshot has arm64e only).
    local os floor arch=arm64 types="regular test"
    os=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["DefaultProperties"]["PLATFORM_NAME"])' \
        "$sdk/SDKSettings.json")
    case "$os" in
        iphoneos) os=ios ;; appletvos) os=tvos; types=regular ;; xros) os=xros; types=regular ;;
        macosx) os=macosx; types=regular ;;
        *) echo "apple-sdk: $name: platform $os is not checked here" >&2; return 1 ;;
    esac
    floor=$(awk -v p="@${os/xros/visionos}" '$1 == p || ($1 == "@macos" && p == "@macosx") { print $2 }' <<<"$manifest")
    [ -n "$floor" ] || { echo "apple-sdk: $name: the manifest supports no $os"; return 0; }
    ls "$sdk"/usr/lib/swift/Swift.swiftmodule/arm64-apple-*.swiftinterface >/dev/null 2>&1 || arch=arm64e
    local package=$root scratch=$root/.build/apple-sdk/$name note=""
    # A copy whose `#if compiler(>=V)` reads false for V above the emulated version, when a
    # source asks for a newer compiler than that.
    if [ -n "$emulated" ] && grep -rhoE 'compiler\(>= *[0-9.]+ *\)' Sources Tests | tr -dc '0-9.\n' \
        | awk -v e="$emulated" 'BEGIN { split(e, l, ".") }
            { split($0, v, "."); if (v[1] > l[1] || (v[1] == l[1] && v[2] > l[2])) newer = 1 } END { exit !newer }'
    then
        note=" (#if compiler(>=V) read as false above $emulated)"
        package=$root/.build/apple-sdk/$name-source
        rm -rf "$package" && mkdir -p "$package"
        cp -Rp Package.swift Sources Tests "$package/"
        python3 - "$package" "$emulated" <<'PY'
import os, re, sys, pathlib
limit = tuple(int(p) for p in sys.argv[2].split("."))
pattern = re.compile(r"compiler\(>=\s*([0-9.]+)\s*\)")
for path in pathlib.Path(sys.argv[1]).rglob("*.swift"):
    text = path.read_text()
    new = pattern.sub(lambda m: "false" if tuple(int(p) for p in m[1].split(".")) > limit else m[0], text)
    if new != text:
        times = path.stat()
        path.write_text(new)
        os.utime(path, (times.st_atime, times.st_mtime))  # unchanged since the last run: no rebuild
PY
    fi
    local log=$scratch.log target folder type
    mkdir -p "$scratch" && : >"$log"
    while read -r target folder type; do
        [[ $target == @* || " $types " != *" $type "* ]] && continue
        swift build --package-path "$package" --scratch-path "$scratch" --sdk "$sdk" \
            --triple "$arch-apple-$os$floor" "$@" --target "$target" >>"$log" 2>&1 \
            || echo "apple-sdk: building $target failed" >>"$log"
    done <<<"$manifest"
    ((verbose)) && cat "$log"
    # Each diagnostic once, counted for the target whose folder holds its file.
    python3 - "$log" "$package/" "$name, $arch-apple-$os$floor$note" "$types" <<PY
import re, sys
log, package, title, types = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split()
targets = [l.split() for l in """$manifest""".splitlines() if not l.startswith("@") and l.split()[2] in types]
seen, counts, failed = set(), {t: [0, 0] for t, _, _ in targets}, []
for line in open(log, errors="replace"):
    m = re.match(r"^(/[^:]+):(\d+):(\d+): (error|warning): (.*)$", line.rstrip())
    if m and m.groups() not in seen:
        seen.add(m.groups())
        path = m[1].removeprefix(package)
        owner = next((t for t, folder, _ in targets if path.startswith(folder.rstrip("/") + "/")), None)
        if owner: counts[owner][m[4] == "warning"] += 1
        print(f"  {m[4]}: {path}:{m[2]}: {m[5]}")
    elif line.startswith("apple-sdk: building "): failed.append(line.split()[2])
print(f"apple-sdk: {title}")
for target, (errors, warnings) in counts.items():
    extra = "  (build failed: see a dependency or -v)" if target in failed and not errors else ""
    print(f"  {target:32} {errors:4} errors {warnings:4} warnings{extra}")
sys.exit(1 if failed or any(e or w for e, w in counts.values()) else 0)
PY
}

status=0
if [ -n "$sdk" ]; then
    check "$sdk" "$compiler" || status=1
fi
for env in "${envs[@]}"; do
    # APPLE_SDK, APPLE_SDK_VERSION, APPLE_SDK_RESOURCE_DIR, APPLE_SDK_TESTING, APPLE_SDK_BIN.
    # shellcheck disable=SC1090
    . "$env"
    emulated=$compiler
    if [ -z "$emulated" ]; then
        case "$APPLE_SDK_VERSION" in 18.*) emulated=6.1 ;; 26.*) emulated=6.2 ;; esac
    fi
    PATH=$APPLE_SDK_BIN:$PATH check "$APPLE_SDK" "$emulated" \
        -Xswiftc -resource-dir -Xswiftc "$APPLE_SDK_RESOURCE_DIR" -Xswiftc -I -Xswiftc "$APPLE_SDK_TESTING" \
        || status=1
    # No visionOS SDK here: the adapter is checked against the iOS headers' availability instead.
    if [[ $(basename "$APPLE_SDK") == iPhoneOS* ]]; then
        python3 Scripts/check-availability.py "$APPLE_SDK" || status=1
    fi
done
exit $status
