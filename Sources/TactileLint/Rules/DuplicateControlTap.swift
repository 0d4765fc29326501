import SwiftSyntax

/// A tap whose action a control of the same view already performs, so VoiceOver, Switch Control and
/// keyboard users reach it without the tap: tab content tapped only to select its own tab (the
/// `TabView`'s tab bar selects it, and while the content shows its tab is selected already); a tap
/// that only expands or collapses the `DisclosureGroup` it sits in (the group's own disclosure
/// control does that); a tap doing what a `Button` of the same type does (the plus button beside
/// a name, a Show/Copy button under a key box, a row's swipe-action button); and a tap doing what a
/// swipe action or context-menu item of a view showing it does (a favourite pill inside a row whose
/// swipe action and menu toggle the same favourite: VoiceOver offers them as the row's actions).
/// A button may be a view of a button type given the tap's action (`AccentButton(title: …) { action() }`
/// inside a card whose tap calls `action()`; `MealViewMenuView { viewModel.tapMeal() }`, whose body
/// is `Button(action: onTap)`).
///
/// Invariant: buttons are looked for only beside the tap (its list of views, the properties of its
/// type that list names, the tapped view's own chain) or in the swipe actions and context menus of
/// the views of its own type that show it, never across the module (a button type's own `body` is
/// read only to learn which property its `Button` runs); an action counts as done by a button only
/// when the button runs the same statements (`withAnimation`, haptics and logging aside).
enum DuplicateControlTap {
    /// True when one of the controls above already performs the tap's action.
    static func isDuplicate(_ modifier: ModifierCall, chain: ResolvedChain, module: ModuleIndex) -> Bool {
        selectsOwnTab(modifier, chain: chain) || togglesOwnDisclosure(modifier) || repeatsButton(modifier, module: module)
            || repeatsRowAction(modifier) || repeatsCallbackButton(modifier)
    }

    // MARK: The same action as a swipe action or menu item of a view showing the tap

    /// Modifiers whose buttons VoiceOver offers as actions of the view they are applied to.
    private static let actionMenus: Set<String> = ["swipeActions", "contextMenu"]
    /// How many members up the type's views are followed: `body` showing `content` showing `pill`.
    private static let memberReach = 3

    /// A `.swipeActions` or `.contextMenu` `Button` runs exactly the tap's effects, on a view that shows
    /// the tapped one: a view around it in the same member, or a view of its type naming the member
    /// that holds it (`content` in `body`, `numberPill` in `content`), up to `memberReach` members up.
    static func repeatsRowAction(_ modifier: ModifierCall) -> Bool {
        guard let tapEffects = effects(of: modifier), !tapEffects.isEmpty,
              let type = EnclosingType.declaration(of: modifier.call)
        else { return false }
        let properties = viewProperties(type)
        func offered(around node: Syntax) -> Bool {
            var current = node.parent
            while let parent = current, !parent.is(DeclSyntax.self) {
                if let call = parent.as(FunctionCallExprSyntax.self), let menu = ModifierCall(call), actionMenus.contains(menu.name),
                   node.position < menu.member.period.position, offers(menu, tapEffects, properties: properties) {
                    return true
                }
                current = parent.parent
            }
            return false
        }
        if offered(around: Syntax(modifier.call)) { return true }
        guard let key = ModuleIndex.enclosingDeclarationKey(of: modifier.call), let dot = key.lastIndex(of: ".") else { return false }
        var names: Set<String> = [String(key[key.index(after: dot)...])]
        var seen = names
        for _ in 0..<memberReach where !names.isEmpty {
            var users: Set<String> = []
            for (name, body) in properties {
                for reference in SyntaxWalk.all(DeclReferenceExprSyntax.self, in: body) where names.contains(reference.baseName.text) {
                    if offered(around: Syntax(reference)) { return true }
                    if seen.insert(name).inserted { users.insert(name) }
                }
            }
            names = users
        }
        return false
    }

