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
        let walk = ForEachWalk(kept: context.pass.forEachIdentities(at: context.identity, of: ID.self))
        // This method is generic and reached through `PrimitiveView`, so it is not specialized
        // for `data`'s type: `for element in data` costs two witness calls per element, each
        // generic over `Range`'s bound (about 1,000 instructions per element for `0..<n`,
        // docs/PERFORMANCE.md "Incremental view graph"). A range of `Int`s and contiguous storage are walked
        // directly; the elements are the same, in the same order.
        if Data.self == Range<Int>.self {
            for index in unsafeBitCast(data, to: Range<Int>.self) {
                add(unsafeBitCast(index, to: Data.Element.self), to: walk, in: context)
            }
        } else if data.withContiguousStorageIfAvailable({ (buffer) -> Void in
            for element in buffer { add(element, to: walk, in: context) }
        }) == nil {
            for element in data { add(element, to: walk, in: context) }
        }
        return walk.finish()
    }

    /// `element`'s nodes at its identity, appended to `walk`'s.
    private func add(_ element: Data.Element, to walk: ForEachWalk<ID>, in context: EvaluationContext) {
        let identity = walk.identity(of: id(element), in: context)
        walk.nodes += context.child(at: identity).nodes(for: content(element))
    }
}

/// One evaluation's walk over a `ForEach`'s elements: the identities it gives them (the kept ones
/// while the ids match them in order, then made afresh) and the nodes made so far.
///
/// A class, though it never leaves the evaluation: the methods reaching it are generic and not
/// specialized, and a generic struct's metadata is looked up in the runtime's cache for every
/// access (`swift_getGenericMetadata`, ≈ 340 instructions per element), where an instance carries
/// its class's metadata. One allocation per `ForEach` evaluated instead.
@MainActor
final class ForEachWalk<ID: Hashable> {
    // Unchecked exclusivity (a checked class property calls `swift_beginAccess` on every
    // access): the walk belongs to one `makeNodes` call, and no access spans a call that reaches it.
    let kept: ForEachIdentities<ID>
    @exclusivity(unchecked) var nodes: [ViewNode] = []
    @exclusivity(unchecked) var offset = 0
    // Made at the first id that is not the kept one at its offset (nil while all are).
    @exclusivity(unchecked) var seen: Set<AnyHashable>?
    @exclusivity(unchecked) var ids: [ID] = []
    @exclusivity(unchecked) var identities: [ViewIdentity] = []
    @exclusivity(unchecked) var hasDuplicates = false

    init(kept: ForEachIdentities<ID>) { self.kept = kept }

    /// The identity of the next element, whose id is `elementID`.
    func identity(of elementID: ID, in context: EvaluationContext) -> ViewIdentity {
        defer { offset += 1 }
        if seen == nil, offset < kept.ids.count, kept.ids[offset] == elementID {
            return kept.identities[offset]
        }
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
        let identity = context.identity.appending(.id(key))
        ids.append(elementID)
        identities.append(identity)
        return identity
    }

    /// Keeps the identities for the next evaluation and returns the nodes.
    func finish() -> [ViewNode] {
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
