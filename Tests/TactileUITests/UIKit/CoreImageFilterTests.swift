import Foundation
import Testing
import TactileTesting
import TactileUI

/// A colour wheel's gradient as a `UIViewRepresentable` makes it: a Core Image filter named with
/// its parameters (CoreImage's `CIFilter(name:parameters:)`), its output shown through
/// `UIImage(ciImage:)` in a `UIImageView` (UIKit's `init(image:)` sizes the view to the image).
/// No filter runs here: the output is an image of the filter's name with an infinite extent.
@MainActor
@Suite("Core Image filters and UIImageView")
struct CoreImageFilterTests {
    /// In the colour wheel's style: the gradient rendered by a filter into an image view.
    private struct GradientView: UIViewRepresentable {
        var radius: CGFloat
        let imageView = UIImageView()

        func makeUIView(context: Context) -> UIImageView {
            imageView.image = render()
            return imageView
        }

        func updateUIView(_ uiView: UIImageView, context: Context) { uiView.image = render() }

        func render() -> UIImage {
            let filter = CIFilter(name: "CIHueSaturationValueGradient", parameters: [
                "inputColorSpace": CGColorSpaceCreateDeviceRGB(),
                "inputRadius": radius * 0.4,
                "inputValue": 0.5,
            ])!
            return UIImage(ciImage: filter.outputImage!)
        }
    }

    @Test("a filter keeps its name and parameters; its output is an image of its name with an infinite extent")
    func filterKeepsParameters() throws {
        let filter = try #require(CIFilter(name: "CIHueSaturationValueGradient", parameters: ["inputRadius": 140.0]))
        #expect(filter.name == "CIHueSaturationValueGradient")
        #expect(filter.value(forKey: "inputRadius") as? Double == 140)
        filter.setValue(0.25, forKey: "inputValue")
        #expect(filter.inputKeys == ["inputRadius", "inputValue"])
        let output = try #require(filter.outputImage)
        #expect(output.recipe == "CIHueSaturationValueGradient" && output.extent.isInfinite)
        #expect(UIImage(ciImage: output).size == .zero)
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
    }

    @Test("an image view made with an image takes its size; one made empty has a zero frame")
    func imageViewFrame() {
        let symbol = UIImage(systemName: "star.fill")!
        #expect(UIImageView(image: symbol).frame == CGRect(origin: .zero, size: symbol.size))
        let empty = UIImageView()
        #expect(empty.frame == .zero && empty.image == nil)
    }

    @Test("the representable's image view is made with the filter's image and lays out as the frame it is given")
    func representableHostsTheImageView() {
        let view = GradientView(radius: 300)
        let host = ViewHost(view.frame(width: 300, height: 300).accessibilityIdentifier("wheel"),
                            canvasSize: CGSize(width: 400, height: 400))
        #expect(view.imageView.image != nil)
        #expect(host.view("wheel").globalFrame.size == CGSize(width: 300, height: 300))
    }
}
