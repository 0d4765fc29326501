import Foundation
import TactileGestures

/// The host's drag-and-drop state: the drag in flight, if any, and how to find the drop
/// destination under a point (docs/ARCHITECTURE-HOST.md, "Drag and drop").
///
/// Invariants:
/// - At most one drag is in flight; a lift while one is carried does not start another.
/// - The destination is the innermost view carrying a drop modifier on the hit path at the
///   drag's location (S-66's rules: the dragged preview is never hit, a view under another that
///   is hit is not a destination) whose types and `validateDrop` accept the drag — checked once
///   per destination per drag, as UIKit asks a drop interaction once per session.
/// - Each destination sees `entered`, then `updated` on entering and on every move, then exactly
///   one of `exited` (the drag left it, was cancelled, or was released over a `.cancel`/
///   `.forbidden` proposal) or `perform` (released over a `.copy`/`.move` proposal).
@MainActor
package final class DragAndDropRegistry {
    /// The path from a root to the deepest view hit at a window point (set by the host).
    package var hitPath: ((CGPoint) -> [ViewNode]?)?
    /// The task clock a drop's async conversions run on (the host's).
    package var taskClock: HostTaskClock?
    package private(set) var session: DragSession?

    package init() {}

    /// Starts carrying `providers` lifted from the view at `source` at `location`; false when a
    /// drag is already in flight.
    func begin(source: ViewIdentity, providers: [NSItemProvider], at location: CGPoint) -> Bool {
        guard session == nil else { return false }
        let session = DragSession(source: source, providers: providers)
        self.session = session
        move(session, to: location)
        return true
    }

    /// The drag from `source` moved to `location`.
    func move(source: ViewIdentity, to location: CGPoint) {
        guard let session, session.source == source else { return }
        move(session, to: location)
    }

    /// The drag from `source` ended: released at `location` (`dropped`) or cancelled. Returns
    /// whether a destination performed the drop.
    @discardableResult
    func end(source: ViewIdentity, at location: CGPoint, dropped: Bool) -> Bool {
        guard let session, session.source == source else { return false }
        self.session = nil
        guard dropped else {
            if let target = session.target { target.target.exited(info(session, for: target)) }
            return false
        }
        move(session, to: location)
        guard let target = session.target else { return false }
        let info = info(session, for: target)
        guard session.proposal.performs else {
            target.target.exited(info)
            return false
        }
        if let taskClock {
            return TransferTasks.bound(to: taskClock) { target.target.perform(info) }
        }
        return target.target.perform(info)
    }

    private func move(_ session: DragSession, to location: CGPoint) {
        session.location = location
        let found = destination(at: location, for: session)
        if let current = session.target, found?.node !== current.node || found?.target !== current.target {
            let sameView = found.map { $0.node === current.node } ?? false
            if !sameView {
                current.target.exited(info(session, for: current))
                session.target = nil
            } else if let found {
                // The view's body ran again: the same destination with the latest closures.
                session.target = found
            }
        }
        guard let target = found else { return }
        if session.target == nil {
            session.target = target
            target.target.entered(info(session, for: target))
        }
        session.proposal = target.target.updated(info(session, for: target)) ?? DropProposal(operation: .copy)
    }

    private func destination(at location: CGPoint, for session: DragSession) -> DragSession.Destination? {
        guard let path = hitPath?(location) else { return nil }
        for node in path.reversed() {
            guard let behavior = node.behavior as? DropTargetBehavior else { continue }
            let destination = DragSession.Destination(node: node, target: behavior.target)
            let key = ObjectIdentifier(node)
            if let known = session.validated[key] {
                if known { return destination }
                continue
            }
            let accepted = behavior.target.accepts(info(session, for: destination))
            session.validated[key] = accepted
            if accepted { return destination }
        }
        return nil
    }

    private func info(_ session: DragSession, for destination: DragSession.Destination) -> DropInfo {
        let local = destination.node.inverseTransform.map { session.location.applying($0) } ?? session.location
        return DropInfo(location: local, providers: session.providers)
    }

}

/// One drag in flight: what it carries, where it is, the destination under it and its proposal.
@MainActor
package final class DragSession {
    struct Destination {
        let node: ViewNode
        let target: DropTarget
    }

    /// The identity of the view the drag was lifted from.
    let source: ViewIdentity
    let providers: [NSItemProvider]
    /// Where the drag is, in the window's space.
    package internal(set) var location = CGPoint.zero
    var target: Destination?
    var proposal = DropProposal(operation: .copy)
    /// Which destination nodes accepted this drag (asked once each).
    var validated: [ObjectIdentifier: Bool] = [:]

    init(source: ViewIdentity, providers: [NSItemProvider]) {
        self.source = source
        self.providers = providers
    }

    /// The type identifiers the drag offers, for traces and tests.
    package var offeredTypeIdentifiers: [String] { providers.flatMap(\.registeredTypeIdentifiers) }
}
