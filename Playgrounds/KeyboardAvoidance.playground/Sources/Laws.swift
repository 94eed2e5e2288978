import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting

/// Checks `laws` with the checker `checker(profile)` on each of `devices` (by default a small
/// phone, a notched phone and an iPad) and prints one line a device: `laws on iPhone 14: all 7
/// hold`, or `VIOLATED: ` and the violations.
///
/// ```swift
/// printLaws { profile in
///     KeyboardLawChecker(device: profile) { environment in
///         let login = LoginFormViewController(center: environment.center)
///         login.present(in: environment.window)
///         login.focus(login.codeField)
///         return login
///     }
/// }
/// ```
@MainActor public func printLaws<Host: KeyboardCapable & KeyboardHost>(
    _ laws: [KeyboardLaw] = KeyboardLaw.allCases,
    on devices: [KeyboardDeviceProfile] = [.smallPhone, .notchedPhone, .iPadLandscape],
    _ checker: (KeyboardDeviceProfile) -> KeyboardLawChecker<Host>
) {
    for profile in devices {
        let violations = checker(profile).violations(of: laws)
        let verdict =
            violations.isEmpty
            ? "all \(laws.count) hold" : "VIOLATED: " + violations.map(\.description).joined(separator: "; ")
        print("laws on \(profile.name): \(verdict)")
    }
}
