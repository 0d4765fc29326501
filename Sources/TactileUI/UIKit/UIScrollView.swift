import Foundation

/// UIKit's scroll view, for SwiftUI code that configures it through its appearance proxy
/// (`UIScrollView.appearance().bounces = false`) or builds one in a `UIViewRepresentable`.
///
/// Invariant: as every `UIView` here it is a holder of its properties, never drawn, laid out or
/// scrolled by Tactile (SwiftUI's `ScrollView` is what scrolls; docs/COMPATIBILITY.md, "UIKit"):
/// what the code sets is kept and read back; `setContentOffset(_:animated:)` and `zoomScale` clamp
/// as UIKit does; the delegate hears `scrollViewDidScroll(_:)` and `scrollViewDidZoom(_:)` when the
/// code itself moves the offset or the zoom, as UIKit's does — no touch ever scrolls it.
@MainActor
open class UIScrollView: UIView {
    /// How fast a released scroll slows down (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's values: 0.998 and 0.99 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How dragging the content dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How the content insets are adjusted for the safe area (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public weak var delegate: (any UIScrollViewDelegate)?
    public var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            delegate?.scrollViewDidScroll(self)
            keyValueDidChange()
        }
    }
    public var contentSize: CGSize = .zero { didSet { keyValueDidChange() } }
    public var contentInset: UIEdgeInsets = .zero { didSet { keyValueDidChange() } }
    public var isScrollEnabled = true { didSet { keyValueDidChange() } }
    public var isPagingEnabled = false
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var decelerationRate: DecelerationRate = .normal
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public var minimumZoomScale: CGFloat = 1
    public var maximumZoomScale: CGFloat = 1
    /// The zoom, clamped to the minimum and maximum as UIKit clamps it.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set {
            let clamped = min(max(newValue, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
            guard clamped != storedZoomScale else { return }
            storedZoomScale = clamped
            delegate?.scrollViewDidZoom(self)
            keyValueDidChange()
        }
    }
    private var storedZoomScale: CGFloat = 1
    /// The visible part of the content (UIKit's `bounds` of a scroll view): the frame's size at
    /// the content offset; setting it sets both.
    override open var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            super.bounds = newValue
            contentOffset = newValue.origin
        }
    }
    /// Whether a finger is on it: never, here.
    public var isDragging: Bool { false }
    public var isTracking: Bool { false }
    public var isDecelerating: Bool { false }

    /// Moves the content to `contentOffset` (at once: nothing animates a view Tactile does not draw).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Sets the zoom (at once).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    private static let proxy = UIScrollView(frame: .zero)

    /// The appearance proxy of every scroll view: one shared object; what is set on it is kept and
    /// changes nothing drawn (SwiftUI's `ScrollView` on iOS 16 and later is not reached by it either
    /// for most properties; `scrollBounceBehavior(_:)` is SwiftUI's way).
    public class func appearance() -> UIScrollView { proxy }
}

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`). UIKit's methods are
/// optional Objective-C requirements; here each has an empty default, so a delegate implements
/// the ones it wants.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
