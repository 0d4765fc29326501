/// One piece of a view taken apart by a container (SwiftUI's `Subview`, iOS 18): what
/// `ForEach(subviews:content:)` and `Group(subviews:transform:)` hand out. Placing it evaluates the
/// view it stands for there, in the environment of that place (`SubviewSource` says what a
/// piece is).
///
/// Invariant: its state lives where it is placed; placed by its `id` (as `ForEach` places
/// subviews), it keeps its state while the content keeps its structure and ids.
public struct Subview: View, Identifiable {
    /// A subview's identity within the view it was taken from (opaque, as SwiftUI's).
    public struct ID: Hashable, Sendable {
        nonisolated(unsafe) let path: [ViewIdentity.Component]

        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.path == rhs.path }
        public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    }

    /// The view it stands for.
    package let content: any View
    public let id: ID

    package init(content: any View, id: ID) {
        self.content = content
        self.id = id
    }

    public var body: EmptyView { EmptyView() }
}

extension Subview: PrimitiveView {
    /// The view it stands for, its type part of its identity (as `AnyView`'s).
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.child(.type(ObjectIdentifier(type(of: content)))).nodes(for: content)
    }
}
