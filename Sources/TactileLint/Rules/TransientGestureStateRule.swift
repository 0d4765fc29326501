import SwiftSyntax

/// A `@State` that mirrors a gesture while it runs and is reset by hand in `onEnded`.
public struct TransientGestureStateRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "transient_gesture_state",
        name: "Transient gesture state in @State",
        severity: .warning,
        summary: "Flags a `@State` property set from the gesture value in `onChanged` and reset to a constant in `onEnded`.",
        rationale: """
        `onEnded` only runs when the gesture succeeds. When the system cancels it (a phone call, a scroll \
        view taking over, the view disappearing, another gesture winning) the reset never runs and the view \
        stays offset, scaled or highlighted. Wrapping the reset in `withAnimation` (the usual spring-back) \
        does not change that: the animated reset is skipped just the same. `@GestureState` resets itself \
        whenever the gesture ends, cancelled or not, and `@GestureState(resetTransaction: \
        Transaction(animation: .spring))` keeps the spring-back.
        """,
        fixDescription: "Declare the property `@GestureState` (with `resetTransaction:` for an animated reset) and set it in `.updating($property) { value, state, _ in state = … }`; drop the manual reset.",
        triggeringExamples: [
            """
            struct Card: View {
                @State private var dragOffset = CGSize.zero
                var body: some View {
                    Circle()
                        .offset(dragOffset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in dragOffset = value.translation }
                                .onEnded { _ in ↓dragOffset = .zero }
                        )
                }
            }
            """,
            """
            struct Knob: View {
                @State var pressing = false
                var body: some View {
                    Circle().gesture(DragGesture(minimumDistance: 0)
                        .onChanged { _ in pressing = true }
                        .onChanged { self.pressing = $0.translation.width > 0 }
                        .onEnded { _ in ↓self.pressing = false })
                }
            }
            """,
            """
            struct Card: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 16)
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation }
                                .onEnded { _ in withAnimation(.spring) { ↓offset = .zero } }
                        )
                }
            }
            """,
            """
            struct Sheet: View {
                @State private var dragOffset: CGFloat = 0
                var body: some View {
                    Color.white.offset(y: dragOffset).gesture(drag)
                }
            }

            extension Sheet {
                var drag: some Gesture {
                    DragGesture()
                        .onChanged { dragOffset = $0.translation.height }
                        .onEnded { _ in
                            withAnimation(.interactiveSpring()) {
                                ↓dragOffset = 0
                            }
                        }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Card: View {
                @GestureState private var dragOffset = CGSize.zero
                var body: some View {
                    Circle()
                        .offset(dragOffset)
                        .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            struct Card: View {
                @GestureState(resetTransaction: Transaction(animation: .spring)) private var offset = CGSize.zero
                var body: some View {
                    Circle()
                        .offset(offset)
                        .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            struct Card: View {
                @State private var position = CGSize.zero
                var body: some View {
                    Circle().gesture(DragGesture()
                        .onChanged { value in position = value.translation }
                        .onEnded { value in position = value.predictedEndTranslation })
                }
            }
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let chain = ModifierChain(ExprSyntax(call))
            let changed = chain.modifiers.filter { $0.name == "onChanged" }
            let ended = chain.modifiers.filter { $0.name == "onEnded" }
            guard !changed.isEmpty, !ended.isEmpty,
                  let type = EnclosingType.declaration(of: call)
            else { continue }
            var states = EnclosingType.properties(of: type, attributed: "State")
            if let owner = ModuleIndex.typeName(of: type) {
                states.formUnion(context.module.properties(of: owner, attributed: "State"))
            }
            var followed: Set<String> = []
            for modifier in changed {
                guard let closure = modifier.actionClosure, let value = ClosureValue(of: closure) else { continue }
                for assignment in Assignment.all(in: closure.statements) where assignment.mentions(value.references) {
                    followed.insert(assignment.targetName)
                }
            }
            for modifier in ended {
                guard let closure = modifier.actionClosure else { continue }
                for assignment in Self.assignments(in: closure.statements)
                where assignment.operatorText == "=" && assignment.assignsConstant
                    && followed.contains(assignment.targetName) && states.contains(assignment.targetName) {
                    violations.append(Violation(
                        at: assignment.target.positionAfterSkippingLeadingTrivia,
                        message: "'\(assignment.targetName)' is @State set from the gesture in onChanged and reset here in onEnded, which never runs when the gesture is cancelled\(Self.isAnimated(assignment) ? " (animated or not)" : ""): the view stays stuck. Make it @GestureState and set it in .updating($\(assignment.targetName)); it resets itself\(Self.isAnimated(assignment) ? ", and @GestureState(resetTransaction: Transaction(animation: …)) keeps the animation" : "")."
                    ))
                }
            }
        }
        return violations
    }

    /// The assignments at the top level of `statements` and inside the body of a top-level
    /// `withAnimation { … }` there (the animated spring-back).
    static func assignments(in statements: CodeBlockItemListSyntax) -> [Assignment] {
        var result = Assignment.all(in: statements)
        for item in statements {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation"
            else { continue }
            let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            if let body { result += Assignment.all(in: body.statements) }
        }
        return result
    }

    private static func isAnimated(_ assignment: Assignment) -> Bool {
        var current = assignment.target.parent
        while let node = current, !node.is(ClosureExprSyntax.self) { current = node.parent }
        guard let closure = current?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation"
    }
}
