import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard notification as UIKit posts it: a name and a userInfo dictionary of its own.
struct KeyboardPost {
    let name: Notification.Name
    let userInfo: [AnyHashable: Any]
}

/// The keyboard notifications the workloads post, built before any timing.
///
/// UIKit posts a new `userInfo` dictionary every time, with boxed frames and `NSNumber`s, so
/// every pool holds distinct dictionaries with distinct boxes: a cache keyed by a dictionary's
/// identity could never hit. The device is a 390×844 notched phone; the shown keyboard cycles
/// through its heights (predictive bar on, off, emoji) and hides below the screen.
enum KeyboardPosts {
    /// How many distinct userInfo dictionaries a pool holds (even: show and hide alternate).
    static let poolSize = 1_024

    /// The screen (points), and the root views' frame.
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The safe-area insets of a notched phone in portrait.
    static let safeArea = LayoutInsets(top: 47, bottom: 34)
    /// The shown keyboard's heights, in turn.
    static let heights: [CGFloat] = [336, 291, 333]

    /// UIKit's userInfo keys, spelled as `UIResponder.keyboard…UserInfoKey` are.
    enum Key {
        static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
        static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
        static let duration = "UIKeyboardAnimationDurationUserInfoKey"
        static let curve = "UIKeyboardAnimationCurveUserInfoKey"
        static let isLocal = "UIKeyboardIsLocalUserInfoKey"
    }

    /// A fresh userInfo as UIKit builds it.
    static func userInfo(begin: CGRect, end: CGRect, duration: Double = 0.25, curve: Int = 7) -> [AnyHashable: Any] {
        [
            Key.frameBegin: NSValue(rect: begin),
            Key.frameEnd: NSValue(rect: end),
            Key.duration: NSNumber(value: duration),
            Key.curve: NSNumber(value: curve),
            Key.isLocal: NSNumber(value: true),
        ]
    }

    /// A docked keyboard of `height` at the bottom of the screen.
    static func shown(height: CGFloat) -> CGRect {
        CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// A keyboard of `height` just below the screen, where a hide sends it.
    static func parked(height: CGFloat) -> CGRect {
        CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
    }

    /// willShow and willHide alternating, starting with a show: every post changes the state.
    static func alternatingShowHide(count: Int = poolSize) -> [KeyboardPost] {
        (0..<count).map { index in
            let height = heights[(index / 2) % heights.count]
            if index % 2 == 0 {
                return KeyboardPost(
                    name: KeyboardNotificationName.willShow,
                    userInfo: userInfo(begin: parked(height: height), end: shown(height: height)))
            }
            return KeyboardPost(
                name: KeyboardNotificationName.willHide,
                userInfo: userInfo(begin: shown(height: height), end: parked(height: height)))
        }
    }

    /// The first show of the pool, on its own (for checks).
    static func initialShow() -> KeyboardPost {
        KeyboardPost(
            name: KeyboardNotificationName.willShow,
            userInfo: userInfo(begin: parked(height: heights[0]), end: shown(height: heights[0])))
    }
}
