import Foundation

/// A resolved Gaussian blur: `radius` as `blur(radius:)` takes it; `opaque` keeps the blurred
/// content inside its bounds instead of fading out past its edges.
///
/// Nested blurs compose as Gaussian blurs do: the standard deviations add in quadrature, so a
/// blur of radius a inside one of radius b is one of radius √(a² + b²).
package struct BlurParameters: Hashable, Sendable {
    package var radius: CGFloat
    package var opaque: Bool

    package func combined(with outer: BlurParameters?) -> BlurParameters {
        guard let outer else { return self }
        return BlurParameters(radius: (radius * radius + outer.radius * outer.radius).squareRoot(), opaque: opaque || outer.opaque)
    }
}

/// Blurs everything its subtree draws (layout and hit testing are unchanged, as in SwiftUI).
package struct BlurBehavior: NodeBehavior {
    package let parameters: BlurParameters
}

package struct BlurModifier: WrappingModifier {
    let parameters: BlurParameters
    package var behavior: any NodeBehavior { BlurBehavior(parameters: parameters) }
}

extension View {
    /// Applies a Gaussian blur of `radius` to this view (SwiftUI's `blur(radius:opaque:)`).
    /// A negative or non-finite radius is no blur.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurModifier(parameters: BlurParameters(radius: radius.isFinite ? max(0, radius) : 0, opaque: opaque)))
    }
}
