// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAvoidanceKit",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
        .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
        .library(name: "KeyboardSamples", targets: ["KeyboardSamples"]),
        .executable(name: "keyboard-demo", targets: ["keyboard-demo"]),
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
    ],
    targets: [
        .target(name: "KeyboardAvoidance"),
        .target(name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardAvoidanceTesting", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardSamples", dependencies: ["KeyboardAvoidance"]),
        .executableTarget(
            name: "keyboard-demo", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardSamples"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "keyboard-bench", dependencies: ["KeyboardAvoidance", "KeyboardSamples", "CAllocationCounter"]),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting"]),
        .testTarget(
            name: "KeyboardSamplesTests",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardSamples"]),
        .testTarget(
            name: "KeyboardAvoidanceTestingTests",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardSamples"]),
        .testTarget(
            name: "KeyboardReliabilityTests",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardSamples"]),
        .testTarget(name: "KeyboardDemoTests", dependencies: ["keyboard-demo"]),
    ],
    swiftLanguageModes: [.v6]
)
