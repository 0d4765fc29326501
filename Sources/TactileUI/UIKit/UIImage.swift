import Foundation

/// An image as UIKit gives it (UIKit's `UIImage`), for SwiftUI code that keeps `UIImage`s in its
/// models and shows them with `Image(uiImage:)` (on iOS `import SwiftUI` also brings UIKit).
///
/// Invariant: an image is a named asset or a symbol and draws exactly as SwiftUI's `Image` of the
/// same name does. Tactile ships no asset catalogs, so `UIImage(named:)` answers an image for
/// every name — it draws the named-image placeholder (`LayoutDefaults.missingImageSize`) — rather
/// than nil: the app that wrote `UIImage(named: "photo")!` has that asset, and a crash here would
/// say nothing about its gesture code. `UIImage(systemName:)` answers nil for a symbol Tactile does
/// not draw, as UIKit does for an unknown name.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The SwiftUI image source it draws as.
    package let source: Image.Source
    /// The size it was made at, for an image not given by a name (`UIGraphicsImageContext`); nil
    /// for a named image or a symbol, whose size the source gives.
    package let madeSize: CGSize?

    package init(source: Image.Source, madeSize: CGSize? = nil) {
        self.source = source
        self.madeSize = madeSize
    }

    /// The image asset `name` (see the type's invariant: never nil on Tactile).
    public convenience init?(named name: String) { self.init(source: .named(name)) }

    /// The SF Symbol `name`, or nil when Tactile has no such symbol (`SymbolCatalog`).
    public convenience init?(systemName name: String) {
        guard SymbolCatalog.symbol(named: name) != nil else { return nil }
        self.init(source: .system(name))
    }

    /// The image's size in points: the placeholder's for an asset; a symbol's at the body font.
    public var size: CGSize {
        if let madeSize { return madeSize }
        switch source {
        case .named: return LayoutDefaults.missingImageSize
        case .system(let name):
            let height = Font.body.size * FontMetrics.symbolHeight
            return CGSize(width: height * (SymbolCatalog.symbol(named: name)?.aspectRatio ?? 1), height: height)
        }
    }

    public var description: String {
        switch source {
        case .named(let name): "UIImage(named: \"\(name)\")"
        case .system(let name): "UIImage(systemName: \"\(name)\")"
        }
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.source == rhs.source && lhs.madeSize == rhs.madeSize }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(madeSize?.width)
        hasher.combine(madeSize?.height)
        switch source {
        case .named(let name): hasher.combine(0); hasher.combine(name)
        case .system(let name): hasher.combine(1); hasher.combine(name)
        }
    }
}

extension Image {
    /// The image of a UIKit image (`Image(uiImage:)`): the same asset or symbol.
    public init(uiImage: UIImage) { self.init(source: uiImage.source) }

    package init(source: Source) { self.source = source }
}
