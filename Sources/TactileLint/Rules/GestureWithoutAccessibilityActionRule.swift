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
            """
            struct Sheet: View {
                var body: some View {
                    GeometryReader { proxy in
                        Capsule().↓gesture(self.dragGesture(with: proxy))
                    }
                }
            }
            extension Sheet {
                func dragGesture(with proxy: GeometryProxy) -> some Gesture {
                    DragGesture().onEnded { value in close(value, proxy) }
                }
            }
            """,
            """
            final class DismissController: ObservableObject {
                var dragGesture: some Gesture { DragGesture().onEnded { _ in self.dismiss() } }
            }
            struct Popup: View {
                @StateObject var controller = DismissController()
                var body: some View { content.↓simultaneousGesture(controller.dragGesture) }
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
            let written = ModifierChain(ExprSyntax(call))
            let chain = ResolvedChain(written, module: context.module)
            guard !chain.modifiers.contains(where: { Self.accessibleAlternatives.contains($0.name) }) else { continue }
            for modifier in written.modifiers {
                guard let kind = Self.inaccessibleKind(of: modifier, module: context.module) else { continue }
                violations.append(Violation(
                    at: modifier.nameToken,
                    message: "This \(kind) cannot be performed with VoiceOver, Switch Control or Voice Control, and the view offers no other way. Add .accessibilityAction(named:) doing the same thing."
                ))
            }
        }
        return violations
    }

    /// "drag", "long press" or "swipe" when the modifier attaches such a gesture.
    private static func inaccessibleKind(of modifier: ModifierCall, module: ModuleIndex) -> String? {
        if modifier.name == "onLongPressGesture" { return "long press" }
        let gesture: ExprSyntax?
        if let wrapper = module.gestureWrapper(called: modifier.call) {
            gesture = modifier.call.arguments.first { ($0.label?.text ?? "_") == wrapper.gestureLabel }?.expression
        } else {
            gesture = GestureModifiers.attaching.contains(modifier.name) ? modifier.firstUnlabeledArgument : nil
        }
        guard let gesture else { return nil }
        let names = GestureTypes.names(in: gesture, module: module)
        if !names.isDisjoint(with: GestureTypes.drags) { return "drag" }
        if !names.isDisjoint(with: GestureTypes.longPresses) { return "long press" }
        if names.contains(where: GestureTypes.isCustomSwipe) { return "swipe" }
        return nil
    }
}
