extension ViewModifier {
    /// This modifier, with its own changes animated by `animation` (SwiftUI's
    /// `ViewModifier.animation(_:)`, iOS 13: "returns a new version of the modifier that will apply
    /// `animation` to all animatable values within the modifier").
    ///
    /// As SwiftUI's, it pushes `animation` for the modifier and pops it for the content the modifier
    /// wraps: a change to the modifier's values — an `AnimatableModifier`'s data, the offset or mask
    /// its body applies — animates with `animation`, while a change the content makes on its own
    /// animates (or not) as it would without it. Built on `animation(_:body:)` (`ScopedAnimation`),
    /// which scopes an animation to the modifiers of its body the same way.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        AnimatedViewModifier(base: self, animation: animation)
    }
}

/// `ViewModifier.animation(_:)`'s modifier: `base` applied inside an animation scope.
struct AnimatedViewModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let animation: Animation?

    func body(content: Content) -> some View {
        content.animation(animation) { placeholder in placeholder.modifier(base) }
    }
}
