import SwiftSyntax

/// One `.name(arguments) { closure }` applied to a base expression: a SwiftUI view modifier
/// (`.gesture(…)`, `.onTapGesture { … }`) or a gesture modifier (`.onChanged { … }`).
///
/// Invariant: `member.base` is non-nil; implicit-member calls (`.foo()` with no base) are not modifiers.
public struct ModifierCall {
    public let call: FunctionCallExprSyntax
    public let member: MemberAccessExprSyntax
    public let base: ExprSyntax

    public init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base
        else { return nil }
        self.call = call
        self.member = member
        self.base = base
    }

    /// The modifier's name, e.g. `gesture`.
    public var name: String { member.declName.baseName.text }

    /// The name token, where findings about the modifier point.
    public var nameToken: TokenSyntax { member.declName.baseName }

    /// Every closure literal passed: parenthesized arguments first, then trailing closures.
    public var closures: [ClosureExprSyntax] {
        var result = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { result.append(trailing) }
        result += call.additionalTrailingClosures.map(\.closure)
        return result
    }

    /// The closure run by the modifier: the `perform:` argument or the (first) trailing closure.
    public var actionClosure: ClosureExprSyntax? {
        call.trailingClosure ?? argument(labeled: "perform")?.as(ClosureExprSyntax.self) ?? closures.first
    }

    /// The function named as the action instead of a closure: `perform: dismissKeyboard` →
    /// "dismissKeyboard", `perform: self.close` → "close".
    public var actionReference: String? {
        let argument = argument(labeled: "perform") ?? (call.arguments.count == 1 ? call.arguments.first?.expression : nil)
        if let reference = argument?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The value of the argument with `label`.
    public func argument(labeled label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The first argument without a label, e.g. the gesture in `.gesture(drag, including: .all)`.
    public var firstUnlabeledArgument: ExprSyntax? {
        call.arguments.first { $0.label == nil }?.expression
    }

    /// The integer literal given as `count:`, 1 when there is none; `nil` when the count is not a literal.
    public var tapCount: Int? {
        call.arguments.tapCount
    }
}

extension LabeledExprListSyntax {
    /// The integer literal given as `count:`, 1 when there is none; `nil` when the count is not a literal.
    public var tapCount: Int? {
        guard let count = first(where: { $0.label?.text == "count" })?.expression else { return 1 }
        return count.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
    }
}
