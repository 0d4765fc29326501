import SwiftSyntax

/// Taps a reviewer would not turn into a `Button` nor widen with a content shape, whatever the view: a
/// toy (the tap only spins, wobbles, shakes or shuffles something), a truncated text expanded in
/// place (the tap only flips the flag the text's own `.lineLimit` reads), and a scrolling shortcut (a
/// title or logo tapped only to scroll its list to the top, as the status bar does). None opens,
/// changes or commits anything a user could miss, VoiceOver reads a truncated text whole anyway, and
/// scrolling has its own accessible ways. A tap that only restyles (`CosmeticTap`) is one too.
enum QuietTap {
    /// Camel-case words of a property that only animates a decoration (`logoRotation`, `wobbleAmount`,
    /// `isShaking`, `spinCount`).
    static let playWords: Set<String> = [
        "rotation", "rotations", "angle", "degrees", "spin", "spins", "spinning", "wobble", "wobbling",
        "shake", "shakes", "shaking", "bounce", "bouncing", "jiggle", "jiggling", "wiggle", "wiggling",
        "shuffle", "shuffled", "animating", "confetti",
    ]

    /// True when the tap is one of the kinds above.
    static func isQuiet(_ modifier: ModifierCall) -> Bool {
        onlyPlays(modifier.actionClosure) || expandsTruncatedText(modifier) || onlyScrollsToTop(modifier.actionClosure)
            || CosmeticTap.isCosmetic(modifier)
    }

    /// A scrolling shortcut: every statement of the action is a call that scrolls to the top, named so
    /// (`sendNotification(.shouldScrollToTop)`, `scrollToTop()`, `model.scrollToTop(animated: true)`)
    /// or `proxy.scrollTo(…)` with a target that says top (`"top"`, `topID`), possibly inside
    /// `withAnimation`. One statement doing anything else makes it a control again.
    static func onlyScrollsToTop(_ closure: ClosureExprSyntax?) -> Bool {
        guard let closure, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy(scrollsToTop)
    }

    private static func scrollsToTop(_ item: CodeBlockItemSyntax) -> Bool {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let body = WithAnimation.body(of: call) {
            return !body.isEmpty && body.allSatisfy(scrollsToTop)
        }
        guard call.trailingClosure == nil else { return false }
        let called = lastName(call.calledExpression)
        if called == "scrollTo" {
            return call.arguments.first.map { saysTop($0.expression) } ?? false
        }
        let names = [called].compactMap { $0 } + SyntaxWalk.all(DeclReferenceExprSyntax.self, in: call.arguments).map(\.baseName.text)
        return names.contains { name in
            let words = TapGestureShouldBeButtonRule.camelCaseWords(name)
            guard let scroll = words.firstIndex(of: "scroll") else { return false }
            return words[scroll...].contains("top")
        }
    }

    /// `"top"`, `topID`, `Self.topAnchor`, `.top`: a scroll target named as the top of the list.
    private static func saysTop(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map { TapGestureShouldBeButtonRule.camelCaseWords($0).contains("top") } ?? false
        }
        guard let name = lastName(expression) else { return false }
        return TapGestureShouldBeButtonRule.camelCaseWords(name).first == "top"
    }

    /// A toy: every statement of the action changes a property named as an animation of a decoration
    /// (`rotation += 360`, `isWobbling.toggle()`, `bars.shuffle()`), possibly inside `withAnimation`,
    /// or plays a haptic beside it (`HapticCall`).
    /// One statement doing anything else (opening, selecting, saving) makes it a control again.
    static func onlyPlays(_ closure: ClosureExprSyntax?) -> Bool {
        guard let closure, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy(plays)
    }

    private static func plays(_ item: CodeBlockItemSyntax) -> Bool {
        if HapticCall.isHaptic(item) { return true }
        if let assignment = Assignment(item) {
            return isPlayName(assignment.targetName)
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let body = WithAnimation.body(of: call) {
            return !body.isEmpty && body.allSatisfy(plays)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), call.arguments.isEmpty,
              let base = member.base.flatMap(lastName)
        else { return false }
        switch member.declName.baseName.text {
        case "toggle": return isPlayName(base)
        case "shuffle": return true
        default: return false
        }
    }

    private static func isPlayName(_ name: String) -> Bool {
        !playWords.isDisjoint(with: TapGestureShouldBeButtonRule.camelCaseWords(name))
    }

    /// `flag`, `self.flag`, `model.flag` → `flag`.
    private static func lastName(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A truncated text expanded on tap: the action only flips flags (`isExpanded.toggle()`), and a
    /// `.lineLimit` of the tapped view reads one of them (`.lineLimit(isExpanded ? nil : 1)`). A flag
    /// that shows other content (a section's rows) is a disclosure control and is not this.
    static func expandsTruncatedText(_ modifier: ModifierCall) -> Bool {
        guard let closure = modifier.actionClosure, !closure.statements.isEmpty else { return false }
        var toggled: Set<String> = []
        for item in closure.statements {
            guard let name = flippedName(item) else { return false }
            toggled.insert(name)
        }
        var readsFlag = false
        SyntaxWalk.forEach(in: modifier.base) { node in
            guard !readsFlag, let call = node.as(FunctionCallExprSyntax.self),
                  let inner = ModifierCall(call), inner.name == "lineLimit"
            else { return }
            readsFlag = SyntaxWalk.all(DeclReferenceExprSyntax.self, in: call.arguments).contains { toggled.contains($0.baseName.text) }
        }
        return readsFlag
    }

    /// The flag `item` flips: `flag.toggle()`, `flag = !flag`, possibly inside `withAnimation`.
    private static func flippedName(_ item: CodeBlockItemSyntax) -> String? {
        if let assignment = Assignment(item), assignment.operatorText == "=", assignment.value.count == 1,
           let negation = assignment.value.first?.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
           lastName(negation.expression) == assignment.targetName {
            return assignment.targetName
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        if let body = WithAnimation.body(of: call), body.count == 1, let inner = body.first {
            return flippedName(inner)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              call.arguments.isEmpty, let base = member.base
        else { return nil }
        return lastName(base)
    }
}
