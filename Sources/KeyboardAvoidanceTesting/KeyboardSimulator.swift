import Foundation
import KeyboardAvoidance

/// Posts the keyboard notifications a device posts, to any `NotificationCenter`, so that
/// keyboard handling can be tested without a device or a simulator app.
///
/// Each action posts the sequence iOS posts, with UIKit's names, `userInfo` keys and value
/// types (boxed rects, `NSNumber`s): a show posts willChangeFrame, willShow, didChangeFrame and
/// didShow; a hide the same with hide; a height change while shown (predictive bar, emoji)
/// posts all four show notifications again, as iOS does.
///
/// ```swift
/// let center = NotificationCenter()
/// let keyboard = KeyboardSimulator(center: center, screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// keyboard.show(height: 336)
/// keyboard.changeHeight(to: 291)  // predictive bar off
/// keyboard.hide()
/// ```
@MainActor
public final class KeyboardSimulator {
    /// Where notifications are posted.
    public let center: NotificationCenter
    /// The screen's bounds, in screen coordinates.
    public var screenBounds: CGRect
    /// The duration the next animated notifications carry. Default 0.25 s.
    public var duration: TimeInterval = 0.25
    /// The curve the next notifications carry. Default 7, the keyboard's.
    public var curve: KeyboardAnimationCurve = .keyboard
    /// The `isLocal` value the next notifications carry. Default `true`.
    public var isLocal: Bool? = true
    /// The keyboard's current frame in screen coordinates (parked below the screen when hidden).
    public private(set) var frame: CGRect
    /// Whether the keyboard is shown.
    public private(set) var isShown = false
    /// Every event posted so far, oldest first.
    public private(set) var posted: [KeyboardEvent] = []

    /// Creates a simulator for a screen, with the keyboard hidden.
    public init(center: NotificationCenter, screenBounds: CGRect) {
        self.center = center
        self.screenBounds = screenBounds
        frame = CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: 0)
    }

    /// The frame of a keyboard of `height` docked at the bottom of the screen.
    ///
    /// ```swift
    /// keyboard.dockedFrame(height: 291) // (0, 553, 390, 291) on a 390×844 screen
    /// ```
    public func dockedFrame(height: CGFloat) -> CGRect {
        CGRect(x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width, height: height)
    }

    /// Shows a docked keyboard of `height` points (or, when shown, changes its height).
    public func show(height: CGFloat) {
        move(to: dockedFrame(height: height), family: .show)
    }

    /// Changes the height of the shown keyboard: the predictive bar or the emoji keyboard.
    public func changeHeight(to height: CGFloat) {
        show(height: height)
    }

    /// Moves the keyboard to any frame while shown: a hardware keyboard's strip, a floating
    /// keyboard. Posts the show notifications when the frame reaches the bottom edge and
    /// change-frame notifications only otherwise.
    public func show(frame newFrame: CGRect) {
        let docked = KeyboardGeometry.attachment(ofKeyboardFrame: newFrame, screenBounds: screenBounds) == .docked
        move(to: newFrame, family: docked ? .show : .changeOnly)
    }

    /// Hides the keyboard: it slides below the screen.
    public func hide() {
        let parked = CGRect(x: frame.minX, y: screenBounds.maxY, width: frame.width, height: frame.height)
        move(to: parked, family: .hide)
    }

    /// Posts one event as a notification, exactly as given.
    public func post(_ event: KeyboardEvent) {
        posted.append(event)
        center.post(event.notification())
    }

    private enum Family { case show, hide, changeOnly }

    private func move(to end: CGRect, family: Family) {
        let begin = frame
        frame = end
        func event(_ kind: KeyboardEvent.Kind) -> KeyboardEvent {
            KeyboardEvent(kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal)
        }
        switch family {
        case .show:
            isShown = true
            post(event(.willChangeFrame))
            post(event(.willShow))
            post(event(.didChangeFrame))
            post(event(.didShow))
        case .hide:
            isShown = false
            post(event(.willChangeFrame))
            post(event(.willHide))
            post(event(.didChangeFrame))
            post(event(.didHide))
        case .changeOnly:
            isShown = true
            post(event(.willChangeFrame))
            post(event(.didChangeFrame))
        }
    }
}
