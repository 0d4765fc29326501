import Foundation

/// One node of the resolved view tree: what a primitive view or modifier became in the last
/// evaluation, with the results of the last layout.
///
/// Invariants: `identity` is unique in the tree; `frame` is in the parent's coordinates (before
/// the parent's render effects), and `transform` maps this node's local coordinates — origin at
/// the top-leading corner of `frame`, before its own offset/scale/rotation — to the canvas, so
/// `CGRect(origin: .zero, size: frame.size).applying(transform) == globalFrame`.
@MainActor
package final class ViewNode {
    package let identity: ViewIdentity
    /// What the node does, as evaluated (the animation target). Changed only when a re-run body
    /// updates the node in place (`update(behavior:environment:pass:)`).
    @exclusivity(unchecked) package internal(set) var behavior: any NodeBehavior
    /// `type(of: behavior)`, kept with it (invariant: set wherever `behavior` is): asked for every
    /// node of every pass, and `type(of:)` on the stored existential copies it first.
    @exclusivity(unchecked) package internal(set) var behaviorType: ObjectIdentifier
    /// What the node does at the current presentation time (animated attributes interpolated):
    /// `behavior` unless an animation presents another value.
    package internal(set) var presentedBehavior: any NodeBehavior {
        get { isPresentingOverride ? presentedOverride : behavior }
        set {
            presentedOverride = newValue
            isPresentingOverride = true
            invalidatePaint()
        }
    }
    /// The presented behaviour while it differs from `behavior` (an animation runs, and
    /// `isPresentingOverride` is set); an empty placeholder otherwise, so a node updated in place
    /// stores its behaviour once: a second existential field of the same value was a second box
    /// (a malloc for any behaviour over three words, docs/PERFORMANCE.md "Incremental view graph"). Not an
    /// optional: copying an `Optional<any NodeBehavior>` goes through its generic value
    /// witnesses (~75 instructions), and every layout, drawing and hit test reads it.
    @exclusivity(unchecked) private(set) var presentedOverride: any NodeBehavior = PassthroughBehavior()
    /// Whether `presentedOverride` is what the node presents.
    @exclusivity(unchecked) private(set) var isPresentingOverride = false

    /// Presents `behavior` again (an animation ended, or the node was updated).
    package func presentEvaluatedBehavior() {
        guard isPresentingOverride else { return }
        presentedOverride = PassthroughBehavior()
        isPresentingOverride = false
        invalidatePaint()
    }
    /// The child nodes; a child's body re-evaluated on its own is replaced here in place.
    @exclusivity(unchecked) package internal(set) var children: [ViewNode]
    /// The node whose `children` hold this one (nil for a root). Unowned: a node is only reached
    /// from the live tree, whose parents outlive their children; no weak-reference side table.
    @exclusivity(unchecked) package internal(set) unowned(unsafe) var parent: ViewNode?
    /// Set when the node leaves the tree (its record ran again or was removed): from then on its
    /// `parent` may be gone. Invariant: a node that is not detached is in the tree, and so are
    /// all its ancestors — walking `parent` from it is safe and reaches a root.
    @exclusivity(unchecked) package internal(set) var isDetached = false
    /// The id of the evaluation pass that made the node (`EvaluationPass.id`): a node of an
    /// earlier pass in a re-run body's result belongs to a record that was reused.
    @exclusivity(unchecked) package internal(set) var evaluationPass = -1
    /// The environment the node was evaluated in (changed only by an update in place).
    @exclusivity(unchecked) package internal(set) var environment: EnvironmentValues

    // MARK: Attributes set by modifiers
    //
    // Set on every node a modifier makes and read by layout reuse and hit testing:
    // `@exclusivity(unchecked)` for the reason given below for the layout fields.

    @exclusivity(unchecked) package var accessibilityIdentifier: String? {
        didSet {
            setAttributes.insert(.accessibilityIdentifier)
            if accessibilityIdentifier != oldValue { invalidatePaint() }
        }
    }
    /// The values `preference(key:value:)` set on this node (`PreferenceKey.combinedValue`).
    @exclusivity(unchecked) package var preferences: [PreferenceValue] = [] { didSet { setAttributes.insert(.preferences) } }
    @exclusivity(unchecked) package var accessibilityActions: [AccessibilityActionEntry] = [] { didSet { setAttributes.insert(.accessibilityActions) } }
    /// The `onKeyPress` actions this node carries, innermost first (`KeyPressModifier`).
    @exclusivity(unchecked) package var keyPressHandlers: [KeyPressHandler] = [] { didSet { setAttributes.insert(.keyPressHandlers) } }
    /// Set when `focusable()` lets this node have the keyboard's focus (`FocusableModifier`).
    @exclusivity(unchecked) package var focusTarget: FocusTarget? { didSet { setAttributes.insert(.focusTarget) } }
    /// Labels, traits and roles for the accessibility tree (`AccessibilityTree`).
    @exclusivity(unchecked) package var accessibility = AccessibilityAttributes() { didSet { setAttributes.insert(.accessibility) } }
    /// The primary action a tap should trigger (a `Button`'s action, a `Toggle`'s flip).
    @exclusivity(unchecked) package var primaryAction: (@MainActor () -> Void)? { didSet { setAttributes.insert(.primaryAction) } }
    /// Told when the press that would trigger `primaryAction` starts, leaves or re-enters the
    /// release area, and ends (a `Button`'s `ButtonStyleConfiguration.isPressed`, S-65).
    @exclusivity(unchecked) package var pressingChanged: (@MainActor (Bool) -> Void)? { didSet { setAttributes.insert(.pressingChanged) } }
    /// The value `tag(_:)` set (a `TabView` page's selection value).
    @exclusivity(unchecked) package var tag: AnyHashable? { didSet { setAttributes.insert(.tag) } }
    @exclusivity(unchecked) package var hitTesting = HitTestingAttributes() { didSet { setAttributes.insert(.hitTesting) } }
    /// The name this node gives its local coordinate space (`.coordinateSpace(_:)`).
    @exclusivity(unchecked) package var coordinateSpaceName: CoordinateSpace.NamedSpace? { didSet { setAttributes.insert(.coordinateSpaceName) } }
    /// Drawing order among siblings: higher draws later (on top), ties keep source order.
    @exclusivity(unchecked) package var zIndex: Double = 0 {
        didSet {
            setAttributes.insert(.zIndex)
            if zIndex != oldValue { parent?.invalidatePaint() }
        }
    }
    /// Gestures attached to this node (the gesture engine defines the attachments).
    @exclusivity(unchecked) package var gestures: [any GestureAttachment] = [] { didSet { setAttributes.insert(.gestures) } }
    /// The transition `.transition(_:)` gave this node: how it enters and leaves when that is animated.
    @exclusivity(unchecked) package var transition: AnyTransition? { didSet { setAttributes.insert(.transition) } }
    /// The group `.matchedGeometryEffect(id:in:)` put this node in.
    @exclusivity(unchecked) package var matchedGeometry: MatchedGeometryKey? { didSet { setAttributes.insert(.matchedGeometry) } }
    /// Whether this node is a `Button` in the automatic style in a list row, which the whole row
    /// triggers (`ListRowButtons`).
    @exclusivity(unchecked) package var isListRowButton = false { didSet { setAttributes.insert(.listRowButton) } }
    /// The attributes above written since the node was made or last updated in place: all
    /// others still have their defaults, so `update` puts back only these.
    @exclusivity(unchecked) package internal(set) var setAttributes: ModifierAttributes = []

    // MARK: Transitions (`TransitionTracks`)

    /// The insertion, removal or matched-geometry effect presented on this node now (nil when none runs).
    @exclusivity(unchecked) package internal(set) var transitionPresentation: TransitionPresentation?
    /// Subtrees removed from below this node, drawn (not laid out, not hit) while their removal runs.
    @exclusivity(unchecked) package internal(set) var ghosts: [Ghost] = [] { didSet { invalidatePaint() } }

    // MARK: Layout results
    //
    // The tree's structure and layout fields are read and written for every node of every
    // evaluation, layout and hit test. `@exclusivity(unchecked)`: a class property access is
    // otherwise checked at run time (`swift_beginAccess`, ~75 instructions; about 15 % of a root
    // write's instructions, docs/PERFORMANCE.md). Safe because the tree is used on the main actor
    // only and no access to these fields spans a call that could reach them again (they are read,
    // assigned, or mutated by a method of their own value; never passed `inout` to other code).

    // Each marks the node for repaint when it changes (`PaintSlot`).
    @exclusivity(unchecked) package internal(set) var frame: CGRect = .zero { didSet { if frame != oldValue { invalidatePaint() } } }
    @exclusivity(unchecked) package internal(set) var transform: CGAffineTransform = .identity {
        didSet { if transform != oldValue { invalidatePaint() } }
    }
    @exclusivity(unchecked) package internal(set) var opacity: Double = 1 { didSet { if opacity != oldValue { invalidatePaint() } } }
    /// The animated move toward `frame`'s origin in flight (`PlacementTrack`); nil while the node
    /// rests where its layout put it.
    @exclusivity(unchecked) package internal(set) var placementTrack: PlacementTrack?
    /// Whether the node was ever placed: its first placement never animates a move.
    @exclusivity(unchecked) package internal(set) var hasBeenPlaced = false
    /// Whether the layout engine lists the node among those moving (`LayoutEngine.movingNodes`).
    @exclusivity(unchecked) package internal(set) var isListedAsMoving = false

    // MARK: Cached layout and geometry (`LayoutEngine`)

    /// The sizes this node answered, per proposal, since its subtree last changed.
    @exclusivity(unchecked) package internal(set) var sizeCache = SizeCache()
    /// The node must be placed again (new, or its size or presentation may have changed).
    @exclusivity(unchecked) package internal(set) var needsPlacement = true
    /// A node below must be placed again.
    @exclusivity(unchecked) package internal(set) var descendantNeedsPlacement = true
    /// What the last placement was given by the parent, to skip placing an unchanged subtree.
    @exclusivity(unchecked) package internal(set) var placedParentTransform: CGAffineTransform = .identity
    @exclusivity(unchecked) package internal(set) var placedParentOpacity: Double = 1
    /// The inverse of `transform` (nil when it is not invertible: scaled to nothing).
    @exclusivity(unchecked) package internal(set) var inverseTransform: CGAffineTransform?
    /// The exact map from local coordinates to the canvas when this node or an ancestor has a
    /// perspective effect (`rotation3DEffect`); nil when `transform` is exact. When set,
    /// `transform` is its affine approximation at the bounds' centre (`LayoutEngine`).
    @exclusivity(unchecked) package internal(set) var projection: ProjectionTransform? { didSet { if projection != oldValue { invalidatePaint() } } }
    /// The inverse of `projection`, for hit testing and gesture locations.
    @exclusivity(unchecked) package internal(set) var inverseProjection: ProjectionTransform?
    /// Canvas box holding everything hit testing can hit in this subtree (`.infinite` when a
    /// shape may hit outside its bounds).
    @exclusivity(unchecked) package internal(set) var subtreeHitBox: CGRect = .infinite
    /// Where this subtree's items are in the last display list, and whether to draw it again.
    @exclusivity(unchecked) package internal(set) var paint = PaintSlot()
    /// The safe area this node was laid out in (`SafeAreaFrame`, layout space); nil when the host
    /// has none. Set by its parent's placement (inherited unless a safe-area modifier changes it).
    @exclusivity(unchecked) package internal(set) var safeArea: SafeAreaFrame?

    /// Generic, so the behaviour's type is static where the caller knows it (an existential
    /// argument is opened); the behaviour moves into the node.
    package init<Behavior: NodeBehavior>(identity: ViewIdentity, behavior: consuming Behavior, children: [ViewNode],
                                         environment: EnvironmentValues) {
        self.identity = identity
        behaviorType = ObjectIdentifier(Behavior.self)
        self.behavior = behavior
        self.children = children
        self.environment = environment
        for child in children { child.parent = self }
    }

    /// `behavior.animatableData`, computed once (the pass, the animator and the removal check
    /// each ask; a colour's or a frame's data is a new array on every call).
    package var animationTarget: AnimatableVector? {
        if let cachedAnimationTarget { return cachedAnimationTarget }
        let target = behavior.animatableData
        cachedAnimationTarget = .some(target)
        return target
    }
    @exclusivity(unchecked) var cachedAnimationTarget: AnimatableVector??
    /// The target the animator holds for `animationKey`, while this node is the one the graph
    /// animates for that key (`ViewGraph`'s animatable nodes); nil before it is registered and
    /// after its key is forgotten. Lets a pass skip the animator for a node updated in place
    /// whose target did not change (invariant: equal to `PresentationAnimator`'s target for the
    /// key whenever it is set).
    @exclusivity(unchecked) package var animatorTarget: AnimatableVector?
    /// Whether the animator's target for `animationKey` is this node's behaviour's animatable
    /// data, not a recorded `animatorTarget`: set by a pass in which nothing animated the node
    /// and no animation ran anywhere, so the steady state computes and stores no vector per
    /// node. Invariant: while set, the animator has no track for the key and the node is the one
    /// the graph animates for it. An in-place update with an animation records the data it
    /// replaces in `animatorTarget` first (`update(behavior:environment:pass:changes:)`), which
    /// is the previous target the next retarget needs.
    @exclusivity(unchecked) package var animatorFollowsBehavior = false

    /// Makes the animator's target for this node's key its behaviour's data (`animatorFollowsBehavior`).
    package func follow() {
        animatorTarget = nil
        animatorFollowsBehavior = true
    }

    /// Drops the animator's target for this node: it is no longer the node animated for its key.
    package func forgetAnimatorTarget() {
        animatorTarget = nil
        animatorFollowsBehavior = false
    }

    /// The key of this node's animation (identity and behaviour type).
    package var animationKey: PresentationAnimator.Key {
        PresentationAnimator.Key(identity: identity, behavior: behaviorType)
    }

    /// Takes the placement `old` was given by its parent, for a node that replaces `old` in
    /// place (its body re-ran alone). Invariant: the node still needs placement; when the parent
    /// does not place its children again, this is the frame the parent would give it.
    package func inheritPlacement(of old: ViewNode) {
        frame = old.frame
        hasBeenPlaced = old.hasBeenPlaced
        placedParentTransform = old.placedParentTransform
        placedParentOpacity = old.placedParentOpacity
        needsPlacement = true
    }

    /// The node's bounds in its own coordinates.
    package var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The top-leading corner in layout space: the frame origins from the root added up, before
    /// any render effect (`SafeAreaFrame`).
    package var layoutOrigin: CGPoint {
        var origin = frame.origin
        var ancestor = parent
        while let current = ancestor {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            ancestor = current.parent
        }
        return origin
    }
    /// The safe-area insets at this node's edges after the last layout (`SafeAreaFrame.insets(of:)`).
    package var safeAreaInsets: EdgeInsets {
        safeArea?.insets(of: CGRect(origin: layoutOrigin, size: frame.size)) ?? EdgeInsets()
    }

    /// The axis-aligned box of the node's bounds on the canvas.
    package var globalFrame: CGRect { projection.map { bounds.applying($0) } ?? bounds.applying(transform) }

    /// This node and all its descendants in the hierarchy shown (`shownChildren`: not the
    /// children a `ViewThatFits` sets aside), parents before children, in source order.
    package var subtree: [ViewNode] { [self] + shownChildren.flatMap(\.subtree) }

    /// When this node shows only one of its children — a `ViewThatFits` (`ViewThatFitsBehavior`)
    /// — the index of that child, or -1 while none is shown (before its first placement); nil for
    /// every other node, which shows all its children. A child not shown is set aside: it stays in
    /// `children`, evaluated and measured, but is not placed, drawn, hit, listed for accessibility,
    /// read for preferences or found in `subtree`. One type comparison for other nodes.
    package var onlyShownChild: Int? {
        guard behaviorType == ObjectIdentifier(ViewThatFitsBehavior.self) else { return nil }
        return (behavior as? ViewThatFitsBehavior)?.state.shownIndex ?? -1
    }

    /// The children in the hierarchy shown: `children`, less those set aside (`onlyShownChild`).
    package var shownChildren: [ViewNode] {
        guard let only = onlyShownChild else { return children }
        return children.indices.contains(only) ? [children[only]] : []
    }

    /// Children in drawing order: ascending `zIndex`, source order for ties; children set aside
    /// (`onlyShownChild`) are not drawn.
    /// Children already in that order — no `zIndex`, or ascending ones — are returned as they
    /// are, without sorting into a new array: hit testing and rendering ask every node.
    package var childrenInDrawingOrder: [ViewNode] {
        let children = shownChildren
        guard zip(children, children.dropFirst()).contains(where: { $0.zIndex > $1.zIndex }) else {
            return children
        }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// What draws below this node, in drawing order: its children, and the subtrees removed from
    /// below it whose transition still runs (`ghosts`), each where it was among the children.
    /// A masked view's mask (its last child) is not drawn: it only shapes the content's clip.
    package var drawnChildren: [ViewNode] {
        var children = childrenInDrawingOrder
        if isMasked, let mask = self.children.last { children.removeAll { $0 === mask } }
        guard !ghosts.isEmpty else { return children }
        var result: [ViewNode] = []
        var pending = ghosts.sorted { $0.index < $1.index }[...]
        for (index, child) in children.enumerated() {
            while let ghost = pending.first, ghost.index <= index {
                result.append(ghost.node)
                pending = pending.dropFirst()
            }
            result.append(child)
        }
        result.append(contentsOf: pending.map(\.node))
        return result
    }

    /// Whether this node masks its content with its last child (`MaskBehavior`).
    package var isMasked: Bool { behaviorType == ObjectIdentifier(MaskBehavior.self) && children.count > 1 }

    /// The shape this node draws, in local coordinates, when it is a shape, a colour or an image.
    package var shapePath: Path? { containerRelativeBehavior.hitPath(in: bounds) }
}
