import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `trim(from:to:)`, `Path.trimmedPath(from:to:)` and animated shapes: a custom `Shape`'s
/// `animatableData`, a trim's ends and a rounded rectangle's corners animate as in SwiftUI (the
/// progress ring and the drawing-on stroke apps write).
@MainActor
@Suite("Drawing: trimmed and animated shapes")
struct ShapeAnimationTests {
    static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("a rectangle trimmed from a quarter to half of its outline runs along its top and right side")
    func rectangleTrim() {
        // The outline of 100 × 50 is 300 long, from the top-left corner clockwise.
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0.25, to: 0.5)
        #expect(path.elements == [.move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                                  .line(to: CGPoint(x: 100, y: 50))])
    }

    @Test("a trim across the closing side draws the closing line; a whole outline stays closed")
    func closingSide() {
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let tail = rect.trimmedPath(from: 0.9, to: 1)
        // 0.9 of 300 is 270: 250 along three sides, then 20 up the closing side from (0, 50).
        #expect(tail.elements == [.move(to: CGPoint(x: 0, y: 30)), .line(to: CGPoint(x: 0, y: 0))])
        #expect(rect.trimmedPath(from: 0, to: 1) == rect)
        #expect(!rect.trimmedPath(from: 0, to: 0.99).elements.contains(.closeSubpath))
    }

    @Test("an empty or reversed range, or a NaN, trims to nothing; fractions are clamped")
    func degenerateRanges() {
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(rect.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(rect.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(rect.trimmedPath(from: -3, to: 7) == rect)
    }

    @Test("a circle trimmed to its first quarter runs from 3 o'clock to 6 o'clock on the circle")
    func circleQuarter() throws {
        let path = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .move(let start) = path.elements.first else { Issue.record("no start"); return }
        #expect(Self.near(start, CGPoint(x: 100, y: 50)))
        var last = start
        for element in path.elements.dropFirst() {
            switch element {
            case .curve(let p, _, _), .line(let p), .quadCurve(let p, _): last = p
            default: Issue.record("unexpected \(element)")
            }
        }
        #expect(Self.near(last, CGPoint(x: 50, y: 100), 0.05))
        // Every drawn point lies on the circle (within the cubic arcs' own error).
        for point in path.polygons().flatMap({ $0 }) {
            #expect(abs(hypot(point.x - 50, point.y - 50) - 50) < 0.05)
        }
    }

    @Test("a curve cut inside its span is split on the curve: the trimmed half circle ends at 9 o'clock")
    func curveSplitIsExact() {
        let path = Circle().trim(from: 0.1, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .move(let start) = path.elements.first, case .curve(let end, _, _)? = path.elements.last else {
            Issue.record("\(path.elements)"); return
        }
        // 0.1 of the turn is 36° clockwise from 3 o'clock (y grows downwards).
        #expect(Self.near(start, CGPoint(x: 50 + 50 * cos(CGFloat.pi / 5), y: 50 + 50 * sin(CGFloat.pi / 5)), 0.05))
        #expect(Self.near(end, CGPoint(x: 0, y: 50), 0.05))
    }

    @Test("a length at or past a curve's measured end maps to the curve's end, not its start")
    func lengthPastTheEndIsTheEnd() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 50))
        let segment = PathTrimming.segments(of: path)[0]
        #expect(segment.parameter(atLength: segment.length) == 1)
        #expect(segment.parameter(atLength: segment.length.nextUp) == 1)
        #expect(segment.parameter(atLength: 0) == 0)
    }

    /// A bar whose drawn width is `fraction` of its frame: a custom shape with `animatableData`.
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
        }
    }

    struct Progress: View {
        @State private var progress = 0.2
        var body: some View {
            VStack {
                Bar(fraction: progress).fill(Color.blue).frame(width: 200, height: 20).accessibilityIdentifier("bar")
                Circle().trim(from: 0, to: progress).stroke(Color.green, lineWidth: 4)
                    .frame(width: 100, height: 100).accessibilityIdentifier("ring")
                RoundedRectangle(cornerRadius: progress * 50).fill(Color.red)
                    .frame(width: 100, height: 100).accessibilityIdentifier("card")
                Button("go") { withAnimation(.linear(duration: 1)) { progress = 1 } }.accessibilityIdentifier("go")
            }
        }
    }

    /// The path drawn for the view with `identifier`, in its own coordinates.
    static func drawnPath(_ host: ViewHost<Progress>, _ identifier: String) -> Path? {
        for item in host.displayList().items where item.identifier == identifier {
            if case .path(let path, _, _, _) = item.content { return path }
        }
        return nil
    }

    /// The progress view half-way through its one-second animation from 0.2 to 1.
    static func halfWay() -> ViewHost<Progress> {
        let host = ViewHost(Progress(), canvasSize: CGSize(width: 300, height: 400))
        host.tap(on: "go")
        host.advance(to: host.clock.now + 0.5)
        return host
    }

    @Test("a custom Shape's animatableData animates: half-way the bar is drawn at the in-between width")
    func customShapeAnimates() throws {
        let host = ViewHost(Progress(), canvasSize: CGSize(width: 300, height: 400))
        #expect(try #require(Self.drawnPath(host, "bar")).boundingRect.width == 40)
        host.tap(on: "go")
        host.advance(to: host.clock.now + 0.5)
        #expect(abs(try #require(Self.drawnPath(host, "bar")).boundingRect.width - 120) < 0.5, "0.2 → 1 half-way is 0.6")
        host.advance(to: host.clock.now + 1)
        #expect(try #require(Self.drawnPath(host, "bar")).boundingRect.width == 200)
    }

    @Test("a trim animates: the ring's stroke sweeps along the circle")
    func trimAnimates() throws {
        let host = Self.halfWay()
        let ring = try #require(Self.drawnPath(host, "ring"))
        guard case .curve(let end, _, _)? = ring.elements.last else { Issue.record("\(ring.elements)"); return }
        // Half-way the trim ends at 0.6 of the turn: 216° clockwise from 3 o'clock.
        let angle = 0.6 * 2 * Double.pi
        #expect(Self.near(end, CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle)), 0.1))
    }

    @Test("a rounded rectangle's corner radius animates")
    func cornerRadiusAnimates() throws {
        let host = Self.halfWay()
        let card = try #require(Self.drawnPath(host, "card"))
        // Corner radius 10 → 50 half-way is 30: the top edge starts 30 from the left.
        #expect(card.elements.first == .move(to: CGPoint(x: 30, y: 0)))
    }
}
