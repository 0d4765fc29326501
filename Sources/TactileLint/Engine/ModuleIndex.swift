import SwiftSyntax

/// What the files of one run declare, gathered once before any rule runs, so a rule checking one file
/// can follow a name into another: a gesture built by a computed property or function, a view
/// assembled in an extension, a custom `gesture(_:priority:)` wrapper, a view type placed inside a
/// `ScrollView` in another file.
///
/// Invariants: built from every file of the run (rules never see a partial index); lookups are by
/// name, so an index built from older trees of the same code still answers correctly (the fixer
/// re-checks edited text against the run's index); every query terminates (hops are bounded and
/// visited keys are remembered).
public struct ModuleIndex: Sendable {
    /// Declarations by name.
    private var byName: [String: [ModuleDeclaration]] = [:]
    /// Declarations by `Owner.name` key.
    private var byKey: [String: [ModuleDeclaration]] = [:]
    /// Declarations by owner type name.
    private var byOwner: [String: [ModuleDeclaration]] = [:]
    /// View modifiers declared in this module that attach one of their parameters as a gesture.
    public private(set) var gestureWrappers: [String: GestureWrapper] = [:]
    /// Names with `Preview` in them that the module's preview code uses and no other code of the run
    /// names: types such as a `ZappablePreviews` view or a `PreviewContainer` shown only by previews,
    /// which never ship (`PreviewCode`). A view only previews use but named as app UI is still checked:
    /// it reads as the app's own and may be shown again.
    public private(set) var previewOnlyTypes: Set<String> = []
    /// The views the app never shows — view types, view modifier types and the
    /// functions of `extension View` that nothing outside the run could use (`FileSummary.unexportedViews`:
    /// not `public`, or in a project of apps only) — when no code of the run uses them outside previews
    /// and tests, or only such views do (a sheet only a dead screen presents; a modifier type only a
    /// modifier function nobody calls applies), followed to a fixed point. A view only previews or
    /// tests show counts: it does not ship, and every reviewer of the held-out sets judged findings
    /// there unwanted ("dead code"). Only for a run that holds an app (an entry point: `@main`, an
    /// `App`) and the whole projects of its files (`coversWholeProjects`); empty otherwise, since a
    /// library's or a folder of snippets' views are shown by code the run does not hold.
    ///
    /// Invariant: only views are ever taken for dead, and a use from file-level code or from any other
    /// type (a UIKit controller hosting the view, a router enum) keeps a view alive; views that only use
    /// each other in a cycle stay alive (the fixed point grows from views nothing uses); a modifier
    /// function is alive while any code calls a member of its name.
    public var unusedViews: Set<String> { coversWholeProjects && holdsAppEntryPoint ? declaredButUnused : [] }
    private var declaredButUnused: Set<String> = []
    private var holdsAppEntryPoint = false
    /// Set by a run whose folders hold every project its files belong to (`LintRun`): only then is a
    /// type no file of the run names really unused.
    public var coversWholeProjects = false
    /// Keys of declarations (and `Type.body` of view types) whose views end up inside a scroll view,
    /// with the container's name.
    public private(set) var insideScroll: [String: String] = [:]
    /// Keys of the declarations whose code names each declaration (a view type's `Type.body` is named
    /// by `Type(…)`): the views that place what it builds.
    private var placers: [String: [String]] = [:]
    /// Names some file of the run sets to `false`/`nil` after a delay (`DelayedClearing`): flags of
    /// notices that hide themselves.
    public private(set) var clearedLater: Set<String> = []

    /// The index of the declarations of `trees`.
    public init(_ trees: [SourceFileSyntax]) {
        self.init(summaries: trees.map { FileSummary($0) })
    }

    /// The index merged from per-file summaries (built in parallel by the caller).
    public init(summaries: [FileSummary]) {
        var references: [String: [FileSummary.Reference]] = [:]
        var seeds: [(FileSummary.Target, String)] = []
        var used: Set<String> = []
        var usedByPreviews: Set<String> = []
        var views: Set<String> = []
        for summary in summaries {
            used.formUnion(summary.namesUsed)
            views.formUnion(summary.unexportedViews)
            if summary.declaresAppEntryPoint { holdsAppEntryPoint = true }
            usedByPreviews.formUnion(summary.namesUsedByPreviews)
            for declaration in summary.declarations {
                byName[declaration.name, default: []].append(declaration)
                byKey[declaration.key, default: []].append(declaration)
                if let owner = declaration.owner { byOwner[owner, default: []].append(declaration) }
            }
            for wrapper in summary.wrappers { gestureWrappers[wrapper.name] = wrapper }
            for (key, list) in summary.references { references[key, default: []] += list }
            seeds += summary.scrollSeeds
            clearedLater.formUnion(summary.clearedLater)
        }
        previewOnlyTypes = usedByPreviews.subtracting(used).filter { $0.contains("Preview") }
        var users: [String: Set<String>] = [:]
        for summary in summaries {
            for (owner, names) in summary.namesUsedByOwner {
                for name in names where name != owner && views.contains(name) { users[name, default: []].insert(owner) }
            }
        }
        declaredButUnused = Self.deadViews(among: views, users: users)
        for (placer, list) in references {
            for target in Set(list.map(\.target)) {
                for key in resolve(target) where key != placer { placers[key, default: []].append(placer) }
            }
        }
        // Propagate "inside a scroll view" from the references found lexically inside one, through
        // every declaration those reach.
        var queue: [(String, String)] = []
        for (reference, container) in seeds {
            for key in resolve(reference) where insideScroll[key] == nil {
                insideScroll[key] = container
                queue.append((key, container))
            }
        }
        while let (key, container) = queue.popLast() {
            for reference in references[key] ?? [] {
                for target in resolve(reference.target) where insideScroll[target] == nil {
                    insideScroll[target] = container
                    queue.append((target, container))
                }
            }
        }
    }

