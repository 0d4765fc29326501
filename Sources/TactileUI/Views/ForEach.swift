/// Views computed from a collection of identified data (SwiftUI's `ForEach`).
///
/// Invariant: each element's views have the identity of the `ForEach` followed by the element's
/// id, so reordering keeps state with its element and removing an element drops its state.
/// Duplicate ids are a caller error SwiftUI leaves undefined; here the first occurrence keeps
/// the id and later ones get the id plus their offset, so no state is shared by accident.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public var body: EmptyView { EmptyView() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var seen = Set<AnyHashable>()
        var nodes: [ViewNode] = []
        for (offset, element) in data.enumerated() {
            var key = AnyHashable(id(element))
            if !seen.insert(key).inserted { key = AnyHashable([key, AnyHashable(offset)]) }
            nodes += context.child(.id(key)).nodes(for: content(element))
        }
        return nodes
    }
}
