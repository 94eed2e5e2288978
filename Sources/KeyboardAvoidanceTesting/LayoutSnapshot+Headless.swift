import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// How the checker takes a layout snapshot: the headless root view's whole tree, then what the approaches name.
extension LayoutSnapshot {
    /// The layout of `host`: its root view's tree when it is a `HeadlessView`, then what its approaches name.
    @MainActor
    init(_ host: some KeyboardHost) {
        self.init()
        let root = host.keyboardRootView as? HeadlessView
        if let root { collect(root, path: root.name) }
        appendApproachParts(of: host, rootInTree: root != nil) { ($0 as? HeadlessScrollView)?.offsetRange }
    }

    @MainActor
    private mutating func collect(_ view: HeadlessView, path: String, insideScrollView: Bool = false) {
        let scroll = view as? HeadlessScrollView
        if let scroll { offsets.append(Offset(path: path, offset: scroll.contentOffset, range: scroll.offsetRange)) }
        entries.append(
            Entry(
                path: path, frame: view.frame, insets: scroll?.contentInset,
                indicatorInsets: scroll?.verticalScrollIndicatorInsets,
                screenFrame: insideScrollView ? nil : view.frameInScreen))
        for (index, child) in view.subviews.enumerated() {
            collect(child, path: "\(path)/\(child.name)#\(index)", insideScrollView: insideScrollView || scroll != nil)
        }
    }
}
