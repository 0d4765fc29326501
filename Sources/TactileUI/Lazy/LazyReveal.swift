import Foundation

/// A programmatic scroll to a view a lazy stack has not made: `ScrollViewProxy.scrollTo` and
/// `scrollPosition(id:)` ask the lazy stacks below them to make the row with the id
/// (`LazyWindow.reveal`), and the scroll view keeps the request until a layout has the view,
/// then scrolls to it as it would have at once (docs/ARCHITECTURE-HOST.md, "Lazy containers").
struct PendingReveal {
    let id: AnyHashable
    let anchor: UnitPoint?
    let animation: Animation?
    /// Layout rounds left before the request is dropped (the row never came).
    var roundsLeft = 4
}

extension LazyWindow {
    /// Asks the lazy stacks below `root`, in order, to make the row with `id`; the scroll state
    /// of the first that has it keeps the request (`PendingReveal`). False when none has it.
    @discardableResult
    static func reveal(_ id: AnyHashable, below root: ViewNode, anchor: UnitPoint?, animation: Animation?) -> Bool {
        if let behavior = root.behavior as? LazyStackBehavior, behavior.window.reveal(id),
           let state = ScrollState.nearest(enclosing: root) {
            state.pendingReveal = PendingReveal(id: id, anchor: anchor, animation: animation)
            state.registry.stateChanged(state)
            return true
        }
        for child in root.children where reveal(id, below: child, anchor: anchor, animation: animation) { return true }
        return false
    }
}

extension ScrollState {
    /// After a layout: scrolls to the requested view once it exists.
    func resolvePendingReveal() {
        guard var request = pendingReveal, let node else { return }
        guard let target = firstNode(carrying: request.id, below: node) else {
            request.roundsLeft -= 1
            pendingReveal = request.roundsLeft > 0 ? request : nil
            return
        }
        pendingReveal = nil
        scroll(to: offset(showing: contentRect(of: target), anchor: request.anchor), animation: request.animation)
    }
}
