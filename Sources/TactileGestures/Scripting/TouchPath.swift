import Foundation

/// Where one finger is at each moment of a scripted motion: a curve from progress 0 (the
/// touch-down) to 1 (the lift), as Jetpack Compose's `swipe(curve:)` takes one. Scripts sample it
/// at evenly spaced progress values, one per touch event, so the finger's speed along the path is
/// the curve's own.
///
/// ```swift
/// host.drag(on: "canvas", along: TouchPath { t in CGPoint(x: 20 + 200 * t, y: 100 + 40 * sin(t * .pi)) })
/// host.drag(on: "canvas", along: TouchPath(through: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 90)]))
/// ```
///
/// Invariant: `location(at:)` clamps progress to 0…1; evaluating it allocates nothing.
public struct TouchPath {
    private let curve: (Double) -> CGPoint

    /// The path whose location at `progress` (0…1) is `curve(progress)`.
    public init(_ curve: @escaping (_ progress: Double) -> CGPoint) {
        self.curve = curve
    }

    /// A straight line from `start` to `end`, at constant speed.
    public static func line(from start: CGPoint, to end: CGPoint) -> TouchPath {
        TouchPath { t in CGPoint(x: start.x + (end.x - start.x) * CGFloat(t), y: start.y + (end.y - start.y) * CGFloat(t)) }
    }

    /// The polyline through `points`, in order, at constant speed (equal progress, equal
    /// length). A single point is a finger held still. `points` must not be empty.
    public init(through points: [CGPoint]) {
        precondition(!points.isEmpty, "TouchPath(through:) needs at least one point")
        var lengths: [Double] = [0]
        lengths.reserveCapacity(points.count)
        for (a, b) in zip(points, points.dropFirst()) {
            lengths.append(lengths[lengths.count - 1] + Double(hypot(b.x - a.x, b.y - a.y)))
        }
        let total = lengths[lengths.count - 1]
        curve = { t in
            guard total > 0 else { return points[0] }
            let distance = t * total
            // The last segment starting at or before `distance` (binary search: no allocation).
            var low = 0, high = lengths.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if lengths[middle] <= distance { low = middle } else { high = middle }
            }
            let span = lengths[high] - lengths[low]
            let fraction = span > 0 ? CGFloat((distance - lengths[low]) / span) : 0
            let a = points[low], b = points[high]
            return CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
    }

    /// Where the finger is at `progress`, clamped to 0…1.
    public func location(at progress: Double) -> CGPoint {
        curve(min(max(progress, 0), 1))
    }

    /// The same motion with every location mapped by `transform` (from a view's space to the canvas).
    public func applying(_ transform: CGAffineTransform) -> TouchPath {
        let curve = self.curve
        return TouchPath { curve($0).applying(transform) }
    }
}
