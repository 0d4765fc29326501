import SwiftSyntax

/// A drag, long press or swipe with no accessible alternative.
public struct GestureWithoutAccessibilityActionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "gesture_without_accessibility_action",
        name: "Gesture without accessibility action",
        severity: .warning,
        summary: "Flags a drag, long press or custom swipe gesture on a view that has no `.accessibilityAction`.",
        rationale: """
        VoiceOver, Switch Control and Voice Control users cannot perform a drag, a long press or a swipe. \
        Unless the same view offers the action another way, what the gesture does is out of their reach: \
        reordering, deleting, revealing a menu. Add `.accessibilityAction(named:)` (or \
        `.accessibilityAdjustableAction` for values) doing the same thing.
        """,
        fixDescription: "Add `.accessibilityAction(named: \"…\") { … }` (or `.accessibilityAdjustableAction`) to the same view.",
        triggeringExamples: [
            """
            Circle()
                .offset(offset)
                .↓gesture(DragGesture().onChanged { offset = $0.translation })
            """,
            """
            Row(item)
                .↓onLongPressGesture { delete(item) } onPressingChanged: { pressing = $0 }
            """,
            """
            Rectangle().↓gesture(SwipeGesture { direction in move(direction) })
            """,
            """
            struct Slider: View {
                var drag: some Gesture { DragGesture().onChanged { value = $0.location.x } }
                var body: some View { Capsule().↓highPriorityGesture(drag) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            Row(item)
                .gesture(LongPressGesture().updating($pressing) { value, state, _ in state = value }.onEnded { _ in delete(item) })
                .accessibilityAction(named: "Delete") { delete(item) }
            """,
            """
            Knob(value: $value)
                .gesture(DragGesture().onChanged { value = $0.location.x })
                .accessibilityAdjustableAction { direction in step(direction) }
            """,
            """
            Text("Tap").gesture(TapGesture().onEnded { tapped() })
            """,
        ]
    )

    private static let accessibleAlternatives: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
    ]

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let chain = ModifierChain(ExprSyntax(call))
            guard !chain.modifiers.contains(where: { Self.accessibleAlternatives.contains($0.name) }) else { continue }
            for modifier in chain.modifiers {
                guard let kind = Self.inaccessibleKind(of: modifier) else { continue }
                violations.append(Violation(
                    at: modifier.nameToken,
                    message: "This \(kind) cannot be performed with VoiceOver, Switch Control or Voice Control, and the view offers no other way. Add .accessibilityAction(named:) doing the same thing."
                ))
            }
        }
        return violations
    }

    /// "drag", "long press" or "swipe" when the modifier attaches such a gesture.
    private static func inaccessibleKind(of modifier: ModifierCall) -> String? {
        if modifier.name == "onLongPressGesture" { return "long press" }
        guard GestureModifiers.attaching.contains(modifier.name), let gesture = modifier.firstUnlabeledArgument else { return nil }
        let names = GestureTypes.names(in: gesture)
        if !names.isDisjoint(with: GestureTypes.drags) { return "drag" }
        if !names.isDisjoint(with: GestureTypes.longPresses) { return "long press" }
        if names.contains(where: GestureTypes.isCustomSwipe) { return "swipe" }
        return nil
    }
}
