import Foundation

/// A type of view that generates views from an underlying collection of data (SwiftUI's
/// `DynamicViewContent`). `ForEach` is one, and so is what `onDelete(perform:)` and
/// `onMove(perform:)` return, so the two chain in either order.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view (SwiftUI's `onDelete(perform:)`).
    ///
    /// In a `List`, each element's row gets a trailing swipe action "Delete" (destructive, full
    /// swipe allowed) that calls `action` with the element's offset, as iOS's swipe-to-delete;
    /// while the list's `editMode` is editing, the row shows the red delete control at its
    /// leading edge instead, whose tap reveals that "Delete" (`ListEditRow`). A nil action adds
    /// nothing. Elsewhere it changes nothing (as SwiftUI outside a list).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        ListEditActionsContent(base: self, actions: ListEditActions(delete: action))
    }
}
