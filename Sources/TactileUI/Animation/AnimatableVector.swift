import Foundation

/// The animatable values of a node as a flat vector of doubles (an offset is `[dx, dy]`, a colour
/// `[r, g, b, a]`, a frame `[width, height]` with NaN for an unspecified dimension).
///
/// Invariant: interpolation is component-wise; vectors of different length, or whose NaN
/// components differ, cannot be interpolated and snap to the target.
package struct AnimatableVector: Equatable {
    package var values: [Double]

    package init(_ values: [Double]) { self.values = values }

    /// The vector `fraction` of the way from `self` to `target`, or nil when the two do not match.
    package func interpolated(to target: AnimatableVector, fraction: Double) -> AnimatableVector? {
        guard values.count == target.values.count else { return nil }
        var result: [Double] = []
        for (from, to) in zip(values, target.values) {
            if from.isNaN != to.isNaN { return nil }
            result.append(from.isNaN ? .nan : from + (to - from) * fraction)
        }
        return AnimatableVector(result)
    }

    /// A two-component vector: an offset, a scale or a point.
    package init(_ x: CGFloat, _ y: CGFloat) { self.init([Double(x), Double(y)]) }

    /// The two components of a two-component vector, or nil for any other length.
    package var pair: (CGFloat, CGFloat)? { values.count == 2 ? (CGFloat(values[0]), CGFloat(values[1])) : nil }

    /// Equality that treats NaN components as equal to each other (unspecified = unspecified).
    package static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        lhs.values.count == rhs.values.count
            && zip(lhs.values, rhs.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }
}
