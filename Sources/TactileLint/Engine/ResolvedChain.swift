import SwiftSyntax

/// A modifier chain with its root followed to what it really is: `AnyView(x)` to `x`, a local name or
/// a computed `some View` property (of this type, in any file) to its single expression, so
/// `rowContent.onTapGesture { … }` is seen as the `HStack { … }` that `rowContent` builds.
///
/// Invariants: `modifiers` lists the modifiers of the followed expressions first (innermost first),
/// then the written chain's own, so it reads in application order; `written` is the chain as written
/// at the use site, and only its nodes are edited by corrections; at most `maximumHops` names are
/// followed and a name is never followed twice.
public struct ResolvedChain {
    public static let maximumHops = 4

    public let written: ModifierChain
    /// The innermost root reached.
    public let root: ExprSyntax
    public let modifiers: [ModifierCall]
    /// True when the root was followed through at least one name or `AnyView`.
    public let followed: Bool

    public init(_ written: ModifierChain, module: ModuleIndex) {
        self.written = written
        var modifiers = written.modifiers
        var root = written.root
        var seen: Set<String> = []
        var followed = false
        for _ in 0..<Self.maximumHops {
            guard let next = Self.step(from: root, module: module, seen: &seen) else { break }
            let inner = ModifierChain(next)
            modifiers = inner.modifiers + modifiers
            root = inner.root
            followed = true
        }
        self.root = root
        self.modifiers = modifiers
        self.followed = followed
    }

    /// The root as a call, when it is one.
    public var rootCall: FunctionCallExprSyntax? { root.as(FunctionCallExprSyntax.self) }

    /// The name the root calls or names (`HStack`).
    public var rootName: String? { ModifierChain.calleeName(of: root) }

    /// True when a modifier called `name` is applied anywhere in the chain.
    public func has(_ name: String) -> Bool {
        modifiers.contains { $0.name == name }
    }

    /// The expression `root` stands for, one hop away.
    private static func step(from root: ExprSyntax, module: ModuleIndex, seen: inout Set<String>) -> ExprSyntax? {
        if let call = root.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyView",
           let argument = call.arguments.first?.expression {
            return argument
        }
        let name: String
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = root.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase == true, name != "self" else { return nil }
        let owner = ModuleIndex.ownerName(of: root)
        guard seen.insert(ModuleDeclaration.key(owner: owner, name: name)).inserted else { return nil }
        if root.is(DeclReferenceExprSyntax.self), let value = VariableResolution.value(of: name, visibleFrom: root) {
            return value
        }
        let candidates = module.declarations(named: name, from: owner).filter { $0.kind == .property && $0.isSingleExpression }
        guard candidates.count == 1 else { return nil }
        return candidates[0].values.first
    }
}
