// Tests for Sources/KeyboardAvoidanceUIKit/UIViewController+InteractiveDismissal.swift: the
// tracker's installation. A drag cannot be made in a test bundle (`isDragging` is UIKit's), so the
// tracker's decisions are tested headlessly (KeyboardDragTrackerTests). Compiled against Apple's
// iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    private final class Chat: UIViewController, KeyboardFollowing {
        let messages = UIScrollView()
        let send = UIButton()
        var keyboardFollowingView: any KeyboardLayoutView { send }
    }

    @MainActor
    @Suite struct InteractiveDismissalTests {
        @Test("One transparent tracker behind the content, however often asked; stopping removes it")
        func installsOnce() {
            let chat = Chat()
            chat.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            chat.view.addSubview(chat.messages)
            let before = chat.view.subviews.count
            #expect(!chat.isTrackingInteractiveDismissal, "nothing installed before the controller asks")
            chat.startTrackingInteractiveDismissal(in: chat.messages)
            chat.startTrackingInteractiveDismissal(in: chat.messages)
            #expect(chat.isTrackingInteractiveDismissal)
            #expect(chat.view.subviews.count == before + 1)
            let probe = chat.view.subviews.first
            #expect(probe?.isUserInteractionEnabled == false, "the tracker takes no touches")
            #expect((probe?.frame.height ?? 0) > chat.view.bounds.height, "it reaches below the root view")
            chat.stopTrackingInteractiveDismissal()
            #expect(!chat.isTrackingInteractiveDismissal)
            #expect(chat.view.subviews.count == before, "nothing left behind")
        }
    }
#endif
