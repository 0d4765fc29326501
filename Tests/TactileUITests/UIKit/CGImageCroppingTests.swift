import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Core Graphics' `CGImage.cropping(to:)` and UIKit's `UIImage(cgImage:)`, as an image cropper
/// uses them: the crop rectangle is made integral and intersected with the image (Apple's
/// `CGImageCreateWithImageInRect` documentation), nil when it misses the image; the image made
/// from the result has the cropped size.
@MainActor
@Suite("CGImage cropping")
struct CGImageCroppingTests {
    /// A 300 × 200-point image made in an image context (scale 1 here: 300 × 200 pixels).
    private static func photo() -> UIImage {
        UIGraphicsBeginImageContext(CGSize(width: 300, height: 200))
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    @Test("an image's CGImage is as many pixels as the image has points, rounded up")
    func pixelSize() {
        let image = Self.photo().cgImage!
        #expect(image.width == 300 && image.height == 200)
        let symbol = UIImage(systemName: "star.fill")!
        #expect(symbol.cgImage!.width == Int(symbol.size.width.rounded(.up)))
    }

    @Test("cropping keeps the integral rectangle inside the image")
    func cropsInside() {
        let cropped = Self.photo().cgImage!.cropping(to: CGRect(x: 50, y: 25, width: 200, height: 100))!
        #expect(cropped.width == 200 && cropped.height == 100)
        // CGRectIntegral: 10.5…120.2 becomes 10…121 (111 pixels), 0.4…50.6 becomes 0…51.
        let fractional = Self.photo().cgImage!.cropping(to: CGRect(x: 10.5, y: 0.4, width: 109.7, height: 50.2))!
        #expect(fractional.width == 111 && fractional.height == 51)
    }

    @Test("a rectangle reaching out of the image is cut to it; one missing it gives nil")
    func cropsToTheImage() {
        let image = Self.photo().cgImage!
        let corner = image.cropping(to: CGRect(x: 250, y: -40, width: 100, height: 100))!
        #expect(corner.width == 50 && corner.height == 60)
        #expect(image.cropping(to: CGRect(x: 400, y: 0, width: 50, height: 50)) == nil)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 0, height: 30)) == nil)
    }

    @Test("UIImage(cgImage:) has the cropped size and draws as the image it names")
    func imageOfTheCrop() {
        let named = UIImage(named: "landscape")!
        let cropped = named.cgImage!.cropping(to: CGRect(x: 0, y: 0, width: 20, height: 10))!
        let image = UIImage(cgImage: cropped)
        #expect(image.size == CGSize(width: 20, height: 10))
        let shown = ViewHost(Image(uiImage: image), canvasSize: CGSize(width: 200, height: 200)).svg()
        let placeholder = ViewHost(Image("landscape"), canvasSize: CGSize(width: 200, height: 200)).svg()
        #expect(shown == placeholder)
    }
}
