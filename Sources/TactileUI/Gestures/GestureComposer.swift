import Foundation
import TactileGestures

/// Builds the one gesture a touch-down drives from the hit path (S-60): arbitration between
/// views is the engine's composition, bottom up.
///
/// For each node on the path, deepest first, each of its gestures (a control's press first, then
/// its attachments, innermost modifier first) is combined with `subviews`, the composite built
/// so far below it:
/// - `.gesture(g)` → `subviews.exclusively(before: g)`: children win (S-60);
/// - `.highPriorityGesture(g)` → `g.exclusively(before: subviews)`: the parent wins;
/// - `.simultaneousGesture(g)` → `subviews.simultaneously(with: g)`: both run;
/// - the mask drops `g` (`.subviews`), the subviews (`.gesture`) or both (`.none`) (S-61).
///
/// Each gesture is wrapped in a `GeometryScopedGesture` with its node's geometry, so `.local`
/// means that view (S-67). A `Button`'s or `Toggle`'s `primaryAction` is a `ButtonPressGesture`
/// on the control's node: a child gesture like any other (S-65).
///
/// Scroll views (S-90, iOS 18; docs/ARCHITECTURE-HOST.md, "Scrolling"): a scroll view's pan is
/// simultaneous with its subviews under a `ScrollClaim`; every gesture below it that is not a
/// `.simultaneousGesture` (taps, drags, long presses, a control's press, a nested scroll view's
/// pan) is wrapped in a `ClaimingGesture` for `.content`, the pan in one for `.scroll`: the first
/// side recognized wins, the content on a tie.
///
/// S-68: between taps attached to *different views* on the path (one view's gestures sit on a
/// run of consecutive passthrough nodes — gesture and attribute modifiers; any other node, such
/// as a stack, padding or frame, starts another view), the tap with fewer taps waits for every tap with more to fail
/// (`FailureGatedGesture`), and fails if one of them succeeds. Taps on one view follow their
/// modifier order only (S-64).
@MainActor
package struct GestureComposer {
    /// The gesture of one attempt and the geometries the host keeps current while it lives.
    package struct Composite {
        package let gesture: AnyGesture<Void>
        /// One geometry per node whose gestures take part, by identity.
        package let geometries: [ViewIdentity: GestureGeometry]
    }

    private struct Entry {
        let attachment: ViewGestureAttachment
        let depth: Int
        let view: Int
        let requirement = FailureRequirement()
    }

    package init() {}

    /// The composite for `path` (root first), or nil when no gesture on it can take part.
    package func compose(_ path: [ViewNode]) -> Composite? {
        let views = Self.viewIndices(of: path)
        let entries = path.enumerated().flatMap { depth, node in
            attachments(of: node).map { Entry(attachment: $0, depth: depth, view: views[depth]) }
        }
        var geometries: [ViewIdentity: GestureGeometry] = [:]
        // One claim per scroll view on the path, deepest first.
        let claims = entries.filter { $0.attachment.priority == .scroll }.reversed().map { (depth: $0.depth, claim: ScrollClaim()) }
        var subviews: AnyGesture<Void>?
        for entry in entries.reversed() {
            let node = path[entry.depth]
            let geometry = geometries[node.identity] ?? GestureGeometryReader.geometry(for: path[...entry.depth])
            geometries[node.identity] = geometry
            var own = arbitrated(entry, among: entries, scoped: GeometryScopedGesture(entry.attachment.gesture, geometry: geometry))
            for (depth, claim) in claims {
                if depth == entry.depth, entry.attachment.priority == .scroll {
                    own = AnyGesture(ClaimingGesture(own, claim: claim, side: .scroll))
                } else if depth < entry.depth, entry.attachment.priority != .simultaneous {
                    own = AnyGesture(ClaimingGesture(own, claim: claim, side: .content))
                }
            }
            subviews = Self.combine(subviews: subviews, with: own, entry.attachment)
        }
        return subviews.map { Composite(gesture: $0, geometries: geometries) }
    }

    /// The identities of the nodes on `path` that carry a gesture (a control's press or an
    /// attachment): the views an attempt started on `path` covers, and the ones a later touch
    /// must share with it to join it (docs/ARCHITECTURE.md, "Attempts").
    package static func gestureViews(on path: [ViewNode]) -> [ViewIdentity] {
        path.filter { $0.primaryAction != nil || $0.gestures.contains { $0 is ViewGestureAttachment } }.map(\.identity)
    }

    /// The gestures of `node`, innermost first: its control press, then its attachments.
    private func attachments(of node: ViewNode) -> [ViewGestureAttachment] {
        var result: [ViewGestureAttachment] = []
        if let action = node.primaryAction {
            let pressing: ((Bool) -> Void)? = node.pressingChanged.map { changed in { isPressed in changed(isPressed) } }
            // A list row's press stands for its buttons' (`ListRowButtons`).
            let label = node.behavior is ListRowBehavior ? "List row press" : "Button press"
            result.append(ViewGestureAttachment(ButtonPressGesture(label: label, onPressingChanged: pressing).onEnded { action() },
                                                priority: .normal, mask: .all))
        }
        result += node.gestures.compactMap { $0 as? ViewGestureAttachment }
        return result
    }

    /// S-68 wrappers around one entry's scoped gesture.
    private func arbitrated(_ entry: Entry, among entries: [Entry], scoped: some Gesture<Void>) -> AnyGesture<Void> {
        var gesture = AnyGesture(scoped)
        guard let count = entry.attachment.tapCount else { return gesture }
        let otherTaps = entries.filter { $0.view != entry.view && $0.attachment.tapCount != nil }
        let waitedOn = otherTaps.filter { ($0.attachment.tapCount ?? 0) > count }.map(\.requirement)
        if !waitedOn.isEmpty { gesture = AnyGesture(FailureGatedGesture(gesture, waitingForFailureOf: waitedOn)) }
        if otherTaps.contains(where: { ($0.attachment.tapCount ?? 0) < count }) {
            gesture = AnyGesture(FailureRecordingGesture(gesture, recordingIn: entry.requirement))
        }
        return gesture
    }

    /// S-60/S-61: one view modifier's combination of its subviews' composite with its gesture.
    private static func combine(subviews: AnyGesture<Void>?, with own: AnyGesture<Void>,
                                _ attachment: ViewGestureAttachment) -> AnyGesture<Void>? {
        let below = attachment.mask.contains(.subviews) ? subviews : nil
        let added = attachment.mask.contains(.gesture) ? own : nil
        guard let below else { return added }
        guard let added else { return below }
        switch attachment.priority {
        case .normal: return AnyGesture(below.exclusively(before: added).map { _ in () })
        case .high: return AnyGesture(added.exclusively(before: below).map { _ in () })
        case .simultaneous, .scroll: return AnyGesture(below.simultaneously(with: added).map { _ in () })
        }
    }

    /// For each depth of `path`, which view its node belongs to (S-68): a passthrough node under
    /// a passthrough node is a modifier of the same view; every other node starts a new one.
    private static func viewIndices(of path: [ViewNode]) -> [Int] {
        var indices: [Int] = []
        for (depth, node) in path.enumerated() {
            let continuesView = depth > 0 && node.behavior is PassthroughBehavior && path[depth - 1].behavior is PassthroughBehavior
            indices.append(continuesView ? indices[depth - 1] : depth)
        }
        return indices
    }
}
