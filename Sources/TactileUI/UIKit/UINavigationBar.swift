import Foundation

/// UIKit's navigation bar, present for its appearance proxy: SwiftUI apps written for iOS 13–15
/// style every `NavigationView` bar through it (`UINavigationBar.appearance().largeTitleTextAttributes
/// = [.foregroundColor: UIColor.white]`, `.standardAppearance = appearance`).
///
/// Invariant: as `UITableView`'s, the writes are kept on the proxy (readable back) and change
/// nothing Tactile draws: its navigation bar keeps its own look (docs/COMPATIBILITY.md, "UIKit").
/// Not a bar: no items, no navigation stack of its own.
@MainActor
open class UINavigationBar: UIView {
    /// Attributes of the inline title: recorded only.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Attributes of the large title: recorded only.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The tint of bar button items: recorded only.
    public var tintColor: UIColor?
    /// The bar's background tint: recorded only.
    public var barTintColor: UIColor?
    /// Whether the bar is translucent: recorded only.
    public var isTranslucent = true
    /// Whether titles are large: recorded only (SwiftUI's `navigationBarTitleDisplayMode` decides).
    public var prefersLargeTitles = false
    /// The appearances for each bar height and scroll position (iOS 13): recorded only.
    public var standardAppearance = UINavigationBarAppearance()
    public var compactAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The image under the bar: recorded only.
    public var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// The background image for `barMetrics`: recorded only.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image set for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    private static let proxy = UINavigationBar(frame: .zero)

    /// The appearance proxy of every navigation bar: one shared object; what is set on it is kept
    /// and changes nothing drawn.
    public class func appearance() -> UINavigationBar { proxy }
}

/// The bar heights a background image is set for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`, iOS 13): what `configureWith…`
/// sets and what is written to it is kept; nothing Tactile draws reads it.
@MainActor
open class UINavigationBarAppearance {
    public var backgroundColor: UIColor?
    public var backgroundImage: UIImage?
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public init() {
        configureWithDefaultBackground()
    }

    /// A translucent background and a shadow, as the system bar (its colours are left unset, as UIKit's).
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a shadow.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}
