import Foundation
import StockCharts
import TactileTesting
import Testing

// denniscmartin/stock-charts — the README (deprecated library) only says "A library to display interactive charts
// in SwiftUI"; its line chart: `LineChartView(lineChartController: LineChartController(prices:dragGesture: true))`.
// In the library a press of 0.2 s on the line (`LongPressGesture(minimumDuration: 0.2).sequenced(before:
// DragGesture(minimumDistance: 0, coordinateSpace: .local))`, on a view turned with `.rotationEffect(180°)` and
// mirrored back with `.rotation3DEffect(180°, y)`) shows the price nearest the finger's x above the chart
// (opacity 1) and turns the line to `showingIndicatorLineColor` (blue); lifting hides it. The line is green when
// the prices go up. The points are published from `Shape.path(in:)` in `DispatchQueue.main.async`.
struct StockChartsReadmeView: View {
    var body: some View {
        LineChartView(lineChartController: LineChartController(prices: [10, 15, 12, 20, 18], dragGesture: true))
            .frame(height: 300)
            .accessibilityIdentifier("chart")
    }
}

@MainActor
@Suite("denniscmartin/stock-charts: a press on the line shows the nearest price")
struct StockChartsMainGestureTests {
    let host = ViewHost(StockChartsReadmeView())

    var chart: CGRect { host.view("chart").globalFrame }
    /// The x of price `index` (0…4): evenly spaced over the chart's 390-pt width.
    func x(of index: Int) -> CGFloat { chart.minX + chart.width * CGFloat(index) / 4 }
    var shown: String? {
        ["10.00", "15.00", "12.00", "20.00", "18.00"].first { (host.view(withText: $0)?.opacity ?? 0) > 0.5 }
    }
    /// The strokes of the frame's SVG paths (the line is the only stroked path).
    var strokes: Set<String> {
        Set(host.svg().split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("<path"), let r = line.range(of: " stroke=\"") else { return nil }
            return String(line[r.upperBound...].prefix(7))
        })
    }

    @Test("At rest the price is hidden and the rising line is green")
    func atRest() {
        host.advance(by: 0.1)
        #expect(shown == nil)
        #expect(strokes == ["#34c759"])
    }

    @Test("A 0.3-s press near the fourth point shows 20.00 and turns the line blue; moving shows the next price; lifting hides it")
    func pressShowsPrice() {
        host.advance(by: 0.1)
        let y = chart.maxY - 100
        host.touchDown(at: CGPoint(x: x(of: 3) - 10, y: y))
        host.advance(by: 0.3)
        host.move(to: CGPoint(x: x(of: 3) - 9, y: y))
        host.advance(by: 0.05)
        #expect(shown == "20.00", "\(host.drawnViews.compactMap(\.text))")
        #expect(strokes == ["#007aff"])
        host.move(to: CGPoint(x: x(of: 4) - 20, y: y))
        host.advance(by: 0.05)
        #expect(shown == "18.00")
        host.move(to: CGPoint(x: x(of: 1) + 20, y: y))
        host.advance(by: 0.05)
        #expect(shown == "15.00")
        host.touchUp()
        host.advance(by: 0.1)
        #expect(shown == nil)
        #expect(strokes == ["#34c759"])
    }

    @Test("A finger that moves before the 0.2-s press is up shows nothing, even held afterwards")
    func quickDragShowsNothing() {
        host.advance(by: 0.1)
        let y = chart.maxY - 100
        host.touchDown(at: CGPoint(x: x(of: 1), y: y))
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: x(of: 1) + 40, y: y))
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: x(of: 3), y: y))
        host.advance(by: 0.4)
        host.move(to: CGPoint(x: x(of: 3) + 1, y: y))
        #expect(shown == nil)
        #expect(strokes == ["#34c759"])
        host.touchUp()
    }
}
