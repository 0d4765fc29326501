import Foundation
import LineChartView
import TactileTesting
import Testing

// Jonathan-Gander/LineChartView — README "Complete examples": `LineChartView(lineChartParameters:
// LineChartParameters(data:))` with four labelled values, `.frame(height: 300)`; "interactive (user can move
// finger on line to get values details)". In the library the line's `ZStack` is turned upside down with
// `.rotationEffect(.degrees(180))` and mirrored back with `.rotation3DEffect(.degrees(180), axis: (0, 1, 0))`,
// and its gesture, `LongPressGesture(minimumDuration: 0).sequenced(before: DragGesture(minimumDistance: 0,
// coordinateSpace: .local))`, reads the finger's x in that view's own (so unmirrored) space: the values are
// evenly spaced over the line's width, the closer of the two values around the finger is shown in the labels
// above (opacity 1 while the finger is down, 0 after). The points are published from `Shape.path(in:)` in
// `DispatchQueue.main.async`.
struct LineChartReadmeView: View {
    private let data: [LineChartData] = [
        LineChartData(42, label: "The answer"),
        LineChartData(25.8, label: "Any text here"),
        LineChartData(88.19, label: "2021-11-21"),
        LineChartData(15.0, label: "My number"),
    ]

    var body: some View {
        let chartParameters = LineChartParameters(
            data: data
        )
        LineChartView(lineChartParameters: chartParameters)
            .frame(height: 300)
            .accessibilityIdentifier("chart")
    }
}

@MainActor
@Suite("Jonathan-Gander/LineChartView: a finger on the line shows the value under it")
struct LineChartViewMainGestureTests {
    let host = ViewHost(LineChartReadmeView())

    /// The line's frame: the chart less its 16-pt padding, below the labels and their 10 pt.
    var line: CGRect {
        let chart = host.view("chart").globalFrame.insetBy(dx: 16, dy: 16)
        return CGRect(x: chart.minX, y: chart.maxY - 150, width: chart.width, height: 150)
    }
    /// The x of value `index` (0…3) on the canvas: evenly spaced over the line's width.
    func x(of index: Int) -> CGFloat { line.minX + line.width * CGFloat(index) / 3 }
    func labelOpacity(_ text: String) -> Double? { host.view(withText: text)?.opacity }
    var shownValue: String? {
        ["42.00", "25.80", "88.19", "15.00", "42", "25.8", "15"].first { (labelOpacity($0) ?? 0) > 0.5 }
    }

    var pathPoints: String { host.stateValue(named: "pathPoints", in: "LineView") ?? "nil" }

    /// Draws a frame, as iOS does after the first layout: the line's `path(in:)` runs and queues its points with
    /// `DispatchQueue.main.async`, which runs on the host's next turn. Returns false if they never arrive (a touch
    /// would then trap on the library's `pathPoints.last!`).
    func ready() -> Bool {
        _ = host.svg()
        host.advance(by: 0.1)
        #expect(pathPoints != "[]", "the points arrive on the host's next turn after the frame: \(pathPoints)")
        return pathPoints != "[]"
    }

    @Test("The labels are hidden until a finger is down")
    func hiddenAtRest() async {
        guard ready() else { return }
        #expect(shownValue == nil)
    }

    @Test("A finger just left of the third value shows 88.19 and its label; lifting it hides them")
    func fingerShowsValue() async {
        guard ready() else { return }
        let point = CGPoint(x: x(of: 2) - 6, y: line.midY)
        host.touchDown(at: point)
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: point.x + 1, y: point.y))
        host.advance(by: 0.05)
        #expect(labelOpacity("2021-11-21") == 1, "the third value's label shows: \(host.drawnViews.compactMap(\.text))")
        #expect(labelOpacity("88.19") == 1)
        host.touchUp()
        host.advance(by: 0.1)
        #expect((labelOpacity("2021-11-21") ?? 0) == 0)
    }

    @Test("Moving the finger from left to right shows each value in turn")
    func sweepShowsEachValue() async {
        guard ready() else { return }
        host.touchDown(at: CGPoint(x: line.minX + 5, y: line.midY))
        host.advance(by: 0.05)
        var labels: [String] = []
        for target in [x(of: 0) + 8, x(of: 1) - 8, x(of: 1) + 8, x(of: 2) - 8, x(of: 3) - 8] {
            host.move(to: CGPoint(x: target, y: line.midY))
            host.advance(by: 0.05)
            let shown = ["The answer", "Any text here", "2021-11-21", "My number"].first { (labelOpacity($0) ?? 0) > 0.5 }
            labels.append(shown ?? "none")
        }
        host.touchUp()
        #expect(labels == ["The answer", "Any text here", "Any text here", "2021-11-21", "My number"])
    }
}
