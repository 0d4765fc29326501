import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A shape's `offset(_:)` and `offset(x:y:)` (SwiftUI's `OffsetShape`): the path moves, the frame
/// stays, and the shape is hit where it is drawn (S-66).
@MainActor
@Suite("Drawing: offset shapes")
struct OffsetShapeTests {
    @Test("a shape's offset moves its path by the offset and keeps it a Shape, so a stroke can be offset and then filled")
    func offsetMovesThePath() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(Circle().offset(x: 10, y: -5).path(in: rect).boundingRect == CGRect(x: 10, y: -5, width: 40, height: 40))
        #expect(Rectangle().offset(CGSize(width: 3, height: 4)).path(in: rect).boundingRect == CGRect(x: 3, y: 4, width: 40, height: 40))
        #expect(Rectangle().offset(CGPoint(x: -2, y: 0)).path(in: rect).boundingRect == CGRect(x: -2, y: 0, width: 40, height: 40))
        let bolt = Rectangle().stroke(style: StrokeStyle(lineWidth: 4)).offset(y: 20)
        #expect(bolt.path(in: rect).boundingRect.minY == 18, "the stroked outline (2 pt outside the edge) moved down 20")
    }

    @Test("an offset insettable shape insets in place and stays offset, so strokeBorder follows it")
    func insetKeepsTheOffset() {
        let inset = Rectangle().offset(x: 10).inset(by: 5)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect == CGRect(x: 15, y: 5, width: 30, height: 30))
        let turned = Rectangle().rotation(.degrees(90)).inset(by: 5)
        let bounds = turned.path(in: CGRect(x: 0, y: 0, width: 100, height: 20)).boundingRect
        #expect(abs(bounds.width - 10) < 0.001 && abs(bounds.height - 90) < 0.001, "a turned shape's inset is the inset turned")
    }

    @Test("the offset animates with the shape's own data")
    func offsetIsAnimatable() {
        var shape = Circle().offset(x: 0, y: 0)
        shape.animatableData.second = AnimatablePair(12, 30)
        #expect(shape.offset == CGSize(width: 12, height: 30))
    }

    struct Marker: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Circle().offset(x: 60).fill(Color.blue)
                    .frame(width: 40, height: 40).accessibilityIdentifier("marker")
                    .onTapGesture { taps += 1 }
                Text("\(taps)").accessibilityIdentifier("taps")
            }
        }
    }

    @Test("S-66: an offset shape keeps its frame and is hit where it is drawn, not where its frame is")
    func hitOnTheMovedPath() {
        let host = ViewHost(Marker(), canvasSize: CGSize(width: 300, height: 300))
        let frame = host.view("marker").globalFrame
        #expect(abs(frame.width - 40) < 0.001 && abs(frame.height - 40) < 0.001, "the frame is the unmoved circle's")
        host.tap(on: "marker", at: .center, reportingMisses: false)
        #expect(host.view("taps").text == "0", "the frame's centre is empty: the circle moved 60 pt right")
        host.tap(at: CGPoint(x: frame.midX + 60, y: frame.midY))
        #expect(host.view("taps").text == "1")
    }
}
