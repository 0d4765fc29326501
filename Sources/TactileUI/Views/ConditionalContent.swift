/// The result of `if`/`else` or `switch` in a `ViewBuilder` (SwiftUI's `_ConditionalContent`).
///
/// Invariant: the two branches have distinct identities, so switching branches drops the state
/// of the branch that disappears and starts the other branch fresh.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    public var body: EmptyView { EmptyView() }
}

extension _ConditionalContent: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let content): context.child(.branch(true)).nodes(for: content)
        case .falseContent(let content): context.child(.branch(false)).nodes(for: content)
        }
    }
}

/// An optional view: `if` without `else` in a builder. `nil` produces no nodes.
extension Optional: View where Wrapped: View {
    public var body: EmptyView { EmptyView() }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        switch self {
        case .some(let content): context.child(.branch(true)).nodes(for: content)
        case .none: []
        }
    }
}
