public import KeyboardAvoidanceTesting

extension KeyboardDeviceProfile {
    /// The three geometries most tests run on: a small phone (320×568), a notched phone (390×844,
    /// 34 pt home indicator) and an iPad in landscape (1024×768).
    ///
    /// ```swift
    /// @Test(arguments: KeyboardDeviceProfile.testDevices) func shifts(device: KeyboardDeviceProfile) {}
    /// ```
    public static let testDevices: [KeyboardDeviceProfile] = [.smallPhone, .notchedPhone, .iPadLandscape]
}
