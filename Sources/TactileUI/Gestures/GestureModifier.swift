import TactileGestures

/// The modifier behind every gesture-attaching view method: wraps the view in a node that
/// carries the attachment (S-60). Applied modifiers nest, so a view's node chain lists its
/// gestures innermost first.
@usableFromInline package struct GestureModifier: WrappingModifier {
    let attachment: ViewGestureAttachment
    package func configure(_ node: ViewNode) { node.gestures.append(attachment) }

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    package init(attachment: ViewGestureAttachment) { self.attachment = attachment }

    /// The modifier of `gesture`, `highPriorityGesture` or `simultaneousGesture`.
    @usableFromInline package init<T: Gesture>(_ gesture: T, priority: ViewGestureAttachment.Priority, mask: GestureMask) {
        attachment = ViewGestureAttachment(gesture, priority: priority, mask: mask)
    }

    /// `onTapGesture(count:perform:)`'s modifier: `TapGesture(count:).onEnded(action)`, with the
    /// tap count given rather than cast for.
    @usableFromInline package init(tapCount count: Int, action: @escaping () -> Void) {
        attachment = ViewGestureAttachment(TapGesture(count: count).onEnded(action), priority: .normal, mask: .all,
                                           tapCount: count)
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view:
    /// the subviews' gestures are exclusively before it (S-60). `nil` attaches nothing that can
    /// succeed (S-57).
    @inlinable
    public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view, enabled or not: `isEnabled ? .all : .subviews` (S-61, iOS 18).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view: it is exclusively before the subviews' gestures (S-60).
    @inlinable
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .high, mask: mask))
    }

    /// `highPriorityGesture(_:including:)` with `isEnabled ? .all : .subviews` (S-61, iOS 18).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view (S-60).
    @inlinable
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .simultaneous, mask: mask))
    }

    /// `simultaneousGesture(_:including:)` with `isEnabled ? .all : .subviews` (S-61, iOS 18).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
}
