import SwiftSyntax

/// `including: .none`, which turns the gesture and every subview gesture off.
public struct GestureMaskNoneRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "gesture_mask_none",
        name: "Gesture mask none",
        severity: .warning,
        summary: "Flags `including: .none` (or an empty mask) on `.gesture`, `.simultaneousGesture` or `.highPriorityGesture`.",
        rationale: """
        `GestureMask.none` disables both the gesture being added and every gesture of the view's subviews: \
        buttons and scroll views inside stop responding. To turn only this gesture off use \
        `including: .subviews`; to keep only this one use `.gesture`; to disable conditionally compute the \
        mask (`enabled ? .all : .subviews`).
        """,
        triggeringExamples: [
            """
            content.gesture(drag, ↓including: .none)
            """,
            """
            List { rows }.simultaneousGesture(tap, ↓including: GestureMask.none)
            """,
            """
            content.highPriorityGesture(drag, ↓including: [])
            """,
        ],
        nonTriggeringExamples: [
            """
            content.gesture(drag, including: isEditing ? .subviews : .all)
            """,
            """
            content.gesture(drag, including: .gesture)
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let modifier = ModifierCall(call), GestureModifiers.attaching.contains(modifier.name),
                  let argument = call.arguments.first(where: { $0.label?.text == "including" }),
                  let label = argument.label, Self.isEmptyMask(argument.expression)
            else { continue }
            violations.append(Violation(
                at: label,
                message: "including: .none disables this gesture and every gesture of the subviews, so nothing in this view responds. Use .subviews to turn off only this gesture, or compute the mask from a condition."
            ))
        }
        return violations
    }

    private static func isEmptyMask(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "none" else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "GestureMask"
    }
}
