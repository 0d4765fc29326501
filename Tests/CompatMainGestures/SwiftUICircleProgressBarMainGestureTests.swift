import Foundation
import SwiftUICircleProgressBar
import TactileTesting
import Testing

// globulus/swiftui-circle-progress-bar — README "Sample usage": a `Slider` bound to `progress` above three
// `ProgressView`s styled `RingProgressViewStyle`: the value label inside the ring (the ring sized from the
// label, measured through a preference into the style's `@State`), the label below (red fill from 90°), and an
// indefinite one (a 0.2 arc turning with `.easeInOut(duration: 1).repeatForever()`). Dragging the slider fills the
// rings. The fill is `Circle().trim(from: 0, to: fraction).stroke(…)` rotated by the start angle; the test reads
// the drawn arcs from the SVG of the frame.
struct CircleProgressReadmeView: View {
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 40) {
            Slider(value: $progress, in: 0.0...1.0) {
                Text("Slider")
            }
            .accessibilityIdentifier("slider")

            ProgressView(value: progress, total: 1.0) {
                Text("Label inside")
            } currentValueLabel: {
                Text(String(format: "%0.2f%%", progress))
                    .font(.system(size: 12).monospacedDigit())
            }.progressViewStyle(RingProgressViewStyle(progressLabelPosition: .inside))

            ProgressView(value: progress, total: 1.0) {
                Text("Label below")
            } currentValueLabel: {
                Text(String(format: "%0.2f%%", progress))
            }.progressViewStyle(RingProgressViewStyle(progressLabelPosition: .below,
                                                      configuration: .init(trackColor: .green.opacity(0.4),
                                                                           fillColor: .red,
                                                                           lineWidth: 5,
                                                                           startAngle: .degrees(90))))

            ProgressView("Indefinite")
                .progressViewStyle(RingProgressViewStyle(configuration: .init(trackColor: .orange,
                                                                              fillColor: .purple)))
        }.padding()
    }
}

/// A stroked path of the frame's SVG: its points on the canvas (after its transform).
struct StrokedArc {
    let stroke: String
    let points: [CGPoint]

    static func all(in svg: String) -> [StrokedArc] {
        svg.split(separator: "\n").compactMap { line -> StrokedArc? in
            guard line.hasPrefix("<path"), let stroke = attribute("stroke", in: line), let d = attribute("d", in: line) else { return nil }
            let numbers = d.split(whereSeparator: { !"-.0123456789e".contains($0) }).compactMap { Double($0) }
            var points = stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            if let matrix = attribute("transform", in: line) {
                let m = matrix.split(whereSeparator: { !"-.0123456789e".contains($0) }).compactMap { Double($0) }
                if m.count == 6 {
                    let t = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
                    points = points.map { $0.applying(t) }
                }
            }
            return StrokedArc(stroke: stroke, points: points)
        }
    }

    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    var bounds: CGRect {
        points.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The angle of `p` about `centre`, in degrees clockwise from 3 o'clock (y grows downward).
    static func angle(_ p: CGPoint, about centre: CGPoint) -> Double {
        atan2(p.y - centre.y, p.x - centre.x) * 180 / .pi
    }

    /// The arc's start and its clockwise sweep, in degrees, about `centre`.
    func sweep(about centre: CGPoint) -> (start: Double, sweep: Double) {
        let start = Self.angle(points.first!, about: centre), end = Self.angle(points.last!, about: centre)
        var sweep = (end - start).truncatingRemainder(dividingBy: 360)
        if sweep < 0 { sweep += 360 }
        return (start, sweep)
    }
}

@MainActor
@Suite("globulus/swiftui-circle-progress-bar: dragging the slider fills the rings")
struct SwiftUICircleProgressBarMainGestureTests {
    let host = ViewHost(CircleProgressReadmeView())

    var progress: Double { Double(host.stateValue(named: "progress", in: "CircleProgressReadmeView") ?? "") ?? .nan }
    func arcs(_ stroke: String) -> [StrokedArc] { StrokedArc.all(in: host.svg()).filter { $0.stroke == stroke && $0.points.count > 2 } }

    @Test("Tactile: a size set from onPreferenceChange animates with another view's onAppear withAnimation")
    func preferenceChangeTakesAnotherViewsAnimation() {
        struct SizeKey: PreferenceKey {
            static let defaultValue: CGSize = .zero
            static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
        }
        struct Spinner: View {
            @State var angle = Angle.zero
            var body: some View {
                Rectangle().frame(width: 20, height: 20).rotationEffect(angle)
                    .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { angle = .degrees(360) } }
            }
        }
        // The style's inside ring, as a plain view: a circle sized from its label, measured through a preference.
        struct Ring: View {
            var spinner: Bool
            @State var labelSize = CGSize.zero
            var body: some View {
                VStack {
                    if spinner { Spinner() }
                    ZStack {
                        Text("0.00%")
                            .background(GeometryReader { g in Color.clear.preference(key: SizeKey.self, value: g.size) })
                            .onPreferenceChange(SizeKey.self) { labelSize = $0 }
                        Circle().strokeBorder(Color.gray, lineWidth: 6)
                            .frame(width: max(labelSize.width, labelSize.height) * 1.2 + 12,
                                   height: max(labelSize.width, labelSize.height) * 1.2 + 12)
                            .accessibilityIdentifier("ring")
                    }
                }
            }
        }
        let alone = ViewHost(Ring(spinner: false))
        alone.advance(by: 0.1)
        let size = alone.view("ring").globalFrame.width
        #expect(size > 60, "sized from the label at once: \(size)")
        let withSpinner = ViewHost(Ring(spinner: true))
        withSpinner.advance(by: 0.1)
        withKnownIssue("the ring grows from 12 pt with the spinner's ease-in-out, repeating forever (13.1 pt at 0.1 s, 30.6 at 0.4 s), where the state change made in onPreferenceChange carries no animation") {
            #expect(abs(withSpinner.view("ring").globalFrame.width - size) < 0.5, "\(withSpinner.view("ring").globalFrame.width)")
        }
    }

