import Foundation

/// A Core Graphics drawing destination (CoreGraphics' `CGContext`), as
/// `UIGraphicsGetCurrentContext()` gives it inside `UIGraphicsBeginImageContext(_:)` — the
/// "image of a colour" helper that fills a 1 × 1 context and takes its image.
///
/// Invariant: Tactile rasterizes no Core Graphics drawing. A context keeps its size and the fills
/// asked of it, in order (`fills`: each rectangle with the fill colour set before it), and draws
/// nothing; the image taken from it (`UIGraphicsGetImageFromCurrentImageContext()`) has the
/// context's size and draws as the named-image placeholder (docs/COMPATIBILITY.md, "UIKit").
@MainActor @preconcurrency
public final class CGContext {
    /// The context's size in points.
    package let size: CGSize
    /// The colour `fill(_:)` uses: `setFillColor(_:)`'s, opaque black until set (Core Graphics' default).
    private var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The fills asked of the context, in order.
    package private(set) var fills: [(rect: CGRect, color: CGColor)] = []

    package init(size: CGSize) { self.size = size }

    /// Sets the colour later fills use (CoreGraphics' `setFillColor(_:)`).
    public func setFillColor(_ color: CGColor) { fillColor = color }

    /// Fills `rect` with the fill colour (CoreGraphics' `fill(_:)`): recorded, not rasterized.
    public func fill(_ rect: CGRect) { fills.append((rect, fillColor)) }
}
