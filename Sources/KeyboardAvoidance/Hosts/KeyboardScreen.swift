/// A screen keyboard notifications may name as their `object`: `UIScreen` in apps (iOS 16.1 and
/// later post the screen the keyboard is on), `HeadlessScreen` headlessly.
///
/// A marker: the kit only compares identities.
///
/// ```swift
/// extension UIScreen: KeyboardScreen {}
/// ```
public protocol KeyboardScreen: AnyObject {}
