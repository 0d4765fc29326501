import Foundation

#if !canImport(CoreGraphics)
/// A structure that contains a two-dimensional vector (CoreGraphics' `CGVector`, which
/// Foundation on Linux lacks; `ScrollTargetBehaviorContext.velocity` is one).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static let zero = CGVector()
}
#endif
