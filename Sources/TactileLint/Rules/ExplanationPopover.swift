import SwiftSyntax

/// A tap that only shows a one-text explanation in a popover of the tapped view (a badge or flag icon
/// whose popover reads "Reported"): a tooltip, not a control. What VoiceOver lacks there is the text
/// as the view's label, not a button to press, so the tap rule leaves it alone.
///
/// Invariant: the chain carries `.popover(isPresented: $flag) { … }` whose content is a single `Text`
/// (with any modifiers), and every statement of the tap's action sets `flag` to `true` or flips it.
enum ExplanationPopover {
    static func onlyExplains(_ modifier: ModifierCall, chain: ResolvedChain) -> Bool {
        guard let statements = modifier.actionClosure?.statements, !statements.isEmpty else { return false }
        let flags = chain.modifiers.compactMap { popover -> String? in
            guard popover.name == "popover",
                  let binding = popover.call.arguments.first(where: { $0.label?.text == "isPresented" })?.expression.as(DeclReferenceExprSyntax.self),
                  binding.baseName.text.hasPrefix("$"),
                  let content = popover.call.trailingClosure ?? popover.call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
                  content.statements.count == 1, let only = content.statements.first.flatMap(WithAnimation.expression),
                  ModifierChain(only).rootName == "Text"
            else { return nil }
            return String(binding.baseName.text.dropFirst())
        }
        guard !flags.isEmpty else { return false }
        return statements.allSatisfy { item in
            if let assignment = Assignment(item) {
                return flags.contains(assignment.targetName) && assignment.value.count == 1 && assignment.value[0].trimmedDescription == "true"
            }
            guard let call = WithAnimation.expression(of: item)?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                  let base = member.base?.as(DeclReferenceExprSyntax.self)
            else { return false }
            return flags.contains(base.baseName.text)
        }
    }
}
