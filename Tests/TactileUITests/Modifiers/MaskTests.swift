import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Taps counted by a test.
@MainActor
final class MaskTaps { var count = 0 }

/// `mask(alignment:_:)` and the deprecated `mask(_:)`: the content keeps its layout, the mask is
/// laid out in it by `alignment`, the content is drawn only inside what the mask draws (at the
/// mask's opacity), the mask itself is never drawn, and hit testing is unchanged (as `clipShape`).
@MainActor
@Suite("mask: layout, clipping to what the mask draws, opacity, hit testing")
struct MaskTests {
    /// A 100 × 100 red square masked by a 40 × 40 square at `alignment`, in a 100 × 100 canvas.
    struct Masked: View {
        var alignment: Alignment = .center
        var body: some View {
            Color.red
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("content")
                .mask(alignment: alignment) {
                    Color.green.frame(width: 40, height: 40).accessibilityIdentifier("mask")
                }
        }
    }

    private func host<V: View>(_ view: V) -> ViewHost<V> { ViewHost(view, canvasSize: CGSize(width: 100, height: 100)) }

    @Test("the masked view keeps its size; the mask is proposed its size and placed by alignment")
    func layout() {
        let centred = host(Masked())
        #expect(centred.view("content").globalFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(centred.view("mask").globalFrame == CGRect(x: 30, y: 30, width: 40, height: 40))
        let corner = host(Masked(alignment: .bottomTrailing))
        #expect(corner.view("mask").globalFrame == CGRect(x: 60, y: 60, width: 40, height: 40))
    }

    @Test("the content is drawn only inside the mask's shape; the mask's own colour is never drawn")
    func clipsToMask() throws {
        let host = host(Masked(alignment: .topLeading))
        let image = try PNGDecoder.image(from: host.png())
        let inside = image.pixel(x: 20, y: 20), outside = image.pixel(x: 70, y: 70)
        #expect(inside.alpha == 255 && inside.red > 200 && inside.green < 100, "red inside the mask, not green: \(inside)")
        #expect(outside.alpha == 0, "nothing outside the mask: \(outside)")
        let drawn = host.displayList().items.map(\.identifier)
        #expect(drawn == ["content"], "only the content is drawn, not the mask: \(drawn)")
        #expect(host.drawnViews.count == 1, "the mask is not a drawn view")
    }

    @Test("a circular mask draws the content in the circle and not in the square's corners")
    func shapeMask() throws {
        let view = Color.blue.frame(width: 100, height: 100).mask { Circle() }
        let image = try PNGDecoder.image(from: host(view).png())
        #expect(image.pixel(x: 50, y: 50).alpha == 255)
        #expect(image.pixel(x: 5, y: 5).alpha == 0, "the corner is outside the circle")
        #expect(image.pixel(x: 95, y: 95).alpha == 0)
    }

    @Test("the mask's opacity is the content's: a half-transparent mask draws the content at half opacity")
    func opacity() {
        let view = Color.red.frame(width: 100, height: 100).mask { Color.black.opacity(0.5) }
        let items = host(view).displayList().items
        #expect(items.count == 1, "only the content is drawn")
        #expect(abs((items.first?.opacity ?? 0) - 0.5) < 1e-9)
    }

    @Test("a mask that draws nothing visible (clear) hides the content")
    func clearMaskHides() throws {
        let view = Color.red.frame(width: 100, height: 100).mask { Color.clear }
        let image = try PNGDecoder.image(from: host(view).png())
        #expect(image.pixel(x: 50, y: 50).alpha == 0)
    }

    @Test("the deprecated mask(_:) masks like mask(alignment: .center)")
    func deprecatedForm() throws {
        let view = Color.red.frame(width: 100, height: 100).mask(Color.black.frame(width: 40, height: 40))
        let image = try PNGDecoder.image(from: host(view).png())
        #expect(image.pixel(x: 50, y: 50).alpha == 255)
        #expect(image.pixel(x: 10, y: 10).alpha == 0)
    }

    @Test("a mask does not change hit testing: a tap where the content is masked out still reaches it")
    func hitTestingUnchanged() {
        let taps = MaskTaps()
        let view = Color.red.frame(width: 100, height: 100)
            .accessibilityIdentifier("content")
            .onTapGesture { taps.count += 1 }
            .mask(alignment: .topLeading) { Color.black.frame(width: 40, height: 40) }
        let host = host(view)
        host.tap(on: "content", at: UnitPoint(x: 0.8, y: 0.8))
        #expect(taps.count == 1, "the masked-out corner is still hit, as with clipShape")
        #expect(host.lastHitPath.contains("content"))
    }

    /// A mask whose size is state: the incremental display list must follow it.
    struct GrowingMask: View {
        @State private var wide = false
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .mask(alignment: .leading) { Color.black.frame(width: wide ? 80 : 20) }
                .onTapGesture { wide.toggle() }
                .accessibilityIdentifier("content")
        }
    }

    @Test("when the mask changes, the content is redrawn with the new clip (incremental list equals a full one)")
    func maskChangeRedraws() throws {
        let host = host(GrowingMask())
        #expect(try PNGDecoder.image(from: host.png()).pixel(x: 50, y: 50).alpha == 0)
        host.tap(on: "content", at: UnitPoint(x: 0.1, y: 0.5))
        host.advance(by: 0.016)
        #expect(host.displayList() == host.displayListDrawnWhole())
        #expect(try PNGDecoder.image(from: host.png()).pixel(x: 50, y: 50).alpha == 255)
    }
}
