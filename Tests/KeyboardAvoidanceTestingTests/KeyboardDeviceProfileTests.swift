import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

private let catalogue = KeyboardDeviceProfile.catalogue

@Suite struct KeyboardDeviceProfileTests {
    @Test func theCatalogueHoldsEveryDeviceInBothOrientations() {
        let devices = catalogue.filter { profile in profile == catalogue.first { $0.portrait == profile.portrait } }
        #expect(devices.count >= 12)
        #expect(catalogue.count == 2 * devices.count)
        for profile in catalogue {
            #expect(catalogue.contains(profile.rotated()), "\(profile.name)")
        }
    }

    @Test func theCatalogueCoversSmallClassicPlusNotchedCurrentAndLargePhonesAndIPads() {
        let portraitScreens = Set(
            catalogue.map { "\(Int($0.portrait.screenSize.width))×\(Int($0.portrait.screenSize.height))" })
        for size in [
            "320×480", "320×568", "375×667", "414×736", "375×812", "414×896", "390×844", "393×852", "430×932",
            "768×1024",
            "834×1194", "1024×1366",
        ] {
            #expect(portraitScreens.contains(size), "\(size)")
        }
        let windows = catalogue.filter { !$0.isFullScreen }
        #expect(windows.contains { $0.name == "iPad Slide Over" && $0.windowBounds.width == 320 })
        #expect(windows.contains { $0.name == "iPad Stage Manager" && $0.windowBounds.width < $0.screenSize.width })
        #expect(windows.allSatisfy { $0.idiom == .pad })
    }

    @Test func namesAreUniqueAndLookUpForgivingly() {
        #expect(Set(catalogue.map(\.name)).count == catalogue.count)
        for profile in catalogue {
            #expect(KeyboardDeviceProfile.named(profile.name) == profile)
        }
        #expect(KeyboardDeviceProfile.named("IPHONE 8 (LANDSCAPE)") == KeyboardDeviceProfile.classicPhone.rotated())
        #expect(KeyboardDeviceProfile.named("ipad-landscape") == .iPadLandscape)
        #expect(KeyboardDeviceProfile.named("iPhone 99") == nil)
        #expect(KeyboardDeviceProfile.named(" ( ) ") == nil)
    }

