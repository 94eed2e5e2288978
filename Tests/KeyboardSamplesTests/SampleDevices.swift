import KeyboardAvoidanceTesting

/// The three geometries every sample is tested on: a small phone (320×568), a notched phone
/// (390×844, 34 pt home indicator) and an iPad in landscape (1024×768).
let sampleDevices: [KeyboardDeviceProfile] = [.smallPhone, .notchedPhone, .iPadLandscape]
