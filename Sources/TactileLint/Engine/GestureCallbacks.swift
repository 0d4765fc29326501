import SwiftSyntax

/// The callbacks (`onChanged`, `onEnded`, `updating`) of the gesture an expression attaches, with the
/// expression followed to the chain that builds it: a local name, or a property or function of the
/// type (in any file) whose code is one expression.
///
/// Invariant: `nil` when the gesture cannot be read as one chain (a composition, a ternary, a name
/// with several declarations): callers then assume nothing about what it does.
public struct GestureCallbacks {
    public let chain: ModifierChain

    public init?(of expression: ExprSyntax, module: ModuleIndex) {
        var current = expression
        for _ in 0..<3 {
            let chain = ModifierChain(current)
            if chain.rootCall != nil, chain.rootName?.first?.isUppercase == true {
                self.chain = chain
                return
            }
            guard chain.modifiers.isEmpty, let next = Self.follow(chain.root, module: module) else { return nil }
            current = next
        }
        return nil
    }

    /// The closures passed to the callbacks called `name`.
    public func closures(_ name: String) -> [ClosureExprSyntax] {
        chain.modifiers.filter { $0.name == name }.compactMap(\.actionClosure)
    }

    /// Every callback closure of the gesture.
    public var all: [ClosureExprSyntax] {
        ["onChanged", "onEnded", "updating"].flatMap(closures)
    }

    /// The expression a name, `self.name` or a function call stands for, one hop away.
    static func follow(_ root: ExprSyntax, module: ModuleIndex) -> ExprSyntax? {
        let name: String
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let value = VariableResolution.value(of: name, visibleFrom: root) { return value }
        } else if let member = root.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else if let call = root.as(FunctionCallExprSyntax.self), let callee = ModifierChain.calleeName(of: ExprSyntax(call)) {
            name = callee
        } else {
            return nil
        }
        let candidates = module.declarations(named: name, from: ModuleIndex.ownerName(of: root)).filter(\.isSingleExpression)
        guard candidates.count == 1 else { return nil }
        return candidates[0].values.first
    }
}

extension GestureCallbacks {
    /// A bare drag or long press (`DragGesture()`, `DragGesture(minimumDistance: 0)`) with no callback
    /// and no composition: attached only to claim the touch (blocking a pager's swipe or a preview's own
    /// interaction), it performs nothing a user could miss. A custom gesture's own closure
    /// (`SwipeGesture { … }`) is an action, so it is never bare.
    public var isBare: Bool {
        guard chain.modifiers.isEmpty, let name = chain.rootName, let call = chain.rootCall else { return false }
        return GestureTypes.drags.union(GestureTypes.longPresses).contains(name)
            && call.trailingClosure == nil && !call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
    }

    /// A gesture whose only callbacks are `updating`: it tracks a `@GestureState` (a pressed look) and
    /// performs nothing when it ends.
    public var onlyUpdates: Bool {
        !chain.modifiers.isEmpty && chain.modifiers.allSatisfy { $0.name == "updating" }
    }

    /// True when every callback of the gesture only clears flags: each top-level statement assigns
    /// `false` or `nil` (`isScrolling = false` when the finger lifts). Such a gesture is a touch signal
    /// for the view's own state, not an action.
    public var onlyClearsFlags: Bool {
        Self.onlyClearFlags(all)
    }

    /// True when `closures` are not empty and each only assigns `false` or `nil` at its top level.
    public static func onlyClearFlags(_ closures: [ClosureExprSyntax]) -> Bool {
        !closures.isEmpty && closures.allSatisfy { closure in
            !closure.statements.isEmpty && closure.statements.allSatisfy { item in
                guard let assignment = Assignment(item), assignment.operatorText == "=", assignment.value.count == 1,
                      let value = assignment.value.first
                else { return false }
                return value.is(NilLiteralExprSyntax.self) || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            }
        }
    }

    /// Words of a flag that draws a pressed look: `isPressed`, `isHighlighted`, `touchDown`.
    static let pressWords = ["press", "highlight", "touch", "down"]

    /// True when the gesture only draws a pressed look: its callbacks are `onChanged`, setting press
    /// flags (`isPressed`) to `true`, and `onEnded`, setting them to `false`, possibly inside `if` and
    /// `withAnimation`. It shows the touch; whatever the view does, something else performs.
    public var onlyShowsPress: Bool {
        guard !all.isEmpty, chain.modifiers.allSatisfy({ ["onChanged", "onEnded"].contains($0.name) }) else { return false }
        for (callback, literal) in [("onChanged", "true"), ("onEnded", "false")] {
            for closure in closures(callback) {
                guard let assignments = Self.plainAssignments(in: closure.statements), !assignments.isEmpty,
                      assignments.allSatisfy({ assignment in
                          assignment.value.count == 1 && assignment.value[0].trimmedDescription == literal
                              && Self.pressWords.contains(where: assignment.targetName.lowercased().contains)
                      })
                else { return false }
            }
        }
        return true
    }

    /// The assignments `statements` make, looking into `if`/`else` bodies and `withAnimation { … }`;
    /// nil when any statement is something else and not `skipped`. `memberTargets` as in `Assignment`.
    static func plainAssignments(
        in statements: CodeBlockItemListSyntax,
        memberTargets: Bool = false,
        skipping skipped: (CodeBlockItemSyntax) -> Bool = { _ in false }
    ) -> [Assignment]? {
        var result: [Assignment] = []
        for item in statements where !skipped(item) {
            if let assignment = Assignment(item, memberTargets: memberTargets) {
                result.append(assignment)
                continue
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let conditional = expression?.as(IfExprSyntax.self) {
                guard let inner = plainAssignments(in: conditional.body.statements, memberTargets: memberTargets, skipping: skipped) else { return nil }
                result += inner
                switch conditional.elseBody {
                case .codeBlock(let block):
                    guard let other = plainAssignments(in: block.statements, memberTargets: memberTargets, skipping: skipped) else { return nil }
                    result += other
                case .ifExpr:
                    return nil
                case nil:
                    break
                }
                continue
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self), let body = WithAnimation.body(of: call),
                  let inner = plainAssignments(in: body, memberTargets: memberTargets, skipping: skipped)
            else { return nil }
            result += inner
        }
        return result
    }
}

extension GestureCallbacks {
    /// The code the gesture `modifier` attaches runs: its own action closures (a long press's
    /// `perform`), its gesture's callbacks — every closure of a composition that cannot be read as one
    /// chain (`drag.simultaneously(with: magnify)`) — and the bodies of the methods any of them names
    /// as a reference (`.onEnded(swipeEnded)`). What a rule reads to say what the gesture does.
    public static func performedCode(by modifier: ModifierCall, module: ModuleIndex) -> [Syntax] {
        var code: [Syntax] = modifier.closures.map(Syntax.init)
        var callbacks: [ModifierCall] = [modifier]
        if let gesture = modifier.firstUnlabeledArgument {
            if let read = GestureCallbacks(of: gesture, module: module) {
                callbacks += read.chain.modifiers
                code += read.chain.modifiers.flatMap(\.closures).map(Syntax.init)
            } else {
                code.append(Syntax(gesture))
            }
        }
        let owner = ModuleIndex.ownerName(of: modifier.call)
        for callback in callbacks {
            guard let name = callback.actionReference else { continue }
            code += module.declarations(named: name, from: owner).filter { $0.kind == .function }.compactMap(\.body)
        }
        return code
    }
}
