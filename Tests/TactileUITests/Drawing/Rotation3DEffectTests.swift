import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `rotation3DEffect`, projected orthographically (`Rotation3DBehavior`).
@MainActor
@Suite("Drawing: rotation3DEffect")
struct Rotation3DEffectTests {
    @Test("a turn about z is rotationEffect's turn (clockwise on screen for positive angles)")
    func aboutZ() {
        let projected = Rotation3DBehavior.projection(angle: .degrees(30), axis: (x: 0, y: 0, z: 1))
        let planar = CGAffineTransform(rotationAngle: Angle.degrees(30).radians)
        #expect(abs(projected.a - planar.a) < 1e-12 && abs(projected.b - planar.b) < 1e-12)
        #expect(abs(projected.c - planar.c) < 1e-12 && abs(projected.d - planar.d) < 1e-12)
    }

    @Test("a 60° turn about y draws the view at half its width about the anchor; about x at half its height")
    func aboutYAndX() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).accessibilityIdentifier("y")
            Color.blue.frame(width: 100, height: 40).rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0), anchor: .top)
                .accessibilityIdentifier("x")
        }, canvasSize: CGSize(width: 200, height: 80))
        let y = host.view("y").globalFrame
        #expect(abs(y.width - 50) < 0.001 && abs(y.midX - 100) < 0.001 && abs(y.height - 40) < 0.001)
        let x = host.view("x").globalFrame
        #expect(abs(x.height - 20) < 0.001 && abs(x.minY - 40) < 0.001 && abs(x.width - 100) < 0.001)
    }

    @Test("a rotated view is hit where it is drawn: inside its narrowed box, not in the part turned away")
    func hitTesting() {
        let taps = Flag()
        let host = ViewHost(Color.red.frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            .onTapGesture { taps.value = true }, canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 90, y: 50))
        #expect(!taps.value, "x = 90 is outside the drawn 25…75")
        host.tap(at: CGPoint(x: 70, y: 50))
        #expect(taps.value)
    }

    @Test("a zero or non-finite axis or angle leaves the view unrotated")
    func degenerate() {
        #expect(Rotation3DBehavior.projection(angle: .degrees(45), axis: (x: 0, y: 0, z: 0)) == .identity)
        #expect(Rotation3DBehavior.projection(angle: .radians(.nan), axis: (x: 0, y: 1, z: 0)) == .identity)
        #expect(Rotation3DBehavior.projection(angle: .degrees(45), axis: (x: .infinity, y: 0, z: 0)) == .identity)
    }
}
