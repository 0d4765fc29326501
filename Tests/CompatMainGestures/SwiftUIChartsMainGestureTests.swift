import Foundation
import SwiftUICharts
import TactileTesting
import Testing

// AppPear/ChartView (module SwiftUICharts, 2.x) — README "2) Shared interaction state": a `ChartValue` given with
// `.chartInteractionValue(selected)` to a `VStack` of `ChartLabel("Weekly Sales", type: .title)`,
// `ChartLabel("Drag bars", type: .legend, format: "%.1f")` and `BarChart().chartData([14, 22, 18, 31, 26, 19,
// 24])`: dragging over the bars shows the value under the finger in the labels (the docs' "Drag to inspect
// values"), the titles come back at the lift; "3) Callback-based interaction": `.chartSelectionHandler { event
// in … }` gets the index and value. In the library each bar has a slot of width / count; the row's
// `DragGesture()` (10-pt minimum) picks the slot under the finger's x. (The README's `let selected =
// ChartValue()` is held here in a `@StateObject`.) The bars grow in from height 0 when they appear (a spring,
// 0.04 s later for each), and a touch is hit only on a bar: the tests touch them once grown. Its
// ChartStreamingDataSource.swift imports only Foundation and declares an ObservableObject with @Published, names
// Apple's Foundation gives: the script builds it as iOS code, which sees those names (`_FoundationCombineNames`),
// as tactile-compat checks it (the package declares iOS, and fails for Linux on that file).
struct ChartViewSharedValueView: View {
    @StateObject var selected = ChartValue()

    var body: some View {
        VStack(alignment: .leading) {
            ChartLabel("Weekly Sales", type: .title)
            ChartLabel("Drag bars", type: .legend, format: "%.1f")
            BarChart().chartData([14, 22, 18, 31, 26, 19, 24])
                .accessibilityIdentifier("bars")
        }
        .chartInteractionValue(selected)
        .frame(height: 400)
        .padding()
    }
}

struct ChartViewCallbackView: View {
    @State private var selectionText = "No selection"

    var body: some View {
        VStack {
            Text(selectionText)
            BarChart()
                .chartData([8, 12, 10, 14, 9])
                .chartSelectionHandler { event in
                    guard event.isActive,
                          let value = event.value,
                          let index = event.index else {
                        selectionText = "No selection"
                        return
                    }
                    selectionText = "Selected index \(index): \(value)"
                }
                .accessibilityIdentifier("bars")
        }
        .frame(height: 300)
        .padding()
    }
}

@MainActor
@Suite("AppPear/ChartView: dragging over the bars shows the value under the finger")
struct SwiftUIChartsMainGestureTests {
    /// The centre of bar `index` of `count` along the bars' frame, near its bottom.
    func slot<V: View>(_ index: Int, of count: Int, in host: ViewHost<V>) -> CGPoint {
        let bars = host.view("bars").globalFrame
        return CGPoint(x: bars.minX + bars.width * (CGFloat(index) + 0.5) / CGFloat(count), y: bars.maxY - 10)
    }

    @Test("The labels show their titles at rest, the value under the finger while dragging, the titles again after")
    func sharedValue() {
        let host = ViewHost(ChartViewSharedValueView())
        #expect(host.view(withText: "Weekly Sales") != nil && host.view(withText: "Drag bars") != nil)
        host.advance(by: 1.5)  // the bars grow in on appearing (a spring from height 0): touch them once grown
        let fourth = slot(3, of: 7, in: host)
        // A bar is 72 % of its slot: 36.8 of 51.1 pt here.
        host.touchDown(at: CGPoint(x: fourth.x - 15, y: fourth.y))
        for dx in stride(from: -10, through: 0, by: 5) {
            host.advance(by: 0.02)
            host.move(to: CGPoint(x: fourth.x + CGFloat(dx), y: fourth.y))
        }
        host.advance(by: 0.02)
        #expect(host.drawnViews.filter { $0.text == "31.0" }.count == 2, "both labels show 31.0: \(host.drawnViews.compactMap(\.text))")
        #expect(host.view(withText: "Weekly Sales") == nil)
        let sixth = slot(5, of: 7, in: host)
        host.move(to: sixth)
        host.advance(by: 0.02)
        #expect(host.drawnViews.filter { $0.text == "19.0" }.count == 2)
        host.touchUp()
        host.advance(by: 0.3)
        #expect(host.view(withText: "Weekly Sales") != nil && host.view(withText: "Drag bars") != nil)
    }

    @Test("The selection handler gets the index and value under the finger, and an inactive event at the lift")
    func callback() {
        let host = ViewHost(ChartViewCallbackView())
        #expect(host.view(withText: "No selection") != nil)
        host.advance(by: 1.5)
        let third = slot(2, of: 5, in: host)
        host.touchDown(at: CGPoint(x: third.x - 20, y: third.y))
        for dx in stride(from: -15, through: 0, by: 5) {
            host.advance(by: 0.02)
            host.move(to: CGPoint(x: third.x + CGFloat(dx), y: third.y))
        }
        host.advance(by: 0.02)
        #expect(host.view(withText: "Selected index 2: 10.0") != nil, "\(host.drawnViews.compactMap(\.text))")
        host.move(to: slot(4, of: 5, in: host))
        host.advance(by: 0.02)
        #expect(host.view(withText: "Selected index 4: 9.0") != nil)
        host.touchUp()
        host.advance(by: 0.1)
        #expect(host.view(withText: "No selection") != nil)
    }
}
