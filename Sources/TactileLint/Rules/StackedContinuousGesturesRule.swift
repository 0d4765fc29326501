import SwiftSyntax

/// A magnify and a rotate gesture attached with two separate `.gesture` calls.
public struct StackedContinuousGesturesRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "stacked_continuous_gestures",
        name: "Stacked continuous gestures",
        severity: .note,
        summary: "Flags two `.gesture(…)` calls on one view where one magnifies and the other rotates.",
        rationale: """
        Each `.gesture` attaches a gesture that competes with the others on the same view: once the pinch \
        is recognised the rotation never runs alongside it, so users cannot zoom and turn at the same time. \
        `a.simultaneously(with: b)` recognises both at once.
        """,
        fixDescription: "Combine them into one `.gesture(a.simultaneously(with: b))`.",
        triggeringExamples: [
            """
            Image("photo")
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .↓gesture(RotateGesture().onChanged { angle = $0.rotation })
            """,
            """
            struct Photo: View {
                let magnify = MagnifyGesture().onChanged { value in scale = value.magnification }
                let rotate = RotateGesture().onChanged { value in angle = value.rotation }
                var body: some View {
                    Image("photo").gesture(rotate).padding().↓gesture(magnify)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            Image("photo")
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(magnify.simultaneously(with: rotate))
            """,
            """
            Image("photo")
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .gesture(TapGesture(count: 2).onEnded { scale = 1 })
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                Image("photo")
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                    .gesture(RotateGesture().onChanged { angle = $0.rotation })
                """,
                after: """
                Image("photo")
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
                """
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let gestures = ModifierChain(ExprSyntax(call)).modifiers.enumerated().compactMap { index, modifier -> (Int, ModifierCall, Kind)? in
                guard modifier.name == "gesture", let argument = modifier.firstUnlabeledArgument else { return nil }
                let names = GestureTypes.names(in: argument, module: context.module)
                let magnifies = !names.isDisjoint(with: GestureTypes.magnifications)
                let rotates = !names.isDisjoint(with: GestureTypes.rotations)
                if magnifies == rotates { return nil }
                return (index, modifier, magnifies ? .magnify : .rotate)
            }
            for (position, later) in gestures.enumerated() {
                guard let earlier = gestures[..<position].last(where: { $0.2 != later.2 }) else { continue }
                let adjacent = later.0 == earlier.0 + 1
                violations.append(Violation(
                    at: later.1.nameToken,
                    message: "This \(later.2.rawValue) gesture is attached with a second .gesture after a \(earlier.2.rawValue) gesture on the same view: once one is recognised the other never runs alongside it. Combine them with .gesture(first.simultaneously(with: second)).",
                    correction: adjacent ? Self.combine(earlier.1, later.1, tree: context.tree) : nil
                ))
            }
        }
        return violations
    }

    private enum Kind: String {
        case magnify = "magnify"
        case rotate = "rotate"
    }

    /// `.gesture(a).gesture(b)` → `.gesture(a.simultaneously(with: b))`; only for single-argument calls.
    /// When `a` spans several lines the composition goes on a line of its own, indented like `a`'s last line.
    private static func combine(_ first: ModifierCall, _ second: ModifierCall, tree: SourceFileSyntax) -> Correction? {
        guard first.call.arguments.count == 1, second.call.arguments.count == 1,
              first.call.trailingClosure == nil, second.call.trailingClosure == nil,
              let a = first.firstUnlabeledArgument, let b = second.firstUnlabeledArgument
        else { return nil }
        let insertion = a.endPositionBeforeTrailingTrivia.utf8Offset
        var lineBreak = ""
        if a.trimmedDescription.contains("\n"), let last = a.lastToken(viewMode: .sourceAccurate) {
            lineBreak = "\n" + SyntaxWalk.indentation(of: last, in: tree)
        }
        let removed = first.call.endPositionBeforeTrailingTrivia.utf8Offset..<second.call.endPositionBeforeTrailingTrivia.utf8Offset
        return Correction(edits: [
            TextEdit(range: insertion..<insertion, replacement: lineBreak + ".simultaneously(with: \(b.trimmedDescription))"),
            TextEdit(range: removed, replacement: ""),
        ])
    }
}
