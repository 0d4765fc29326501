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
    /// The view is found by its identity (a `ForEach` element's id or `.id(_:)`). With an
    /// `anchor`, the view's anchor point meets the viewport's; with none, the scroll view moves
    /// the least that shows the view. The offset is clamped to the content. Inside
    /// `withAnimation` it animates with that animation; otherwise it jumps at the next update.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = self.anchor.node, !root.isDetached,
              let target = Self.firstNode(below: root, carrying: .id(AnyHashable(id))) else { return }
        var ancestor = target.parent
        while let current = ancestor, !(current.behavior is ScrollViewBehavior) { ancestor = current.parent }
        guard let scrollNode = ancestor, let behavior = scrollNode.behavior as? ScrollViewBehavior,
              let content = scrollNode.children.first, let toContent = content.inverseTransform else { return }
        let state = behavior.state
        let rect = target.bounds.applying(target.transform).applying(toContent)
        let viewport = scrollNode.bounds.size
        var offset = state.offset
        func along(_ minimum: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return minimum + length * unit - viewport * unit }
            if minimum < current || length > viewport { return minimum }
            if minimum + length > current + viewport { return minimum + length - viewport }
            return current
        }
        if state.axes.contains(.horizontal) {
            offset.x = along(rect.minX, rect.width, viewport.width, offset.x, anchor.map { $0.x })
        }
        if state.axes.contains(.vertical) {
            offset.y = along(rect.minY, rect.height, viewport.height, offset.y, anchor.map { $0.y })
        }
        let transaction = Transaction.current
        state.scroll(to: offset, animation: transaction?.disablesAnimations == true ? nil : transaction?.animation)
    }

    /// The first node, in source order, whose identity holds `component`.
    private static func firstNode(below root: ViewNode, carrying component: ViewIdentity.Component) -> ViewNode? {
        if root.identity.components.contains(component) { return root }
        for child in root.children {
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
