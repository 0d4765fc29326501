import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Text as real rows use it (issue 32, item 4): concatenation, interpolated styles, line limits,
/// truncation, shrinking, case and the view-wide text modifiers. Widths follow `FontMetrics`:
/// body text (17 pt) advances 0.55 × 17 = 9.35 pt a character and a line is 1.2 × 17 = 20.4 pt.
@MainActor
@Suite("Text")
struct TextTests {
    private let advance: CGFloat = 9.35
    private let line: CGFloat = 20.4

    /// The text behaviour of the node tagged `identifier` (the tag sits on the text or above it).
    private func text(_ graph: ViewGraph, _ identifier: String) -> TextBehavior? {
        graph.node(withAccessibilityIdentifier: identifier)?.subtree.lazy.compactMap { $0.behavior as? TextBehavior }.first
    }

    /// The strings drawn, one per `<tspan>`, in drawing order.
    private func drawn(_ graph: ViewGraph) -> [String] {
        graph.svgLines().joined().components(separatedBy: "<tspan").dropFirst().compactMap { span in
            guard let start = span.firstIndex(of: ">"), let end = span.range(of: "</tspan>") else { return nil }
            return String(span[span.index(after: start)..<end.lowerBound])
        }
    }

    @Test("two texts joined with + lay out as one line, each part drawn in its own style")
    func concatenationKeepsEachPartsStyle() {
        let (graph, _) = host(Text("Hello ") + Text("world").bold().foregroundColor(.red)
            , width: 400, height: 300)
        // 11 characters × 9.35 = 102.85 wide, one line.
        let root = graph.allNodes.first { $0.behavior is TextBehavior }
        #expect(abs((root?.globalFrame.width ?? 0) - 11 * advance) < 0.001)
        #expect(abs((root?.globalFrame.height ?? 0) - line) < 0.001)
        let svg = graph.svgLines().joined()
        #expect(drawn(graph) == ["Hello ", "world"])
        #expect(svg.contains("font-weight=\"700\""))
        #expect(svg.components(separatedBy: "font-weight=\"700\"").count == 2, "only \"world\" is bold")
        #expect(graph.texts == ["Hello world"])
    }

    @Test("a Text modifier on joined text sets only what each part left unset: the innermost wins")
    func innermostSettingWins() throws {
        let (graph, _) = host((Text("a").foregroundColor(.red).font(.title) + Text("b")).foregroundColor(.blue).font(.caption)
            .accessibilityIdentifier("t"))
        let behavior = try #require(text(graph, "t"))
        #expect(behavior.runs.map(\.color) == [Color.red.resolved, Color.blue.resolved])
        #expect(behavior.runs.map(\.font.size) == [28, 12])
    }

    @Test("a Text interpolated in a string keeps its style")
    func interpolatedTextKeepsItsStyle() throws {
        let (graph, _) = host(Text("Tap \(Text("here").bold()) to go").accessibilityIdentifier("t"))
        let behavior = try #require(text(graph, "t"))
        #expect(behavior.string == "Tap here to go")
        #expect(behavior.runs.map(\.string) == ["Tap ", "here", " to go"])
        #expect(behavior.runs.map(\.font.weight) == [.regular, .bold, .regular])
    }

    @Test("lineLimit(1) cuts the text at the tail with an ellipsis where it no longer fits")
    func lineLimitTruncatesTail() {
        // 60 points hold 6 characters; with the ellipsis, 5: "one t" + "…".
        let (graph, _) = host(Text("one two three").lineLimit(1).frame(width: 60).accessibilityIdentifier("t"))
        #expect(drawn(graph) == ["one t…"])
        #expect(abs((graph.frame("t")?.height ?? 0) - line) < 0.001)
    }

    @Test("truncation mode head keeps the end, middle keeps both ends")
    func headAndMiddleTruncation() {
        let (head, _) = host(Text("one two three").lineLimit(1).truncationMode(.head).frame(width: 60))
        #expect(drawn(head) == ["…three"])
        // Middle: characters are taken from each end in turn while they fit 60 − 9.35 points.
        let (middle, _) = host(Text("one two three").lineLimit(1).truncationMode(.middle).frame(width: 60))
        #expect(drawn(middle) == ["one…ee"])
    }

