import Foundation

/// An image as Core Image describes it (CoreImage's `CIImage`): what a filter outputs and
/// `UIImage(ciImage:)` shows.
///
/// Invariant: no pixels exist here — Core Image does not run on this host — so an image is the
/// recipe that made it: the filter's name (`recipe`) and its extent. A filter's output has an
/// infinite extent (`CGRect.infinite`), as Core Image gives a generator's output before it is
/// cropped; `UIImage(ciImage:)` of an infinite image has size zero.
public final class CIImage: Sendable {
    /// What made the image: the name of the filter whose output it is.
    public let recipe: String
    /// The rectangle the image covers, in its own coordinates.
    public let extent: CGRect

    init(recipe: String, extent: CGRect) {
        self.recipe = recipe
        self.extent = extent
    }
}

/// An image filter (CoreImage's `CIFilter`), made by name with its parameters.
///
/// Invariants: a filter of any name is made (Core Image answers nil for a name it does not know;
/// Tactile knows no filter's code, so it cannot tell), keeping its name and parameters —
/// `setValue(_:forKey:)` sets one, `value(forKey:)` reads it back. **No filter runs**: `outputImage`
/// is an image of the filter's name with an infinite extent (`CIImage`), which `UIImage(ciImage:)`
/// shows as the named-image placeholder (docs/COMPATIBILITY.md).
@MainActor @preconcurrency
open class CIFilter {
    /// The filter's name, as given.
    public let name: String
    private var parameters: [String: Any]

    /// A filter named `name`, its parameters unset.
    public convenience init?(name: String) { self.init(name: name, parameters: [:]) }

    /// A filter named `name` with `parameters` set.
    public init?(name: String, parameters params: [String: Any]?) {
        self.name = name
        parameters = params ?? [:]
    }

    /// Sets the parameter `key`.
    open func setValue(_ value: Any?, forKey key: String) { parameters[key] = value }

    /// The parameter `key`, nil when unset.
    open func value(forKey key: String) -> Any? { parameters[key] }

    /// The names of the parameters set, sorted.
    open var inputKeys: [String] { parameters.keys.sorted() }

    /// The filter's output: an image of its name (see the type's invariants).
    open var outputImage: CIImage? { CIImage(recipe: name, extent: .infinite) }
}

extension UIImage {
    /// An image of a Core Image image (UIKit's `init(ciImage:)`): its size is the image's extent
    /// (zero for an infinite one); it draws as the named-image placeholder (no pixels here).
    public convenience init(ciImage: CIImage) {
        let size = ciImage.extent.isInfinite || ciImage.extent.isNull ? CGSize.zero : ciImage.extent.size
        self.init(source: .named("CIImage \(ciImage.recipe)"), madeSize: size)
    }
}
