import Foundation

/// A type of view that generates views from an underlying collection of data (SwiftUI's
/// `DynamicViewContent`). `ForEach` is one.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
    /// Sets the deletion action for the dynamic view (SwiftUI's `onDelete(perform:)`).
    ///
    /// In a `List`, each element's row gets a trailing swipe action "Delete" (destructive, full
    /// swipe allowed) that calls `action` with the element's offset, as iOS's swipe-to-delete;
    /// a nil action adds nothing. Elsewhere it changes nothing (as SwiftUI outside a list).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        let ids = data.map(id)
        let id = id
        let content = content
        return ForEach<Data, ID, OnDeleteRow<Content>>(data, identifiedBy: id) { element in
            let offset = ids.firstIndex(of: id(element)) ?? 0
            return OnDeleteRow(content: content(element), delete: action.map { action in { action(IndexSet(integer: offset)) } })
        }
    }
}

extension ForEach {
    /// A `ForEach` with an id function rather than a key path.
    package init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

/// One row of a `ForEach` with `onDelete`: its content with a trailing "Delete" swipe action.
public struct OnDeleteRow<Content: View>: View {
    let content: Content
    let delete: (() -> Void)?

    public var body: some View {
        if let delete {
            content.swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button("Delete", role: .destructive) { delete() }
            }
        } else {
            content
        }
    }
}