    @Test("without a limit text wraps at word boundaries and shows every line")
    func wrapsWithoutLimit() {
        let (graph, _) = host(Text("one two three").frame(width: 60).accessibilityIdentifier("t"))
        #expect(drawn(graph) == ["one", "two", "three"])
        #expect(abs((graph.frame("t")?.height ?? 0) - 3 * line) < 0.001)
    }

    @Test("text offered less height than it needs shows the lines that fit, the last truncated")
    func heightLimitsLines() {
        // 45 points hold two 20.4-point lines: "one", then "two three" cut to "two t…".
        let (graph, _) = host(Text("one two three").frame(width: 60, height: 45))
        #expect(drawn(graph) == ["one", "two t…"])
    }

    @Test("a line-limit range reserves its lower bound's height and caps at its upper bound")
    func lineLimitRange() {
        let (short, _) = host(Text("one").lineLimit(2...3).accessibilityIdentifier("t"))
        #expect(abs((short.frame("t")?.height ?? 0) - 2 * line) < 0.001)
        let (long, _) = host(Text("a b c d e f").lineLimit(2...3).frame(width: 10).accessibilityIdentifier("t"))
        #expect(drawn(long).count == 3)
        #expect(drawn(long).last?.hasSuffix("…") == true)
        let (reserved, _) = host(Text("one").lineLimit(4, reservesSpace: true).accessibilityIdentifier("t"))
        #expect(abs((reserved.frame("t")?.height ?? 0) - 4 * line) < 0.001)
    }

    @Test("minimumScaleFactor shrinks a line that does not fit before truncating it")
    func minimumScaleFactorShrinks() throws {
        // 13 characters need 121.55 points; 100 points fit at scale 100 / 121.55 ≈ 0.8227.
        let (graph, _) = host(Text("Headline text").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
            .accessibilityIdentifier("t"))
        let behavior = try #require(text(graph, "t"))
        let layout = TextLayout(runs: behavior.runs, width: 100, alignment: .leading, options: behavior.options)
        #expect(!layout.isTruncated)
        #expect(layout.scale > 0.81 && layout.scale <= 100 / 121.55)
        #expect(layout.size.width <= 100)
        #expect(drawn(graph) == ["Headline text"])
        // Not allowed to shrink that far: the smallest scale, then truncated.
        let (limited, _) = host(Text("Headline text").lineLimit(1).minimumScaleFactor(0.9).frame(width: 100))
        #expect(drawn(limited).first?.hasSuffix("…") == true)
    }

    @Test("textCase changes what is drawn, not the text views are found by")
    func textCaseDrawsUppercase() {
        let (graph, _) = host(Text("Settings").textCase(.uppercase))
        #expect(drawn(graph) == ["SETTINGS"])
        #expect(graph.texts == ["Settings"])
    }

    @Test("view-wide bold applies to texts that set no weight of their own")
    func viewWideBold() throws {
        let (graph, _) = host(VStack {
            Text("a").accessibilityIdentifier("a")
            Text("b").fontWeight(.light).accessibilityIdentifier("b")
        }.bold())
        #expect(try #require(text(graph, "a")).font.weight == .bold)
        #expect(try #require(text(graph, "b")).font.weight == .light)
    }

    @Test("underline and strikethrough draw a line under and through their run")
    func decorationsDraw() {
        let (plain, _) = host(Text("x"))
        let (underlined, _) = host(Text("x").underline() + Text("y").strikethrough(color: .red))
        let paths = { (graph: ViewGraph) in
            let svg = graph.svgLines().joined()
            return svg.components(separatedBy: "<path").count + svg.components(separatedBy: "<rect").count - 2
        }
        #expect(paths(underlined) == paths(plain) + 2)
    }

