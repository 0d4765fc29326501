import Foundation
import Testing
import TactileTesting
@testable import TactileGestures
@testable import TactileUI

/// `rotation3DEffect` in perspective (`Rotation3DBehavior`, SwiftUI's model: eye at
/// `max(width, height) / perspective`), exact in drawing, hit testing and gesture locations.
///
/// Worked numbers for a 100×100 view turned 60° about y about its centre, default perspective
/// (eye 100 pt away): a point `dx` right of the anchor moves to `dx·cos 60° / w` with
/// `w = 1 + sin 60°·dx / 100` — the left edge comes nearer (w ≈ 0.567: drawn at x ≈ 5.9, 176 pt
/// tall), the right edge goes away (w ≈ 1.433: at x ≈ 67.4, 70 pt tall).
@MainActor
@Suite("Drawing: rotation3DEffect")
struct Rotation3DEffectTests {
    static let sine = sin(Double.pi / 3)
    /// Where local point (x, y) of the 100×100 view is drawn.
    static func drawn(_ x: Double, _ y: Double) -> CGPoint {
        let dx = x - 50, dy = y - 50
        let w = 1 + sine * dx / 100
        return CGPoint(x: 50 + dx * 0.5 / w, y: 50 + dy / w)
    }

    static func card(perspective: CGFloat = 1) -> some View {
        Color.red.frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: perspective)
            .accessibilityIdentifier("card")
    }

    @Test("a turn about z is rotationEffect's turn (clockwise on screen for positive angles), with no perspective")
    func aboutZ() {
        let behavior = Rotation3DBehavior(angle: .degrees(30), axis: (x: 0, y: 0, z: 1), anchor: .topLeading)
        #expect(behavior.effectProjection(in: CGSize(width: 80, height: 40)) == nil)
        let projected = behavior.effectTransform(in: CGSize(width: 80, height: 40))
        let planar = CGAffineTransform(rotationAngle: Angle.degrees(30).radians)
        #expect(abs(projected.a - planar.a) < 1e-12 && abs(projected.b - planar.b) < 1e-12)
        #expect(abs(projected.c - planar.c) < 1e-12 && abs(projected.d - planar.d) < 1e-12)
        #expect(abs(projected.tx) < 1e-12 && abs(projected.ty) < 1e-12)
    }

    @Test("in perspective the near edge is drawn larger than the far one: the drawn frame spans the projected corners")
    func perspectiveFrame() {
        let host = ViewHost(Self.card(), canvasSize: CGSize(width: 100, height: 100))
        let frame = host.view("card").globalFrame
        let topLeft = Self.drawn(0, 0), bottomLeft = Self.drawn(0, 100), topRight = Self.drawn(100, 0)
        #expect(abs(frame.minX - topLeft.x) < 1e-6 && abs(frame.maxX - topRight.x) < 1e-6)
        #expect(abs(frame.minY - topLeft.y) < 1e-6 && abs(frame.maxY - bottomLeft.y) < 1e-6)
        #expect(frame.height > 170, "the near edge is ~176 pt tall, not 100")
    }

    @Test("perspective: 0 projects orthographically: a 60° turn about y draws the view at half its width, about x at half its height")
    func orthographic() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
                .accessibilityIdentifier("y")
            Color.blue.frame(width: 100, height: 40).rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0)
                .accessibilityIdentifier("x")
        }, canvasSize: CGSize(width: 200, height: 80))
        let y = host.view("y").globalFrame
        #expect(abs(y.width - 50) < 0.001 && abs(y.midX - 100) < 0.001 && abs(y.height - 40) < 0.001)
        let x = host.view("x").globalFrame
        #expect(abs(x.height - 20) < 0.001 && abs(x.minY - 40) < 0.001 && abs(x.width - 100) < 0.001)
    }

    @Test("a view in perspective is hit where it is drawn, along its slanted edges, not where an affine fit would put it")
    func hitTesting() {
        let taps = Flag()
        let host = ViewHost(Self.card().onTapGesture { taps.value = true }, canvasSize: CGSize(width: 100, height: 100))
        // The top edge runs from drawn(0, 0) to drawn(100, 0); at x = 60 it is at y ≈ 8.6.
        host.tap(at: CGPoint(x: 60, y: 5))
        #expect(!taps.value, "above the slanted top edge")
        host.tap(at: CGPoint(x: 70, y: 50))
        #expect(!taps.value, "right of the far edge at x ≈ 67.4")
        host.tap(at: CGPoint(x: 60, y: 12))
        #expect(taps.value, "just inside the slanted top edge")
    }

    @Test("S-67 a gesture attached inside the effect reports, in .local, the view's own point under the finger, through the projection; one attached outside reports the unrotated layout point")
    func gestureLocation() {
        let inside = TappedLocations(), outside = TappedLocations()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .gesture(SpatialTapGesture().onEnded { inside.points.append($0.location) })
                .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                .simultaneousGesture(SpatialTapGesture().onEnded { outside.points.append($0.location) }),
            canvasSize: CGSize(width: 100, height: 100))
        let finger = Self.drawn(75, 20)
        host.tap(at: finger)
        #expect(inside.points.count == 1 && outside.points.count == 1)
        for local in inside.points {
            #expect(abs(local.x - 75) < 1e-6 && abs(local.y - 20) < 1e-6, "\(local)")
        }
        for local in outside.points {
            #expect(abs(local.x - finger.x) < 1e-6 && abs(local.y - finger.y) < 1e-6, "\(local)")
        }
    }

    @Test("the rendered pixels follow the projection: the near edge reaches beyond the layout box, the far corner is empty")
    func pixels() throws {
        let host = ViewHost(ZStack { Self.card() }.frame(width: 100, height: 200), canvasSize: CGSize(width: 100, height: 200))
        // The card sits at y 50…150 in this canvas; drawn points move down by 50.
        let image = try PNGDecoder.image(from: host.png())
        #expect(image.pixel(x: 10, y: 175).alpha == 255, "the near (left) edge reaches y ≈ 188")
        #expect(image.pixel(x: 10, y: 195).alpha == 0)
        #expect(image.pixel(x: 60, y: 52).alpha == 0, "above the slanted top edge (y ≈ 58.6 at x = 60)")
        #expect(image.pixel(x: 60, y: 62).alpha == 255)
        #expect(image.pixel(x: 69, y: 100).alpha == 0, "beyond the far edge at x ≈ 67.4")
    }

    @Test("a zero or non-finite axis or angle leaves the view unrotated")
    func degenerate() {
        let size = CGSize(width: 50, height: 50)
        for (angle, axis) in [(Angle.degrees(45), (x: CGFloat(0), y: CGFloat(0), z: CGFloat(0))),
                              (.radians(.nan), (x: 0, y: 1, z: 0)), (.degrees(45), (x: .infinity, y: 0, z: 0))] {
            let behavior = Rotation3DBehavior(angle: angle, axis: axis, anchor: .center)
            #expect(behavior.projection(in: size).isIdentity)
            #expect(behavior.effectProjection(in: size) == nil)
        }
    }

    @Test("ProjectionTransform: concatenation applies left then right, and the inverse maps back")
    func projectionAlgebra() {
        let behavior = Rotation3DBehavior(angle: .degrees(35), axis: (x: 1, y: 2, z: 0.5), anchor: .center, anchorZ: 10)
        let projection = behavior.projection(in: CGSize(width: 120, height: 80))
        let shift = ProjectionTransform(CGAffineTransform(translationX: 7, y: -3))
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 80), CGPoint(x: 33, y: 71)] {
            let both = point.applying(projection.concatenating(shift))
            let step = point.applying(projection).applying(shift)
            #expect(abs(both.x - step.x) < 1e-9 && abs(both.y - step.y) < 1e-9)
            let back = point.applying(projection).applying(projection.inverted())
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        }
    }
}

/// The locations a spatial tap's `onEnded` reported.
final class TappedLocations {
    var points: [CGPoint] = []
}
