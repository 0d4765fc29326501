import SwiftSyntax

/// An expression seen as a root with modifiers applied to it, innermost first:
/// `Text("A").padding().onTapGesture { }` has root `Text("A")` and modifiers `padding`, `onTapGesture`.
///
/// Invariant: `modifiers[i].base` is the expression made of `root` and `modifiers[0..<i]`.
public struct ModifierChain {
    public let root: ExprSyntax
    public let modifiers: [ModifierCall]

    /// The chain that ends with `expression` (its outermost modifier).
    public init(_ expression: ExprSyntax) {
        var modifiers: [ModifierCall] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call) {
            modifiers.append(modifier)
            current = modifier.base
        }
        root = current
        self.modifiers = modifiers.reversed()
    }

    /// The whole chain `call` takes part in, whether it is its root, a modifier or its last modifier.
    public init(containing call: FunctionCallExprSyntax) {
        self.init(ExprSyntax(Self.outermost(of: call)))
    }

    /// True when no modifier is applied to `call`: it ends its chain.
    public static func isOutermost(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.parent?.as(MemberAccessExprSyntax.self),
              member.base?.id == call.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self),
              outer.calledExpression.id == member.id
        else { return true }
        return false
    }

    /// The last call of the chain `call` belongs to.
    public static func outermost(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var current = call
        while !isOutermost(current),
              let outer = current.parent?.parent?.as(FunctionCallExprSyntax.self) {
            current = outer
        }
        return current
    }

    /// The name of the type or function the root calls or names: `Text` for `Text("A")`,
    /// `drag` for `drag`, `SwiftUI.Text` gives `Text`.
    public var rootName: String? {
        Self.calleeName(of: root)
    }

    /// The name `expression` calls (`VStack` in `VStack { }`) or names (`drag`).
    public static func calleeName(of expression: ExprSyntax) -> String? {
        var callee = expression
        if let call = expression.as(FunctionCallExprSyntax.self) {
            callee = call.calledExpression
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            callee = generic.expression
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The root as a call, when it is one (`VStack { … }`).
    public var rootCall: FunctionCallExprSyntax? {
        root.as(FunctionCallExprSyntax.self)
    }

    /// The modifiers that shape the root gesture itself: those before the first composition
    /// (`simultaneously`, `sequenced`, `exclusively`, `map`), which changes the gesture's value.
    public var ownGestureModifiers: [ModifierCall] {
        let compositions: Set<String> = ["simultaneously", "sequenced", "exclusively", "map"]
        return Array(modifiers.prefix { !compositions.contains($0.name) })
    }

    /// True when a modifier called `name` is applied anywhere in the chain.
    public func has(_ name: String) -> Bool {
        modifiers.contains { $0.name == name }
    }
}
