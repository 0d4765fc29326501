import Foundation

/// The layout of a lazy container's node, as its `LazyWindow` reads it after a layout: the
/// axis its slots follow each other along, the spacing between slots, and each child's slot.
/// `LazyStackBehavior` (a slot is a row) and `LazyGridBehavior` (a slot is a line of cells)
/// conform.
///
/// Invariant: `slots` has one entry per child, ascending.
package protocol LazyLayoutBehavior: NodeBehavior {
    var axis: Axis { get }
    var spacing: CGFloat { get }
    /// The slot of each child, ascending (a slot's views follow each other).
    var slots: [Int] { get }
    /// How many items make one slot when the node has `size`: 1 for a stack, the tracks a
    /// grid's items make in its breadth.
    func itemsPerSlot(in size: CGSize) -> Int
}

extension LazyStackBehavior: LazyLayoutBehavior {
    package func itemsPerSlot(in size: CGSize) -> Int { 1 }
}
