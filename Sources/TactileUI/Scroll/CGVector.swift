import Foundation

#if !canImport(Darwin)
/// A structure that contains a two-dimensional vector (CoreGraphics' `CGVector`, which
/// Foundation on Linux lacks; `ScrollTargetBehaviorContext.velocity` is one). The Compatibility
/// package's `CoreGraphics` module re-exports this one, so `import SwiftUI` code sees one type.
///
/// Declared where Darwin is absent, not where `CoreGraphics` cannot be imported: in a client's
/// build the Compatibility package's own `CoreGraphics` module sits in the same module directory,
/// and an incremental rebuild of TactileUI would then see it and lose this type.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static let zero = CGVector()
    public var description: String { "(\(dx), \(dy))" }
}
#endif
