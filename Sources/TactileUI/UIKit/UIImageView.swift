import Foundation

/// A view showing an image (UIKit's `UIImageView`), for SwiftUI code that wraps one in a
/// `UIViewRepresentable` to show an image UIKit or Core Image made.
///
/// Invariant: as every `UIView` here it holds what is set on it and is never drawn, laid out or hit
/// by Tactile (a representable's view is not drawn; docs/COMPATIBILITY.md, "UIKit"). Made with an
/// image, its frame is the image's size at the origin, as UIKit's `init(image:)` sets it.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image shown; nothing draws it.
    open var image: UIImage? { didSet { keyValueDidChange() } }

    /// A view of no image with `frame`.
    override public init(frame: CGRect) { super.init(frame: frame) }

    /// A view of `image`, its frame the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
}
