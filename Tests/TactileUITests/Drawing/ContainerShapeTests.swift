import Foundation
import Testing
import TactileTesting
import TactileUI

/// `containerShape(_:)` (SwiftUI, iOS 15) with `ConcentricRectangle` (iOS 26): a concentric shape
/// below a container shape takes the container's corner radius less its distance from the
/// container's edges (Apple: "a rectangle whose corner radii are concentric with its container
/// shape"), as layout-debugging overlays and cards inside sheets use them.
@MainActor
@Suite("containerShape and concentric corners")
struct ContainerShapeTests {
    private static let canvas = CGSize(width: 300, height: 240)

    /// A card in a layout guide's style: a concentric background and an inner concentric panel
    /// inset by `inset`, inside a container shape.
    private struct Card<Container: InsettableShape>: View {
        let container: Container
        var inset: CGFloat = 20
        var body: some View {
            ConcentricRectangle().fill(Color.blue)
                .padding(inset)
                .frame(width: 220, height: 160)
                .background(Color.gray, in: ConcentricRectangle())
                .containerShape(container)
        }
    }

    /// The same card drawn with explicit corners, to compare with.
    private struct Expected: View {
        let outer: RectangleCornerRadii
        let inner: RectangleCornerRadii
        var inset: CGFloat = 20
        var body: some View {
            UnevenRoundedRectangle(cornerRadii: inner).fill(Color.blue)
                .padding(inset)
                .frame(width: 220, height: 160)
                .background(Color.gray, in: UnevenRoundedRectangle(cornerRadii: outer))
        }
    }

    private func svg(_ view: some View) -> String { ViewHost(view, canvasSize: Self.canvas).svg() }

    private func radii(_ radius: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }

    @Test("a concentric shape filling the container has its corners; one inset 20 pt has 20 pt less")
    func roundedContainer() {
        let card = svg(Card(container: RoundedRectangle(cornerRadius: 72, style: .continuous)))
        #expect(card == svg(Expected(outer: radii(72), inner: radii(52))), Comment(rawValue: card))
        #expect(card != svg(Expected(outer: radii(0), inner: radii(0))))
    }

    @Test("each corner follows its own container corner, and never goes below square")
    func unevenContainer() {
        let container = UnevenRoundedRectangle(topLeadingRadius: 60, bottomLeadingRadius: 12, bottomTrailingRadius: 44, topTrailingRadius: 12)
        let card = svg(Card(container: container))
        let outer = RectangleCornerRadii(topLeading: 60, bottomLeading: 12, bottomTrailing: 44, topTrailing: 12)
        let inner = RectangleCornerRadii(topLeading: 40, bottomLeading: 0, bottomTrailing: 24, topTrailing: 0)
        #expect(card == svg(Expected(outer: outer, inner: inner)), Comment(rawValue: card))
    }

    @Test("a capsule container's radius is half its shorter side; an inset larger than it leaves square corners")
    func capsuleAndDeepInset() {
        #expect(svg(Card(container: Capsule())) == svg(Expected(outer: radii(80), inner: radii(60))))
        #expect(svg(Card(container: RoundedRectangle(cornerRadius: 12), inset: 30)) == svg(Expected(outer: radii(12), inner: radii(0), inset: 30)))
    }

    @Test("with no container shape above it the shape is its rectangle, and the modifier changes no layout")
    func noContainer() {
        let bare = ConcentricRectangle().fill(Color.blue).padding(20).frame(width: 220, height: 160)
        #expect(svg(bare) == svg(Rectangle().fill(Color.blue).padding(20).frame(width: 220, height: 160)))
        let text = Text("Guide").padding(12)
        #expect(svg(text.containerShape(RoundedRectangle(cornerRadius: 30))) == svg(text))
    }

    @Test("it is hit on its concentric path: a touch in a rounded-off corner misses it")
    func hitTesting() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let view = ConcentricRectangle().fill(Color.blue)
            .onTapGesture { taps.count += 1 }
            .frame(width: 200, height: 200)
            .containerShape(RoundedRectangle(cornerRadius: 60))
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 300))
        // The shape spans (50, 50)…(250, 250); its top-left corner is a 60-pt arc.
        host.tap(at: CGPoint(x: 55, y: 55))
        #expect(taps.count == 0)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps.count == 1)
        host.tap(at: CGPoint(x: 150, y: 53))
        #expect(taps.count == 2)
    }
}
