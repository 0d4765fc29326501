import Foundation

/// An image in an asset catalog, named by a symbol Xcode generates for it (SwiftUI's
/// `ImageResource`, iOS 17, from DeveloperToolsSupport): `Image(.avatar)` for the image set
/// "Avatar". Tactile reads no asset catalogs, so a resource draws as the named image does
/// (`Image(_:)`'s placeholder). `tactile-compat` generates the symbols of an Xcode target's
/// catalogs as Xcode does (docs/SOURCE-COMPATIBILITY.md).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog.
    package let name: String
    /// The path of the bundle the catalog belongs to.
    package let bundlePath: String

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

/// A colour in an asset catalog, named by a symbol Xcode generates for it (SwiftUI's
/// `ColorResource`, iOS 17): `Color(.brand)` for the colour set "BrandColor". Tactile reads no
/// asset catalogs, so a resource draws as the named colour does (`Color(_:bundle:)`'s placeholder).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalog.
    package let name: String
    /// The path of the bundle the catalog belongs to.
    package let bundlePath: String

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Image {
    /// The image of an asset-catalog resource: drawn as `Image(resource.name)`.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    /// The colour of an asset-catalog resource: drawn as `Color(resource.name)`.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension UIImage {
    /// The image of an asset-catalog resource, as `UIImage(named: resource.name)`.
    public convenience init(resource: ImageResource) {
        // `UIImage(named:)` never fails on Tactile (see `UIImage`).
        self.init(source: .named(resource.name))
    }
}

extension UIColor {
    /// The colour of an asset-catalog resource, as `Color(resource)`.
    public convenience init(resource: ColorResource) { self.init(color: Color(resource)) }
}
