import SwiftSyntax

/// A statement of the form `target = value` or `target op= value`, read from the unfolded sequence
/// expression the parser produces.
///
/// Invariant: `targetName` is the last name of the target (`offset` for `self.offset`), `value` holds the
/// elements right of the operator in source order.
public struct Assignment {
    public let target: ExprSyntax
    public let targetName: String
    /// `=`, `*=`, `+=`, …
    public let operatorText: String
    public let value: [ExprSyntax]

    /// `memberTargets` also accepts a target on another value (`model.width = …`, named `width`); by
    /// default only the type's own properties (`width`, `self.width`) are assignments.
    public init?(_ item: CodeBlockItemSyntax, memberTargets: Bool = false) {
        guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        let operatorText: String
        if elements[1].is(AssignmentExprSyntax.self) {
            operatorText = "="
        } else if let binary = elements[1].as(BinaryOperatorExprSyntax.self), binary.operator.text.hasSuffix("="),
                  !["==", "!=", "<=", ">=", "==="].contains(binary.operator.text) {
            operatorText = binary.operator.text
        } else {
            return nil
        }
        let target = elements[0]
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            targetName = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || (memberTargets && member.base != nil) {
            targetName = member.declName.baseName.text
        } else {
            return nil
        }
        self.target = target
        self.operatorText = operatorText
        self.value = Array(elements.dropFirst(2))
    }

    /// The assignments among `statements`' top-level items.
    public static func all(in statements: CodeBlockItemListSyntax) -> [Assignment] {
        statements.compactMap { Assignment($0) }
    }

    /// True when the value is a constant: a literal, `.zero`-style member, `Type.member`, or `nil`.
    public var assignsConstant: Bool {
        guard value.count == 1, let expression = value.first else { return false }
        return Self.isConstant(expression)
    }

    private static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) {
            return true
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return isConstant(prefix.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        }
        return false
    }

    /// True when the value mentions one of `references`.
    public func mentions(_ references: [DeclReferenceExprSyntax]) -> Bool {
        let ranges = value.map { $0.position..<$0.endPosition }
        return references.contains { reference in ranges.contains { $0.contains(reference.position) } }
    }
}
