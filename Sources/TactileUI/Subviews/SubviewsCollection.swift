/// The subviews of a view, in order (SwiftUI's `SubviewsCollection`, iOS 18), as
/// `Group(subviews:transform:)` hands them to its closure. Placed itself, it places every subview
/// in turn by its id.
public struct SubviewsCollection: RandomAccessCollection {
    package let subviews: [Subview]

    package init(_ subviews: [Subview]) { self.subviews = subviews }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

extension SubviewsCollection: View {
    public var body: some View {
        ForEach(subviews) { $0 }
    }
}

/// The subviews `ForEach(subviews:content:)` iterates (SwiftUI's `ForEachSubviewCollection`,
/// iOS 18): a collection of `Subview`s; `Content` is the type the `ForEach`'s closure makes.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    package let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach {
    /// One `content` view for each subview of `view`, identified by the subview's id (SwiftUI's
    /// `ForEach(subviews:content:)`, iOS 18; `SubviewSource` says what a subview is).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(ForEachSubviewCollection<Content>(subviews: Subview.subviews(of: view)), id: \.id, content: content)
    }
}

/// The view `Group(subviews:transform:)` makes (SwiftUI's `GroupElementsOfContent`, iOS 18): the
/// transform's view of the subviews of `Subviews`.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviewsOf: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: Content {
        transform(SubviewsCollection(Subview.subviews(of: subviewsOf)))
    }
}

extension Group {
    /// A group of what `transform` makes of `view`'s subviews (SwiftUI's
    /// `Group(subviews:transform:)`, iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviewsOf: view, transform: transform) }
    }
}
