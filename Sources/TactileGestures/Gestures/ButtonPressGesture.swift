/// The press a `Button` (or `Toggle`) recognizes on its own view (S-65): a tap without a
/// movement limit or hold limit whose release must land within the view's bounds grown by
/// `GestureConfiguration.buttonReleaseOutset` (70 pt, iPhone idiom).
///
/// The host attaches it as the control's innermost gesture, so it is a *child* gesture: a
/// parent's `.gesture(TapGesture())` does not steal the press, a parent's `.highPriorityGesture`
/// does, and a parent's `.simultaneousGesture` runs with it. Discrete like a tap: never `active`.
///
/// `onPressingChanged` follows the press (`ButtonStyleConfiguration.isPressed`): true while the
/// finger is down within the release area, false outside it and after the press; it runs after
/// the pass like every callback.
package struct ButtonPressGesture: Gesture {
    package typealias Value = Void
    package typealias Body = Never
    package let onPressingChanged: ((Bool) -> Void)?
    /// The press's name in a trace: "Button press", or what the host calls a press that stands for
    /// another (a list row's, "List row press"), so the two are told apart in one attempt.
    package let label: String

    package init(label: String = "Button press", onPressingChanged: ((Bool) -> Void)? = nil) {
        self.label = label
        self.onPressingChanged = onPressingChanged
    }

    package func _makeGestureNode() -> _GestureNode<Void> { ButtonPressNode(label: label, onPressingChanged: onPressingChanged) }
}
