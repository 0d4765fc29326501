import Foundation

/// Pinned section headers and footers of a lazy stack or grid (`pinnedViews`): docs/ARCHITECTURE-HOST.md,
/// "Lazy containers".
///
/// After every layout (`ViewGraph.refreshLazyWindows`, so after every scroll move) the window
/// moves each pinned header of a section on screen to the visible region's leading edge — no
/// earlier than where the stack placed it, and no later than its section's end less its
/// length, so the next section pushes it away — and each pinned footer to the trailing edge
/// alike. Only the pinned views are placed again (`LayoutEngine.placeAgain`): the cost of a
/// move is the sections on screen and the pinned views' subtrees, never the row count.
///
/// Invariants:
/// - A moved view's place in the stack (`natural`) is remembered in `displaced`, and the window
///   measures it there (`naturalFrame(of:)`): pinning never changes the estimate or the anchor.
/// - Pinned views draw above the rows (`zIndex` 1), so they are also hit first where they are
///   drawn; the hit boxes of the stack and its ancestors up to the scroll view grow to hold them.
extension LazyWindow {
    /// Where the stack placed `child`: its frame, unless pinning moved it since.
    func naturalFrame(of child: ViewNode) -> CGRect {
        let id = ObjectIdentifier(child)
        for entry in displaced where entry.node == id { return child.frame == entry.pinned ? entry.natural : child.frame }
        return child.frame
    }

    /// Moves the pinned headers and footers of the sections on screen to the visible region's
    /// edges (see the type's documentation).
    package func pin(with layout: LayoutEngine) {
        guard !pinnedViews.isEmpty, !sections.isEmpty, let node, !node.isDetached,
              let facts = layoutFacts() else { return }
        let children = node.children
        let childSlots = facts.slots
        guard children.count == childSlots.count, let firstSlot = childSlots.first, let lastSlot = childSlots.last else { return }
        if !displaced.isEmpty {
            displaced.removeAll { entry in !children.contains { ObjectIdentifier($0) == entry.node } }
        }
        let axis = facts.axis
        let visible = visibleRange(of: node, axis: axis)
        var sectionIndex = self.sectionIndex(containing: firstSlot) ?? sections.firstIndex { $0.slots.lowerBound >= firstSlot } ?? sections.count
        var childIndex = 0
        while sectionIndex < sections.count, sections[sectionIndex].slots.lowerBound <= lastSlot {
            let section = sections[sectionIndex]
            sectionIndex += 1
            while childIndex < children.count, childSlots[childIndex] < section.slots.lowerBound { childIndex += 1 }
            var end = childIndex
            while end < children.count, childSlots[end] < section.slots.upperBound { end += 1 }
            defer { childIndex = end }
            guard childIndex < end else { continue }
            // The section's extent in the stack; unbounded on a side whose slots are not made.
            var sectionStart = CGFloat.infinity, sectionEnd = -CGFloat.infinity
            for index in childIndex..<end {
                let frame = naturalFrame(of: children[index])
                sectionStart = min(sectionStart, axis == .vertical ? frame.minY : frame.minX)
                sectionEnd = max(sectionEnd, axis == .vertical ? frame.maxY : frame.maxX)
            }
            if !isRealized(section.slots.lowerBound) { sectionStart = -.infinity }
            if !isRealized(section.slots.upperBound - 1) { sectionEnd = .infinity }
            if pinnedViews.contains(.sectionHeaders), !section.header.isEmpty {
                pinGroup(children, childSlots, in: childIndex..<end, slots: section.header, axis: axis, layout: layout) { start, length in
                    max(start, min(visible.lowerBound, sectionEnd - length))
                }
            }
            if pinnedViews.contains(.sectionFooters), !section.footer.isEmpty {
                pinGroup(children, childSlots, in: childIndex..<end, slots: section.footer, axis: axis, layout: layout) { start, length in
                    min(start, max(visible.upperBound - length, sectionStart))
                }
            }
        }
    }

    /// Moves the children in `range` whose slot is in `slots` together, so that their union
    /// starts where `target(naturalStart, length)` says.
    private func pinGroup(_ children: [ViewNode], _ childSlots: [Int], in range: Range<Int>, slots: Range<Int>, axis: Axis,
                          layout: LayoutEngine, target: (CGFloat, CGFloat) -> CGFloat) {
        var start = CGFloat.infinity, end = -CGFloat.infinity
        for index in range where slots.contains(childSlots[index]) {
            let frame = naturalFrame(of: children[index])
            start = min(start, axis == .vertical ? frame.minY : frame.minX)
            end = max(end, axis == .vertical ? frame.maxY : frame.maxX)
        }
        guard start <= end else { return }
        let delta = target(start, end - start) - start
        for index in range where slots.contains(childSlots[index]) {
            let child = children[index]
            if child.zIndex < 1 { child.zIndex = 1 }
            let natural = naturalFrame(of: child)
            let moved = axis == .vertical ? natural.offsetBy(dx: 0, dy: delta) : natural.offsetBy(dx: delta, dy: 0)
            let id = ObjectIdentifier(child)
            if let entry = displaced.firstIndex(where: { $0.node == id }) {
                if delta == 0 { displaced.remove(at: entry) } else { displaced[entry] = (id, natural, moved) }
            } else if delta != 0 {
                displaced.append((id, natural, moved))
            }
            guard child.frame != moved else { continue }
            child.frame = moved
            layout.placeAgain(child)
            // The ancestors' hit boxes hold the view where it is drawn now.
            var ancestor = child.parent
            while let current = ancestor {
                current.subtreeHitBox = current.subtreeHitBox.union(child.subtreeHitBox)
                if current.behavior is ScrollViewBehavior { break }
                ancestor = current.parent
            }
        }
    }
}
