import SwiftSyntax

/// Renames a gesture type to its replacement and rewrites how its callbacks read the value:
/// `MagnificationGesture().onChanged { value in s = value }` becomes
/// `MagnifyGesture().onChanged { value in s = value.magnification }`.
///
/// Invariants: only uses of the old name as an expression get a correction (a type annotation such as
/// `MagnificationGesture.Value` changes meaning and is only reported); the value is rewritten only in
/// `onChanged`, `onEnded` and `updating` applied directly to the renamed gesture, never after a
/// composition (`simultaneously`, `map`, …) that changes the value's type.
struct GestureRename {
    let oldName: String
    let newName: String
    /// The member of the new value that holds what the old value was (`magnification`).
    let valueMember: String

    /// One violation with `message` per use of `oldName`, at the name, with the edits where mechanical.
    func violations(in index: SyntaxIndex, message: String) -> [Violation] {
        let expressions = index.references.filter { $0.baseName.text == oldName }
            .map { Violation(at: $0.baseName, message: message, correction: correction(for: $0)) }
        let types = index.identifierTypes.filter { $0.name.text == oldName }
            .map { Violation(at: $0.name, message: message) }
        return (expressions + types).sorted { $0.position < $1.position }
    }

    private func correction(for reference: DeclReferenceExprSyntax) -> Correction {
        var edits = [TextEdit(range: SyntaxWalk.trimmedRange(of: reference.baseName), replacement: newName)]
        guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else {
            return Correction(edits: edits)
        }
        let chain = ModifierChain(containing: call)
        guard chain.root.id == call.id else { return Correction(edits: edits) }
        for modifier in chain.ownGestureModifiers where ["onChanged", "onEnded", "updating"].contains(modifier.name) {
            guard let closure = modifier.actionClosure, let value = ClosureValue(of: closure) else { continue }
            for use in value.references where !readsValueMember(use) {
                let end = use.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(TextEdit(range: end..<end, replacement: "." + valueMember))
            }
        }
        return Correction(edits: edits)
    }

    private func readsValueMember(_ use: DeclReferenceExprSyntax) -> Bool {
        guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id else { return false }
        return member.declName.baseName.text == valueMember
    }
}
