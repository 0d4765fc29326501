/// SwiftUI's private container API from before iOS 18's `Group(subviews:transform:)`, which
/// libraries still use to lay out a caller's views one by one (aheze/SwipeActions' action
/// buttons): a `_VariadicView.Tree` hands its content's subviews to its root's
/// `body(children:)` as `_VariadicView.Children`.
///
/// Here a child is a `Subview` (`SubviewSource` says what one is) and the root's body is
/// evaluated as a view's body in the tree's place: what it makes joins the tree's container, for a
/// unary root as for a multi-view one (docs/COMPATIBILITY.md, "Subviews").
public enum _VariadicView {
    /// The content's subviews given to `root` (SwiftUI's `_VariadicView.Tree`).
    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content

        public init(_ root: Root, @ViewBuilder content: () -> Content) where Content: View {
            self.root = root
            self.content = content()
        }

        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }

    public typealias Children = _VariadicView_Children
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    public var body: Root.Body {
        root.body(children: _VariadicView_Children(Subview.subviews(of: content)))
    }
}

/// What roots a `_VariadicView.Tree` (SwiftUI's `_VariadicView_Root`).
public protocol _VariadicView_Root {}

/// A root that makes views of the children (SwiftUI's `_VariadicView_ViewRoot`).
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose views are laid out as one view (SwiftUI's `_VariadicView_UnaryViewRoot`).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose views join the enclosing container one by one (SwiftUI's `_VariadicView_MultiViewRoot`).
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// The children a root's `body(children:)` receives (SwiftUI's `_VariadicView_Children`): the
/// tree's subviews in order, each a view with an id. Placed itself, it places every child in
/// turn by its id.
public struct _VariadicView_Children: RandomAccessCollection {
    /// One child (SwiftUI's `_VariadicView_Children.Element`): its view and its id.
    public struct Element: Identifiable {
        package let subview: Subview

        /// The child's id within the tree's content, as SwiftUI types it.
        public var id: AnyHashable { AnyHashable(subview.id) }
    }

    package let children: [Element]

    package init(_ subviews: [Subview]) { children = subviews.map(Element.init(subview:)) }

    public var startIndex: Int { children.startIndex }
    public var endIndex: Int { children.endIndex }
    public subscript(position: Int) -> Element { children[position] }
}

extension _VariadicView_Children: View {
    public var body: some View {
        ForEach(children) { $0 }
    }
}

extension _VariadicView_Children.Element: View {
    public var body: Subview { subview }
}
