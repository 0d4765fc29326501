import Foundation

/// A layer as Core Animation gives it (QuartzCore's `CALayer`, which UIKit re-exports): present so
/// that SwiftUI code with a `UIView` subclass that picks its layer class
/// (`override class var layerClass: AnyClass`) compiles.
///
/// Invariant: as every `UIView` here, a layer is a holder of the properties set on it and is never
/// drawn or composited (docs/COMPATIBILITY.md, "UIKit"): a backdrop or blur built from a private
/// layer class (`NSClassFromString("CABackdropLayer") ?? CALayer.self`) draws nothing behind it.
open class CALayer {
    /// The corner radius set; nothing draws it.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the layer's bounds; nothing reads it.
    open var masksToBounds = false
    /// The layer's opacity, 0 to 1 (Core Animation's default 1); nothing reads it.
    open var opacity: Float = 1
    /// The layer's bounds rectangle; nothing reads it.
    open var bounds: CGRect = .zero
    /// Whether the layer is hidden; nothing reads it.
    open var isHidden = false

    /// A layer with Core Animation's defaults. Required, as `UIView` makes its layer from its
    /// `layerClass`.
    public required init() {}
}
