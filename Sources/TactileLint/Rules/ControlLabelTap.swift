import SwiftSyntax

/// A tap on the whole label of a control: `Button { showDetail() } label: { RoomRow(room).onTapGesture
/// { select(room) } }`, written there or placed there (a `rowContent(item:)` function or a `RoomRow`
/// type whose whole value carries the tap, every use of which is a `Button`'s or `NavigationLink`'s
/// whole label). VoiceOver, Switch Control and the keyboard reach the control as a button; the tap
/// only changes what a finger on it does, so "make this a Button" is no advice for it.
///
/// A tap on a part of a label (an `xmark` inside a banner `Button` that closes the banner while the
/// button opens it) is a control nested in a control, which VoiceOver cannot reach: still reported; so
/// is a tap on the whole label of a `Button` whose own action is empty (`labelsEmptyButton`).
///
/// Invariants: the label is any content closure of the control except a `Button`'s action, and the
/// tapped chain (or the placed use) must be its only statement; a presented view (`.sheet { … }`, a
/// `NavigationLink`'s destination) is in no label; placement is followed one hop
/// (`PlacingView.placements`) and counts only when every placement is a whole label.
enum ControlLabelTap {
    /// Controls a tap can sit in the label of.
    static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

    static func coversControlLabel(_ tap: FunctionCallExprSyntax, module: ModuleIndex) -> Bool {
        let chain = ModifierChain.outermost(of: tap)
        if isWholeLabel(Syntax(chain)) { return true }
        guard isWholeValue(chain, module: module) else { return false }
        let placements = PlacingView.placements(of: tap, module: module)
        return !placements.isEmpty && placements.allSatisfy { isWholeLabel(outermost(of: $0.use)) }
    }

    /// `Row(…)`'s call, `rowContent(item:)`'s call, or the reference itself, with the modifiers after it.
    private static func outermost(of use: DeclReferenceExprSyntax) -> Syntax {
        var node = Syntax(use)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == use.id { node = Syntax(member) }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            return Syntax(ModifierChain.outermost(of: call))
        }
        return node
    }

    /// Whether `node` is the only statement of a control's label closure.
    static func isWholeLabel(_ node: Syntax) -> Bool {
        guard let (call, name, closure) = controlShowing(onlyStatement: node), labelledControls.contains(name) else { return false }
        return name != "Button" || ViewHierarchy.buttonAction(call).map { $0.id != closure.id && !$0.statements.isEmpty } ?? true
    }

    /// The control whose content closure has `node` as its only statement, with that closure.
    private static func controlShowing(onlyStatement node: Syntax) -> (call: FunctionCallExprSyntax, name: String, closure: ClosureExprSyntax)? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self),
              let (call, name) = ViewHierarchy.callShowing(closure)
        else { return nil }
        return (call, name, closure)
    }

    /// Whether the tapped chain is the whole label of a `Button` whose action is empty
    /// (`Button {} label: { card.onTapGesture { start() } }`): the tap, not the button, does the work,
    /// and assistive technologies activate the empty action.
    static func labelsEmptyButton(_ tap: FunctionCallExprSyntax) -> Bool {
        guard let (call, name, closure) = controlShowing(onlyStatement: Syntax(ModifierChain.outermost(of: tap))), name == "Button",
              let action = ViewHierarchy.buttonAction(call)
        else { return false }
        return action.id != closure.id && action.statements.isEmpty
    }

    /// Whether the chain is the whole value of the member declaration holding it (a view type's
    /// `body`, a row function or property), so that placing the member places exactly it.
    private static func isWholeValue(_ chain: FunctionCallExprSyntax, module: ModuleIndex) -> Bool {
        guard let key = ModuleIndex.enclosingDeclarationKey(of: chain), let dot = key.firstIndex(of: ".") else { return false }
        let owner = String(key[..<dot])
        let name = String(key[key.index(after: dot)...])
        return module.declarations(named: name, from: owner.isEmpty ? nil : owner).contains { declaration in
            // The index may hold another parse of the same file: compared by place and text.
            declaration.values.count == 1 && declaration.values[0].position == chain.position
                && declaration.values[0].trimmedDescription == chain.trimmedDescription
        }
    }
}
