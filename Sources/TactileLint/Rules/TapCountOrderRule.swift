import SwiftSyntax

/// A single tap recognised before a double tap on the same view.
public struct TapCountOrderRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "tap_count_order",
        name: "Tap count order",
        severity: .warning,
        summary: "Flags a single tap placed before a double tap on the same view, as modifiers or with `exclusively(before:)`.",
        rationale: """
        SwiftUI gives the first tap gesture the first chance. A single tap succeeds on the first touch, so a \
        double tap attached after it never fires. Attach the gesture with the higher count first: \
        `.onTapGesture(count: 2) { … }.onTapGesture { … }`.
        """,
        fixDescription: "Swap the two gestures so the higher tap count comes first.",
        triggeringExamples: [
            """
            Text("Photo")
                .↓onTapGesture { select() }
                .onTapGesture(count: 2) { like() }
            """,
            """
            let tap = ↓TapGesture().onEnded { select() }.exclusively(before: TapGesture(count: 2).onEnded { like() })
            """,
        ],
        nonTriggeringExamples: [
            """
            Text("Photo")
                .onTapGesture(count: 2) { like() }
                .onTapGesture { select() }
            """,
            """
            let tap = TapGesture(count: 2).onEnded { like() }.exclusively(before: TapGesture().onEnded { select() })
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                Text("Photo")
                    .onTapGesture { select() }
                    .onTapGesture(count: 2) { like() }
                """,
                after: """
                Text("Photo")
                    .onTapGesture(count: 2) { like() }
                    .onTapGesture { select() }
                """
            ),
            CorrectionExample(
                before: """
                let tap = TapGesture().onEnded { select() }.exclusively(before: TapGesture(count: 2).onEnded { like() })
                """,
                after: """
                let tap = TapGesture(count: 2).onEnded { like() }.exclusively(before: TapGesture().onEnded { select() })
                """
            ),
        ]
    )

    private static let message = "A single tap is attached before a double tap on the same view: the single tap succeeds on the first touch, so the double tap never fires. Attach the double tap first."

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            if ModifierChain.isOutermost(call) {
                violations += modifierOrder(in: ModifierChain(ExprSyntax(call)), tree: context.tree)
            }
            if let modifier = ModifierCall(call), modifier.name == "exclusively" {
                violations += exclusiveOrder(modifier, tree: context.tree)
            }
        }
        return violations
    }

    private func modifierOrder(in chain: ModifierChain, tree: SourceFileSyntax) -> [Violation] {
        let taps = chain.modifiers.enumerated().filter { $0.element.name == "onTapGesture" }
        var violations: [Violation] = []
        for (position, single) in taps.enumerated() where single.element.tapCount == 1 {
            guard let double = taps[(position + 1)...].first(where: { ($0.element.tapCount ?? 0) > 1 }) else { continue }
            var correction: Correction?
            if double.offset == single.offset + 1 {
                let first = Self.segment(of: single.element)
                let second = Self.segment(of: double.element)
                correction = Correction(edits: [
                    TextEdit(range: first, replacement: Self.text(second, in: tree)),
                    TextEdit(range: second, replacement: Self.text(first, in: tree)),
                ])
            }
            violations.append(Violation(at: single.element.nameToken, message: Self.message, correction: correction))
        }
        return violations
    }

    private func exclusiveOrder(_ modifier: ModifierCall, tree: SourceFileSyntax) -> [Violation] {
        guard let other = modifier.argument(labeled: "before") else { return [] }
        let first = ModifierChain(modifier.base)
        let second = ModifierChain(other)
        guard first.rootName == "TapGesture", second.rootName == "TapGesture",
              let firstCall = first.rootCall, let secondCall = second.rootCall,
              firstCall.arguments.tapCount == 1, (secondCall.arguments.tapCount ?? 0) > 1,
              let token = firstCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        else { return [] }
        var correction: Correction?
        if ModifierChain.isOutermost(modifier.call) {
            let a = SyntaxWalk.trimmedRange(of: modifier.base)
            let b = SyntaxWalk.trimmedRange(of: other)
            correction = Correction(edits: [
                TextEdit(range: a, replacement: Self.text(b, in: tree)),
                TextEdit(range: b, replacement: Self.text(a, in: tree)),
            ])
        }
        return [Violation(at: token, message: Self.message, correction: correction)]
    }

    /// `.onTapGesture(…) { … }` without the base it is applied to.
    private static func segment(of modifier: ModifierCall) -> Range<Int> {
        modifier.member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.call.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private static func text(_ range: Range<Int>, in tree: SourceFileSyntax) -> String {
        SyntaxWalk.text(of: tree, from: AbsolutePosition(utf8Offset: range.lowerBound), to: AbsolutePosition(utf8Offset: range.upperBound))
    }
}
