import SwiftSyntax

/// Where `tap_gesture_should_be_button` is sure of a finding (`Confidence.high`): nothing in sight
/// could already make the tapped view reachable, or make the tap one a reviewer would leave alone.
///
/// A finding is `.medium` when any of these holds, each a kind the judged public sets showed to be
/// often right to leave (docs/LINT-QUALITY.md, "Confidence"):
/// - the file lies in a Swift package's `Sources` folder: a library's view is placed by code the
///   run may not hold, which may add the trait (a filter bar adding `.isButton` to each item);
/// - the file writes any `.accessibility…` modifier: its author attends to accessibility, and a trait,
///   action or combined element elsewhere may already cover the tap;
/// - the tapped view's type is named by no code of the run outside previews: a view nothing shows;
/// - the action only forwards to a callback (`onTap()`, `action?()`, `perform: handler`): what it
///   does is up to the callers, some of which pass `{}`;
/// - the action dismisses, hides or closes, sets something to `false` or `nil`, or touches focus or
///   the keyboard: notices tapped away, scrims, and taps that only move focus.
///
/// Invariant: only reads the tap, its file and the run's index; a finding with none of these is `.high`.
struct ConfidentTap {
    /// True when the file writes an `.accessibility…` modifier (or key path) anywhere.
    let fileDeclaresAccessibility: Bool
    let fileIsInPackageTarget: Bool
    let module: ModuleIndex

    init(tree: SourceFileSyntax, path: String, module: ModuleIndex) {
        fileDeclaresAccessibility = tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, token.text.hasPrefix("accessibility") else { return false }
            return token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
        }
        fileIsInPackageTarget = path.split(separator: "/").contains("Sources")
        self.module = module
    }

    /// The confidence of a finding on `modifier` (an `onTapGesture`).
    func confidence(of modifier: ModifierCall) -> Confidence {
        let sure = !fileIsInPackageTarget && !fileDeclaresAccessibility && isShown(modifier.call)
            && !Self.forwardsCallback(modifier) && !Self.undoesOrFocuses(modifier)
        return sure ? .high : .medium
    }

    /// The type around the tap is named by code of the run outside previews; a tap in a `View`
    /// extension's helper is shown wherever the helper is used.
    private func isShown(_ call: FunctionCallExprSyntax) -> Bool {
        guard let group = EnclosingType.declaration(of: call), let name = ModuleIndex.typeName(of: group) else { return true }
        return name == "View" || module.namesUsed.contains(name)
    }

    /// `perform: handler`, or a closure whose one statement calls a callback: a name starting `on`
    /// and a capital (`onSelect(item)`), ending in `Action` or `Handler`, starting with `tap`, or
    /// `callback`/`completion`.
    static func forwardsCallback(_ modifier: ModifierCall) -> Bool {
        guard let closure = modifier.actionClosure else { return modifier.actionReference != nil }
        guard closure.statements.count == 1, let item = closure.statements.first else { return false }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
        var callee = call.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return false }
        return isCallbackName(name)
    }

    static func isCallbackName(_ name: String) -> Bool {
        let words = TapGestureShouldBeButtonRule.camelCaseWords(name)
        if name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true { return true }
        return ["action", "handler", "callback", "completion"].contains(words.last ?? "") || words.first == "tap" || name == "action"
    }

    /// Words that undo or move focus: a call or name starting with them (`dismiss()`, `hideBanner()`,
    /// `closeMenu`), or holding one of `focusWords`.
    private static let undoingPrefixes = ["dismiss", "hide", "close"]
    private static let focusWords = ["focus", "firstresponder", "keyboard", "endediting"]

    /// The action dismisses, hides or closes something, assigns `false` or `nil`, or names focus or
    /// the keyboard.
    static func undoesOrFocuses(_ modifier: ModifierCall) -> Bool {
        if let closure = modifier.actionClosure {
            return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
                switch token.tokenKind {
                case .identifier(let text):
                    return undoes(text)
                case .keyword(.false), .keyword(.nil):
                    return token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .equal
                default:
                    return false
                }
            }
        }
        return modifier.actionReference.map(undoes) ?? false
    }

    private static func undoes(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return undoingPrefixes.contains { lowered.hasPrefix($0) } || focusWords.contains { lowered.contains($0) }
    }
}
