import Foundation

extension DynamicViewContent {
    /// Sets the move action for the dynamic view (SwiftUI's `onMove(perform:)`).
    ///
    /// In a `List` whose `editMode` is editing, each element's row shows the reorder control
    /// (three lines) at its trailing edge. Dragging it — it tracks from the touch-down, so it wins
    /// over the list's scroll (`ListReorder`) — moves the row with the finger while the rows it
    /// passes make room; on release `action` gets `IndexSet(integer: from)` and the destination
    /// in SwiftUI's convention, the `toOffset` that `move(fromOffsets:toOffset:)` expects. A row
    /// dropped where it started calls nothing. A nil action adds nothing; outside a list, or while
    /// the list is not editing, nothing shows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        ListEditActionsContent(base: self, actions: ListEditActions(move: action))
    }
}
