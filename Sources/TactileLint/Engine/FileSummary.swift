import SwiftSyntax

/// What one file contributes to the `ModuleIndex`: its member declarations, its gesture wrappers, the
/// names its declarations use (with whether the use sits inside a `ScrollView`/`List`), and the
/// capitalised names used in and out of preview code (for `ModuleIndex.previewOnlyTypes`).
///
/// Invariant: one walk of the tree and one pass over its tokens; apart from those capitalised names,
/// previews (`#Preview`, `…_Previews` types) are not read, since where a preview places a view says
/// nothing about the app.
public struct FileSummary: Sendable {
    /// What a name used in code may refer to.
    public enum Target: Sendable, Hashable {
        /// `name` or `self.name` used inside `owner` (or at file level).
        case member(owner: String?, name: String)
        /// `Name(…)`: a view type's initializer, standing for its `body`.
        case type(String)
    }

    public struct Reference: Sendable {
        public var target: Target
    }

    public private(set) var declarations: [ModuleDeclaration] = []
    public private(set) var wrappers: [GestureWrapper] = []
    /// Names used by each declaration, by its key.
    public private(set) var references: [String: [Reference]] = [:]
    /// Names used inside a scroll container, with the container's name.
    public private(set) var scrollSeeds: [(Target, String)] = []
    /// Capitalised names (types, mostly) used outside preview code, and inside it.
    public private(set) var namesUsed: Set<String> = []
    /// The names used outside preview and test code — capitalised ones, and lowercase ones called or
    /// reached as a member (`.glow()`) — by the top-level type whose declaration or extension holds
    /// the use, or the function of an `extension View` that does (`""`: file-level code and other
    /// members of such an extension): who uses a view or a modifier, for `ModuleIndex`'s dead views.
    /// Empty for test code (`SourceOrigin.isTestCode`): what only tests use never ships.
    public private(set) var namesUsedByOwner: [String: Set<String>] = [:]
    public private(set) var namesUsedByPreviews: Set<String> = []
    /// What the file declares that no code outside the run could use: view types named with a capital
    /// (`struct Row: View`), view modifier types and the functions of `extension View`, declared without
    /// `public` or `open`, or with them in a project of apps only (`SourceOrigin.inAppOnlyProject`).
    public private(set) var unexportedViews: [String] = []
    /// True when the file declares an app's entry point: a type marked `@main`, `@UIApplicationMain`
    /// or `@NSApplicationMain`, or conforming to SwiftUI's `App`.
    public private(set) var declaresAppEntryPoint = false
    /// Names the file sets to `false`/`nil` after a delay (`DelayedClearing`).
    public private(set) var clearedLater: Set<String> = []

    public init(_ tree: SourceFileSyntax, origin: SourceOrigin = SourceOrigin()) {
        let collector = SummaryCollector(origin: origin)
        collector.walk(tree)
        let previews = PreviewCode(tree)
        namesUsedByPreviews = previews.usedNames
        // The collector skips the insides of names and previews, so the names are read from the tokens;
        // tokens and top-level declarations both come in source order, so one sweep finds each owner.
        let owners = Self.topLevelTypes(in: tree.statements)
        var next = 0
        for token in tree.tokens(viewMode: .sourceAccurate) where !previews.contains(token.position) {
            let capitalised = PreviewCode.isUseOfCapitalisedName(token)
            guard capitalised || Self.isUseOfLowercaseMember(token) else { continue }
            if capitalised { namesUsed.insert(token.text) }
            guard !origin.isTestCode else { continue }
            while next < owners.count, owners[next].range.upperBound <= token.position { next += 1 }
            let owner = next < owners.count && owners[next].range.contains(token.position) ? owners[next].name : ""
            namesUsedByOwner[owner, default: []].insert(token.text)
        }
        declarations = collector.declarations
        unexportedViews = collector.unexportedViews
        declaresAppEntryPoint = collector.declaresAppEntryPoint
        wrappers = collector.wrappers
        references = collector.references
        scrollSeeds = collector.scrollSeeds
        clearedLater = collector.clearedLater
    }

