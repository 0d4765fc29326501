import Foundation

/// A built-in shape hit testing can test with arithmetic instead of a flattened `Path`
/// (no allocation): rectangles, rounded rectangles, capsules, circles and ellipses.
///
/// Invariant: `contains(_:in:)` answers what `shape.path(in:).contains(_:)` answers, up to the
/// flattening of curves: a rectangle exactly (half-open, `CGRect.contains`), a curved corner or
/// ellipse on the true curve rather than on its 16-segment polygon (they differ by under 0.2 %
/// of the radius, inside the polygon's chords).
package enum AnalyticShape: Equatable, Sendable {
    case rectangle
    case roundedRectangle(CGSize)
    case capsule
    case circle
    case ellipse

    /// The analytic form of `shape`, nil for shapes it does not know (custom shapes, paths).
    package init?(_ shape: any Shape) {
        switch shape {
        case is Rectangle: self = .rectangle
        case let rounded as RoundedRectangle: self = .roundedRectangle(rounded.cornerSize)
        case is Capsule: self = .capsule
        case is Circle: self = .circle
        case is Ellipse: self = .ellipse
        default: return nil
        }
    }

    /// Whether `point` (local coordinates) is inside the shape drawn in `rect`.
    package func contains(_ point: CGPoint, in rect: CGRect) -> Bool {
        let r = rect.standardized
        guard r.contains(point) else { return false }
        switch self {
        case .rectangle:
            return true
        case .roundedRectangle(let corner):
            return Self.roundedContains(point, r, rx: min(max(0, corner.width), r.width / 2), ry: min(max(0, corner.height), r.height / 2))
        case .capsule:
            let radius = min(r.width, r.height) / 2
            return Self.roundedContains(point, r, rx: radius, ry: radius)
        case .circle:
            let side = min(r.width, r.height)
            return Self.ellipseContains(point, center: CGPoint(x: r.midX, y: r.midY), rx: side / 2, ry: side / 2)
        case .ellipse:
            return Self.ellipseContains(point, center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2)
        }
    }

    private static func roundedContains(_ p: CGPoint, _ r: CGRect, rx: CGFloat, ry: CGFloat) -> Bool {
        guard rx > 0, ry > 0 else { return true }
        let cx = p.x < r.minX + rx ? r.minX + rx : (p.x > r.maxX - rx ? r.maxX - rx : p.x)
        let cy = p.y < r.minY + ry ? r.minY + ry : (p.y > r.maxY - ry ? r.maxY - ry : p.y)
        guard cx != p.x && cy != p.y else { return true }  // not in a corner square
        return ellipseContains(p, center: CGPoint(x: cx, y: cy), rx: rx, ry: ry)
    }

    private static func ellipseContains(_ p: CGPoint, center: CGPoint, rx: CGFloat, ry: CGFloat) -> Bool {
        guard rx > 0, ry > 0 else { return false }
        let dx = (p.x - center.x) / rx, dy = (p.y - center.y) / ry
        return dx * dx + dy * dy < 1
    }
}
