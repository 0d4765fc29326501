import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// SwiftUI's `Layout` protocol (iOS 16) as its documentation describes it: the container is as
/// large as `sizeThatFits` says, each subview goes where `place(at:anchor:proposal:)` puts it,
/// sized by its own answer to the proposal; `layoutValue` and `layoutPriority` reach the layout
/// through `LayoutSubview`; the cache is made once and updated when the container is laid out
/// again; `AnyLayout` switches layouts keeping the subviews' state.
@MainActor
@Suite("Custom layouts (the Layout protocol)")
struct CustomLayoutTests {
    /// A wrapping row layout in the style of the "flow" and "tag cloud" libraries: subviews at
    /// their ideal sizes, left to right, wrapping to a new row when the proposed width is used up.
    struct Flow: Layout {
        var spacing: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = rows(width: proposal.width ?? .infinity, subviews: subviews)
            let width = rows.map { $0.width }.max() ?? 0
            let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for row in rows(width: bounds.width, subviews: subviews) {
                var x = bounds.minX
                for index in row.indices {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                    x += size.width + spacing
                }
                y += row.height + spacing
            }
        }

        struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

        func rows(width: CGFloat, subviews: Subviews) -> [Row] {
            var rows: [Row] = [Row()]
            for index in subviews.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                if !rows[rows.count - 1].indices.isEmpty, rows[rows.count - 1].width + spacing + size.width > width {
                    rows.append(Row())
                }
                let gap = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
                rows[rows.count - 1].indices.append(index)
                rows[rows.count - 1].width += gap + size.width
                rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
            }
            return rows.filter { !$0.indices.isEmpty }
        }
    }

    private static func frames(_ ids: [String], in host: ViewHost<some View>) throws -> [CGRect] {
        try ids.map { try #require(host.view(withIdentifier: $0)?.globalFrame, "\($0) is on screen") }
    }

    @Test("a flow layout wraps its subviews into rows at their ideal sizes and is as large as the rows")
    func flowWraps() throws {
        let widths: [CGFloat] = [120, 100, 90, 150, 60]
        let flow = Flow {
            ForEach(widths.indices, id: \.self) { index in
                Color.blue.frame(width: widths[index], height: 30).accessibilityIdentifier("chip\(index)")
            }
        }
        .frame(width: 300)
        .accessibilityIdentifier("flow")
        let host = ViewHost(flow, canvasSize: CGSize(width: 390, height: 400))
        let chips = try Self.frames((0..<5).map { "chip\($0)" }, in: host)
        let origin = chips[0].origin
        // Row 1: 120 + 10 + 100 = 230 (a 90 would make 330 > 300); row 2: 90 + 10 + 150 = 250
        // (+ 60 = 320 > 300); row 3: 60.
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 130, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 100, y: 40), CGPoint(x: 0, y: 80)]
        for (chip, point) in zip(chips, expected) {
            #expect(chip.minX - origin.x == point.x && chip.minY - origin.y == point.y, "\(chip) at \(point)")
        }
        #expect(chips.map(\.width) == widths, "each chip at its ideal size")
        let flowFrame = try #require(host.view(withIdentifier: "flow")?.globalFrame)
        #expect(flowFrame.height == 110, "three rows of 30 and two gaps of 10")
    }

    /// In the style of a tab bar's button row: each subview at its ideal size, centred in an equal
    /// share of the width; the bar takes the proposed width and its tallest subview's height.
    struct EqualSlots: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let height = subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0) { max($0, $1) }
            return CGSize(width: proposal.width ?? 0, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let slot = bounds.width / CGFloat(subviews.count)
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + slot * (CGFloat(index) + 0.5), y: bounds.midY),
                              anchor: .center, proposal: .unspecified)
            }
        }
    }

    struct TabRow: View {
        @State var selected = 0
        var body: some View {
            VStack {
                Text("Selected \(selected)").accessibilityIdentifier("label")
                EqualSlots {
                    ForEach(0..<3, id: \.self) { index in
                        Color.gray.frame(width: 44, height: 44)
                            .onTapGesture { selected = index }
                            .accessibilityIdentifier("tab\(index)")
                    }
                }
            }
        }
    }

    @Test("taps reach the subviews where the layout placed them: an equal-slot tab row selects the tapped tab")
    func tapsLandWherePlaced() throws {
        let host = ViewHost(TabRow(), canvasSize: CGSize(width: 390, height: 300))
        let tabs = try Self.frames(["tab0", "tab1", "tab2"], in: host)
        #expect(tabs.map(\.midX) == [65, 195, 325], "centres of three 130-pt slots")
        host.tap(at: CGPoint(x: 325, y: tabs[2].midY))
        #expect(host.view(withIdentifier: "label")?.text == "Selected 2")
        host.tap(on: "tab1")
        #expect(host.view(withIdentifier: "label")?.text == "Selected 1")
    }

    struct Column: LayoutValueKey { static let defaultValue = 0 }

    /// Places each subview in the column its `Column` layout value names, 100 pt apart.
    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 300, height: 50)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Column.self]) * 100, y: bounds.minY),
                              proposal: ProposedViewSize(width: 50, height: 50))
            }
        }
    }

    @Test("layout values reach the layout through the modifiers around the view; a view that sets none reads the default")
    func layoutValues() throws {
        let view = Columns {
            Color.red.layoutValue(key: Column.self, value: 2).padding(0).accessibilityIdentifier("two")
            Color.green.accessibilityIdentifier("zero")
            Color.blue.layoutValue(key: Column.self, value: 1).accessibilityIdentifier("one")
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 50))
        let frames = try Self.frames(["zero", "one", "two"], in: host)
        #expect(frames.map(\.minX) == [0, 100, 200])
        #expect(frames.allSatisfy { $0.size == CGSize(width: 50, height: 50) }, "each sized by its answer to the proposal")
    }

    /// Records how the host calls the cache methods.
    final class CacheLog { var made = 0; var updated = 0 }

    struct Counting: Layout {
        let log: CacheLog
        func makeCache(subviews: Subviews) -> Int { log.made += 1; return subviews.count }
        func updateCache(_ cache: inout Int, subviews: Subviews) { log.updated += 1; cache = subviews.count }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: 40 * CGFloat(cache), height: 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + 40 * CGFloat(index), y: bounds.minY), proposal: ProposedViewSize(width: 40, height: 40))
            }
        }
    }

    struct Growing: View {
        let log: CacheLog
        @State var count = 2
        var body: some View {
            VStack {
                Counting(log: log) {
                    ForEach(0..<count, id: \.self) { index in Color.red.accessibilityIdentifier("cell\(index)") }
                }
                .accessibilityIdentifier("row")
                Button("Add") { count += 1 }
            }
        }
    }

    @Test("the cache is made once, used for sizing and placing, and updated when the subviews change")
    func cacheLifecycle() throws {
        let log = CacheLog()
        let host = ViewHost(Growing(log: log), canvasSize: CGSize(width: 390, height: 300))
        #expect(log.made == 1, "made on first use, not once per call")
        #expect(host.view(withIdentifier: "row")?.globalFrame.width == 80)
        host.tap(on: "Add")
        #expect(host.view(withIdentifier: "row")?.globalFrame.width == 120, "the cache saw the third subview")
        #expect(host.view(withIdentifier: "cell2") != nil)
        #expect(log.made + log.updated >= 2, "the new subviews reached the cache")
    }

    @Test("a subview the layout does not place is centred in the container")
    func unplacedSubviewCentred() throws {
        struct PlacesNothing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 200, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let host = ViewHost(PlacesNothing { Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot") }.accessibilityIdentifier("box"),
                            canvasSize: CGSize(width: 300, height: 300))
        let box = try #require(host.view(withIdentifier: "box")?.globalFrame)
        let dot = try #require(host.view(withIdentifier: "dot")?.globalFrame)
        #expect(dot.midX == box.midX && dot.midY == box.midY)
    }
}