    /// A lowercase name called or reached as a member (`glow()`, `.glow(…)`, `row.glow`): how a modifier
    /// function is used.
    static func isUseOfLowercaseMember(_ token: TokenSyntax) -> Bool {
        guard case .identifier = token.tokenKind, token.text.first?.isLowercase == true,
              let reference = token.parent?.as(DeclReferenceExprSyntax.self), let parent = reference.parent
        else { return false }
        return parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
    }

    /// True for `extension View` (or `SwiftUI.View`): where modifier functions are declared.
    static func extendsView(_ group: some DeclGroupSyntax) -> Bool {
        group.is(ExtensionDeclSyntax.self) && ModuleIndex.typeName(of: group) == "View"
    }

    /// The top-level type declarations and extensions of `statements` (looking into `#if` blocks),
    /// with the name of the type each declares or extends, in source order; an `extension View`
    /// stands for its functions instead, each with its own name (its other members are file-level).
    static func topLevelTypes(in statements: CodeBlockItemListSyntax) -> [(name: String, range: Range<AbsolutePosition>)] {
        var found: [(name: String, range: Range<AbsolutePosition>)] = []
        func note(_ decl: DeclSyntax) {
            if let block = decl.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses {
                    switch clause.elements {
                    case .statements(let items): for item in items { if let inner = item.item.as(DeclSyntax.self) { note(inner) } }
                    case .decls(let members): for member in members { note(member.decl) }
                    default: break
                    }
                }
            } else if let group = decl.asProtocol(DeclGroupSyntax.self), let name = ModuleIndex.typeName(of: group) {
                if extendsView(group) {
                    for member in group.memberBlock.members {
                        if let function = member.decl.as(FunctionDeclSyntax.self) {
                            found.append((function.name.text, function.position..<function.endPosition))
                        }
                    }
                } else {
                    found.append((name, decl.position..<decl.endPosition))
                }
            }
        }
        for item in statements { if let decl = item.item.as(DeclSyntax.self) { note(decl) } }
        return found
    }
}

private final class SummaryCollector: SyntaxVisitor {
    static let scrollContainers: Set<String> = ["ScrollView", "List"]

    let origin: SourceOrigin
    var declarations: [ModuleDeclaration] = []
    var unexportedViews: [String] = []
    var declaresAppEntryPoint = false
    var wrappers: [GestureWrapper] = []
    var references: [String: [FileSummary.Reference]] = [:]
    var scrollSeeds: [(FileSummary.Target, String)] = []
    var clearedLater: Set<String> = []

    /// The key of the member declaration being read, innermost last.
    private var declarationKeys: [String] = []
    /// The scroll containers around the current node, innermost last.
    private var scrolls: [String] = []
    /// How many presented views (`.sheet { … }`, `UIHostingController(rootView: …)`) are around the
    /// current node: what they use is presented elsewhere, not placed in the scroll view around them.
    private var presentedDepth = 0

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if ViewHierarchy.isPresentationBoundary(Syntax(node)) { presentedDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if ViewHierarchy.isPresentationBoundary(Syntax(node)) { presentedDepth -= 1 }
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if ViewHierarchy.isPresentationBoundary(Syntax(node)) { presentedDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: LabeledExprSyntax) {
        if ViewHierarchy.isPresentationBoundary(Syntax(node)) { presentedDepth -= 1 }
    }

    init(origin: SourceOrigin) {
        self.origin = origin
        super.init(viewMode: .sourceAccurate)
    }

    /// True when nothing outside the run can use a declaration with `modifiers`.
    private func isUnexported(_ modifiers: DeclModifierListSyntax) -> Bool {
        origin.inAppOnlyProject || !modifiers.contains(where: { ["public", "open"].contains($0.name.text) })
    }

    // MARK: Declarations

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard ModuleIndex.isMember(node) else { return .visitChildren }
        let made = ModuleDeclaration.make(from: node, owner: owner)
        declarations += made
        declarationKeys.append(made.first?.key ?? ModuleDeclaration.key(owner: owner, name: "_"))
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if ModuleIndex.isMember(node) { declarationKeys.removeLast() }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard ModuleIndex.isMember(node) else { return .visitChildren }
        if owners.count == 1, owner == "View", extendingView.last == true, isUnexported(node.modifiers) {
            unexportedViews.append(node.name.text)
        }
        if let declaration = ModuleDeclaration.make(from: node, owner: owner) {
            declarations.append(declaration)
            if let wrapper = Self.wrapper(declaration) { wrappers.append(wrapper) }
        }
        declarationKeys.append(ModuleDeclaration.key(owner: owner, name: node.name.text))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if ModuleIndex.isMember(node) { declarationKeys.removeLast() }
    }

