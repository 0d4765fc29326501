import Foundation

/// UIKit's spinner (`UIActivityIndicatorView`), for SwiftUI code that wraps one in a
/// `UIViewRepresentable` (on iOS `import SwiftUI` also brings UIKit).
///
/// Invariant: as every `UIView` here it is never drawn (`UIView`); it keeps the state UIKit's
/// keeps — its style, colour, whether it animates and whether it hides when stopped — so code
/// that configures and reads it behaves as on iOS. A view that shows a spinner on Tactile is
/// `ProgressView()`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and, for the deprecated styles, its colour (UIKit's `Style`).
    public enum Style: Int, Sendable {
        /// Deprecated in iOS 13 (use `.large`).
        case whiteLarge = 0
        /// Deprecated in iOS 13 (use `.medium`).
        case white = 1
        /// Deprecated in iOS 13 (use `.medium`).
        case gray = 2
        /// The medium spinner (iOS 13).
        case medium = 100
        /// The large spinner (iOS 13).
        case large = 101
    }

    /// The style it was made with or set to.
    public var style: Style
    /// The spinner's colour; nil until set (UIKit then draws the style's colour).
    public var color: UIColor!
    /// Whether it hides while not animating: true by default, as UIKit's.
    public var hidesWhenStopped = true
    /// Whether `startAnimating()` was called more recently than `stopAnimating()`.
    public private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    /// A medium spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// Starts animating; it is shown.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating; hidden when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
