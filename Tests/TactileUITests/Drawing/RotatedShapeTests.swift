import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Shape.rotation(_:anchor:)` (SwiftUI's `RotatedShape`): the path turns about the anchor, the
/// frame stays, and the shape is hit on its turned path (S-66).
@MainActor
@Suite("Drawing: rotated shapes")
struct RotatedShapeTests {
    static func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    @Test("a 100 × 20 bar turned 90° about its centre stands 20 × 100 about the same centre; about its top-leading corner it swings down and left")
    func rotationAboutAnchors() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 20)
        #expect(Self.near(Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect, CGRect(x: 40, y: -40, width: 20, height: 100)))
        #expect(Self.near(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect,
                          CGRect(x: -20, y: 0, width: 20, height: 100)))
    }

    struct Needle: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Rectangle().rotation(.degrees(90)).fill(Color.red)
                    .frame(width: 100, height: 20).accessibilityIdentifier("needle")
                    .onTapGesture { taps += 1 }
                Text("\(taps)").accessibilityIdentifier("taps")
            }
        }
    }

    @Test("S-66: a turned shape keeps its frame and is hit where it is drawn, not where it was")
    func hitOnTheTurnedPath() {
        let host = ViewHost(Needle(), canvasSize: CGSize(width: 300, height: 300))
        #expect(Self.near(host.view("needle").globalFrame, CGRect(origin: host.view("needle").globalFrame.origin, size: CGSize(width: 100, height: 20))))
        host.tap(on: "needle", at: UnitPoint(x: 0.05, y: 0.5), reportingMisses: false)
        #expect(host.view("taps").text == "0", "the bar's old left end is empty now")
        host.tap(on: "needle", at: .center)
        #expect(host.view("taps").text == "1")
    }

    @Test("a stroked ring turned with rotation(_:) is still a Shape, as the progress rings apps write")
    func strokedThenRotated() {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round)).rotation(.degrees(270))
        let bounds = ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        // The quarter from 3 o'clock to 6 o'clock, turned 270° clockwise, runs from 12 o'clock to 3 o'clock.
        #expect(bounds.minY < 0 && bounds.maxX > 100 && bounds.maxY < 60 && bounds.minX > 40)
    }
}
