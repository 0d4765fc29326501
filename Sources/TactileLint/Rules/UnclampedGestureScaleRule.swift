import SwiftSyntax

/// A persisted zoom multiplied by the pinch with no bounds.
public struct UnclampedGestureScaleRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "unclamped_gesture_scale",
        name: "Unclamped gesture scale",
        severity: .warning,
        summary: "Flags a persisted scale multiplied by the magnification in `onEnded` with no `min`/`max` clamp.",
        rationale: """
        Each pinch multiplies the stored scale. Without bounds a few pinches shrink the content to an \
        invisible speck that can no longer be pinched, or blow it up until rendering slows and the layout \
        breaks. Clamp the product, e.g. `min(max(scale * value.magnification, 0.5), 5.0)`.
        """,
        fixDescription: "Clamp the new scale with `min(max(…, lower), upper)`.",
        triggeringExamples: [
            """
            MagnifyGesture()
                .onEnded { value in
                    ↓currentScale = currentScale * value.magnification
                }
            """,
            """
            MagnificationGesture().onEnded { ↓self.zoom *= $0 }
            """,
        ],
        nonTriggeringExamples: [
            """
            MagnifyGesture(minimumScaleDelta: 0.01)
                .onEnded { value in
                    currentScale = min(max(currentScale * value.magnification, 0.5), 5.0)
                }
            """,
            """
            MagnifyGesture()
                .onEnded { value in
                    currentScale *= value.magnification
                    currentScale = currentScale.clamped(to: 0.5...5)
                }
            """,
            """
            MagnifyGesture().onChanged { value in liveScale = value.magnification }
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  GestureTypes.magnifications.contains(reference.baseName.text)
            else { continue }
            let chain = ModifierChain(containing: call)
            guard chain.root.id == call.id else { continue }
            let readsMember = reference.baseName.text == "MagnifyGesture"
            for modifier in chain.ownGestureModifiers where modifier.name == "onEnded" {
                guard let closure = modifier.actionClosure, let value = ClosureValue(of: closure) else { continue }
                let magnifications = value.references.filter { use in
                    !readsMember || use.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "magnification"
                }
                let assignments = Assignment.all(in: closure.statements)
                for (index, assignment) in assignments.enumerated() {
                    let multiplies = assignment.operatorText == "*="
                        || (assignment.operatorText == "=" && assignment.value.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "*" })
                    guard multiplies, assignment.mentions(magnifications), !Self.clamps(assignment) else { continue }
                    let clampedLater = assignments[(index + 1)...].contains { $0.targetName == assignment.targetName && Self.clamps($0) }
                    guard !clampedLater else { continue }
                    violations.append(Violation(
                        at: assignment.target.positionAfterSkippingLeadingTrivia,
                        message: "'\(assignment.targetName)' is multiplied by the pinch with no bounds: a few pinches shrink the content to an unreachable speck or blow it up without limit. Clamp it, e.g. min(max(\(assignment.targetName) * value.magnification, 0.5), 5.0)."
                    ))
                }
            }
        }
        return violations
    }

    /// True when the assigned value calls `min`, `max` or a `clamp…` function.
    private static func clamps(_ assignment: Assignment) -> Bool {
        assignment.value.contains { element in
            SyntaxWalk.all(FunctionCallExprSyntax.self, in: element).contains { call in
                guard let name = ModifierChain.calleeName(of: ExprSyntax(call)) else { return false }
                return name == "min" || name == "max" || name.lowercased().contains("clamp")
            }
        }
    }
}
