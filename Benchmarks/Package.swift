// swift-tools-version: 6.0
// The kit's benchmark, a package of its own so that users of the kit never build it or its C
// shim. Run from the repository's root:
//
//     swift run --package-path Benchmarks -c release keyboard-bench [--quick] [--json]
import PackageDescription

let package = Package(
    name: "KeyboardAvoidanceBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "KeyboardAvoidanceKit", path: "..")],
    targets: [
        // Release-mode measurements of the kit's own work per keyboard event, side by side with
        // baselines measured in the same run; it needs the core only (no headless models).
        .executableTarget(
            name: "keyboard-bench",
            dependencies: [
                .product(name: "KeyboardAvoidance", package: "KeyboardAvoidanceKit"),
                "CAllocationCounter",
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Counts malloc calls for the benchmark's allocation figures; linked into nothing else.
        .target(name: "CAllocationCounter"),
    ],
    swiftLanguageModes: [.v6]
)
