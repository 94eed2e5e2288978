import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@testable import keyboard_demo

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects the elements of an SVG document as it is parsed.
final class SVGOutline: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var panel: String?
    }

    var elements: [Element] = []
    var texts: [String] = []
    private var panels: [String?] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let panel = attributes["class"] == "panel" ? attributes["id"] : panels.last ?? nil
        panels.append(panel)
        elements.append(Element(name: name, attributes: attributes, panel: panel))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        panels.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }

    /// Parses `svg`; `nil` when it is not well-formed XML.
    static func parse(_ svg: String) -> SVGOutline? {
        let outline = SVGOutline()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = outline
        return parser.parse() ? outline : nil
    }
}

@MainActor
@Suite struct StoryboardTests {
    @Test func theStoryboardIsWellFormedSVGWithOnePanelPerStep() throws {
        let harness = DemoHarness()
        #expect(harness.run("--svg", "story.svg") == 0)
        let data = try #require(harness.files["story.svg"])
        let svg = String(decoding: data, as: UTF8.self)
        let outline = try #require(SVGOutline.parse(svg))
        let root = try #require(outline.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let runs = DemoSample.all.map { DemoSession(sample: $0, device: DemoDevices.standard).run() }
        let panels = outline.elements.filter { $0.attributes["class"] == "panel" }
        #expect(panels.count == runs.map(\.steps.count).reduce(0, +))
        #expect(panels.map { $0.attributes["data-step"] ?? "" } == runs.flatMap { $0.steps.map(\.title) })
        #expect(harness.out.contains("storyboard: story.svg (\(panels.count) panels)"))
        // A panel draws the focused field when its step ends with one (the last step resigns it).
        let focused = runs.flatMap { $0.steps.map { $0.final.field != nil } }
        #expect(focused.contains(true) && focused.contains(false))
        for (panel, hasFocus) in zip(panels, focused) {
            let inside = outline.elements.filter { $0.panel == panel.attributes["id"] }
            #expect(inside.filter { $0.attributes["class"] == "screen" }.count == 1)
            #expect(inside.contains { $0.attributes["class"] == "view host" })
            #expect(inside.contains { $0.attributes["class"] == "view focus" } == hasFocus)
            #expect(inside.contains { $0.name == "clipPath" })
        }
        let keyboards = outline.elements.filter { $0.attributes["class"] == "keyboard" }
        #expect(keyboards.count == runs.flatMap(\.steps).filter { $0.final.attachment != .hidden }.count)
        #expect(!outline.texts.contains("COVERED"))
    }

    @Test func panelsAreToScale() throws {
        let run = DemoSession(sample: DemoSample.all[0], device: .notchedPhone).run()
        let storyboard = Storyboard(runs: [run])
        #expect(abs(storyboard.scale - 280.0 / 844.0) < 1e-12)
        let outline = try #require(SVGOutline.parse(storyboard.svg))
        let screens = outline.elements.filter { $0.attributes["class"] == "screen" }
        let sizes = screens.map { [Double($0.attributes["width"] ?? ""), Double($0.attributes["height"] ?? "")] }
        #expect(sizes.filter { $0 == [129.38, 280] }.count == run.steps.count - 3)  // portrait, before rotation
        #expect(sizes.filter { $0 == [280, 129.38] }.count == 3)  // landscape: rotation, hardware keyboard, hide
        let keyboard = try #require(outline.elements.first { $0.attributes["class"] == "keyboard" })
        #expect(Double(keyboard.attributes["height"] ?? "") == 96.54)  // 291 pt
    }

    @Test func textIsEscaped() throws {
        #expect(SVG.escape(#"a <b> & "c""#) == "a &lt;b&gt; &amp; &quot;c&quot;")
        #expect(SVG.number(1.005) == "1")
        #expect(SVG.number(96.5403) == "96.54")
        #expect(SVG.number(.infinity) == "0")
        #expect(SVG.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    }

    @Test func aFailedWriteExitsOne() {
        let harness = DemoHarness()
        var io = harness.io
        io.writeFile = { _, _ in throw CocoaError(.fileWriteNoPermission) }
        #expect(DemoProgram(io: io).run(["--sample", "login", "--svg", "/nowhere/story.svg"]) == 1)
        #expect(harness.err.contains("cannot write the storyboard to /nowhere/story.svg"))
    }
}
