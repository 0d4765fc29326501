import Foundation
import Testing
import TactileTesting
import TactileUI

/// `ConcentricRectangle` (SwiftUI, iOS 26) with no container shape above it: Tactile's window has
/// square corners, so it is its rectangle (with one: ContainerShapeTests).
@MainActor
@Suite("ConcentricRectangle without a container shape")
struct ConcentricRectangleTests {
    /// In the style of layout-debugging overlays: a filled, stroked and background shape.
    private struct Guide<S: Shape>: View {
        let shape: S
        var body: some View {
            ZStack {
                shape.opacity(0.2).overlay(shape.stroke(Color.primary, lineWidth: 3).padding(1.5))
                Text("Guide").padding().background(Color.gray, in: shape)
            }
            .frame(width: 200, height: 120)
        }
    }

    @Test("its path is its rectangle, and it draws exactly as Rectangle in fills, strokes and backgrounds")
    func drawsAsRectangle() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(ConcentricRectangle().path(in: rect) == Rectangle().path(in: rect))
        let concentric = ViewHost(Guide(shape: ConcentricRectangle()), canvasSize: CGSize(width: 300, height: 200)).svg()
        let square = ViewHost(Guide(shape: Rectangle()), canvasSize: CGSize(width: 300, height: 200)).svg()
        let rounded = ViewHost(Guide(shape: RoundedRectangle(cornerRadius: 12)), canvasSize: CGSize(width: 300, height: 200)).svg()
        #expect(concentric == square)
        #expect(concentric != rounded)
    }
}