    /// The views of `candidates` whose every user (outside previews) is itself such a view: first
    /// those nothing uses, then those only they use, until nothing changes.
    static func deadViews(among candidates: Set<String>, users: [String: Set<String>]) -> Set<String> {
        var dead: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for view in candidates where !dead.contains(view) && (users[view] ?? []).isSubset(of: dead) {
                dead.insert(view)
                changed = true
            }
        }
        return dead
    }

    /// The keys a reference recorded by a file summary may mean.
    private func resolve(_ target: FileSummary.Target) -> [String] {
        switch target {
        case .member(let owner, let name):
            let key = ModuleDeclaration.key(owner: owner, name: name)
            if byKey[key] != nil { return [key] }
            let global = ModuleDeclaration.key(owner: nil, name: name)
            return byKey[global] != nil ? [global] : []
        case .type(let name):
            let key = ModuleDeclaration.key(owner: name, name: "body")
            return byKey[key] != nil ? [key] : []
        }
    }

    /// Every property or function called `name`.
    public func declarations(named name: String) -> [ModuleDeclaration] {
        byName[name] ?? []
    }

    /// The members called `name` that a use inside `owner` means: `owner`'s own (including its
    /// extensions'), else file-level ones.
    public func declarations(named name: String, from owner: String?) -> [ModuleDeclaration] {
        if let own = byKey[ModuleDeclaration.key(owner: owner, name: name)] { return own }
        return byKey[ModuleDeclaration.key(owner: nil, name: name)] ?? []
    }

    /// The wrapper a call `x.name(…)` invokes, when `name` is a module gesture wrapper whose labels fit
    /// the call's; a plain SwiftUI `.gesture(g)` / `.gesture(g, including:)` is not a wrapper call.
    public func gestureWrapper(called call: FunctionCallExprSyntax) -> GestureWrapper? {
        guard let name = ModifierChain.calleeName(of: ExprSyntax(call)), let wrapper = gestureWrappers[name] else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels.allSatisfy(wrapper.labels.contains) else { return nil }
        if GestureModifiers.attaching.contains(name) {
            let swiftUILabels: Set<String> = ["_", "including", "isEnabled", "name"]
            guard labels.contains(where: { !swiftUILabels.contains($0) }) else { return nil }
        }
        return wrapper
    }

    /// Names of the properties of `owner` (in its body or any extension) carrying `@attribute`.
    public func properties(of owner: String, attributed attribute: String) -> Set<String> {
        Set((byOwner[owner] ?? []).filter { $0.attributes.contains(attribute) }.map(\.name))
    }

    /// The declarations whose code names the declaration filed under `key` (`Owner.name`; `Type.body`
    /// for a view type, named by `Type(…)`), in a stable order: where the view it builds is placed.
    public func placers(of key: String) -> [ModuleDeclaration] {
        (placers[key] ?? []).sorted().flatMap { byKey[$0] ?? [] }
    }

    /// The `body` of the view type `name`, when declared in this module.
    public func viewBody(ofType name: String) -> ModuleDeclaration? {
        byKey[ModuleDeclaration.key(owner: name, name: "body")]?.first
    }

    /// The name of the `ScrollView`/`List` the code at `node` ends up in through the declarations
    /// that hold it, or `nil`; the lexical case (`ScrollView { … node … }`) is the caller's.
    public func scrollContainer(reaching node: some SyntaxProtocol) -> String? {
        guard let key = ModuleIndex.enclosingDeclarationKey(of: node) else { return nil }
        return insideScroll[key]
    }

    /// The `Owner.name` key of the property or function whose code holds `node`, `Owner.body` for
    /// a view's `body`.
    static func enclosingDeclarationKey(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self), isMember(function) {
                return ModuleDeclaration.key(owner: ownerName(of: function), name: function.name.text)
            }
            if let variable = candidate.as(VariableDeclSyntax.self), isMember(variable),
               let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return ModuleDeclaration.key(owner: ownerName(of: variable), name: name)
            }
            current = candidate.parent
        }
        return nil
    }

    /// True for a declaration in a type body or at file level (not a local one).
    static func isMember(_ declaration: some SyntaxProtocol) -> Bool {
        guard let parent = declaration.parent else { return false }
        if parent.is(MemberBlockItemSyntax.self) { return true }
        if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true { return true }
        return false
    }

    /// The name of the type (or extended type) around `node`, `nil` at file level.
    public static func ownerName(of node: some SyntaxProtocol) -> String? {
        guard let group = EnclosingType.declaration(of: node) else { return nil }
        return typeName(of: group)
    }

    static func typeName(of group: DeclGroupSyntax) -> String? {
        if let declaration = group.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(ActorDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(ProtocolDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(ExtensionDeclSyntax.self) {
            let type = declaration.extendedType
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
            return type.as(IdentifierTypeSyntax.self)?.name.text
        }
        return nil
    }
}

/// A view modifier declared in the module that attaches one of its parameters as a gesture, such as
/// `func gesture<T: Gesture>(_ gesture: T, priority: GesturePriority) -> some View`.
public struct GestureWrapper: Sendable {
    public var name: String
    /// The argument label of the gesture parameter (`_` when unlabeled).
    public var gestureLabel: String
    /// Every argument label of the wrapper, in order (`_` for unlabeled ones).
    public var labels: [String]
    /// The SwiftUI modifiers the wrapper may use to attach it (`gesture`, `highPriorityGesture`, …).
    public var attachments: Set<String>
}
