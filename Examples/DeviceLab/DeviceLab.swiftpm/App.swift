import KeyboardDeviceLab
import SwiftUI

/// The keyboard lab: its screens and the law monitor are in the kit's `KeyboardDeviceLab`.
@main
struct KeyboardLabApp: App {
    var body: some Scene {
        WindowGroup { DeviceLabView().ignoresSafeArea() }
    }
}
