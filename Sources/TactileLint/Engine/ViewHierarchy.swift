import SwiftSyntax

/// Facts about the views a SwiftUI expression builds, read from the source alone.
public enum ViewHierarchy {
    /// Layout containers whose content closure holds child views.
    public static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack"]
    public static let containers: Set<String> = stacks.union([
        "Group", "List", "Form", "ScrollView", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Section",
    ])
    /// Modifiers whose content closure is a view presented elsewhere (its own window or layer, or the
    /// next screen of a navigation stack), not a child of the view they are applied to.
    public static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "navigationDestination"]
    /// Types whose root view is presented elsewhere: `UIHostingController(rootView: Detail())`.
    public static let hosts: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration"]

    /// True when `node` starts a presented view: the content closure of `.sheet`/`.fullScreenCover`/
    /// `.popover`/`.navigationDestination`, an argument of a hosting controller's initializer, or a
    /// `NavigationLink`'s destination (`destination:`, or the first trailing closure before `label:`),
    /// which is pushed as the next screen, not placed in the row's list.
    public static func isPresentationBoundary(_ node: Syntax) -> Bool {
        if let closure = node.as(ClosureExprSyntax.self) {
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            if let call, let modifier = ModifierCall(call), presentations.contains(modifier.name) { return true }
            if let link = closure.parent?.as(FunctionCallExprSyntax.self), link.trailingClosure?.id == closure.id,
               isNavigationLink(link), link.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) {
                return true
            }
        }
        if let argument = node.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let name = ModifierChain.calleeName(of: ExprSyntax(call)) {
            if hosts.contains(name) { return true }
            if name == "NavigationLink", argument.label?.text == "destination" { return true }
        }
        return false
    }

    private static func isNavigationLink(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink"
    }

    /// True when `node` sits in a presented view (`isPresentationBoundary`) within its declaration.
    public static func isPresented(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockItemSyntax.self), !candidate.is(SourceFileSyntax.self) {
            if isPresentationBoundary(candidate) { return true }
            current = candidate.parent
        }
        return false
    }

    /// Children that handle taps themselves.
    public static let controls: Set<String> = ["Button", "Toggle", "Link", "Menu", "Stepper", "Picker", "NavigationLink"]

    /// The closures holding `call`'s children (`VStack { … }`, `List(items) { … }`).
    public static func contentClosures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures
    }

    /// The first child inside `call`'s content that handles taps itself: a control (`Button`, `Toggle`…)
    /// or a view with its own tap gesture. `nil` when there is none.
    /// With `skippingEmptyButtons`, a `Button` whose action is an empty closure (`Button {} label: …`,
    /// inert by design) does not count.
    public static func firstTapHandlingChild(of call: FunctionCallExprSyntax, skippingEmptyButtons: Bool = false) -> FunctionCallExprSyntax? {
        let finder = TapHandlerFinder(skippingEmptyButtons: skippingEmptyButtons)
        for closure in contentClosures(of: call) {
            finder.walk(closure.statements)
            if let found = finder.found { return found }
        }
        return nil
    }

    /// How many views `call`'s content closures list directly (statements at their top level).
    public static func directChildCount(of call: FunctionCallExprSyntax) -> Int {
        contentClosures(of: call).reduce(0) { $0 + $1.statements.count }
    }

    /// True when `call`'s content has a `Spacer`.
    public static func containsSpacer(_ call: FunctionCallExprSyntax) -> Bool {
        contentClosures(of: call).contains { closure in
            closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == "Spacer" }
        }
    }

    /// The nearest call around `node` (not counting `node` itself) named one of `names` whose content
    /// closure contains `node`; a presented view (`isPresentationBoundary`) is in no container.
    public static func enclosingContainer(of node: some SyntaxProtocol, named names: Set<String>) -> FunctionCallExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if isPresentationBoundary(current) { return nil }
            if let closure = current.as(ClosureExprSyntax.self), let (call, name) = callShowing(closure), names.contains(name) {
                return call
            }
            current = parent
        }
        return nil
    }

    /// The call `closure` is a content closure of (trailing, or an argument such as `label:`), with the
    /// call's name: `VStack { … }`, `Button(action: …) { … }`'s label, `ForEach(items) { … }`.
    public static func callShowing(_ closure: ClosureExprSyntax) -> (call: FunctionCallExprSyntax, name: String)? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = ModifierChain.calleeName(of: ExprSyntax(call)),
              contentClosures(of: call).contains(where: { $0.id == closure.id })
        else { return nil }
        return (call, name)
    }

    /// The action closure of a `Button(…)` call: `action:` or the trailing closure when it is the action.
    public static func buttonAction(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self)
            ?? (call.arguments.contains { $0.label?.text == "action" } ? nil : call.trailingClosure)
    }

    /// True when the modifier attaches a tap: `.onTapGesture`, or a gesture modifier given a tap gesture.
    public static func attachesTap(_ modifier: ModifierCall) -> Bool {
        if modifier.name == "onTapGesture" { return true }
        guard GestureModifiers.attaching.contains(modifier.name), let gesture = modifier.firstUnlabeledArgument else {
            return false
        }
        return ModifierChain(gesture).rootName.map(GestureTypes.taps.contains) ?? false
    }
}

/// The view modifiers that attach a gesture.
public enum GestureModifiers {
    public static let attaching: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]
}

private final class TapHandlerFinder: SyntaxVisitor {
    var found: FunctionCallExprSyntax?
    let skippingEmptyButtons: Bool

    init(skippingEmptyButtons: Bool) {
        self.skippingEmptyButtons = skippingEmptyButtons
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let name = ModifierChain.calleeName(of: ExprSyntax(node)), node.calledExpression.is(DeclReferenceExprSyntax.self),
           ViewHierarchy.controls.contains(name) {
            if skippingEmptyButtons, name == "Button", ViewHierarchy.buttonAction(node)?.statements.isEmpty == true {
                return .skipChildren
            }
            found = node
            return .skipChildren
        }
        if let modifier = ModifierCall(node), ViewHierarchy.attachesTap(modifier) {
            found = node
            return .skipChildren
        }
        return .visitChildren
    }
}
