import SwiftSyntax

/// A tap on a stack whose gaps do not receive touches.
public struct TapAreaMissingContentShapeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "tap_area_missing_content_shape",
        name: "Tap area missing content shape",
        severity: .note,
        summary: "Flags a tap on a stack of several views, or on a view with `Spacer`s, that has no `.contentShape` before the gesture.",
        rationale: """
        SwiftUI hit-tests only the pixels a view draws. Taps on the spacing between a stack's children or on \
        a `Spacer` fall through to whatever is behind, so a row looks tappable across its width but only \
        responds on its text and icons. `.contentShape(Rectangle())` before the gesture makes the whole \
        frame tappable.
        """,
        fixDescription: "Add `.contentShape(Rectangle())` before the gesture.",
        triggeringExamples: [
            """
            HStack {
                Text(title)
                Spacer()
                Image(systemName: "chevron.right")
            }
            .↓onTapGesture { open() }
            """,
            """
            VStack(spacing: 12) { icon; label }.padding().↓gesture(TapGesture().onEnded { select() })
            """,
        ],
        nonTriggeringExamples: [
            """
            HStack {
                Text(title)
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { open() }
            """,
            """
            Text(title).onTapGesture { open() }
            """,
            """
            VStack {
                Button("Action") { doSomething() }
            }
            .simultaneousGesture(TapGesture().onEnded { parentAction() })
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                HStack {
                    Text(title)
                    Spacer()
                }
                .onTapGesture { open() }
                """,
                after: """
                HStack {
                    Text(title)
                    Spacer()
                }
                .contentShape(Rectangle())
                .onTapGesture { open() }
                """
            ),
            CorrectionExample(
                before: """
                VStack { icon; label }.simultaneousGesture(TapGesture().onEnded { select() })
                """,
                after: """
                VStack { icon; label }.contentShape(Rectangle()).simultaneousGesture(TapGesture().onEnded { select() })
                """
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let chain = ModifierChain(ExprSyntax(call))
            guard let root = chain.rootCall, let name = chain.rootName,
                  (ViewHierarchy.stacks.contains(name) && ViewHierarchy.directChildCount(of: root) > 1) || ViewHierarchy.containsSpacer(root),
                  let index = chain.modifiers.firstIndex(where: ViewHierarchy.attachesTap),
                  !chain.modifiers[..<index].contains(where: { $0.name == "contentShape" })
            else { continue }
            let tap = chain.modifiers[index]
            let insertion = tap.member.period.positionAfterSkippingLeadingTrivia.utf8Offset
            violations.append(Violation(
                at: tap.nameToken,
                message: "Only the drawn parts of this \(name) receive the tap: touches on the gaps between its children\(ViewHierarchy.containsSpacer(root) ? " and on its Spacers" : "") fall through. Add .contentShape(Rectangle()) before .\(tap.name).",
                correction: Correction(edits: [
                    TextEdit(range: insertion..<insertion, replacement: ".contentShape(Rectangle())" + tap.member.period.leadingTrivia.description),
                ])
            ))
        }
        return violations
    }
}
