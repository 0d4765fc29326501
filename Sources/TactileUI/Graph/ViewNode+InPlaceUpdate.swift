import Foundation

extension ViewNode {
    /// Whether a re-run body may update this node in place to a behaviour of `behaviorType`
    /// (`EvaluationPass.updatableNode`); the caller checks that the children are the same objects
    /// (`hasChildren`), each updated in place itself or a kept record's.
    ///
    /// True when the node is of the same kind: a behaviour of the same type. False for a node
    /// made earlier in the same pass (it may already be some other node's predecessor in
    /// `reuseLayout(of:pass:changes:)`), a node a transition presents or that draws ghosts
    /// (`TransitionTracks` follows replaced nodes), and a node with a content shape (its hit box
    /// is not kept by layout reuse either): those are replaced, as every node was.
    package func canBeUpdated(toBehaviorOf behaviorType: any NodeBehavior.Type, pass: Int) -> Bool {
        evaluationPass != pass && self.behaviorType == ObjectIdentifier(behaviorType) && transitionPresentation == nil
            && ghosts.isEmpty && !hitTesting.hasContentShape
    }

    /// Whether `children` are exactly this node's children (the same objects, in order).
    package func hasChildren(_ children: [ViewNode]) -> Bool {
        guard self.children.count == children.count else { return false }
        for index in children.indices where children[index] !== self.children[index] { return false }
        return true
    }

    /// Whether `child` is this node's only child.
    package func hasOnlyChild(_ child: ViewNode) -> Bool {
        children.count == 1 && children[0] === child
    }

    /// Makes this node what a new node for `behavior` in `environment` would be, keeping what a
    /// replacement would have taken over from it: its place in the tree and in the last display
    /// list, and its layout results as far as `NodeBehavior.layoutReuse(from:)` says they hold.
    /// What must be laid out again is listed in `changes`, as `reuseLayout(of:pass:changes:)`
    /// lists a replacement's (identity and state belong to the record and are untouched). The attributes modifiers set after making a node are reset to their defaults
    /// (the modifiers set them again); the node is drawn again (`invalidatePaint`).
    ///
    /// Invariant: after the layout that follows, the node's layout results are those a layout of
    /// the whole tree from scratch would give, as for a replacement.
    package func update<Behavior: NodeBehavior>(behavior: consuming Behavior, environment: EnvironmentValues, pass: Int,
                                                changes: inout [LayoutEngine.Change]) {
        let reuse = behavior.layoutReuse(from: presentedBehavior)
        // The animator's target was the behaviour being replaced (no track runs for the key):
        // keep it where an animated change will need it as the previous target.
        if animatorFollowsBehavior, animatorTarget == nil, environment.effectiveAnimationUnrecorded != nil {
            animatorTarget = animationTarget
        }
        // In place: `canBeUpdated(toBehaviorOf:pass:)` held, so the stored behaviour is a
        // `Behavior` too, and its existential box (if any) is reused.
        self.behavior.assign(behavior)
        self.environment = environment
        cachedAnimationTarget = nil
        // Presented as it is: no second existential of the same value (`presentedOverride`).
        presentEvaluatedBehavior()
        evaluationPass = pass
        isDetached = false
        resetModifierAttributes()
        switch reuse {
        case .sizesAndPlacement:
            break
        case .sizes:
            needsPlacement = true
            changes.append(LayoutEngine.Change(node: self, previousSizes: sizeCache))
        case .none:
            changes.append(LayoutEngine.Change(node: self, previousSizes: sizeCache))
            sizeCache.removeAll()
            needsPlacement = true
        }
        invalidatePaint()
    }

    /// Puts back the defaults of the attributes modifiers set on the node they make: those
    /// written since the last reset (`setAttributes`; the others still have them).
    private func resetModifierAttributes() {
        let set = setAttributes
        guard !set.isEmpty else { return }
        if set.contains(.accessibilityIdentifier) { accessibilityIdentifier = nil }
        if set.contains(.preferences), !preferences.isEmpty { preferences.removeAll(keepingCapacity: true) }
        if set.contains(.accessibilityActions), !accessibilityActions.isEmpty { accessibilityActions.removeAll(keepingCapacity: true) }
        if set.contains(.accessibility) { accessibility = AccessibilityAttributes() }
        if set.contains(.primaryAction) { primaryAction = nil }
        if set.contains(.pressingChanged) { pressingChanged = nil }
        if set.contains(.tag) { tag = nil }
        if set.contains(.hitTesting) { hitTesting = HitTestingAttributes() }
        if set.contains(.coordinateSpaceName) { coordinateSpaceName = nil }
        if set.contains(.zIndex) { zIndex = 0 }
        if set.contains(.gestures), !gestures.isEmpty { gestures.removeAll(keepingCapacity: true) }
        if set.contains(.transition) { transition = nil }
        if set.contains(.matchedGeometry) { matchedGeometry = nil }
        if set.contains(.listRowButton) { isListRowButton = false }
        if set.contains(.keyPressHandlers), !keyPressHandlers.isEmpty { keyPressHandlers.removeAll(keepingCapacity: true) }
        if set.contains(.focusTarget) { focusTarget = nil }
        setAttributes = []
    }
}
