import SwiftSyntax

/// A statement that only plays a haptic: a call of a feedback generator's `impactOccurred`,
/// `notificationOccurred` or `selectionChanged`, or of anything whose name says haptic
/// (`Haptics.play(.light)`, `HapticManager.shared.impact()`, `haptic()`), by camel-case word, so that
/// `sendFeedback()` is not one.
///
/// A haptic is felt, not seen or heard by assistive technology, and changes nothing: a tap rule that
/// asks whether an action does anything a user could miss reads past it (a toy that also buzzes is
/// still a toy; a tap that only buzzes does nothing).
enum HapticCall {
    static let generatorMethods: Set<String> = ["impactOccurred", "notificationOccurred", "selectionChanged"]

    /// True when `item` is one call, and that call plays a haptic.
    static func isHaptic(_ item: CodeBlockItemSyntax) -> Bool {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
        var names: [String] = []
        var current: ExprSyntax? = call.calledExpression
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                current = nil
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else if let inner = node.as(FunctionCallExprSyntax.self) {
                current = inner.calledExpression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                current = nil
            }
        }
        if let last = names.first, generatorMethods.contains(last) { return true }
        return names.contains { name in
            let words = TapGestureShouldBeButtonRule.camelCaseWords(name)
            return words.contains("haptic") || words.contains("haptics")
        }
    }
}
