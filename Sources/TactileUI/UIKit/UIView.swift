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
/// `hitTest(_:with:)` from the frames.
@MainActor
open class UIView {
    /// The frame set at creation or later; nothing reads it.
    public var frame: CGRect
    /// The background colour set; nothing draws it.
    public var backgroundColor: UIColor?
    /// Whether the view is hidden; only `hitTest(_:with:)` reads it.
    public var isHidden = false
    /// Whether touches may reach it (UIKit's default: true); only `hitTest(_:with:)` reads it.
    open var isUserInteractionEnabled = true
    /// The view it is a subview of; nil when it is in none.
    public private(set) weak var superview: UIView?
    /// Its subviews, back to front (the last added in front).
    public private(set) var subviews: [UIView] = []
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
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
