import Foundation
import TactileGestures

/// A view that provides programmatic scrolling to its content (SwiftUI's `ScrollViewReader`).
public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: EmptyView { EmptyView() }
}

/// Where a `ScrollViewProxy` looks for views: the reader's node of the last evaluation.
@MainActor
package final class ScrollViewReaderAnchor {
    package weak var node: ViewNode?
    init() {}
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy (SwiftUI's `ScrollViewProxy`).
@MainActor
public struct ScrollViewProxy {
    let anchor: ScrollViewReaderAnchor

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// The view is found by its identity (a `ForEach` element's id or `.id(_:)`); a row a lazy
    /// stack has not made is made first and scrolled to once laid out. With an
    /// `anchor`, the view's anchor point meets the viewport's; with none, the scroll view moves
    /// the least that shows the view. The offset is clamped to the content. Inside
    /// `withAnimation` it animates with that animation; otherwise it jumps at the next update.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = self.anchor.node, !root.isDetached else { return }
        guard let target = Self.firstNode(below: root, carrying: .id(AnyHashable(id))) else {
            // A row a lazy stack has not made: made first, then scrolled to (`LazyReveal`).
            let transaction = Transaction.current
            LazyWindow.reveal(AnyHashable(id), below: root, anchor: anchor,
                              animation: transaction?.disablesAnimations == true ? nil : transaction?.animation)
            return
        }
        var ancestor = target.parent
        while let current = ancestor, !(current.behavior is ScrollViewBehavior) { ancestor = current.parent }
        guard let scrollNode = ancestor, let behavior = scrollNode.behavior as? ScrollViewBehavior,
              let content = scrollNode.children.first, let toContent = content.inverseTransform else { return }
        let state = behavior.state
        let rect = target.bounds.applying(target.transform).applying(toContent)
        let offset = state.offset(showing: rect, anchor: anchor, viewport: scrollNode.bounds.size)
        let transaction = Transaction.current
        state.scroll(to: offset, animation: transaction?.disablesAnimations == true ? nil : transaction?.animation)
    }

    /// The first node, in source order, whose identity holds `component`.
    static func firstNode(below root: ViewNode, carrying component: ViewIdentity.Component) -> ViewNode? {
        if root.identity.components.contains(component) { return root }
        for child in root.shownChildren {
            if let found = firstNode(below: child, carrying: component) { return found }
        }
        return nil
    }
}

extension ScrollViewReader: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let registry = context.pass.store.scrolls
        context.pass.markVisited(context.identity)
        let anchor = registry.readers[context.identity] ?? ScrollViewReaderAnchor()
        registry.readers[context.identity] = anchor
        let proxy = ScrollViewProxy(anchor: anchor)
        let node = context.node(PassthroughBehavior(), children: context.child(.content).nodes(for: content(proxy)))
        anchor.node = node
        return [node]
    }
}

extension ScrollState {
    /// The offset that shows `rect` (in the content's coordinates) in a `viewport` (nil: the
    /// last layout's): with an `anchor`, the rect's anchor point meets the viewport's; with
    /// none, the offset moves the least that shows the rect. Not clamped.
    func offset(showing rect: CGRect, anchor: UnitPoint?, viewport: CGSize? = nil) -> CGPoint {
        let viewport = viewport ?? viewportSize
        var result = offset
        func along(_ minimum: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return minimum + length * unit - viewport * unit }
            if minimum < current || length > viewport { return minimum }
            if minimum + length > current + viewport { return minimum + length - viewport }
            return current
        }
        if axes.contains(.horizontal) {
            result.x = along(rect.minX, rect.width, viewport.width, result.x, anchor.map { $0.x })
        }
        if axes.contains(.vertical) {
            result.y = along(rect.minY, rect.height, viewport.height, result.y, anchor.map { $0.y })
        }
        return result
    }

    /// The frame of `descendant` (a node of this scroll view's content) in the scrollable
    /// region's coordinates, where `offset` lives: the content's, moved by the content margins.
    func contentRect(of descendant: ViewNode) -> CGRect {
        guard let content = node?.children.first, let toContent = content.inverseTransform else { return descendant.bounds }
        return descendant.bounds.applying(descendant.transform).applying(toContent).offsetBy(dx: contentInsets.leading, dy: contentInsets.top)
    }
}
