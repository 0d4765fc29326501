/// What evaluating a view needs: where it is (identity), what it inherits (environment) and the
/// pass it belongs to (which keeps state and records what was visited).
@MainActor
package struct EvaluationContext {
    package let identity: ViewIdentity
    package var environment: EnvironmentValues
    package let pass: EvaluationPass

    package init(identity: ViewIdentity, environment: EnvironmentValues, pass: EvaluationPass) {
        self.identity = identity
        self.environment = environment
        self.pass = pass
    }

    /// The context of a child at `component` below this one, with the same environment.
    package func child(_ component: ViewIdentity.Component) -> EvaluationContext {
        EvaluationContext(identity: identity.appending(component), environment: environment, pass: pass)
    }

    /// This context with the environment changed by `update`.
    package func transformingEnvironment(_ update: (inout EnvironmentValues) -> Void) -> EvaluationContext {
        var copy = self
        update(&copy.environment)
        return copy
    }

    /// Evaluates `view` at this context's identity: primitive views make their nodes, composite
    /// views get their persistent properties linked and their `body` evaluated below `.body`.
    package func nodes<V: View>(for view: V) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: self)
        }
        pass.linkProperties(of: view, at: identity, environment: environment)
        return child(.body).nodes(for: view.body)
    }

    /// A node at this context's identity, inheriting this context's environment.
    package func node(_ behavior: any NodeBehavior, children: [ViewNode] = []) -> ViewNode {
        let node = ViewNode(identity: identity, behavior: behavior, children: children, environment: environment)
        pass.visit(node)
        return node
    }

    /// Evaluates `content` below `.content` and wraps each resulting node with `wrap`, which
    /// receives the context the wrapper should use (`.index(n)` below this one when the content
    /// yielded several nodes, as SwiftUI applies a modifier to each view of a `Group`).
    package func wrapping(_ content: [ViewNode], _ wrap: (EvaluationContext, ViewNode) -> ViewNode) -> [ViewNode] {
        if content.count == 1 { return [wrap(self, content[0])] }
        return content.enumerated().map { index, node in wrap(child(.index(index)), node) }
    }
}