    @Test("lineSpacing adds space between lines")
    func lineSpacingAddsSpace() {
        let (graph, _) = host(Text("one two").lineSpacing(5).frame(width: 40).accessibilityIdentifier("t"))
        #expect(abs((graph.frame("t")?.height ?? 0) - (2 * line + 5)) < 0.001)
    }

    @Test("Text(_:format:) shows the formatted value")
    func formattedValue() {
        let (graph, _) = host(Text(42, format: .number))
        #expect(drawn(graph) == ["42"])
    }

    @Test("a change of line limit re-lays out the text that read it")
    func lineLimitChangeRelayouts() {
        struct Toggler: View {
            @State var limited = false
            var body: some View {
                Text("one two three").lineLimit(limited ? 1 : nil).frame(width: 60)
                    .accessibilityAction(named: "limit") { limited = true }
            }
        }
        let (graph, _) = host(Toggler())
        #expect(drawn(graph) == ["one", "two", "three"])
        graph.performAction(named: "limit")
        #expect(drawn(graph) == ["one t…"])
    }

    @Test("an image in a text sits in the line as one glyph as wide as the symbol, in the text's colour, and is read by its name")
    func inlineImage() throws {
        let rating = Text("\(Image(systemName: "star.fill")) 4.5").foregroundColor(.orange).accessibilityIdentifier("rating")
        let (graph, _) = host(rating, width: 400, height: 300)
        let behavior = try #require(text(graph, "rating"))
        let symbol = try #require(SymbolCatalog.symbol(named: "star.fill"))
        // The symbol is 17 pt tall and as wide as its aspect ratio says; " 4.5" is 4 glyphs.
        let width = 17 * FontMetrics.symbolHeight * symbol.aspectRatio + 4 * advance
        let node = try #require(graph.node(withAccessibilityIdentifier: "rating"))
        #expect(abs(node.globalFrame.width - width) < 0.001)
        #expect(abs(node.globalFrame.height - line) < 0.001)
        #expect(behavior.string == "star.fill 4.5", "VoiceOver and view(withText:) read the image by its name")
        #expect(drawn(graph) == [" 4.5"], "the image is not drawn as a character")
        let orange = Color.orange.resolved(for: .light)
        let items = graph.displayList().items
        #expect(items.contains { item in
            if case .path(_, let fill, _, _) = item.content { return fill == orange && item.identifier == "rating" }
            return false
        }, "the symbol is filled in the text's colour")
    }

    @Test("Text(Image) alone, and joined with +, measures as the symbol; an unknown image keeps a square")
    func textOfImage() throws {
        let (graph, _) = host(VStack {
            Text(Image(systemName: "star.fill")).font(.title).accessibilityIdentifier("alone")
            (Text(Image(systemName: "no.such.symbol")) + Text("ok")).accessibilityIdentifier("joined")
        }, width: 400, height: 300)
        let symbol = try #require(SymbolCatalog.symbol(named: "star.fill"))
        let alone = try #require(graph.node(withAccessibilityIdentifier: "alone"))
        #expect(abs(alone.globalFrame.width - 28 * FontMetrics.symbolHeight * symbol.aspectRatio) < 0.001)
        let joined = try #require(graph.node(withAccessibilityIdentifier: "joined"))
        #expect(abs(joined.globalFrame.width - (17 * FontMetrics.symbolHeight + 2 * advance)) < 0.001)
    }

    @Test("a key with a table, a bundle and a comment is the same text as the key alone: no string table is read")
    func keyWithTableAndBundle() {
        let named = Text("Greeting", tableName: "Localizable", bundle: .main, comment: "shown on launch")
        #expect(named == Text("Greeting"))
        #expect(Text("Greeting", bundle: nil) == Text("Greeting"))
    }

    @Test("a named image from a bundle is the same placeholder as the named image alone")
    func imageFromBundle() {
        #expect(Image("photo", bundle: .main) == Image("photo"))
        #expect(ViewHost(Image("photo", bundle: nil).accessibilityIdentifier("i")).view("i").globalFrame.size == LayoutDefaults.missingImageSize)
    }
}
