import SwiftSyntax

/// Code that only puts the keyboard away: `dismissKeyboard()`, `hideKeyboard()`,
/// `window.endEditing(true)`, `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`.
///
/// A tap or swipe doing only that is not an action a user could miss: VoiceOver and keyboard users
/// dismiss the keyboard with its own control, so neither a `Button` nor an accessibility action is
/// wanted for it.
///
/// Invariant: `only(_:)` is false for empty code and for any statement that is not such a call.
public enum KeyboardDismissal {
    /// Names that end editing whatever the receiver.
    static let endsEditing: Set<String> = ["endEditing", "resignFirstResponder"]

    /// True when `name` is a function that puts the keyboard away by its name: `endEditing`,
    /// `resignFirstResponder`, one naming the keyboard with dismiss/hide/resign/close, or one that
    /// ends, stops or finishes editing (a project's `endTextEditing()` around `resignFirstResponder`).
    public static func isDismissal(_ name: String) -> Bool {
        if endsEditing.contains(name) { return true }
        let lower = name.lowercased()
        if lower.contains("keyboard") && ["dismiss", "hide", "resign", "close", "endediting"].contains(where: lower.contains) {
            return true
        }
        return lower.contains("editing") && ["end", "stop", "finish"].contains(where: lower.hasPrefix)
    }

    /// True when every statement is a call that puts the keyboard away (also inside `withAnimation`,
    /// and inside an `#if canImport(UIKit)` block: every clause of an `#if` must do only that).
    public static func only(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { item in
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.allSatisfy { clause in
                    guard let elements = clause.elements else { return true }
                    guard let body = elements.as(CodeBlockItemListSyntax.self) else { return false }
                    return body.isEmpty || only(body)
                }
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = Self.outermostCall(expression) else { return false }
            if let body = WithAnimation.body(of: call) {
                return only(body)
            }
            if let name = calleeName(call), isDismissal(name) { return true }
            return call.arguments.contains { $0.expression.trimmedDescription.contains("resignFirstResponder") }
        }
    }

    /// The call an expression statement makes, looking through optional chaining (`x?.endEditing(true)`).
    private static func outermostCall(_ expression: ExprSyntax?) -> FunctionCallExprSyntax? {
        if let call = expression?.as(FunctionCallExprSyntax.self) { return call }
        if let optional = expression?.as(OptionalChainingExprSyntax.self) { return outermostCall(optional.expression) }
        return nil
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
