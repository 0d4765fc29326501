import Foundation

/// A view as UIKit gives it (UIKit's `UIView`), present so that SwiftUI code that configures
/// UIKit appearance — `UITableView.appearance().tableFooterView = UIView()` — compiles (on iOS
/// `import SwiftUI` also brings UIKit).
///
/// Invariant: a `UIView` here is a holder of the properties set on it and is never drawn, laid
/// out or hit by Tactile: Tactile draws SwiftUI views only, and SwiftUI code reaches UIKit views
/// through `UIViewRepresentable`, whose views Tactile does not draw either (docs/COMPATIBILITY.md,
/// "UIKit"). What the code itself asks runs as UIKit does: its view tree (`addSubview(_:)`,
/// `removeFromSuperview()`; a view is in at most one superview, never its own ancestor), its
/// `layoutSubviews()` when it calls `layoutIfNeeded()` after `setNeedsLayout()`, and the answer of
/// `hitTest(_:with:)` and of `convert(_:to:)` from the frames. Views are equal when they are the
/// same view, as `NSObject`'s are.
@MainActor
open class UIView {
    /// The frame set at creation or later; nothing reads it.
    public var frame: CGRect { didSet { keyValueDidChange() } }
    /// The view's rectangle in its own coordinates (UIKit's `bounds`): the frame's size at the
    /// origin — a scroll view's at its content offset, as UIKit's. Setting it resizes the frame
    /// about its centre, as UIKit does; the origin set is kept only by a scroll view (its offset).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            frame = CGRect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The background colour set; nothing draws it.
    public var backgroundColor: UIColor? { didSet { keyValueDidChange() } }
    /// Whether the view is hidden; only `hitTest(_:with:)` reads it.
    public var isHidden = false { didSet { keyValueDidChange() } }
    /// Its opacity (UIKit's default: 1); only `hitTest(_:with:)` reads it, which passes over a view
    /// below `UIKitDefaults.hitTestMinimumAlpha`, as UIKit does.
    open var alpha: CGFloat = 1 { didSet { keyValueDidChange() } }
    /// Whether touches may reach it (UIKit's default: true); only `hitTest(_:with:)` reads it.
    open var isUserInteractionEnabled = true { didSet { keyValueDidChange() } }
    /// The view it is a subview of; nil when it is in none.
    public private(set) weak var superview: UIView?
    /// Its subviews, back to front (the last added in front).
    public private(set) var subviews: [UIView] = []
    /// The key-value observations of the view (`observe(_:options:changeHandler:)`), told when a
    /// property above is set.
    var keyValueObservations: [WeakObservation] = []
    /// Whether `setNeedsLayout()` asked for a layout that `layoutIfNeeded()` has not run.
    private var needsLayout = false

    /// The class of the layer a view of this class is made with (UIKit's `layerClass`): `CALayer`
    /// unless a subclass overrides it; a class that is not a `CALayer` subclass gives a `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, made from `layerClass` when first asked for; never drawn, as the view.
    public private(set) lazy var layer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()

    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }

    /// Adds `view` in front of the subviews, taking it from the view it was in. Adding the view
    /// itself or one of its ancestors does nothing (UIKit raises an exception).
    open func addSubview(_ view: UIView) {
        var ancestor: UIView? = self
        while let candidate = ancestor {
            if candidate === view { return }
            ancestor = candidate.superview
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Takes the view out of its superview, which then needs a layout; nothing when it has none.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
    }

    /// Asks for a layout at the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` when a layout was asked for, then does the same for every subview.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out the subviews: nothing unless a subclass overrides it (no constraints or
    /// autoresizing here).
    open func layoutSubviews() {}

    // UIKit's responder methods for touches (`UIResponder`'s): overridable, never called here —
    // Tactile delivers touches to SwiftUI views, not UIKit responders (`UITouch`). The defaults do
    // nothing (UIKit's pass the touches up a responder chain, which Tactile does not have).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Whether `point`, in the view's own coordinates, is inside it: within its frame's size from
    /// its origin.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        CGRect(origin: .zero, size: frame.size).contains(point)
    }

    /// The frontmost view under `point` (in the view's own coordinates), as UIKit's hit test: nil
    /// when the view is hidden, takes no touches, or `point` is outside it; else the first hit of
    /// its subviews, front to back (each asked with `point` moved by its frame's origin), else
    /// itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= UIKitDefaults.hitTestMinimumAlpha,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// `point`, in the view's own coordinates, in `view`'s (UIKit's `convert(_:to:)`); `view` nil:
    /// in the coordinates of the view's topmost ancestor (its window's). Each frame's origin is
    /// its offset in its superview (no bounds origin or transform here).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = CGPoint(x: point.x + offsetInRoot.x, y: point.y + offsetInRoot.y)
        guard let view else { return inRoot }
        let target = view.offsetInRoot
        return CGPoint(x: inRoot.x - target.x, y: inRoot.y - target.y)
    }

    /// `point`, in `view`'s coordinates, in the view's own (UIKit's `convert(_:from:)`).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { CGPoint(x: point.x + $0.offsetInRoot.x, y: point.y + $0.offsetInRoot.y) } ?? point
        return CGPoint(x: inRoot.x - offsetInRoot.x, y: inRoot.y - offsetInRoot.y)
    }

    /// `rect`, in the view's own coordinates, in `view`'s (UIKit's `convert(_:to:)` for rectangles).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, in `view`'s coordinates, in the view's own.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where the view's own origin lies in its topmost ancestor: the sum of the frames' origins up
    /// the tree, the topmost ancestor's own frame not included (it is the window's space).
    private var offsetInRoot: CGPoint {
        var offset = CGPoint.zero
        var view: UIView? = self
        while let current = view, current.superview != nil {
            offset.x += current.frame.minX
            offset.y += current.frame.minY
            view = current.superview
        }
        return offset
    }
}

/// Views are equal when they are the same view (`NSObject`'s `isEqual(_:)`, which UIKit's views
/// inherit), so `rootViewController?.view == hit` compiles and means what it means on iOS.
extension UIView: Hashable {
    public nonisolated static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
