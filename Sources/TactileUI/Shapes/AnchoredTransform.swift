import Foundation

extension CGAffineTransform {
    /// This transform applied about `anchor` of `rect` rather than about the origin: the anchor's
    /// point stays where it is (`ScaledShape`, `RotatedShape`).
    package func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