    @Test("At 0 the labels read 0.00%, the inside ring is sized from its label, and no red arc is drawn")
    func atZero() {
        host.advance(by: 0.1)
        #expect(host.drawnViews.filter { $0.text == "0.00%" }.count == 2)
        // The inside ring: max(label width, height) × 1.2 + 2 × 6 pt (the label measured through the style's @State).
        let label = host.drawnViews.first { $0.text == "0.00%" }!.globalFrame
        let track = arcs("#8e8e93").first
        #expect(track != nil, "the inside ring's gray track")
        if let track {
            let expected = max(label.width, label.height) * 1.2 + 12 - 6  // the stroke's centre line: inset by half the 6-pt line
            #expect(abs(track.bounds.width - expected) < 1, "track \(track.bounds), label \(label)")
            withKnownIssue("the ring is not centred on its label: its size is set in onPreferenceChange in the update where the indefinite ring's onAppear starts `withAnimation(.easeInOut(duration: 1).repeatForever())`, and here that change takes the animation (see the test above) — the ring moves for ever") {
                #expect(abs(track.bounds.midX - label.midX) < 0.5 && abs(track.bounds.midY - label.midY) < 0.5, "track \(track.bounds), label \(label)")
            }
        }
        #expect(arcs("#ff3b30").allSatisfy { $0.bounds.width < 1 && $0.bounds.height < 1 }, "no red fill at 0")
    }

    @Test("Dragging the slider sets the progress; both labels and both rings follow it")
    func dragFills() {
        let slider = host.view("slider").globalFrame
        host.drag(from: CGPoint(x: slider.minX + 14, y: slider.midY), to: CGPoint(x: slider.midX, y: slider.midY), duration: 0.3)
        host.advance(by: 0.1)
        let value = progress
        #expect(value > 0.3 && value < 0.7, "the thumb moved half the track: \(value)")
        let text = String(format: "%0.2f%%", value)
        #expect(host.drawnViews.filter { $0.text == text }.count == 2, "both labels read \(text)")

        // The below ring: red, from 6 o'clock (startAngle 90°), clockwise by 360° × progress.
        let greenTrack = arcs("#34c759").first, red = arcs("#ff3b30").first
        #expect(greenTrack != nil && red != nil)
        if let greenTrack, let red {
            let centre = CGPoint(x: greenTrack.bounds.midX, y: greenTrack.bounds.midY)
            let (start, sweep) = red.sweep(about: centre)
            #expect(abs(start - 90) < 2, "starts at 6 o'clock: \(start)")
            #expect(abs(sweep - 360 * value) < 2, "sweeps \(sweep)°, expected \(360 * value)°")
        }
        // The inside ring: accent blue, from 12 o'clock.
        let grayTrack = arcs("#8e8e93").first
        let blue = arcs("#007aff").first { arc in grayTrack.map { arc.bounds.intersects($0.bounds) } ?? false }
        #expect(grayTrack != nil && blue != nil)
        if let grayTrack, let blue {
            let centre = CGPoint(x: grayTrack.bounds.midX, y: grayTrack.bounds.midY)
            let (start, sweep) = blue.sweep(about: centre)
            #expect(abs(start + 90) < 2, "starts at 12 o'clock: \(start)")
            #expect(abs(sweep - 360 * value) < 2, "sweeps \(sweep)°, expected \(360 * value)°")
        }
    }

    @Test("The indefinite ring's 0.2 arc turns on the clock")
    func indefiniteTurns() {
        func start() -> Double? {
            guard let track = arcs("#ff9500").first, let arc = arcs("#af52de").first else { return nil }
            let (start, sweep) = arc.sweep(about: CGPoint(x: track.bounds.midX, y: track.bounds.midY))
            #expect(abs(sweep - 72) < 2, "a fifth of the ring: \(sweep)")
            return start
        }
        host.advance(by: 0.1)
        let a = start()
        host.advance(by: 0.4)
        let b = start()
        host.advance(by: 0.3)
        let c = start()
        #expect(a != nil && b != nil && c != nil)
        if let a, let b, let c {
            #expect(abs(a - b) > 10 && abs(b - c) > 10, "turning: \(a), \(b), \(c)")
        }
    }
}
