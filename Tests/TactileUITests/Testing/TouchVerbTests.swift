import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// What the views under test saw, in order.
@MainActor
final class Sightings {
    private(set) var points: [CGPoint] = []
    private(set) var entries: [String] = []
    private(set) var magnifications: [CGFloat] = []
    func point(_ point: CGPoint) { points.append(point) }
    func entry(_ entry: String) { entries.append(entry) }
    func magnification(_ value: CGFloat) { magnifications.append(value) }
}

/// A 200 × 100 card at (95, 372)…(295, 472) on the default 390 × 844 canvas: a drag that reports
/// local locations, a double tap and a single tap, and a pinch.
private struct VerbCard: View {
    let seen: Sightings
    var body: some View {
        Rectangle()
            .fill(.orange)
            .frame(width: 200, height: 100)
            .accessibilityIdentifier("card")
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { seen.point($0.location) }
                .onEnded { seen.entry("drag \(Int($0.translation.width.rounded())),\(Int($0.translation.height.rounded()))") })
    }
}

private struct TapTarget: View {
    let seen: Sightings
    var body: some View {
        Rectangle()
            .fill(.green)
            .frame(width: 120, height: 120)
            .accessibilityIdentifier("taps")
            .gesture(TapGesture(count: 2).onEnded { seen.entry("double") }
                .exclusively(before: SpatialTapGesture().onEnded { seen.entry("single \(Int($0.location.x)),\(Int($0.location.y))") }))
    }
}

private struct Pinchable: View {
    let seen: Sightings
    var body: some View {
        Rectangle()
            .fill(.purple)
            .frame(width: 300, height: 300)
            .accessibilityIdentifier("photo")
            .gesture(MagnifyGesture()
                .onChanged { seen.magnification($0.magnification) }
                .onEnded { seen.entry("magnify \(String(format: "%.2f", Double($0.magnification)))") })
    }
}

@MainActor
@Suite("Touch verbs: swipe, drag along a path, double tap, multi-touch, node-relative points")
struct TouchVerbTests {
    @Test("swipe(on:_:) crosses the view from the edge behind the motion to the edge ahead, 1 pt inside each",
          arguments: [(SwipeDirection.up, "drag 0,-98"), (.down, "drag 0,98"), (.left, "drag -198,0"), (.right, "drag 198,0")])
    func swipeCrossesTheView(direction: SwipeDirection, expected: String) {
        let seen = Sightings()
        let host = ViewHost(VerbCard(seen: seen))
        host.swipe(on: "card", direction)
        #expect(seen.entries == [expected])
    }

    @Test("a swipe is 14 events over 0.2 s at 60 Hz: down, 12 moves, up")
    func swipeTiming() {
        let seen = Sightings()
        let host = ViewHost(VerbCard(seen: seen))
        let start = host.now
        host.swipe(on: "card", .left)
        // minimumDistance 0: the touch-down and each of the 12 moves report a change.
        #expect(seen.points.count == 13)
        #expect(abs(host.now - start - 0.2) < 1e-12)
    }

    @Test("drag(on:along:) puts the finger where the curve is at each sample, in the view's own space")
    func dragAlongCurve() {
        let seen = Sightings()
        let host = ViewHost(VerbCard(seen: seen))
        let curve = TouchPath { t in CGPoint(x: 10 + 180 * t, y: 50 + 40 * sin(2 * .pi * t)) }
        host.drag(on: "card", along: curve)
        // 0.3 s at 60 Hz: the touch-down and 18 moves, at progress k/18.
        #expect(seen.points.count == 19)
        for (k, point) in seen.points.enumerated() {
            let expected = curve.location(at: Double(k) / 18)
            #expect(abs(point.x - expected.x) < 1e-9 && abs(point.y - expected.y) < 1e-9, "sample \(k)")
        }
    }

