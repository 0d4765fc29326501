import Foundation

/// An image as Core Graphics holds it (CoreGraphics' `CGImage`): what `UIImage.cgImage` gives,
/// `cropping(to:)` cuts and `UIImage(cgImage:)` shows again, and what a layer's or emitter cell's
/// `contents` takes.
///
/// Invariants: it names the image it came from (`source`) and has a pixel size (`width` × `height`),
/// but its pixels are not kept — Tactile's images are named assets and symbols drawn as
/// placeholders, so there is nothing to cut: a cropped image names the same image at the cropped
/// pixel size, and a `UIImage` made from it has that size and draws as the image it names. A
/// `UIImage` has scale 1 here (`UIImage.cgImage`), so an image of `size` points is
/// `size.width` × `size.height` pixels, rounded up.
public final class CGImage: Sendable {
    let source: Image.Source
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int

    package init(source: Image.Source, width: Int, height: Int) {
        self.source = source
        self.width = width
        self.height = height
    }

    /// The part of the image inside `rect`, in pixels from the image's top-left corner
    /// (CoreGraphics' `cropping(to:)`, `CGImageCreateWithImageInRect`): `rect` is first made
    /// integral (`CGRect.integral`, the smallest whole-pixel rectangle holding it), then intersected
    /// with the image's bounds; nil when nothing of the image is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let kept = rect.integral.intersection(bounds)
        guard !kept.isNull, !kept.isEmpty else { return nil }
        return CGImage(source: source, width: Int(kept.width), height: Int(kept.height))
    }
}

extension UIImage {
    /// The Core Graphics image of this image (UIKit's `cgImage`): it names the same image, and is
    /// as many pixels as the image has points (scale 1, see `CGImage`).
    public var cgImage: CGImage? {
        CGImage(source: source, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
    }

    /// An image of a Core Graphics image (UIKit's `init(cgImage:)`), at scale 1 and up orientation:
    /// `cgImage.width` × `cgImage.height` points, drawn as the image it names (see `CGImage`).
    public convenience init(cgImage: CGImage) {
        self.init(source: cgImage.source, madeSize: CGSize(width: cgImage.width, height: cgImage.height))
    }
}
