import Foundation
import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// `ViewThatFits` as SwiftUI documents it (developer.apple.com/documentation/swiftui/viewthatfits):
/// "evaluates its child views in the order you provide them to the initializer. It selects the
/// first child whose ideal size on the constrained axes fits within the proposed size"; when none
/// fits it shows the last; with `in: []` it "uses the first child view" (`init(in:content:)`).
/// Only the child shown is in the hierarchy: drawn, hit, found, given `onAppear`; when the space
/// changes so that another fits, the shown one disappears and the other appears.
///
/// Sizes: body text is 17 pt, each character 0.55 em = 9.35 pt wide and a line 20.4 pt tall
/// (`FontMetrics`); stacks put 8 pt between children (`LayoutDefaults.stackSpacing`).
@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    /// Two 100-pt bars side by side (208 wide, 20 tall), else one above the other (100 wide, 48 tall).
    struct Bars: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            ViewThatFits(in: axes) {
                HStack(spacing: 8) {
                    Color.red.frame(width: 100, height: 20)
                    Color.blue.frame(width: 100, height: 20)
                }
                .accessibilityIdentifier("wide")
                VStack(spacing: 8) {
                    Color.red.frame(width: 100, height: 20)
                    Color.blue.frame(width: 100, height: 20)
                }
                .accessibilityIdentifier("compact")
            }
            .accessibilityIdentifier("fits")
        }
    }

    @Test("shows the wide HStack when the offered width allows its 208 points, and nothing of the fallback")
    func wideWhenItFits() {
        let host = ViewHost(Bars().frame(width: 300, height: 100), canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "wide") != nil)
        #expect(host.view(withIdentifier: "compact") == nil, "the fallback is not in the hierarchy")
        // The container is the shown child's size, centred in the 300 × 100 frame: x 50 + 46, y 100 + 40.
        #expect(close(host.view(withIdentifier: "fits")?.globalFrame, CGRect(x: 96, y: 140, width: 208, height: 20)))
        #expect(host.drawnViews.count == 2, "only the shown child's two bars are drawn: \(host.drawnViews.count)")
    }

    @Test("falls back to the compact VStack when 150 points are offered: the HStack's ideal 208 does not fit")
    func compactWhenTheWideDoesNotFit() {
        let host = ViewHost(Bars().frame(width: 150, height: 100), canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "wide") == nil)
        #expect(close(host.view(withIdentifier: "compact")?.globalFrame, CGRect(x: 150, y: 126, width: 100, height: 48)))
        #expect(host.drawnViews.count == 2)
    }

    @Test("shows the last child when none fits, even where it overflows the proposal")
    func lastWhenNothingFits() {
        // Offered 100 × 30: "first" (110 × 10) is too wide; so is "last" (130 × 10), shown anyway.
        // At its own 130-pt size "first" would fit: the choice is made for the proposal the
        // container was placed with, not for the size it took.
        let view = ViewThatFits {
            Color.red.frame(width: 110, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 130, height: 10).accessibilityIdentifier("last")
        }
        .frame(width: 100, height: 30)
        let host = ViewHost(view, canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "first") == nil)
        #expect(close(host.view(withIdentifier: "last")?.globalFrame, CGRect(x: 135, y: 145, width: 130, height: 10)))
    }

    @Test("in: .horizontal checks only the width: a child too tall for the height is still shown")
    func horizontalIgnoresHeight() {
        // 300 × 10 offered: the HStack is 208 wide (fits) and 20 tall (does not).
        let horizontal = ViewHost(Bars(axes: .horizontal).frame(width: 300, height: 10), canvasSize: CGSize(width: 400, height: 300))
        #expect(horizontal.view(withIdentifier: "wide") != nil)
        let both = ViewHost(Bars().frame(width: 300, height: 10), canvasSize: CGSize(width: 400, height: 300))
        #expect(both.view(withIdentifier: "wide") == nil, "with both axes the 20-pt height does not fit in 10")
        #expect(both.view(withIdentifier: "compact") != nil, "nothing fits: the last child")
    }

    @Test("in: [] uses the first child, whatever its size")
    func noAxesUsesTheFirst() {
        let host = ViewHost(Bars(axes: []).frame(width: 50, height: 10), canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "wide") != nil)
        #expect(host.view(withIdentifier: "compact") == nil)
    }

    @Test("text is measured at its ideal, unwrapped width: a sentence that could wrap into 200 points does not fit there")
    func textMeasuredUnwrapped() {
        // "The quick brown fox jumps" is 25 characters: 233.75 pt on one line.
        func sentence(width: CGFloat) -> some View {
            ViewThatFits {
                Text("The quick brown fox jumps")
                Text("Quick fox")
            }
            .frame(width: width)
        }
        let narrow = ViewHost(sentence(width: 200), canvasSize: CGSize(width: 400, height: 300))
        #expect(narrow.view(withText: "The quick brown fox jumps") == nil, "it would wrap onto two lines; its ideal width is 233.75")
        #expect(narrow.view(withText: "Quick fox") != nil)
        let wide = ViewHost(sentence(width: 240), canvasSize: CGSize(width: 400, height: 300))
        #expect(close(wide.view(withText: "The quick brown fox jumps")?.globalFrame, CGRect(x: 83.125, y: 139.8, width: 233.75, height: 20.4)))
        #expect(wide.view(withText: "Quick fox") == nil)
    }

    @Test("a proposal of nil along an axis checks nothing there: in a horizontal scroll view the first child shows")
    func unproposedAxisFits() {
        let view = ScrollView(.horizontal) {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 600, height: 20).accessibilityIdentifier("long")
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("short")
            }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "long") != nil)
        #expect(host.view(withIdentifier: "short") == nil)
    }

    @Test("a ForEach's elements are candidates one by one: in 250 points the 200-point bar shows")
    func forEachElementsAreCandidates() {
        let view = ViewThatFits {
            ForEach([300, 200, 100], id: \.self) { (width: CGFloat) in
                Color.green.frame(width: width, height: 10).accessibilityIdentifier("bar-\(Int(width))")
            }
        }
        .frame(width: 250)
        let host = ViewHost(view, canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "bar-300") == nil)
        #expect(host.view(withIdentifier: "bar-200") != nil)
        #expect(host.view(withIdentifier: "bar-100") == nil)
    }

    /// Bars from a `ForEach` over state, one of which an animated change removes.
    struct RemovableBars: View {
        @State private var widths: [CGFloat] = [300, 200, 100]
        var body: some View {
            VStack {
                ViewThatFits {
                    ForEach(widths, id: \.self) { width in
                        Color.green.frame(width: width, height: 10).accessibilityIdentifier("bar-\(Int(width))")
                    }
                }
                .frame(width: 250)
                Button("remove") { withAnimation(.linear(duration: 1)) { _ = widths.removeFirst() } }
                    .accessibilityIdentifier("remove")
            }
        }
    }

    @Test("a candidate set aside leaves without a removal transition: only the shown one was drawn")
    func setAsideCandidateLeavesWithoutTransition() {
        let host = ViewHost(RemovableBars(), canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "bar-200") != nil)
        host.tap(on: "remove")
        host.advance(by: 0.1)
        #expect(host.drawnView(withIdentifier: "bar-300") == nil, "the 300-pt bar, never shown, does not fade out")
        #expect(host.view(withIdentifier: "bar-200") != nil, "the 200-pt bar still shows")
        #expect(host.displayList() == host.displayListDrawnWhole())
    }

    /// A toolbar whose labelled button fits in 300 points, with an icon-only one for less.
    struct Toolbar: View {
        @State private var width: CGFloat = 300
        @State private var shares = 0
        var body: some View {
            VStack {
                ViewThatFits(in: .horizontal) {
                    Button("Share with everyone") { shares += 1 }
                        .frame(width: 250, height: 44)
                        .accessibilityIdentifier("share-label")
                    Button("S") { shares += 1 }
                        .frame(width: 44, height: 44)
                        .accessibilityIdentifier("share-icon")
                }
                .frame(width: width)
                Text("shared \(shares)")
                Button("narrow") { width = 100 }.accessibilityIdentifier("narrow")
            }
        }
    }

    @Test("a tap reaches the shown child's button; the child set aside is neither hit where it was shown nor listed")
    func onlyTheShownChildIsHit() {
        let host = ViewHost(Toolbar(), canvasSize: CGSize(width: 400, height: 300))
        let labelled = host.view("share-label").globalFrame
        #expect(labelled.width == 250)
        host.tap(on: "narrow")
        host.tap(on: "share-icon")
        #expect(host.view(withText: "shared 1") != nil)
        // Inside where the labelled button was drawn, 60 pt right of the icon now shown there.
        host.tap(at: CGPoint(x: labelled.midX + 60, y: labelled.midY))
        #expect(host.view(withText: "shared 1") != nil, "the labelled button, set aside, does not take the tap")
        #expect(host.view(withIdentifier: "share-label") == nil)
        #expect(!host.elements(matching: .label("Share with everyone")).exists, "VoiceOver does not see it")
        #expect(host.elements(matching: .label("S")).count == 1)
    }

    /// A `ViewThatFits` whose width and text size change with buttons outside it, logging each
    /// child's appearances. At 17 pt the wide child is "Wide" (37.4) + 8 + "Tap 0" (46.75) = 92.15
    /// wide: it fits in 200, not in 80; at `.accessibility5` (53 pt) it is 270.35 wide.
    struct Resizable: View {
        let log: EventLog
        @State private var width: CGFloat = 200
        @State private var textSize = DynamicTypeSize.large
        @State private var taps = 0
        var body: some View {
            VStack {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) {
                        Text("Wide")
                        Button("Tap \(taps)") { taps += 1 }.accessibilityIdentifier("wide-button")
                    }
                    .onAppear { log.add("wide appear") }
                    .onDisappear { log.add("wide disappear") }
                    Text("Narrow")
                        .onAppear { log.add("narrow appear") }
                        .onDisappear { log.add("narrow disappear") }
                }
                .frame(width: width)
                .environment(\.dynamicTypeSize, textSize)
                Button("narrow") { width = 80 }.accessibilityIdentifier("narrow")
                Button("widen") { width = 200 }.accessibilityIdentifier("widen")
                Button("bigger text") { textSize = .accessibility5 }.accessibilityIdentifier("bigger")
            }
        }
    }

    @Test("only the shown child appears; a narrower container switches the child: the old one disappears, then the new one appears")
    func resizingSwitchesTheChild() {
        let log = EventLog()
        let host = ViewHost(Resizable(log: log), canvasSize: CGSize(width: 400, height: 400))
        #expect(log.events == ["wide appear"], "the hidden child did not appear: \(log.events)")
        #expect(host.view(withText: "Wide") != nil)
        host.tap(on: "narrow")
        #expect(log.events == ["wide appear", "wide disappear", "narrow appear"])
        #expect(host.view(withText: "Wide") == nil)
        #expect(host.view(withText: "Narrow") != nil)
        #expect(host.displayList() == host.displayListDrawnWhole(), "the incremental list follows the switch")
        host.tap(on: "widen")
        #expect(log.events == ["wide appear", "wide disappear", "narrow appear", "narrow disappear", "wide appear"])
        #expect(host.view(withText: "Narrow") == nil)
        #expect(host.displayList() == host.displayListDrawnWhole())
    }

    @Test("a child kept aside keeps its state: the wide child's count is still there when it shows again")
    func hiddenChildKeepsItsState() {
        let host = ViewHost(Resizable(log: EventLog()), canvasSize: CGSize(width: 400, height: 400))
        host.tap(on: "wide-button")
        host.tap(on: "wide-button")
        #expect(host.view(withText: "Tap 2") != nil)
        host.tap(on: "narrow")
        #expect(host.view(withText: "Tap 2") == nil)
        host.tap(on: "widen")
        #expect(host.view(withText: "Tap 2") != nil)
    }

    @Test("larger Dynamic Type makes the wide child's text outgrow the width: the narrow child takes its place")
    func dynamicTypeSwitchesTheChild() {
        let log = EventLog()
        let host = ViewHost(Resizable(log: log), canvasSize: CGSize(width: 400, height: 400))
        #expect(host.view(withText: "Wide") != nil)
        host.tap(on: "bigger")
        #expect(host.view(withText: "Wide") == nil)
        #expect(host.view(withText: "Narrow") != nil)
        #expect(log.events == ["wide appear", "wide disappear", "narrow appear"])
    }

    /// `Bars` beside a swatch whose colour is the body's state.
    struct BarsBesideSwatch: View {
        @State private var red = false
        var body: some View {
            VStack {
                Bars().frame(width: 150)
                (red ? Color.red : Color.blue).frame(width: 10, height: 10)
                    .accessibilityAction(named: "flip") { red.toggle() }
            }
        }
    }

    @Test("the children are measured through the layout cache: an update that changes no size measures nothing again")
    func measuringUsesTheSizeCache() {
        let (graph, _) = host(BarsBesideSwatch())
        let measured = graph.sizingCount
        #expect(measured > 0)
        graph.update()
        #expect(graph.sizingCount == measured, "an update with nothing changed sizes nothing")
        graph.performAction(named: "flip")
        #expect(graph.sizingCount == measured, "a colour change beside it measures no candidate again")
        #expect(graph.frame("compact") != nil && graph.frame("wide") == nil)
    }
}
