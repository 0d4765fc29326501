import Foundation
import TactileGestures

/// Which rows of one lazy stack exist, kept at the stack's identity
/// (`PersistentStore.lazyWindows`) while the stack is in the tree: docs/ARCHITECTURE-HOST.md,
/// "Lazy containers".
///
/// A lazy stack's content is a list of **slots**: every element of a `ForEach` is one, every
/// other view one (a `TupleView`, `Group` or `Section` is flattened into its parts). The window
/// asks for the slots in `realized`; an evaluation makes nodes for those only and tells the
/// window how many slots there are (`slotCount`).
///
/// A lazy grid's slot is a **line** of `itemsPerSlot` items (a row of a `LazyVGrid`, a column
/// of a `LazyHGrid`): the content's views are counted as items — element `i` of a `ForEach` is
/// item `i` — and item `k` lies in slot `k / itemsPerSlot`. A stack's slot is one item, so for
/// a stack items and slots are the same numbers.
///
/// Invariants:
/// - `realized` lies within `0..<slotCount` after an evaluation (an empty range when there are
///   no slots).
/// - The layout is a function of the children's sizes, `anchor` and `estimatedLength`, which
///   only `refresh(scrollMargin:)` changes — after a layout, never during one — so every
///   `sizeThatFits` and `placeChildren` of one layout agree.
/// - Within one `ViewGraph.update()`, `realized` only grows (`isGrowingOnly`): a row made in
///   this update is not dropped before its `onAppear` has run, so no row appears and disappears
///   in the same update.
@MainActor
package final class LazyWindow {
    /// Where the first realized slot of the last layout starts, along the axis, in the stack's
    /// coordinates: the rows on screen stay where they are while rows are made or dropped
    /// around them.
    package struct Anchor: Equatable {
        package var slot: Int
        package var offset: CGFloat
    }

    /// Read by the body that made the stack (as a `GeometryReader`'s snapshot): writing it runs
    /// that body again with the new `realized` range.
    package let storage = StateStorage(0)
    package let observer: StateObserver?
    package weak var node: ViewNode?

    package private(set) var realized: Range<Int> = 0..<1
    package private(set) var slotCount = 0
    package private(set) var anchor = Anchor(slot: 0, offset: 0)
    /// The length along the axis of a slot not measured yet: the mean of the slots measured so
    /// far (nil before the first one is).
    package private(set) var estimatedLength: CGFloat?
    /// True from the first refresh of a `ViewGraph.update()` to its end.
    package var isGrowingOnly = false

    /// How many slots appended after the last one would show in the visible region plus the
    /// margin, as the last refresh found it (0 when the last slot was not realized, or ended
    /// past the region): `beginEvaluation` realizes them.
    private var slotsAfterEnd = 0
    private var measuredTotal: CGFloat = 0
    private var measuredCount = 0
    /// Lengths of the slots the last refresh measured, by slot: a slot that stays realized
    /// counts once in the mean (its length replaced when it changes); one realized again after
    /// it left counts again. Only the realized slots are kept, so memory follows the window,
    /// not how far the stack was scrolled.
    private var measured: [Int: CGFloat] = [:]
    /// The node's size when `refresh` last asked a grid for its track count.
    private var sizeOfLastRegroupCheck = CGSize(width: -1, height: -1)
    /// The item cursor of the evaluation in progress (a slot's worth of items per slot).
    private var cursor = 0
    /// How many items make one slot: 1 for a stack, the number of tracks for a grid
    /// (`LazyLayoutBehavior.itemsPerSlot(in:)`, brought up to date after each layout).
    package private(set) var itemsPerSlot = 1
    /// True for a grid's window: a `Section` starts on a new line and its header and footer
    /// each take a whole line (`Section.makeLazyNodes`).
    package var groupsItemsIntoLines = false
    /// The kinds of section views pinned to the scroll view's visible edges (`pinnedViews`).
    package var pinnedViews = PinnedScrollableViews()
    /// The sections of the last evaluation, ascending by their first slot (`LazySection`).
    package var sections: [LazySection] = []
    /// Slots before `realized` made anyway: the header of the section `realized` starts in,
    /// when headers are pinned (a pinned view stays made while any row of its section is).
    package private(set) var pinnedHeader: Range<Int> = 0..<0
    /// Slots after `realized` made anyway: the footer of the section `realized` ends in, when
    /// footers are pinned.
    package private(set) var pinnedFooter: Range<Int> = 0..<0
    /// The slots of the last evaluation that a grid lays out across its whole breadth (a
    /// section's header and footer lines), ascending.
    package var spanningSlots: [Int] = []
    /// Pinned views moved off their place by `pin(with:)`: where the stack placed them and where
    /// they are drawn (`LazyPinning`).
    var displaced: [(node: ObjectIdentifier, natural: CGRect, pinned: CGRect)] = []
    /// The `ForEach`s of the last evaluation, in order (where `reveal` looks for an id).
    package var sources: [LazyRows] = []

    init(observer: StateObserver?) {
        self.observer = observer
        storage.sink = observer
    }

    // MARK: Evaluation

    /// Starts an evaluation of the stack's content: slots are counted from 0.
    package func beginEvaluation() {
        cursor = 0
        if realized.isEmpty {
            // The content was empty last time (nothing realized, nothing measured, so no layout
            // refresh would ever widen the range): offer the anchor's slot, as the first
            // evaluation offers slot 0, so a row that has come since is made now.
            realized = anchor.slot..<(anchor.slot + 1)
        }
        if slotsAfterEnd > 0, realized.upperBound >= slotCount {
            // The last slot was realized with room after it: slots appended since are made in
            // this evaluation — the one that added them, so an animated insertion transitions
            // in — as many as the room holds at the estimate.
            realized = realized.lowerBound..<max(realized.upperBound, slotCount + slotsAfterEnd)
        }
        // `endEvaluation` trims the range to the slots there are.
        sources.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        spanningSlots.removeAll(keepingCapacity: true)
        // The content (a grid's items) may have changed: the next refresh checks the track count.
        sizeOfLastRegroupCheck = CGSize(width: -1, height: -1)
        StateReadLog.record(storage)
    }

    /// Takes `count` items (slots, in a stack); returns the first one's index.
    package func takeSlots(_ count: Int) -> Int {
        defer { cursor += count }
        return cursor
    }

    /// The slot item `item` lies in.
    package func slot(ofItem item: Int) -> Int { itemsPerSlot == 1 ? item : item / itemsPerSlot }

    /// The items of the realized slots.
    package var realizedItems: Range<Int> {
        (realized.lowerBound * itemsPerSlot)..<(realized.upperBound * itemsPerSlot)
    }

    /// Whether the views of `slot` are made: it is realized, or a pinned view kept made.
    package func isRealized(_ slot: Int) -> Bool {
        realized.contains(slot) || pinnedHeader.contains(slot) || pinnedFooter.contains(slot)
    }

    /// The slot the next item starts, after moving the cursor to the start of a slot (a
    /// grid's section starts on a new line; a stack's cursor is always at one).
    package func startSlot() -> Int {
        if itemsPerSlot > 1, cursor % itemsPerSlot != 0 { cursor += itemsPerSlot - cursor % itemsPerSlot }
        return slot(ofItem: cursor)
    }

    /// The item the cursor is at.
    package var cursorItem: Int { cursor }

    /// The slot the cursor is in (or starts, at a slot's start).
    package var cursorSlot: Int { slot(ofItem: cursor) }

    /// Ends the evaluation: the number of slots is the cursor's position (rounded up to a whole slot).
    package func endEvaluation() {
        slotCount = itemsPerSlot == 1 ? cursor : (cursor + itemsPerSlot - 1) / itemsPerSlot
        if !sections.isEmpty, zip(sections, sections.dropFirst()).contains(where: { $0.slots.lowerBound > $1.slots.lowerBound }) {
            sections.sort { $0.slots.lowerBound < $1.slots.lowerBound }
        }
        let upper = min(realized.upperBound, slotCount)
        realized = min(realized.lowerBound, upper)..<upper
        if realized.isEmpty, slotCount > 0 {
            // Everything realized went away (the data shrank): start again from the anchor's side.
            let first = min(anchor.slot, slotCount - 1)
            realized = first..<(first + 1)
        }
        if anchor.slot >= slotCount { anchor = Anchor(slot: max(0, slotCount - 1), offset: anchor.offset) }
    }

    /// Makes the row with `id` (in one of the `ForEach`s of the last evaluation) the one slot
    /// realized, where the estimate puts it; the next update makes it and the rows around it.
    /// False when no `ForEach` of the stack has the id.
    package func reveal(_ id: AnyHashable) -> Bool {
        guard let item = sources.lazy.compactMap({ $0.slotOfID?(id) }).first else { return false }
        let slot = slot(ofItem: item)
        let spacing = layoutFacts()?.spacing ?? 0
        if !realized.contains(slot) {
            anchor = Anchor(slot: slot, offset: estimatedOffset(of: slot, spacing: spacing))
            realized = slot..<(slot + 1)
            storage.set(storage.value &+ 1, transaction: Transaction())
        }
        return true
    }

    // MARK: Layout

    /// Where a slot not realized starts, from the anchor and the estimate.
    package func estimatedOffset(of slot: Int, spacing: CGFloat) -> CGFloat {
        anchor.offset + CGFloat(slot - anchor.slot) * ((estimatedLength ?? 0) + spacing)
    }

    /// The placement along the axis of realized children of lengths `lengths` in slots `slots`
    /// (ascending; several children may share a slot): each child's start, and the stack's whole
    /// length, the slots not realized counted at the estimate.
    ///
    /// The anchor's slot (or the first realized slot after it) starts at the anchor's offset;
    /// the children before it are placed backwards from there by their own lengths, those after
    /// it forwards. A gap of slots not realized counts at the estimate.
    package func placement(lengths: [CGFloat], slots: [Int], spacing: CGFloat) -> (starts: [CGFloat], length: CGFloat) {
        let estimate = estimatedLength ?? 0
        var starts = [CGFloat](repeating: 0, count: lengths.count)
        guard !lengths.isEmpty else {
            return (starts, max(0, CGFloat(slotCount) * (estimate + spacing) - spacing))
        }
        let pivot = slots.firstIndex { $0 >= anchor.slot } ?? (slots.count - 1)
        starts[pivot] = slots[pivot] == anchor.slot ? anchor.offset : estimatedOffset(of: slots[pivot], spacing: spacing)
        var index = pivot + 1
        while index < slots.count {
            let gap = CGFloat(max(0, slots[index] - slots[index - 1] - 1))
            starts[index] = starts[index - 1] + lengths[index - 1] + spacing + gap * (estimate + spacing)
            index += 1
        }
        index = pivot - 1
        while index >= 0 {
            let gap = CGFloat(max(0, slots[index + 1] - slots[index] - 1))
            starts[index] = starts[index + 1] - spacing - lengths[index] - gap * (estimate + spacing)
            index -= 1
        }
        let last = slots.count - 1
        let trailing = CGFloat(max(0, slotCount - slots[last] - 1))
        let end = starts[last] + lengths[last] + trailing * (estimate + spacing)
        return (starts, max(0, end))
    }

    // MARK: After a layout

    /// What a refresh decided: nothing, a new layout only (the anchor moved to correct the
    /// estimate), or a new evaluation (`realized` changed; the storage was written).
    package enum Refresh: Equatable { case unchanged, relayout, reevaluate }

    /// Measures the realized children, then makes `realized` the slots that overlap the visible
    /// region widened by `margin` on both sides (a slot that only touches it is not made). `canCorrect`: nothing moves the scroll view, so the rows can be shifted
    /// with its offset (`shift`) where the estimate put the first slot away from 0.
    package func refresh(margin: CGFloat, canCorrect: Bool, shift: (CGFloat) -> Void) -> Refresh {
        guard let node, !node.isDetached, let facts = layoutFacts() else { return .unchanged }
        let axis = facts.axis
        let spacing = facts.spacing
        let children = node.children
        let childSlots = facts.slots
        guard children.count == childSlots.count else { return .unchanged }
        // A grid's track count follows its breadth: asked only when its size changed (resolving
        // tracks allocates; a scroll move must not).
        if node.frame.size != sizeOfLastRegroupCheck {
            sizeOfLastRegroupCheck = node.frame.size
            if let grid = node.behavior as? LazyGridBehavior {
                let perSlot = grid.itemsPerSlot(in: node.frame.size)
                if perSlot != itemsPerSlot { return regroup(itemsPerSlot: perSlot) }
            }
        }
        // Measure what is realized: each slot's length, from its first child's start to its last child's end.
        var slotStarts: [(slot: Int, start: CGFloat, end: CGFloat)] = []
        for (index, child) in children.enumerated() {
            let slot = childSlots[index]
            // A pinned view kept made outside the range is not measured: it is not a row on screen.
            guard realized.contains(slot) else { continue }
            let frame = displaced.isEmpty ? child.frame : naturalFrame(of: child)
            let start = axis == .vertical ? frame.minY : frame.minX
            let end = axis == .vertical ? frame.maxY : frame.maxX
            if let lastEntry = slotStarts.last, lastEntry.slot == slot {
                // A grid line's cells may be aligned within it: the line is their union.
                slotStarts[slotStarts.count - 1].start = min(lastEntry.start, start)
                slotStarts[slotStarts.count - 1].end = max(lastEntry.end, end)
            } else {
                slotStarts.append((slot, start, end))
            }
        }
        var nowMeasured: [Int: CGFloat] = [:]
        nowMeasured.reserveCapacity(slotStarts.count)
        for entry in slotStarts {
            let length = entry.end - entry.start
            if let old = measured[entry.slot] {
                measuredTotal += length - old
            } else {
                measuredCount += 1
                measuredTotal += length
            }
            nowMeasured[entry.slot] = length
        }
        measured = nowMeasured
        let previousEstimate = estimatedLength
        if measuredCount > 0 { estimatedLength = measuredTotal / CGFloat(measuredCount) }
        let estimate = estimatedLength ?? 0

        // The estimate put the first slot away from the stack's start: at rest, shift the rows
        // and the scroll view's offset together (nothing on screen moves).
        if canCorrect, let first = slotStarts.first, first.slot == 0, abs(first.start) > 0.5 {
            let delta = -first.start
            anchor = Anchor(slot: 0, offset: 0)
            shift(delta)
            return .relayout
        }

        let visible = visibleRange(of: node, axis: axis)
        let low = visible.lowerBound - margin
        let high = visible.upperBound + margin
        var wanted: Range<Int>
        if let first = slotStarts.first, let last = slotStarts.last, first.start < high, last.end > low {
            // From the realized slots that overlap the region, outwards by the estimate.
            var lower = slotStarts.first { $0.end > low }?.slot ?? first.slot
            var upper = (slotStarts.last { $0.start < high }?.slot ?? last.slot) + 1
            if first.start > low, first.slot > 0 {
                let extra = estimate + spacing > 0 ? Int(((first.start - low) / (estimate + spacing)).rounded(.up)) : 1
                lower = max(0, first.slot - max(1, extra))
            }
            if last.end < high, last.slot + 1 < slotCount {
                let extra = estimate + spacing > 0 ? Int(((high - last.end) / (estimate + spacing)).rounded(.up)) : 1
                upper = min(slotCount, last.slot + 1 + max(1, extra))
            }
            wanted = lower..<max(lower, upper)
        } else if slotCount > 0, estimate + spacing > 0 {
            // A jump past everything realized: where the estimate puts the region.
            let lower = Int(((low - anchor.offset) / (estimate + spacing)).rounded(.down)) + anchor.slot
            let upper = Int(((high - anchor.offset) / (estimate + spacing)).rounded(.up)) + anchor.slot
            let clampedLower = min(max(0, lower), slotCount - 1)
            wanted = clampedLower..<min(slotCount, max(clampedLower + 1, upper))
        } else {
            wanted = realized
        }
        if isGrowingOnly {
            wanted = min(wanted.lowerBound, realized.lowerBound)..<max(wanted.upperBound, realized.upperBound)
        }
        // The next layout keeps the first slot that stays realized where it is now.
        if let kept = slotStarts.first(where: { wanted.contains($0.slot) }) {
            anchor = Anchor(slot: kept.slot, offset: kept.start)
        } else if let first = slotStarts.first {
            anchor = Anchor(slot: wanted.lowerBound,
                            offset: first.start + CGFloat(wanted.lowerBound - first.slot) * (estimate + spacing))
        }
        slotsAfterEnd = 0
        if wanted.upperBound >= slotCount, slotStarts.last.map({ $0.slot == slotCount - 1 }) ?? (slotCount == 0) {
            let end = slotStarts.last.map { $0.end + spacing } ?? anchor.offset
            if end < high {
                let step = estimate + spacing
                slotsAfterEnd = step > 0 ? Int(((high - end) / step).rounded(.up)) : 1
            }
        }
        let pinned = pinnedSlots(around: wanted)
        guard wanted != realized || pinned.header != pinnedHeader || pinned.footer != pinnedFooter else {
            return previousEstimate == estimatedLength ? .unchanged : .relayout
        }
        realized = wanted
        (pinnedHeader, pinnedFooter) = pinned
        storage.set(storage.value &+ 1, transaction: Transaction())
        return .reevaluate
    }

    /// The layout asks for `perSlot` items a slot (a grid's track count changed with its
    /// breadth): the realized items, the anchor and the estimate are carried over to the new
    /// slots, and the content is evaluated again.
    private func regroup(itemsPerSlot perSlot: Int) -> Refresh {
        let old = max(1, itemsPerSlot)
        itemsPerSlot = max(1, perSlot)
        let lower = realized.lowerBound * old / itemsPerSlot
        let upper = max(lower + 1, (realized.upperBound * old + itemsPerSlot - 1) / itemsPerSlot)
        realized = lower..<upper
        pinnedHeader = 0..<0
        pinnedFooter = 0..<0
        anchor = Anchor(slot: anchor.slot * old / itemsPerSlot, offset: anchor.offset)
        measured.removeAll()
        storage.set(storage.value &+ 1, transaction: Transaction())
        return .reevaluate
    }

    /// The pinned header and footer slots outside `wanted` that stay made: those of the
    /// sections `wanted` starts and ends in.
    private func pinnedSlots(around wanted: Range<Int>) -> (header: Range<Int>, footer: Range<Int>) {
        guard !pinnedViews.isEmpty, !sections.isEmpty, !wanted.isEmpty else { return (0..<0, 0..<0) }
        var header = 0..<0, footer = 0..<0
        if pinnedViews.contains(.sectionHeaders), let index = sectionIndex(containing: wanted.lowerBound) {
            let slots = sections[index].header
            if slots.lowerBound < wanted.lowerBound { header = slots.lowerBound..<min(slots.upperBound, wanted.lowerBound) }
        }
        if pinnedViews.contains(.sectionFooters), let index = sectionIndex(containing: wanted.upperBound - 1) {
            let slots = sections[index].footer
            if slots.upperBound > wanted.upperBound { footer = max(slots.lowerBound, wanted.upperBound)..<slots.upperBound }
        }
        return (header, footer)
    }

    /// Sets the items a slot before the first evaluation (a grid's tracks without a proposal).
    package func setInitialItemsPerSlot(_ count: Int) {
        guard node == nil else { return }
        itemsPerSlot = max(1, count)
    }

    /// The axis of the window's stack or grid (vertical before it has a node).
    package var axis: Axis { layoutFacts()?.axis ?? .vertical }

    /// What the window reads of its node's layout (`LazyLayoutBehavior`), by a cast to each
    /// concrete behaviour: a cast to `any LazyLayoutBehavior` would box the value, a malloc on
    /// every scroll move.
    func layoutFacts() -> (axis: Axis, spacing: CGFloat, slots: [Int])? {
        guard let node else { return nil }
        if let stack = node.behavior as? LazyStackBehavior { return (stack.axis, stack.spacing, stack.slots) }
        if let grid = node.behavior as? LazyGridBehavior { return (grid.axis, grid.spacing, grid.slots) }
        return nil
    }

    /// The part of the stack along `axis` (its own coordinates) that its nearest scroll view
    /// shows, or that the canvas shows when no scroll view holds it.
    func visibleRange(of node: ViewNode, axis: Axis) -> ClosedRange<CGFloat> {
        var viewport: ViewNode = node
        var ancestor = node.parent
        while let current = ancestor {
            viewport = current
            if current.behavior is ScrollViewBehavior { break }
            ancestor = current.parent
        }
        guard let inverse = node.inverseTransform else { return 0...0 }
        let region = viewport.bounds.applying(viewport.transform).applying(inverse)
        return axis == .vertical ? region.minY...region.maxY : region.minX...region.maxX
    }
}
