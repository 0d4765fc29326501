import Foundation

/// Draws its content displaced by `offset` without changing layout. Animatable: `[dx, dy]`.
package struct OffsetBehavior: NodeBehavior {
    package var offset: CGSize

    /// An offset never changes a size; a different one moves the subtree on the canvas.
    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = previous as? OffsetBehavior else { return .none }
        return previous.offset == offset ? .sizesAndPlacement : .sizes
    }

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        CGAffineTransform(translationX: offset.width, y: offset.height)
    }

    package var animatableData: AnimatableVector? { AnimatableVector(offset.width, offset.height) }
    package func withAnimatableData(_ data: AnimatableVector) -> OffsetBehavior {
        data.pair.map { OffsetBehavior(offset: CGSize(width: $0.0, height: $0.1)) } ?? self
    }
}

@usableFromInline package struct OffsetModifier: WrappingModifier {
    let offset: CGSize

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(offset: CGSize) {
        self.offset = offset
    }
    package var behavior: any NodeBehavior { OffsetBehavior(offset: offset.isFinite ? offset : .zero) }
}

extension View {
    @inlinable public consuming func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }
    @inlinable public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}

extension CGSize {
    package var isFinite: Bool { width.isFinite && height.isFinite }
}
