/// `RotateGesture` supersedes `RotationGesture`.
public struct PreferRotateGestureRule: Rule {
    public init() {}

    private let rename = GestureRename(oldName: "RotationGesture", newName: "RotateGesture", valueMember: "rotation")

    public let description = RuleDescription(
        id: "prefer_rotate_gesture",
        name: "Prefer RotateGesture",
        severity: .note,
        summary: "Flags `RotationGesture`, superseded by `RotateGesture` on iOS 17 and macOS 14.",
        rationale: """
        `RotationGesture` only reports an `Angle`. `RotateGesture` recognises the same two-finger twist and \
        also gives the rotation's `velocity` and `startAnchor`, so a rotation can pivot around the fingers \
        and keep spinning naturally after release.
        """,
        fixDescription: "Rename to `RotateGesture`; in `onChanged`, `onEnded` and `updating` the value becomes `value.rotation`.",
        triggeringExamples: [
            """
            let twist = ↓RotationGesture()
                .onChanged { angle = $0 }
            """,
            """
            Rectangle()
                .gesture(↓RotationGesture().onEnded { value in total += value })
            """,
        ],
        nonTriggeringExamples: [
            """
            let twist = RotateGesture(minimumAngleDelta: .degrees(1))
                .onChanged { value in angle = value.rotation }
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                Rectangle()
                    .rotationEffect(currentAngle + gestureAngle)
                    .gesture(
                        RotationGesture()
                            .updating($gestureAngle) { value, state, _ in state = value }
                            .onEnded { value in currentAngle += value }
                    )
                """,
                after: """
                Rectangle()
                    .rotationEffect(currentAngle + gestureAngle)
                    .gesture(
                        RotateGesture()
                            .updating($gestureAngle) { value, state, _ in state = value.rotation }
                            .onEnded { value in currentAngle += value.rotation }
                    )
                """
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        rename.violations(
            in: context.index,
            message: "RotationGesture only reports an angle; RotateGesture (iOS 17+) also gives velocity and the start anchor, so the view can pivot around the fingers. Use RotateGesture and read value.rotation."
        )
    }
}
