import Foundation

/// Clips its subtree to a shape laid out in its bounds (also the clip used by `cornerRadius`).
package struct ClipBehavior: NodeBehavior {
    package let shape: @MainActor (CGRect) -> Path
    package let evenOdd: Bool

    package func clipPath(in bounds: CGRect) -> Path? { shape(bounds) }
}

package struct ClipModifier: WrappingModifier {
    let shape: @MainActor (CGRect) -> Path
    let evenOdd: Bool
    package var behavior: any NodeBehavior { ClipBehavior(shape: shape, evenOdd: evenOdd) }
}

extension View {
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipModifier(shape: { shape.path(in: $0) }, evenOdd: style.isEOFilled))
    }

    /// Clips to the view's bounds (SwiftUI's `clipped(antialiased:)`).
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips to a rounded rectangle of `radius` (SwiftUI's deprecated `cornerRadius(_:antialiased:)`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}
