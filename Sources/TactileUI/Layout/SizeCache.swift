import Foundation

/// The sizes a node answered, per proposal: the first `inlineCapacity` kept inline (no
/// allocation), more in an array, up to `capacity`; beyond that the oldest of the array are
/// evicted and the cache is marked `isIncomplete`.
///
/// A view in a stack in a stack answers nine proposals (three heights from the outer stack,
/// three widths from the inner one for each); keeping them all lets a change below it stop at
/// the first size that did not change instead of re-laying out every sibling (a leaf write
/// in a grid row, docs/PERFORMANCE.md).
///
/// Invariant: while the node's subtree and presentation do not change, every entry is what
/// `sizeThatFits` answers for its proposal; `isIncomplete` means some answer the parent may have
/// used is no longer listed, so a change must be assumed to change the parent's answers.
package struct SizeCache {
    package static let inlineCapacity = 6
    /// Bounds the memory of a node asked many proposals (a stack in many nested stacks).
    package static let capacity = 32

    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry) = (.empty, .empty, .empty, .empty, .empty, .empty)
    /// Entries beyond `inlineCapacity` (empty, with no storage, for most nodes).
    private var overflow: [Entry] = []
    package private(set) var count = 0
    private var next = 0
    package private(set) var isIncomplete = false

    package struct Entry {
        package var proposal: ProposedViewSize
        package var size: CGSize
        static let empty = Entry(proposal: .zero, size: .zero)
    }

    package init() {}

    package func size(for proposal: ProposedViewSize) -> CGSize? {
        for index in 0..<count where self[index].proposal == proposal { return self[index].size }
        return nil
    }

    package mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = Entry(proposal: proposal, size: size)
        if count < Self.inlineCapacity {
            self[count] = entry
            count += 1
        } else if count < Self.capacity {
            if overflow.capacity == 0 { overflow.reserveCapacity(Self.inlineCapacity) }
            overflow.append(entry)
            count += 1
        } else {
            overflow[next] = entry
            next = (next + 1) % overflow.count
            isIncomplete = true
        }
    }

    package mutating func removeAll() { self = SizeCache() }

    package subscript(index: Int) -> Entry {
        get {
            switch index {
            case 0: entries.0
            case 1: entries.1
            case 2: entries.2
            case 3: entries.3
            case 4: entries.4
            case 5: entries.5
            default: overflow[index - Self.inlineCapacity]
            }
        }
        set {
            switch index {
            case 0: entries.0 = newValue
            case 1: entries.1 = newValue
            case 2: entries.2 = newValue
            case 3: entries.3 = newValue
            case 4: entries.4 = newValue
            case 5: entries.5 = newValue
            default: overflow[index - Self.inlineCapacity] = newValue
            }
        }
    }
}
