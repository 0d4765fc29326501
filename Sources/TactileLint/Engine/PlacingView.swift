import SwiftSyntax

/// The modifiers that the views placing a gesture's view apply around it: the gesture sits in a
/// property, function or view type's `body`, and another declaration of the module (the type's own
/// `body`, another view type's `body`) places that view inside a chain, such as a row built by
/// `swipeableRow` placed in `ZStack { …; swipeableRow }.accessibilityAction(named: "Remove") { … }`.
///
/// Invariants: one hop only (the declarations that name the gesture's declaration directly, through
/// the module index); only modifiers applied to an expression containing the use count, up to the
/// placing declaration's code, never past a presented view (`.sheet { … }`: it is shown elsewhere).
/// The result is empty when the gesture's code is in no member declaration.
public enum PlacingView {
    /// The modifiers around every place the module puts the view whose code holds `node`.
    public static func modifiers(around node: some SyntaxProtocol, module: ModuleIndex) -> [ModifierCall] {
        modifiersPerPlacement(around: node, module: module).flatMap { $0 }
    }

    /// The modifiers around each place the module puts the view whose code holds `node`, one list per
    /// place (empty when the view is placed bare), in a stable order.
    public static func modifiersPerPlacement(around node: some SyntaxProtocol, module: ModuleIndex) -> [[ModifierCall]] {
        placements(of: node, module: module).map { wrapping($0.use, within: $0.code) }
    }

    /// Each place the module puts the view whose code holds `node`: the use (`Row(…)`'s `Row`, `row`)
    /// and the placing declaration's code, in a stable order.
    public static func placements(of node: some SyntaxProtocol, module: ModuleIndex) -> [(use: DeclReferenceExprSyntax, code: Syntax)] {
        guard let key = ModuleIndex.enclosingDeclarationKey(of: node),
              let dot = key.firstIndex(of: ".")
        else { return [] }
        let owner = String(key[..<dot])
        let name = String(key[key.index(after: dot)...])
        // A view type's body is placed by calling the type; any other member by naming it.
        let placedName = name == "body" ? owner : name
        guard !placedName.isEmpty else { return [] }
        var result: [(use: DeclReferenceExprSyntax, code: Syntax)] = []
        for placer in module.placers(of: key) {
            guard let code = placer.body else { continue }
            SyntaxWalk.forEach(in: code) { candidate in
                guard let reference = candidate.as(DeclReferenceExprSyntax.self), reference.baseName.text == placedName,
                      isUse(reference, callingType: name == "body")
                else { return }
                result.append((reference, code))
            }
        }
        return result
    }

    /// `Row(…)` for a type, `row` or `self.row` / `row(…)` for a member.
    private static func isUse(_ reference: DeclReferenceExprSyntax, callingType: Bool) -> Bool {
        if callingType {
            return reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
        }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The modifiers applied to expressions that contain `use`, innermost first, inside `code`.
    private static func wrapping(_ use: DeclReferenceExprSyntax, within code: Syntax) -> [ModifierCall] {
        var result: [ModifierCall] = []
        var current = Syntax(use)
        while let parent = current.parent, current.id != code.id {
            if ViewHierarchy.isPresentationBoundary(current) { break }
            if let call = parent.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call),
               modifier.base.position <= use.position, use.endPosition <= modifier.base.endPosition {
                result.append(modifier)
            }
            current = parent
        }
        return result
    }
}
