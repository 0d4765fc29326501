import SwiftSyntax

/// The value parameter of a gesture callback closure (`onChanged`, `onEnded`, `updating`): the name
/// the body uses for the gesture's value, and every use of it.
///
/// Invariant: `references` holds only uses that resolve to this parameter: member names
/// (`x.value`), argument labels and uses inside nested closures that rebind the name are excluded.
public struct ClosureValue {
    /// The parameter's name, `$0` when the closure declares none.
    public let name: String
    public let references: [DeclReferenceExprSyntax]

    /// `nil` when the closure ignores its value (`_ in`) or takes no parameter at all.
    public init?(of closure: ClosureExprSyntax) {
        let name: String
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let parameters):
                guard let first = parameters.first else { return nil }
                name = first.name.text
            case .parameterClause(let parameters):
                guard let first = parameters.parameters.first else { return nil }
                name = (first.secondName ?? first.firstName).text
            }
        } else {
            name = "$0"
        }
        guard name != "_" else { return nil }
        let finder = ReferenceFinder(name: name)
        finder.walk(closure.statements)
        guard name != "$0" || !finder.found.isEmpty else { return nil }
        self.name = name
        self.references = finder.found
    }
}

/// Collects uses of one name, not looking into nested closures that shadow it.
final class ReferenceFinder: SyntaxVisitor {
    let name: String
    var found: [DeclReferenceExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if node.baseName.text == name, !isMemberName {
            found.append(node)
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if name.hasPrefix("$") { return .skipChildren }
        return Self.parameterNames(of: node).contains(name) ? .skipChildren : .visitChildren
    }

    /// The names a closure binds.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): parameters.map(\.name.text)
        case .parameterClause(let parameters): parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}
