import Foundation

/// A shape style that fills with an image (SwiftUI's `ImagePaint`).
///
/// What it draws here, exactly (docs/COMPATIBILITY.md): a flat colour, not the image — Tactile
/// ships no image assets and neither renderer tiles images. A named image paints
/// `LayoutDefaults.missingNamedColor` (the mid-grey that stands for missing assets); a symbol
/// image paints the foreground colour, as the symbol would be drawn. `sourceRect` and `scale`
/// are kept and have no effect.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    package func resolve(in environment: EnvironmentValues) -> ResolvedColor {
        switch image.source {
        case .named: LayoutDefaults.missingNamedColor.resolve(in: environment)
        case .system: ForegroundStyle().resolvedColor(in: environment)
        }
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills with `image` (SwiftUI's `image(_:sourceRect:scale:)`; `ImagePaint`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
