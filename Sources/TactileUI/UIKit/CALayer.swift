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
    /// The layer's frame in its superlayer; nothing reads it.
    open var frame: CGRect = .zero
    /// The layer's background colour; nothing draws it.
    open var backgroundColor: CGColor?
    /// The layer's contents (a `CGImage`, as Core Animation takes); nothing draws them.
    open var contents: Any?
    /// The layers added to this one, in order (`addSublayer(_:)`).
    open private(set) var sublayers: [CALayer]?
    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` on top of this layer's sublayers (taking it from its former superlayer).
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Takes this layer out of its superlayer's sublayers.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// A layer with Core Animation's defaults. Required, as `UIView` makes its layer from its
    /// `layerClass`.
    public required init() {}
}
