public import Foundation

/// How a keyboard change animates: a duration and a curve.
///
/// The headless module models how UIKit's curves progress (`progress(at:)`), for tests.
public struct KeyboardAnimation: Sendable, Equatable {
    /// The duration in seconds; 0 means "apply at once".
    public var duration: TimeInterval
    /// The curve.
    public var curve: KeyboardAnimationCurve

    /// Creates an animation.
    public init(duration: TimeInterval, curve: KeyboardAnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// No animation: changes apply at once.
    public static let immediate = KeyboardAnimation(duration: 0, curve: .easeInOut)
}
