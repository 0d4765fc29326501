import SwiftSyntax

/// A container tap attached with plain `.gesture`/`.onTapGesture` over children that handle taps.
public struct ParentTapOverControlsRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "parent_tap_over_controls",
        name: "Parent tap over controls",
        severity: .note,
        enabledByDefault: false,
        summary: "Flags a container's tap that steals its child control's tap (`.highPriorityGesture`) or doubles its action (`.simultaneousGesture` calling the same function).",
        rationale: """
        A container's `.onTapGesture` or `.gesture(TapGesture…)` over a `Button` is the normal pattern: \
        the child handles its own tap and the container the rest, so it is not flagged. Two forms break \
        the child. `.highPriorityGesture` makes the container win everywhere: the button's action never \
        runs. `.simultaneousGesture` runs both, so when the container's tap calls what the child's \
        action calls, one tap on the child does it twice. A tap chosen at run time \
        (`editing ? tap : nil`) or masked with `including:` is left alone, and so is a child `Button` \
        whose action is empty (`Button {} label: { … }`): it does nothing by design, so the container's \
        tap taking it loses nothing.
        """,
        fixDescription: "Attach the container's tap with `.gesture(…)`/`.onTapGesture` so the child wins where it is tapped.",
        triggeringExamples: [
            """
            VStack {
                Button("Play") { play() }
            }
            .↓highPriorityGesture(TapGesture().onEnded { select() })
            """,
            """
            HStack {
                Text(song.title)
                Button { play(song) } label: { Image(systemName: "play") }
            }
            .↓simultaneousGesture(TapGesture().onEnded { play(song) })
            """,
            """
            HStack {
                Button {} label: { Image(systemName: "circle") }
                Button("Play") { play() }
            }
            .↓highPriorityGesture(TapGesture().onEnded { select() })
            """,
        ],
        nonTriggeringExamples: [
            """
            VStack {
                Button("Child") { handleChild() }
            }
            .gesture(TapGesture().onEnded { handleParent() })
            """,
            """
            HStack {
                Text("Name").onTapGesture { rename() }
                Toggle("On", isOn: $isOn)
            }
            .padding()
            .onTapGesture { select() }
            """,
            """
            VStack {
                Button("Action") { doSomething() }
            }
            .simultaneousGesture(TapGesture().onEnded { hideKeyboard() })
            """,
            """
            VStack {
                Text("Child")
                    .gesture(TapGesture().onEnded { handleChild() })
            }
            .highPriorityGesture(isEditing ? TapGesture().onEnded { toggleSelection() } : nil)
            """,
            """
            VStack {
                Text("Title")
                Image(systemName: "star")
            }
            .highPriorityGesture(TapGesture().onEnded { open() })
            """,
            """
            HStack {
                Text(track.title)
                Button {} label: { Image(systemName: "ellipsis") }
            }
            .highPriorityGesture(TapGesture().onEnded { showMenu(for: track) })
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let chain = ModifierChain(ExprSyntax(call))
            guard chain.modifiers.contains(where: { ["highPriorityGesture", "simultaneousGesture"].contains($0.name) }),
                  let root = chain.rootCall, let container = chain.rootName,
                  ViewHierarchy.containers.contains(container),
                  let child = ViewHierarchy.firstTapHandlingChild(of: root, skippingEmptyButtons: true)
            else { continue }
            let childName = ModifierCall(child).map { ".\($0.name)" }
                ?? ModifierChain.calleeName(of: ExprSyntax(child)) ?? "child"
            for modifier in chain.modifiers where ViewHierarchy.attachesTap(modifier) {
                guard let gesture = modifier.firstUnlabeledArgument, modifier.argument(labeled: "including") == nil,
                      modifier.argument(labeled: "isEnabled") == nil
                else { continue }
                if modifier.name == "highPriorityGesture", Self.isUnconditional(gesture) {
                    violations.append(Violation(
                        at: modifier.nameToken,
                        message: "This \(container)'s .highPriorityGesture tap takes every tap, including those on its child \(childName), whose action then never runs. Use .gesture to let the child win where it is tapped, or .simultaneousGesture to run both."
                    ))
                } else if modifier.name == "simultaneousGesture",
                          let shared = Self.sharedCall(parent: gesture, child: child) {
                    violations.append(Violation(
                        at: modifier.nameToken,
                        message: "This \(container)'s .simultaneousGesture tap runs together with its child \(childName), and both call \(shared)(…): one tap on the child does it twice. Use .gesture so the child's tap replaces the \(container)'s."
                    ))
                }
            }
        }
        return violations
    }

    /// A gesture written as is, not chosen at run time (`editing ? tap : nil`).
    private static func isUnconditional(_ gesture: ExprSyntax) -> Bool {
        !gesture.is(TernaryExprSyntax.self) && !gesture.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.nil) }
    }

    /// A function both the parent's tap and the child's action call, when there is one.
    private static func sharedCall(parent gesture: ExprSyntax, child: FunctionCallExprSyntax) -> String? {
        let action: Syntax?
        if let modifier = ModifierCall(child) {
            // The child's own tap: `.onTapGesture { … }`, `.onTapGesture(perform: f)`, `.gesture(TapGesture().onEnded { … })`.
            action = Syntax(modifier.call)
        } else {
            // A control's action: `Button(action: f)`, `Button("Title") { … }`, `Button { … } label: { … }`.
            action = child.arguments.first { $0.label?.text == "action" }.map { Syntax($0.expression) }
                ?? child.trailingClosure.map(Syntax.init)
        }
        guard let action else { return nil }
        var childNames = calledNames(in: action)
        SyntaxWalk.forEach(in: action) { node in
            if let argument = node.as(LabeledExprSyntax.self), ["action", "perform"].contains(argument.label?.text),
               let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                childNames.insert(reference.baseName.text)
            }
        }
        if action.is(DeclReferenceExprSyntax.self), let reference = action.as(DeclReferenceExprSyntax.self) {
            childNames.insert(reference.baseName.text)
        }
        return calledNames(in: Syntax(gesture)).intersection(childNames).sorted().first
    }

    /// The names of the functions called inside `node` (not gesture or view initializers).
    private static func calledNames(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        SyntaxWalk.forEach(in: node) { node in
            guard let call = node.as(FunctionCallExprSyntax.self),
                  let name = ModifierChain.calleeName(of: ExprSyntax(call)) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.first?.isLowercase == true,
                  !["onEnded", "onChanged", "gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture"].contains(name)
            else { return }
            names.insert(name)
        }
        return names
    }
}
