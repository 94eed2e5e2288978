#!/usr/bin/env bash
# Builds and tests a fresh package that depends on the kit exactly as README.md's Installation
# section says, with the dependency's URL replaced by a path to this checkout (no network), in a
# folder named like the repository's URL so that the `package:` identity the README uses resolves.
# The app target holds a UIKit chat screen that adopts two approaches at once (follow + inset),
# compiled where UIKit exists; the test target, importing its test framework and one module of the
# kit, builds the same screen on the headless models, with no layout code of its own, and checks
# every keyboard law with `check()` on every device profile.
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
    # The snippet as it is (its platforms too), but for the URL's requirement (`branch:`, `from:`, …).
    sed "s|\.package(url: \"[^\"]*\", [a-zA-Z]*: \"[^\"]*\")|.package(path: \"../$name\")|" <<<"$snippet" | sed 's/^/    /'
    echo ')'
} >"$work/App/Package.swift"

cat >"$work/App/Sources/App/ChatViewController.swift" <<'SWIFT'
import KeyboardAvoidance
import KeyboardAvoidanceUIKit

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The app's chat screen: its input bar follows the keyboard over its inset message list.
    public final class ChatViewController: UIViewController, KeyboardInsetAdjusting, KeyboardFollowing {
        public let messageList = UITableView()
        public let inputBar = UIView()
        public var keyboardScrollView: any KeyboardScrollView { messageList }
        public var keyboardFollowingView: any KeyboardLayoutView { inputBar }

        public override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            registerKeyboardNotifications()
        }

        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            unregisterKeyboardNotifications()
        }
    }
#endif

/// How far the chat's input bar sits above the bottom safe area, in points.
public let chatInputBarHeight = 52.0
SWIFT
cat >"$work/App/Tests/AppTests/ChatTests.swift" <<'SWIFT'
import App
import KeyboardAvoidanceAssertions
import Testing

/// The chat screen on the headless models, with the app's screen's conformance and no layout code
/// of its own for the keyboard: the kit keeps it right through layout passes and transitions.
@MainActor
final class HeadlessChat: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
    let list = HeadlessScrollView(name: "list")
    let bar = HeadlessView(name: "bar")
    let field = HeadlessView(name: "field")
    var keyboardScrollView: any KeyboardScrollView { list }
    var keyboardFollowingView: any KeyboardLayoutView { bar }

    override func viewDidLoad() {
        view.addSubview(list)
        view.addSubview(bar)
        bar.addSubview(field)
        list.constraintLayout = { root in root.bounds }
        bar.constraintLayout = { root in
            CGRect(
                x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - chatInputBarHeight,
                width: root.bounds.width, height: chatInputBarHeight)
        }
        field.constraintLayout = { bar in bar.bounds.insetBy(dx: 12, dy: 8) }
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }
}

@Test(arguments: KeyboardDeviceProfile.catalogue)
@MainActor func chatObeysTheKeyboardLaws(device: KeyboardDeviceProfile) {
    KeyboardLawChecker(device: device) { environment in
        let chat = HeadlessChat(notificationCenter: environment.center)
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
