// swift-tools-version: 6.0
// repo-check: the checks of Scripts/build-docs.sh that read symbol graphs and
// Markdown, as a command-line tool. A package of its own, Foundation only, so that the
// scripts need nothing but a Swift toolchain. The scripts build it; by hand, from the repository's root:
//
//     swift run --package-path Scripts/RepoCheck repo-check --help
import PackageDescription

let package = Package(
    name: "RepoCheck",
    targets: [
        // One file per subcommand, plus the symbol graph's Codable model and path and text helpers.
        .executableTarget(
            name: "repo-check",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility")]
        )
    ],
    swiftLanguageModes: [.v6]
)
