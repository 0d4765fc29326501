import SwiftSyntax

/// Accessibility a tappable element already has, wherever it is written: on its chain (before or after
/// the tap, in either spelling), in the content closure of its root (`HStack { … }`), or in the `body`
/// of its own view type declared in the module.
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
            if let name = chain.rootName, name.first?.isUppercase == true,
               let body = module.viewBody(ofType: name)?.body {
                places.append(body)
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
        return nil
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