    // MARK: Types: the owner of the declarations inside, innermost last

    private var owners: [String?] = []

    /// Notes an app's entry point, and a view or view modifier type nothing outside the run could name.
    private func noteType(_ name: String, _ node: some DeclGroupSyntax) {
        let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]
        if node.attributes.contains(where: { $0.as(AttributeSyntax.self).map { entryAttributes.contains($0.attributeName.trimmedDescription) } == true })
            || EnclosingType.inheritedNames(of: node).contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
            declaresAppEntryPoint = true
        }
        let viewKinds: Set<String> = ["View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier"]
        // Any use of a capitalised name is read, but only some uses of a lowercase one (calls and
        // members), so only types named with a capital can be found unused.
        guard name.first?.isUppercase == true, EnclosingType.inheritedNames(of: node).contains(where: viewKinds.contains),
              isUnexported(node.modifiers)
        else { return }
        unexportedViews.append(name)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        noteType(node.name.text, node)
        // visitPost runs for a skipped node too, so the owner is pushed either way.
        return node.name.text.hasSuffix("_Previews") ? .skipChildren : .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        noteType(node.name.text, node)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

    /// Whether each extension around the current node extends `View`, innermost last.
    private var extendingView: [Bool] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(ModuleIndex.typeName(of: node))
        extendingView.append(FileSummary.extendsView(node))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        owners.removeLast()
        extendingView.removeLast()
    }

    /// The type around the current node, `nil` at file level.
    private var owner: String? { owners.last ?? nil }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    // MARK: Scroll containers

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           Self.scrollContainers.contains(name) {
            scrolls.append(name)
        }
        clearedLater.formUnion(DelayedClearing.clearedNames(by: node))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           Self.scrollContainers.contains(name) {
            scrolls.removeLast()
        }
    }

    // MARK: References

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard let first = name.first, name != "self", name != "Self" else { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self.name` means a member of the enclosing type; `row.swipeable()` may be a modifier
            // declared in `extension View`; other bases are not followed.
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
                record(.member(owner: owner, name: name))
            } else if member.base != nil, first.isLowercase,
                      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                record(.member(owner: "View", name: name))
            }
        } else if first.isUppercase {
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                record(.type(name))
            }
        } else {
            record(.member(owner: owner, name: name))
        }
        return .skipChildren
    }

    private func record(_ target: FileSummary.Target) {
        guard presentedDepth == 0 else { return }
        if let key = declarationKeys.last {
            references[key, default: []].append(FileSummary.Reference(target: target))
        }
        if let container = scrolls.last {
            scrollSeeds.append((target, container))
        }
    }

    // MARK: Gesture wrappers

    /// A function that passes one of its parameters to `gesture`, `simultaneousGesture` or
    /// `highPriorityGesture` is a wrapper of those.
    private static func wrapper(_ declaration: ModuleDeclaration) -> GestureWrapper? {
        guard let body = declaration.body, !declaration.parameters.isEmpty,
              ModuleDeclaration.contains(body, Array("esture(".utf8))
        else { return nil }
        var label: String?
        var attachments: Set<String> = []
        SyntaxWalk.forEach(in: body) { node in
            guard let call = node.as(FunctionCallExprSyntax.self),
                  let name = ModifierChain.calleeName(of: ExprSyntax(call)) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  GestureModifiers.attaching.contains(name),
                  let argument = call.arguments.first(where: { $0.label == nil })?.expression.as(DeclReferenceExprSyntax.self),
                  let parameter = declaration.parameters.first(where: { $0.name == argument.baseName.text })
            else { return }
            label = parameter.label
            attachments.insert(name)
        }
        guard let label else { return nil }
        return GestureWrapper(name: declaration.name, gestureLabel: label, labels: declaration.parameters.map(\.label), attachments: attachments)
    }
}
