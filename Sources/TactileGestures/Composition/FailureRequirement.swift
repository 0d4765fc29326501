/// "Wait for that gesture to fail" between gestures that are not siblings of one `exclusively`:
/// what the host uses for S-68 (when two different views on the hit path carry taps with
/// different counts, the one with fewer taps waits for the one with more to fail).
///
/// A `FailureRequirement` is made per attempt. The gesture waited on is wrapped in
/// `FailureRecordingGesture`, which records its node in the requirement when the attempt's tree
/// is built; the waiting gesture is wrapped in `FailureGatedGesture`, which reads the recorded
/// nodes on every pass.
package final class FailureRequirement {
    fileprivate var nodes: [any AnyGestureNode] = []

    package init() {}

    /// Where the gestures waited on stand: every one failed, any one succeeded (ended, or holding
    /// an end it will deliver once the gestures gating it resolve), or still undecided.
    fileprivate enum Outcome: Equatable { case undecided, failed, succeeded }

    fileprivate var outcome: Outcome {
        if nodes.contains(where: { $0.phaseKind == .ended || $0.holdsEndInSubtree }) { return .succeeded }
        return nodes.allSatisfy { $0.phaseKind == .failed } ? .failed : .undecided
    }
}

/// Records its content's node in `requirement` when an attempt builds it.
package struct FailureRecordingGesture<Content: Gesture>: Gesture {
    package typealias Value = Content.Value
    package typealias Body = Never
    package let content: Content
    package let requirement: FailureRequirement

    package init(_ content: Content, recordingIn requirement: FailureRequirement) {
        self.content = content
        self.requirement = requirement
    }

    package func _makeGestureNode() -> _GestureNode<Value> {
        let node = content._makeGestureNode()
        requirement.nodes.append(node)
        return node
    }
}

/// Holds its content's end until every gesture recorded in `requirements` has failed, and fails
/// as soon as one of them succeeds.
package struct FailureGatedGesture<Content: Gesture>: Gesture {
    package typealias Value = Content.Value
    package typealias Body = Never
    package let content: Content
    package let requirements: [FailureRequirement]

    package init(_ content: Content, waitingForFailureOf requirements: [FailureRequirement]) {
        self.content = content
        self.requirements = requirements
    }

    package func _makeGestureNode() -> _GestureNode<Value> {
        FailureGatedNode(content._makeGestureNode(), requirements: requirements)
    }
}

/// The gate of `FailureGatedGesture`, built on the engine's end gate (`_GestureNode.end(with:)`).
///
/// Invariants:
/// - The child is updated with `canEnd` closed until every requirement failed, so an end it
///   reaches meanwhile is held, then delivered on the first pass after the last failure.
/// - When a requirement succeeds, the child is cancelled and this node fails (no `onEnded`).
/// - The gestures waited on may be updated after this node in a pass, so when their outcome
///   changed since this node last looked, it asks for one more pass at once (`nextWakeUp`).
///   Each outcome change earns exactly one such pass, so wake-ups cannot loop.
final class FailureGatedNode<Value>: WrapperNode<Value, Value> {
    private let requirements: [FailureRequirement]
    private var seenOutcome = FailureRequirement.Outcome.undecided
    private var lastPassTime = 0.0

    init(_ child: _GestureNode<Value>, requirements: [FailureRequirement]) {
        self.requirements = requirements
        super.init(identityOf: child, label: child.label)
    }

    /// Read on every pass and every wake-up poll, so it walks the requirements without allocating.
    private var outcome: FailureRequirement.Outcome {
        var allFailed = true
        for requirement in requirements {
            switch requirement.outcome {
            case .succeeded: return .succeeded
            case .undecided: allFailed = false
            case .failed: break
            }
        }
        return allFailed ? .failed : .undecided
    }

    override func handle(_ context: GestureUpdateContext) {
        gated(context) { super.handle(context) }
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        gated(context) { super.handleAdoption(context) }
    }

    private func gated(_ context: GestureUpdateContext, _ body: () -> Void) {
        lastPassTime = context.time
        seenOutcome = outcome
        if seenOutcome == .succeeded {
            context.trace?.recordNote(time: context.time, gesture: label, note: "fails: a gesture it waits for succeeded")
            cancel(context)
            return
        }
        let gate = context.canEnd
        context.canEnd = gate && seenOutcome == .failed
        body()
        context.canEnd = gate
    }

    override var mayWakeUp: Bool { true }

    override func nextWakeUp() -> Double? {
        guard !phaseKind.isTerminal else { return nil }
        if outcome != seenOutcome { return lastPassTime }
        return child.nextWakeUp()
    }
}
