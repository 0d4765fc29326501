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
    /// `resignFirstResponder`, or one naming the keyboard with dismiss/hide/resign/close.
    public static func isDismissal(_ name: String) -> Bool {
        if endsEditing.contains(name) { return true }
        let lower = name.lowercased()
        return lower.contains("keyboard") && ["dismiss", "hide", "resign", "close", "endediting"].contains(where: lower.contains)
    }

    /// True when every statement is a call that puts the keyboard away (also inside `withAnimation`).
    public static func only(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { item in
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
