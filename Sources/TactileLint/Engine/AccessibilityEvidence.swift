import SwiftSyntax

/// Accessibility a tappable element already has, wherever it is written: on its chain (before or after
/// the tap, in either spelling), in the content closure of its root (`HStack { … }`), in the `body`
/// of its own view type declared in the module (a button trait anywhere in it, or the whole body
/// ending in `.accessibilityHidden(true)`), or around every place the module puts the type whose
/// `body` holds the tap.
///
/// Invariant: only positive evidence is reported; an expression the checker cannot read counts as none.
public enum AccessibilityEvidence: Equatable, Sendable {
    /// `.accessibilityAddTraits(.isButton)` / `.isLink` / `.isToggle`, or `.accessibility(addTraits:)`.
    case buttonTrait
    /// `.accessibilityAction { … }` (the default action) or a named one doing what the tap does.
    case action
    /// `.accessibilityHidden(…)` other than `false`: the element is deliberately not exposed.
    case hidden
    /// `.accessibilityRepresentation { … }` stands in for the element.
    case representation

    private static let traits = ["isButton", "isLink", "isToggle"]

    /// The first evidence found for the element `chain` builds, whose tap runs `tapAction`.
    public static func find(for chain: ResolvedChain, tapAction: ClosureExprSyntax?, module: ModuleIndex) -> AccessibilityEvidence? {
        for modifier in chain.modifiers {
            if let evidence = evidence(in: modifier, tapAction: tapAction) { return evidence }
        }
        var places: [Syntax] = []
        if let root = chain.rootCall {
            places += ViewHierarchy.contentClosures(of: root).map(Syntax.init)
            if let name = chain.rootName, name.first?.isUppercase == true, let declaration = module.viewBody(ofType: name) {
                if hidesItsWholeBody(declaration) { return .hidden }
                if let body = declaration.body { places.append(body) }
            }
        }
        for place in places {
            var found: AccessibilityEvidence?
            SyntaxWalk.forEach(in: place) { node in
                guard found == nil, let call = node.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call),
                      let evidence = evidence(in: modifier, tapAction: nil), evidence == .buttonTrait
                else { return }
                found = evidence
            }
            if let found { return found }
        }
        if let tapAction, repeatsAction(tapAction, in: PlacingView.modifiers(around: chain.written.root, module: module)) {
            return .action
        }
        return atEveryHelperUse(of: chain, module: module) ?? atEveryPlacement(of: chain, module: module)
    }

    /// Evidence written around every place the module puts the view type whose `body` holds the tap
    /// (`FilterMenuItem(…).accessibilityElement().accessibility(addTraits: .isButton)` in the container
    /// that places it): VoiceOver reaches the placed view as a button, and activating it taps it. One
    /// place without any makes the tap unreachable there, so it counts as none.
    static func atEveryPlacement(of chain: ResolvedChain, module: ModuleIndex) -> AccessibilityEvidence? {
        guard let key = ModuleIndex.enclosingDeclarationKey(of: chain.written.root), key.hasSuffix(".body") else { return nil }
        let placements = PlacingView.modifiersPerPlacement(around: chain.written.root, module: module)
        guard !placements.isEmpty else { return nil }
        var found: AccessibilityEvidence?
        for modifiers in placements {
            guard let evidence = modifiers.lazy.compactMap({ evidence(in: $0, tapAction: nil) }).first else { return nil }
            found = found ?? evidence
        }
        return found
    }

    /// Evidence written where a `View` extension method holding the tap on `self` is applied
    /// (`func withTapGesture(action:) -> some View { self.onTapGesture(perform: action) }` used as
    /// `card.withTapGesture { flip() }.accessibility(addTraits: .isButton)`): the modifiers after each
    /// use apply to the very view the tap is on. Every use in the module must carry some.
    static func atEveryHelperUse(of chain: ResolvedChain, module: ModuleIndex) -> AccessibilityEvidence? {
        let root = chain.written.root
        guard root.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let key = ModuleIndex.enclosingDeclarationKey(of: root), key.hasPrefix("View.")
        else { return nil }
        let name = String(key.dropFirst("View.".count))
        var found: AccessibilityEvidence?
        var uses = 0
        var bare = 0
        for placer in module.placers(of: key) {
            guard let code = placer.body else { continue }
            SyntaxWalk.forEach(in: code) { node in
                guard let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name, member.base != nil,
                      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
                else { return }
                uses += 1
                let after = ModifierChain(containing: call).modifiers.filter { $0.call.endPosition > call.endPosition }
                if let evidence = after.lazy.compactMap({ evidence(in: $0, tapAction: nil) }).first {
                    found = found ?? evidence
                } else {
                    bare += 1
                }
            }
        }
        return uses > 0 && bare == 0 ? found : nil
    }

    /// True when an accessibility action among `modifiers` (of the views placing the tapped one) runs
    /// the statements `action` runs, each seen through `withAnimation { … }`.
    static func repeatsAction(_ action: ClosureExprSyntax, in modifiers: [ModifierCall]) -> Bool {
        let tap = normalized(animated(action.statements).description)
        return !tap.isEmpty && actionClosures(in: modifiers).contains { normalized(animated($0.statements).description) == tap }
    }

    /// The closures of the accessibility actions among `modifiers`: `.accessibilityAction { … }` in any
    /// form, and the `Button` actions listed in `.accessibilityActions { … }`.
    public static func actionClosures(in modifiers: [ModifierCall]) -> [ClosureExprSyntax] {
        modifiers.flatMap { modifier -> [ClosureExprSyntax] in
            switch modifier.name {
            case "accessibilityAction":
                return modifier.actionClosure.map { [$0] } ?? []
            case "accessibilityActions":
                var actions: [ClosureExprSyntax] = []
                for closure in modifier.closures {
                    SyntaxWalk.forEach(in: closure) { node in
                        if let call = node.as(FunctionCallExprSyntax.self),
                           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button",
                           let action = ViewHierarchy.buttonAction(call) {
                            actions.append(action)
                        }
                    }
                }
                return actions
            default:
                return []
            }
        }
    }

    /// `statements` without a `withAnimation { … }` around them all: the animation is how, not what.
    private static func animated(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard statements.count == 1, let item = statements.first, let inner = WithAnimation.body(of: item) else { return statements }
        return animated(inner)
    }

    /// True when every view a type's `body` returns ends in `.accessibilityHidden(true)` (the literal):
    /// the type hides itself from VoiceOver wherever it is placed, so its author chose another route.
    /// A hidden child, or a flag, hides nothing for certain.
    static func hidesItsWholeBody(_ body: ModuleDeclaration) -> Bool {
        !body.values.isEmpty && body.values.allSatisfy { value in
            ModifierChain(value).modifiers.contains { $0.name == "accessibilityHidden" && $0.firstUnlabeledArgument?.trimmedDescription == "true" }
        }
    }

    private static func evidence(in modifier: ModifierCall, tapAction: ClosureExprSyntax?) -> AccessibilityEvidence? {
        let arguments = modifier.call.arguments.trimmedDescription
        switch modifier.name {
        case "accessibilityAddTraits":
            return traits.contains(where: arguments.contains) ? .buttonTrait : nil
        case "accessibility":
            return modifier.argument(labeled: "addTraits").map { traits.contains(where: $0.trimmedDescription.contains) } == true ? .buttonTrait : nil
        case "accessibilityHidden":
            return modifier.firstUnlabeledArgument?.trimmedDescription == "false" ? nil : .hidden
        case "accessibilityRepresentation":
            return .representation
        case "accessibilityAction":
            if modifier.argument(labeled: "named") == nil {
                let kind = modifier.firstUnlabeledArgument?.trimmedDescription
                if kind == nil || kind == ".default" { return .action }
            }
            if let tapAction, let action = modifier.actionClosure,
               normalized(action.statements.description) == normalized(tapAction.statements.description) {
                return .action
            }
            return nil
        default:
            return nil
        }
    }

    private static func normalized(_ code: String) -> String {
        code.filter { !$0.isWhitespace }.replacingOccurrences(of: "self.", with: "")
    }
}
