import Foundation
import Testing
import TactileTesting

/// `ScrollPosition` with `scrollPosition(_:anchor:)` and `scrollPosition(id:anchor:)` through
/// the whole stack: setting the binding scrolls, a user's drag writes it, and a position on a
/// view survives the data reloading.
@MainActor
@Suite("ScrollView scrollPosition: ScrollPosition and scrollPosition(id:) (iOS 17-18)")
struct ScrollPositionTests {
    /// Where a test reads the binding's value from.
    @MainActor
    final class Probe {
        var position = ScrollPosition(idType: Int.self)
        var id: Int?
    }

    /// Buttons above a scroll view of 40 pt rows of `items` (row `i` tagged `row-<i>`), in a
    /// scroll target layout, bound to a `ScrollPosition`.
    struct Feed: View {
        let probe: Probe
        @State private var items = Array(0..<100)
        @State private var position = ScrollPosition(idType: Int.self)
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Button("50") { position.scrollTo(id: 50) }.accessibilityIdentifier("to-50")
                    Button("Bottom") { withAnimation(.linear(duration: 1)) { position.scrollTo(edge: .bottom) } }
                        .accessibilityIdentifier("bottom")
                    Button("Point") { position.scrollTo(y: 330) }.accessibilityIdentifier("point")
                    Button("Clear") { items = [] }.accessibilityIdentifier("clear")
                    Button("Load") { items = Array(0..<100) }.accessibilityIdentifier("load")
                    Button("Prepend") { items = Array(-10..<100) }.accessibilityIdentifier("prepend")
                }
                .frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(items, id: \.self) { item in
                            Color.blue.frame(height: 40).accessibilityIdentifier("row-\(item)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition($position)
                .onChange(of: position) { _, new in probe.position = new }
            }
        }
    }

    /// The content offset of the feed's scroll view (its viewport starts at y = 40).
    static func offset(_ host: ViewHost<Feed>, row: Int = 0) -> CGFloat {
        40 - host.view("row-\(row)").globalFrame.minY + CGFloat(row) * 40
    }

    @Test("setting the binding scrolls: to a view's id, to an edge inside withAnimation, to a point")
    func settingTheBindingScrolls() {
        let probe = Probe()
        let host = scrollHost(Feed(probe: probe))
        host.tap(on: "to-50")
        #expect(host.view("row-50").globalFrame.minY == 40, "row 50 at the top of the viewport")
        #expect(probe.position.viewID(type: Int.self) == 50)
        #expect(!probe.position.isPositionedByUser)
        host.tap(on: "bottom")
        let start = host.now
        host.advance(to: start + 0.5)
        #expect(abs(Self.offset(host, row: 75) - (2000 + (3640 - 2000) / 2)) < 1, "halfway through a linear second")
        host.advance(to: start + 1.5)
        #expect(Self.offset(host, row: 99) == 3640, "at the bottom: 4000 of content in a 360 pt viewport")
        #expect(probe.position.edge == .bottom)
        host.tap(on: "point")
        #expect(Self.offset(host, row: 8) == 330)
        #expect(probe.position.point == nil, "a position along y only has no point")
    }

    @Test("a user's drag writes isPositionedByUser and the top-most view's id to the binding")
    func dragUpdatesTheBinding() {
        let probe = Probe()
        let host = scrollHost(Feed(probe: probe))
        host.tap(on: "point")
        #expect(probe.position.point == nil && probe.position.edge == nil)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 285))
        host.step(to: CGPoint(x: 200, y: 185))
        #expect(probe.position.isPositionedByUser)
        // Offset 430: row 10 spans 400…440, the top-most row that shows.
        #expect(Self.offset(host, row: 10) == 430)
        #expect(probe.position.viewID(type: Int.self) == 10)
        #expect(probe.position.viewID as? Int == 10)
        host.step(to: CGPoint(x: 200, y: 85))
        #expect(probe.position.viewID(type: Int.self) == 13, "offset 530: row 13 spans 520…560")
        host.advance(by: 0.5)
        host.step(to: CGPoint(x: 200, y: 85))
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: 200, y: 85))
        host.advance(by: 1)
        #expect(probe.position.viewID(type: Int.self) == 13)
    }

    @Test("a position on a view survives the data reloading and rows inserted above it")
    func positionSurvivesReload() {
        let probe = Probe()
        let host = scrollHost(Feed(probe: probe))
        host.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 80), duration: 1)
        host.advance(by: 5)
        let row = probe.position.viewID(type: Int.self) ?? -1
        #expect(row > 0)
        let placed = host.view("row-\(max(row, 0))").globalFrame.minY
        host.tap(on: "clear")
        #expect(host.view(withIdentifier: "row-0") == nil, "the data is gone")
        host.tap(on: "load")
        #expect(host.view("row-\(max(row, 0))").globalFrame.minY == placed, "row \(row) back where it was")
        host.tap(on: "prepend")
        #expect(abs(host.view("row-\(max(row, 0))").globalFrame.minY - placed) < 0.001, "ten rows inserted above do not move it")
        #expect(host.view("row--10").globalFrame.minY < placed)
    }

    /// `scrollPosition(id:)` on a `Binding<Int?>`.
    struct IDFeed: View {
        let probe: Probe
        @State private var id: Int?
        var body: some View {
            VStack(spacing: 0) {
                Button("20") { id = 20 }.frame(height: 40).accessibilityIdentifier("to-20")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { item in
                            Color.blue.frame(height: 40).accessibilityIdentifier("row-\(item)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $id)
                .onChange(of: id) { _, new in probe.id = new }
            }
        }
    }

    @Test("scrollPosition(id:) scrolls to the id it is set to and follows the top-most view as the user scrolls")
    func idBinding() {
        let probe = Probe()
        let host = scrollHost(IDFeed(probe: probe))
        host.tap(on: "to-20")
        #expect(host.view("row-20").globalFrame.minY == 40)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 285))
        host.step(to: CGPoint(x: 200, y: 185))
        #expect(probe.id == 22, "offset 900: row 22 spans 880…920")
        #expect(host.view("row-22").globalFrame.minY == 20, "writing the id back does not scroll")
        host.touchUp(at: CGPoint(x: 200, y: 185))
    }
}
