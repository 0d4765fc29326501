import Foundation
import ImageViewer
import TactileTesting
import Testing

// opacicmarko/swiftui-image-viewer — README "Usage" (`SimpleExample`): a button presents `ImageViewer(image:
// onCloseTap:)` in a `fullScreenCover`; the image is pinched to zoom (under 1 it springs back), dragged to
// pan when zoomed (kept within the container's edges), dragged sideways at scale 1 and springs back; the
// close button dismisses it.
struct ImageViewerReadmeView: View {
    let image = Image("Waterfall")
    @State private var isImagePreviewPresented: Bool = false

    var body: some View {
        VStack {
            Button("Tap me to show image preview!") {
                isImagePreviewPresented = true
            }
        }
        .fullScreenCover(isPresented: $isImagePreviewPresented) {
            ImageViewer(
                image: image,
                onCloseTap: {
                    isImagePreviewPresented = false
                }
            )
        }
    }
}

@MainActor
@Suite("opacicmarko/swiftui-image-viewer: pinch to zoom, drag to pan, the close button dismisses")
struct ImageViewerMainGestureTests {
    let host = ViewHost(ImageViewerReadmeView())

    var presented: String? { host.stateValue(named: "isImagePreviewPresented", in: "ImageViewerReadmeView") }

    func present() async {
        host.tap(on: "Tap me to show image preview!")
        await host.settle()
    }

    /// The image: the square view the fitted placeholder of `Image("Waterfall")` draws.
    var image: CGRect {
        host.drawnViews.map(\.globalFrame).first { $0.width == $0.height && $0.width > 100 } ?? .null
    }
    var scale: Double { image.width / 244 }

    @Test("The button presents the viewer full screen; the close button dismisses it")
    func presentAndClose() async {
        #expect(presented == "false")
        await present()
        #expect(presented == "true")
        #expect(image.width == 244, "the fitted image (the named-image placeholder): \(image)")
        #expect(abs(image.midX - 195) < 0.5 && abs(image.midY - 422) < 0.5)
        host.tap(at: CGPoint(x: 366, y: 24))
        await host.settle()
        #expect(presented == "false")
        #expect(host.view(withText: "Tap me to show image preview!") != nil)
    }

    @Test("A pinch from 100 to 200 pt doubles the image; a pinch below 1 springs back to 1")
    func pinchZooms() async {
        await present()
        host.pinch(center: CGPoint(x: 195, y: 422), from: 100, to: 200)
        await host.settle()
        #expect(abs(scale - 2) < 0.02, "scale \(scale)")
        host.pinch(center: CGPoint(x: 195, y: 422), from: 200, to: 50)
        await host.settle()
        #expect(abs(scale - 1) < 0.001, "scale \(scale)")
        #expect(abs(image.midX - 195) < 0.5 && abs(image.midY - 422) < 0.5)
    }

    @Test("Zoomed, a drag pans the image, kept within the container's edges")
    func dragPans() async {
        await present()
        host.pinch(center: CGPoint(x: 195, y: 422), from: 100, to: 200)
        await host.settle()
        host.drag(from: CGPoint(x: 150, y: 422), to: CGPoint(x: 250, y: 422))
        await host.settle()
        // The library halves its way toward the translation at every change: it lags the finger a little.
        #expect(image.midX > 195 + 80 && image.midX < 195 + 100, "the image moved right with the finger: centre \(image.midX)")
        host.drag(from: CGPoint(x: 60, y: 422), to: CGPoint(x: 360, y: 422))
        await host.settle()
        #expect(abs(image.midX - (195 + 195)) < 0.5, "clamped at (2 − 1) × 390 / 2 = 195 pt: centre \(image.midX)")
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), lift: false)
        #expect(image.midY > 422 + 150, "zoomed, the image follows the finger down: centre \(image.midY)")
        host.touchUp()
        await host.settle()
        // The library takes the image's aspect ratio from its 390 × 244 frame: 2 × 390 / 1.598 = 488 pt high,
        // under the 748-pt container, so it has no vertical room and goes back to the middle.
        #expect(abs(image.midY - 422) < 0.5, "centre \(image.midY)")
        #expect(abs(image.midX - 390) < 0.5, "still at the right edge: \(image.midX)")
    }

    @Test("At scale 1 a drag moves the image sideways only, and it springs back")
    func dragAtScaleOne() async {
        await present()
        host.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 250, y: 450), lift: false)
        #expect(image.midX > 195 + 80, "the image follows sideways: \(image.midX)")
        #expect(abs(image.midY - 422) < 0.5, "and not down: \(image.midY)")
        host.touchUp()
        await host.settle()
        #expect(abs(image.midX - 195) < 0.5)
    }
}
