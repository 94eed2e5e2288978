#!/usr/bin/env bash
# Builds and tests a fresh package that depends on the kit exactly as README.md's Installation
# section says, with the dependency's URL replaced by a path to this checkout (no network), in a
# folder named like the repository's URL so that the `package:` identity the README uses resolves.
# The app target adopts two approaches at once (a chat screen: follow + inset) on the headless
# models; its test checks every keyboard law with KeyboardAvoidanceAssertions' `check()`.
#
# Usage: Scripts/check-installation.sh     (about a minute on 2 cores)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/installation.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The README's manifest snippet: the first ```swift block after "## Installation".
snippet=$(awk '/^## Installation/ { on = 1 } on && /^```swift$/ { grab = 1; next } grab && /^```$/ { exit } grab' README.md)
url=$(grep -o '\.package(url: "[^"]*"' <<<"$snippet" | sed 's/.*"\(.*\)"/\1/') \
    || { echo "installation: no .package(url:) line in README.md's Installation section" >&2; exit 1; }
name=$(basename "$url" .git)
ln -s "$root" "$work/$name"
mkdir -p "$work/App/Sources/App" "$work/App/Tests/AppTests"
{
    echo '// swift-tools-version: 6.0'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '    name: "App",'
    echo '    platforms: [.macOS(.v12), .iOS(.v15)],'  # the kit's floor, as README.md states it
    sed "s|\.package(url: \"[^\"]*\", from: \"[^\"]*\")|.package(path: \"../$name\")|" <<<"$snippet" | sed 's/^/    /'
    echo ')'
} >"$work/App/Package.swift"

cat >"$work/App/Sources/App/Chat.swift" <<'SWIFT'
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless

/// A chat screen: its input bar follows the keyboard over its inset message list.
@MainActor
public final class Chat: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
    public let list = HeadlessScrollView(name: "list")
    public let bar = HeadlessView(name: "bar")
    public let field = HeadlessView(name: "field")
    public var keyboardScrollView: any KeyboardScrollable { list }
    public var keyboardFollowingView: any KeyboardLayoutView { bar }

    public override func viewDidLoad() {
        view.addSubview(list)
        view.addSubview(bar)
        bar.addSubview(field)
        list.constraintLayout = { root in root.bounds }
        bar.constraintLayout = { root in
            CGRect(x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - 52, width: root.bounds.width, height: 52)
        }
        field.constraintLayout = { bar in bar.bounds.insetBy(dx: 12, dy: 8) }
    }

    public override func viewDidLayoutSubviews() { updateKeyboardAvoidance(animation: .immediate) }
    public override func viewDidAppear() { registerKeyboardNotifications() }
    public override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
SWIFT
cat >"$work/App/Tests/AppTests/ChatTests.swift" <<'SWIFT'
import App
import Foundation
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing

@Test(arguments: [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape])
@MainActor func chatObeysTheKeyboardLaws(device: KeyboardDeviceProfile) {
    KeyboardLawChecker(device: device) { environment in
        let chat = Chat(notificationCenter: environment.center)
        chat.present(in: environment.window)
        chat.focus(chat.field)
        return chat
    }.check()
}
SWIFT

cd "$work/App"
if ! swift build --build-tests >"$work/build.log" 2>&1; then
    # A compiler job once failed here without a diagnostic (`emit-module command failed with
    # exit code 1` and nothing else) on a CI machine, and not again on the same sources: build
    # once more, verbosely, so that a failure that stays shows its cause and one that goes away
    # is reported rather than failing the run.
    echo "installation: the first build failed; its log ends:" >&2
    tail -20 "$work/build.log" >&2
    df -h "$work" >&2 || true
    if ! swift build --build-tests -v >"$work/build-again.log" 2>&1; then
        { grep -E 'error|warning|note' "$work/build-again.log" | tail -40; tail -20 "$work/build-again.log"; } \
            | cut -c1-400 >&2
        echo "installation: a package set up as README.md's Installation section says does not build" >&2
        exit 1
    fi
    echo "installation: the second build passed (the first failure did not come back)" >&2
fi
if ! swift test >"$work/test.log" 2>&1; then
    cat "$work/test.log" >&2
    echo "installation: its test failed" >&2
    exit 1
fi
echo "installation: a package depending on \"$name\" as README.md says builds, and its chat screen obeys every law"
