import Foundation
import CropImageView
import TactileTesting
import Testing

// zhxf2012/CropImageView — README "Simple use": a button presents `CropImageView(inputImage:resultImage:cropSize:
// CGSize(width: 250, height: 250))` in a `.sheet`; the image is dragged ("Supports dragging and dropping the input
// image", a `highPriorityGesture(DragGesture())` setting its offset), zoomed (a `MagnificationGesture`, and a tap
// adding 0.1, shown as "Size:…%"), and "Done" cuts the part under the 250-pt hole out of the image
// (`CGImage.cropping(to:)`), hands it to the binding and dismisses the sheet. (The README's view uses both
// `croppedImage` and `cropedImage`; written with one name, plus a text of ours reading the result's size: images
// are placeholders here, a `UIImage(named:)` is 100 × 100 pt.)
struct CropImageReadmeView: View {
    @State var showCropView = false
    @State var croppedImage: UIImage?

    var inputImage: UIImage {
        return UIImage(named: "demo") ?? UIImage(systemName: "sun.haze.fill")!
    }

    var body: some View {
        VStack {
            Button(action: {
                self.showCropView = true
            }) {
                Text("Show the crop view")
            }
            if self.croppedImage != nil {
                Image(uiImage: self.croppedImage!)
                    .resizable()
                    .scaledToFit()
                    .padding()
            }
            Text(croppedImage.map { "result \(Int($0.size.width))×\(Int($0.size.height))" } ?? "no result")
        }
        .sheet(isPresented: $showCropView, onDismiss: finishedCrop) {
            CropImageView(inputImage: self.inputImage, resultImage: self.$croppedImage, cropSize: CGSize(width: 250, height: 250))
        }
    }

    func finishedCrop() {
    }
}

@MainActor
@Suite("zhxf2012/CropImageView: drag and zoom the image under the hole, then Done crops it")
struct CropImageViewMainGestureTests {
    let host = ViewHost(CropImageReadmeView())

    /// The input image: the widest square drawn without text (fitted to the sheet's width).
    var image: CGRect? {
        host.drawnViews.filter { $0.text == nil && abs($0.globalFrame.width - $0.globalFrame.height) < 1 && $0.globalFrame.width > 300 }
            .map(\.globalFrame).first
    }
    var sizeLabel: String? { host.drawnViews.compactMap(\.text).first { $0.hasPrefix("Size:") } }

    func present() {
        host.tap(on: "Show the crop view")
        host.advance(by: 1)
    }

    @Test("The sheet shows the image at 100 %, with Cancel and Done")
    func presents() {
        present()
        #expect(host.view(withText: "Done") != nil && host.view(withText: "Cancel") != nil)
        #expect(sizeLabel == "Size:100%")
        #expect(image != nil, "the fitted image: \(host.drawnViews)")
    }

    @Test("A drag on the image moves it by its translation; a tap zooms it by 10 %; a pinch to twice the span sets 200 %")
    func dragAndZoom() {
        present()
        guard let before = image else {
            Issue.record("no image drawn")
            return
        }
        // Touches land on the image above the 250-pt hole: over the hole lies the library's
        // `Rectangle().foregroundColor(.clear)` (the hole's frame), which Tactile hits as any shape (S-66).
        let grab = CGPoint(x: before.midX, y: before.minY + 35)
        host.drag(from: grab, to: CGPoint(x: grab.x + 60, y: grab.y + 40), duration: 0.3)
        host.advance(by: 1)
        // The drag reads its translation in `.local` space, and the image carrying the gesture moves with the
        // offset it sets (eased over 0.35 s by its `.animation(.easeInOut)`): each change is measured from where
        // the image has got to, so it ends short of the finger, along the same line (here 33.3, 22.2 of 60, 40).
        let moved = image ?? .null
        let dx = moved.midX - before.midX, dy = moved.midY - before.midY
        #expect(dx > 24 && dx < 60 && abs(dy / dx - 40.0 / 60.0) < 0.01, "\(before) → \(moved)")
        let on = CGPoint(x: moved.midX, y: moved.minY + 20)
        host.tap(at: on)
        host.advance(by: 1)
        #expect(sizeLabel == "Size:110%")
        host.pinch(center: on, from: 100, to: 200)
        host.advance(by: 1)
        #expect(sizeLabel == "Size:200%")
    }

    @Test("Done crops the part under the hole (250 pt of a 390-pt-wide fit of the 100-pt image: 64.1 pt, made whole pixels) and dismisses")
    func doneCrops() {
        present()
        #expect(host.view(withText: "no result") != nil)
        host.tap(on: "Done")
        host.advance(by: 1)
        #expect(host.view(withText: "Done") == nil, "the sheet is dismissed")
        let result = host.drawnViews.compactMap(\.text).first { $0.hasPrefix("result ") || $0 == "no result" }
        // 250 × 100 / 390 = 64.1 pt, centred: (17.9, 17.9, 64.1, 64.1), made integral: 17…83, 66 × 66.
        #expect(result == "result 66×66", "\(result ?? "nil")")
    }
}
