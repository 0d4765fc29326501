import Foundation

/// Visual effects that change how a view looks without changing its layout (SwiftUI's
/// `VisualEffect`, iOS 17): what the closure of `visualEffect(_:)` returns, built from
/// `EmptyVisualEffect` with the same modifiers as views have (`offset`, `scaleEffect`,
/// `rotationEffect`, `opacity`, `blur`, …).
///
/// Invariant: an effect is a value describing render-only changes; applying it to a view is the
/// same as applying the view modifiers of the same names in the order they were chained.
public protocol VisualEffect: Sendable, Animatable {}

/// The identity effect: the starting value `visualEffect(_:)` hands its closure (SwiftUI's
/// `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A visual effect Tactile knows how to apply to a view: every built-in effect. An effect a user
/// conforms to `VisualEffect` themselves draws its view unchanged (SwiftUI gives them no way to
/// say what they do either).
@MainActor
package protocol AppliedVisualEffect {
    /// `content` with this effect and every effect it was chained on applied, innermost first.
    func apply(to content: AnyView) -> AnyView
}

extension EmptyVisualEffect: AppliedVisualEffect {
    package func apply(to content: AnyView) -> AnyView { content }
}

extension VisualEffect {
    /// `content` with this effect applied (unchanged when Tactile does not know the effect).
    @MainActor
    package func applied(to content: AnyView) -> AnyView {
        (self as? any AppliedVisualEffect)?.apply(to: content) ?? content
    }
}
