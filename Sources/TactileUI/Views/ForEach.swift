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
    /// Each element at the `ForEach`'s identity followed by `.id` of its id. While the ids are
    /// those of the last evaluation, in the same order, each element gets the identity it had
    /// then (the same links, `ForEachIdentities`); from the first id that differs, identities are
    /// made afresh (equal to the kept ones where the id is the same, as identity is compared by
    /// components: a moved element keeps its state).
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let kept = context.pass.forEachIdentities(at: context.identity, of: ID.self)
        var nodes: [ViewNode] = []
        var offset = 0
        // Made at the first id that is not the kept one at its offset (nil while all are).
        var seen: Set<AnyHashable>?
        var ids: [ID] = []
        var identities: [ViewIdentity] = []
        var hasDuplicates = false
        for element in data {
            let elementID = id(element)
            let identity: ViewIdentity
            if seen == nil, offset < kept.ids.count, kept.ids[offset] == elementID {
                identity = kept.identities[offset]
            } else {
                if seen == nil {
                    // The kept ids before `offset` are this pass's, and distinct.
                    seen = Set(kept.ids[..<offset].lazy.map { AnyHashable($0) })
                    ids = Array(kept.ids[..<offset])
                    identities = Array(kept.identities[..<offset])
                }
                var key = AnyHashable(elementID)
                if !seen!.insert(key).inserted {
                    key = AnyHashable([key, AnyHashable(offset)])
                    hasDuplicates = true
                }
                identity = context.identity.appending(.id(key))
                ids.append(elementID)
                identities.append(identity)
            }
            nodes += context.child(at: identity).nodes(for: content(element))
            offset += 1
        }
        if hasDuplicates {
            kept.clear()
        } else if seen != nil {
            kept.keep(ids: ids, identities: identities)
        } else {
            kept.keepFirst(offset)
        }
        return nodes
    }
}
