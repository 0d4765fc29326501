import SwiftSyntax

/// A tap on a view that holds a text input, whose action only changes state: a `TextField`,
/// `SecureField` or `TextEditor` in the tapped view, in a view type of the module it places
/// (`SearchBar(text:)`, `CustomInputView(…)`), in a property or function of its type it names, or a
/// representable wrapping `UITextField`, `UITextView`, `NSTextField` or `NSTextView`; the action only
/// assigns (`isDeleteButtonVisible = true`), flips (`isFocused.toggle()`) or scrolls
/// (`proxy.scrollTo(id)`), possibly in `withAnimation`, `if`/`else` or `DispatchQueue.main.async`.
/// Such a tap serves the input — it focuses the field, shows its clear or Cancel button, scrolls it
/// into view — and VoiceOver and the keyboard reach the field itself; a `Button` around it would
/// take its touches. A tap there that calls anything else (`submit()`, `path.append(.results)`)
/// does something of its own and is still reported.
///
/// Invariants: views are followed by name through the module index up to `maximumDepth` levels,
/// each declaration once; a presented view (`.sheet { … }`) inside the tapped view is not part of it.
enum TextInputTap {
    /// SwiftUI's text inputs, counted where the view builds one.
    static let inputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// The platform text views, counted in a representable's maker (`makeUIView`).
    static let platformInputs: Set<String> = ["UITextField", "UITextView", "NSTextField", "NSTextView"]
    /// Functions whose body makes a representable's platform view.
    static let makers = ["makeUIView", "makeNSView", "makeUIViewController", "makeNSViewController"]
    /// How many names deep a view is followed: a field inside a wrapper inside a row.
    static let maximumDepth = 3

    static func servesTextInput(_ tap: ModifierCall, module: ModuleIndex) -> Bool {
        guard let statements = tap.actionClosure?.statements, onlyChangesState(statements), !isDisabled(tap) else { return false }
        var visited: Set<String> = []
        return holds(Syntax(tap.base), owner: ModuleIndex.ownerName(of: tap.call), module: module, depth: 0, maker: false, visited: &visited)
    }

    private static func holds(_ code: Syntax, owner: String?, module: ModuleIndex, depth: Int, maker: Bool, visited: inout Set<String>) -> Bool {
        var names: [(name: String, isType: Bool)] = []
        var found = false
        SyntaxWalk.forEach(in: code) { node in
            guard !found, let reference = node.as(DeclReferenceExprSyntax.self), !isInside(reference, presentedFrom: code) else { return }
            let name = reference.baseName.text
            if maker && platformInputs.contains(name) { found = true; return }
            let isCalled = reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
            // A property placed as a view stands alone as a statement of a view builder.
            let isPlaced = reference.parent?.is(CodeBlockItemSyntax.self) == true
            guard let first = name.first, isCalled || isPlaced else { return }
            if inputs.contains(name) { found = true; return }
            names.append((name, first.isUppercase))
        }
        guard !found, depth < maximumDepth else { return found }
        for (name, isType) in names {
            guard visited.insert(isType ? name : "\(owner ?? "").\(name)").inserted else { continue }
            var declarations = (isType ? [module.viewBody(ofType: name)].compactMap { $0 } : module.declarations(named: name, from: owner))
                .map { (declaration: $0, maker: false) }
            if isType { declarations += makers.flatMap { module.declarations(named: $0, from: name) }.map { ($0, true) } }
            for (declaration, isMaker) in declarations {
                guard let body = declaration.body else { continue }
                if holds(body, owner: isType ? name : owner, module: module, depth: depth + 1, maker: isMaker, visited: &visited) { return true }
            }
        }
        return false
    }

    /// Whether the tapped view is disabled (`.disabled(true)` before the tap): a disabled field takes no
    /// input, so a tap on it (a location field that opens a picker) is the view's only action.
    static func isDisabled(_ tap: ModifierCall) -> Bool {
        ModifierChain(tap.base).modifiers.contains { modifier in
            modifier.name == "disabled" && modifier.firstUnlabeledArgument?.trimmedDescription == "true"
        }
    }

    /// Calls that change only what the view shows: a flag flipped, a scroll view moved.
    static let stateCalls: Set<String> = ["toggle", "scrollTo"]
    /// Calls that run their closure on the main queue, now or soon.
    static let queueCalls: Set<String> = ["async", "asyncAfter"]

    /// Whether every statement only assigns a value computed without calls, flips a flag or scrolls,
    /// also inside `withAnimation`, `if`/`else`, `guard … else { return }` and the main queue's closures.
    static func onlyChangesState(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { item in
            if let assignment = Assignment(item, memberTargets: true) {
                return assignment.value.allSatisfy { SyntaxWalk.all(FunctionCallExprSyntax.self, in: $0).isEmpty }
            }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                return guardStatement.body.statements.allSatisfy { $0.item.is(ReturnStmtSyntax.self) }
            }
            guard let expression = WithAnimation.expression(of: item) else { return false }
            if let branch = expression.as(IfExprSyntax.self) { return branchChangesState(branch) }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if let body = WithAnimation.body(of: call) { return onlyChangesState(body) }
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let name, stateCalls.contains(name) { return true }
            if let name, queueCalls.contains(name), let closure = call.trailingClosure { return onlyChangesState(closure.statements) }
            return false
        }
    }

    private static func branchChangesState(_ branch: IfExprSyntax) -> Bool {
        guard onlyChangesState(branch.body.statements) else { return false }
        switch branch.elseBody {
        case nil: return true
        case .ifExpr(let next)?: return branchChangesState(next)
        case .codeBlock(let block)?: return onlyChangesState(block.statements)
        }
    }

    /// Whether a presentation boundary lies between `node` and `code` (the sheet is inside the tapped
    /// view's code, not around it).
    private static func isInside(_ node: DeclReferenceExprSyntax, presentedFrom code: Syntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, current.id != code.id {
            if ViewHierarchy.isPresentationBoundary(current) { return true }
            current = parent
        }
        return false
    }
}
