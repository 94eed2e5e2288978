/// A screen keyboard notifications may name as their `object` (iOS 16.1 and later): `UIScreen` in
/// apps, `HeadlessScreen` in tests; the kit only compares identities.
public protocol KeyboardScreen: AnyObject {}
