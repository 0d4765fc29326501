import Foundation

/// The row of a list being reordered with its reorder control (kept in the list's `@State`).
///
/// Invariants: `group` is nil when no row is dragged, and then the other fields are their
/// defaults; while dragged, `from` is the dragged row's offset in its `ForEach`'s data, `to` the
/// offset it would take if dropped now (the rows between make room), and `translation` how far
/// it is shown from its resting place (clamped to its group's rows).
///
/// Unchecked `Sendable`: a plain value holding identities; only made and read on the main actor
/// (it crosses `withAnimation`'s closure, which is not isolated).
package struct ListReorderState: Equatable, @unchecked Sendable {
    /// The identity of the `ForEach` whose row is dragged.
    package var group: ViewIdentity?
    package var from = 0
    package var to = 0
    package var translation: CGFloat = 0

    /// How far the row at `offset` of `group` is shown from where it rests: the translation for
    /// the dragged row; the dragged row's height, up or down, for a row it passed; else 0.
    package func shift(of offset: Int, in group: ViewIdentity, draggedHeight: CGFloat) -> CGFloat {
        guard self.group == group else { return 0 }
        if offset == from { return translation }
        if from < to, offset > from, offset <= to { return -draggedHeight }
        if to < from, offset >= to, offset < from { return draggedHeight }
        return 0
    }
}

/// The heights of a list's reorderable rows at their last placement, by `ForEach` and offset
/// (written by `ListRowBehavior` as it places a row; read when a reorder drag moves).
///
/// A class kept in the list's `@State`, as `SwipeRowGeometry`: layout writes it without a body
/// running. Rows never realized (out of the lazy window) count as the dragged row's height.
@MainActor
package final class ListReorderGeometry {
    package struct Key: Hashable {
        let group: ViewIdentity
        let offset: Int
    }
    private var heights: [Key: CGFloat] = [:]

    package init() {}

    func record(_ height: CGFloat, for key: Key) {
        if heights[key] != height { heights[key] = height }
    }

    func height(of offset: Int, in group: ViewIdentity, default fallback: CGFloat) -> CGFloat {
        heights[Key(group: group, offset: offset)] ?? fallback
    }

    /// The offset a row of `group` dragged from `from` by `translation` would take (its centre
    /// past the middle of each row it passed), and the translation clamped so the row stays
    /// within its group's `count` rows (iOS keeps a dragged row within its section).
    func target(group: ViewIdentity, from: Int, count: Int, translation: CGFloat) -> (to: Int, translation: CGFloat) {
        let own = height(of: from, in: group, default: ListDefaults.rowMinHeight)
        var to = from
        if translation > 0 {
            var below: CGFloat = 0
            var offset = from + 1
            while offset < count {
                let height = self.height(of: offset, in: group, default: own)
                if translation > below + height / 2 { to = offset }
                below += height
                offset += 1
            }
            return (to, min(translation, below))
        }
        var above: CGFloat = 0
        var offset = from - 1
        while offset >= 0 {
            let height = self.height(of: offset, in: group, default: own)
            if -translation > above + height / 2 { to = offset }
            above += height
            offset -= 1
        }
        return (to, max(translation, -above))
    }
}

/// What `ListRowBehavior` records its height into: the list's geometry and the row's key.
package struct ListReorderSlot {
    let geometry: ListReorderGeometry
    let key: ListReorderGeometry.Key
}

extension ListReorderState {
    /// The destination SwiftUI's `onMove` reports for a row moved from `from` to take offset
    /// `to`: the offset before which it is inserted in the original data (the `toOffset` of
    /// `move(fromOffsets:toOffset:)`) — `to + 1` moving down, `to` moving up.
    package static func destination(from: Int, to: Int) -> Int {
        to > from ? to + 1 : to
    }
}
