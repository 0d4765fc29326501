import SwiftSyntax

/// Finds the expression a local name stands for, so `.gesture(drag)` can be judged by what `drag` is.
///
/// Invariant: resolution is lexical and conservative: only `let`/`var` declarations in an enclosing
/// code block, type body or file are considered, and only their initializer or single-expression getter.
public enum VariableResolution {
    /// The initializer (or computed getter's single expression) of the nearest declaration of `name`
    /// visible from `node`; `nil` when none is found.
    public static func value(of name: String, visibleFrom node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       let value = value(of: name, in: variable) {
                        return value
                    }
                }
            } else if let members = scope.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let variable = member.decl.as(VariableDeclSyntax.self),
                       let value = value(of: name, in: variable) {
                        return value
                    }
                }
            }
            current = scope.parent
        }
        return nil
    }

    private static func value(of name: String, in variable: VariableDeclSyntax) -> ExprSyntax? {
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let initializer = binding.initializer { return initializer.value }
            return singleExpression(of: binding.accessorBlock)
        }
        return nil
    }

    private static func singleExpression(of accessors: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let accessors else { return nil }
        let items: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let getter):
            items = getter
        case .accessors(let list):
            items = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let items, items.count == 1, let item = items.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }
}
