/// Who owns a touch inside one scroll view: the scroll view's pan or its content's gestures
/// (docs/ARCHITECTURE-HOST.md, "Scrolling"). Made per scroll view per attempt by the host.
///
/// iOS 18 (S-90, FB14688465) and UIKit: the first side to be recognized wins and the other
/// fails. The content's *blocking* gestures (`.gesture`, `.highPriorityGesture`, taps, long
/// presses, a control's press, a nested scroll view's pan) are wrapped in a
/// `ClaimingGesture` for `.content`; the pan in one for `.scroll`. The content is updated before
/// the pan in a pass, so a tie — both recognized on the same event — goes to the content.
/// `.simultaneousGesture` gestures are not wrapped and run beside the pan.
package final class ScrollClaim {
    package enum Owner: Sendable, Equatable { case undecided, content, scroll }

    package private(set) var owner = Owner.undecided

    package init() {}

    /// Claims the touch for `side`; true when `side` owns it (now or already).
    @discardableResult
    package func claim(for side: Owner) -> Bool {
        if owner == .undecided { owner = side }
        return owner == side
    }
}

/// A gesture under a scroll view's claim, for one `side`: the content's blocking gestures claim
/// the touch when they turn active or end, and fail (cancelled: no `onEnded`, `@GestureState`
/// reset) once the pan has claimed it; the pan claims it when it turns active, and fails once
/// the content claimed it.
package struct ClaimingGesture<Content: Gesture>: Gesture {
    package typealias Value = Content.Value
    package typealias Body = Never
    package let content: Content
    package let claim: ScrollClaim
    package let side: ScrollClaim.Owner

    package init(_ content: Content, claim: ScrollClaim, side: ScrollClaim.Owner) {
        self.content = content
        self.claim = claim
        self.side = side
    }

    package func _makeGestureNode() -> _GestureNode<Value> {
        ClaimingNode(content._makeGestureNode(), claim: claim, side: side)
    }
}

/// Follows its child while its side may still own the touch.
///
/// Invariants: the child is cancelled (and this node fails) at the first pass in which the other
/// side owns the claim; the child claims for its side when it is active, ended or holding an end.
/// The other side may claim after this node was updated in a pass (the pan is updated after the
/// content), so when the owner changed since this node last looked it asks for one more pass at
/// once (`nextWakeUp`), as `FailureGatedNode` does; each change earns one pass, so nothing loops.
final class ClaimingNode<Value>: WrapperNode<Value, Value> {
    private let claim: ScrollClaim
    private let side: ScrollClaim.Owner
    private var seenOwner = ScrollClaim.Owner.undecided
    private var lastPassTime = 0.0

    init(_ child: _GestureNode<Value>, claim: ScrollClaim, side: ScrollClaim.Owner) {
        self.claim = claim
        self.side = side
        super.init(identityOf: child, label: child.label)
    }

    override func handle(_ context: GestureUpdateContext) {
        claimed(context) { super.handle(context) }
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        claimed(context) { super.handleAdoption(context) }
    }

    private func claimed(_ context: GestureUpdateContext, _ body: () -> Void) {
        lastPassTime = context.time
        if yields(context) { return }
        body()
        let kind = phaseKind
        if kind == .active || kind == .ended || holdsEndInSubtree { claim.claim(for: side) }
        seenOwner = claim.owner
        _ = yields(context)
    }

    /// Cancels this node when the other side owns the touch; true when it did.
    private func yields(_ context: GestureUpdateContext) -> Bool {
        seenOwner = claim.owner
        guard seenOwner != .undecided, seenOwner != side, !phaseKind.isTerminal else { return false }
        context.trace?.recordNote(time: context.time, gesture: label,
                                  note: side == .scroll ? "fails: the scroll view's content took the touch" : "fails: the scroll view took the touch")
        cancel(context)
        return true
    }

    override var mayWakeUp: Bool { true }

    override func nextWakeUp() -> Double? {
        guard !phaseKind.isTerminal else { return nil }
        if claim.owner != seenOwner { return lastPassTime }
        return child.nextWakeUp()
    }
}
