import SwiftSyntax

/// `withAnimation(…) { … }` in an action: the animation is how a change is made, never what it
/// is, so every reading of an action's statements (what a tap sets, whether it only dismisses the
/// keyboard, only plays a sound, only moves focus…) reads the animated statements instead.
///
/// Invariant: only the trailing closure is the animated body; a `completion:` closure
/// (`withAnimation(_:_:completion:)`) is left to the caller, which sees it in
/// `call.additionalTrailingClosures`.
enum WithAnimation {
    /// The expression a statement is: the item itself, or the expression of an expression statement;
    /// nil for a declaration or any other statement.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// Whether `call` calls `withAnimation`.
    static func isCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation"
    }

    /// The animated statements when `call` is `withAnimation(…) { … }`; nil for any other call.
    static func body(of call: FunctionCallExprSyntax) -> CodeBlockItemListSyntax? {
        guard isCall(call), let body = call.trailingClosure else { return nil }
        return body.statements
    }

    /// The animated statements when the statement `item` is `withAnimation(…) { … }`.
    static func body(of item: CodeBlockItemSyntax) -> CodeBlockItemListSyntax? {
        expression(of: item)?.as(FunctionCallExprSyntax.self).flatMap { body(of: $0) }
    }
}
