import TactileGestures

/// What evaluating a view needs: where it is (identity), what it inherits (environment) and the
/// pass it belongs to (which keeps state and records what was visited).
@MainActor
package struct EvaluationContext {
    package private(set) var identity: ViewIdentity
    package var environment: EnvironmentValues
    package let pass: EvaluationPass
    /// `steadyImplicitAnimation`, boxed (a context is copied for every view).
    package var steadyAnimation: SteadyAnimation?

    package init(identity: ViewIdentity, environment: EnvironmentValues, pass: EvaluationPass, steadyAnimation: SteadyAnimation? = nil) {
        self.identity = identity
        self.environment = environment
        self.pass = pass
        self.steadyAnimation = steadyAnimation
    }

    /// `environment.implicitAnimation` as it would be if no `.animation(_:value:)` value above
    /// had changed in this pass: what a body re-evaluated on its own starts from.
    package var steadyImplicitAnimation: Animation?? {
        get { steadyAnimation.map { $0.value } }
        set { steadyAnimation = SteadyAnimation.box(newValue) }
    }

    /// The context of a child at `component` below this one, with the same environment. Below
    /// the root, the store's identity for the component (`PersistentStore.rootChild`): the root
    /// has no link to remember its children by, and a fresh link there makes every identity
    /// below it a fresh chain.
    package func child(_ component: ViewIdentity.Component) -> EvaluationContext {
        var copy = self
        copy.identity = identity.isRoot ? pass.store.rootChild(component) : identity.appending(component)
        return copy
    }

    /// The context of a child at `identity`, which must be this context's identity followed by
    /// one component (an identity the caller kept from an earlier pass: `ForEachIdentities`).
    package func child(at identity: ViewIdentity) -> EvaluationContext {
        var copy = self
        copy.identity = identity
        return copy
    }

    /// This context at `identity`, which must equal its own: the same identity, as the links a
    /// kept record holds (identities below it then share them, and compare equal at once).
    package func sharing(_ identity: ViewIdentity) -> EvaluationContext {
        var copy = self
        copy.identity = identity
        return copy
    }

    /// This context with the environment changed by `update`.
    package func transformingEnvironment(_ update: (inout EnvironmentValues) -> Void) -> EvaluationContext {
        var copy = self
        update(&copy.environment)
        return copy
    }

    /// Evaluates `view` at this context's identity: primitive views make their nodes, composite
    /// views get their persistent properties linked and their `body` evaluated below `.body` —
    /// unless the graph can reuse their last evaluation (`EvaluationPass.nodes(ofComposite:)`).
    package func nodes<V: View>(for view: V) -> [ViewNode] {
        // A cast of the type, not the value: casting a value to `any PrimitiveView` boxes every
        // value too large for an existential's inline buffer (a modifier chain), a malloc per view.
        if let primitive = PrimitiveConformance.view(V.self) {
            return primitive.makeNodes(of: view, in: self)
        }
        return pass.nodes(ofComposite: view, in: self) { CompositeViewBox($0) }
    }

    /// `nodes(for:)` of the `V` value at `address` (a part of a modifier chain, read where it is).
    package func nodes<V: View>(at address: UnsafeRawPointer, of type: V.Type) -> [ViewNode] {
        if let primitive = PrimitiveConformance.view(V.self) {
            return primitive.makeNodes(at: address, in: self)
        }
        return pass.nodes(ofComposite: address.assumingMemoryBound(to: V.self).pointee, in: self) { CompositeViewBox($0) }
    }

    /// A node at this context's identity, inheriting this context's environment.
    ///
    /// A re-run body that makes the same kind of node at the same place gets its previous node,
    /// updated in place (`EvaluationPass.updatableNode`).
    ///
    /// Generic, so the behaviour's type is known statically where the caller knows it: asking
    /// an existential for its type is a runtime call (`swift_getDynamicType`, about 100
    /// instructions per node).
    ///
    /// The behaviour is consumed: it moves into the node (no copy of its references and no
    /// release of the caller's).
    package func node<Behavior: NodeBehavior>(_ behavior: consuming Behavior, children: [ViewNode] = []) -> ViewNode {
        if let old = pass.updatableNode(at: identity, behaviorType: Behavior.self, children: children) {
            pass.update(old, to: behavior, environment: environment)
            return old
        }
        return newNode(behavior, children: children)
    }

    /// `node(_:children:)` with one child: the children array is made only for a new node.
    package func node<Behavior: NodeBehavior>(_ behavior: consuming Behavior, child: ViewNode) -> ViewNode {
        if let old = pass.updatableNode(at: identity, behaviorType: Behavior.self, child: child) {
            pass.update(old, to: behavior, environment: environment)
            return old
        }
        return newNode(behavior, children: [child])
    }

    private func newNode<Behavior: NodeBehavior>(_ behavior: consuming Behavior, children: [ViewNode]) -> ViewNode {
        let node = ViewNode(identity: identity, behavior: behavior, children: children, environment: environment)
        node.evaluationPass = pass.id
        pass.visit(node)
        return node
    }

    /// Evaluates `content` below `.content` and wraps each resulting node with `wrap`, which
    /// receives the context the wrapper should use (`.index(n)` below this one when the content
    /// yielded several nodes, as SwiftUI applies a modifier to each view of a `Group`).
    /// `content` is consumed and its storage reused for the result: a chain of modifiers on one
    /// view makes one array, not one per modifier.
    package func wrapping(_ content: consuming [ViewNode], _ wrap: (EvaluationContext, ViewNode) -> ViewNode) -> [ViewNode] {
        var nodes = content
        if nodes.count == 1 {
            nodes[0] = wrap(self, nodes[0])
            return nodes
        }
        for index in nodes.indices { nodes[index] = wrap(child(.index(index)), nodes[index]) }
        return nodes
    }
}
