/// Content a lazy stack flattens into its slots (docs/ARCHITECTURE-HOST.md, "Lazy containers"):
/// a `TupleView`'s, `Group`'s or `Section`'s parts each in turn, and every element of a
/// `ForEach` as one slot. Any other view is one slot.
///
/// Each conformance takes its slots from the window in order (`LazyWindow.takeSlots`), makes
/// nodes for the realized ones only and appends each node's slot to `slots`.
@MainActor
package protocol LazySlotContent {
    func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode]
}

extension LazyWindow {
    /// `view`'s nodes in the lazy stack: a flattened container's realized parts, or the view
    /// itself as one slot when that slot is realized (nothing otherwise: it is not evaluated).
    package func nodes<V: View>(for view: V, in context: EvaluationContext, slots: inout [Int]) -> [ViewNode] {
        if let container = view as? any LazySlotContent {
            return container.makeLazyNodes(in: context, window: self, slots: &slots)
        }
        let slot = takeSlots(1)
        guard realized.contains(slot) else { return [] }
        let nodes = context.nodes(for: view)
        for _ in nodes { slots.append(slot) }
        return nodes
    }
}

extension TupleView: LazySlotContent {
    package func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for (index, child) in children.enumerated() {
            nodes += window.nodes(for: child, in: context.child(.index(index)), slots: &slots)
        }
        return nodes
    }
}

extension Group: LazySlotContent {
    package func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        window.nodes(for: content, in: context.child(.content), slots: &slots)
    }
}

extension Section: LazySlotContent {
    package func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        window.nodes(for: header, in: context.child(.slot("header")), slots: &slots)
            + window.nodes(for: content, in: context.child(.content), slots: &slots)
            + window.nodes(for: footer, in: context.child(.slot("footer")), slots: &slots)
    }
}

extension ForEach: LazySlotContent {
    /// Only the elements in the window's realized slots are read and evaluated: the cost is the
    /// window's, not the data's count. Element `i`'s views are at the `ForEach`'s identity
    /// followed by `.id` of its id, as outside a lazy stack (a duplicate id within the realized
    /// elements gets its offset too). When the data's count changed, the ids are all read once
    /// to drop the state kept for rows whose element is gone (`LazyRows`).
    package func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        let rows = context.pass.lazyRows(at: context.identity)
        let count = data.count
        let first = window.takeSlots(count)
        let lower = max(window.realized.lowerBound - first, 0)
        let upper = min(window.realized.upperBound - first, count)
        var realized: [AnyHashable: ViewIdentity] = [:]
        var nodes: [ViewNode] = []
        if lower < upper {
            var index = data.index(data.startIndex, offsetBy: lower)
            if !rows.realized.isEmpty {
                // The rows made last time and not now are passed over among the previous nodes,
                // so the rows that stay are updated in place rather than made again.
                var staying = Set<AnyHashable>(minimumCapacity: upper - lower)
                var cursor = index
                for _ in lower..<upper {
                    staying.insert(AnyHashable(id(data[cursor])))
                    data.formIndex(after: &cursor)
                }
                var dropped = Set<ViewIdentity>()
                for (key, row) in rows.realized where !staying.contains(key) { dropped.insert(row) }
                if !dropped.isEmpty { context.pass.skipCandidates(below: dropped) }
            }
            for offset in lower..<upper {
                let element = data[index]
                var key = AnyHashable(id(element))
                if realized[key] != nil { key = AnyHashable([key, AnyHashable(offset)]) }
                let identity = context.identity.appending(.id(key))
                let made = context.child(at: identity).nodes(for: content(element))
                for _ in made { slots.append(first + offset) }
                nodes += made
                realized[key] = identity
                data.formIndex(after: &index)
            }
        }
        if count != rows.count {
            if rows.keptRowCount > 0 {
                var ids = Set<AnyHashable>(minimumCapacity: count)
                for element in data { ids.insert(AnyHashable(id(element))) }
                rows.dropKeptState(notIn: ids, in: context.pass.store)
            }
            rows.count = count
        }
        rows.finish(realizing: realized, in: context.pass)
        let data = data, idOf = id
        rows.slotOfID = { wanted in
            var slot = first
            for element in data {
                if AnyHashable(idOf(element)) == wanted { return slot }
                slot += 1
            }
            return nil
        }
        window.sources.append(rows)
        return nodes
    }
}
