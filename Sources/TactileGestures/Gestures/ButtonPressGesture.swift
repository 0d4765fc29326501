/// The press a `Button` (or `Toggle`) recognizes on its own view (S-65): a tap without a
/// movement limit or hold limit whose release must land within the view's bounds grown by
/// `GestureConfiguration.buttonReleaseOutset` (70 pt, iPhone idiom).
///
/// The host attaches it as the control's innermost gesture, so it is a *child* gesture: a
/// parent's `.gesture(TapGesture())` does not steal the press, a parent's `.highPriorityGesture`
/// does, and a parent's `.simultaneousGesture` runs with it. Discrete like a tap: never `active`.
package struct ButtonPressGesture: Gesture {
    package typealias Value = Void
    package typealias Body = Never

    package init() {}

    package func _makeGestureNode() -> _GestureNode<Void> { ButtonPressNode() }
}
