import SwiftSyntax

/// Names code sets to `false` or `nil` after a delay: in the closure of
/// `DispatchQueue.main.asyncAfter(deadline:) { … }`, of `Timer.scheduledTimer(withTimeInterval:repeats:) { … }`,
/// or after `try await Task.sleep(…)` in the same block. A toast, snackbar or popup whose flag is
/// cleared this way hides itself: a tap on it that only clears the same flag takes away early what
/// goes away anyway (`SelfDismissingTap`).
///
/// Invariant: only literal `false`/`nil` assignments count, also inside `withAnimation { … }` and
/// `if`/`guard` bodies of the delayed code; the names are the targets' last names (`isToastShown`
/// for `model.isToastShown`), as the tap's own assignments are read.
enum DelayedClearing {
    /// Calls whose closure runs later.
    static let delayingCalls: Set<String> = ["asyncAfter", "scheduledTimer"]

    /// The names `call` clears after a delay: empty unless it is a delaying call or `Task.sleep`.
    /// Read for each call by `FileSummary`'s one walk of a file.
    static func clearedNames(by call: FunctionCallExprSyntax) -> Set<String> {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return [] }
        var names: Set<String> = []
        let callee = member.declName.baseName.text
        if delayingCalls.contains(callee) {
            for closure in ViewHierarchy.contentClosures(of: call) { collect(closure.statements, into: &names) }
        } else if callee == "sleep", member.base?.trimmedDescription == "Task",
                  let item = enclosingItem(of: call), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            // The statements after the sleep in its block run after the delay.
            var after = false
            for statement in list {
                if after { collect(statement, into: &names) }
                if statement.id == item.id { after = true }
            }
        }
        return names
    }

    /// The statement of a code block that holds `node`.
    private static func enclosingItem(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current = node.parent
        while let candidate = current {
            if let item = candidate.as(CodeBlockItemSyntax.self) { return item }
            if candidate.is(ClosureExprSyntax.self) || candidate.is(DeclSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }

    private static func collect(_ statements: CodeBlockItemListSyntax, into names: inout Set<String>) {
        for item in statements { collect(item, into: &names) }
    }

    /// Every `name = false` / `name = nil` within the statement, at any depth (branches, animations).
    private static func collect(_ item: CodeBlockItemSyntax, into names: inout Set<String>) {
        SyntaxWalk.forEach(in: item) { node in
            guard let inner = node.as(CodeBlockItemSyntax.self), let assignment = Assignment(inner, memberTargets: true),
                  assignment.operatorText == "=", assignment.value.count == 1,
                  ["false", "nil"].contains(assignment.value[0].trimmedDescription)
            else { return }
            names.insert(assignment.targetName)
        }
    }
}
