import Foundation

/// Takes the whole proposal (10 for an unspecified dimension) and centres its content on
/// `position`. Animatable: `[x, y]`.
package struct PositionBehavior: NodeBehavior {
    package var position: CGPoint

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.map { child in
            let childSize = layout.size(of: child, proposal: ProposedViewSize(size))
            return CGRect(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2, width: childSize.width, height: childSize.height)
        }
    }

    package var animatableData: AnimatableVector? { AnimatableVector(position.x, position.y) }
    package func withAnimatableData(_ data: AnimatableVector) -> PositionBehavior {
        data.pair.map { PositionBehavior(position: CGPoint(x: $0.0, y: $0.1)) } ?? self
    }
}

@usableFromInline package struct PositionModifier: WrappingModifier {
    let position: CGPoint

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(position: CGPoint) {
        self.position = position
    }
    package var behavior: any NodeBehavior { PositionBehavior(position: position.isFinite ? position : .zero) }
}

extension View {
    @inlinable public consuming func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }
    @inlinable public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
