import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `stroke(style:)` and `stroke(lineWidth:)` as SwiftUI declares them: a `Shape` whose path is the
/// area the line covers (`Path.strokedPath(_:)`), so a stroke can be filled, scaled and trimmed
/// in turn, and a stroked shape is hit only on its line (S-66).
@MainActor
@Suite("Drawing: stroked shapes")
struct StrokedShapeTests {
    static let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test("a stroked circle's path covers the ring of the line and not the hollow inside it")
    func strokedCirclePath() {
        // Radius 50 about (50, 50); a 10-point line covers radii 45 to 55.
        let ring = Circle().stroke(lineWidth: 10).path(in: Self.square)
        #expect(ring.contains(CGPoint(x: 50, y: 3)), "radius 47: on the line")
        #expect(ring.contains(CGPoint(x: 50, y: -4)), "radius 54: the outer half of the line")
        #expect(!ring.contains(CGPoint(x: 50, y: 8)), "radius 42: inside the line")
        #expect(!ring.contains(CGPoint(x: 50, y: 50)), "the centre")
        #expect(!ring.contains(CGPoint(x: 50, y: -7)), "radius 57: outside the line")
    }

    @Test("a stroked line ends flush with butt caps and half a line width further with square caps")
    func capsInStrokedPath() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 8))
        #expect(butt.boundingRect == CGRect(x: 10, y: 46, width: 80, height: 8))
        let square = line.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: 6, y: 46, width: 88, height: 8))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty, "a line of no width covers nothing")
    }

    @Test("dashes cut the stroked path: the gaps between dashes are not covered")
    func dashedStrokedPath() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
    }

    struct Rings: View {
        @State var taps: [String] = []
        var body: some View {
            VStack(spacing: 20) {
                Circle().stroke(lineWidth: 10)
                    .frame(width: 100, height: 100).accessibilityIdentifier("shape")
                    .onTapGesture { taps.append("shape") }
                Circle().stroke(Color.red, lineWidth: 10)
                    .frame(width: 100, height: 100).accessibilityIdentifier("coloured")
                    .onTapGesture { taps.append("coloured") }
                Circle().stroke(lineWidth: 10).contentShape(Circle())
                    .frame(width: 100, height: 100).accessibilityIdentifier("shaped")
                    .onTapGesture { taps.append("shaped") }
                Text(taps.joined(separator: ",")).accessibilityIdentifier("log")
            }
        }
    }

    @Test("S-66: a stroked circle is tapped on its line and not in its hollow middle, whichever stroke made it")
    func hitOnTheLine() {
        let host = ViewHost(Rings(), canvasSize: CGSize(width: 300, height: 500))
        for identifier in ["shape", "coloured"] {
            host.tap(on: identifier, at: .center, reportingMisses: false)
            host.tap(on: identifier, at: UnitPoint(x: 0.5, y: 0.03))
        }
        #expect(host.view("log").text == "shape,coloured", "one tap each: on the line; the centres missed")
    }

    @Test("S-66: contentShape makes a stroked circle's middle tappable")
    func contentShapeFillsTheMiddle() {
        let host = ViewHost(Rings(), canvasSize: CGSize(width: 300, height: 500))
        host.tap(on: "shaped", at: .center)
        #expect(host.view("log").text == "shaped")
    }

    /// The display-list content drawn for the view with `identifier`.
    static func drawn<V: View>(_ host: ViewHost<V>, _ identifier: String) -> DisplayItem.Content? {
        host.displayList().items.first { $0.identifier == identifier }?.content
    }

    struct Styled: View {
        @State var wide = false
        var body: some View {
            VStack {
                Circle().stroke(lineWidth: wide ? 10 : 2).fill(Color.red)
                    .frame(width: 100, height: 100).accessibilityIdentifier("filled")
                Capsule().stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round)).trim(from: 0, to: 0.5)
                    .frame(width: 100, height: 40).accessibilityIdentifier("trimmed")
                Button("widen") { withAnimation(.linear(duration: 1)) { wide = true } }.accessibilityIdentifier("widen")
            }
        }
    }

    @Test("a stroked shape filled with a colour is drawn as a stroke of the circle in that colour")
    func filledStrokeIsAStroke() throws {
        let host = ViewHost(Styled(), canvasSize: CGSize(width: 300, height: 400))
        guard case .path(let path, let fill, _, let stroke)? = Self.drawn(host, "filled") else {
            Issue.record("no path drawn"); return
        }
        #expect(fill == nil)
        #expect(stroke?.color == Color.red.resolvedColor(in: EnvironmentValues()))
        #expect(stroke?.style.lineWidth == 2)
        #expect(path.boundingRect == Self.square, "the line follows the circle itself")
    }

    @Test("a stroke's line width animates: half-way from 2 to 10 the line is 6 wide")
    func lineWidthAnimates() throws {
        let host = ViewHost(Styled(), canvasSize: CGSize(width: 300, height: 400))
        host.tap(on: "widen")
        host.advance(by: 0.5)
        guard case .path(_, _, _, let stroke)? = Self.drawn(host, "filled") else { Issue.record("no path drawn"); return }
        #expect(abs((stroke?.style.lineWidth ?? 0) - 6) < 0.01)
        host.advance(by: 1)
        guard case .path(_, _, _, let settled)? = Self.drawn(host, "filled") else { Issue.record("no path drawn"); return }
        #expect(settled?.style.lineWidth == 10)
    }

    @Test("a stroke trimmed afterwards is the line's own outline trimmed and filled")
    func trimmedStroke() throws {
        let host = ViewHost(Styled(), canvasSize: CGSize(width: 300, height: 400))
        guard case .path(let path, let fill, _, let stroke)? = Self.drawn(host, "trimmed") else {
            Issue.record("no path drawn"); return
        }
        #expect(fill != nil && stroke == nil, "a trimmed outline is filled, as any shape's path")
        let expected = Capsule().stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round)).trim(from: 0, to: 0.5)
            .path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path == expected)
        #expect(!path.isEmpty)
        let whole = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(whole.boundingRect.insetBy(dx: -0.01, dy: -0.01).contains(path.boundingRect))
    }
}