    /// True when a `Button` of the menu (or of a property of the type the menu names) runs `effects`.
    private static func offers(_ menu: ModifierCall, _ effects: Set<String>, properties: [String: CodeBlockItemListSyntax]) -> Bool {
        var contents: [Syntax] = menu.call.arguments.map { Syntax($0.expression) }
        if let trailing = menu.call.trailingClosure { contents.append(Syntax(trailing)) }
        contents += menu.call.additionalTrailingClosures.map { Syntax($0.closure) }
        var followed: Set<String> = []
        while let content = contents.popLast() {
            for call in SyntaxWalk.all(FunctionCallExprSyntax.self, in: content)
            where call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" && buttonEffects(call) == effects {
                return true
            }
            for reference in SyntaxWalk.all(DeclReferenceExprSyntax.self, in: content) {
                if let body = properties[reference.baseName.text], followed.insert(reference.baseName.text).inserted {
                    contents.append(Syntax(body))
                }
            }
        }
        return false
    }

    // MARK: Tab content selecting its own tab

    /// Tab content (`.tabItem` or `.tag` on the chain, inside a `TabView(selection: $index)`) whose tap
    /// only sets the `TabView`'s selection (`index = 2`, possibly in `withAnimation`).
    static func selectsOwnTab(_ modifier: ModifierCall, chain: ResolvedChain) -> Bool {
        guard chain.has("tabItem") || chain.has("tag"),
              let tabView = ViewHierarchy.enclosingContainer(of: modifier.call, named: ["TabView"]),
              let selection = bindingName(tabView.arguments.first { $0.label?.text == "selection" }?.expression),
              let statements = modifier.actionClosure?.statements, !statements.isEmpty
        else { return false }
        return flattened(statements)?.allSatisfy { item in
            Assignment(item, memberTargets: true).map { $0.operatorText == "=" && $0.targetName == selection } ?? false
        } ?? false
    }

    // MARK: A disclosure group's own toggle

    /// A tap inside a `DisclosureGroup(isExpanded: $flag)` whose action only flips or sets `flag`.
    static func togglesOwnDisclosure(_ modifier: ModifierCall) -> Bool {
        guard let statements = modifier.actionClosure?.statements, !statements.isEmpty,
              let items = flattened(statements)
        else { return false }
        var current = modifier.call.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), ModifierChain.calleeName(of: ExprSyntax(call)) == "DisclosureGroup",
               let flag = bindingName(call.arguments.first { $0.label?.text == "isExpanded" }?.expression) {
                return items.allSatisfy { item in
                    if let assignment = Assignment(item, memberTargets: true) { return assignment.targetName == flag }
                    return toggledName(item) == flag
                }
            }
            current = node.parent
        }
        return false
    }

    // MARK: The same action as a Button beside the tap

    /// A `Button` beside the tapped view runs exactly the tap's effects: one in the same list of views
    /// (a sibling, or inside a property or function of the type a sibling names, `actionView`), or one in the tapped
    /// view's own modifiers (`.swipeActions { Button … }`) or content. A button shown only under a
    /// condition (inside an `if`, `switch` or `#if`, such as one shown only while hovering) does not
    /// count, nor does one in another branch than the tap.
    static func repeatsButton(_ modifier: ModifierCall, module: ModuleIndex) -> Bool {
        guard let tapEffects = effects(of: modifier), !tapEffects.isEmpty else { return false }
        let chain = ModifierChain.outermost(of: modifier.call)
        guard let list = chain.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let properties = EnclosingType.declaration(of: modifier.call).map(viewProperties) ?? [:]
        var found = false
        var followed: Set<String> = []
        func visit(_ node: Syntax) {
            guard !found else { return }
            if node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) || node.is(IfConfigDeclSyntax.self) { return }
            // A context menu's buttons are `repeatsContextMenu`'s, and only on the tapped view or around it.
            if let call = node.as(FunctionCallExprSyntax.self), ModifierCall(call)?.name == "contextMenu" {
                visit(Syntax(call.calledExpression))
                return
            }
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button",
               buttonEffects(call) == tapEffects {
                found = true
                return
            }
            if let call = node.as(FunctionCallExprSyntax.self), passesToButton(call, tapEffects, module: module) {
                found = true
                return
            }
            if let reference = node.as(DeclReferenceExprSyntax.self), let body = properties[reference.baseName.text],
               followed.insert(reference.baseName.text).inserted {
                visit(Syntax(body))
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(list))
        return found
    }

    // MARK: A callback the view runs from a Button too

    /// Modifiers whose content shows only in a state of their own (a menu opened, a sheet presented).
    private static let separateContent: Set<String> = ["contextMenu", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    /// The tap only runs a callback the view was given (`let onTapDetail: () -> Void`, called or named:
    /// `.onTapGesture(perform: onTapDetail)`) and a `Button` elsewhere in the same type runs exactly that
    /// callback (`Button(action: onTapDetail)` in the card's header, while a band over the image extends
    /// the tap target): the view offers the action as a button already. A button under an `if`,
    /// `switch` or `#if`, in a context menu or in presented content does not count.
    static func repeatsCallbackButton(_ modifier: ModifierCall) -> Bool {
        guard let tapEffects = effects(of: modifier), tapEffects.count == 1, let effect = tapEffects.first, effect.hasSuffix("()"),
              let type = EnclosingType.declaration(of: modifier.call)
        else { return false }
        let name = String(effect.dropLast(2)).replacingOccurrences(of: "?", with: "")
        guard callbacks(of: type).contains(name) else { return false }
        var found = false
        func visit(_ node: Syntax) {
            guard !found else { return }
            if node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) || node.is(IfConfigDeclSyntax.self) { return }
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let presented = ModifierCall(call), separateContent.contains(presented.name) {
                    visit(Syntax(call.calledExpression))
                    return
                }
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button", buttonEffects(call) == tapEffects {
                    found = true
                    return
                }
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(type.memberBlock))
        return found
    }

    /// The stored properties of a type declared with a function type (`let onTap: () -> Void`,
    /// `var onSelect: ((Item) -> Void)?`): the callbacks its creator gives it.
    private static func callbacks(of type: DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let annotation = binding.typeAnnotation?.type, annotation.trimmedDescription.contains("->")
                else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// A view of a button type given a closure (or a named function) that runs exactly `effects`: a type
    /// named `…Button` (`AccentButton(title: …) { action() }`, often from a design-system package), or
    /// one declared in the module whose `body` holds a `Button` running the property the closure is
    /// passed as (`Button(action: onTap)`, `Button { onTap() }`; a trailing closure stands for any
    /// property such a `Button` runs that the call does not name by label).
    static func passesToButton(_ call: FunctionCallExprSyntax, _ effects: Set<String>, module: ModuleIndex) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name != "Button", name.first?.isUppercase == true
        else { return false }
        var passed: [(label: String?, expression: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let trailing = call.trailingClosure { passed.append((nil, ExprSyntax(trailing))) }
        passed += call.additionalTrailingClosures.map { ($0.label.text, ExprSyntax($0.closure)) }
        let matching = passed.filter { passedEffects($0.expression) == effects }
        guard !matching.isEmpty else { return false }
        if name.hasSuffix("Button") { return true }
        guard let body = module.viewBody(ofType: name)?.body else { return false }
        let run = propertiesRunByButtons(in: body)
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        return matching.contains { label, _ in label.map(run.contains) ?? !run.subtracting(labels).isEmpty }
    }

    /// What a closure passed as an action runs: its statements', or `f()` for a named function.
    private static func passedEffects(_ expression: ExprSyntax) -> Set<String>? {
        if let closure = expression.as(ClosureExprSyntax.self) { return effects(closure.statements) }
        return namedEffect(expression).map { [$0] }
    }

    /// The names a `Button` in `body` runs as its action: `onTap` in `Button(action: onTap)`,
    /// `Button(action: { onTap() })` and `Button { onTap() }` (also `onTap?()`).
    private static func propertiesRunByButtons(in body: Syntax) -> Set<String> {
        var names: Set<String> = []
        for button in SyntaxWalk.all(FunctionCallExprSyntax.self, in: body)
        where button.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" {
            if let reference = button.arguments.first(where: { $0.label?.text == "action" })?.expression.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text)
            }
            for item in ViewHierarchy.buttonAction(button)?.statements ?? [] {
                guard let call = WithAnimation.expression(of: item)?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { continue }
                var callee = call.calledExpression
                if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
                if let reference = callee.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
            }
        }
        return names
    }

    /// The computed properties and functions of a type (`private var actionView: some View { … }`,
    /// `func content(geometry:) -> some View { … }`), by base name; a name declared twice is left out.
    private static func viewProperties(_ declaration: DeclGroupSyntax) -> [String: CodeBlockItemListSyntax] {
        var result: [String: CodeBlockItemListSyntax] = [:]
        var repeated: Set<String> = []
        for member in declaration.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                if result.updateValue(body.statements, forKey: function.name.text) != nil { repeated.insert(function.name.text) }
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = binding.accessorBlock, case .getter(let body) = accessors.accessors
            else { continue }
            if result.updateValue(body, forKey: name) != nil { repeated.insert(name) }
        }
        return result.filter { !repeated.contains($0.key) }
    }

    /// The effects of the tap's action: its closure's, or `f()` for a named function (`perform: f`).
    static func effects(of modifier: ModifierCall) -> Set<String>? {
        if let closure = modifier.actionClosure { return effects(closure.statements) }
        let reference = modifier.argument(labeled: "perform") ?? (modifier.call.arguments.count == 1 ? modifier.call.arguments.first?.expression : nil)
        return reference.flatMap(namedEffect).map { [$0] }
    }

    private static func buttonEffects(_ button: FunctionCallExprSyntax) -> Set<String>? {
        if let closure = ViewHierarchy.buttonAction(button) { return effects(closure.statements) }
        return button.arguments.first { $0.label?.text == "action" }.flatMap { namedEffect($0.expression) }.map { [$0] }
    }

    /// `f()` for `f`, `model.copy()` for `model.copy`: the call a named action stands for.
    private static func namedEffect(_ reference: ExprSyntax) -> String? {
        guard reference.is(DeclReferenceExprSyntax.self) || reference.is(MemberAccessExprSyntax.self) else { return nil }
        return normalized(reference.trimmedDescription + "()")
    }

    /// The statements as code without white space or `self.`, with `withAnimation { … }` read as its
    /// body; a haptic and a log line are no effects. Conditions stay part of the statement.
    static func effects(_ statements: CodeBlockItemListSyntax) -> Set<String>? {
        var result: Set<String> = []
        for item in statements {
            if HapticCall.isHaptic(item) { continue }
            if let call = WithAnimation.expression(of: item)?.as(FunctionCallExprSyntax.self) {
                if let body = WithAnimation.body(of: call) {
                    guard let inner = effects(body) else { return nil }
                    result.formUnion(inner)
                    continue
                }
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   TapGestureShouldBeButtonRule.loggingCalls.contains(name) {
                    continue
                }
            }
            result.insert(normalized(item.item.trimmedDescription))
        }
        return result
    }

    // MARK: Shared readings

    /// `selection` for `$selection`, `$model.selection` or `$selection.animation()`: the name a binding writes.
    private static func bindingName(_ expression: ExprSyntax?) -> String? {
        guard var expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base {
            expression = base
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            return String(reference.baseName.text.dropFirst())
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription.hasPrefix("$") == true {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The statements with `withAnimation { … }` read as its body; nil when one is another kind of call wrapper.
    private static func flattened(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax]? {
        var result: [CodeBlockItemSyntax] = []
        for item in statements {
            if let call = WithAnimation.expression(of: item)?.as(FunctionCallExprSyntax.self), let body = WithAnimation.body(of: call) {
                guard let inner = flattened(body) else { return nil }
                result += inner
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// The flag `flag.toggle()` or `self.model.flag.toggle()` flips.
    private static func toggledName(_ item: CodeBlockItemSyntax) -> String? {
        guard let call = WithAnimation.expression(of: item)?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              call.arguments.isEmpty, let base = member.base
        else { return nil }
        return base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private static func normalized(_ code: String) -> String {
        code.filter { !$0.isWhitespace }.replacingOccurrences(of: "self.", with: "")
    }
}
