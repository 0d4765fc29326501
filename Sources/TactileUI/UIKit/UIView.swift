import Foundation

/// A view as UIKit gives it (UIKit's `UIView`), present so that SwiftUI code that configures
/// UIKit appearance — `UITableView.appearance().tableFooterView = UIView()` — compiles (on iOS
/// `import SwiftUI` also brings UIKit).
///
/// Invariant: a `UIView` here is a holder of the properties set on it and is never drawn, laid
/// out or hit: Tactile draws SwiftUI views only, and SwiftUI code reaches UIKit views through
/// `UIViewRepresentable`, whose views Tactile does not draw either (docs/COMPATIBILITY.md, "UIKit").
@MainActor
open class UIView {
    /// The frame set at creation or later; nothing reads it.
    public var frame: CGRect
    /// The background colour set; nothing draws it.
    public var backgroundColor: UIColor?
    /// Whether the view is hidden; nothing reads it.
    public var isHidden = false

    /// The class of the layer a view of this class is made with (UIKit's `layerClass`): `CALayer`
    /// unless a subclass overrides it; a class that is not a `CALayer` subclass gives a `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, made from `layerClass` when first asked for; never drawn, as the view.
    public private(set) lazy var layer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()

    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }
}
