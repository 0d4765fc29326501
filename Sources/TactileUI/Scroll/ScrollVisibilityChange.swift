import Foundation

/// One `onScrollVisibilityChange(threshold:_:)`: the view's node (the wrapper its modifier
/// made), its threshold, its action and what it last reported.
@MainActor
final class ScrollVisibilityWatcher {
    weak var node: ViewNode?
    var threshold: Double
    var action: (Bool) -> Void
    /// The last visibility reported (nil: none yet).
    var isVisible: Bool?

    init(node: ViewNode, threshold: Double, action: @escaping (Bool) -> Void) {
        self.node = node
        self.threshold = threshold
        self.action = action
    }

    /// Reports the visibility of the node in its nearest enclosing scroll view's viewport, after
    /// a layout (`ScrollState.isVisible`). The first report is made only when visible.
    func update() {
        guard let node, !node.isDetached else { return }
        var ancestor = node.parent
        while let current = ancestor, !(current.behavior is ScrollViewBehavior) { ancestor = current.parent }
        guard let behavior = ancestor?.behavior as? ScrollViewBehavior else { return }
        let state = behavior.state
        let visible = state.isVisible(state.contentRect(of: node), threshold: threshold)
        guard visible != isVisible else { return }
        let first = isVisible == nil
        isVisible = visible
        if !first || visible { action(visible) }
    }
}

extension View {
    /// Adds an action to be called when the view crosses the threshold to be considered
    /// visible or not visible in its nearest enclosing scroll view (SwiftUI's
    /// `onScrollVisibilityChange(threshold:_:)`, iOS 18).
    ///
    /// Tactile checks after every layout: the view is visible when at least `threshold` of its
    /// area lies in the scroll view's viewport. The action runs when that changes, and once
    /// after the view's first layout if it is visible then. Outside a scroll view it never runs.
    public consuming func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityChangeModifier(threshold: threshold, action: action))
    }
}

/// `onScrollVisibilityChange(threshold:_:)`: wraps each content node in a passthrough node and
/// registers it with the graph's scroll registry, at its identity.
package struct ScrollVisibilityChangeModifier: PrimitiveModifier {
    let threshold: Double
    let action: (Bool) -> Void

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let registry = context.pass.store.scrolls
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            context.pass.markVisited(wrapperContext.identity)
            let node = wrapperContext.node(PassthroughBehavior(), child: child)
            registry.watchVisibility(of: node, at: wrapperContext.identity, threshold: threshold, action: action)
            return node
        }
    }
}

extension ScrollRegistry {
    /// Registers (or updates) the watcher at `identity` for `node`.
    func watchVisibility(of node: ViewNode, at identity: ViewIdentity, threshold: Double, action: @escaping (Bool) -> Void) {
        if let watcher = visibilityWatchers[identity] {
            watcher.node = node
            watcher.threshold = threshold
            watcher.action = action
        } else {
            visibilityWatchers[identity] = ScrollVisibilityWatcher(node: node, threshold: threshold, action: action)
        }
    }
}
