import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Bugs the reliability work found, each with its minimal reproduction.
///
/// All four are fixed, and their tests are regression tests.
@MainActor
@Suite("Bugs found by model checking, fixed and kept fixed")
struct ModelCheckingRegressionTests {
    /// B1.
    ///
    /// `ComposeMessageViewController` creates its `ObservableKeyboard` in `viewDidLoad()`, before
    /// its view is in a window. Registering lays the observable out at once for the keyboard that
    /// is already up, but measured off-window (screen bounds `.null`) it publishes `.hidden` and
    /// overlap 0, and nothing corrects it until the next keyboard notification: a composer pushed
    /// while the keyboard is up publishes "no keyboard" although the keyboard covers its list. (Its
    /// own inset is right: the controller registers in `viewWillAppear()`.)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("B1 (fixed): the composer's ObservableKeyboard describes a keyboard that was up before it appeared")
    func composerObservableIsStaleWhenPresentedOverTheKeyboard() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
        _ = KeyboardMonitor.monitor(for: center)  // an earlier screen started the monitor
        keyboard.show()  // 336 pt, docked
        let compose = ComposeMessageViewController(center: center)
        compose.present(in: keyboard.makeWindow())
        #expect(compose.keyboardOverlap == 302)  // the controller itself is right: 336 − 34
        #expect(compose.observableKeyboard?.attachment == .docked)
        #expect(compose.observableKeyboard?.overlap == 336)
    }

    @Test("B1 as the model checker finds it: [.show, .releaseAndRecreate]")
    func composerObservableIsStaleInTheModel() {
        let session = ModelSession(
            seed: 0xC598_3FC8_FF03_5A52, device: "iPhone 15", sample: .compose, quirks: [],
            actions: [.show, .releaseAndRecreate])
        let violation = ModelRun(session).run()
        #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
    }
}

extension ModelCheckingRegressionTests {
    /// B2.
    ///
    /// A keyboard that reaches above the scroll form's scroll view (here the catalogue's huge
    /// frame, which the kit accepts as a keyboard covering the screen) makes
    /// `KeyboardConstraintAdjusting` set the constant to −(overlap − bottom inset) with no bound,
    /// and `ScrollFormViewController`'s constraint closure then gives the scroll view a **negative
    /// height**. That closure reads `scroll.frame.minY`, which a negative height standardizes to
    /// the wrong edge, so the next keyboard lays the form out wrongly (461 pt expected, 508 pt laid
    /// out) until a hide.
    @Test("B2 (fixed): a keyboard covering the whole scroll form never gives its scroll view a negative height")
    func scrollFormNegativeHeight() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
        let form = ScrollFormViewController(center: center)
        form.present(in: keyboard.makeWindow())  // 390×844, insets 47 / 34
        form.focus(form.fields[7])
        keyboard.show(frame: CGRect(x: -1e12, y: -1e12, width: 4e12, height: 4e12))
        #expect(form.scrollView.frame.size.height >= 0, "scrollView.frame = \(form.scrollView.frame)")
        keyboard.show()  // a valid 336 pt keyboard
        #expect(form.scrollView.frame.size.height == CGFloat(844 - 47 - 336))
        keyboard.hide()
        #expect(form.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }

    /// B3.
    ///
    /// When the visible area is shorter than the focused field plus its padding on both sides (but
    /// the field itself fits), scrolling shows the *padded* rect's top, so the field's bottom stays
    /// under the keyboard. The scroll form's `KeyboardAvoider` pads by 20 pt (the kit's
    /// `KeyboardInsetAdjusting` default is 16, the composer's 8; all behave the same): on the
    /// iPhone SE in landscape (568×320) a 260 pt keyboard (the 190 pt keyboard with a 70 pt input
    /// accessory view) leaves 60 pt; a 44 pt field fits, but is shown at y 20…64.
    ///
    /// Fixed in `KeyboardScrollView.rectToReveal(_:padding:)`: the padding shrinks to what the
    /// visible area leaves, measured after the insets change.
    @Test("B3 (fixed): a padding larger than the room left never hides the bottom of a field that fits")
    func paddingLargerThanTheRoom() {
        let center = NotificationCenter()
        let device = KeyboardDeviceProfile.smallPhone.landscape
        let keyboard = KeyboardSimulator(center: center, device: device)
        let form = ScrollFormViewController(center: center)
        form.present(in: keyboard.makeWindow())
        form.focus(form.fields[7])
        keyboard.show(height: 260)
        let field = form.fields[7].frameInScreen
        #expect(field.height <= keyboard.frame.minY)  // it fits above the keyboard
        #expect(field.maxY <= keyboard.frame.minY, "field \(field), keyboard top \(keyboard.frame.minY)")
    }

    /// B4.
    ///
    /// `keyboardFocusedViewRoomAbove()` undoes the growth of the root's top safe-area inset caused
    /// by the shift (`inset − shift`), but a safe-area inset never exceeds the view's height
    /// (UIKit's and the headless model's rule), so once a shift exceeds height − top inset the undo
    /// subtracts too much and the room comes out too large. A screen laid out before its field is
    /// focused (full shift, no cap), whose field is then focused, ends shifted further than one
    /// focused from the start: its field goes above the top safe area. It needs a keyboard reaching
    /// above the top safe area (here 820 pt on the 844 pt phone).
    ///
    /// Fixed by modelling UIKit: a controller's root view keeps the safe area its controller gave
    /// it at the last layout pass wherever it is moved (KeyboardFacts §7), so the kit reads the
    /// inset as it is and undoes nothing.
    @Test("B4 (fixed): the room above the focused field is the same however the field came to be focused")
    func roomAboveAfterALargeShift() {
        func transfer(focusFirst: Bool) -> CGRect {
            let center = NotificationCenter()
            let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
            let screen = TransferConfirmViewController(center: center)
            screen.present(in: keyboard.makeWindow())
            if focusFirst { screen.focus(screen.amountField) }
            keyboard.show(height: 820)
            if !focusFirst { screen.focus(screen.amountField) }
            return screen.view.frame
        }
        let focusedFirst = transfer(focusFirst: true)
        #expect(focusedFirst.minY == CGFloat(-637))  // the field (y 684) stops at the top safe area (y 47)
        #expect(transfer(focusFirst: false) == focusedFirst)
    }
}
