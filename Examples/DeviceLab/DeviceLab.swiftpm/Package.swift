// swift-tools-version: 5.9
// The lab app's manifest: an app package Xcode opens on a Mac (File ▸ Open this folder). It cannot be
// built off a Mac (AppleProductTypes is Xcode's), so it holds nothing but the app's settings; the
// screens are the kit's KeyboardDeviceLab, compiled for iOS by Scripts/check-apple-sdk.sh.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "KeyboardLab",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "Keyboard Lab",
            targets: ["KeyboardLab"],
            bundleIdentifier: "example.keyboard-lab",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .keyboard),
            supportedDeviceFamilies: [.pad, .phone],
            // Every orientation, so iPadOS can window the app (Stage Manager, Slide Over, Split View).
            supportedInterfaceOrientations: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        )
    ],
    // The kit, three folders up. A package on a path is named after its folder: if the kit was cloned
    // under a name other than KeyboardAvoidanceKit, write that name in `package:` below.
    dependencies: [.package(path: "../../..")],
    targets: [
        .executableTarget(
            name: "KeyboardLab", dependencies: [.product(name: "KeyboardDeviceLab", package: "KeyboardAvoidanceKit")],
            path: ".", sources: ["App.swift"])
    ]
)