    @Test(arguments: catalogue)
    func everyNumberNamesItsSource(profile: KeyboardDeviceProfile) {
        for metrics in [profile.metrics, profile.rotatedMetrics] {
            #expect(
                metrics.source.contains("KeyboardFacts \u{A7}") || metrics.source.contains("modelled"),
                "\(metrics.source)")
            // A number the source does not name must come from a rule it marks as modelled.
            for height in [
                metrics.keyboardHeight, metrics.keyboardHeightWithoutPredictive, metrics.emojiKeyboardHeight,
            ] {
                let named = metrics.source.contains(String(Int(height)))
                #expect(named || metrics.source.contains("modelled"), "\(profile.name): \(height) in \(metrics.source)")
            }
        }
    }

    @Test(arguments: catalogue)
    func geometryIsConsistent(profile: KeyboardDeviceProfile) {
        let size = profile.screenSize
        #expect(profile.orientation == (size.width > size.height ? .landscape : .portrait))
        #expect(profile.idiom == (min(size.width, size.height) >= 600 ? .pad : .phone))
        #expect(profile.keyboardHeightWithoutPredictive < profile.keyboardHeight)
        #expect(profile.emojiKeyboardHeight > profile.keyboardHeightWithoutPredictive)
        #expect(profile.keyboardHeight < size.height * 0.7)
        #expect(profile.hardwareKeyboardBarHeight < profile.keyboardHeightWithoutPredictive)
        #expect(profile.hardwareKeyboardBarHeight >= 44)
        #expect(profile.screenBounds.contains(profile.windowBounds))
        let insets = profile.safeAreaInsets
        #expect(insets.top + insets.bottom < profile.windowBounds.height / 4)
        #expect(profile.keyboardHeight(predictiveBar: false) == profile.keyboardHeightWithoutPredictive)
        #expect(profile.keyboardHeight(emoji: true) == profile.emojiKeyboardHeight)
        #expect(profile.description == "\(profile.name) \(Int(size.width))×\(Int(size.height))")
    }

    @Test(arguments: catalogue)
    func rotatingTwiceGivesTheProfileBack(profile: KeyboardDeviceProfile) {
        let turned = profile.rotated()
        #expect(turned.rotated() == profile)
        #expect(turned.orientation != profile.orientation)
        #expect(turned.screenSize == CGSize(width: profile.screenSize.height, height: profile.screenSize.width))
        #expect(turned.idiom == profile.idiom)
        #expect(profile.portrait.orientation == .portrait && profile.landscape.orientation == .landscape)
    }

    @Test(arguments: catalogue.filter { $0.idiom == .phone && $0.orientation == .portrait })
    func landscapePhoneHeightsFollowTheModelledRule(profile: KeyboardDeviceProfile) {
        let landscape = profile.rotated()
        let notched = profile.safeAreaInsets.bottom == 34
        func rule(_ height: CGFloat) -> CGFloat {
            notched ? ((height - 34) * 0.75).rounded() + 21 : (height * 0.75).rounded()
        }
        #expect(landscape.keyboardHeight == rule(profile.keyboardHeight))
        #expect(landscape.keyboardHeightWithoutPredictive == rule(profile.keyboardHeightWithoutPredictive))
        #expect(landscape.emojiKeyboardHeight == rule(profile.emojiKeyboardHeight))
        #expect(landscape.hardwareKeyboardBarHeight == (notched ? 65 : 44))
    }

    @Test func theOriginalThreeProfilesKeepTheirNumbers() {
        let small = KeyboardDeviceProfile.smallPhone
        #expect(small.name == "iPhone SE (1st gen)" && small.screenSize == CGSize(width: 320, height: 568))
        #expect(small.safeAreaInsets == LayoutInsets(top: 20))
        #expect(
            [
                small.keyboardHeight, small.keyboardHeightWithoutPredictive, small.emojiKeyboardHeight,
                small.hardwareKeyboardBarHeight,
            ] == [253, 216, 253, 44])
        let notched = KeyboardDeviceProfile.notchedPhone
        #expect(notched.name == "iPhone 14" && notched.screenSize == CGSize(width: 390, height: 844))
        #expect(notched.safeAreaInsets == LayoutInsets(top: 47, bottom: 34))
        #expect(
            [
                notched.keyboardHeight, notched.keyboardHeightWithoutPredictive, notched.emojiKeyboardHeight,
                notched.hardwareKeyboardBarHeight,
            ] == [336, 291, 333, 78])
        let pad = KeyboardDeviceProfile.iPadLandscape
        #expect(pad.name == "iPad (landscape)" && pad.screenSize == CGSize(width: 1024, height: 768))
        #expect(pad.safeAreaInsets == LayoutInsets(top: 24, bottom: 20))
        #expect(
            [
                pad.keyboardHeight, pad.keyboardHeightWithoutPredictive, pad.emojiKeyboardHeight,
                pad.hardwareKeyboardBarHeight,
            ] == [398, 352, 391, 55])
        #expect(pad == KeyboardDeviceProfile.iPad.rotated())
        #expect(pad.portrait.name == "iPad")
    }

    @Test func rotatedNamesGainAndLoseTheirOrientation() {
        #expect(KeyboardDeviceProfile.classicPhone.rotated().name == "iPhone 8 (landscape)")
        #expect(KeyboardDeviceProfile.iPadSlideOver.rotated().name == "iPad Slide Over (portrait)")
        #expect(
            KeyboardDeviceProfile.iPadSlideOver.rotated().windowFrame == CGRect(x: 438, y: 24, width: 320, height: 980))
    }

    @Test func aProfileFromOneOrientationModelsTheOther() {
        let kiosk = KeyboardDeviceProfile(
            name: "Kiosk", screenSize: CGSize(width: 1080, height: 810), safeAreaInsets: LayoutInsets(top: 24),
            keyboardHeight: 398, keyboardHeightWithoutPredictive: 352, emojiKeyboardHeight: 391,
            hardwareKeyboardBarHeight: 55, source: "modelled")
        #expect(kiosk.orientation == .landscape && kiosk.idiom == .pad)
        let portrait = kiosk.rotated()
        #expect(portrait.name == "Kiosk (portrait)")
        #expect(portrait.screenSize == CGSize(width: 810, height: 1080))
        #expect(portrait.keyboardHeight == 398)
        #expect(portrait.source.contains("modelled"))
        var edited = kiosk
        edited.keyboardHeight = 400
        edited.windowFrame = CGRect(x: 0, y: 0, width: 540, height: 810)
        #expect(edited.metrics.keyboardHeight == 400 && !edited.isFullScreen)
        #expect(KeyboardDeviceProfile.matching(screenSize: CGSize(width: 1, height: 1)) == nil)
    }
}
