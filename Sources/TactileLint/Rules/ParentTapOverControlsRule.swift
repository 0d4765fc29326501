import SwiftSyntax

/// A container tap attached with plain `.gesture`/`.onTapGesture` over children that handle taps.
public struct ParentTapOverControlsRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "parent_tap_over_controls",
        name: "Parent tap over controls",
        severity: .note,
        summary: "Flags a container's `.gesture(TapGesture…)` or `.onTapGesture` over Buttons, Toggles or children with their own taps.",
        rationale: """
        With `.gesture`/`.onTapGesture` the child's gesture wins: tapping the `Button` runs only the button, \
        tapping elsewhere runs only the container. Readers routinely expect both or the reverse. Say what is \
        meant: `.simultaneousGesture` runs both, `.highPriorityGesture` lets the container win.
        """,
        fixDescription: "Use `.simultaneousGesture(…)` to run both, or `.highPriorityGesture(…)` to let the container win.",
        triggeringExamples: [
            """
            VStack {
                Button("Child") { handleChild() }
            }
            .↓gesture(TapGesture().onEnded { handleParent() })
            """,
            """
            HStack {
                Text("Name").onTapGesture { rename() }
                Toggle("On", isOn: $isOn)
            }
            .padding()
            .↓onTapGesture { select() }
            """,
        ],
        nonTriggeringExamples: [
            """
            VStack {
                Button("Action") { doSomething() }
            }
            .simultaneousGesture(TapGesture().onEnded { parentAction() })
            """,
            """
            VStack {
                Text("Child")
                    .gesture(TapGesture().onEnded { handleChild() })
            }
            .highPriorityGesture(TapGesture().onEnded { handleParent() })
            """,
            """
            VStack {
                Text("Title")
                Image(systemName: "star")
            }
            .gesture(TapGesture().onEnded { open() })
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let chain = ModifierChain(ExprSyntax(call))
            guard let root = chain.rootCall, let container = chain.rootName,
                  ViewHierarchy.containers.contains(container),
                  let child = ViewHierarchy.firstTapHandlingChild(of: root)
            else { continue }
            let childName = ModifierCall(child).map { ".\($0.name)" }
                ?? ModifierChain.calleeName(of: ExprSyntax(child)) ?? "child"
            for modifier in chain.modifiers where ["gesture", "onTapGesture"].contains(modifier.name) && ViewHierarchy.attachesTap(modifier) {
                violations.append(Violation(
                    at: modifier.nameToken,
                    message: "This \(container)'s .\(modifier.name) tap sits over a child that handles taps (\(childName)): the child wins where it is tapped and the \(container)'s tap fires only elsewhere. Use .simultaneousGesture to run both, or .highPriorityGesture to let the \(container) win."
                ))
            }
        }
        return violations
    }
}
