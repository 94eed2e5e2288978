// swift-tools-version: 6.0
import PackageDescription

/// Swift settings of every target: Swift 6 mode (below) plus the upcoming features the kit adopts
/// ahead of the next language mode.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),  // `any P` wherever a protocol is used as a type
    .enableUpcomingFeature("MemberImportVisibility"),  // members need an import of their module
    .enableUpcomingFeature("InternalImportsByDefault"),  // `import` is internal; `public import` says so
]

let package = Package(
    name: "KeyboardAvoidanceKit",
    // The oldest releases Xcode 26 still deploys to (iOS and tvOS 15, watchOS 8, visionOS 1), and
    // macOS 12, iOS 15's companion with Swift concurrency in the OS. Nothing the kit calls needs
    // more except `ObservableKeyboard` (Observation: iOS 17, macOS 14, tvOS 17, watchOS 10),
    // which is `@available` for those releases.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    // What an app adds (the core and the UIKit adapter) and what its tests add (the testing
    // product: the headless models, the keyboard simulator, the laws and `check()`); and the device
    // lab's screens, which only the lab app in Examples/DeviceLab adds. The samples and the
    // executables are not products: `swift run` runs these here.
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
        .library(
            name: "KeyboardAvoidanceTesting",
            targets: [
                "KeyboardAvoidanceTesting", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws",
                "KeyboardAvoidanceAssertions",
            ]),
        .library(name: "KeyboardDeviceLab", targets: ["KeyboardDeviceLab"]),
    ],
    targets: [
        // MARK: The kit

        // Events, reading, geometry, state, delivery, the host protocols and their defaults, the
        // approaches, animation. Foundation (and CoreGraphics where it exists); no UI type.
        .target(name: "KeyboardAvoidance", swiftSettings: settings),
        // UIKit conformances, the UIView animator and the debug law monitor; every file is inside
        // `#if canImport(UIKit)`.
        .target(
            name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceLaws"],
            swiftSettings: settings),
        // The laws and their judgement, a snapshot of what a user sees in, a verdict out: shared by
        // the headless checker and the UIKit law monitor, which cannot depend on the testing product.
        .target(name: "KeyboardAvoidanceLaws", dependencies: ["KeyboardAvoidance"], swiftSettings: settings),
        // Headless models of UIKit's views, controllers, windows and animations, for tests and
        // for teaching the kit off-device.
        .target(
            name: "KeyboardAvoidanceHeadless", dependencies: ["KeyboardAvoidance"], swiftSettings: settings),

        // MARK: Testing

        // The keyboard simulator, the device catalogue, the laws and their checker. Imports no
        // test framework.
        .target(
            name: "KeyboardAvoidanceTesting",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws"],
            swiftSettings: settings),
        // `check()`: law violations recorded as swift-testing issues or XCTest failures. For
        // test targets only: the one module that imports XCTest and Testing.
        .target(
            name: "KeyboardAvoidanceAssertions", dependencies: ["KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting"],
            swiftSettings: settings),

        // MARK: Teaching

        // The headless controllers that teach the kit, one per approach: for the demo, the
        // playgrounds and the tests, not for apps.
        .target(
            name: "KeyboardSamples", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless"],
            swiftSettings: settings),
        // The device lab's screens, for the lab app in Examples/DeviceLab (iOS only; empty elsewhere).
        .target(
            name: "KeyboardDeviceLab", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceUIKit"],
            swiftSettings: settings),
        // The main job: the samples through scripted keyboard sessions; replays of device logs.
        .executableTarget(
            name: "keyboard-demo",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting",
                "KeyboardSamples",
            ],
            swiftSettings: settings),

        // MARK: Tests

        // What several test targets share: recording hosts, device lists, fixtures.
        .target(
            name: "KeyboardTestSupport",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceTesting"],
            path: "Tests/KeyboardTestSupport", swiftSettings: settings),
        .testTarget(
            name: "KeyboardAvoidanceTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting",
                "KeyboardAvoidanceAssertions", "KeyboardTestSupport",
            ],
            swiftSettings: settings),
        .testTarget(
            name: "KeyboardAvoidanceHeadlessTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceHeadless"],
            swiftSettings: settings),
        .testTarget(
            name: "KeyboardAvoidanceLawsTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceLaws"],
            swiftSettings: settings),
        .testTarget(
            name: "KeyboardAvoidanceTestingTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting",
                "KeyboardAvoidanceAssertions", "KeyboardSamples", "KeyboardTestSupport",
            ],
            swiftSettings: settings),
        .testTarget(
            name: "KeyboardSamplesTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting",
                "KeyboardAvoidanceAssertions", "KeyboardSamples", "KeyboardTestSupport",
            ],
            swiftSettings: settings),
        .testTarget(
            name: "KeyboardReliabilityTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting",
                "KeyboardAvoidanceAssertions", "KeyboardSamples", "KeyboardTestSupport",
            ],
            exclude: ["README.md"],  // what the reliability work ran and found
            swiftSettings: settings),
        .testTarget(
            name: "KeyboardDemoTests",
            dependencies: [
                "keyboard-demo", "KeyboardAvoidanceHeadless", "KeyboardAvoidanceLaws", "KeyboardAvoidanceTesting",
                "KeyboardTestSupport",
            ],
            swiftSettings: settings),
        // Compiled against Apple's SDKs by Scripts/check-apple-sdk.sh and run on the iOS Simulator by
        // .github/workflows/apple.yml; on Linux it compiles to nothing.
        .testTarget(
            name: "KeyboardAvoidanceUIKitTests", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceUIKit"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
