/// `ForEach` over a binding to a collection (SwiftUI's `ForEach($items) { $item in … }`, iOS 15):
/// each element's content gets a binding to that element, so a row can edit it in place — a
/// toggle per task, a text field per name.
///
/// Invariants: the elements are identified by their ids (`Identifiable`, or the `id` key path), as
/// the plain `ForEach` identifies them, so a row's state follows its element when the collection is
/// reordered; an element's binding reads and writes the collection through the binding given, at
/// the element's index when the `ForEach` was evaluated (as SwiftUI's, which reaches elements by
/// index: a row kept alive after its element is removed must not read it), and is a member of that
/// binding — two evaluations over the same source give equal bindings, so unchanged rows stay
/// unchanged. `Data` is SwiftUI's `LazyMapSequence<C.Indices, (C.Index, ID)>`.
extension ForEach {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let elements = data.wrappedValue
        self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
        self.id = { $0.1 }
        self.content = { element in content(data[dynamicMember: \C.[element.0]]) }
    }
}
