import SwiftSyntax

/// A drag gesture that competes with the scroll view it is in.
public struct DragInScrollViewRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "drag_in_scroll_view",
        name: "Drag in scroll view",
        severity: .note,
        summary: "Flags a `DragGesture` attached with `.gesture` or `.highPriorityGesture` inside a `ScrollView` or `List`.",
        rationale: """
        Inside a scroll view a drag attached with `.gesture` or `.highPriorityGesture` claims the touch \
        before the scroll view does. Since iOS 18 this blocks scrolling whenever the finger starts on the \
        view, so long lists of such rows cannot be scrolled. `.simultaneousGesture` lets both recognise.
        """,
        fixDescription: "Attach the drag with `.simultaneousGesture` (and give it a `minimumDistance`), or move it outside the scroll view.",
        triggeringExamples: [
            """
            ScrollView {
                ForEach(cards) { card in
                    CardView(card).↓gesture(DragGesture().onChanged { drag(card, $0) })
                }
            }
            """,
            """
            List(items) { item in
                Row(item).↓highPriorityGesture(DragGesture(minimumDistance: 30).onEnded { swipe(item, $0) })
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            ScrollView {
                ForEach(cards) { card in
                    CardView(card).simultaneousGesture(DragGesture(minimumDistance: 20).onChanged { drag(card, $0) })
                }
            }
            """,
            """
            VStack {
                CardView(card).gesture(DragGesture().onChanged { drag(card, $0) })
            }
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let modifier = ModifierCall(call), ["gesture", "highPriorityGesture"].contains(modifier.name),
                  let gesture = modifier.firstUnlabeledArgument,
                  !GestureTypes.names(in: gesture).isDisjoint(with: GestureTypes.drags),
                  let container = ViewHierarchy.enclosingContainer(of: call, named: ["ScrollView", "List"]),
                  let containerName = ModifierChain.calleeName(of: ExprSyntax(container))
            else { continue }
            violations.append(Violation(
                at: modifier.nameToken,
                message: "A drag attached with .\(modifier.name) inside a \(containerName) claims the touch first and, since iOS 18, blocks scrolling when the finger starts here. Use .simultaneousGesture with a minimumDistance so the \(containerName) still scrolls."
            ))
        }
        return violations
    }
}
