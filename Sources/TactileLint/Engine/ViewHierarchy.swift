import SwiftSyntax

/// Facts about the views a SwiftUI expression builds, read from the source alone.
public enum ViewHierarchy {
    /// Layout containers whose content closure holds child views.
    public static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack"]
    public static let containers: Set<String> = stacks.union([
        "Group", "List", "Form", "ScrollView", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Section",
    ])
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
    public static func firstTapHandlingChild(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        let finder = TapHandlerFinder()
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
    /// closure contains `node`.
    public static func enclosingContainer(of node: some SyntaxProtocol, named names: Set<String>) -> FunctionCallExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = current.as(ClosureExprSyntax.self),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = ModifierChain.calleeName(of: ExprSyntax(call)),
               names.contains(name),
               contentClosures(of: call).contains(where: { $0.id == closure.id }) {
                return call
            }
            current = parent
        }
        return nil
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

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let name = ModifierChain.calleeName(of: ExprSyntax(node)), node.calledExpression.is(DeclReferenceExprSyntax.self),
           ViewHierarchy.controls.contains(name) {
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
