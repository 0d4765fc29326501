import Foundation

/// Multiplies the opacity of its content by `opacity` (clamped to 0…1). Animatable: `[opacity]`.
package struct OpacityBehavior: NodeBehavior {
    package var opacity: Double

    package var opacityFactor: Double { opacity }

    /// Opacity never changes a size; a different one changes the subtree's placed opacity.
    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = previous as? OpacityBehavior else { return .none }
        return previous.opacity == opacity ? .sizesAndPlacement : .sizes
    }

    package var animatableData: AnimatableVector? { AnimatableVector([opacity]) }
    package func withAnimatableData(_ data: AnimatableVector) -> OpacityBehavior {
        guard data.values.count == 1 else { return self }
        return OpacityBehavior(opacity: data.values[0])
    }
}

@usableFromInline package struct OpacityModifier: WrappingModifier {
    let opacity: Double

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(opacity: Double) {
        self.opacity = opacity
    }
    package var behavior: any NodeBehavior { OpacityBehavior(opacity: opacity.isNaN ? 1 : min(1, max(0, opacity))) }
}

extension View {
    @inlinable public consuming func opacity(_ opacity: Double) -> some View { modifier(OpacityModifier(opacity: opacity)) }
}