    @Test("TouchPath(through:) moves at constant speed along its polyline")
    func polylineAtConstantSpeed() {
        let path = TouchPath(through: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)])
        #expect(path.location(at: 0) == CGPoint(x: 0, y: 0))
        #expect(path.location(at: 0.5) == CGPoint(x: 20, y: 0))
        #expect(path.location(at: 0.875) == CGPoint(x: 30, y: 5))
        #expect(path.location(at: 2) == CGPoint(x: 30, y: 10), "progress is clamped")
        #expect(TouchPath(through: [CGPoint(x: 4, y: 4)]).location(at: 0.3) == CGPoint(x: 4, y: 4))
    }

    @Test("S-11: doubleTap(on:) ends a TapGesture(count: 2) once and never the single tap waiting for it")
    func doubleTapEndsTheDoubleTap() {
        let seen = Sightings()
        let host = ViewHost(TapTarget(seen: seen))
        host.doubleTap(on: "taps")
        host.advance(by: 1)
        #expect(seen.entries == ["double"])
    }

    @Test("a double tap is 4 events over 0.25 s: held 0.05 s each, 0.15 s apart")
    func doubleTapTiming() {
        let log = TouchLog()
        log.doubleTap(at: CGPoint(x: 5, y: 5))
        #expect(log.phases == [.began, .ended, .began, .ended])
        let expected = [0, 0.05, 0.2, 0.25]
        #expect(zip(log.times, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test("S-13: tap(on:at:) puts the finger at the unit point of the view's frame, edges 1 pt inside",
          arguments: [(UnitPoint.topLeading, "single 1,1"), (.bottomTrailing, "single 119,119"),
                      (UnitPoint(x: 0.25, y: 0.75), "single 30,90"), (.center, "single 60,60")])
    func tapAtUnitPoint(anchor: UnitPoint, expected: String) {
        let seen = Sightings()
        let host = ViewHost(TapTarget(seen: seen))
        host.tap(on: "taps", at: anchor)
        host.advance(by: 1)
        #expect(seen.entries == [expected])
    }

    @Test("location(_:in:) maps a unit point into the drawn frame; .center is center(of:)")
    func locationOfUnitPoint() {
        let host = ViewHost(VerbCard(seen: Sightings()))
        let frame = host.view("card").globalFrame
        #expect(host.location(.center, in: "card") == host.center(of: "card"))
        #expect(host.location(.topLeading, in: "card") == CGPoint(x: frame.minX + 1, y: frame.minY + 1))
        #expect(host.location(.bottomTrailing, in: "card") == CGPoint(x: frame.maxX - 1, y: frame.maxY - 1))
        #expect(host.location(UnitPoint(x: 0.5, y: 0.25), in: "card") == CGPoint(x: frame.midX, y: frame.minY + 25))
    }

    @Test("S-40: multiTouch(on:along:) pinches along two curves; the magnification is the final span over the first")
    func multiTouchPinchAlongCurves() {
        let seen = Sightings()
        let host = ViewHost(Pinchable(seen: seen))
        // Two fingers from 40 pt apart to 120 pt apart around the view's centre (150, 150), on arcs.
        let left = TouchPath { t in CGPoint(x: 130 - 40 * t, y: 150 + 20 * sin(.pi * t)) }
        let right = TouchPath { t in CGPoint(x: 170 + 40 * t, y: 150 + 20 * sin(.pi * t)) }
        host.multiTouch(on: "photo", along: [left, right])
        #expect(seen.entries == ["magnify 3.00"])
        #expect(zip(seen.magnifications, seen.magnifications.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("multiTouch sends every finger in each event: one down, n moves, one up, each with all fingers")
    func multiTouchBatches() {
        let log = TouchLog()
        log.multiTouch(along: [.line(from: .zero, to: CGPoint(x: 0, y: 40)), .line(from: CGPoint(x: 60, y: 0), to: CGPoint(x: 60, y: 40)),
                               .line(from: CGPoint(x: 120, y: 0), to: CGPoint(x: 120, y: 40))])
        // 0.4 s at 60 Hz: 24 moves.
        #expect(log.batches.count == 26)
        #expect(log.batches.allSatisfy { $0.map(\.id) == [0, 1, 2] })
        #expect(log.phases == [.began] + Array(repeating: .moved, count: 24) + [.ended])
        #expect(log.batches.last?.map(\.location) == [CGPoint(x: 0, y: 40), CGPoint(x: 60, y: 40), CGPoint(x: 120, y: 40)])
    }

    @Test("S-43: a two-finger pan written as multiTouch keeps the span, so the magnify never begins")
    func multiTouchTwoFingerPan() {
        let seen = Sightings()
        let host = ViewHost(Pinchable(seen: seen))
        host.multiTouch(on: "photo", along: [.line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 180)),
                                             .line(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 220, y: 180))])
        #expect(seen.magnifications.isEmpty && seen.entries.isEmpty)
    }
}
