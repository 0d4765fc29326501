/// Content a lazy stack flattens into its slots (docs/ARCHITECTURE-HOST.md, "Lazy containers"):
/// a `TupleView`'s, `Group`'s or `Section`'s parts each in turn, and every element of a
/// `ForEach` as one slot. Any other view is one slot.
///
/// Each conformance takes its slots from the window in order (`LazyWindow.takeSlots`), makes
/// nodes for the realized ones only and appends each node's item to `slots` — its slot, in a
/// stack, where a slot is one item; in a grid the container finds the line and track from it
/// (`LazyWindow.itemsPerSlot`).
@MainActor
package protocol LazySlotContent {
    func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode]
}

extension LazySlotContent {
    /// `view.makeLazyNodes(in:window:slots:)` for a `view` whose type is `Self` (checked by the
    /// caller's look-up of `V.self`), without boxing it in an existential.
    static func makeLazyNodes<V>(of view: V, in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        precondition(V.self == Self.self, "LazySlotContent.makeLazyNodes(of:in:window:slots:) called with a view of another type")
        return unsafeBitCast(view, to: Self.self).makeLazyNodes(in: context, window: window, slots: &slots)
    }
}

/// Which view types a lazy container flattens (`LazySlotContent`) and which a `ForEach` in one
/// flattens element by element (`LazySectionElement`), each looked up once per type: a cast asks
/// the runtime's conformance cache (and boxes the value) for every section, header and `ForEach`
/// a window change visits (≈ 4 K instructions per section, docs/PERFORMANCE.md "Left to do").
@MainActor
enum LazySlotConformance {
    @exclusivity(unchecked) private static var containers = TypeTable<(any LazySlotContent.Type)?>()
    @exclusivity(unchecked) private static var sectionElements = TypeTable<Bool>()

    /// `type` as a type a lazy container flattens, nil for a view that is one slot.
    static func container(_ type: Any.Type) -> (any LazySlotContent.Type)? {
        if let known = containers.value(for: type) { return known }
        let answer = type as? any LazySlotContent.Type
        containers.insert(answer, for: type)
        return answer
    }

    /// Whether a `ForEach` whose content is `type` is flattened element by element (a `Section`).
    static func isSectionElement(_ type: Any.Type) -> Bool {
        if let known = sectionElements.value(for: type) { return known }
        let answer = type is any LazySectionElement.Type
        sectionElements.insert(answer, for: type)
        return answer
    }
}

extension LazyWindow {
    /// `view`'s nodes in the lazy stack: a flattened container's realized parts, or the view
    /// itself as one slot when that slot is realized (nothing otherwise: it is not evaluated).
    /// An `EmptyView` (a `Section` without a header or footer) takes no slot: it would count as
    /// a row of the estimated length.
    package func nodes<V: View>(for view: V, in context: EvaluationContext, slots: inout [Int]) -> [ViewNode] {
        if V.self == EmptyView.self { return [] }
        if let container = LazySlotConformance.container(V.self) {
            return container.makeLazyNodes(of: view, in: context, window: self, slots: &slots)
        }
        let item = takeSlots(1)
        guard isRealized(slot(ofItem: item)) else { return [] }
        let nodes = context.nodes(for: view)
        for _ in nodes { slots.append(item) }
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
    /// In a stack, the header's, rows' and footer's slots follow each other. In a grid
    /// (`LazyWindow.itemsPerSlot` lines) the section starts on a new line, its header and
    /// footer each take a whole line laid out across the grid's breadth
    /// (`LazyWindow.spanningSlots`), and its cells start on the line after the header, as in
    /// SwiftUI. The section's slots are recorded for pinning (`LazyWindow.sections`).
    package func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        if window.groupsItemsIntoLines { return makeLazyLineNodes(in: context, window: window, slots: &slots) }
        let start = window.cursorSlot
        var nodes = window.nodes(for: header, in: context.child(.slot("header")), slots: &slots)
        let contentStart = window.cursorSlot
        nodes += window.nodes(for: content, in: context.child(.content), slots: &slots)
        let footerStart = window.cursorSlot
        nodes += window.nodes(for: footer, in: context.child(.slot("footer")), slots: &slots)
        let end = window.cursorSlot
        window.sections.append(LazySection(slots: start..<end, header: start..<contentStart, footer: footerStart..<end))
        return nodes
    }

    private func makeLazyLineNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        let start = window.startSlot()
        var nodes = window.wholeLine(header, in: context.child(.slot("header")), slots: &slots)
        let contentStart = window.startSlot()
        nodes += window.nodes(for: content, in: context.child(.content), slots: &slots)
        let footerStart = window.startSlot()
        nodes += window.wholeLine(footer, in: context.child(.slot("footer")), slots: &slots)
        let end = window.startSlot()
        window.sections.append(LazySection(slots: start..<end, header: start..<contentStart, footer: footerStart..<end))
        return nodes
    }
}

