import Foundation

/// The sizes a node answered, per proposal, kept inline (no allocation) for up to
/// `capacity` proposals; more evict the oldest and mark the cache `isIncomplete`.
///
/// Invariant: while the node's subtree and presentation do not change, every entry is what
/// `sizeThatFits` answers for its proposal; `isIncomplete` means some answer the parent may have
/// used is no longer listed, so a change must be assumed to change the parent's answers.
package struct SizeCache {
    package static let capacity = 6

    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry) = (.empty, .empty, .empty, .empty, .empty, .empty)
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
        if count < Self.capacity {
            self[count] = Entry(proposal: proposal, size: size)
            count += 1
        } else {
            self[next] = Entry(proposal: proposal, size: size)
            next = (next + 1) % Self.capacity
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
            default: entries.5
            }
        }
        set {
            switch index {
            case 0: entries.0 = newValue
            case 1: entries.1 = newValue
            case 2: entries.2 = newValue
            case 3: entries.3 = newValue
            case 4: entries.4 = newValue
            default: entries.5 = newValue
            }
        }
    }
}
