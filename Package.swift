// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAvoidanceKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
        .library(name: "KeyboardSamples", targets: ["KeyboardSamples"]),
        .executable(name: "keyboard-demo", targets: ["keyboard-demo"]),
    ],
    targets: [
        .target(name: "KeyboardAvoidance"),
        .target(name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance"]),
        .target(name: "KeyboardSamples", dependencies: ["KeyboardAvoidance"]),
        .executableTarget(name: "keyboard-demo", dependencies: ["KeyboardAvoidance", "KeyboardSamples"]),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"]),
        .testTarget(name: "KeyboardSamplesTests", dependencies: ["KeyboardAvoidance", "KeyboardSamples"]),
    ],
    swiftLanguageModes: [.v6]
)
