/// A modifier you apply to a view, producing a different version of it (SwiftUI's `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s `body` receives: stands for the modified view, evaluated where
/// the body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    package let makeNodes: @MainActor (EvaluationContext) -> [ViewNode]
    public var body: EmptyView { EmptyView() }
}

extension _ViewModifier_Content: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { makeNodes(context.child(.content)) }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: EmptyView { EmptyView() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// A built-in modifier makes its nodes around the content's; a user modifier is evaluated like
    /// a composite view whose `body(content:)` places the content.
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        // A cast of the type, not the value: casting the value boxes a modifier too large for an
        // existential's inline buffer (a gesture's), and a value cast costs more. The content is
        // read through `self` in the non-escaping closures (a `let` copy would copy every
        // modifier below this one, at every level of the chain).
        if let primitive = PrimitiveConformance.modifier(Modifier.self) {
            return primitive.makeNodes(of: modifier, in: context) { $0.nodes(for: self.content) }
        }
        if let effect = modifier as? any GeometryEffect {
            return Self.geometryEffectNodes(effect, in: context) { $0.nodes(for: self.content) }
        }
        if Modifier.self is any Animatable.Type, let animatable = modifier as? any Animatable {
            Self.present(animatable)
        }
        return context.pass.nodes(ofComposite: self, in: context) { ModifierBodyBox($0) }
    }

    /// Sets an animatable modifier's `animatableData` to its value, as SwiftUI sets it whenever it
    /// updates the modifier: code that observes the setter (`didSet`, the "animation completed"
    /// modifiers of pagers and toasts) sees the value. Tactile does not interpolate a modifier's
    /// data, so the setter sees the target at once (docs/COMPATIBILITY.md, `AnimatableModifier`).
    @MainActor
    private static func present<Effect: Animatable>(_ modifier: Effect) {
        var presented = modifier
        presented.animatableData = modifier.animatableData
    }

    /// A built-in modifier's nodes around those of the content, both read where they are in the
    /// value at `address` (`PrimitiveView.makeNodes(at:in:)`); other modifiers as `makeNodes(in:)`.
    ///
    /// Nothing here names `Self`: in this unspecialized generic code that asks the runtime for
    /// `ModifiedContent<Content, Modifier>`'s metadata (a cache look-up, ≈ 1,400 instructions per
    /// view), where `Content` and `Modifier` are at hand.
    package static func makeNodes(at address: UnsafeRawPointer, in context: EvaluationContext) -> [ViewNode] {
        guard let primitive = PrimitiveConformance.modifier(Modifier.self) else {
            return makeNodesOfValue(at: address, in: context)
        }
        return primitive.makeNodes(ofModifierAt: address + modifiedContentModifierOffset(Content.self, Modifier.self),
                                   in: context) { $0.nodes(at: address, of: Content.self) }
    }

    @inline(never) @MainActor
    private static func makeNodesOfValue(at address: UnsafeRawPointer, in context: EvaluationContext) -> [ViewNode] {
        address.assumingMemoryBound(to: Self.self).pointee.makeNodes(in: context)
    }
}

/// Where `modifier` is in a `ModifiedContent<Content, Modifier>`: after `content` (at 0), at the
/// next multiple of its alignment, as Swift lays out a struct's stored properties in declaration
/// order (checked against `MemoryLayout.offset(of:)` by `ModifierChainLayoutTests`).
package func modifiedContentModifierOffset<Content, Modifier>(_ content: Content.Type, _ modifier: Modifier.Type) -> Int {
    let alignment = MemoryLayout<Modifier>.alignment
    return (MemoryLayout<Content>.size + alignment - 1) & ~(alignment - 1)
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// A user's `GeometryEffect` wraps its content in the effect's node (its body is never evaluated).
    @MainActor
    private static func geometryEffectNodes<Effect: GeometryEffect>(
        _ effect: Effect, in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]
    ) -> [ViewNode] {
        GeometryEffectModifier(effect: effect).makeNodes(in: context, content: content)
    }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// Inlinable, as SwiftUI's is, and so are the common modifiers that call it: specialized in
    /// the caller's body, `ModifiedContent<Self, T>` is a type the compiler knows, where a generic
    /// call asks the runtime for its metadata on every evaluation (a hash-table look-up,
    /// docs/PERFORMANCE.md "Incremental view graph").
    @inlinable public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: makes its nodes from the content's. `content` evaluates the modified
/// view at a context the modifier chooses (normally `context.child(.content)`, possibly with a
/// changed environment).
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Content {
    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode]
}

extension PrimitiveModifier {
    /// A built-in modifier's body is its content unchanged; the host never evaluates it.
    public func body(content: Content) -> Content { content }

    /// `makeNodes(in:content:)` of the `Self` value at `address`.
    static func makeNodes(ofModifierAt address: UnsafeRawPointer, in context: EvaluationContext,
                          content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        address.assumingMemoryBound(to: Self.self).pointee.makeNodes(in: context, content: content)
    }

    /// `modifier.makeNodes(in:content:)` for a `modifier` whose type is `Self` (checked by the
    /// caller's cast of `M.self`), without boxing it in an existential.
    static func makeNodes<M>(of modifier: M, in context: EvaluationContext,
                             content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        precondition(M.self == Self.self, "PrimitiveModifier.makeNodes(of:in:content:) called with a modifier of another type")
        return unsafeBitCast(modifier, to: Self.self).makeNodes(in: context, content: content)
    }
}

/// A built-in modifier that wraps each content node in one node with `behavior`, then lets
/// `configure` set attributes on the wrapper.
@MainActor
package protocol WrappingModifier: PrimitiveModifier {
    var behavior: any NodeBehavior { get }
    func configure(_ node: ViewNode)
}

extension WrappingModifier {
    package var behavior: any NodeBehavior { PassthroughBehavior() }
    package func configure(_ node: ViewNode) {}

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        // The behaviour is opened (its type read from the existential's container) rather than
        // passed as `any NodeBehavior`, whose type only the runtime can tell.
        func wrapper<Behavior: NodeBehavior>(_ behavior: Behavior, in context: EvaluationContext, child: ViewNode) -> ViewNode {
            context.node(behavior, child: child)
        }
        let behavior = behavior
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let node = wrapper(behavior, in: wrapperContext, child: child)
            configure(node)
            return node
        }
    }
}

/// A built-in modifier that only changes the environment of its content.
@MainActor
package protocol EnvironmentModifier: PrimitiveModifier {
    func update(_ environment: inout EnvironmentValues, in context: EvaluationContext)
}

extension EnvironmentModifier {
    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        content(context.child(.content).transformingEnvironment { update(&$0, in: context) })
    }
}
