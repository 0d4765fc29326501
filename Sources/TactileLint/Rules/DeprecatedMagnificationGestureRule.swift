/// `MagnificationGesture` is deprecated; `MagnifyGesture` replaces it.
public struct DeprecatedMagnificationGestureRule: Rule {
    public init() {}

    private let rename = GestureRename(oldName: "MagnificationGesture", newName: "MagnifyGesture", valueMember: "magnification")

    public let description = RuleDescription(
        id: "deprecated_magnification_gesture",
        name: "Deprecated MagnificationGesture",
        severity: .warning,
        summary: "Flags `MagnificationGesture`, deprecated since iOS 17 and macOS 14.",
        rationale: """
        `MagnificationGesture` is deprecated: its value is a bare `CGFloat`, with no velocity and no anchor \
        point, so a pinch cannot zoom around the fingers or coast after release, and the deprecation \
        warning becomes an error under `-warnings-as-errors`. `MagnifyGesture` recognises the same pinch \
        and gives `value.magnification`, `value.velocity` and `value.startAnchor`.
        """,
        fixDescription: "Rename to `MagnifyGesture`; in `onChanged`, `onEnded` and `updating` the value becomes `value.magnification`.",
        triggeringExamples: [
            """
            let pinch = ↓MagnificationGesture()
                .onChanged { value in scale = value }
            """,
            """
            Image("photo")
                .gesture(↓MagnificationGesture().onEnded { scale *= $0 })
            """,
            """
            func zoom(_ value: ↓MagnificationGesture.Value) {}
            """,
        ],
        nonTriggeringExamples: [
            """
            let pinch = MagnifyGesture()
                .onChanged { value in scale = value.magnification }
            """,
            """
            let label = "MagnificationGesture is deprecated" // MagnificationGesture()
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                let pinch = MagnificationGesture()
                    .onChanged { value in scale = value }
                    .onEnded { value in lastScale *= value }
                """,
                after: """
                let pinch = MagnifyGesture()
                    .onChanged { value in scale = value.magnification }
                    .onEnded { value in lastScale *= value.magnification }
                """
            ),
            CorrectionExample(
                before: """
                Image("photo")
                    .gesture(MagnificationGesture().updating($zoom) { value, state, _ in state = value })
                    .gesture(MagnificationGesture().onEnded { scale *= $0 })
                """,
                after: """
                Image("photo")
                    .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
                    .gesture(MagnifyGesture().onEnded { scale *= $0.magnification })
                """
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        rename.violations(
            in: context.index,
            message: "MagnificationGesture is deprecated since iOS 17: its value is a bare CGFloat with no velocity or anchor, so pinches cannot zoom around the fingers. Use MagnifyGesture and read value.magnification."
        )
    }
}
