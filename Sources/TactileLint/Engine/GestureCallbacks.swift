import SwiftSyntax

/// The callbacks (`onChanged`, `onEnded`, `updating`) of the gesture an expression attaches, with the
/// expression followed to the chain that builds it: a local name, or a property or function of the
/// type (in any file) whose code is one expression.
///
/// Invariant: `nil` when the gesture cannot be read as one chain (a composition, a ternary, a name
/// with several declarations): callers then assume nothing about what it does.
public struct GestureCallbacks {
    public let chain: ModifierChain

    public init?(of expression: ExprSyntax, module: ModuleIndex) {
        var current = expression
        for _ in 0..<3 {
            let chain = ModifierChain(current)
            if chain.rootCall != nil, chain.rootName?.first?.isUppercase == true {
                self.chain = chain
                return
            }
            guard chain.modifiers.isEmpty, let next = Self.follow(chain.root, module: module) else { return nil }
            current = next
        }
        return nil
    }

    /// The closures passed to the callbacks called `name`.
    public func closures(_ name: String) -> [ClosureExprSyntax] {
        chain.modifiers.filter { $0.name == name }.compactMap(\.actionClosure)
    }

    /// Every callback closure of the gesture.
    public var all: [ClosureExprSyntax] {
        ["onChanged", "onEnded", "updating"].flatMap(closures)
    }

    /// The expression a name, `self.name` or a function call stands for, one hop away.
    static func follow(_ root: ExprSyntax, module: ModuleIndex) -> ExprSyntax? {
        let name: String
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let value = VariableResolution.value(of: name, visibleFrom: root) { return value }
        } else if let member = root.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else if let call = root.as(FunctionCallExprSyntax.self), let callee = ModifierChain.calleeName(of: ExprSyntax(call)) {
            name = callee
        } else {
            return nil
        }
        let candidates = module.declarations(named: name, from: ModuleIndex.ownerName(of: root)).filter(\.isSingleExpression)
        guard candidates.count == 1 else { return nil }
        return candidates[0].values.first
    }
}
