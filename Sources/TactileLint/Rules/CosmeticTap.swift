import SwiftSyntax

/// A tap that only changes how views look: its whole action sets or flips `@State` properties of its
/// own type (possibly inside `withAnimation`), and the type reads each of them only in the arguments of
/// visual modifiers (`.scaleEffect(isHidden ? 0 : 1)`, `.rotationEffect(…)`, `.font(.system(size: size))`,
/// `.trim(…)`). Nothing appears or goes away, opens, is stored or is sent: an animation
/// replayed, a hamburger morphing into a cross, a text growing. A VoiceOver user misses nothing, so
/// there is no control to make of it.
///
/// Invariants: one read anywhere else (an `if`, a view's content such as `Image(systemName: flag ? …)`,
/// `.onChange(of:)`, a binding `$flag`, a child view's argument) makes the tap a control again, as does
/// one statement that is not such an assignment or toggle; a property nobody reads is not cosmetic.
enum CosmeticTap {
    /// Modifiers that change only how their view is drawn or sized, never what it holds.
    /// Modifiers that change only how their view is drawn, never what it holds or how much of it shows
    /// (`frame`, `offset` and `opacity` are left out: they reveal content, as an expanding sheet does).
    static let visualModifiers: Set<String> = [
        "scaleEffect", "rotationEffect", "rotation3DEffect", "trim", "blur", "shadow", "foregroundColor",
        "foregroundStyle", "fill", "stroke", "strokeBorder", "font", "fontWeight", "animation", "saturation",
        "brightness", "contrast", "hueRotation", "grayscale", "colorMultiply", "cornerRadius", "tint", "border",
    ]

    /// True when the tap's action only sets properties its type reads for looks alone.
    static func isCosmetic(_ modifier: ModifierCall) -> Bool {
        guard let closure = modifier.actionClosure, let type = EnclosingType.declaration(of: modifier.call),
              let targets = setProperties(closure.statements), !targets.isEmpty
        else { return false }
        let states = EnclosingType.properties(of: type, attributed: "State")
        guard targets.isSubset(of: states) else { return false }
        var reads = 0
        var onlyVisual = true
        SyntaxWalk.forEach(in: type.memberBlock) { node in
            guard onlyVisual, let name = readName(node), targets.contains(name),
                  !(closure.position <= node.position && node.endPosition <= closure.endPosition)
            else { return }
            reads += 1
            if !isInsideVisualModifier(node) { onlyVisual = false }
        }
        return onlyVisual && reads > 0
    }

    /// The properties `statements` set, or nil when one statement does anything else: `x = …`,
    /// `x.toggle()`, `self.x…`, each possibly inside `withAnimation(…) { … }`; a haptic beside them
    /// (`HapticCall`) sets nothing.
    private static func setProperties(_ statements: CodeBlockItemListSyntax) -> Set<String>? {
        var names: Set<String> = []
        for item in statements {
            if HapticCall.isHaptic(item) { continue }
            if let assignment = Assignment(item) {
                names.insert(assignment.targetName)
                continue
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
            if let body = WithAnimation.body(of: call), call.additionalTrailingClosures.isEmpty,
               let inner = setProperties(body) {
                names.formUnion(inner)
                continue
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                  call.arguments.isEmpty, let name = propertyName(member.base)
            else { return nil }
            names.insert(name)
        }
        return names
    }

    /// `x` or `self.x`.
    private static func propertyName(_ expression: ExprSyntax?) -> String? {
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression?.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The property a node reads: a plain name (not the member part of `a.x`), or `x` of `self.x`.
    private static func readName(_ node: Syntax) -> String? {
        if let member = node.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
        }
        guard let reference = node.as(DeclReferenceExprSyntax.self),
              reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        else { return nil }
        return reference.baseName.text
    }

    /// Views built from a value: a read inside their arguments is content, not looks.
    private static let contentViews: Set<String> = ["Text", "Image", "Label", "AsyncImage"]

    /// True when `node` lies in the arguments of a visual modifier, reached through plain values only
    /// (`flag ? 2 : 1`, `.degrees(angle)`, `.system(size: size)`), never through a view's content, a
    /// closure, a statement or a condition.
    private static func isInsideVisualModifier(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(DeclSyntax.self)
                || parent.is(ConditionElementSyntax.self) || parent.is(InOutExprSyntax.self) {
                return false
            }
            if let call = parent.as(FunctionCallExprSyntax.self), child.id == call.arguments.id {
                // `Angle.degrees(x)`, `Font.system(size: s)`: a value built on a type, passed through.
                if let modifier = ModifierCall(call), modifier.base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true {
                    return visualModifiers.contains(modifier.name)
                }
                if let name = ModifierChain.calleeName(of: ExprSyntax(call)), contentViews.contains(name) { return false }
                if call.trailingClosure != nil { return false }
            }
            child = parent
        }
        return false
    }
}
