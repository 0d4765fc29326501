import SwiftSyntax

/// A gesture whose action a `Button` of the same view type performs too: the swipe that dismisses a
/// photo viewer with a close button, the page swipe of a pager with chevron buttons, the swipe on a
/// review card whose "Keep" and "Delete" buttons sit below it. VoiceOver, Switch Control and Voice
/// Control reach the action through that button, so it is not out of their reach.
///
/// What a gesture does is what its callbacks (and the methods they name, `.onEnded(swipeEnded)`) call
/// and the properties they set or toggle, leaving out geometry (offsets, sizes, angles: the drag's own
/// look), bookkeeping flags (`isDragging`), computations (`min`, `withAnimation`) and haptics. A `Button`
/// does what its action does: an `action:` closure or function reference, else its trailing closure.
///
/// Invariants: the gesture counts as offered only when what it does is not empty and every function it
/// calls and every property it sets is called or set by the action of some `Button` declared in the same
/// type (a button in another type, passed a closure, is not followed); a gesture that only sets geometry
/// does nothing here, so it is never offered (whether it acts at all is decided elsewhere).
enum ButtonAlternative {
    /// What a piece of code does: functions called and properties set. A property set to a literal is
    /// kept with its value (`isEditing=true`: a button setting it `false` does something else), one
    /// set to a computed value as `name=*`, one toggled as `name.toggle`.
    struct Effects: Equatable {
        var calls: Set<String> = []
        var sets: Set<String> = []

        var isEmpty: Bool { calls.isEmpty && sets.isEmpty }

        /// True when `other` calls every function this calls and sets every property as this does; a
        /// toggle sets a flag either way.
        func isCovered(by other: Effects) -> Bool {
            calls.isSubset(of: other.calls) && sets.allSatisfy { key in
                other.sets.contains(key) || ((key.hasSuffix("=true") || key.hasSuffix("=false"))
                    && other.sets.contains(String(key.prefix { $0 != "=" }) + ".toggle"))
            }
        }

        mutating func formUnion(_ other: Effects) {
            calls.formUnion(other.calls)
            sets.formUnion(other.sets)
        }
    }

    /// True when a `Button` of the type declaring `modifier`'s view does everything the gesture does.
    static func offers(_ modifier: ModifierCall, module: ModuleIndex) -> Bool {
        guard let type = EnclosingType.declaration(of: modifier.call) else { return false }
        let gesture = effects(ofGesture: modifier, module: module)
        guard !gesture.isEmpty else { return false }
        return gesture.isCovered(by: buttonEffects(in: type.memberBlock))
    }

    /// What the gesture `modifier` attaches does (`GestureCallbacks.performedCode(by:module:)`).
    static func effects(ofGesture modifier: ModifierCall, module: ModuleIndex) -> Effects {
        var found = Effects()
        for node in GestureCallbacks.performedCode(by: modifier, module: module) { found.formUnion(effects(of: node)) }
        return found
    }

    /// What the `Button`s declared in `members` do, together.
    static func buttonEffects(in members: some SyntaxProtocol) -> Effects {
        var found = Effects()
        SyntaxWalk.forEach(in: members) { node in
            guard let call = node.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button"
            else { return }
            if let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression {
                if let closure = action.as(ClosureExprSyntax.self) {
                    found.formUnion(effects(of: closure.statements))
                } else if let name = referencedName(action) {
                    found.calls.insert(name)
                }
            } else if let closure = call.trailingClosure {
                found.formUnion(effects(of: closure.statements))
            }
        }
        return found
    }

    /// The functions `node` calls and the properties it sets or toggles, past geometry, bookkeeping,
    /// computations and haptics.
    static func effects(of node: some SyntaxProtocol) -> Effects {
        var found = Effects()
        SyntaxWalk.forEach(in: node) { candidate in
            if let item = candidate.as(CodeBlockItemSyntax.self) {
                if let assignment = Assignment(item, memberTargets: true), isAction(assignment.targetName) {
                    found.sets.insert(assignment.targetName + "=" + literalText(assignment))
                }
                return
            }
            guard let call = candidate.as(FunctionCallExprSyntax.self), !insideHaptic(call) else { return }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
               let base = member.base, let name = referencedName(base) {
                if isAction(name) { found.sets.insert(name + ".toggle") }
                return
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  name.first?.isLowercase == true, !ignoredCalls.contains(name),
                  !GestureWithoutAccessibilityActionRule.computations.contains(name)
            else { return }
            found.calls.insert(name)
        }
        return found
    }

    /// The value `assignment` sets when it is a literal (`true`, `nil`, `0`, `"all"`, `.expanded`), else `*`.
    private static func literalText(_ assignment: Assignment) -> String {
        guard assignment.operatorText == "=", assignment.value.count == 1 else { return "*" }
        let value = assignment.value[0]
        let isLiteral = value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
            || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(StringLiteralExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base == nil && value.is(MemberAccessExprSyntax.self)
        return isLiteral ? value.trimmedDescription : "*"
    }

    /// True when `call` is part of a statement that only plays a haptic (`HapticCall`).
    private static func insideHaptic(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(CodeBlockItemSyntax.self) { node = current.parent }
        return node?.as(CodeBlockItemSyntax.self).map(HapticCall.isHaptic) == true
    }

    /// Calls that say nothing about what the code does for the user.
    private static let ignoredCalls: Set<String> = [
        "print", "debugPrint", "impactOccurred", "notificationOccurred", "selectionChanged", "prepare",
    ]

    /// True for a property whose change is an action, not the gesture's geometry or its own bookkeeping.
    private static func isAction(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered != "state" && !GestureWithoutAccessibilityActionRule.geometryWords.contains(where: lowered.contains)
            && !GestureWithoutAccessibilityActionRule.trackingWords.contains(where: lowered.contains)
    }

    /// `name`, `self.name`, `model.name`: the last name of a reference.
    private static func referencedName(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
