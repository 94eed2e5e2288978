import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The laws of coverage: keyboards that cover nothing move nothing; the host responds to what is covered, in place.
extension LawRun {
    // MARK: - ignoresKeyboardsThatCoverNothing

    var coverNothingSessions: [Session] {
        let screen = device.screenBounds
        let height = device.keyboardHeight
        let detached: [(name: String, mode: KeyboardSimulator.PadMode)] = [
            ("undocked", .undocked), ("split", .split), ("floated", .floating),
        ]
        return [
            Session(name: "another app's keyboard (isLocal false) shown, then without the predictive bar") { keyboard in
                keyboard.isLocal = false
                keyboard.show()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a keyboard on another screen (an external display's), shown and changed") { keyboard in
                keyboard.notificationObject = HeadlessScreen(bounds: screen)
                keyboard.show()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a keyboard frame of zero height on the screen's bottom edge") { keyboard in
                keyboard.show(frame: CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0))
            },
            Session(name: "a \(pt(height)) keyboard frame parked below the screen") { keyboard in
                keyboard.show(frame: CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height))
            },
            Session(name: "a floating keyboard shown from hidden, then moved", padOnly: true) { keyboard in
                keyboard.float()
                keyboard.show()
                keyboard.moveFloatingKeyboard(to: CGPoint(x: 40, y: 80))
            },
        ]
            + detached.map { name, mode in
                Session(name: "a show, then the keyboard \(name)", padOnly: true) { keyboard in
                    keyboard.show()
                    keyboard.setMode(mode)
                }
            }
    }

    func ignoresKeyboardsThatCoverNothing() -> [String] {
        let problems = supported(coverNothingSessions).compactMap { session in
            let (original, layout, _) = layouts(quirks: session.quirks, after: session.script)
            return layout.restores(original).map {
                "after \(session.name), which covers nothing, the layout is not as with no keyboard: " + $0
            }
        }
        // A page sheet presented from the topmost controller, so over a host that is itself a sheet too.
        let run = trial()
        guard var presenter = run.environment.window.rootViewController else { return problems }
        while let presented = presenter.presentedViewController { presenter = presented }
        let original = run.layout
        let sheet = HeadlessViewController(notificationCenter: run.environment.center)
        let field = HeadlessView(name: "sheetField")
        sheet.view.addSubview(field)
        presenter.present(sheet, style: .sheet)
        field.frame = CGRect(x: 16, y: sheet.view.bounds.height - 120, width: sheet.view.bounds.width - 32, height: 44)
        sheet.focus(field)
        run.keyboard.show()
        let layout = run.layout
        run.keyboard.hide()
        presenter.dismissPresented()
        guard let difference = layout.restores(original) else { return problems }
        return problems + [
            "with a page sheet presented over the host (which stays registered, as in UIKit) and the keyboard "
                + "up for a field in the sheet, the host's layout is not as with no keyboard: " + difference
        ]
    }

    // MARK: - respondsToWhatIsCovered

    func respondsToWhatIsCovered() -> [String] {
        let screen = device.screenBounds
        /// A docked keyboard frame whose top `visible` points are on the screen.
        func docked(_ visible: CGFloat, height: CGFloat? = nil) -> CGRect {
            CGRect(x: screen.minX, y: screen.maxY - visible, width: screen.width, height: height ?? visible)
        }
        let height = device.keyboardHeight
        let emoji = device.emojiKeyboardHeight
        let bar = device.hardwareKeyboardBarHeight
        let keyboards: [(name: String, frame: CGRect)] = [
            ("the \(pt(height)) keyboard", docked(height)),
            ("the \(pt(emoji)) emoji keyboard", docked(emoji)),
            ("a hardware keyboard's \(pt(bar)) strip", docked(bar, height: height)),
        ]
        // Pairs of keyboards whose visible parts are the same: the second runs on below the screen.
        let twins = [(docked(height), docked(height, height: 2 * height)), (docked(bar), docked(bar, height: height))]
        var problems: [String] = []
        for placement in HostPlacement.all(on: device) {
            problems += keyboards.compactMap { keyboard in
                let run = trial(placement: placement)
                let before = run.layout
                let host = run.host.keyboardRootView.frameInScreen
                run.keyboard.show(frame: keyboard.frame)
                let after = run.layout
                run.keyboard.hide()
                let covered = KeyboardGeometry.overlap(
                    keyboardFrame: keyboard.frame, screenBounds: screen, hostFrame: host)
                guard let move = before.furthestMove(to: after, beyond: covered) else { return nil }
                return "\(placement.label)under \(keyboard.name) at \(Format.rect(keyboard.frame)), which covers "
                    + "\(pt(covered)) of the host \(Format.rect(host)), \(move.path) \(move.what)"
            }
            problems += twins.compactMap { first, second in
                let layouts = [first, second].map { freshLayout(under: $0, placement: placement) }
                return layouts[0].changes(to: layouts[1]).map {
                    "\(placement.label)a keyboard at \(Format.rect(first)) and one at \(Format.rect(second)), whose "
                        + "visible parts are the same, left different layouts: \($0)"
                }
            }
        }
        return problems
    }

    // MARK: - transitionsHappenInPlace

    func transitionsHappenInPlace() -> [String] {
        let rotated = device.rotated()
        var transitions: [(name: String, device: KeyboardDeviceProfile, placement: HostPlacement)] = [
            ("rotating to \(rotated)", rotated, .fullScreen)
        ]
        if device.idiom == .pad, device.isFullScreen {
            var half = device.screenBounds
            half.size.width = (device.screenSize.width / 2).rounded()
            let placement = HostPlacement(label: "", frame: half, safeAreaInsets: device.safeAreaInsets)
            transitions.append(("resizing the window to Split View \(Format.rect(half))", device, placement))
        } else if let window = device.windowFrame {
            // A Slide Over or Stage Manager window moved up mid-screen, and resized, with the keyboard up.
            let moved = window.offsetBy(dx: -(window.minX / 2).rounded(), dy: -(window.minY / 2).rounded())
            var resized = window
            resized.size.height = (window.height * 3 / 4).rounded()
            for (verb, frame) in [("moving", moved), ("resizing", resized)] {
                let placement = HostPlacement(label: "", frame: frame, safeAreaInsets: device.safeAreaInsets)
                transitions.append(("\(verb) the window to \(Format.rect(frame))", device, placement))
            }
        }
        // Only a presented controller's root view is laid out again by its window.
        guard trial(registered: false).environment.window.rootViewController != nil else { return [] }
        return transitions.flatMap { transition in
            let run = trial()
            run.keyboard.show()
            if transition.device != device {
                run.keyboard.rotate()
            } else if let frame = transition.placement.frame {
                run.keyboard.resizeWindow(to: frame, safeAreaInsets: transition.placement.safeAreaInsets)
            }
            let turned = run.layout
            let end = run.keyboard.frame
            run.keyboard.hide()
            let hidden = run.layout
            let fresh = layouts(placement: transition.placement, on: transition.device) { $0.show(frame: end) }
            return [
                fresh.after.changes(to: turned).map {
                    "after \(transition.name) with the keyboard up (now at \(Format.rect(end))), the layout is not a "
                        + "host's presented there after one show: \($0)"
                },
                fresh.before.changes(to: hidden).map {
                    "after \(transition.name) with the keyboard up and a hide, the layout is not a host's presented "
                        + "there with no keyboard: \($0)"
                },
            ].compactMap { $0 }
        }
    }
}
