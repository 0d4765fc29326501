import Foundation
import TactileGestures

/// What one `ViewThatFits` keeps at its identity: which child its last placement showed, and the
/// candidate its body evaluated as shown — the link from a layout's choice back to evaluation,
/// as `GeometryReaderState` links a reader's layout to the bodies that read it.
///
/// Invariants: `shownIndex` is the child `ViewThatFitsBehavior.placeChildren` showed last (nil
/// before the first placement, and while there is no child); `candidates[i]` is the subview child
/// `i` came from in the last evaluation. After each layout `refresh()` writes the shown child's
/// subview to `storage` when it differs, so the `ViewThatFits` body, which read it, runs again in
/// the same update with the new child shown and the old one hidden (`onAppear`/`onDisappear`).
/// A candidate is named by its subview id, not its position: content that gains or loses a
/// subview before the shown one keeps it shown.
@MainActor
package final class ViewThatFitsState {
    package let storage = StateStorage<Subview.ID?>(nil)
    package let observer: StateObserver?
    package weak var node: ViewNode?
    /// The subview each child came from, in the order of the children (last evaluation).
    package var candidates: [Subview.ID] = []
    /// The child the last placement showed.
    package var shownIndex: Int?
    /// That child's node: a candidate removed while set aside was not drawn, so it leaves no
    /// removal transition (`TransitionTracks`).
    package weak var shownNode: ViewNode?
    /// The proposal the parent's placement last asked the container's size for
    /// (`ViewThatFitsBehavior.notePlacementProposal`).
    package var placementProposal: ProposedViewSize?

    init(observer: StateObserver?) {
        self.observer = observer
        storage.sink = observer
    }

    /// The subview evaluated as shown; reading it in a body makes the body depend on it.
    package var shownCandidate: Subview.ID? {
        StateReadLog.record(storage)
        return storage.value
    }

    /// The state kept at `context`'s identity (made there the first time), marked as still in
    /// the tree for this pass.
    static func kept(for context: EvaluationContext) -> ViewThatFitsState {
        let store = context.pass.store
        context.pass.markVisited(context.identity)
        let state = store.viewsThatFit[context.identity]
            ?? ViewThatFitsState(observer: context.pass.recorder.map { StateObserver(recorder: $0) })
        store.viewsThatFit[context.identity] = state
        return state
    }

    /// Writes the subview the last placement showed when the body last evaluated another (the
    /// body then runs again). True when it wrote.
    package func refresh() -> Bool {
        guard let node, !node.isDetached else { return false }
        let shown = shownIndex.flatMap { candidates.indices.contains($0) ? candidates[$0] : nil }
        guard shown != storage.value else { return false }
        if observer?.readers.isEmpty ?? true {
            storage.value = shown
            return false
        }
        storage.set(shown, transaction: Transaction())
        return true
    }
}
