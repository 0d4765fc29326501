import Foundation

extension MutableCollection {
    /// Moves the elements at `source` so they sit, in their order, before the element that was at
    /// `destination` (the end when it is `count`) — SwiftUI's helper for `onMove` and drop
    /// delegates. Offsets are from `startIndex`; the count never changes.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        var kept = enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let insertion = destination - source.count(in: 0..<destination)
        kept.insert(contentsOf: moved, at: Swift.max(0, Swift.min(insertion, kept.count)))
        var position = startIndex
        for element in kept {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (from `startIndex`) — SwiftUI's helper for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
