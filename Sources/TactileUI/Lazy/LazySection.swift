/// Where one `Section` of a lazy container lies among its slots, recorded by each evaluation
/// (`LazyWindow.sections`): what pinning a header or footer needs.
///
/// Invariant: `header` and `footer` lie within `slots`; `header` starts it and `footer` ends it.
package struct LazySection: Equatable, Sendable {
    /// All the section's slots: its header's, its rows', its footer's.
    package var slots: Range<Int>
    package var header: Range<Int>
    package var footer: Range<Int>

    package init(slots: Range<Int>, header: Range<Int>, footer: Range<Int>) {
        self.slots = slots
        self.header = header
        self.footer = footer
    }
}

extension LazyWindow {
    /// The index in `sections` of the last section starting at or before `slot`, if it holds
    /// `slot` (binary search: the cost does not grow with the number of sections).
    package func sectionIndex(containing slot: Int) -> Int? {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].slots.lowerBound <= slot { low = middle + 1 } else { high = middle }
        }
        guard low > 0, sections[low - 1].slots.contains(slot) else { return nil }
        return low - 1
    }
}
