import SwiftSyntax

/// A long press (or drag) that only acts when it ends, showing nothing while it is recognised.
public struct MissingPressFeedbackRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "missing_press_feedback",
        name: "Missing press feedback",
        severity: .note,
        enabledByDefault: false,
        summary: "Flags a `LongPressGesture` or `DragGesture` with only `onEnded`, and `onLongPressGesture` without `onPressingChanged`.",
        rationale: """
        A long press takes `minimumDuration` to succeed. With only `onEnded`, nothing on screen changes \
        while the finger is down, so users cannot tell the press is being recognised and let go early. A \
        drag that only acts at the end likewise leaves the view frozen under the finger. Custom `Gesture` \
        types are exempt: their callers give the feedback.
        """,
        fixDescription: "Track the press with `@GestureState` and `.updating(…)` (or `onPressingChanged:`) and reflect it in the view, e.g. with `scaleEffect`.",
        triggeringExamples: [
            """
            let hold = ↓LongPressGesture(minimumDuration: 2.0)
                .onEnded { _ in showResult = true }
            """,
            """
            Circle()
                .gesture(↓DragGesture().onEnded { value in drop(at: value.location) })
            """,
            """
            Text("Hold")
                .↓onLongPressGesture(minimumDuration: 1) { archive() }
            """,
        ],
        nonTriggeringExamples: [
            """
            let hold = LongPressGesture(minimumDuration: 2.0)
                .updating($isPressing) { current, state, _ in state = current }
                .onEnded { _ in showResult = true }
            """,
            """
            Text("Hold")
                .onLongPressGesture(minimumDuration: 1) { archive() } onPressingChanged: { pressing = $0 }
            """,
            """
            let dragAfterPress = LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture())
                .onEnded { value in finish(value) }
            """,
            """
            struct SwipeGesture: Gesture {
                var body: some Gesture {
                    DragGesture(minimumDistance: 50).onEnded { value in report(value.translation) }
                }
            }
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            if let modifier = ModifierCall(call), modifier.name == "onLongPressGesture" {
                let labels = call.arguments.compactMap(\.label?.text) + call.additionalTrailingClosures.map(\.label.text)
                if !labels.contains("onPressingChanged") && !labels.contains("pressing") {
                    violations.append(Violation(at: modifier.nameToken, message: "This long press only acts when it succeeds: nothing shows the press is being recognised, so users let go early. Add onPressingChanged: and reflect the pressing state in the view."))
                }
                continue
            }
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  GestureTypes.longPresses.union(GestureTypes.drags).contains(reference.baseName.text)
            else { continue }
            let chain = ModifierChain(containing: call)
            guard chain.root.id == call.id else { continue }
            let names = Set(chain.ownGestureModifiers.map(\.name))
            guard names.contains("onEnded"), names.isDisjoint(with: ["onChanged", "updating"]) else { continue }
            let isDrag = GestureTypes.drags.contains(reference.baseName.text)
            if isDrag, let type = EnclosingType.declaration(of: call), EnclosingType.inheritedNames(of: type).contains("Gesture") {
                continue
            }
            let what = isDrag ? "This drag only acts in onEnded: the view does not follow the finger" : "This long press only acts in onEnded: nothing shows the press is being recognised, so users let go early"
            violations.append(Violation(at: reference.baseName, message: "\(what). Track it with @GestureState and .updating(…) and reflect it in the view."))
        }
        return violations
    }
}