extension LazyWindow {
    /// A grid's section header or footer: one whole line (none for an `EmptyView`), its views
    /// laid out across the grid's breadth. The cursor is at a line's start.
    fileprivate func wholeLine<V: View>(_ view: V, in context: EvaluationContext, slots: inout [Int]) -> [ViewNode] {
        guard V.self != EmptyView.self else { return [] }
        let item = takeSlots(itemsPerSlot)
        let slot = slot(ofItem: item)
        spanningSlots.append(slot)
        guard isRealized(slot) else { return [] }
        let nodes = context.nodes(for: view)
        for _ in nodes { slots.append(item) }
        return nodes
    }
}

extension ForEach: LazySlotContent {
    /// Only the elements in the window's realized slots are read and evaluated: the cost is the
    /// window's, not the data's count. Element `i`'s views are at the `ForEach`'s identity
    /// followed by `.id` of its id, as outside a lazy stack (a duplicate id within the realized
    /// elements gets its offset too). When the data's count changed, the ids are all read once
    /// to drop the state kept for rows whose element is gone (`LazyRows`).
    package func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int]) -> [ViewNode] {
        makeLazyNodes(in: context, window: window, slots: &slots, edit: nil)
    }

    /// `makeLazyNodes(in:window:slots:)`, each element's views in a `ListEditRow` with its offset
    /// when a list gives the rows `edit` actions.
    func makeLazyNodes(in context: EvaluationContext, window: LazyWindow, slots: inout [Int], edit: ListEditActions?) -> [ViewNode] {
        if LazySlotConformance.isSectionElement(Content.self) {
            return makeLazySectionNodes(in: context, window: window, slots: &slots)
        }
        let rows = context.pass.lazyRows(at: context.identity)
        let count = data.count
        let first = window.takeSlots(count)
        let realizedItems = window.realizedItems
        let lower = max(realizedItems.lowerBound - first, 0)
        let upper = min(realizedItems.upperBound - first, count)
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
                let made = if let edit {
                    context.child(at: identity).nodes(for: ListEditRow(content: content(element), offset: offset, count: count,
                                                                       group: context.identity, actions: edit))
                } else {
                    context.child(at: identity).nodes(for: content(element))
                }
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

/// A view a `ForEach` in a lazy container flattens element by element: a `Section`.
package protocol LazySectionElement {}

extension Section: LazySectionElement {}

extension ForEach {
    /// A `ForEach` of sections (`ForEach(groups) { Section { ForEach(group.items) … } }`): each
    /// element's section is flattened into the container's slots like a written-out `Section`
    /// (its header, its rows one slot each, its footer), so its rows are made lazily and its
    /// header can be pinned. Every element is read and its section visited (taking slots; only
    /// the realized ones are evaluated): the cost grows with the number of sections, not rows.
    /// Each section keeps the identity it had last time while the ids are those of the last
    /// evaluation, in order (`ForEachWalk`, as an eager `ForEach`): made afresh, every identity
    /// below it would be compared component by component wherever it is looked up.
    fileprivate func makeLazySectionNodes(in context: EvaluationContext, window: LazyWindow,
                                          slots: inout [Int]) -> [ViewNode] {
        let rows = context.pass.lazyRows(at: context.identity)
        let walk = ForEachWalk(kept: context.pass.forEachIdentities(at: context.identity, of: ID.self))
        var realized: [AnyHashable: ViewIdentity] = [:]
        var ids: [AnyHashable] = []
        var firstItems: [Int] = []
        ids.reserveCapacity(data.count)
        firstItems.reserveCapacity(data.count)
        var nodes: [ViewNode] = []
        for element in data {
            let elementID = id(element)
            ids.append(AnyHashable(elementID))
            firstItems.append(window.cursorItem)
            let identity = walk.identity(of: elementID, in: context)
            guard case .id(let key)? = identity.lastComponent else { preconditionFailure("a ForEach element's identity ends in its id") }
            let made = window.nodes(for: content(element), in: context.child(at: identity), slots: &slots)
            if !made.isEmpty { realized[key] = identity }
            nodes += made
        }
        if ids.count != rows.count {
            if rows.keptRowCount > 0 { rows.dropKeptState(notIn: Set(ids), in: context.pass.store) }
            rows.count = ids.count
        }
        _ = walk.finish()
        rows.finish(realizing: realized, in: context.pass)
        rows.slotOfID = { wanted in ids.firstIndex(of: wanted).map { firstItems[$0] } }
        window.sources.append(rows)
        return nodes
    }
}
