import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Shape.scale(_:anchor:)` and `scale(x:y:anchor:)` (SwiftUI's `ScaledShape`): the outline is
/// scaled about the anchor of the shape's frame, the frame is not (Apple's documentation: "Scales
/// this shape without changing its bounding frame").
@MainActor
@Suite("Drawing: scaled shapes")
struct ScaledShapeTests {
    @Test("a circle scaled by 0.5 about its centre is half as wide, centred in the same frame")
    func scaledAboutCentre() {
        let path = Circle().scale(0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 25) < 0.01 && abs(bounds.width - 50) < 0.01 && abs(bounds.midY - 50) < 0.01)
        let host = ViewHost(Circle().scale(0.5).fill(Color.red).frame(width: 100, height: 100).accessibilityIdentifier("dot"),
                            canvasSize: CGSize(width: 100, height: 100))
        #expect(host.view(withIdentifier: "dot")?.globalFrame.size == CGSize(width: 100, height: 100), "the frame is not scaled")
    }

    @Test("scale(x:y:anchor:) scales each axis about the anchor")
    func scaledAboutAnchor() {
        let bounds = Rectangle().scale(x: 2, y: 0.5, anchor: .topLeading).path(in: CGRect(x: 10, y: 10, width: 20, height: 20)).boundingRect
        #expect(bounds == CGRect(x: 10, y: 10, width: 40, height: 10))
    }
}
