import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `alignmentGuide(_:computeValue:)` as SwiftUI documents it: the container aligns each child by
/// the guide's value in the child's own coordinates, and is as large as its children so aligned.
@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    private static func frame<V: View>(_ id: String, in view: V) -> CGRect? {
        ViewHost(view, canvasSize: CGSize(width: 400, height: 400)).view(withIdentifier: id)?.globalFrame
    }

    @Test("in a top-leading ZStack, negative leading and top guides place children at those offsets (the grid libraries' way)")
    func zStackOffsetsByGuides() throws {
        let stack = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                .alignmentGuide(.leading) { _ in 0 }.alignmentGuide(.top) { _ in 0 }
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
                .alignmentGuide(.leading) { _ in -60 }.alignmentGuide(.top) { _ in -30 }
        }
        .accessibilityIdentifier("stack")
        let host = ViewHost(stack, canvasSize: CGSize(width: 400, height: 400))
        let a = try #require(host.view(withIdentifier: "a")?.globalFrame)
        let b = try #require(host.view(withIdentifier: "b")?.globalFrame)
        let whole = try #require(host.view(withIdentifier: "stack")?.globalFrame)
        #expect(b.minX - a.minX == 60 && b.minY - a.minY == 30)
        #expect(whole.size == CGSize(width: 110, height: 80), "the stack is the extent of its aligned children")
        #expect(whole.minX == a.minX && whole.minY == a.minY)
    }

    @Test("a VStack aligns children on their leading guides; the closure reads the view's dimensions")
    func vStackLeadingGuide() throws {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("narrow")
                .alignmentGuide(.leading) { d in d[.trailing] }
        }
        .accessibilityIdentifier("stack")
        let host = ViewHost(stack, canvasSize: CGSize(width: 400, height: 400))
        let wide = try #require(host.view(withIdentifier: "wide")?.globalFrame)
        let narrow = try #require(host.view(withIdentifier: "narrow")?.globalFrame)
        #expect(narrow.maxX == wide.minX, "the narrow view's trailing edge on the common leading line")
        #expect(host.view(withIdentifier: "stack")?.globalFrame.width == 140)
    }

    @Test("an outer guide's closure sees the inner explicit guide; guides on the other axis are ignored by a VStack")
    func explicitAndOtherAxis() throws {
        var seen: CGFloat?
        let stack = VStack(alignment: .center, spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("b")
                .alignmentGuide(HorizontalAlignment.center) { _ in 20 }
                .alignmentGuide(HorizontalAlignment.center) { d in seen = d[explicit: HorizontalAlignment.center]; return d[HorizontalAlignment.center] + 10 }
                .alignmentGuide(.top) { _ in 500 }
        }
        let host = ViewHost(stack, canvasSize: CGSize(width: 400, height: 400))
        let a = try #require(host.view(withIdentifier: "a")?.globalFrame)
        let b = try #require(host.view(withIdentifier: "b")?.globalFrame)
        #expect(seen == 20)
        #expect(abs((b.minX - a.minX) - (50 - 30)) < 0.001, "b's centre guide at 30 meets a's at 50")
        #expect(b.minY == a.maxY, "the vertical guide does not move b in a VStack")
    }

    @Test("the text-baseline alignments align leading, centre or trailing edges and (here) bottoms")
    func baselineAlignments() {
        let stack = ZStack(alignment: .trailingLastTextBaseline) {
            Color.red.frame(width: 100, height: 60).accessibilityIdentifier("big")
            Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("small")
        }
        let small = Self.frame("small", in: stack), big = Self.frame("big", in: stack)
        #expect(small?.maxX == big?.maxX && small?.maxY == big?.maxY)
        let leading = ZStack(alignment: .leadingFirstTextBaseline) {
            Color.red.frame(width: 100, height: 60).accessibilityIdentifier("big")
            Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("small")
        }
        #expect(Self.frame("small", in: leading)?.minX == Self.frame("big", in: leading)?.minX)
    }

    @Test("without explicit guides a stack lays out exactly as before")
    func noGuidesUnchanged() {
        let plain = ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60).accessibilityIdentifier("big")
            Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("small")
        }
        let small = Self.frame("small", in: plain), big = Self.frame("big", in: plain)
        #expect(small?.maxX == big?.maxX && small?.maxY == big?.maxY)
    }

    /// Where a form's values start: a custom alignment (SwiftUI's `AlignmentID`), defaulting to a
    /// view's leading edge.
    enum ValueStart: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// A guide a quarter of the way down a view, by default.
    enum QuarterDown: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
    }

    /// Labels of different widths, each value's start set on the custom guide inside its row.
    struct Form: View {
        var body: some View {
            VStack(alignment: HorizontalAlignment(ValueStart.self), spacing: 4) {
                HStack {
                    Text("Name")
                    Text("Ana").accessibilityIdentifier("name").alignmentGuide(HorizontalAlignment(ValueStart.self)) { $0[.leading] }
                }
                HStack {
                    Text("Email address")
                    Text("ana@example.com").accessibilityIdentifier("email")
                        .alignmentGuide(HorizontalAlignment(ValueStart.self)) { $0[.leading] }
                }
                Text("Notes").padding(.leading, 30).accessibilityIdentifier("notes")
            }
        }
    }

    @Test("a custom alignment lines up guides set deep inside each row, and a row without one by its default value")
    func customAlignmentAcrossRows() throws {
        let host = ViewHost(Form(), canvasSize: CGSize(width: 400, height: 400))
        let name = try #require(host.view(withIdentifier: "name")?.globalFrame)
        let email = try #require(host.view(withIdentifier: "email")?.globalFrame)
        let notes = try #require(host.view(withIdentifier: "notes")?.globalFrame)
        #expect(abs(name.minX - email.minX) < 0.001, "both values start on one line, whatever their labels' widths")
        // "Notes" has no explicit value: its padded box's leading edge (the default) is on the line.
        #expect(abs(notes.minX - email.minX) < 0.001)
        #expect(name.minX > 30, "the line is right of the longest label, not at the stack's edge")
    }

    @Test("custom alignments are equal when made from the same type, and read their default value where nothing is explicit")
    func customAlignmentIdentityAndDefault() {
        #expect(HorizontalAlignment(ValueStart.self) == HorizontalAlignment(ValueStart.self))
        #expect(VerticalAlignment(QuarterDown.self) != VerticalAlignment(ValueStart.self))
        #expect(VerticalAlignment(QuarterDown.self) != .top, "a custom guide is not a built-in one at the same place")
        let dimensions = ViewDimensions(size: CGSize(width: 40, height: 80))
        #expect(dimensions[VerticalAlignment(QuarterDown.self)] == 20)
        #expect(dimensions[explicit: VerticalAlignment(QuarterDown.self)] == nil)
    }

    @Test("an HStack and a ZStack on a custom vertical alignment line up each child's default guide")
    func customVerticalAlignment() throws {
        let row = HStack(alignment: VerticalAlignment(QuarterDown.self), spacing: 0) {
            Color.red.frame(width: 20, height: 40).accessibilityIdentifier("short")
            Color.blue.frame(width: 20, height: 120).accessibilityIdentifier("tall")
        }
        let host = ViewHost(row, canvasSize: CGSize(width: 400, height: 400))
        let short = try #require(host.view(withIdentifier: "short")?.globalFrame)
        let tall = try #require(host.view(withIdentifier: "tall")?.globalFrame)
        // Quarter lines: 10 pt into the short one, 30 pt into the tall one.
        #expect(abs((short.minY + 10) - (tall.minY + 30)) < 0.001)
        let stack = ZStack(alignment: Alignment(horizontal: .leading, vertical: VerticalAlignment(QuarterDown.self))) {
            Color.red.frame(width: 20, height: 40).accessibilityIdentifier("back")
            Color.blue.frame(width: 20, height: 120).accessibilityIdentifier("front")
                .alignmentGuide(VerticalAlignment(QuarterDown.self)) { _ in 0 }
        }
        let stacked = ViewHost(stack, canvasSize: CGSize(width: 400, height: 400))
        let back = try #require(stacked.view(withIdentifier: "back")?.globalFrame)
        let front = try #require(stacked.view(withIdentifier: "front")?.globalFrame)
        #expect(abs((back.minY + 10) - front.minY) < 0.001, "the explicit 0 puts the front's top on the back's quarter line")
    }
}
