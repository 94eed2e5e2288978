// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAvoidanceKit",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
        .library(name: "KeyboardAvoidanceHeadless", targets: ["KeyboardAvoidanceHeadless"]),
        .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
        .library(name: "KeyboardSamples", targets: ["KeyboardSamples"]),
        .executable(name: "keyboard-demo", targets: ["keyboard-demo"]),
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
    ],
    targets: [
        .target(name: "KeyboardAvoidance"),
        .target(name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardAvoidanceHeadless", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardAvoidanceTesting", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless"]),
        .target(name: "KeyboardSamples", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless"]),
        .executableTarget(
            name: "keyboard-demo",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceTesting", "KeyboardSamples",
            ]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "keyboard-bench",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardSamples", "CAllocationCounter"]),
        .testTarget(
            name: "KeyboardAvoidanceTests",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceTesting"]),
        .testTarget(
            name: "KeyboardAvoidanceHeadlessTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless"]),
        .testTarget(
            name: "KeyboardSamplesTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceTesting", "KeyboardSamples",
            ]),
        .testTarget(
            name: "KeyboardAvoidanceTestingTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceTesting", "KeyboardSamples",
            ]),
        .testTarget(
            name: "KeyboardReliabilityTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceTesting", "KeyboardSamples",
            ]),
        .testTarget(name: "KeyboardDemoTests", dependencies: ["keyboard-demo"]),
        // Runs where UIKit is real (the iOS Simulator) and, on Linux, against the UIKit stand-in of
        // Scripts/check-uikit-adapter.sh; plain `swift test` on Linux compiles it to nothing.
        .testTarget(
            name: "KeyboardAvoidanceUIKitTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceUIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
