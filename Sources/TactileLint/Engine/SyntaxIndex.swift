import SwiftSyntax

/// The nodes rules look at, gathered in one walk of the tree so sixteen rules do not walk it sixteen times.
///
/// Invariant: every list is in source order and complete for the tree it was built from.
public struct SyntaxIndex {
    public private(set) var calls: [FunctionCallExprSyntax] = []
    public private(set) var references: [DeclReferenceExprSyntax] = []
    public private(set) var identifierTypes: [IdentifierTypeSyntax] = []
    public private(set) var declarationGroups: [DeclGroupSyntax] = []

    public init(_ tree: SourceFileSyntax) {
        SyntaxWalk.forEach(in: tree) { node in
            switch node.kind {
            case .functionCallExpr:
                if let call = node.as(FunctionCallExprSyntax.self) { calls.append(call) }
            case .declReferenceExpr:
                if let reference = node.as(DeclReferenceExprSyntax.self) { references.append(reference) }
            case .identifierType:
                if let type = node.as(IdentifierTypeSyntax.self) { identifierTypes.append(type) }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                if let group = node.asProtocol(DeclGroupSyntax.self) { declarationGroups.append(group) }
            default:
                break
            }
        }
    }

    /// The calls that end a modifier chain (no modifier is applied to them).
    public var outermostCalls: [FunctionCallExprSyntax] {
        calls.filter(ModifierChain.isOutermost)
    }

    /// References used as values or callees, not as the member name of `x.name`.
    public var standaloneReferences: [DeclReferenceExprSyntax] {
        references.filter { $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id }
    }
}
