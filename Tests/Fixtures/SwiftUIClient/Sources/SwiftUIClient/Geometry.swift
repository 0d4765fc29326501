import CoreGraphics
import Observation

/// CoreGraphics' types as SwiftUI code uses them.
func shifted(_ point: CGPoint, by vector: CGVector) -> CGPoint {
    CGPoint(x: point.x + vector.dx, y: point.y + vector.dy).applying(CGAffineTransform(translationX: 0, y: 0))
}

/// An `@Observable` model, from the toolchain's Observation module.
@Observable
final class Model {
    var title = "Observed \(shifted(.zero, by: CGVector(dx: 1, dy: 2)).y)"
}
