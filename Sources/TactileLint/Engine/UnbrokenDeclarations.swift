import SwiftSyntax

/// The parts of a file with syntax errors that the errors do not reach: top-level statements and
/// declarations without an error, and, inside a type or extension that has one, its members without.
///
/// Invariant: a position is `contains`-ed only when the innermost declaration listed around it has no
/// error in its subtree, so findings kept there come from code that parsed as written.
struct UnbrokenDeclarations {
    private(set) var ranges: [Range<AbsolutePosition>] = []

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            collect(Syntax(item))
        }
    }

    private mutating func collect(_ node: Syntax) {
        guard node.hasError else {
            ranges.append(node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia)
            return
        }
        let item = node.as(CodeBlockItemSyntax.self).map { Syntax($0.item) } ?? node.as(MemberBlockItemSyntax.self).map { Syntax($0.decl) } ?? node
        guard let group = item.asProtocol(DeclGroupSyntax.self) else { return }
        for member in group.memberBlock.members {
            collect(Syntax(member))
        }
    }

    func contains(_ position: AbsolutePosition) -> Bool {
        ranges.contains { $0.contains(position) }
    }
}
