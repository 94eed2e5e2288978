// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAvoidanceKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
        .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
        .library(name: "KeyboardSamples", targets: ["KeyboardSamples"]),
        .executable(name: "keyboard-demo", targets: ["keyboard-demo"]),
    ],
    targets: [
        .target(name: "KeyboardAvoidance"),
        .target(name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardAvoidanceTesting", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardSamples", dependencies: ["KeyboardAvoidance"]),
        .executableTarget(
            name: "keyboard-demo", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardSamples"]),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting"]),
        .testTarget(
            name: "KeyboardSamplesTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardSamples"]),
    ],
    swiftLanguageModes: [.v6]
)
