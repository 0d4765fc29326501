import Foundation

/// `animation(_:body:)` (iOS 17): the modifiers `body` applies to the placeholder animate with
/// `animation` whenever they change; changes the content makes on its own do not.
///
/// How the host scopes it: the body's nodes are evaluated with `animation` as the implicit
/// animation of this pass and of later passes of the body (`steadyImplicitAnimation`); the
/// placeholder's content gets back the steady animation from outside the scope, so a change
/// that starts in the content (its own state) is not animated by the scope, and in a pass that
/// re-evaluates the scope the placeholder's content gets back the outer implicit animation too,
/// so a change to the content made in the same pass as a change to the body's modifiers does not
/// animate with them — as in SwiftUI, which pushes the animation for the body and pops it for the
/// content.
package struct ScopedAnimation<Content: View, Body: View>: View {
    let animation: Animation?
    let scope: AnimationScope
    let scoped: Body

    package var body: EmptyView { EmptyView() }
}

/// What outside a scoped animation the placeholder restores, filled in when the scope is evaluated.
@MainActor
package final class AnimationScope {
    var outerSteady: Animation??
    /// The implicit animation in effect outside the scope (`.animation(_:value:)` above it).
    var outerImplicit: Animation??
}

/// The content a scoped animation's `body`, or a phase animator's `content`, modifies (SwiftUI's
/// `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    /// The scoped animation it sits in; nil for a phase animator's content.
    var scope: AnimationScope? = nil

    public var body: EmptyView { EmptyView() }
}

extension ScopedAnimation: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        scope.outerSteady = context.steadyImplicitAnimation
        scope.outerImplicit = context.environment.implicitAnimation
        var inner = context.child(.content).transformingEnvironment { environment in
            if !environment.transaction.disablesAnimations { environment.implicitAnimation = .some(animation) }
        }
        inner.steadyImplicitAnimation = .some(animation)
        return inner.nodes(for: scoped)
    }
}

extension PlaceholderContentView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var inner = context.child(.content)
        if let scope {
            // The content animates as outside the scope: its steady animation and the implicit
            // one of this pass both go back to what they were there.
            inner.steadyImplicitAnimation = scope.outerSteady
            let outerImplicit = scope.outerImplicit
            inner = inner.transformingEnvironment { $0.updateImplicitAnimation(outerImplicit) }
        }
        return inner.nodes(for: content)
    }
}

extension View {
    /// Animates the changes of the modifiers `body` applies to this view with `animation`
    /// (SwiftUI's `animation(_:body:)`, iOS 17; `ScopedAnimation`).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let scope = AnimationScope()
        let scoped = body(PlaceholderContentView(content: AnyView(self), scope: scope))
        return ScopedAnimation<Self, V>(animation: animation, scope: scope, scoped: scoped)
    }
}
