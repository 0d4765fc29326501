import SwiftSyntax

/// A tap nobody is meant to find as a control: an easter egg or secret gesture that counts taps
/// (`versionTapCount += 1`, also inside the function the tap names, `perform: registerLogoTap`), a
/// tap that only reveals the app's version or build number, or one that only flips a switch for
/// testing or developer UI (`showTestingUI.toggle()`, `isDebugPanelShown = true`). The tap rule also
/// counts one whose whole action is compiled only into debug builds (`actsOnlyInDebug`).
///
/// Such a tap exists to be found by few; it is not an action a reviewer would turn into a `Button`
/// (doing so would advertise it to every VoiceOver user as a control of the screen).
///
/// Invariant: false for an empty action; the function a tap names is looked up only in the file of
/// the tap, by name, and only when exactly one parameterless function there has that name.
enum HiddenTap {
    /// Words in the name of a flag or counter that only developers or testers use (lowercased match).
    static let developerWords = ["debug", "testing", "developer", "devmenu", "diagnostic"]
    /// Words in the name of a flag that reveals the app's version or build (lowercased match).
    static let versionWords = ["version", "buildnumber"]

    /// True when the tap's action (its closure, or the one function it calls or names) is hidden.
    static func isHidden(_ modifier: ModifierCall, in tree: SourceFileSyntax) -> Bool {
        guard let statements = actionStatements(modifier, in: tree), !statements.isEmpty else { return false }
        if countsTaps(statements) { return true }
        return statements.allSatisfy { item in
            guard let name = setFlagName(item) else { return false }
            let lower = name.lowercased()
            return developerWords.contains(where: lower.contains) || versionWords.contains(where: lower.contains)
        }
    }

    /// The statements the tap runs: its closure's, or, when the closure only calls a parameterless
    /// function of this file (`{ registerTap() }`) or the tap names one (`perform: registerTap`), that
    /// function's body.
    static func actionStatements(_ modifier: ModifierCall, in tree: SourceFileSyntax) -> CodeBlockItemListSyntax? {
        if let closure = modifier.actionClosure {
            guard closure.statements.count == 1, let called = calledFunction(closure.statements.first) else { return closure.statements }
            return functionBody(named: called, in: tree) ?? closure.statements
        }
        return modifier.actionReference.flatMap { functionBody(named: $0, in: tree) }
    }

    /// The tap's action (`actionStatements`) is only `#if DEBUG` blocks with no `#else`: in a release
    /// build it is empty.
    static func actsOnlyInDebug(_ modifier: ModifierCall, in tree: SourceFileSyntax) -> Bool {
        guard let statements = actionStatements(modifier, in: tree), !statements.isEmpty else { return false }
        return statements.allSatisfy { item in
            guard let block = item.item.as(IfConfigDeclSyntax.self), block.clauses.count == 1,
                  let clause = block.clauses.first, clause.poundKeyword.tokenKind == .poundIf
            else { return false }
            return clause.condition?.trimmedDescription == "DEBUG"
        }
    }

    /// A first statement counting taps: `versionTapCount += 1`, `self.logoClicks += 1`.
    static func countsTaps(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let first = statements.first, let assignment = Assignment(first), assignment.operatorText == "+=" else { return false }
        let name = assignment.targetName.lowercased()
        return name.contains("tap") || name.contains("click")
    }

    /// The flag a statement sets or flips: `flag.toggle()`, `flag = true`, `flag = !flag`, possibly in `withAnimation`.
    private static func setFlagName(_ item: CodeBlockItemSyntax) -> String? {
        if let assignment = Assignment(item), assignment.value.count == 1 {
            let value = assignment.value[0].trimmedDescription
            return value == "true" || value == "false" || value.hasPrefix("!") ? assignment.targetName : nil
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        if let body = WithAnimation.body(of: call), body.count == 1, let inner = body.first {
            return setFlagName(inner)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              let base = member.base
        else { return nil }
        return base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The name of the function a lone statement calls with no arguments: `registerTap()`, `self.registerTap()`.
    private static func calledFunction(_ item: CodeBlockItemSyntax?) -> String? {
        let expression = item?.item.as(ExprSyntax.self) ?? item?.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The body of the one parameterless function named `name` in `tree`, or nil when there is none or several.
    private static func functionBody(named name: String, in tree: SourceFileSyntax) -> CodeBlockItemListSyntax? {
        var bodies: [CodeBlockItemListSyntax] = []
        SyntaxWalk.forEach(in: tree) { node in
            guard let function = node.as(FunctionDeclSyntax.self), function.name.text == name,
                  function.signature.parameterClause.parameters.isEmpty, let body = function.body
            else { return }
            bodies.append(body.statements)
        }
        return bodies.count == 1 ? bodies[0] : nil
    }
}
