import SwiftSyntax

/// A `@State` that mirrors a gesture while it runs and is reset by hand in `onEnded`.
public struct TransientGestureStateRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "transient_gesture_state",
        name: "Transient gesture state in @State",
        severity: .warning,
        enabledByDefault: false,
        summary: "Flags a `@State` property set from the gesture value in `onChanged` and reset to its resting value (its initial value, or zero, identity, `false`, `nil`) in `onEnded`.",
        rationale: """
        `onEnded` only runs when the gesture succeeds. When the system cancels it (a phone call, a scroll \
        view taking over, the view disappearing, another gesture winning) the reset never runs and the view \
        stays offset, scaled or highlighted. Wrapping the reset in `withAnimation` (the usual spring-back) \
        does not change that: the animated reset is skipped just the same. `@GestureState` resets itself \
        whenever the gesture ends, cancelled or not, and `@GestureState(resetTransaction: \
        Transaction(animation: .spring))` keeps the spring-back. A clamp is not a reset: `if scale < 1 \
        { scale = 1 }` assigns only the bound it compares with, keeping a committed zoom in range.
        """,
        fixDescription: "Declare the property `@GestureState` (with `resetTransaction:` for an animated reset) and set it in `.updating($property) { value, state, _ in state = … }`; drop the manual reset.",
        triggeringExamples: [
            """
            struct Slider: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Capsule()
                        .offset(x: offset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation.width }
                                .onEnded { _ in if offset < 80 { ↓offset = 0 } }
                        )
                }
            }
            """,
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
            """
            struct Slider: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Capsule().offset(x: offset).gesture(DragGesture()
                        .onChanged { value in
                            let width = value.translation.width
                            offset = width
                        }
                        .onEnded { value in
                            if value.translation.width > 120 {
                                commit()
                            } else {
                                ↓offset = 0
                            }
                        })
                }
            }
            """,
            """
            struct Card: View {
                @State private var offset = CGSize.zero
                let locked: Bool
                var body: some View {
                    Circle()
                        .offset(offset)
                        .gesture(locked ? nil : DragGesture()
                            .onChanged { offset = $0.translation }
                            .onEnded { _ in ↓offset = .zero })
                }
            }
            """,
            """
            struct Tile: View {
                @State private var lift: CGFloat = 0
                var body: some View {
                    Rectangle().offset(y: lift).gesture(DragGesture()
                        .onChanged { lift = $0.translation.height }
                        .onEnded { _ in
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { ↓lift = 0 }
                        })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Zoomable: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(
                            MagnificationGesture()
                                .onChanged { value in scale = max(1, value) }
                                .onEnded { _ in if scale < 1 { scale = 1 } }
                        )
                }
            }
            """,
            """
            struct FoldedCorner: View {
                @State private var fold: CGFloat = 0
                var body: some View {
                    Triangle()
                        .trim(from: 0, to: fold)
                        .gesture(
                            DragGesture()
                                .onChanged { value in fold = min(1, value.translation.width / 200) }
                                .onEnded { _ in
                                    if fold > 0.5 { withAnimation { fold = 0.7 } }
                                }
                        )
                }
            }
            """,
            """
            struct Photo: View {
                @State private var zoom: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(zoom)
                        .gesture(
                            MagnifyGesture()
                                .onChanged { value in zoom = value.magnification }
                                .onEnded { _ in
                                    if zoom > 4 { withAnimation { zoom = 4 } }
                                }
                        )
                }
            }
            """,
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
                let uses = Self.usesOfValue(value, in: closure)
                for assignment in Self.assignments(in: closure.statements) where assignment.mentions(uses) {
                    followed.insert(assignment.targetName)
                }
            }
            for modifier in ended {
                guard let closure = modifier.actionClosure else { continue }
                for assignment in Self.assignments(in: closure.statements)
                where assignment.operatorText == "=" && assignment.assignsConstant
                    && followed.contains(assignment.targetName) && states.contains(assignment.targetName)
                    && Self.isRestingValue(assignment, of: type) && !Self.isClamp(assignment) {
                    violations.append(Violation(
                        at: assignment.target.positionAfterSkippingLeadingTrivia,
                        message: "'\(assignment.targetName)' is @State set from the gesture in onChanged and reset here in onEnded, which never runs when the gesture is cancelled\(Self.isAnimated(assignment) ? " (animated or not)" : ""): the view stays stuck. Make it @GestureState and set it in .updating($\(assignment.targetName)); it resets itself\(Self.isAnimated(assignment) ? ", and @GestureState(resetTransaction: Transaction(animation: …)) keeps the animation" : "")."
                    ))
                }
            }
        }
        return violations
    }

    /// Ordering operators: a condition built on one compares a value with a bound.
    private static let orderings: Set<String> = ["<", "<=", ">", ">="]

    /// A clamp, not a reset: the assignment runs only under an `if` that compares the same property
    /// with the very value it assigns (`if scale < 1 { scale = 1 }`), so it keeps a committed value in
    /// range (a zoom that stays where the pinch left it) and does nothing when the value is already
    /// there. A snap-back under a threshold (`if offset < 80 { offset = 0 }`) is still a reset.
    static func isClamp(_ assignment: Assignment) -> Bool {
        guard let value = assignment.value.first?.trimmedDescription else { return false }
        var current = assignment.target.parent
        while let node = current, !node.is(ClosureExprSyntax.self) {
            if let branch = node.as(IfExprSyntax.self), branch.body.position <= assignment.target.position,
               assignment.target.endPosition <= branch.body.endPosition,
               branch.conditions.contains(where: { comparesWithBound($0.condition, name: assignment.targetName, bound: value) }) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// `name < bound`, `self.name >= bound`, `bound > name`: an ordering of the property against `bound`.
    private static func comparesWithBound(_ condition: ConditionElementSyntax.Condition, name: String, bound: String) -> Bool {
        guard case .expression(let expression) = condition, let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.indices.contains { index in
            guard let binary = elements[index].as(BinaryOperatorExprSyntax.self), orderings.contains(binary.operator.text),
                  index > 0, index + 1 < elements.count
            else { return false }
            let sides = [elements[index - 1], elements[index + 1]]
            let isProperty: (ExprSyntax) -> Bool = { side in
                side.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || side.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == name && $0.base?.trimmedDescription == "self" } == true
            }
            return isProperty(sides[0]) && normalized(sides[1].trimmedDescription) == normalized(bound)
                || isProperty(sides[1]) && normalized(sides[0].trimmedDescription) == normalized(bound)
        }
    }

    /// Values a gesture's mirror rests at: zero, identity, off, nothing.
    static let neutralValues: Set<String> = [
        "0", "0.0", ".zero", "CGSize.zero", "CGPoint.zero", "CGFloat.zero", "Double.zero", "CGSize()", "CGPoint()",
        "false", "nil", ".none", "1", "1.0", ".identity", "Angle.zero", ".degrees(0)", ".radians(0)",
    ]

    /// A reset puts the property back where it rests: its declared initial value, or, when the declaration
    /// gives none here, a neutral value (`neutralValues`). Any other constant (a peel left at 0.6, a zoom
    /// clamped to 5 after the pinch) is a committed state the gesture chose, which `@GestureState` would lose.
    static func isRestingValue(_ assignment: Assignment, of type: DeclGroupSyntax) -> Bool {
        guard let value = assignment.value.first?.trimmedDescription else { return false }
        if let initial = initialValue(of: assignment.targetName, in: type) {
            return normalized(value) == normalized(initial) || neutralValues.contains(value) && neutralValues.contains(initial)
        }
        return neutralValues.contains(value)
    }

    private static func initialValue(of name: String, in type: DeclGroupSyntax) -> String? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value.trimmedDescription
            }
        }
        return nil
    }

    /// `.zero` and `CGSize.zero` are one value; white space does not matter.
    private static func normalized(_ code: String) -> String {
        let compact = code.filter { !$0.isWhitespace }
        guard let dot = compact.firstIndex(of: "."), compact[..<dot].first?.isUppercase == true else { return compact }
        return String(compact[dot...])
    }

    /// The uses of the gesture value in `closure`: direct ones, and uses of the local constants
    /// computed from it (`let width = value.translation.width`), followed in source order.
    static func usesOfValue(_ value: ClosureValue, in closure: ClosureExprSyntax) -> [DeclReferenceExprSyntax] {
        var uses = value.references
        for item in closure.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initializer = binding.initializer?.value,
                      uses.contains(where: { $0.position >= initializer.position && $0.position < initializer.endPosition })
                else { continue }
                let finder = ReferenceFinder(name: name)
                finder.walk(closure.statements)
                uses += finder.found.filter { $0.position >= binding.endPosition }
            }
        }
        return uses
    }

    /// The assignments that run as the callback's effect: at the top level of `statements`, in the
    /// branches of `if`/`else`, and in the bodies of `withAnimation { … }` (the animated spring-back)
    /// and `DispatchQueue.main.async…(…) { … }` (a deferred reset) found there.
    static func assignments(in statements: CodeBlockItemListSyntax) -> [Assignment] {
        var result = Assignment.all(in: statements)
        for item in statements {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let branch = expression?.as(IfExprSyntax.self) {
                result += assignments(inBranches: branch)
                continue
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self), Self.runsItsClosure(call) else { continue }
            let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            if let body { result += assignments(in: body.statements) }
        }
        return result
    }

    private static func assignments(inBranches branch: IfExprSyntax) -> [Assignment] {
        var result = assignments(in: branch.body.statements)
        switch branch.elseBody {
        case .ifExpr(let next): result += assignments(inBranches: next)
        case .codeBlock(let block): result += assignments(in: block.statements)
        case nil: break
        }
        return result
    }

    /// `withAnimation(…) { … }` or `DispatchQueue.main.async { … }` / `.asyncAfter(deadline:) { … }`.
    private static func runsItsClosure(_ call: FunctionCallExprSyntax) -> Bool {
        if WithAnimation.isCall(call) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return ["async", "asyncAfter"].contains(member.declName.baseName.text)
            && member.base?.trimmedDescription.hasPrefix("DispatchQueue") == true
    }

    private static func isAnimated(_ assignment: Assignment) -> Bool {
        var current = assignment.target.parent
        while let node = current, !node.is(ClosureExprSyntax.self) { current = node.parent }
        guard let closure = current?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return WithAnimation.isCall(call)
    }
}
